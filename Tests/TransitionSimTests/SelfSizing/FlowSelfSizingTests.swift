import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A vertical list: a flow layout of full-width rows with no spacing, estimated 100 tall.
///
/// Each row is alone on its line and fills the width, so it sits at x = 0 and the rows stack:
/// row i starts where row i − 1 ends (a single item on a complete line is centred:
/// (320 − 320) / 2 = 0).
func makeEstimatedList(
  count: Int, height: CGFloat = 200, estimate: CGFloat = 100
) -> (CollectionView, CollectionViewFlowLayout) {
  let (view, layout) = makeFlow(height: height, counts: [count]) {
    $0.minimumLineSpacing = 0
    $0.minimumInteritemSpacing = 0
    $0.estimatedItemSize = CGSize(width: 320, height: estimate)
  }
  return (view, layout)
}

/// The rows' frames, top to bottom.
func rowFrames(_ view: CollectionView, _ count: Int) throws -> [CGRect] {
  try (0..<count).map { try itemFrame(view, 0, $0) ?? .null }
}

/// The expected frames of rows of the given heights stacked from y = 0 in a 320-wide list.
func stacked(_ heights: [CGFloat]) -> [CGRect] {
  var y: CGFloat = 0
  return heights.map { height in
    defer { y += height }
    return CGRect(x: 0, y: y, width: 320, height: height)
  }
}

