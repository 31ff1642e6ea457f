import Foundation
import Testing
import TransitionSimLayouts

// Seed 002, WWDC 2012 session 219's CircleLayout (version 1.1). In a 400 × 400 view the circle's
// centre is (400/2, 400/2) = (200, 200) and its radius min(400, 400)/2.5 = 160; item i of n is
// centred at (200 + 160·cos(2πi/n), 200 + 160·sin(2πi/n)).

@Suite struct CircleLayoutGeometryTests {
  private func circle(
    _ count: Int, width: CGFloat = 400, height: CGFloat = 400
  ) -> (CollectionView, CircleLayout) {
    let layout = CircleLayout()
    let ids = (0..<count).map { "item\($0)" }
    return (makeView(width: width, height: height, layout: layout, items: [ids]), layout)
  }

  @Test func oneItemSitsAtAngleZero() throws {
    let (view, layout) = circle(1)
    let attributes = try view.layoutAttributesForItem(at: path(0, 0))
    // cos 0 = 1, sin 0 = 0: (200 + 160, 200) = (360, 200); 70 × 70 around it: origin (325, 165).
    #expect(close(attributes?.center, CGPoint(x: 360, y: 200)))
    #expect(close(attributes?.frame, CGRect(x: 325, y: 165, width: 70, height: 70)))
    #expect(layout.center == CGPoint(x: 200, y: 200))
    #expect(layout.radius == 160)
    #expect(layout.cellCount == 1)
  }

  @Test func sixItemsEverySixtyDegrees() throws {
    let (view, _) = circle(6)
    // cos 60° = 1/2, sin 60° = √3/2: 160 · 1/2 = 80 and 160 · √3/2 = 80√3 ≈ 138.564.
    let h = 80 * 3.0.squareRoot()
    let expected = [
      CGPoint(x: 360, y: 200),  // 0°
      CGPoint(x: 280, y: 200 + h),  // 60°
      CGPoint(x: 120, y: 200 + h),  // 120°
      CGPoint(x: 40, y: 200),  // 180°
      CGPoint(x: 120, y: 200 - h),  // 240°
      CGPoint(x: 280, y: 200 - h),  // 300°
    ]
    for (item, center) in expected.enumerated() {
      let attributes = try view.layoutAttributesForItem(at: path(0, item))
      #expect(close(attributes?.center, center), "item \(item)")
      #expect(attributes?.size == CGSize(width: 70, height: 70))
    }
    #expect(try view.layoutAttributesForItem(at: path(0, 6)) == nil)
    #expect(try view.layoutAttributesForItem(at: path(1, 0)) == nil)
  }

  @Test func twelveItemsInAPortraitView() throws {
    // 320 × 480: centre (160, 240), radius min(320, 480)/2.5 = 128; steps of 30°.
    let (view, layout) = circle(12, width: 320, height: 480)
    layout.itemSize = 40
    let expected: [Int: CGPoint] = [
      0: CGPoint(x: 160 + 128, y: 240),  // (288, 240)
      1: CGPoint(x: 160 + 64 * 3.0.squareRoot(), y: 240 + 64),  // cos 30° = √3/2, sin 30° = 1/2
      2: CGPoint(x: 160 + 64, y: 240 + 64 * 3.0.squareRoot()),  // cos 60°, sin 60°
      3: CGPoint(x: 160, y: 240 + 128),  // 90°: straight down, y grows downwards
      6: CGPoint(x: 160 - 128, y: 240),  // 180°
      9: CGPoint(x: 160, y: 240 - 128),  // 270°
    ]
    for (item, center) in expected {
      let attributes = try view.layoutAttributesForItem(at: path(0, item))
      #expect(close(attributes?.center, center), "item \(item)")
      #expect(attributes?.size == CGSize(width: 40, height: 40))
    }
    #expect(view.contentSize == CGSize(width: 320, height: 480))
  }

  @Test func rectQueryBuildsOnItemQueries() throws {
    let (view, layout) = circle(6)
    let all = try view.visibleLayoutAttributes()
    #expect(all.count == 6)
    for attributes in all {
      #expect(attributes == layout.layoutAttributesForItem(at: attributes.indexPath))
    }
    // The left half of the view, x < 200, holds items 2, 3 and 4 (centres at x 120, 40, 120);
    // items 1 and 5 span x 245…315.
    let left = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 400))
    #expect(left?.map(\.indexPath.item) == [2, 3, 4])
  }

  @Test func contentSizeIsTheFrameSize() throws {
    let (view, _) = circle(3, width: 300, height: 500)
    try view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 300, height: 500))
  }
}

