import Foundation
import Testing
import TransitionSimLayouts

@Suite struct InteractiveTransitionTests {
  private func setUp() throws -> (CollectionView, CollectionViewFlowLayout, CircleLayout) {
    let flow = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow,
      itemCounts: [6])
    view.displayScale = 0
    try view.layoutIfNeeded()
    return (view, flow, CircleLayout())
  }

  @Test func progressZeroHalfAndOneGiveCurrentMidpointAndNext() throws {
    let (view, flow, circle) = try setUp()
    let path = IndexPath(item: 2, section: 0)
    let before = try #require(flow.layoutAttributesForItem(at: path))
    let transition = try view.startInteractiveTransition(to: circle)
    #expect(view.collectionViewLayout === transition)
    #expect(try view.layoutAttributesForItem(at: path) == before)
    transition.transitionProgress = 1
    let after = try #require(try view.layoutAttributesForItem(at: path))
    #expect(after == circle.layoutAttributesForItem(at: path))
    transition.transitionProgress = 0.5
    let middle = try #require(try view.layoutAttributesForItem(at: path))
    // Center and size halfway, computed here.
    let expectedCenter = CGPoint(
      x: (before.center.x + after.center.x) / 2, y: (before.center.y + after.center.y) / 2)
    #expect(abs(middle.center.x - expectedCenter.x) < 1e-9)
    #expect(abs(middle.center.y - expectedCenter.y) < 1e-9)
    #expect(middle.size == CGSize(width: 60, height: 60))  // (50 + 70) / 2
    // The content size interpolates too: flow 320 × 110 (two lines), circle 320 × 480.
    #expect(view.contentSize == CGSize(width: 320, height: 295))
  }

  @Test func customAnimatedKeys() throws {
    let (view, _, circle) = try setUp()
    let transition = try view.startInteractiveTransition(to: circle)
    #expect(transition.value(forAnimatedKey: "blur") == 0)
    transition.updateValue(0.75, forAnimatedKey: "blur")
    #expect(transition.value(forAnimatedKey: "blur") == 0.75)
  }

  @Test func finishAnimatesToTheNextLayout() throws {
    let (view, _, circle) = try setUp()
    let transition = try view.startInteractiveTransition(to: circle)
    transition.transitionProgress = 0.4
    let path = IndexPath(item: 0, section: 0)
    let blended = try #require(try view.layoutAttributesForItem(at: path))
    let finished = try #require(try view.finishInteractiveTransition())
    #expect(view.collectionViewLayout === circle)
    let track = try #require(finished.track(forItem: "0-0"))
    #expect(track.start == blended, "the animation starts from the blend on screen")
    #expect(track.end == circle.layoutAttributesForItem(at: path))
  }

  @Test func cancelAnimatesBackToTheCurrentLayout() throws {
    let (view, flow, circle) = try setUp()
    let transition = try view.startInteractiveTransition(to: circle)
    transition.transitionProgress = 0.7
    let cancelled = try #require(try view.cancelInteractiveTransition())
    #expect(view.collectionViewLayout === flow)
    let path = IndexPath(item: 3, section: 0)
    #expect(cancelled.track(forItem: "0-3")?.end == flow.layoutAttributesForItem(at: path))
    #expect(try view.finishInteractiveTransition() == nil, "no interactive transition runs")
  }
}