@Suite struct FlowSelfSizingTests {
  @Test func estimateDefaultsAndAutomaticSize() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.estimatedItemSize == .zero)
    #expect(!layout.estimatesItemSizes)
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    #expect(layout.estimatesItemSizes)
    // With automaticSize the estimate is the item size (50 × 50 by default).
    #expect(layout.estimateForUnmeasuredItems == CGSize(width: 50, height: 50))
  }

  @Test func theReadmeExample() throws {
    // WritingALayout.md, "Self-sizing cells": viewport 200, estimate 100, no spacing; "0-1"
    // prefers 80, the others 40. Round 1: rows 0, 1 → 40, 80 (row 2 at 120). Round 2: row 2 →
    // 40 (row 3 at 160). Round 3: row 3 → 40; row 4 starts at 200, outside: rows 0–3 fill 0–200.
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    let list = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout,
      itemCounts: [20])
    list.preferredItemSize = { _, identifier, proposed in
      CGSize(width: proposed.size.width, height: identifier == "0-1" ? 80 : 40)
    }
    try list.layoutIfNeeded()
    let height: CGFloat = 200 + 16 * 100
    #expect(list.contentSize.height == height)
    #expect(try itemFrame(list, 0, 4) == CGRect(x: 0, y: 200, width: 320, height: 100))
  }

  @Test func onlyTheDisplayedCellsAreMeasuredOnFirstDisplay() throws {
    // Viewport 200 tall; estimate 100; every cell prefers 40.
    // Round 1: rows 0, 1 (0–100, 100–200) are displayed → 40 each; rows from 2 start at 80.
    // Round 2: rows 2 (80–180) and 3 (180–280) → 40; row 4 starts at 160.
    // Round 3: row 4 (160–260) → 40; row 5 starts at 200, outside the bounds (strict overlap).
    // So 5 cells were asked, and the 5 others keep the estimate.
    let (view, _) = makeEstimatedList(count: 10)
    var asked: [Int] = []
    view.preferredItemSize = { path, _, proposed in
      asked.append(path.item)
      return CGSize(width: proposed.size.width, height: 40)
    }
    try view.layoutIfNeeded()
    #expect(asked == [0, 1, 2, 3, 4])
    #expect(try rowFrames(view, 10) == stacked([40, 40, 40, 40, 40, 100, 100, 100, 100, 100]))
    #expect(view.contentSize == CGSize(width: 320, height: 5 * 40 + 5 * 100))
    // Measured once: another pass asks nobody.
    view.collectionViewLayout.invalidateLayout()
    try view.layoutIfNeeded()
    #expect(asked == [0, 1, 2, 3, 4])
  }

  @Test func aCellWithNoPreferredSizeKeepsItsEstimate() throws {
    let (view, _) = makeEstimatedList(count: 4)
    view.preferredItemSize = { path, _, _ in
      path.item == 1 ? CGSize(width: 320, height: 30) : nil
    }
    try view.layoutIfNeeded()
    // Row 1 prefers 30; the others keep 100: 0–100, 100–130, 130–230, 230–330.
    #expect(try rowFrames(view, 4) == stacked([100, 30, 100, 100]))
  }

  @Test func withoutAnEstimateTheFlowLayoutKeepsItsSizes() throws {
    // estimatedItemSize .zero: shouldInvalidateLayout(forPreferred…) is false; itemSize stays.
    let (view, _) = makeFlow(height: 200, counts: [3])
    var asked = 0
    view.preferredItemSize = { _, _, _ in
      asked += 1
      return CGSize(width: 10, height: 10)
    }
    try view.layoutIfNeeded()
    #expect(asked == 3)
    #expect(try itemFrame(view, 0, 0)?.size == CGSize(width: 50, height: 50))
  }

  @Test func aTallerItemInTheMiddleOfALineMakesTheLineTaller() throws {
    // 320 wide, estimate 100 × 100, spacing 10: 3 per line (3·100 + 2·10 = 320), justified
    // gap (320 − 300) / 2 = 10 → x 0, 110, 220. Item 1 prefers 100 × 150: line 0 is 150 thick,
    // the others centred in it: y = (150 − 100) / 2 = 25. Line 1 starts at 150 + 10 = 160.
    let (view, _) = makeFlow(counts: [6]) {
      $0.estimatedItemSize = CGSize(width: 100, height: 100)
    }
    view.preferredItemSize = { path, _, proposed in
      path.item == 1 ? CGSize(width: 100, height: 150) : proposed.size
    }
    try view.layoutIfNeeded()
    #expect(try itemFrame(view, 0, 0) == CGRect(x: 0, y: 25, width: 100, height: 100))
    #expect(try itemFrame(view, 0, 1) == CGRect(x: 110, y: 0, width: 100, height: 150))
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 220, y: 25, width: 100, height: 100))
    #expect(try itemFrame(view, 0, 3) == CGRect(x: 0, y: 160, width: 100, height: 100))
    #expect(view.contentSize.height == 260)
  }

  @Test func aWiderItemPushesTheRestOfItsLineOntoTheNextLines() throws {
    // Item 1 prefers 150 wide: line 0 holds 0 and 1 (100 + 10 + 150 = 260; item 2 would need
    // 370 > 320), complete → justified: gap 320 − 250 = 70 → x 0, 170. Line 1 (y 110): items
    // 2–4, 3 × 100 fit → gap 10 → x 0, 110, 220. Line 2 (y 220): item 5, the last line, sizes
    // not uniform → left-packed at x 0.
    let (view, _) = makeFlow(counts: [6]) {
      $0.estimatedItemSize = CGSize(width: 100, height: 100)
    }
    view.preferredItemSize = { path, _, proposed in
      path.item == 1 ? CGSize(width: 150, height: 100) : proposed.size
    }
    try view.layoutIfNeeded()
    #expect(try itemFrame(view, 0, 1) == CGRect(x: 170, y: 0, width: 150, height: 100))
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 0, y: 110, width: 100, height: 100))
    #expect(try itemFrame(view, 0, 4) == CGRect(x: 220, y: 110, width: 100, height: 100))
    #expect(try itemFrame(view, 0, 5) == CGRect(x: 0, y: 220, width: 100, height: 100))
    #expect(view.contentSize.height == 320)
  }

  @Test func rightToLeftMirrorsTheResizedLine() throws {
    // As aWiderItemPushesTheRestOfItsLineOntoTheNextLines, mirrored about the 320-point content
    // width (x′ = 320 − maxX): item 0 (0–100) → 220, item 1 (170–320) → 0, item 2 (0–100 on
    // line 1) → 220. The layout is asked in its own (left-to-right) space, so it accepts the
    // same sizes.
    let (view, _) = makeFlow(counts: [6]) {
      $0.estimatedItemSize = CGSize(width: 100, height: 100)
    }
    view.traitCollection.layoutDirection = .rightToLeft
    view.preferredItemSize = { path, _, proposed in
      path.item == 1 ? CGSize(width: 150, height: 100) : proposed.size
    }
    try view.layoutIfNeeded()
    #expect(try itemFrame(view, 0, 0) == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(try itemFrame(view, 0, 1) == CGRect(x: 0, y: 0, width: 150, height: 100))
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 220, y: 110, width: 100, height: 100))
  }

  @Test func theEndOfALineAndTheFollowingSectionsMove() throws {
    // Two sections of 3 (one line each, 320 wide): the last item of section 0 prefers 100 × 60.
    // Section 0's line is 100 thick still (60 < 100), item 2 centred: y = 20.
    // Then it prefers 100 × 130: the line is 130 thick, section 1 starts at 130.
    let (view, _) = makeFlow(counts: [3, 3]) {
      $0.estimatedItemSize = CGSize(width: 100, height: 100)
    }
    var height: CGFloat = 60
    view.preferredItemSize = { path, _, proposed in
      path == IndexPath(item: 2, section: 0) ? CGSize(width: 100, height: height) : proposed.size
    }
    try view.layoutIfNeeded()
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 220, y: 20, width: 100, height: 60))
    #expect(try itemFrame(view, 1, 0) == CGRect(x: 0, y: 100, width: 100, height: 100))
    height = 130
    try view.invalidateIntrinsicContentSize(ofItemsAt: [IndexPath(item: 2, section: 0)])
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 220, y: 0, width: 100, height: 130))
    #expect(try itemFrame(view, 1, 0) == CGRect(x: 0, y: 130, width: 100, height: 100))
    #expect(view.contentSize.height == 230)
  }

  @Test func anItemAboveTheVisibleRectThatResizesMakesTheContentJump() throws {
    // 20 rows estimated 100, viewport 200, every cell prefers 40.
    // At y = 1000: rows 10, 11 measured, then 12, 13, then 14 (as on first display): rows
    // 10–14 occupy 1000–1200. Row 10 is at 1000: 0 points below the top of the bounds.
    // Scrolling to y = 900 displays row 9 (900–1000) → 40: row 10 moves up to 940, so what
    // was on screen jumps by 60 — the flow layout does not adjust the content offset.
    let (view, _) = makeEstimatedList(count: 20)
    view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 40) }
    view.contentOffset = CGPoint(x: 0, y: 1000)
    try view.layoutIfNeeded()
    #expect(try itemFrame(view, 0, 10) == CGRect(x: 0, y: 1000, width: 320, height: 40))
    #expect(try itemFrame(view, 0, 14) == CGRect(x: 0, y: 1160, width: 320, height: 40))
    view.contentOffset = CGPoint(x: 0, y: 900)
    try view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 0, y: 900))
    #expect(try itemFrame(view, 0, 9) == CGRect(x: 0, y: 900, width: 320, height: 40))
    #expect(try itemFrame(view, 0, 10) == CGRect(x: 0, y: 940, width: 320, height: 40))
    // Rows 9–14 are now 40 each (9 newly, 10–14 from before): 900–1140. The bounds end at
    // 1100, so row 14 (1100–1140) is not displayed and nothing more is measured; row 15 keeps
    // its estimate at 1140.
    #expect(try itemFrame(view, 0, 14) == CGRect(x: 0, y: 1100, width: 320, height: 40))
    #expect(try itemFrame(view, 0, 15) == CGRect(x: 0, y: 1140, width: 320, height: 100))
    let height: CGFloat = 9 * 100 + 6 * 40 + 5 * 100
    #expect(view.contentSize.height == height)
  }

  @Test func theObserverSeesTheCycleOutsideUpdates() throws {
    // Rows 0–4 are measured at 40 on first display (0–200), so row 5 + k starts at 200 + 100 k:
    // scrolling to 1000 displays rows 13 and 14 at their estimate. Each is measured, the layout
    // accepts and is invalidated, then prepared again — in that order, row 13 first.
    let (view, _) = makeEstimatedList(count: 20)
    view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 40) }
    try view.layoutIfNeeded()
    var calls: [LayoutCall] = []
    view.layoutCallObserver = { calls.append($0) }
    view.contentOffset = CGPoint(x: 0, y: 1000)
    try view.layoutIfNeeded()
    let cycle = calls.filter { $0.method != "layoutAttributesForElements(in:)" }.prefix(8)
    #expect(
      cycle.map(\.method) == [
        "preferredLayoutAttributesFitting(_:)", "preferredLayoutAttributesFitting(_:)",
        "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "invalidateLayout(with:)",
        "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "invalidateLayout(with:)",
      ])
    #expect(cycle.first?.indexPath == IndexPath(item: 13, section: 0))
    #expect(cycle.first?.layout == "CollectionViewFlowLayout")
    #expect(calls.contains { $0.method == "prepare()" })
  }

  @Test func aSettledListIsNotQueriedAgainByEveryGetter() throws {
    // Once a cycle measured everything displayed, a getter that runs a layout pass finds the
    // same bounds and no invalidation: no rect query for self-sizing. A scroll needs one again.
    let (view, _) = makeEstimatedList(count: 20)
    view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 40) }
    try view.layoutIfNeeded()
    var queries = 0
    view.layoutCallObserver = {
      if $0.method == "layoutAttributesForElements(in:)" { queries += 1 }
    }
    for item in 0..<3 { _ = try itemFrame(view, 0, item) }
    #expect(queries == 0)
    view.contentOffset = CGPoint(x: 0, y: 100)
    _ = try itemFrame(view, 0, 0)
    #expect(queries >= 1)
  }

  @Test func theCallsFollowUIKitsOrderInAnUpdate() throws {
    // An insert at the top of a measured list: the new cell is measured in the update, before
    // the layout is told about the update and before the animations are gathered.
    let (view, _) = makeEstimatedList(count: 3)
    view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 40) }
    try view.layoutIfNeeded()
    let transition = try view.performBatchUpdates {
      try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["new"])
    }
    let methods = transition.layoutCalls.map(\.method)
    func index(_ method: String) -> Int { methods.firstIndex(of: method) ?? -1 }
    // UIKit's order as we sequence it: the new data laid out, the displayed cells measured and
    // the layout prepared again, then the update told to the layout.
    let order = [
      "preferredLayoutAttributesFitting(_:)",
      "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
      "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
      "prepare(forCollectionViewUpdates:)", "targetContentOffset(forProposedContentOffset:)",
      "finalizeCollectionViewUpdates()",
    ]
    let positions = order.map(index)
    #expect(!positions.contains(-1), "\(methods)")
    #expect(positions == positions.sorted(), "\(methods)")
    // Only the new cell was measured: the others were measured before the update.
    let measured = transition.layoutCalls.filter {
      $0.method == "preferredLayoutAttributesFitting(_:)"
    }
    #expect(measured.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
    // After "invalidationContext…" the layout is invalidated and prepared again.
    let afterContext = methods[(positions[2] + 1)...]
    #expect(afterContext.starts(with: ["invalidateLayout(with:)"]))
    #expect(afterContext.contains("prepare()"))
  }
}
