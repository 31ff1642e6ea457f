import Foundation
import Testing
import TransitionSimTesting

@Suite struct AssertStartAndEndTests {
  @Test func startAndEndAreTheFirstAndLastFramesThatShowTheView() throws {
    let transition = try sampleTransition()
    #expect(verifyStart(of: "C", in: transition, equal: ExpectedAttributes(alpha: 0)) == nil)
    #expect(verifyEnd(of: "C", in: transition, equal: ExpectedAttributes(alpha: 1)) == nil)
    #expect(verifyEnd(of: "B", in: transition, equal: ExpectedAttributes(alpha: 0)) == nil)
    #expect(
      verifyEnd(
        of: "A", in: transition, equal: ExpectedAttributes(square(item: 0, x: 100)),
        tolerance: .exact) == nil)
    assertStart(of: "A", in: transition, equal: ExpectedAttributes(center: CGPoint(x: 0, y: 5)))
    assertEnd(of: "D", in: transition, equal: ExpectedAttributes(center: CGPoint(x: 400, y: 5)))
  }

  @Test func aWrongStartNamesItsFirstFrame() throws {
    let message = verifyStart(
      of: "C", in: try sampleTransition(), equal: ExpectedAttributes(alpha: 1), sampler: tenFPS)
    #expect(
      message == """
        Item "C" [0,1] at its start (t = 0 s): alpha is 0, expected 1 ± 0.001 (off by 1).

            frame  time   alpha
          → 0      0 s    0
            1      0.1 s  0.1
            2      0.2 s  0.2
        """)
  }

  @Test func aWrongEndNamesItsLastFrame() throws {
    let message = verifyEnd(
      of: "A", in: try sampleTransition(),
      equal: ExpectedAttributes(frame: CGRect(x: 95, y: 60, width: 10, height: 10)),
      sampler: tenFPS)
    #expect(
      message == """
        Item "A" [0,0] at its end (t = 1 s): frame is (95, 0, 10, 10), expected (95, 60, 10, \
        10) ± 0.001 (off by 60 in y).

            frame  time   frame
            8      0.8 s  (75, 0, 10, 10)
            9      0.9 s  (85, 0, 10, 10)
          → 10     1 s    (95, 0, 10, 10)
        """)
    withKnownIssue {
      assertEnd(of: "A", in: try sampleTransition(), equal: ExpectedAttributes(alpha: 0))
    }
  }

  @Test func aDeletedViewEndsAtItsLastKeyframeThoughNoFrameShowsIt() throws {
    // UIKit removes B when its animation ends: the last frame does not show it.
    let message = verifyEnd(
      of: "B", in: try sampleTransition(), equal: ExpectedAttributes(alpha: 0.5), sampler: tenFPS)
    #expect(
      message == """
        Item "B" [0,1] at its end (t = 1 s): alpha is 0, expected 0.5 ± 0.001 (off by 0.5).

            frame  time   alpha
            9      0.9 s  0.1
            10     1 s    not shown
          →        1 s    0
        """)
  }

  @Test func aFrameSequenceStartsAndEndsWithTheFramesThatShowTheView() throws {
    let frames = tenFPS.frames(of: try sampleTransition())
    #expect(verifyStart(of: "C", in: frames, equal: ExpectedAttributes(alpha: 0)) == nil)
    #expect(
      verifyEnd(of: "B", in: frames, equal: ExpectedAttributes(alpha: 0))?.split(separator: "\n")
        .first
          == """
          Item "B" [0,1] at frame 9 (t = 0.9 s), its last frame: alpha is 0.1, expected 0 ± 0.001 \
          (off by 0.1).
          """)
  }

  @Test func aViewNeverShownIsAFailure() throws {
    let message = verifyStart(
      of: .item(at: path(7)), in: try sampleTransition(), equal: ExpectedAttributes(alpha: 1))
    #expect(
      message == """
        Cell [0,7] is never shown in the animation's 61 frames; frame 0 shows item "A" [0,0], \
        item "C" [0,1], item "B" [0,1] and item "D" [0,2].
        """)
  }
}

@Suite struct AssertChangeTests {
  @Test func theChangeOfEachElement() throws {
    let transition = try sampleTransition()
    #expect(verifyChange(of: "A", in: transition, is: .unchanged) == nil)
    #expect(verifyChange(of: "B", in: transition, is: .deleted) == nil)
    #expect(verifyChange(of: .item(at: path(1)), in: transition, is: .inserted) == nil)
    #expect(
      verifyChange(of: "B", in: transition, is: .moved)
        == "Item \"B\" [0,1] is deleted, expected moved.")
    #expect(
      verifyChange(of: "C", in: transition, is: .reloaded, at: 0.1, sampler: tenFPS)
        == "Item \"C\" [0,1] is inserted at frame 1 (t = 0.1 s), expected reloaded.")
    assertChange(of: "D", in: transition, is: .unchanged)
    withKnownIssue { assertChange(of: "D", in: transition, is: .moved) }
  }

  @Test func aRealDeleteInAFlowLayout() throws {
    let (view, _) = flowView(items: ["a", "b", "c", "d", "e"])
    try view.layoutIfNeeded()
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(1)]) }
    #expect(verifyChange(of: "b", in: transition, is: .deleted) == nil)
    // c moves to b's place; the items after it shift left: none moved explicitly.
    #expect(verifyChange(of: "c", in: transition, is: .unchanged) == nil)
    // c slides from the second place of the line (x 67.5) to the first gap's… its new place is
    // b's: x = 50 + 17.5 = 67.5, from x = 2 · 67.5 = 135.
    #expect(
      verifyStart(
        of: "c", in: transition,
        equal: ExpectedAttributes(frame: CGRect(x: 135, y: 0, width: 50, height: 50)))
        == nil)
    #expect(
      verifyEnd(
        of: "c", in: transition,
        equal: ExpectedAttributes(frame: CGRect(x: 67.5, y: 0, width: 50, height: 50))) == nil)
  }
}
