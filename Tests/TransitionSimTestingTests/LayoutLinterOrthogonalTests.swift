import Foundation
import Testing
import TransitionSimTesting

/// The linter knows that an orthogonal section's items lie in the section's own scrollable
/// content (UIKit puts them in an embedded scroll view), not inside the collection view's width.
@Suite struct LayoutLinterOrthogonalTests {
  /// A carousel of twelve 150 × 150 cards, 10 apart, inset 16 at the sides, under a 40-point
  /// header (its content is 16 + 12 × 150 + 11 × 10 + 16 = 1,942 points wide in a 375-wide
  /// view), then a column of 60-point rows; `behavior` is the carousel's.
  static func carousel(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, cardWidth: CGFloat = 150
  ) -> (CollectionView, CollectionViewCompositionalLayout) {
    let card = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    var cards = CollectionLayoutSection(
      group: .horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .absolute(cardWidth), heightDimension: .absolute(150)),
        subitems: [card]))
    cards.orthogonalScrollingBehavior = behavior
    cards.interGroupSpacing = 10
    cards.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    cards.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: "header", alignment: .top)
    ]
    let rows = CollectionLayoutSection(
      group: .horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [card]))
    let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? cards : rows }
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [12, 5])
    view.displayScale = 0
    return (view, layout)
  }

  @Test(arguments: [
    CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary,
    .paging, .groupPaging, .groupPagingCentered,
  ])
  func anOrthogonalSectionsItemsPastTheWidthAreInsideItsContent(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  ) throws {
    let (view, layout) = Self.carousel(behavior)
    // The last card starts 16 + 11 × 160 = 1,776 points in: far past the view's width.
    let last = try #require(try view.layoutAttributesForItem(at: IndexPath(item: 11, section: 0)))
    #expect(last.frame.minX > 375)
    #expect(verifyLayout(layout, in: view) == [])
    // Scrolled to its end, the first cards lie before x = 0: inside the section's content still.
    try view.setOrthogonalContentOffset(CGPoint(x: 1_567, y: 0), inSection: 0, animated: false)
    let first = try #require(try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.maxX < 0)
    #expect(verifyLayout(layout, in: view) == [])
  }

  /// The same cards in a section that does not scroll orthogonally: a 500-point group in a
  /// 375-point view overflows the content, and the linter says so.
  @Test func anOverflowingSectionThatDoesNotScrollIsStillReported() {
    let (view, layout) = Self.carousel(.none, cardWidth: 500)
    let found = verifyLayout(layout, in: view)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.rule == .outsideContent })
    #expect(found.contains { $0.element == .cell(IndexPath(item: 0, section: 0)) })
  }
}
