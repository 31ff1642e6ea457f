import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// The interruption trajectories are worked out by hand. A cell moves center.x 0 → 100 linearly
// over [0, 1] s (A). At t = 0.5 s, when it shows 50, a second update (B) sends it from its model
// value 100 back to 0 linearly over 1 s, so B alone is 100 − 100·(T − 0.5) on [0.5, 1.5].
//
// beginFromCurrentState: 50 → 0 over [0.5, 1.5]: x(T) = 50 − 50·(T − 0.5).
//   T = 0.75: 37.5; T = 1: 25; T = 1.25: 12.5; T = 1.5: 0.
// additive: x(T) = B(T) + (A(T) − 100), where A's remainder stops when A ends at T = 1.
//   T = 0.75: 75 + (75 − 100) = 50; T = 1: 50 + 0 = 50; T = 1.25: 25; T = 1.5: 0.
//   (A's +100/s and B's −100/s cancel until A ends: the cell hovers, then leaves smoothly.)

@Suite struct TimelineTests {
  private let a = cellElement("A", before: 0, after: 0)

  private func move(_ from: CGFloat, _ to: CGFloat, element: TrackElement? = nil) throws
    -> Transition
  {
    let animation = try linear(1)
    return transition(
      [
        Track(
          element: element ?? a, change: .unchanged, start: attributes(x: from),
          end: attributes(x: to), animation: animation)
      ],
      animation: animation)
  }

  private func xs(_ timeline: Timeline, at times: [Double]) -> [CGFloat] {
    times.map { timeline.presentation(at: $0).attributes(forItem: "A")?.center.x ?? .nan }
  }

