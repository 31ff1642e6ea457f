import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// Estimated rows of several items (a grid) self-size: each row as long as its longest item,
  /// `uniformAcrossSiblings` items filling their row, a uniform group sharing the section's
  /// longest item (Apple's documentation of `uniformAcrossSiblings(estimate:)`).
  ///
  /// Two columns of `fractionalWidth(0.5)` in a 320 × 200 view: items 160 wide at x 0 and 160, rows
  /// estimated 44, no spacing.
  @Suite struct CompositionalGridSelfSizingTests {
    private func grid(
      item itemHeight: CollectionLayoutDimension, group: CollectionLayoutDimension = .estimated(44),
      count: Int
    ) -> (CollectionView, CollectionViewCompositionalLayout) {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), group),
        subitems: [item(.fractionalWidth(0.5), itemHeight)])
      return makeCompositional(
        CollectionLayoutSection(group: row), width: 320, height: 200, counts: [count])
    }

    private func frame(_ view: CollectionView, _ item: Int) throws -> CGRect? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Items 0–5 prefer 60, 90, 30, 30, 50, 50.
    ///
    /// At the estimate the three rows (0, 44, 88) all meet the bounds, so all six are measured in
    /// the first round.
    private static let heights: [CGFloat] = [60, 90, 30, 30, 50, 50]

    @Test func eachRowIsAsLongAsItsLongestItem() throws {
      // Rows max(60, 90) = 90, 30, 50: at y 0, 90, 120; content 170. Each item keeps its own
      // height at its row's top.
      let (view, layout) = grid(item: .estimated(44), count: 6)
      view.preferredItemSize = { path, _, proposed in
        CGSize(width: proposed.size.width, height: Self.heights[path.item])
      }
      try view.layoutIfNeeded()
      #expect(try frame(view, 0) == CGRect(x: 0, y: 0, width: 160, height: 60))
      #expect(try frame(view, 1) == CGRect(x: 160, y: 0, width: 160, height: 90))
      #expect(try frame(view, 2) == CGRect(x: 0, y: 90, width: 160, height: 30))
      #expect(try frame(view, 5) == CGRect(x: 160, y: 120, width: 160, height: 50))
      #expect(view.contentSize == CGSize(width: 320, height: 170))
      #expect(layout.diagnostics.isEmpty)
    }

    @Test func uniformItemsFillTheirRow() throws {
      // The same rows; item 0 (60) grows to its row's 90. Its own 60 does not invalidate the
      // layout again: the cycle settles.
      let (view, layout) = grid(item: .uniformAcrossSiblings(estimate: 44), count: 6)
      view.preferredItemSize = { path, _, proposed in
        CGSize(width: proposed.size.width, height: Self.heights[path.item])
      }
      try view.layoutIfNeeded()
      #expect(try frame(view, 0) == CGRect(x: 0, y: 0, width: 160, height: 90))
      #expect(try frame(view, 1) == CGRect(x: 160, y: 0, width: 160, height: 90))
      #expect(try frame(view, 4) == CGRect(x: 0, y: 120, width: 160, height: 50))
      #expect(view.contentSize == CGSize(width: 320, height: 170))
      #expect(layout.diagnostics.isEmpty)
    }

    @Test func aUniformGroupSharesTheSectionsLongestItem() throws {
      // 20 items, 10 rows. Item 15 (row 7, far below the 200-point bounds at any estimate)
      // prefers 120, the others 50. With the group uniform every item is measured, not only the
      // displayed ones, and every row is 120: item 2 at y 120, content 10 · 120 = 1200. The
      // items are `.estimated`, so they keep their own 50.
      let (view, _) = grid(
        item: .estimated(44), group: .uniformAcrossSiblings(estimate: 44), count: 20)
      var asked = Set<Int>()
      view.preferredItemSize = { path, _, proposed in
        asked.insert(path.item)
        return CGSize(width: proposed.size.width, height: path.item == 15 ? 120 : 50)
      }
      try view.layoutIfNeeded()
      #expect(asked == Set(0..<20))
      #expect(try frame(view, 2) == CGRect(x: 0, y: 120, width: 160, height: 50))
      #expect(try frame(view, 15) == CGRect(x: 160, y: 840, width: 160, height: 120))
      #expect(view.contentSize == CGSize(width: 320, height: 1200))
    }

    @Test func onlyDisplayedItemsAreMeasuredOtherwise() throws {
      // Without a uniform group, 20 items: at the estimate rows 0–4 (0…220) meet the bounds;
      // all prefer 50, so rows 0–3 (0…200) fill the bounds and row 4 starts at 200: items 0–9
      // were measured (row 4 first, at its estimate), 10–19 keep 44.
      let (view, _) = grid(item: .estimated(44), count: 20)
      var asked = Set<Int>()
      view.preferredItemSize = { path, _, proposed in
        asked.insert(path.item)
        return CGSize(width: proposed.size.width, height: 50)
      }
      try view.layoutIfNeeded()
      #expect(asked == Set(0..<10))
      #expect(try frame(view, 10) == CGRect(x: 0, y: 250, width: 160, height: 44))
      #expect(view.contentSize == CGSize(width: 320, height: 250 + 5 * 44))
    }
  }
}

