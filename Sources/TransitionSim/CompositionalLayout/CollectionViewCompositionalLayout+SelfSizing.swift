import Foundation

extension CollectionViewCompositionalLayout {
  /// Whether a section's cells self-size along the scrolling axis: its group is a single item,
  /// group and item both estimated along that axis, and the group anchors no supplementary item
  /// (the item's own follow it: a list row's separator stays on its bottom edge).
  ///
  /// UIKit sizes any estimated dimension (modern-uikit §1.2, §3.1); this layout resizes the list
  /// shape only — one item a group, one group a row — where an item's new length moves only what
  /// follows it. Cells of other sections keep their estimate (the layout does not accept their
  /// preferred sizes, so nothing loops).
  static func selfSizes(
    _ section: CollectionLayoutSection, slots: [CompositionalLayoutGeometry.Slot], vertical: Bool
  ) -> Bool {
    let group = section.group
    guard slots.count == 1, group.subitems.count == 1,
      let item = group.subitems.first as? CollectionLayoutItem, group.supplementaryItems.isEmpty
    else { return false }
    func estimated(_ size: CollectionLayoutSize) -> Bool {
      vertical ? size.heightDimension.isEstimated : size.widthDimension.isEstimated
    }
    return estimated(group.layoutSize) && estimated(item.layoutSize)
  }

  /// The lengths along the scrolling axis of a self-sizing section's items: each accepted
  /// preferred size's, else `estimate`; `nil` when no item of the section has one (the template
  /// then places them all).
  ///
  /// - Complexity: O(1) when the layout has accepted no size; otherwise O(*n*) for the
  ///   section's *n* items (one dictionary lookup each).
  func resizedLengths(section: Int, count: Int, estimate: CGFloat) -> [CGFloat]? {
    let preferred = preferredItemSizes
    guard !preferred.isEmpty, let collectionView,
      collectionView.itemIdentifiers.indices.contains(section)
    else { return nil }
    let vertical = configuration.scrollDirection == .vertical
    let identifiers = collectionView.itemIdentifiers[section]
    var lengths: [CGFloat] = []
    lengths.reserveCapacity(count)
    var anyResized = false
    for item in 0..<count {
      if item < identifiers.count, let size = preferred[identifiers[item]] {
        lengths.append(vertical ? size.height : size.width)
        anyResized = true
      } else {
        lengths.append(estimate)
      }
    }
    return anyResized ? lengths : nil
  }
}
