import Foundation
import TransitionSimTesting
import XCTest

/// The same checks as an XCTest case: the same `assert…` calls report to XCTest here.
final class GridAnimationXCTests: XCTestCase {
  func makeView() -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C", "D", "E"]])
    view.displayScale = 0
    return view
  }

  func testDeletingBSlidesTheOthersLeft() throws {
    let view = makeView()
    assertLayout(view.collectionViewLayout, in: view)
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    assertChange(of: "B", in: transition, is: .deleted)
    assertAnimatedElements(in: transition, are: ["B", "C", "D", "E"])
    assertEnd(of: "B", in: transition, equal: ExpectedAttributes(alpha: 0))
    assertAttributes(
      of: "C", in: transition, at: 0.15,
      equal: ExpectedAttributes(center: CGPoint(x: 126.25, y: 25))
    )
    assertMonotonicProgress(of: "C", in: transition, on: .center)
    assertFrame(of: "C", in: transition, neverOverlaps: "D")
    assertFrames(of: transition, named: "delete-B")
  }
}