@Suite struct CircleLayoutUpdateTests {
  private let letters = ["A", "B", "C", "D", "E", "F"]

  private func circle() -> (CollectionView, CircleLayout) {
    let layout = CircleLayout()
    return (makeView(width: 400, height: 400, layout: layout, items: [letters]), layout)
  }

  @Test func insertedItemGrowsFromTheCentreWhileTheOthersSlide() throws {
    let (view, layout) = circle()
    let transition = try view.performBatchUpdates {
      try view.insertItems(at: [path(0, 0)], identifiers: ["X"])
    }
    // X starts at the centre (200, 200), transparent, and ends at item 0 of 7: (360, 200).
    let x = try #require(transition.track(forItem: "X"))
    #expect(x.change == .inserted)
    #expect(close(x.start.center, CGPoint(x: 200, y: 200)))
    #expect(x.start.alpha == 0)
    #expect(x.start.size == CGSize(width: 70, height: 70))
    #expect(close(x.end.center, CGPoint(x: 360, y: 200)))
    #expect(x.end.alpha == 1)

    // A moves from item 0 of 6, (360, 200), to item 1 of 7: 2π/7 ≈ 51.43°,
    // cos = 0.6234898019, sin = 0.7818314825: (200 + 99.7583683, 200 + 125.0930372).
    let a = try #require(transition.track(forItem: "A"))
    #expect(a.change == .unchanged)
    #expect(close(a.start.center, CGPoint(x: 360, y: 200)))
    #expect(close(a.end.center, CGPoint(x: 299.7583683, y: 325.0930372)))
    #expect(a.start.alpha == 1 && a.end.alpha == 1)

    // D moves from item 3 of 6, (40, 200), to item 4 of 7: 8π/7 ≈ 205.71°,
    // cos = −0.9009688679, sin = −0.4338837391: (200 − 144.1550189, 200 − 69.4213983).
    let d = try #require(transition.track(forItem: "D"))
    #expect(close(d.start.center, CGPoint(x: 40, y: 200)))
    #expect(close(d.end.center, CGPoint(x: 55.8449811, y: 130.5786017)))

    // Version 1.1: the survivors only slide, they do not shrink into the centre first.
    for letter in letters {
      #expect(transition.tracks(forItem: letter).count == 1, "\(letter) has a ghost")
      #expect(transition.track(forItem: letter)?.end.transform3D == .identity)
    }
    #expect(layout.insertIndexPaths.isEmpty && layout.deleteIndexPaths.isEmpty)
  }

  @Test func deletedItemShrinksIntoTheCentreWhileTheOthersSlide() throws {
    let (view, _) = circle()
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(0, 1)]) }

    // B leaves item 1 of 6, (280, 200 + 80√3), for the centre, transparent, a tenth of its size.
    let b = try #require(transition.track(forItem: "B"))
    #expect(b.change == .deleted)
    #expect(close(b.start.center, CGPoint(x: 280, y: 200 + 80 * 3.0.squareRoot())))
    #expect(b.start.alpha == 1)
    #expect(close(b.end.center, CGPoint(x: 200, y: 200)))
    #expect(b.end.alpha == 0)
    #expect(b.end.transform3D == Transform3D(scaleX: 0.1, y: 0.1, z: 1))

    // C: item 2 of 6, (120, 200 + 80√3), to item 1 of 5: 72°, cos = 0.3090169944,
    // sin = 0.9510565163: (200 + 49.4427191, 200 + 152.1690426).
    let c = try #require(transition.track(forItem: "C"))
    #expect(c.change == .unchanged)
    #expect(close(c.start.center, CGPoint(x: 120, y: 200 + 80 * 3.0.squareRoot())))
    #expect(close(c.end.center, CGPoint(x: 249.4427191, y: 352.1690426)))
    #expect(c.end.alpha == 1 && c.end.transform3D == .identity)

    // A stays at item 0: (360, 200) before and after.
    let a = try #require(transition.track(forItem: "A"))
    #expect(close(a.start.center, CGPoint(x: 360, y: 200)))
    #expect(close(a.end.center, CGPoint(x: 360, y: 200)))
    for letter in ["A", "C", "D", "E", "F"] {
      #expect(transition.tracks(forItem: letter).count == 1, "\(letter) has a ghost")
    }
  }
}
