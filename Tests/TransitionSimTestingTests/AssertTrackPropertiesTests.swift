import Foundation
import Testing
import TransitionSimTesting
import XCTest

/// X slides right through an overshoot: x = 0 at 0 s, 120 at 0.5 s, 100 at 1 s, linear between.
func overshootingTransition() throws -> Transition {
  let linear = AnimationCurve.timing(.linear)
  let track = try Track(
    element: cell("X", before: 0, after: 0), change: .unchanged,
    keyframes: [
      Keyframe(time: 0, attributes: square(item: 0, x: 0), curve: linear),
      Keyframe(time: 0.5, attributes: square(item: 0, x: 120), curve: linear),
      Keyframe(time: 1, attributes: square(item: 0, x: 100), curve: linear),
    ])
  let still = try oneSecondLinear()
  return Transition(
    kind: .batchUpdate, tracks: [track],
    contentOffsetTrack: ValueTrack(start: .zero, end: .zero, animation: still),
    contentSizeTrack: ValueTrack(start: .zero, end: .zero, animation: still))
}

/// E slides from x 0 to 100 through F, which stays at x 50; G, invisible, sits at x 50 too.
func crossingTransition() throws -> Transition {
  let linear = try oneSecondLinear()
  return Transition(
    kind: .batchUpdate,
    tracks: [
      Track(
        element: cell("E", before: 0, after: 0), change: .unchanged, start: square(item: 0, x: 0),
        end: square(item: 0, x: 100), animation: linear),
      Track(
        element: cell("G", before: 1, after: 1), change: .unchanged,
        start: square(item: 1, x: 50, alpha: 0), end: square(item: 1, x: 50, alpha: 0),
        animation: linear),
      Track(
        element: cell("F", before: 2, after: 2), change: .unchanged,
        start: square(item: 2, x: 50), end: square(item: 2, x: 50), animation: linear),
    ],
    contentOffsetTrack: ValueTrack(start: .zero, end: .zero, animation: linear),
    contentSizeTrack: ValueTrack(start: .zero, end: .zero, animation: linear))
}

@Suite struct AssertMonotonicProgressTests {
  @Test func aLinearSlideProgressesMonotonically() throws {
    let transition = try sampleTransition()
    for attribute in AnimatedAttribute.allCases {
      #expect(verifyMonotonicProgress(of: "A", in: transition, on: attribute) == nil)
      #expect(verifyMonotonicProgress(of: "C", in: transition, on: attribute) == nil)
    }
    assertMonotonicProgress(of: "B", in: transition, on: .alpha)
  }

  @Test func anOvershootMovesAwayFromTheEnd() throws {
    let message = verifyMonotonicProgress(
      of: "X", in: try overshootingTransition(), on: .center, sampler: tenFPS)
    // Distances to x = 100: 100, 76, 52, 28, 4 at frame 4, then 20 at frame 5.
    #expect(
      message == """
        Item "X" [0,0] at frame 5 (t = 0.5 s): center moves away from its end value (100, 5), to \
        20 from 4 at frame 4.

            frame  time   center
            3      0.3 s  (72, 5)
            4      0.4 s  (96, 5)
          → 5      0.5 s  (120, 5)
            6      0.6 s  (116, 5)
            7      0.7 s  (112, 5)
        """)
    #expect(
      verifyMonotonicProgress(
        of: "X", in: try overshootingTransition(), on: .center,
        tolerance: AttributeTolerance(center: 20), sampler: tenFPS) == nil)
    #expect(
      verifyMonotonicProgress(of: "X", in: try overshootingTransition(), on: .size) == nil)
  }
}

@Suite struct AssertStaysInsideTests {
  @Test func theFrameStaysInsideTheRect() throws {
    let transition = try sampleTransition()
    // A's frame goes from (-5, 0) to (95, 0), 10 × 10.
    #expect(
      verifyFrame(of: "A", in: transition, staysInside: CGRect(x: -5, y: 0, width: 110, height: 10))
        == nil)
    let message = verifyFrame(
      of: "A", in: transition, staysInside: CGRect(x: 0, y: 0, width: 100, height: 10),
      sampler: tenFPS)
    #expect(
      message == """
        Item "A" [0,0] at frame 0 (t = 0 s): its frame (-5, 0, 10, 10) is outside (0, 0, 100, \
        10) by 5 points on the left.

            frame  time   frame
          → 0      0 s    (-5, 0, 10, 10)
            1      0.1 s  (5, 0, 10, 10)
            2      0.2 s  (15, 0, 10, 10)
        """)
    #expect(
      verifyFrame(
        of: "A", in: transition, staysInside: CGRect(x: -5, y: 0, width: 90, height: 10),
        sampler: tenFPS)?.hasPrefix(
          "Item \"A\" [0,0] at frame 9 (t = 0.9 s): its frame (85, 0, 10, 10) is outside (-5, 0, "
            + "90, 10) by 10 points on the right.") == true)
  }
}

@Suite struct AssertNeverOverlapsTests {
  @Test func elementsThatStayApart() throws {
    let transition = try sampleTransition()
    #expect(verifyFrame(of: "A", in: transition, neverOverlaps: "D") == nil)
    #expect(verifyFrame(of: "A", in: transition, neverOverlaps: .anyOtherElement) == nil)
    // F overlaps the invisible G, which does not count.
    #expect(verifyFrame(of: "G", in: try crossingTransition(), neverOverlaps: "F") == nil)
  }

