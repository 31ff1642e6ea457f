import Foundation
import Testing
import TransitionSimTesting

/// The header a golden dump of a transition or a timeline records: the collection view's size as
/// its viewport, so the failure pictures outline the visible rect.
@Suite struct TestableAnimationTests {
  @Test func aTransitionsDumpRecordsTheCollectionViewsSize() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C"]])
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(transition.viewportSize == CGSize(width: 320, height: 480))
    let frames = FrameSampler.standard.frames(of: transition)
    #expect(
      transition.frameDumpHeader(named: "delete", frames: frames).viewport
        == CGSize(width: 320, height: 480))
    // A resize records the size after it.
    let resize = try #require(
      try view.setFrame(CGRect(x: 0, y: 0, width: 200, height: 300), animated: true))
    let timeline = try Timeline(transition).interrupted(by: resize, at: 0.1)
    #expect(
      timeline.frameDumpHeader(named: "both", frames: FrameSampler.standard.frames(of: timeline))
        .viewport == CGSize(width: 200, height: 300))
    // A transition made otherwise knows no size.
    #expect(
      Transition(
        kind: .batchUpdate, tracks: [], contentOffsetBefore: .zero, contentOffsetAfter: .zero,
        contentSizeBefore: .zero, contentSizeAfter: .zero, updateItems: [], layoutCalls: [],
        animation: .immediate
      ).viewportSize == .zero)
  }
}
