import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Self-sizing in animated changes: updates, reconfigures, content changes and scrolls.
///
/// The lists are `makeEstimatedList` ones (320 wide, rows stacked, estimate 100); frames are
/// derived in each test's comments.
@Suite struct SelfSizingAnimationTests {
  /// A 3-row list whose rows were measured at 40: 0–40, 40–80, 80–120.
  private func measuredList(
    _ heights: [String: CGFloat] = [:]
  ) throws -> (CollectionView, Box) {
    let (view, _) = makeEstimatedList(count: 3)
    let box = Box(heights: heights)
    view.preferredItemSize = { _, id, proposed in
      CGSize(width: proposed.size.width, height: box.heights[id] ?? 40)
    }
    try view.layoutIfNeeded()
    #expect(try rowFrames(view, 3) == stacked([40, 40, 40]))
    return (view, box)
  }

  /// The heights cells prefer, by identifier; changed by a test to change the content.
  final class Box {
    var heights: [String: CGFloat]
    init(heights: [String: CGFloat]) { self.heights = heights }
  }

  @Test func anInsertedCellAppearsAtItsPreferredSize() throws {
    // "new" prefers 60 and is inserted at the top: it is measured in the update, so it fades in
    // at 0–60 (its end frame; the base layout's default start is the end, faded). The rows
    // slide down by 60: "0-0" 0 → 60, "0-2" 80 → 140; content 60 + 3 × 40 = 180.
    let (view, _) = try measuredList(["new": 60])
    let transition = try view.performBatchUpdates {
      try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["new"])
    }
    let inserted = try #require(transition.track(forItem: "new"))
    #expect(inserted.change == .inserted)
    #expect(inserted.start.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(inserted.start.alpha == 0)
    #expect(inserted.end.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    let first = try #require(transition.track(forItem: "0-0"))
    #expect(first.start.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(first.end.frame == CGRect(x: 0, y: 60, width: 320, height: 40))
    #expect(transition.track(forItem: "0-2")?.end.frame.minY == 140)
    #expect(view.contentSize.height == 180)
  }

  @Test func aReconfiguredCellAnimatesItsNewSize() throws {
    // The content of "0-1" grows to 90. With the default `.enabled`, a new provider resizes no
    // displayed cell by itself; the reconfigure measures it in the update, so it grows from
    // 40–80 to 40–130 and "0-2" slides from 80 to 130, both animated.
    let (view, box) = try measuredList()
    box.heights["0-1"] = 90
    view.preferredItemSize = view.preferredItemSize
    try view.layoutIfNeeded()
    #expect(try rowFrames(view, 3) == stacked([40, 40, 40]))
    let transition = try view.performBatchUpdates {
      try view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    }
    let grown = try #require(transition.track(forItem: "0-1"))
    #expect(grown.change == .unchanged)
    #expect(grown.start.frame == CGRect(x: 0, y: 40, width: 320, height: 40))
    #expect(grown.end.frame == CGRect(x: 0, y: 40, width: 320, height: 90))
    // Halfway through the ease-in-ease-out curve the height is between the two.
    let middle = grown.attributes(at: grown.startTime + (grown.endTime - grown.startTime) / 2)
    #expect(middle.size.height > 40 && middle.size.height < 90)
    let below = try #require(transition.track(forItem: "0-2"))
    #expect(below.start.frame.minY == 80)
    #expect(below.end.frame.minY == 130)
  }

  @Test func reconfiguringAnItemThatDoesNotSurviveIsRefused() throws {
    let (view, _) = try measuredList()
    #expect {
      try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        try view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
      }
    } throws: { error in
      "\(error)".contains("attempt to reconfigure the item at")
    }
    #expect {
      try view.reconfigureItems(at: [IndexPath(item: 7, section: 0)])
    } throws: { error in
      "\(error)"
        == "attempt to reconfigure item 7 in section 0, which does not exist before the update: "
        + "the section contains only 3 items"
    }
    // Nothing changed.
    #expect(view.itemIdentifiers == [["0-0", "0-1", "0-2"]])
    #expect(try rowFrames(view, 3) == stacked([40, 40, 40]))
  }

  @Test func invalidateIntrinsicContentSizeFollowsSelfSizingInvalidation() throws {
    // `.disabled`: nothing happens.
    let (view, box) = try measuredList()
    box.heights["0-0"] = 70
    view.selfSizingInvalidation = .disabled
    #expect(
      try view.invalidateIntrinsicContentSize(ofItemsAt: [IndexPath(item: 0, section: 0)]) == nil)
    #expect(try rowFrames(view, 3) == stacked([40, 40, 40]))
    // `.enabled`, no animation: resized at once (0–70, 70–110, 110–150).
    view.selfSizingInvalidation = .enabled
    try view.invalidateIntrinsicContentSize(ofItemsAt: [IndexPath(item: 0, section: 0)])
    #expect(try rowFrames(view, 3) == stacked([70, 40, 40]))
    // Animated: one update whose survivors resize and slide ("0-1" 70 → 100 when "0-0" is 100).
    box.heights["0-0"] = 100
    let transition = try #require(
      try view.invalidateIntrinsicContentSize(
        ofItemsAt: [IndexPath(item: 0, section: 0)], animation: .collectionViewDefault))
    #expect(transition.track(forItem: "0-0")?.end.frame.height == 100)
    #expect(transition.track(forItem: "0-1")?.start.frame.minY == 70)
    #expect(transition.track(forItem: "0-1")?.end.frame.minY == 100)
  }

  @Test func aContentChangeResizesDisplayedCellsOnlyWhenConstraintsCount() throws {
    let (view, box) = try measuredList()
    box.heights["0-2"] = 10
    view.selfSizingInvalidation = .enabledIncludingConstraints
    view.preferredItemSize = view.preferredItemSize
    try view.layoutIfNeeded()
    #expect(try rowFrames(view, 3) == stacked([40, 40, 10]))
  }

  @Test func scrollingIntoEstimatedRowsShrinksTheContentFrameByFrame() throws {
    // 20 rows estimated 100, each prefers 40; viewport 200. Before: rows 0–4 measured → content
    // 5 × 40 + 15 × 100 = 1700. Scrolling to 600: every row meets the bounds at some sample
    // (a sample moves less than a 40-point row), so all 20 end up 40 tall: content 800, and
    // the offset 600 is the largest (800 − 200). The content size never grows on the way.
    let (view, _) = makeEstimatedList(count: 20)
    view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 40) }
    try view.layoutIfNeeded()
    #expect(view.contentSize.height == 1700)
    let transition = try #require(
      try view.setContentOffset(CGPoint(x: 0, y: 600), animated: true))
    let heights = transition.contentSizeTrack.keyframes.map(\.value.height)
    #expect(heights.first == 1700 || heights.first.map { $0 < 1700 } == true)
    #expect(heights.last == 800)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(Set(heights).count > 2, "the content shrinks in several frames: \(heights)")
    #expect(try rowFrames(view, 20) == stacked(Array(repeating: 40, count: 20)))
    // Row 5 is placed (at its estimate, 100 tall) in the look-ahead band before it meets the
    // bounds, and is measured at the sample where it does: its size steps from 100 to 40 at
    // that instant, which the jump assertion reports; row 0, measured before, never jumps.
    let jump = try #require(verifyNoJumpInSize(of: .item("0-5"), in: transition))
    #expect(jump.contains("from 320 × 100 to 320 × 40"), "\(jump)")
    #expect(verifyNoJumpInSize(of: .item("0-0"), in: transition) == nil)
  }
}
