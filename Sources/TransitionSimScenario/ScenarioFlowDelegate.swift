import Foundation
import TransitionSimEngine

/// The per-section and per-item flow-layout metrics a scenario gives, answering as a
/// `UICollectionViewDelegateFlowLayout` would.
///
/// In a scenario's flow layout object, `"sections"` lists one object per section with any of
/// `inset` (`{"top","left","bottom","right"}`), `minimumLineSpacing`, `minimumInteritemSpacing`,
/// `headerReferenceSize`, `footerReferenceSize`, `itemSize` (every item of the section) and
/// `itemSizes` (one size per item); anything missing falls back to the layout's own property.
/// The scenario decoder reads them into ``LayoutSpecification/sections``, so a mistake in them is
/// reported with the rest of the file, before anything runs.
public final class ScenarioFlowDelegate: CollectionViewDelegateFlowLayout {
  /// One section's overrides.
  public struct SectionMetrics: Equatable, Sendable {
    /// The section's insets.
    public var inset: EdgeInsets?
    /// The section's line spacing.
    public var minimumLineSpacing: CGFloat?
    /// The section's interitem spacing.
    public var minimumInteritemSpacing: CGFloat?
    /// The section's header size.
    public var headerReferenceSize: CGSize?
    /// The section's footer size.
    public var footerReferenceSize: CGSize?
    /// The size of every item of the section.
    public var itemSize: CGSize?
    /// The size of each item, by item number.
    public var itemSizes: [CGSize]?

    /// Creates empty overrides.
    public init() {}
  }

  /// The overrides, by section.
  public var sections: [SectionMetrics]

  /// Creates a delegate with the given overrides.
  public init(sections: [SectionMetrics]) {
    self.sections = sections
  }

  private func section(_ index: Int) -> SectionMetrics? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? {
    layout as? CollectionViewFlowLayout
  }

  /// The item's size from `itemSizes`, else `itemSize`, else the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let metrics = section(indexPath.section)
    if let sizes = metrics?.itemSizes, sizes.indices.contains(indexPath.item) {
      return sizes[indexPath.item]
    }
    return metrics?.itemSize ?? flow(collectionViewLayout)?.itemSize
      ?? CGSize(width: 50, height: 50)
  }

  /// The section's inset, else the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    self.section(section)?.inset ?? flow(collectionViewLayout)?.sectionInset ?? .zero
  }

  /// The section's line spacing, else the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    self.section(section)?.minimumLineSpacing ?? flow(collectionViewLayout)?.minimumLineSpacing
      ?? 10
  }

  /// The section's interitem spacing, else the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    self.section(section)?.minimumInteritemSpacing
      ?? flow(collectionViewLayout)?.minimumInteritemSpacing ?? 10
  }

  /// The section's header size, else the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    self.section(section)?.headerReferenceSize ?? flow(collectionViewLayout)?.headerReferenceSize
      ?? .zero
  }

  /// The section's footer size, else the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    self.section(section)?.footerReferenceSize ?? flow(collectionViewLayout)?.footerReferenceSize
      ?? .zero
  }
}
