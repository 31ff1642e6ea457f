import Foundation
import Testing
import TransitionSimLayouts

/// The brute-force test's own overlap predicate: open intervals on both axes, closed when either
/// rectangle is empty in a dimension (so a point or a line inside an item meets it).
private func meets(_ a: CGRect, _ b: CGRect) -> Bool {
  if a.width == 0 || a.height == 0 || b.width == 0 || b.height == 0 {
    return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
  }
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

// Seed 000, first paragraph: attributes made only when asked for.
//
// Small grid: 3 columns of 40 × 30 items, 5 apart across and 10 down (pitches 45 and 40),
// section insets top 4, left 6, bottom 8, right 2; sections of 7, 0, 3 and 10 items.
// Section heights: 7 items = 3 rows: 4 + 3 · 30 + 2 · 10 + 8 = 122; empty: 4 + 8 = 12;
// 3 items = 1 row: 4 + 30 + 8 = 42; 10 items = 4 rows: 4 + 120 + 30 + 8 = 162.
// Section tops: 0, 122, 134, 176; content height 338; width 6 + 3 · 40 + 2 · 5 + 2 = 138.
@Suite struct GridLayoutTests {
  private static let counts = [7, 0, 3, 10]

  private func grid() -> (CollectionView, GridLayout) {
    let layout = GridLayout(
      columnCount: 3, itemSize: CGSize(width: 40, height: 30), interitemSpacing: 5,
      lineSpacing: 10, sectionInset: EdgeInsets(top: 4, left: 6, bottom: 8, right: 2))
    let view = makeView(
      width: 138, height: 200, layout: layout,
      items: CollectionView.identifiers(forItemCounts: Self.counts))
    return (view, layout)
  }

  @Test func itemFramesAndContentSize() throws {
    let (view, layout) = grid()
    try view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 138, height: 338))
    // Section 0, item 4: row 1, column 1: (6 + 45, 0 + 4 + 40).
    #expect(
      layout.layoutAttributesForItem(at: path(0, 4))?.frame
        == CGRect(x: 51, y: 44, width: 40, height: 30))
    // Section 2, item 2: row 0, column 2: (6 + 90, 134 + 4).
    #expect(
      layout.layoutAttributesForItem(at: path(2, 2))?.frame
        == CGRect(x: 96, y: 138, width: 40, height: 30))
    // Section 3, item 9: row 3, column 0: (6, 176 + 4 + 3 · 40).
    #expect(
      layout.layoutAttributesForItem(at: path(3, 9))?.frame
        == CGRect(x: 6, y: 300, width: 40, height: 30))
    #expect(layout.layoutAttributesForItem(at: path(3, 10)) == nil)
    #expect(layout.layoutAttributesForItem(at: path(1, 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: path(4, 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: path(0, -1)) == nil)
  }

  @Test func rectQueryMatchesABruteForceFilter() throws {
    let (view, layout) = grid()
    try view.layoutIfNeeded()
    var everything: [CollectionViewLayoutAttributes] = []
    for (section, count) in Self.counts.enumerated() {
      for item in 0..<count {
        everything.append(try #require(layout.layoutAttributesForItem(at: path(section, item))))
      }
    }
    // Edges of columns (6, 46, 51, 91, 96, 136) and rows, points between them and outside.
    let xs: [CGFloat] = [-10, 0, 6, 20, 46, 48.5, 51, 91, 96, 136, 138, 200]
    let ys: [CGFloat] = [
      -5, 0, 4, 34, 44, 74, 84, 114, 122, 126, 134, 138, 168, 176, 180, 300, 330, 338, 400,
    ]
    var checked = 0
    for (i, x0) in xs.enumerated() {
      for x1 in xs[i...] {
        for (j, y0) in ys.enumerated() {
          for y1 in ys[j...] {
            let rect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            let expected = everything.filter { meets($0.frame, rect) }.map(\.indexPath)
            let found = layout.layoutAttributesForElements(in: rect)?.map(\.indexPath)
            #expect(found == expected, "\(rect)")
            checked += 1
          }
        }
      }
    }
    #expect(checked == 78 * 190)
  }

  @Test func extremeRectsDoNotTrap() throws {
    let (view, layout) = grid()
    try view.layoutIfNeeded()
    #expect(layout.layoutAttributesForElements(in: .infinite)?.count == 20)
    #expect(
      layout.layoutAttributesForElements(
        in: CGRect(x: -1e300, y: -1e300, width: 1e301, height: 1e301))?.count == 20)
    #expect(layout.layoutAttributesForElements(in: .null)?.isEmpty == true)
    #expect(
      layout.layoutAttributesForElements(
        in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))?.isEmpty == true)
  }

  @Test func invalidMetricsRaise() throws {
    let (view, layout) = grid()
    layout.columnCount = 0
    #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
    layout.columnCount = 2
    layout.itemSize = CGSize(width: 0, height: 10)
    do {
      try view.layoutIfNeeded()
      Issue.record("a zero width was accepted")
    } catch let error as CollectionViewLayoutError {
      #expect(error.description.contains("itemSize must be positive"))
    }
    layout.itemSize = CGSize(width: 10, height: 10)
    try view.layoutIfNeeded()
  }

  @Test func millionsOfItems() throws {
    // 4 columns of 80 × 80, 10 apart (pitch 90), no insets; sections of 2 000 000 and
    // 1 000 000 items: 500 000 rows, 500 000 · 80 + 499 999 · 10 = 44 999 990 high, then
    // 250 000 rows, 22 499 990 high.
    let layout = GridLayout()
    let view = makeView(
      width: 350, height: 800, layout: layout,
      items: CollectionView.identifiers(forItemCounts: [2_000_000, 1_000_000]))
    try view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 350, height: 67_499_980))
    // The last item: row 249 999, column 3: (3 · 90, 44 999 990 + 249 999 · 90 = 67 499 900).
    #expect(
      layout.layoutAttributesForItem(at: path(1, 999_999))?.frame
        == CGRect(x: 270, y: 67_499_900, width: 80, height: 80))
    // y 44 999 900…45 000 100 crosses the sections' boundary at 44 999 990: section 0's last
    // row (44 999 910…44 999 990; the row above ends exactly at 44 999 900, so only touches)
    // and section 1's rows 0 (44 999 990…45 000 070) and 1 (45 000 080…45 000 160).
    let found = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 44_999_900, width: 350, height: 200))
    let expected =
      (1_999_996..<2_000_000).map { path(0, $0) } + (0..<8).map { path(1, $0) }
    #expect(found?.map(\.indexPath) == expected)
    #expect(try view.indexPathForItem(at: CGPoint(x: 275, y: 67_499_950)) == path(1, 999_999))
  }
}
