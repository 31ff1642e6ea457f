import Foundation
import Testing
import TransitionSimTesting

/// Deleting B from a flow-layout grid of five 50 × 50 items in a 320-point-wide view: a full
/// line is justified, so the columns are 67.5 points apart and the items' centers are at
/// x = 25, 92.5, 160, 227.5 and 295.
@Suite struct GridAnimationTests {
  func makeView() -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C", "D", "E"]])
    view.displayScale = 0  // no pixel rounding: every frame is exact
    return view
  }

  @Test func theLayoutKeepsUIKitsContract() {
    let view = makeView()
    assertLayout(view.collectionViewLayout, in: view)
  }

  @Test func deletingBSlidesTheOthersLeft() throws {
    let view = makeView()
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    // Who changes: B is deleted, C, D and E slide left, A stays.
    assertChange(of: "B", in: transition, is: .deleted)
    assertAnimatedElements(in: transition, are: ["B", "C", "D", "E"])
    // B fades out where it is; C takes its column, half way there half way through.
    assertEnd(of: "B", in: transition, equal: ExpectedAttributes(alpha: 0))
    assertStart(of: "C", in: transition, equal: ExpectedAttributes(center: CGPoint(x: 160, y: 25)))
    assertAttributes(
      of: "C", in: transition, at: 0.15,
      equal: ExpectedAttributes(center: CGPoint(x: 126.25, y: 25))
    )
    assertEnd(of: "C", in: transition, equal: ExpectedAttributes(center: CGPoint(x: 92.5, y: 25)))
    // How C moves: straight to its place, on screen, never touching D.
    assertMonotonicProgress(of: "C", in: transition, on: .center)
    assertFrame(of: "C", in: transition, staysInside: view.bounds)
    assertFrame(of: "C", in: transition, neverOverlaps: "D")
    assertReachesTarget(
      of: "E", in: transition, target: ExpectedAttributes(center: CGPoint(x: 227.5, y: 25)))
    // UIKit's lifecycle: the deleted item's hook, then each survivor's, old and new index paths.
    assertLayoutCalls(
      in: transition,
      equal: [
        "finalLayoutAttributesForDisappearingItem(at:) [0,1]",
        "finalLayoutAttributesForDisappearingItem(at:) [0,0]",
        "initialLayoutAttributesForAppearingItem(at:) [0,0]",
        "finalLayoutAttributesForDisappearingItem(at:) [0,2]",
        "initialLayoutAttributesForAppearingItem(at:) [0,1]",
        "finalLayoutAttributesForDisappearingItem(at:) [0,3]",
        "initialLayoutAttributesForAppearingItem(at:) [0,2]",
        "finalLayoutAttributesForDisappearingItem(at:) [0,4]",
        "initialLayoutAttributesForAppearingItem(at:) [0,3]",
      ],
      methods: [
        "finalLayoutAttributesForDisappearingItem(at:)",
        "initialLayoutAttributesForAppearingItem(at:)",
      ])
    // Every frame, against __Dumps__/GridAnimationTests/deletingBSlidesTheOthersLeft.delete-B.json.
    assertFrames(of: transition, named: "delete-B")
  }
}
