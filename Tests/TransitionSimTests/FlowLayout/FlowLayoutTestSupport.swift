import Foundation
import TransitionSim

/// A flow delegate whose answers come from closures; `nil` closures fall back to the layout.
final class ClosureFlowDelegate: CollectionViewDelegateFlowLayout {
  var size: ((IndexPath) -> CGSize)?
  var inset: ((Int) -> EdgeInsets)?
  var lineSpacing: ((Int) -> CGFloat)?
  var interitemSpacing: ((Int) -> CGFloat)?
  var header: ((Int) -> CGSize)?
  var footer: ((Int) -> CGSize)?

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    size?(indexPath) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    inset?(section) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    lineSpacing?(section) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing
      ?? 0
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    interitemSpacing?(section)
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    header?(section) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize
      ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    footer?(section) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize
      ?? .zero
  }
}

/// A flow layout in a collection view of the given size and item counts, without pixel rounding.
func makeFlow(
  width: CGFloat = 320, height: CGFloat = 480, counts: [Int],
  configure: (CollectionViewFlowLayout) -> Void = { _ in }
) -> (CollectionView, CollectionViewFlowLayout) {
  let layout = CollectionViewFlowLayout()
  configure(layout)
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout,
    itemCounts: counts)
  view.displayScale = 0
  return (view, layout)
}

/// The frame of the item at (section, item), after a layout pass.
func itemFrame(_ view: CollectionView, _ section: Int, _ item: Int) throws -> CGRect? {
  try view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
