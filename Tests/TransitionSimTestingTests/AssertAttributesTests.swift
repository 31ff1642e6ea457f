import Foundation
import Testing
import TransitionSimTesting
import XCTest

@Suite struct AssertAttributesTests {
  @Test func passesWhenEveryExpectedAttributeIsWithinTolerance() throws {
    let transition = try sampleTransition()
    // A slides from x 0 to 100 in one linear second: x = 50 half way.
    #expect(
      verifyAttributes(
        of: "A", in: transition, at: 0.5,
        equal: ExpectedAttributes(
          frame: CGRect(x: 45, y: 0, width: 10, height: 10), center: CGPoint(x: 50, y: 5),
          size: CGSize(width: 10, height: 10), alpha: 1, transform: .identity, zIndex: 0,
          isHidden: false), sampler: tenFPS) == nil)
    #expect(
      verifyAttributes(
        of: "A", in: transition, at: 0.5, equal: ExpectedAttributes(center: CGPoint(x: 50.4, y: 5)),
        tolerance: .points(0.5)) == nil)
    // Every attribute of the end state, as a layout would return it.
    #expect(
      verifyAttributes(
        of: "A", in: transition, atFrame: 10, equal: ExpectedAttributes(square(item: 0, x: 100)),
        sampler: tenFPS) == nil)
  }

  @Test func failureNamesTheElementFrameTimeValuesAndDifference() throws {
    let message = verifyAttributes(
      of: "A", in: try sampleTransition(), at: 0.5,
      equal: ExpectedAttributes(center: CGPoint(x: 40, y: 5)), sampler: tenFPS)
    #expect(
      message == """
        Item "A" [0,0] at frame 5 (t = 0.5 s): center is (50, 5), expected (40, 5) ± 0.001 (off \
        by 10 in x).

            frame  time   center
            3      0.3 s  (30, 5)
            4      0.4 s  (40, 5)
          → 5      0.5 s  (50, 5)
            6      0.6 s  (60, 5)
            7      0.7 s  (70, 5)
        """)
  }

  @Test func aScalarAttributeHasNoComponentAndTheTableStopsAtTheEnds() throws {
    // B fades out: alpha = 1 − t, so 0.7 at frame 3.
    let message = verifyAttributes(
      of: "B", in: try sampleTransition(), atFrame: 1, equal: ExpectedAttributes(alpha: 0.5),
      sampler: tenFPS)
    #expect(
      message == """
        Item "B" [0,1] at frame 1 (t = 0.1 s): alpha is 0.9, expected 0.5 ± 0.001 (off by 0.4).

            frame  time   alpha
            0      0 s    1
          → 1      0.1 s  0.9
            2      0.2 s  0.8
            3      0.3 s  0.7
        """)
  }

  @Test func aTimeBetweenFramesIsEvaluatedExactly() throws {
    let transition = try sampleTransition()
    #expect(
      verifyAttributes(
        of: "A", in: transition, at: 0.55, equal: ExpectedAttributes(center: CGPoint(x: 55, y: 5)),
        sampler: tenFPS) == nil)
    let message = verifyAttributes(
      of: "A", in: transition, at: 0.55, equal: ExpectedAttributes(center: CGPoint(x: 50, y: 5)),
      sampler: tenFPS)
    #expect(
      message == """
        Item "A" [0,0] at t = 0.55 s (between frames 5 and 6): center is (55, 5), expected \
        (50, 5) ± 0.001 (off by 5 in x).

            frame  time    center
            4      0.4 s   (40, 5)
            5      0.5 s   (50, 5)
          →        0.55 s  (55, 5)
            6      0.6 s   (60, 5)
            7      0.7 s   (70, 5)
        """)
  }

  @Test func aFrameSequenceShowsTheFrameOnScreen() throws {
    let frames = tenFPS.frames(of: try sampleTransition())
    // 0.55 s shows frame 5, where A is at 50.
    #expect(
      verifyAttributes(
        of: "A", in: frames, at: 0.55, equal: ExpectedAttributes(center: CGPoint(x: 50, y: 5)))
        == nil)
    let message = verifyAttributes(
      of: "A", in: frames, at: 0.55, equal: ExpectedAttributes(center: CGPoint(x: 55, y: 5)))
    #expect(
      message?.hasPrefix(
        "Item \"A\" [0,0] at frame 5 (t = 0.5 s): center is (50, 5), expected (55, 5)") == true)
  }

  @Test func everyDifferingAttributeIsNamed() throws {
    let message = verifyAttributes(
      of: "C", in: try sampleTransition(), atFrame: 10,
      equal: ExpectedAttributes(
        center: CGPoint(x: 300, y: 5), size: CGSize(width: 20, height: 10), alpha: 0.5,
        zIndex: 2, isHidden: true),
      sampler: tenFPS)
    let headline = message?.split(separator: "\n").first
    #expect(
      headline == """
        Item "C" [0,1] at frame 10 (t = 1 s): size is 10 × 10, expected 20 × 10 ± 0.001 (off by \
        10 in width). Also alpha is 1, expected 0.5 ± 0.001 (off by 0.5); zIndex is 0, expected \
        2 (off by 2); hidden is false, expected true.
        """)
  }

  @Test func selectorsByIndexPathKeyElementAndGhost() throws {
    let transition = try sampleTransition()
    // [0,1] after the change is C (inserted, alpha 0 at the start), not B, which was there before.
    #expect(
      verifyAttributes(
        of: .item(at: path(1)), in: transition, atFrame: 0, equal: ExpectedAttributes(alpha: 0),
        sampler: tenFPS) == nil)
    #expect(
      verifyAttributes(
        of: .element(.cell(path(2))), in: transition, atFrame: 0,
        equal: ExpectedAttributes(center: CGPoint(x: 400, y: 5)), sampler: tenFPS) == nil)
    #expect(
      verifyAttributes(
        of: .element(cell("B", before: 1, after: nil)), in: transition, atFrame: 5,
        equal: ExpectedAttributes(alpha: 0.5), sampler: tenFPS) == nil)
    // Only deleted B had [0,2]'s neighbour [0,1] before; nobody has a ghost.
    let ghost = verifyAttributes(
      of: ElementSelector.item("A").ghost, in: transition, atFrame: 0,
      equal: ExpectedAttributes(alpha: 1), sampler: tenFPS)
    #expect(ghost?.hasPrefix("Ghost of item \"A\" is not shown at frame 0 (t = 0 s);") == true)
  }

  @Test func aViewThatIsNotShownIsNamedWithWhatIs() throws {
    let message = verifyAttributes(
      of: "Z", in: try sampleTransition(), at: 0.5, equal: ExpectedAttributes(alpha: 1),
      sampler: tenFPS)
    // Drawing order: A, then C before B (both [0,1]; C has no place before), then D.
    #expect(
      message == """
        Item "Z" is not shown at frame 5 (t = 0.5 s); shown there: item "A" [0,0], item "C" \
        [0,1], item "B" [0,1] and item "D" [0,2].
        """)
  }

  @Test func framesOutOfRangeAndNonFiniteTimesAreFailures() throws {
    let transition = try sampleTransition()
    #expect(
      verifyAttributes(
        of: "A", in: transition, atFrame: 11, equal: ExpectedAttributes(alpha: 1), sampler: tenFPS)
        == "Frame 11 is out of range: the animation has 11 frames, 0 to 10.")
    #expect(
      verifyAttributes(of: "A", in: transition, at: .nan, equal: ExpectedAttributes(alpha: 1))
        == "The time NaN s is not finite.")
  }

  @Test func expectReportsTheMessageAtTheCallersLine() throws {
    let transition = try sampleTransition()
    let expected = verifyAttributes(
      of: "B", in: transition, at: 0.5, equal: ExpectedAttributes(alpha: 1))
    let line = #line + 2
    withKnownIssue {
      assertAttributes(of: "B", in: transition, at: 0.5, equal: ExpectedAttributes(alpha: 1))
    } matching: { issue in
      expected.map { shows(issue, $0) } == true && issue.sourceLocation?.line == line
    }
    // Passing: no issue.
    assertAttributes(of: "B", in: transition, at: 0.5, equal: ExpectedAttributes(alpha: 0.5))
    assertAttributes(
      of: "B", in: transition, atFrame: 30, equal: ExpectedAttributes(alpha: 0.5))
  }

  @Test func anErrorThrownByTheAnimationIsAFailure() {
    func failing() throws -> Transition { throw SampleError() }
    func check() {
      assertAttributes(of: "A", in: try failing(), at: 0, equal: ExpectedAttributes(alpha: 1))
    }
    withKnownIssue {
      check()
    } matching: { issue in
      shows(issue, "Evaluating the animation threw an error: the sample error")
    }
  }
}

final class AssertAttributesXCTests: FailureCapturingTestCase {
  func testAssertReportsTheVerifyMessageThroughXCTest() throws {
    let transition = try sampleTransition()
    let expected = try XCTUnwrap(
      verifyAttributes(of: "C", in: transition, atFrame: 2, equal: ExpectedAttributes(alpha: 1)))
    let line = #line + 2
    let recorded = failures {
      assertAttributes(of: "C", in: transition, atFrame: 2, equal: ExpectedAttributes(alpha: 1))
    }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.message.hasSuffix(expected) ?? false)
    XCTAssertEqual(recorded.first?.line, line)
    // C fades in, alpha = t: 0.2 at 60 fps frame 12.
    XCTAssertTrue(expected.hasPrefix("Item \"C\" [0,1] at frame 2 (t = 0.033 s): alpha is 0.0333"))
    XCTAssertTrue(
      failures { assertAttributes(of: "C", in: transition, at: 0.2, equal: .init(alpha: 0.2)) }
        .isEmpty)
  }
}