  @Test func aCrossingNamesBothFrames() throws {
    let expected = """
      Item "E" [0,0] at frame 5 (t = 0.5 s): its frame (45, 0, 10, 10) overlaps the frame (45, \
      0, 10, 10) of item "F" [0,2] by 10 × 10 points.

          frame  time   frame            frame of item "F" [0,2]
          3      0.3 s  (25, 0, 10, 10)  (45, 0, 10, 10)
          4      0.4 s  (35, 0, 10, 10)  (45, 0, 10, 10)
        → 5      0.5 s  (45, 0, 10, 10)  (45, 0, 10, 10)
          6      0.6 s  (55, 0, 10, 10)  (45, 0, 10, 10)
          7      0.7 s  (65, 0, 10, 10)  (45, 0, 10, 10)
      """
    // At frame 4 the frames only touch (35–45 and 45–55): no overlap yet.
    let transition = try crossingTransition()
    #expect(verifyFrame(of: "E", in: transition, neverOverlaps: "F", sampler: tenFPS) == expected)
    #expect(
      verifyFrame(of: "E", in: transition, neverOverlaps: .anyOtherElement, sampler: tenFPS)
        == expected)
    #expect(
      verifyFrame(
        of: "E", in: transition, neverOverlaps: .element(.item(at: path(2))), tolerance: 10,
        sampler: tenFPS) == nil)
  }
}

@Suite struct AssertReachesTargetTests {
  @Test func reachingTheTargetAndSettling() throws {
    let transition = try sampleTransition()
    #expect(
      verifyReachesTarget(
        of: "A", in: transition, target: ExpectedAttributes(center: CGPoint(x: 100, y: 5)))
        == nil)
    #expect(verifyReachesTarget(of: "D", in: transition, by: 0) == nil)
    #expect(verifyReachesTarget(of: "A", in: transition, by: 1) == nil)
    #expect(
      verifyReachesTarget(
        of: "A", in: transition, target: ExpectedAttributes(alpha: 0.5), sampler: tenFPS) == """
          Item "A" [0,0] does not reach its target at its end (t = 1 s): alpha is 1, expected \
          0.5 ± 0.001 (off by 0.5).

              frame  time   alpha
              8      0.8 s  1
              9      0.9 s  1
            → 10     1 s    1
          """)
  }

  @Test func aViewStillMovingHasNotSettled() throws {
    let message = verifyReachesTarget(
      of: "A", in: try sampleTransition(), by: 0.75, sampler: tenFPS)
    // The first frame at or after 0.75 s is frame 8, where A is at x 80, not 100.
    #expect(
      message?.split(separator: "\n").first == """
        Item "A" [0,0] has not reached its target by t = 0.75 s, at frame 8 (t = 0.8 s): frame \
        is (75, 0, 10, 10), expected (95, 0, 10, 10) ± 0.001 (off by 20 in x). Also center is \
        (80, 5), expected (100, 5) ± 0.001 (off by 20 in x).
        """)
    // X is back at 100 only in its last frame, 10; at frame 9 it is at 104.
    let overshoot = try overshootingTransition()
    #expect(verifyReachesTarget(of: "X", in: overshoot, by: 0.95, sampler: tenFPS) == nil)
    #expect(
      verifyReachesTarget(of: "X", in: overshoot, by: 0.85, sampler: tenFPS)?.hasPrefix(
        "Item \"X\" [0,0] has not reached its target by t = 0.85 s, at frame 9 (t = 0.9 s): "
          + "frame is (99, 0, 10, 10), expected (95, 0, 10, 10) ± 0.001 (off by 4 in x).")
        == true)
  }
}

final class AssertTrackPropertiesXCTests: FailureCapturingTestCase {
  func testEveryWrapperFailsThroughXCTest() throws {
    let transition = try sampleTransition()
    let crossing = try crossingTransition()
    let overshoot = try overshootingTransition()
    let recorded = failures {
      assertStart(of: "C", in: transition, equal: ExpectedAttributes(alpha: 1))
      assertEnd(of: "C", in: transition, equal: ExpectedAttributes(alpha: 0))
      assertChange(of: "C", in: transition, is: .deleted)
      assertMonotonicProgress(of: "X", in: overshoot, on: .center)
      assertFrame(of: "A", in: transition, staysInside: .zero)
      assertFrame(of: "E", in: crossing, neverOverlaps: "F")
      assertReachesTarget(of: "A", in: transition, by: 0.5)
    }
    XCTAssertEqual(recorded.count, 7)
    let passing = failures {
      assertStart(of: "C", in: transition, equal: ExpectedAttributes(alpha: 0))
      assertEnd(of: "C", in: transition, equal: ExpectedAttributes(alpha: 1))
      assertChange(of: "C", in: transition, is: .inserted)
      assertMonotonicProgress(of: "A", in: transition, on: .center)
      assertFrame(of: "D", in: transition, staysInside: CGRect(x: 0, y: 0, width: 500, height: 10))
      assertFrame(of: "A", in: transition, neverOverlaps: .anyOtherElement)
      assertReachesTarget(of: "A", in: transition, by: 1)
    }
    XCTAssertEqual(passing, [])
  }
}