  @Test func beginFromCurrentStateRestartsFromThePresentationValue() throws {
    let timeline = try Timeline(try move(0, 100)).interrupted(
      by: try move(100, 0), at: 0.5, mode: .beginFromCurrentState)
    #expect(
      xs(timeline, at: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2]) == [0, 25, 50, 37.5, 25, 12.5, 0, 0])
    #expect(timeline.endTime == 1.5)
  }

  @Test func additiveKeepsTheRemainingMotionRunningUnderTheNewAnimation() throws {
    let timeline = try Timeline(try move(0, 100)).interrupted(by: try move(100, 0), at: 0.5)
    #expect(
      xs(timeline, at: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2]) == [0, 25, 50, 50, 50, 25, 0, 0])
    #expect(timeline.entries.map(\.startTime) == [0, 0.5])
    #expect(timeline.entries.map(\.mode) == [nil, .additive])
  }

  @Test func bothModesSampleIntoFramesLikeATransition() throws {
    let sampler = try FrameSampler(fps: 4)
    let first = try move(0, 100)
    let second = try move(100, 0)
    for (mode, expected) in [
      (InterruptionMode.additive, [0, 25, 50, 50, 50, 25, 0] as [CGFloat]),
      (.beginFromCurrentState, [0, 25, 50, 37.5, 25, 12.5, 0]),
    ] {
      let frames = sampler.frames(
        of: try Timeline(first).interrupted(by: second, at: 0.5, mode: mode))
      #expect(frames.map(\.time) == [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5])
      #expect(frames.map { $0.attributes(forItem: "A")?.center.x ?? .nan } == expected, "\(mode)")
    }
  }

  @Test func newElementsAppearWhenTheirTransitionStartsAndDeletedOnesRunOn() throws {
    let animation = try linear(1)
    let gone = cellElement("D", before: 1, after: nil)
    let first = transition(
      [
        Track(
          element: a, change: .unchanged, start: attributes(x: 0), end: attributes(x: 100),
          animation: animation),
        Track(
          element: gone, change: .deleted, start: attributes(item: 1, x: 50),
          end: attributes(item: 1, x: 50, alpha: 0), animation: animation),
      ], animation: animation)
    let inserted = cellElement("N", before: nil, after: 1)
    let second = transition(
      [
        Track(
          element: a, change: .unchanged, start: attributes(x: 100), end: attributes(x: 0),
          animation: animation),
        Track(
          element: inserted, change: .inserted, start: attributes(item: 1, x: 80, alpha: 0),
          end: attributes(item: 1, x: 80), animation: animation),
      ], animation: animation)
    let timeline = try Timeline(first).interrupted(by: second, at: 0.5)
    let before = timeline.presentation(at: 0.25)
    #expect(before.attributes(forItem: "N") == nil)
    #expect(before.attributes(forItem: "D")?.alpha == 0.75)
    let after = timeline.presentation(at: 0.75)
    #expect(after.attributes(forItem: "N")?.alpha == 0.25)
    // The deleted item is not in the second update; it fades on to its own end.
    #expect(after.attributes(forItem: "D")?.alpha == 0.25)
    #expect(after.elements.count == 3)
  }

  @Test func supplementaryViewsContinueByKindAndIndexPath() throws {
    let header = "UICollectionElementKindSectionHeader"
    func headerAttributes(y: CGFloat) -> CollectionViewLayoutAttributes {
      var attributes = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: header, with: IndexPath(item: 0, section: 1))
      attributes.frame = CGRect(x: 0, y: y, width: 320, height: 20)
      return attributes
    }
    let animation = try linear(1)
    // Section 1's header moves down to y 100 as section 1 becomes section 2, then back up.
    let first = TrackElement(
      category: .supplementaryView, kind: header, indexPathBefore: IndexPath(item: 0, section: 1),
      indexPathAfter: IndexPath(item: 0, section: 2), itemIdentifier: nil)
    let second = TrackElement(
      category: .supplementaryView, kind: header, indexPathBefore: IndexPath(item: 0, section: 2),
      indexPathAfter: IndexPath(item: 0, section: 1), itemIdentifier: nil)
    let timeline = try Timeline(
      transition(
        [
          Track(
            element: first, change: .unchanged, start: headerAttributes(y: 0),
            end: headerAttributes(y: 100), animation: animation)
        ],
        animation: animation)
    ).interrupted(
      by: transition(
        [
          Track(
            element: second, change: .unchanged, start: headerAttributes(y: 100),
            end: headerAttributes(y: 0), animation: animation)
        ],
        animation: animation),
      at: 0.5, mode: .beginFromCurrentState)
    let shown = timeline.presentation(at: 1)
    #expect(shown.elements.count == 1)
    // From 50 (its position at 0.5 s) half way to 0.
    #expect(shown.elements.first?.attributes.frame.minY == 25)
    #expect(shown.elements.first?.element == second)
  }

  @Test func theContentOffsetIsInterruptedToo() throws {
    let animation = try linear(1)
    func scroll(_ from: CGFloat, _ to: CGFloat) -> Transition {
      Transition(
        kind: .scroll, tracks: [], contentOffsetBefore: CGPoint(x: 0, y: from),
        contentOffsetAfter: CGPoint(x: 0, y: to), contentSizeBefore: .zero, contentSizeAfter: .zero,
        updateItems: [], layoutCalls: [], animation: animation)
    }
    let additive = try Timeline(scroll(0, 100)).interrupted(by: scroll(100, 0), at: 0.5)
    #expect(additive.presentation(at: 0.75).contentOffset.y == 50)
    let fromCurrent = try Timeline(scroll(0, 100)).interrupted(
      by: scroll(100, 0), at: 0.5, mode: .beginFromCurrentState)
    #expect(fromCurrent.presentation(at: 0.75).contentOffset.y == 37.5)
  }

  @Test func aSecondInterruptionStacksOnTheFirst() throws {
    // A: 0 → 100 over [0, 1]; B at 0.5: 100 → 0 over [0.5, 1.5]; C at 1: 0 → 40 over [1, 2].
    // Additively at T = 1.25: C = 10, B's remainder = 25 − 0, A has ended: 35.
    let timeline = try Timeline(try move(0, 100))
      .interrupted(by: try move(100, 0), at: 0.5)
      .interrupted(by: try move(0, 40), at: 1)
    #expect(xs(timeline, at: [1.25, 1.5, 2]) == [35, 20, 40])
    #expect(timeline.endTime == 2)
  }

  @Test func interruptionTimesMustBeFiniteAndInOrder() throws {
    let timeline = try Timeline(try move(0, 100)).interrupted(by: try move(100, 0), at: 0.5)
    #expect(throws: TimelineError.startsBeforePreviousTransition(0.25, previous: 0.5)) {
      try timeline.interrupted(by: try move(0, 1), at: 0.25)
    }
    #expect(throws: TimelineError.invalidStartTime(.infinity)) {
      try timeline.interrupted(by: try move(0, 1), at: .infinity)
    }
    #expect(TimelineError.invalidStartTime(.nan).description.contains("finite"))
    #expect(
      TimelineError.startsBeforePreviousTransition(1, previous: 2).description.contains(
        "time order"))
  }

  @Test func aLateInterruptionAfterTheFirstTransitionEndedStartsFromItsEnd() throws {
    // A ended at 1 s; B starts at 2 s from the model value 100 with nothing left to add.
    for mode in InterruptionMode.allCases {
      let timeline = try Timeline(try move(0, 100)).interrupted(
        by: try move(100, 0), at: 2, mode: mode)
      #expect(xs(timeline, at: [1.5, 2, 2.5, 3]) == [100, 100, 50, 0], "\(mode)")
    }
  }
}
