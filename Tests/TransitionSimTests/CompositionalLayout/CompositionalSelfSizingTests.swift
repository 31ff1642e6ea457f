import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// `.estimated` rows of a list-shaped section (one item a group) self-size through the
  /// collection view's cycle; what is on screen stays put when a row above the top resizes.
  @Suite struct CompositionalSelfSizingTests {
    /// A 320 × 200 view of rows estimated 44 tall, full width, no spacing.
    private func list(count: Int = 10) -> (CollectionView, CollectionViewCompositionalLayout) {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(44)),
        subitems: [item(.fractionalWidth(1), .estimated(44))])
      return makeCompositional(
        CollectionLayoutSection(group: row), width: 320, height: 200, counts: [count])
    }

    private func frame(_ view: CollectionView, _ item: Int) throws -> CGRect? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func displayedRowsTakeTheirPreferredHeights() throws {
      // Round 1, at the estimate: rows 0–4 (0–44 … 176–220) meet the 200-point bounds; they
      // prefer 30, 80, 30, 30, 30: 0, 30, 110, 140, 170. Row 5 then starts at 200, outside, and
      // keeps 44: content 200 + 5 × 44 = 420.
      let (view, _) = list()
      view.preferredItemSize = { path, _, proposed in
        CGSize(width: proposed.size.width, height: path.item == 1 ? 80 : 30)
      }
      try view.layoutIfNeeded()
      #expect(try frame(view, 1) == CGRect(x: 0, y: 30, width: 320, height: 80))
      #expect(try frame(view, 4) == CGRect(x: 0, y: 170, width: 320, height: 30))
      #expect(try frame(view, 5) == CGRect(x: 0, y: 200, width: 320, height: 44))
      #expect(view.contentSize == CGSize(width: 320, height: 420))
    }

    @Test func aRowAboveTheTopKeepsTheContentStill() throws {
      // After first display (above), scroll to 210: rows 5–9 (200 + 44 k) meet the bounds
      // 210–410. Row 5 starts above the top: −14, the offset moves to 196. Rows 6–9 start
      // below the (new) top and shrink without moving it. Row 6 was 34 below the top
      // (244 − 210) and is 34 below it after (230 − 196).
      let (view, _) = list()
      view.preferredItemSize = { path, _, proposed in
        CGSize(width: proposed.size.width, height: path.item == 1 ? 80 : 30)
      }
      try view.layoutIfNeeded()
      view.contentOffset = CGPoint(x: 0, y: 210)
      try view.layoutIfNeeded()
      #expect(view.contentOffset == CGPoint(x: 0, y: 196))
      #expect(try frame(view, 6) == CGRect(x: 0, y: 230, width: 320, height: 30))
      #expect(view.contentSize.height == 350)
    }

    @Test func aPlainListsRowsSelfSizeAndTheirSeparatorsFollow() throws {
      // A plain list, rows estimated 44 in a 320 × 200 view; every row prefers 60. Round 1
      // displays rows 0–4 (0–220 at the estimate) and measures them: 0, 60, 120, 180, 240.
      // A separator is 1 point high (display scale 0) on its row's bottom edge, inset 16:
      // row 2's at (16, 179, 304, 1).
      let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout,
        itemCounts: [8])
      view.displayScale = 0
      view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 60) }
      try view.layoutIfNeeded()
      #expect(try frame(view, 2) == CGRect(x: 0, y: 120, width: 320, height: 60))
      #expect(try frame(view, 5) == CGRect(x: 0, y: 300, width: 320, height: 44))
      let separator = layout.layoutAttributesForDecorationView(
        ofKind: CollectionLayoutListConfiguration.separatorElementKind,
        at: IndexPath(item: 2, section: 0))?.frame
      #expect(separator == CGRect(x: 16, y: 179, width: 304, height: 1))
      let inRect = layout.layoutAttributesForElements(in: view.bounds) ?? []
      #expect(
        inRect.contains {
          $0.representedElementKind == CollectionLayoutListConfiguration.separatorElementKind
            && $0.frame == CGRect(x: 16, y: 119, width: 304, height: 1)
        })
    }

    @Test func aNestedGroupDoesNotAcceptSizes() throws {
      // A row of vertical groups of one estimated item each: not a shape this layout resizes;
      // it keeps the estimate and the cycle does not loop.
      let column = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.5), .estimated(44)),
        subitems: [item(.fractionalWidth(1), .estimated(44))])
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [column])
      let (view, layout) = makeCompositional(
        CollectionLayoutSection(group: row), width: 320, height: 200, counts: [4])
      var asked = 0
      view.preferredItemSize = { _, _, proposed in
        asked += 1
        return CGSize(width: proposed.size.width, height: 90)
      }
      try view.layoutIfNeeded()
      #expect(try frame(view, 2)?.height == 44)
      #expect(asked == 4)
      #expect(layout.diagnostics.isEmpty)
    }
  }
}
