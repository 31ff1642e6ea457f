import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting
import XCTest

/// `square(item:x:)` with a height of `height` (same center).
func tall(item: Int, height: CGFloat) -> CollectionViewLayoutAttributes {
  var attributes = square(item: item, x: 50)
  attributes.size = CGSize(width: 10, height: height)
  return attributes
}

/// A one-second transition whose content offset is still and whose only view is `track`.
func oneSecond(_ tracks: [Track], offset: ValueTrack<CGPoint>? = nil) throws -> Transition {
  let linear = try oneSecondLinear()
  return Transition(
    kind: .batchUpdate, tracks: tracks,
    contentOffsetTrack: offset ?? ValueTrack(start: .zero, end: .zero, animation: linear),
    contentSizeTrack: ValueTrack(start: .zero, end: .zero, animation: linear))
}

/// S is 10 × 10 until 0.25 s, then 10 × 30 at once (two keyframes at 0.25 s), until 1 s.
func sizeJumpTransition() throws -> Transition {
  let linear = AnimationCurve.timing(.linear)
  return try oneSecond([
    try Track(
      element: cell("S", before: 0, after: 0), change: .unchanged,
      keyframes: [
        Keyframe(time: 0, attributes: tall(item: 0, height: 10), curve: linear),
        Keyframe(time: 0.25, attributes: tall(item: 0, height: 10), curve: linear),
        Keyframe(time: 0.25, attributes: tall(item: 0, height: 30), curve: linear),
        Keyframe(time: 1, attributes: tall(item: 0, height: 30), curve: linear),
      ])
  ])
}

/// S grows from 10 × 10 to 10 × 30 over one second, linearly; I, beside it, goes from 10 × 10 to
/// 10 × 30 without animation (``AnimationParameters/immediate``).
func sizeGrowthTransition() throws -> Transition {
  try oneSecond([
    Track(
      element: cell("S", before: 0, after: 0), change: .unchanged,
      start: tall(item: 0, height: 10), end: tall(item: 0, height: 30),
      animation: try oneSecondLinear()),
    Track(
      element: cell("I", before: 1, after: 1), change: .unchanged,
      start: tall(item: 1, height: 10), end: tall(item: 1, height: 30), animation: .immediate),
  ])
}

/// The content offset stays at (0, 0) until 0.5 s, then is (30, 40) at once, until 1 s.
func offsetJumpTransition() throws -> Transition {
  let linear = AnimationCurve.timing(.linear)
  let offset = try ValueTrack(keyframes: [
    Keyframe(time: 0, value: CGPoint.zero, curve: linear),
    Keyframe(time: 0.5, value: CGPoint.zero, curve: linear),
    Keyframe(time: 0.5, value: CGPoint(x: 30, y: 40), curve: linear),
    Keyframe(time: 1, value: CGPoint(x: 30, y: 40), curve: linear),
  ])
  let still = Track(
    element: cell("D", before: 0, after: 0), change: .unchanged, start: square(item: 0, x: 5),
    end: square(item: 0, x: 5), animation: try oneSecondLinear())
  return try oneSecond([still], offset: offset)
}

/// The content offset scrolls from (0, 0) to (0, 100) in one second, linearly: 10 points a
/// frame at 10 fps.
func offsetScrollTransition() throws -> Transition {
  try oneSecond(
    [], offset: ValueTrack(start: .zero, end: CGPoint(x: 0, y: 100), animation: oneSecondLinear()))
}

/// A flow layout of five 50 × 50 items, A to E, in a 320 × 480 view at 10 fps with one-second
/// linear animations: it rests for 0.5 s, then `step` runs, then it rests for 0.5 s.
func restingRun(step: String, items: String = #"["A", "B", "C", "D", "E"]"#) throws -> ScenarioRun {
  let text = """
    {"version": 1, "name": "jumps", "viewport": {"width": 320, "height": 480},
     "displayScale": 1,
     "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}}, "data": [\(items)],
     "animation": {"duration": 1, "curve": "linear", "fps": 10},
     "steps": [{"wait": 0.5}, \(step), {"wait": 0.5}]}
    """
  let scenario = try Scenario(json: Data(text.utf8), file: "jumps.json")
  return try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
}

/// The layout swap to 100 × 50 items, with or without animation.
func swapToWideItems(animated: Bool) -> String {
  #"{"setLayout": {"layout": {"type": "flow", "itemSize": {"width": 100, "height": 50}}, "#
    + #""animated": \#(animated)}}"#
}

