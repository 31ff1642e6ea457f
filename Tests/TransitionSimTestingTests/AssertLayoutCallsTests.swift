import Foundation
import Testing
import TransitionSimTesting
import XCTest

/// A transition whose layout `L` was asked, in order: prepare, prepare for the updates, the
/// appearing item [0,3], finalize.
func loggedTransition() throws -> Transition {
  var transition = try sampleTransition()
  transition.layoutCalls = [
    LayoutCall(method: "prepare()", layout: "L"),
    LayoutCall(method: "prepare(forCollectionViewUpdates:)", layout: "L"),
    LayoutCall(
      method: "initialLayoutAttributesForAppearingItem(at:)", layout: "L", indexPath: path(3)),
    LayoutCall(
      method: "indexPathsToInsertForSupplementaryView(ofKind:)", layout: "L", kind: "Header"),
    LayoutCall(method: "finalizeCollectionViewUpdates()", layout: "L"),
  ]
  return transition
}

@Suite struct AssertLayoutCallsTests {
  @Test func callsReadAsMethodKindAndIndexPath() throws {
    let transition = try loggedTransition()
    let calls = [
      "prepare()", "prepare(forCollectionViewUpdates:)",
      "initialLayoutAttributesForAppearingItem(at:) [0,3]",
      "indexPathsToInsertForSupplementaryView(ofKind:) Header", "finalizeCollectionViewUpdates()",
    ]
    #expect(verifyLayoutCalls(in: transition, equal: calls) == nil)
    #expect(
      verifyLayoutCalls(
        in: transition, equal: calls.map { "L." + $0 }, includingLayoutNames: true) == nil)
    #expect(
      verifyLayoutCalls(
        in: transition, equal: ["prepare()", "finalizeCollectionViewUpdates()"],
        methods: ["prepare()", "finalizeCollectionViewUpdates()"]) == nil)
  }

  @Test func aDifferentCallIsShownInALineDiff() throws {
    let message = verifyLayoutCalls(
      in: try loggedTransition(),
      equal: [
        "prepare()", "prepare(forCollectionViewUpdates:)",
        "initialLayoutAttributesForAppearingItem(at:) [0,2]",
        "indexPathsToInsertForSupplementaryView(ofKind:) Header", "finalizeCollectionViewUpdates()",
      ])
    #expect(
      message == """
        The layout calls differ from the expected ones at call 3 of 5: expected \
        "initialLayoutAttributesForAppearingItem(at:) [0,2]", got \
        "initialLayoutAttributesForAppearingItem(at:) [0,3]".

        @@ −1,5 +1,5 @@
         prepare()
         prepare(forCollectionViewUpdates:)
        −initialLayoutAttributesForAppearingItem(at:) [0,2]
        +initialLayoutAttributesForAppearingItem(at:) [0,3]
         indexPathsToInsertForSupplementaryView(ofKind:) Header
         finalizeCollectionViewUpdates()
        (Expected: −, Actual: +)
        """)
  }

  @Test func missingAndExtraCalls() throws {
    let transition = try loggedTransition()
    let methods: Set<String> = ["prepare()", "finalizeCollectionViewUpdates()"]
    #expect(
      verifyLayoutCalls(in: transition, equal: ["prepare()"], methods: methods) == """
        The layout made 2 calls, expected 1: after the expected calls it made \
        "finalizeCollectionViewUpdates()".

        @@ −1,1 +1,2 @@
         prepare()
        +finalizeCollectionViewUpdates()
        (Expected: −, Actual: +)
        """)
    #expect(
      verifyLayoutCalls(
        in: transition, equal: ["prepare()", "finalizeCollectionViewUpdates()", "prepare()"],
        methods: methods) == """
          The layout made 2 calls, expected 3: it made the first 2 expected calls, but not \
          "prepare()".

          @@ −1,3 +1,2 @@
           prepare()
           finalizeCollectionViewUpdates()
          −prepare()
          (Expected: −, Actual: +)
          """)
  }

  @Test func aFlowLayoutDeleteFollowsUIKitsLifecycle() throws {
    let (view, _) = flowView(items: ["a", "b", "c", "d", "e"])
    try view.layoutIfNeeded()
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(1)]) }
    // UIKit's order: the layout is invalidated and prepared with the new data, told about the
    // updates, asked for the target offset, then for the hooks, and finalized.
    assertLayoutCalls(
      in: transition,
      equal: [
        "invalidateLayout(with:)", "prepare()", "prepare(forCollectionViewUpdates:)",
        "targetContentOffset(forProposedContentOffset:)", "finalizeCollectionViewUpdates()",
      ],
      methods: [
        "invalidateLayout(with:)", "prepare()", "prepare(forCollectionViewUpdates:)",
        "targetContentOffset(forProposedContentOffset:)", "finalizeCollectionViewUpdates()",
      ])
    // The deleted item's disappearing hook is asked with its old index path.
    let finals = transition.layoutCalls.filter {
      $0.method == "finalLayoutAttributesForDisappearingItem(at:)"
    }
    #expect(finals.first?.indexPath == path(1))
  }
}

final class AssertLayoutCallsXCTests: FailureCapturingTestCase {
  func testAssertFailsThroughXCTest() throws {
    let transition = try loggedTransition()
    let recorded = failures { assertLayoutCalls(in: transition, equal: []) }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(
      recorded.first?.message.contains(
        "The layout made 5 calls, expected 0: after the expected calls it made \"prepare()\".")
        ?? false)
  }
}
