import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A custom list layout written as a UIKit developer would: rows 100 tall until their cells
/// report, heights kept in its own cache, and the content offset adjusted when a row that
/// starts above the visible rect changes size, so the content under the finger stays put.
final class AnchoringListLayout: CollectionViewLayout {
  var heights: [IndexPath: CGFloat] = [:]
  var honoursPreferredSizes = true
  private var frames: [CGRect] = []

  override func prepare() {
    frames = []
    var y: CGFloat = 0
    for item in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
      let height = heights[IndexPath(item: item, section: 0)] ?? 100
      frames.append(CGRect(x: 0, y: y, width: 320, height: height))
      y += height
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 320, height: frames.last?.maxY ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    frames.indices.filter { frames[$0].overlaps(rect) }.compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    guard frames.indices.contains(indexPath.item) else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size.height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let delta = preferredAttributes.size.height - originalAttributes.size.height
    if honoursPreferredSizes {
      heights[preferredAttributes.indexPath] = preferredAttributes.size.height
    }
    if let top = collectionView?.bounds.minY, originalAttributes.frame.minY < top {
      context.contentOffsetAdjustment = CGPoint(x: 0, y: delta)
    }
    context.contentSizeAdjustment = CGSize(width: 0, height: delta)
    return context
  }
}