/// A scroll to (0, 200), with or without animation (100 items: 20 lines, 1190 points tall).
func scrollRun(animated: Bool) throws -> ScenarioRun {
  try restingRun(
    step: #"{"scroll": {"to": {"x": 0, "y": 200}, "animated": \#(animated)}}"#, items: "100")
}

@Suite struct AssertNoJumpInSizeTests {
  @Test func animatedGrowthIsNoJump() throws {
    #expect(verifyNoJumpInSize(of: "S", in: try sizeGrowthTransition()) == nil)
    #expect(verifyNoJumpInSize(of: "A", in: try sampleTransition()) == nil)
    assertNoJumpInSize(of: "S", in: try sizeGrowthTransition(), sampler: tenFPS)
  }

  @Test func twoKeyframesAtOneTimeAreAJump() throws {
    // At 0.25 s the track moves to its third keyframe: the size there is already 10 × 30, so
    // the first frame at or after 0.25 s shows it: frame 3 at 10 fps, frame 15 at 60.
    let expected = """
      Item "S" [0,0] at frame 3 (t = 0.3 s): its size jumps from 10 × 10 to 10 × 30 at t = \
      0.25 s, without animation.

          frame  time   size
          1      0.1 s  10 × 10
          2      0.2 s  10 × 10
        → 3      0.3 s  10 × 30
          4      0.4 s  10 × 30
          5      0.5 s  10 × 30
      """
    let transition = try sizeJumpTransition()
    #expect(verifyNoJumpInSize(of: "S", in: transition, sampler: tenFPS) == expected)
    #expect(
      verifyNoJumpInSize(of: "S", in: transition)?.hasPrefix(
        "Item \"S\" [0,0] at frame 15 (t = 0.25 s): its size jumps") == true)
    // The jump is 20 points tall: within a tolerance of 20.
    #expect(verifyNoJumpInSize(of: "S", in: transition, tolerance: 20) == nil)
    withKnownIssue {
      assertNoJumpInSize(of: "S", in: transition, sampler: tenFPS)
    } matching: {
      shows($0, expected)
    }
  }

  @Test func aChangeWithoutAnimationAtTheStartShowsInTheNextFrame() throws {
    // I's keyframes are both at 0 s: the first keyframe is shown at 0 s, the second after it.
    #expect(
      verifyNoJumpInSize(of: "I", in: try sizeGrowthTransition(), sampler: tenFPS) == """
        Item "I" [0,1] at frame 1 (t = 0.1 s): its size jumps from 10 × 10 to 10 × 30 at t = \
        0 s, without animation.

            frame  time   size
            0      0 s    10 × 10
          → 1      0.1 s  10 × 30
            2      0.2 s  10 × 30
            3      0.3 s  10 × 30
        """)
  }

  @Test func aLayoutSwapWithoutAnimationInAScenario() throws {
    // The swap happens at 0.5 s: frame 5 (0.5 s) still shows the 50 × 50 items, frame 6 the
    // 100 × 50 ones.
    let run = try restingRun(step: swapToWideItems(animated: false))
    #expect(
      verifyNoJumpInSize(of: "A", in: run) == """
        Item "A" [0,0] at frame 6 (t = 0.6 s): its size jumps from 50 × 50 to 100 × 50 at t = \
        0.5 s, without animation.

            frame  time   size
            4      0.4 s  50 × 50
            5      0.5 s  50 × 50
          → 6      0.6 s  100 × 50
            7      0.7 s  100 × 50
            8      0.8 s  100 × 50
        """)
    #expect(
      verifyNoJumpInSize(of: "A", in: try restingRun(step: swapToWideItems(animated: true)))
        == nil)
  }

  @Test func aFrameSequenceCannotTell() throws {
    let frames = tenFPS.frames(of: try sizeJumpTransition())
    #expect(
      verifyNoJumpInSize(of: "S", in: frames) == """
        A FrameSequence has only frames: it does not say when its animations run, so a change \
        without animation cannot be told from an animated one. Check the Transition, Timeline or \
        ScenarioRun it was sampled from.
        """)
    #expect(
      verifyNoJumpInSize(of: "Z", in: try sizeJumpTransition())?.hasPrefix(
        "Item \"Z\" is never shown") == true)
  }
}

