import Foundation
import Testing
import TransitionSimLayouts

// Seed 002, WWDC 2012 session 219's LineLayout. In a 500 × 600 view: 200 × 200 items, one per
// column (600 − 200 − 200 = 200 points of room), 50 points apart, from x = 0: item k spans
// x 250k…250k + 200 and y (600 − 200)/2 = 200…400, so its centre is (250k + 100, 300).
// The middle of the visible rect is contentOffset.x + 500/2.

@Suite struct LineLayoutTests {
  private func line(_ count: Int = 10) -> (CollectionView, LineLayout) {
    let layout = LineLayout()
    let ids = (0..<count).map { "L\($0)" }
    return (makeView(width: 500, height: 600, layout: layout, items: [ids]), layout)
  }

  private func visible(_ view: CollectionView) throws -> [Int: CollectionViewLayoutAttributes] {
    var byItem: [Int: CollectionViewLayoutAttributes] = [:]
    for attributes in try view.visibleLayoutAttributes() {
      byItem[attributes.indexPath.item] = attributes
    }
    return byItem
  }

  @Test func configurationIsTheSample() throws {
    let (view, layout) = line()
    #expect(layout.itemSize == CGSize(width: 200, height: 200))
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.sectionInset == EdgeInsets(top: 200, left: 0, bottom: 200, right: 0))
    #expect(layout.minimumLineSpacing == 50)
    // 10 columns: 10 · 200 + 9 · 50 = 2450 wide.
    try view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 2450, height: 600))
    #expect(
      try view.layoutAttributesForItem(at: path(0, 3))?.frame
        == CGRect(x: 750, y: 200, width: 200, height: 200))
  }

  @Test func zoomFormula() {
    let layout = LineLayout()
    // 1 + 0.3 · (1 − |d| / 200), only while |d| < 200.
    #expect(layout.zoom(atDistance: 0) == 1.3)
    #expect(close(layout.zoom(atDistance: 100) ?? 0, 1.15))  // 1 + 0.3 · 0.5
    #expect(close(layout.zoom(atDistance: -50) ?? 0, 1.225))  // 1 + 0.3 · 0.75
    #expect(layout.zoom(atDistance: 200) == nil)
    #expect(layout.zoom(atDistance: -300) == nil)
  }

  @Test func itemInTheMiddleZoomsBy1Point3() throws {
    // Offset 100: middle 350 = item 1's centre, distance 0.
    let (view, _) = line()
    view.contentOffset = CGPoint(x: 100, y: 0)
    let items = try visible(view)
    let middle = try #require(items[1])
    #expect(middle.transform3D == Transform3D(scaleX: 1.3, y: 1.3, z: 1))
    #expect(middle.zIndex == 1)
    // Items 0 and 2 are 250 away: not zoomed.
    #expect(items[0]?.transform3D == .identity && items[0]?.zIndex == 0)
    #expect(items[2]?.transform3D == .identity && items[2]?.zIndex == 0)
  }

  @Test func itemAHundredAwayZoomsBy1Point15() throws {
    // Offset 0: middle 250; item 1 is 250 − 350 = −100 away, item 0 is 250 − 100 = 150 away.
    let (view, _) = line()
    let items = try visible(view)
    let one = try #require(items[1]?.transform3D)
    #expect(close(one.m11, 1.15) && close(one.m22, 1.15) && one.m33 == 1)
    #expect(items[1]?.zIndex == 1)
    let zero = try #require(items[0]?.transform3D)
    #expect(close(zero.m11, 1.075) && close(zero.m22, 1.075))  // 1 + 0.3 · (1 − 150/200)
  }

  @Test func itemsTwoHundredOrMoreAwayAreNotZoomed() throws {
    // Offset 300: middle 550; item 1 is 550 − 350 = 200 away (not < 200), item 2 is −50 away.
    let (view, _) = line()
    view.contentOffset = CGPoint(x: 300, y: 0)
    var items = try visible(view)
    #expect(items[1]?.transform3D == .identity)
    #expect(items[1]?.zIndex == 0)
    let two = try #require(items[2]?.transform3D)
    #expect(close(two.m11, 1.225))

    // Offset 400: middle 650; item 1 (still on screen, x 250…450) is 300 away, item 3 is −200.
    view.contentOffset = CGPoint(x: 400, y: 0)
    items = try visible(view)
    #expect(items[1]?.transform3D == .identity)
    #expect(items[3]?.transform3D == .identity)
    #expect(close(items[2]?.transform3D.m11 ?? 0, 1.225))  // 650 − 600 = 50 away
  }

  @Test func zoomChangesCopiesNotTheFlowLayoutsCache() throws {
    let (view, layout) = line()
    view.contentOffset = CGPoint(x: 100, y: 0)
    let first = try visible(view)
    #expect(first[1]?.transform3D == Transform3D(scaleX: 1.3, y: 1.3, z: 1))
    // LineLayout does not override layoutAttributesForItem(at:): this is the flow layout's cache,
    // which the zoom left alone.
    let cached = try #require(layout.layoutAttributesForItem(at: path(0, 1)))
    #expect(cached.transform3D == .identity)
    #expect(cached.zIndex == 0)
    #expect(cached.frame == CGRect(x: 250, y: 200, width: 200, height: 200))
    // A plain flow layout with the same settings has the same attributes.
    let flow = CollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 200, height: 200)
    flow.scrollDirection = .horizontal
    flow.sectionInset = EdgeInsets(top: 200, left: 0, bottom: 200, right: 0)
    flow.minimumLineSpacing = 50
    let plain = makeView(width: 500, height: 600, layout: flow, items: view.itemIdentifiers)
    for item in 0..<10 {
      let expected = try plain.layoutAttributesForItem(at: path(0, item))
      #expect(layout.layoutAttributesForItem(at: path(0, item)) == expected)
    }
    // Asking again zooms the fresh copies again: 1.3, not 1.3 · 1.3.
    let second = try visible(view)
    #expect(second[1]?.transform3D == Transform3D(scaleX: 1.3, y: 1.3, z: 1))
  }

  @Test func snapsTheNearestItemToTheMiddle() throws {
    let (view, layout) = line()
    try view.layoutIfNeeded()
    // Proposed 180: middle 430; items meeting x 180…680 are 0, 1 and 2 (centres 100, 350, 600),
    // adjustments −330, −80 and 170; the smallest is −80, so 180 − 80 = 100 (item 1 centred).
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 180, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
        == CGPoint(x: 100, y: 0))
    // Proposed 260: middle 510; items 1, 2, 3 (centres 350, 600, 850): −160, 90, 340 → 350.
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 260, y: 0), withScrollingVelocity: .zero)
        == CGPoint(x: 350, y: 0))
    // Already centred: no adjustment.
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 600, y: 0), withScrollingVelocity: .zero)
        == CGPoint(x: 600, y: 0))
  }

  @Test func withNoItemInTheRectTheProposedOffsetIsKept() throws {
    let (view, layout) = line(0)
    try view.layoutIfNeeded()
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 40, y: 0), withScrollingVelocity: .zero)
        == CGPoint(x: 40, y: 0))
  }

  @Test func everyBoundsChangeInvalidates() throws {
    let (view, layout) = line()
    try view.layoutIfNeeded()
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 1, y: 0, width: 500, height: 600)))
    #expect(layout.shouldInvalidateLayout(forBoundsChange: view.bounds))
  }
}