@Suite struct SelfSizingHooksTests {
  private func anchoredList(count: Int = 20) -> (CollectionView, AnchoringListLayout) {
    let layout = AnchoringListLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout,
      itemCounts: [count])
    view.displayScale = 0
    return (view, layout)
  }

  @Test func aCustomLayoutsContextNamesTheItemAndItsAdjustmentsApply() throws {
    // Offset 1050, bounds 1050–1250; every cell prefers 40.
    // Round 1: rows 10 (1000–1100), 11 and 12 are displayed. Row 10 shrinks by 60 and starts
    // above the top: the offset moves by −60 to 990 (the context is made after that, so rows 11
    // and 12 start below the new top and adjust nothing). Rows 10–12: 1000–1120; 13 at 1120.
    // Round 2, bounds 990–1190: row 9 (900–1000) now meets the top → −60, offset 930; row 13
    // (1120–1220) → 40. Rows 9–13: 900–1100; 14 at 1100.
    // Round 3, bounds 930–1130: row 14 (1100–1200) → 40; row 15 at 1140 is out. Done.
    // Row 11 was 50 points below the top before (1100 − 1050) and is 50 below after
    // (980 − 930): the content stayed under the finger.
    let (view, layout) = anchoredList()
    view.preferredItemSize = { _, _, _ in CGSize(width: 320, height: 40) }
    view.contentOffset = CGPoint(x: 0, y: 1050)
    try view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 0, y: 930))
    #expect(try itemFrame(view, 0, 11) == CGRect(x: 0, y: 980, width: 320, height: 40))
    #expect(layout.heights.keys.map(\.item).sorted() == [9, 10, 11, 12, 13, 14])
    let height: CGFloat = 14 * 100 + 6 * 40
    #expect(view.contentSize.height == height)
  }

  @Test func theBaseLayoutKeepsItsSizes() throws {
    // UIKit's base class answers false: the cell is asked, the layout does not change.
    final class Fixed: CollectionViewLayout {
      override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }
      override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
      {
        [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
      }
      override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
      {
        var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        return attributes
      }
    }
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: Fixed(),
      itemCounts: [1])
    var asked = 0
    view.preferredItemSize = { _, _, _ in
      asked += 1
      return CGSize(width: 320, height: 10)
    }
    try view.layoutIfNeeded()
    try view.layoutIfNeeded()
    #expect(asked == 1)
    #expect(try itemFrame(view, 0, 0)?.height == 100)
  }

  @Test func invalidationContextsMergeUntilTheNextPass() {
    let first = CollectionViewLayoutInvalidationContext()
    first.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    first.contentSizeAdjustment = CGSize(width: 0, height: -60)
    let second = CollectionViewLayoutInvalidationContext()
    second.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    second.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
    second.contentSizeAdjustment = CGSize(width: 0, height: 10)
    second.contentOffsetAdjustment = CGPoint(x: 0, y: 5)
    first.merge(second)
    #expect(first.invalidatedItemIndexPaths == [[0, 1], [0, 2]])
    #expect(first.invalidatedSupplementaryIndexPaths == ["header": [[1, 0]]])
    #expect(first.invalidatedDecorationIndexPaths == nil)
    #expect(first.contentSizeAdjustment == CGSize(width: 0, height: -50))
    #expect(first.contentOffsetAdjustment == CGPoint(x: 0, y: 5))
  }

  @Test(arguments: [
    (CGSize(width: 320, height: CGFloat.nan), "CALayer bounds contains NaN: [0 0; 320.0 nan]"),
    (CGSize(width: 320, height: -4), "the preferred size 320.0 × -4.0 is negative"),
    (CGSize(width: CGFloat.infinity, height: 40), "the preferred size inf × 40.0 is infinite"),
    (CGSize(width: 320, height: 20_000_000), "is over the limit of 10000000 points"),
  ])
  func aPreferredSizeNoCellCanHaveIsRefusedAndNothingChanges(
    size: CGSize, message: String
  ) throws {
    // Rows 0–4 are measured at 40 first; then row 5 would report `size` once scrolled to.
    let (view, _) = makeEstimatedList(count: 10)
    var bad = false
    view.preferredItemSize = { path, _, proposed in
      bad && path.item == 5 ? size : CGSize(width: proposed.size.width, height: 40)
    }
    try view.layoutIfNeeded()
    bad = true
    // Bounds 150–350 meet row 5 (200–300, at its estimate): the next cycle measures it.
    view.contentOffset = CGPoint(x: 0, y: 150)
    let contentSize = view.contentSize
    #expect {
      try view.layoutIfNeeded()
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("preferredItemSize for item \"0-5\"")
    }
    #expect(view.contentSize == contentSize)
    #expect(view.contentOffset == CGPoint(x: 0, y: 150))
    // The layout keeps the five sizes it had accepted, and row 5 its estimate.
    let layout = view.collectionViewLayout
    #expect(layout.preferredItemSizes.count == 5)
    let row5 = layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
    #expect(row5 == CGRect(x: 0, y: 200, width: 320, height: 100))
  }

  @Test func aZeroPreferredSizeGetsTheFlowLayoutsMessage() throws {
    let (view, _) = makeEstimatedList(count: 3)
    view.preferredItemSize = { path, _, _ in
      path.item == 1 ? CGSize(width: 320, height: 0) : nil
    }
    #expect {
      try view.layoutIfNeeded()
    } throws: { error in
      "\(error)".hasPrefix("negative or zero sizes are not supported in the flow layout")
    }
    // Rolled back: the estimate again, and the next pass (same answer) fails the same way.
    view.preferredItemSize = nil
    #expect(try rowFrames(view, 3) == stacked([100, 100, 100]))
  }

  @Test func aLayoutThatNeverSettlesStopsWithADiagnostic() throws {
    // The layout says "invalidate" but never lays the row out at its preferred size, so the row
    // is proposed 100 again after each pass and asked again: after maximumLayoutPasses (8)
    // measurements in one call the cycle stops, and the layout logs why.
    let (view, layout) = anchoredList(count: 1)
    layout.honoursPreferredSizes = false
    var asked = 0
    view.preferredItemSize = { _, _, _ in
      asked += 1
      return CGSize(width: 320, height: 40)
    }
    try view.layoutIfNeeded()
    #expect(asked == CollectionView.maximumLayoutPasses)
    let diagnostic = try #require(layout.diagnostics.last)
    #expect(diagnostic.indexPath == IndexPath(item: 0, section: 0))
    #expect(
      diagnostic.message.hasPrefix("self-sizing did not settle: item \"0-0\" was measured 8 times"))
  }
}