@Suite struct AssertContentOffsetJumpsTests {
  @Test func aScrollOfTenPointsAFrame() throws {
    let scroll = try offsetScrollTransition()
    #expect(verifyContentOffset(in: scroll, neverJumpsByMoreThan: 10.001, sampler: tenFPS) == nil)
    // At 60 fps the steps are 100 / 60 = 1.67 points.
    #expect(verifyContentOffset(in: scroll, neverJumpsByMoreThan: 1.7) == nil)
    #expect(
      verifyContentOffset(in: scroll, neverJumpsByMoreThan: 9.999, sampler: tenFPS)?.hasPrefix(
        "The content offset at frame 1 (t = 0.1 s) jumps by 10 points, from (0, 0) at frame 0 "
          + "to (0, 10); the limit is 9.999 points.\n\n") == true)
    assertContentOffset(in: scroll, neverJumpsByMoreThan: 10.001, sampler: tenFPS)
  }

  @Test func aJumpIsMeasuredInAStraightLine() throws {
    // From (0, 0) to (30, 40): √(30² + 40²) = 50 points, between frames 4 and 5 (0.5 s, where
    // the track is already at its third keyframe).
    let expected = """
      The content offset at frame 5 (t = 0.5 s) jumps by 50 points, from (0, 0) at frame 4 to \
      (30, 40); the limit is 49 points.

          frame  time   content offset
          3      0.3 s  (0, 0)
          4      0.4 s  (0, 0)
        → 5      0.5 s  (30, 40)
          6      0.6 s  (30, 40)
          7      0.7 s  (30, 40)
      """
    let jump = try offsetJumpTransition()
    #expect(verifyContentOffset(in: jump, neverJumpsByMoreThan: 49, sampler: tenFPS) == expected)
    #expect(verifyContentOffset(in: jump, neverJumpsByMoreThan: 50, sampler: tenFPS) == nil)
    // A frame sequence carries its content offsets: the same frames, the same failure.
    #expect(
      verifyContentOffset(in: tenFPS.frames(of: jump), neverJumpsByMoreThan: 49) == expected)
    withKnownIssue {
      assertContentOffset(in: jump, neverJumpsByMoreThan: 49, sampler: tenFPS)
    } matching: {
      shows($0, expected)
    }
    #expect(
      verifyContentOffset(in: jump, neverJumpsByMoreThan: -1) == """
        The largest step allowed, -1 points, is invalid: it must be a number of points, 0 or more.
        """)
  }

  @Test func aScrollWithoutAnimationInAScenario() throws {
    // The scroll to (0, 200) happens at 0.5 s, shown from frame 6 (0.6 s) on.
    #expect(
      verifyContentOffset(in: try scrollRun(animated: false), neverJumpsByMoreThan: 50)?
        .hasPrefix(
          "The content offset at frame 6 (t = 0.6 s) jumps by 200 points, from (0, 0) at frame "
            + "5 to (0, 200); the limit is 50 points.") == true)
    // Animated, linear over 1 s: 20 points every 0.1 s.
    let animated = try scrollRun(animated: true)
    #expect(verifyContentOffset(in: animated, neverJumpsByMoreThan: 20.001) == nil)
    #expect(
      verifyContentOffset(in: animated, neverJumpsByMoreThan: 19)?.hasPrefix(
        "The content offset at frame 6 (t = 0.6 s) jumps by 20 points, from (0, 0) at frame 5 "
          + "to (0, 20); the limit is 19 points.") == true)
  }
}

