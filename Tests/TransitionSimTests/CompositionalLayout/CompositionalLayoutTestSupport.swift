import Foundation
import Testing
import TransitionSim

/// The compositional layout's suites, nested so that `--filter Compositional` runs them all.
@Suite enum CompositionalLayoutTests {}

/// A compositional layout of `section` in a collection view of the given size and item counts,
/// without pixel rounding unless a scale is given.
func makeCompositional(
  _ section: CollectionLayoutSection, width: CGFloat = 300, height: CGFloat = 600,
  counts: [Int], scale: CGFloat = 0,
  configuration: CollectionViewCompositionalLayoutConfiguration = .init()
) -> (CollectionView, CollectionViewCompositionalLayout) {
  let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout,
    itemCounts: counts)
  view.displayScale = scale
  return (view, layout)
}

/// A size of two dimensions, shorter to write in tests.
func size(
  _ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension
) -> CollectionLayoutSize {
  CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// An item of the given size.
func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
  -> CollectionLayoutItem
{
  CollectionLayoutItem(layoutSize: size(width, height))
}

/// Whether two rects agree to within 1e-9 points on every edge (fractions such as 0.7 × 320 are
/// not exact in binary).
func approximatelyEqual(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
  guard let lhs else { return false }
  let tolerance = 1e-9
  return abs(lhs.minX - rhs.minX) < tolerance && abs(lhs.minY - rhs.minY) < tolerance
    && abs(lhs.width - rhs.width) < tolerance && abs(lhs.height - rhs.height) < tolerance
}

/// The frame of a supplementary view, after a layout pass.
func supplementaryFrame(
  _ view: CollectionView, _ kind: String, _ section: Int, _ item: Int = 0
) throws -> CGRect? {
  try view.layoutAttributesForSupplementaryElement(
    ofKind: kind, at: IndexPath(item: item, section: section))?.frame
}

/// The list separators of `kind` in the whole content, by index path; each must be a decoration
/// view.
func separators(
  ofKind kind: String, _ view: CollectionView, _ layout: CollectionViewCompositionalLayout
) -> [IndexPath: CGRect] {
  let all = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: view.contentSize))
  var result: [IndexPath: CGRect] = [:]
  for attributes in all ?? [] where attributes.representedElementKind == kind {
    #expect(attributes.representedElementCategory == .decorationView)
    result[attributes.indexPath] = attributes.frame
  }
  return result
}

/// The tracks of views of `kind` whose element was at `before` and is at `after` (`nil`: any).
func separatorTracks(
  _ transition: Transition, kind: String, before: IndexPath? = nil, after: IndexPath? = nil
) -> [Track] {
  transition.tracks.filter {
    $0.element.kind == kind
      && (before == nil || $0.element.indexPathBefore == before)
      && (after == nil || $0.element.indexPathAfter == after)
  }
}
