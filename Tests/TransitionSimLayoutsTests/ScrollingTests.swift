import Foundation
import Testing
import TransitionSimLayouts

@Suite struct ScrollingTests {
  /// A LineLayout in a 375 × 667 view with 20 items: item i is 200 wide at x = 250·i
  /// (200 + 50 spacing), so its centre is at 100 + 250·i.
  private func lineView() -> (CollectionView, LineLayout) {
    let layout = LineLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [20])
    view.displayScale = 0
    return (view, layout)
  }

  @Test func aFlingEndsWithAnItemCentredAndFullyZoomed() throws {
    let (view, _) = lineView()
    try view.layoutIfNeeded()
    // 2000 pt/s = 2 pt/ms at rate 0.998: the natural stop is 0 − 2 / ln 0.998 = 999.0 (to 0.1).
    // Its centre, 999 + 187.5 = 1186.5, is nearest item 4's centre 1100 (item 5's is 1350), so
    // the layout snaps to 1100 − 187.5 = 912.5.
    let transition = try #require(try view.fling(velocity: CGPoint(x: 2_000, y: 0)))
    let naturalStop = -2 / log(0.998)
    #expect(abs(naturalStop - 999.0) < 0.1)
    #expect(view.contentOffset == CGPoint(x: 912.5, y: 0))
    #expect(transition.contentOffsetAfter == CGPoint(x: 912.5, y: 0))
    let item4 = try #require(transition.track(forItem: "0-4"))
    #expect(item4.end.center.x == 1_100)
    // At the centre the zoom is 1 + ZOOM_FACTOR · (1 − 0 / ACTIVE_DISTANCE) = 1.3.
    #expect(abs(item4.end.transform3D.m11 - 1.3) < 1e-9)
    #expect(abs(item4.end.transform3D.m22 - 1.3) < 1e-9)
    #expect(item4.end.zIndex == 1)
    // Item 0 was centred-left at the start and scrolls out: it disappears.
    #expect(transition.track(forItem: "0-0")?.change == .disappearing)
    #expect(item4.change == .appearing)
    // The scroll takes as long as it takes to come within half a point: ln(0.5/912.5)/ln(0.998)
    // milliseconds.
    let expected = log(0.5 / 912.5) / log(0.998) / 1000
    #expect(abs(transition.endTime - expected) < 1e-9)
  }

  @Test func theZoomFollowsTheScrollFrameByFrame() throws {
    let (view, _) = lineView()
    try view.layoutIfNeeded()
    // Item 1 (centre 350) is centred when the offset is 350 − 187.5 = 162.5.
    let transition = try #require(
      try view.setContentOffset(CGPoint(x: 162.5, y: 0), animated: true, sampleRate: 60))
    let item1 = try #require(transition.track(forItem: "0-1"))
    // At the start its centre is 350 − 187.5 = 162.5 from the visible centre: zoom
    // 1 + 0.3 · (1 − 162.5 / 200) = 1.05625; at the end 1.3.
    #expect(abs(item1.start.transform3D.m11 - 1.05625) < 1e-9)
    #expect(abs(item1.end.transform3D.m11 - 1.3) < 1e-9)
    // 0.3 s at 60 Hz: 19 samples (t = 0, 1/60, …, 0.3).
    #expect(item1.keyframes.count == 19)
  }

  @Test func anAnimatedRotationCrossFadesTheFlowLayout() throws {
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [12])
    view.displayScale = 0
    try view.layoutIfNeeded()
    let transition = try #require(
      try view.setFrame(CGRect(x: 0, y: 0, width: 480, height: 320), animated: true))
    let calls = transition.layoutCalls.map(\.method)
    #expect(calls.first == "shouldInvalidateLayout(forBoundsChange:)")
    #expect(calls.contains("prepare(forAnimatedBoundsChange:)"))
    #expect(calls.last == "finalizeAnimatedBoundsChange()")
    // 480 wide: 8 per line (8·50 + 7·10 = 470), so item 6 moves from line 1 to line 0.
    // With no update in flight both hooks fade: the old view fades out where it was and the new
    // one fades in where it goes.
    let tracks = transition.tracks(forItem: "0-6")
    #expect(tracks.count == 2)
    let ghost = try #require(tracks.first { $0.role == .ghost })
    let element = try #require(tracks.first { $0.role == .element })
    #expect(ghost.start.frame.minY == 60 && ghost.end.frame.minY == 60 && ghost.end.alpha == 0)
    #expect(element.start.frame.minY == 0 && element.start.alpha == 0)
    #expect(element.end.frame.minY == 0 && element.end.alpha == 1)
  }
}
