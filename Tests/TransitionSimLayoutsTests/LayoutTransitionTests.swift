import Foundation
import Testing
import TransitionSimLayouts

@Suite struct LayoutTransitionTests {
  private func flowView(_ count: Int = 30) -> (CollectionView, CollectionViewFlowLayout) {
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [count])
    view.displayScale = 0
    return (view, layout)
  }

  @Test func theSameLayoutIsANoOp() throws {
    let (view, layout) = flowView()
    #expect(try view.setCollectionViewLayout(layout, animated: true) == nil)
  }

  @Test func animatedSwapFollowsUIKitsLifecycle() throws {
    let (view, _) = flowView()
    try view.layoutIfNeeded()
    let circle = CircleLayout()
    let transition = try #require(try view.setCollectionViewLayout(circle, animated: true))
    let calls = transition.layoutCalls.map { "\($0.layout).\($0.method)" }
    // prepare the new layout, then prepareForTransition on the old then the new, the anchor,
    // the target offset, the new visible elements, the hooks, then finalize on both.
    let expectedHead = [
      "CircleLayout.prepare()", "CircleLayout.collectionViewContentSize",
      "CollectionViewFlowLayout.prepareForTransition(to:)",
      "CircleLayout.prepareForTransition(from:)",
      "CircleLayout.layoutAttributesForItem(at:)",
      "CircleLayout.targetContentOffset(forProposedContentOffset:)",
      "CircleLayout.layoutAttributesForElements(in:)",
    ]
    #expect(Array(calls.prefix(expectedHead.count)) == expectedHead)
    #expect(
      Array(calls.suffix(2)) == [
        "CollectionViewFlowLayout.finalizeLayoutTransition()",
        "CircleLayout.finalizeLayoutTransition()",
      ])
    let hooks = calls.dropFirst(expectedHead.count).dropLast(2)
    #expect(
      hooks.allSatisfy { $0.hasPrefix("CircleLayout.") }, "both hooks are asked of the new layout")
    #expect(view.collectionViewLayout === circle)
    #expect(circle.collectionView === view)
    #expect(transition.kind == .layoutSwap)
    #expect(transition.animation == .collectionViewDefault)
  }

  @Test func nonAnimatedSwapAsksNoHooksAndJumps() throws {
    let (view, _) = flowView()
    try view.layoutIfNeeded()
    let transition = try #require(try view.setCollectionViewLayout(CircleLayout(), animated: false))
    #expect(!transition.layoutCalls.contains { $0.method.contains("LayoutAttributesForAppearing") })
    #expect(!transition.layoutCalls.contains { $0.method.contains("Disappearing") })
    #expect(transition.animation.duration == 0)
    #expect(transition.layoutCalls.contains { $0.method == "prepareForTransition(from:)" })
  }

  @Test func persistingDisappearingAndAppearingViews() throws {
    // 30 flow items on a 320 × 480 screen: lines of 5 every 60 points, so items 0–39… the first
    // 8 lines (items 0–39) would be on screen; with 30 items all 6 lines are. The circle puts all
    // 30 on screen too: every item persists, moving from its grid place to its circle place.
    let (view, layout) = flowView()
    try view.layoutIfNeeded()
    let circle = CircleLayout()
    let transition = try #require(try view.setCollectionViewLayout(circle, animated: true))
    let item = try #require(transition.track(forItem: "0-7"))
    #expect(item.change == .unchanged)
    #expect(
      item.start.frame == layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame)
    #expect(item.end == circle.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
  }

  @Test func flowToCircleToFlowKeepsTheAnchorInView() throws {
    // 200 flow items, scrolled so item 102 is near the middle of the screen.
    let (view, _) = flowView(200)
    try view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 1_000)
    // Visible 1000–1480; the centre (160, 1240) is nearest item 102's centre (line 20 at 1200,
    // x 135–185 → centre (160, 1225)).
    let anchorCenter = try #require(
      try view.layoutAttributesForItem(at: IndexPath(item: 102, section: 0))
    ).center
    #expect(anchorCenter == CGPoint(x: 160, y: 1_225))
    // The circle's content is the view's size: the offset is clamped to 0.
    try view.setCollectionViewLayout(CircleLayout(), animated: true)
    #expect(view.contentOffset == .zero)
    // Back to a flow layout: the anchor is now the circle item nearest the centre; the new offset
    // centres that item, so it is on screen.
    let flow = CollectionViewFlowLayout()
    let back = try #require(try view.setCollectionViewLayout(flow, animated: true))
    let visible = try view.indexPathsForVisibleItems
    let anchorCall = back.layoutCalls.first { $0.method == "layoutAttributesForItem(at:)" }
    let anchor = try #require(anchorCall?.indexPath)
    #expect(visible.contains(anchor))
    let frame = try #require(flow.layoutAttributesForItem(at: anchor)?.frame)
    #expect(
      abs(frame.midY - view.bounds.midY) < 0.001 || view.contentOffset.y == 0
        || view.contentOffset.y == view.contentOffsetRange.max.y)
  }
}