@Suite struct AssertNothingMovesWhileIdleTests {
  @Test func movesDuringAnimationsAreFine() throws {
    #expect(verifyNothingMovesWhileIdle(in: try sampleTransition()) == nil)
    #expect(
      verifyNothingMovesWhileIdle(in: try restingRun(step: swapToWideItems(animated: true)))
        == nil)
    // A scroll moves no frame: frames are in content coordinates.
    #expect(verifyNothingMovesWhileIdle(in: try scrollRun(animated: false)) == nil)
    assertNothingMovesWhileIdle(in: try sampleTransition(), sampler: tenFPS)
  }

  @Test func aLayoutSwapWithoutAnimationMovesEveryItem() throws {
    // Nothing animates in the whole run; at 0.5 s every item takes its place in the new layout.
    let expected = """
      Item "A" [0,0] at frame 6 (t = 0.6 s): its frame moves from (0, 0, 50, 50) at frame 5 to \
      (0, 0, 100, 50) while nothing animates; item "B" [0,1], item "C" [0,2], item "D" [0,3] \
      and item "E" [0,4] move too.

          frame  time   frame
          4      0.4 s  (0, 0, 50, 50)
          5      0.5 s  (0, 0, 50, 50)
        → 6      0.6 s  (0, 0, 100, 50)
          7      0.7 s  (0, 0, 100, 50)
          8      0.8 s  (0, 0, 100, 50)
      """
    let run = try restingRun(step: swapToWideItems(animated: false))
    #expect(verifyNothingMovesWhileIdle(in: run) == expected)
    // D moves furthest: from x 203 (202.5 on the display's pixels) to 0.
    #expect(verifyNothingMovesWhileIdle(in: run, tolerance: 203) == nil)
    withKnownIssue {
      assertNothingMovesWhileIdle(in: run)
    } matching: {
      shows($0, expected)
    }
  }

  @Test func aViewChangedWithoutAnimationBesideAnAnimatedOne() throws {
    // I jumps at 0 s while S animates from 0 to 1 s: something animates, so nothing is reported.
    // Alone, I's change is a transition without duration: two frames, both at 0 s.
    let growth = try sizeGrowthTransition()
    #expect(verifyNothingMovesWhileIdle(in: growth) == nil)
    let change = try #require(growth.tracks.last)
    let immediate = Transition(
      kind: .batchUpdate, tracks: [change],
      contentOffsetTrack: ValueTrack(start: .zero, end: .zero, animation: .immediate),
      contentSizeTrack: ValueTrack(start: .zero, end: .zero, animation: .immediate))
    #expect(
      verifyNothingMovesWhileIdle(in: immediate) == """
        Item "I" [0,1] at frame 1 (t = 0 s): its frame moves from (45, 0, 10, 10) at frame 0 to \
        (45, -10, 10, 30) while nothing animates.

            frame  time  frame
            0      0 s   (45, 0, 10, 10)
          → 1      0 s   (45, -10, 10, 30)
        """)
    #expect(
      verifyNothingMovesWhileIdle(in: tenFPS.frames(of: growth))?.hasPrefix(
        "A FrameSequence has only frames") == true)
  }
}

final class AssertJumpsXCTests: FailureCapturingTestCase {
  func testEveryWrapperFailsThroughXCTest() throws {
    let sizeJump = try sizeJumpTransition()
    let offsetJump = try offsetJumpTransition()
    let snap = try restingRun(step: swapToWideItems(animated: false))
    let recorded = failures {
      assertNoJumpInSize(of: "S", in: sizeJump, sampler: tenFPS)
      assertContentOffset(in: offsetJump, neverJumpsByMoreThan: 49, sampler: tenFPS)
      assertNothingMovesWhileIdle(in: snap)
    }
    XCTAssertEqual(recorded.count, 3)
    let headlines = [
      "Item \"S\" [0,0] at frame 3 (t = 0.3 s): its size jumps from 10 × 10 to 10 × 30 at t = "
        + "0.25 s, without animation.",
      "The content offset at frame 5 (t = 0.5 s) jumps by 50 points, from (0, 0) at frame 4 to "
        + "(30, 40); the limit is 49 points.",
      "Item \"A\" [0,0] at frame 6 (t = 0.6 s): its frame moves from (0, 0, 50, 50) at frame 5 "
        + "to (0, 0, 100, 50) while nothing animates; item \"B\" [0,1], item \"C\" [0,2], item "
        + "\"D\" [0,3] and item \"E\" [0,4] move too.",
    ]
    for (failure, headline) in zip(recorded, headlines) {
      XCTAssertTrue(failure.message.contains(headline + "\n\n"), failure.message)
    }
    XCTAssertEqual(recorded.map(\.file), Array(repeating: #filePath, count: 3))
    let growth = try sizeGrowthTransition()
    let swap = try restingRun(step: swapToWideItems(animated: true))
    let passing = failures {
      assertNoJumpInSize(of: "S", in: growth, sampler: tenFPS)
      assertContentOffset(in: offsetJump, neverJumpsByMoreThan: 50, sampler: tenFPS)
      assertNothingMovesWhileIdle(in: swap)
    }
    XCTAssertEqual(passing, [])
  }
}