extension CompositionalLayoutTests {
  /// Chips in an orthogonal section, `.estimated(80)` wide: they self-size across the layout's
  /// axis, in their scroller.
  ///
  /// A 320 × 200 vertical view; chips 32 tall, 8 apart, inset 16 at the sides; chip k prefers 40 +
  /// 10·k points.
  @Suite struct OrthogonalSelfSizingTests {
    @Test func chipsTakeTheirWidthsAsTheyComeIntoView() throws {
      let chip = CollectionLayoutGroup.horizontal(
        layoutSize: size(.estimated(80), .absolute(32)),
        subitems: [item(.estimated(80), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: chip)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 8
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      let (view, _) = makeCompositional(section, width: 320, height: 200, counts: [10])
      view.preferredItemSize = { path, _, proposed in
        CGSize(width: 40 + 10 * CGFloat(path.item), height: proposed.size.height)
      }
      func frame(_ item: Int) throws -> CGRect? {
        try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
      }
      try view.layoutIfNeeded()
      // At the estimate chips 0–3 start at 16 + 88k (16…280) and meet x 0…320; measured 40, 50,
      // 60, 70 they start at 16, 64, 122, 190, and chip 4 at 268 comes into view: it prefers
      // 80, its estimate. Chip 5 starts at 356, off screen, at its estimate.
      #expect(try frame(1) == CGRect(x: 64, y: 0, width: 50, height: 32))
      #expect(try frame(4) == CGRect(x: 268, y: 0, width: 80, height: 32))
      #expect(try frame(5) == CGRect(x: 356, y: 0, width: 80, height: 32))
      // Scrolled to 400 (content 16 + 300 + 5·80 + 9·8 + 16 = 804, so within it): chips 5–9
      // (356, 444, 532, 620, 708) meet 400…720 and take 90…130: they start at 356, 454, 562,
      // 680, 808. Chip 9 is shown at 808 − 400 = 408. The content is 16 + 850 + 72 + 16 = 954,
      // its largest offset 634; the collection view's content does not change.
      try view.setOrthogonalContentOffset(CGPoint(x: 400, y: 0), inSection: 0, animated: false)
      #expect(try frame(9) == CGRect(x: 408, y: 0, width: 130, height: 32))
      #expect(view.contentSize == CGSize(width: 320, height: 32))
      try view.setOrthogonalContentOffset(CGPoint(x: 5000, y: 0), inSection: 0, animated: false)
      #expect(try view.orthogonalContentOffset(inSection: 0) == CGPoint(x: 634, y: 0))
    }
  }
}
