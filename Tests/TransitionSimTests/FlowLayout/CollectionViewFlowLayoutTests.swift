import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Expected values are worked out by hand from the flow layout's rules (listed on
/// ``CollectionViewFlowLayout``) in each test's comments.
@Suite struct CollectionViewFlowLayoutTests {
  @Test func defaultsMatchUIKit() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
    #expect(!layout.sectionFootersPinToVisibleBounds)
  }

  @Test func uniformGridIsJustifiedAndLastLineKeepsColumns() throws {
    // 320 wide, 50-point items, 10 spacing: 5 fit (5·50 + 4·10 = 290 ≤ 320; 6 need 350).
    // Justified gap (320 − 250) / 4 = 17.5 → x = 0, 67.5, 135, 202.5, 270.
    // Lines at y = 0, 60, 120; the 4-item last line keeps the columns (uniform sizes).
    let (view, _) = makeFlow(counts: [14])
    let xs: [CGFloat] = [0, 67.5, 135, 202.5, 270]
    for item in 0..<14 {
      let expected = CGRect(x: xs[item % 5], y: CGFloat(item / 5) * 60, width: 50, height: 50)
      #expect(try itemFrame(view, 0, item) == expected, "item \(item)")
    }
    #expect(view.contentSize == CGSize(width: 320, height: 170))
  }

  @Test func loneItemSectionIsCentredInTheWholeWidth() throws {
    // Every line holds one item, so the last line counts as complete and its single item is
    // centred in the whole dimension, insets ignored (`layoutRow` in UXKit's binary):
    // (320 − 50) / 2 = 135.
    let (view, _) = makeFlow(counts: [1]) {
      $0.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    }
    #expect(try itemFrame(view, 0, 0) == CGRect(x: 135, y: 0, width: 50, height: 50))
  }

  @Test func loneItemOnAFullLineIsCentredAndMixedLastLineIsLeftPacked() throws {
    // Widths 200, 200, 50 in 320 with spacing 10: line 1 = [200] (the next 200 does not fit in
    // the 110 left) → complete, centred at (320 − 200) / 2 = 60. Line 2 = [200, 50], the last
    // line, sizes not uniform → left-packed: x = 0 and 210. Line 2 starts at 50 + 10 = 60.
    let delegate = ClosureFlowDelegate()
    let widths: [CGFloat] = [200, 200, 50]
    delegate.size = { CGSize(width: widths[$0.item], height: 50) }
    let (view, _) = makeFlow(counts: [3])
    view.delegate = delegate
    #expect(try itemFrame(view, 0, 0) == CGRect(x: 60, y: 0, width: 200, height: 50))
    #expect(try itemFrame(view, 0, 1) == CGRect(x: 0, y: 60, width: 200, height: 50))
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 210, y: 60, width: 50, height: 50))
  }

  @Test func mixedSizesLastLineUsesMinimumSpacing() throws {
    // 200 wide. Widths 60,60,60 | 60,60,40 | 40,40.
    // Line 1: 3 × 60 = 180, gap (200 − 180) / 2 = 10 → x 0, 70, 140.
    // Line 2: 60 + 60 + 40 = 160, gap (200 − 160) / 2 = 20 → x 0, 80, 160.
    // Line 3 (last, sizes differ): x 0, 50 at the minimum spacing 10.
    let widths: [CGFloat] = [60, 60, 60, 60, 60, 40, 40, 40]
    let delegate = ClosureFlowDelegate()
    delegate.size = { CGSize(width: widths[$0.item], height: 50) }
    let (view, _) = makeFlow(width: 200, counts: [8])
    view.delegate = delegate
    let expected: [(CGFloat, CGFloat)] = [
      (0, 0), (70, 0), (140, 0), (0, 60), (80, 60), (160, 60), (0, 120), (50, 120),
    ]
    for (item, (x, y)) in expected.enumerated() {
      #expect(try itemFrame(view, 0, item)?.origin == CGPoint(x: x, y: y), "item \(item)")
    }
  }

  @Test func itemsOfDifferentHeightsAreCentredInTheirLine() throws {
    // One line 40 tall: heights 20, 40, 30 sit at y = 10, 0, 5; left-packed x = 0, 60, 120.
    let heights: [CGFloat] = [20, 40, 30]
    let delegate = ClosureFlowDelegate()
    delegate.size = { CGSize(width: 50, height: heights[$0.item]) }
    let (view, _) = makeFlow(counts: [3, 1])
    view.delegate = delegate
    #expect(try itemFrame(view, 0, 0) == CGRect(x: 0, y: 10, width: 50, height: 20))
    #expect(try itemFrame(view, 0, 1) == CGRect(x: 60, y: 0, width: 50, height: 40))
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 120, y: 5, width: 50, height: 30))
    // The next section starts after the 40-point line: its lone item (height 20) at y = 40.
    #expect(try itemFrame(view, 1, 0)?.minY == 40)
  }

  @Test func perSectionInsetsAndSpacingComeFromTheDelegate() throws {
    // Section 0: inset (top 10, left 20, bottom 30, right 40), line spacing 5, interitem 0.
    // Available 320 − 60 = 260 → 5 items of 50 fit; gap (320 − 250 − 60) / 4 = 2.5
    // → x = 20, 72.5, 125, 177.5, 230. Line 1 at y = 10, line 2 at 10 + 50 + 5 = 65 keeps the
    // columns. Section end 65 + 50 + 30 = 145.
    // Section 1: the layout's defaults; 3 items on a last line with the 5-column grid:
    // gap (320 − 250) / 4 = 17.5 → x = 0, 67.5, 135 at y = 145.
    let delegate = ClosureFlowDelegate()
    delegate.inset = { $0 == 0 ? EdgeInsets(top: 10, left: 20, bottom: 30, right: 40) : .zero }
    delegate.lineSpacing = { $0 == 0 ? 5 : 10 }
    delegate.interitemSpacing = { $0 == 0 ? 0 : 10 }
    let (view, _) = makeFlow(counts: [7, 3])
    view.delegate = delegate
    let xs0: [CGFloat] = [20, 72.5, 125, 177.5, 230]
    for item in 0..<7 {
      let y: CGFloat = item < 5 ? 10 : 65
      #expect(try itemFrame(view, 0, item)?.origin == CGPoint(x: xs0[item % 5], y: y))
    }
    let xs1: [CGFloat] = [0, 67.5, 135]
    for item in 0..<3 {
      #expect(try itemFrame(view, 1, item)?.origin == CGPoint(x: xs1[item], y: 145))
    }
    #expect(view.contentSize.height == 195)
  }

  @Test func headersAndFootersSpanTheWidthOutsideTheInsets() throws {
    // Header height 40 (its width is ignored), insets top/bottom 10, footers only in section 1
    // (height 20). Section 0: header 0–40, items at 50, end 50 + 50 + 10 = 110.
    // Section 1: header 110–150, items at 160, bottom inset to 220, footer 220–240.
    let delegate = ClosureFlowDelegate()
    delegate.footer = { $0 == 1 ? CGSize(width: 1, height: 20) : .zero }
    let (view, layout) = makeFlow(counts: [3, 3]) {
      $0.headerReferenceSize = CGSize(width: 7, height: 40)
      $0.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    }
    view.delegate = delegate
    try view.layoutIfNeeded()
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    func frame(_ kind: String, _ section: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(frame(header, 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(frame(header, 1) == CGRect(x: 0, y: 110, width: 320, height: 40))
    #expect(frame(footer, 0) == nil)
    #expect(frame(footer, 1) == CGRect(x: 0, y: 220, width: 320, height: 20))
    #expect(try itemFrame(view, 0, 0)?.minY == 50)
    #expect(try itemFrame(view, 1, 0)?.minY == 160)
    #expect(view.contentSize.height == 240)
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 240))
    let kinds = (all ?? []).map(\.representedElementKind)
    // Cells first, then headers, then footers.
    #expect(kinds == Array(repeating: nil, count: 6) + [header, header, footer])
    #expect(all?.last?.indexPath == IndexPath(item: 0, section: 1))
  }

  @Test func zeroHeaderSizeMeansNoHeader() throws {
    let (view, layout) = makeFlow(counts: [2]) {
      $0.headerReferenceSize = CGSize(width: 320, height: 0)
    }
    try view.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(try itemFrame(view, 0, 0)?.minY == 0)
  }

  @Test func horizontalScrollingSwapsTheAxes() throws {
    // 200 × 120, lines are columns. 2 items fit in 120 (50 + 10 + 50 = 110); justified gap
    // (120 − 100) / 1 = 20 → y = 0, 70. A 30-wide header comes first, columns at x = 30, 90, 150;
    // item 4 keeps the first row. Content width 30 + 50 + 10 + 50 + 10 + 50 = 200.
    let (view, layout) = makeFlow(width: 200, height: 120, counts: [5]) {
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = CGSize(width: 30, height: 999)
    }
    let expected: [CGPoint] = [
      CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 70), CGPoint(x: 90, y: 0), CGPoint(x: 90, y: 70),
      CGPoint(x: 150, y: 0),
    ]
    for (item, origin) in expected.enumerated() {
      #expect(try itemFrame(view, 0, item)?.origin == origin, "item \(item)")
    }
    #expect(view.contentSize == CGSize(width: 200, height: 120))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 30, height: 120))
  }

  @Test func horizontalScrollingWithDelegateSizesCentresAcrossColumns() throws {
    // 200 × 120 scrolling horizontally: lines are columns 120 tall, spacings 10.
    // Sizes (w × h): 40×50, 60×40, 30×70, 25×30. Column 1: 50, then 40 fits (120 − 60 = 60 left),
    // 70 does not (10 left). Justified: gap (120 − 90) / 1 = 30 → y = 0, 80. Thickness 60; items
    // centred across it: x = (60 − 40) / 2 = 10 and 0. Column 2 starts at 60 + 10 = 70 and is the
    // incomplete last one, packed at the minimum spacing: y = 0, 70 + 10 = 80; thickness 30, so
    // x = 70 and 70 + (30 − 25) / 2 = 72.5 (73 on a 1× pixel grid, halves away from zero).
    let sizes = [
      CGSize(width: 40, height: 50), CGSize(width: 60, height: 40), CGSize(width: 30, height: 70),
      CGSize(width: 25, height: 30),
    ]
    let expected = [
      CGRect(x: 10, y: 0, width: 40, height: 50), CGRect(x: 0, y: 80, width: 60, height: 40),
      CGRect(x: 70, y: 0, width: 30, height: 70), CGRect(x: 72.5, y: 80, width: 25, height: 30),
    ]
    let delegate = ClosureFlowDelegate()
    delegate.size = { sizes[$0.item] }
    let (view, _) = makeFlow(width: 200, height: 120, counts: [4]) {
      $0.scrollDirection = .horizontal
    }
    view.delegate = delegate
    for (item, frame) in expected.enumerated() {
      #expect(try itemFrame(view, 0, item) == frame, "item \(item)")
    }
    #expect(view.contentSize == CGSize(width: 100, height: 120))
    view.displayScale = 1
    view.collectionViewLayout.invalidateLayout()
    #expect(try itemFrame(view, 0, 3)?.origin == CGPoint(x: 73, y: 80))
  }

  @Test func emptySectionKeepsItsHeaderAndInsets() throws {
    // Section 0 is empty: header 0–20, insets 10 + 10 → ends at 40. Section 1's header at 40,
    // its items at 40 + 20 + 10 = 70.
    let (view, layout) = makeFlow(counts: [0, 2]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
      $0.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    }
    #expect(try itemFrame(view, 1, 0)?.minY == 70)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        .minY == 40)
    #expect(try itemFrame(view, 0, 0) == nil)
    #expect(view.contentSize.height == 130)
  }

  @Test(arguments: [
    // (offset, header 0 y, header 1 y). Section 0 spans 0–150, section 1 150–300, headers 40 tall.
    (CGFloat(0), CGFloat(0), CGFloat(150)),
    (50, 50, 150),  // header 0 follows the top
    (120, 110, 150),  // header 0 stops at 150 − 40; header 1 not yet reached
    (200, 110, 200),  // header 1 follows the top
    (280, 110, 260),  // header 1 stops at 300 − 40
  ])
  func pinnedHeadersFollowTheVisibleTop(offset: CGFloat, header0: CGFloat, header1: CGFloat) throws
  {
    let (view, layout) = makeFlow(height: 200, counts: [10, 10]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    try view.layoutIfNeeded()
    #expect(view.contentSize.height == 300)
    view.contentOffset = CGPoint(x: 0, y: offset)
    try view.layoutIfNeeded()
    func header(_ section: Int) -> CollectionViewLayoutAttributes? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }
    #expect(header(0)?.frame.minY == header0)
    #expect(header(1)?.frame.minY == header1)
    #expect(header(0)?.zIndex == CollectionViewFlowLayout.pinnedSupplementaryZIndex)
    // The visible query returns exactly the headers whose pinned frame meets the viewport.
    let visible = try view.visibleLayoutAttributes().filter {
      $0.representedElementCategory == .supplementaryView
    }
    let expected = [(0, header0), (1, header1)].filter { _, y in
      y < offset + 200 && offset < y + 40
    }
    #expect(visible.map(\.indexPath.section) == expected.map(\.0))
    #expect(visible.map(\.frame.minY) == expected.map(\.1))
  }

  @Test func pinnedFooterFollowsTheVisibleBottom() throws {
    // One section of 20 items (4 lines of 5… 20 / 5 = 4 lines, 0–230), footer 30 at 230–260.
    // Viewport 100 tall at offset 0: the footer sits at 100 − 30 = 70.
    let (view, layout) = makeFlow(height: 100, counts: [20]) {
      $0.footerReferenceSize = CGSize(width: 0, height: 30)
      $0.sectionFootersPinToVisibleBounds = true
    }
    try view.layoutIfNeeded()
    let path = IndexPath(item: 0, section: 0)
    let kind = CollectionView.elementKindSectionFooter
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame.minY == 70)
    view.contentOffset = CGPoint(x: 0, y: 200)
    try view.layoutIfNeeded()
    // At the end of the content it is back at its natural place.
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame.minY == 230)
  }

  @Test func originsRoundToTheDisplayScale() throws {
    // 325 wide: 3 items of 100 fit; gap (325 − 300) / 2 = 12.5 → x = 112.5 and 225.
    // At scale 3, 112.5 rounds to round(337.5) / 3 = 338 / 3; at scale 2 it stays 112.5.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 325, height: 400), collectionViewLayout: layout,
      itemCounts: [3])
    view.displayScale = 3
    #expect(try itemFrame(view, 0, 1)?.minX == 338.0 / 3.0)
    view.displayScale = 2
    view.reloadData()
    #expect(try itemFrame(view, 0, 1)?.minX == 112.5)
  }

  @Test func tooWideItemLogsUIKitsWarning() throws {
    let (view, layout) = makeFlow(width: 100, counts: [2]) {
      $0.itemSize = CGSize(width: 150, height: 20)
    }
    try view.layoutIfNeeded()
    #expect(layout.diagnostics.count == 1)
    let message = try #require(layout.diagnostics.first?.message)
    #expect(
      message.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined because:\n"))
    #expect(
      message.contains(
        "the item width must be less than the width of the UICollectionView minus the section "
          + "insets left and right values, minus the content insets left and right values."))
    // Each item is alone on its line, centred: (100 − 150) / 2 = −25.
    #expect(try itemFrame(view, 0, 1) == CGRect(x: -25, y: 30, width: 150, height: 20))
  }

  @Test func layingOutTheSameItemsAgainWritesEveryFrameAnew() throws {
    // From the third pass on, a pass writes into the frame storage of the pass before the last
    // (same count): every frame must be the new one, as a view laid out once with the new sizes
    // has it, and none left from the first pass.
    let delegate = ClosureFlowDelegate()
    delegate.size = { CGSize(width: 10 + CGFloat($0.item % 4) * 20, height: 10) }
    let (view, layout) = makeFlow(width: 100, counts: [9, 4])
    view.delegate = delegate
    try view.layoutIfNeeded()
    let first = try (0..<9).map { try itemFrame(view, 0, $0) }
    delegate.size = { _ in CGSize(width: 40, height: 20) }
    layout.invalidateLayout()
    try view.layoutIfNeeded()
    let newSize: (IndexPath) -> CGSize = { CGSize(width: 25, height: 5 + CGFloat($0.item)) }
    delegate.size = newSize
    layout.invalidateLayout()
    try view.layoutIfNeeded()
    let fresh = ClosureFlowDelegate()
    fresh.size = newSize
    let (expectedView, _) = makeFlow(width: 100, counts: [9, 4])
    expectedView.delegate = fresh
    for section in 0..<2 {
      for item in 0..<[9, 4][section] {
        #expect(try itemFrame(view, section, item) == itemFrame(expectedView, section, item))
      }
    }
    #expect(try (0..<9).map { try itemFrame(view, 0, $0) } != first)
  }

  @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1)])
  func zeroOrNegativeSizeThrowsUIKitsMessage(size: CGSize) throws {
    let delegate = ClosureFlowDelegate()
    delegate.size = { $0.item == 1 ? size : CGSize(width: 10, height: 10) }
    let (view, _) = makeFlow(counts: [3])
    view.delegate = delegate
    let error = #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
    #expect(error?.uikitMessage == "negative or zero sizes are not supported in the flow layout")
    #expect(error?.description.contains("{length = 2, path = 0 - 1}") == true)
    // Fixing the data source and reloading recovers.
    delegate.size = nil
    view.reloadData()
    #expect(try itemFrame(view, 0, 1) != nil)
  }

  @Test func rectQueryMatchesABruteForceFilterOn100kItems() throws {
    // Random sizes (seeded) so lines vary; headers and footers in every section.
    var generator = SeededGenerator(seed: 0x5EED)
    let counts = [40_000, 0, 35_000, 25_000]
    var sizes: [[CGSize]] = []
    for count in counts {
      sizes.append(
        (0..<count).map { _ in
          CGSize(
            width: CGFloat(Int.random(in: 20...160, using: &generator)),
            height: CGFloat(Int.random(in: 20...90, using: &generator)))
        })
    }
    let delegate = ClosureFlowDelegate()
    delegate.size = { sizes[$0.section][$0.item] }
    delegate.header = { CGSize(width: 0, height: CGFloat(10 + $0 * 5)) }
    delegate.footer = { $0 == 2 ? .zero : CGSize(width: 0, height: 15) }
    let (view, layout) = makeFlow(width: 375, height: 667, counts: counts) {
      $0.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    }
    view.delegate = delegate
    try view.layoutIfNeeded()
    // Brute force: every element's frame, filtered with a strict-overlap test written here.
    var everything: [CollectionViewLayoutAttributes] = []
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        everything.append(
          try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))))
      }
      for kind in [
        CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
      ] {
        if let attributes = layout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: section))
        {
          everything.append(attributes)
        }
      }
    }
    func meets(_ a: CGRect, _ b: CGRect) -> Bool {
      a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
    let height = view.contentSize.height
    let rects = [
      CGRect(x: 0, y: height / 2, width: 375, height: 667),
      CGRect(x: 100, y: height / 3, width: 50, height: 300),
      CGRect(x: 0, y: 0, width: 375, height: 100),
      CGRect(x: 0, y: height - 500, width: 375, height: 1_000),
      CGRect(x: -50, y: height * 0.7, width: 30, height: 2_000),
    ]
    for rect in rects {
      let expected = everything.filter { meets($0.frame, rect) }.map(\.elementKey).sorted()
      let actual = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.elementKey).sorted()
      #expect(actual == expected, "rect \(rect)")
    }
  }
}
