import Foundation
import Testing
import TransitionSimTesting
import XCTest

@Suite struct AssertAnimatedElementsTests {
  @Test func theElementsWhoseViewsChange() throws {
    let transition = try sampleTransition()
    // A slides, B fades out, C fades in; D keeps still.
    #expect(verifyAnimatedElements(in: transition, are: ["A", "B", "C"]) == nil)
    #expect(
      verifyAnimatedElements(
        in: transition, are: ["A", .item(at: path(1)), .element(cell("B", before: 1, after: nil))])
        == nil)
    #expect(
      verifyAnimatedElements(in: transition, are: ["A", "B", "D"]) == """
        The animated elements are not the expected ones: item "C" [0,1] animates but is not \
        expected; nothing that matches item "D" animates.

        Animated (3): item "A" [0,0], item "C" [0,1] and item "B" [0,1].
        """)
    #expect(
      verifyAnimatedElements(in: transition, are: ["A"]) == """
        The animated elements are not the expected ones: item "C" [0,1] and item "B" [0,1] \
        animate but are not expected.

        Animated (3): item "A" [0,0], item "C" [0,1] and item "B" [0,1].
        """)
  }

  @Test func aMovementWithinTheToleranceIsStill() throws {
    let linear = try oneSecondLinear()
    let transition = Transition(
      kind: .batchUpdate,
      tracks: [
        Track(
          element: cell("A", before: 0, after: 0), change: .unchanged,
          start: square(item: 0, x: 0), end: square(item: 0, x: 0.0005), animation: linear)
      ],
      contentOffsetTrack: ValueTrack(start: .zero, end: .zero, animation: linear),
      contentSizeTrack: ValueTrack(start: .zero, end: .zero, animation: linear))
    #expect(verifyAnimatedElements(in: transition, are: []) == nil)
    #expect(verifyAnimatedElements(in: transition, are: ["A"], tolerance: .exact) == nil)
  }
}

final class AssertAnimatedElementsXCTests: FailureCapturingTestCase {
  func testAssertFailsThroughXCTest() throws {
    let transition = try sampleTransition()
    XCTAssertTrue(
      failures { assertAnimatedElements(in: transition, are: ["A", "B", "C"]) }.isEmpty)
    let recorded = failures { assertAnimatedElements(in: transition, are: ["D"]) }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(
      recorded.first?.message.contains("nothing that matches item \"D\" animates.") ?? false)
  }
}
