import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected values are worked out by hand in the comments: lerp(a, b, p) = a + (b − a)·p.

private func cell(
  _ item: Int = 0, center: CGPoint = .zero, size: CGSize = CGSize(width: 10, height: 10)
) -> CollectionViewLayoutAttributes {
  var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
  attributes.size = size
  attributes.center = center
  return attributes
}

/// The rows of a z rotation by `degrees` in the row-vector convention (m12 = sin θ).
private func zRotation(degrees: Double) -> Transform3D {
  let angle = degrees * .pi / 180
  var t = Transform3D.identity
  t.m11 = CGFloat(cos(angle))
  t.m12 = CGFloat(sin(angle))
  t.m21 = CGFloat(-sin(angle))
  t.m22 = CGFloat(cos(angle))
  return t
}

@Suite struct CollectionViewLayoutAttributesInterpolationTests {
  @Test func centerSizeAndAlphaInterpolateAndTheFrameIsDerived() {
    var start = cell(center: CGPoint(x: 10, y: 20), size: CGSize(width: 40, height: 60))
    var end = cell(center: CGPoint(x: 110, y: 220), size: CGSize(width: 80, height: 20))
    start.alpha = 1
    end.alpha = 0
    let quarter = start.interpolated(to: end, progress: 0.25)
    // center 10 + 100/4 = 35, 20 + 200/4 = 70; size 40 + 40/4 = 50, 60 − 40/4 = 50; alpha 0.75.
    #expect(quarter.center == CGPoint(x: 35, y: 70))
    #expect(quarter.size == CGSize(width: 50, height: 50))
    #expect(quarter.alpha == 0.75)
    // Frame = center − size / 2, not a lerp of the frames.
    #expect(quarter.frame == CGRect(x: 10, y: 45, width: 50, height: 50))
  }

  @Test func progressZeroAndOneAreTheEndpointsBitForBit() {
    // A frame set directly is cached as given; center − size/2 would not rebuild it exactly.
    var start = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    start.frame = CGRect(x: 0.1, y: 0.7, width: 0.3, height: 0.9)
    start.transform3D = Transform3D(rotationAngle: 0.3, x: 1, y: 1, z: 0)
    start.customAttributes["weight"] = .number(0.1)
    var end = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    end.frame = CGRect(x: 1.1, y: 2.3, width: 0.7, height: 0.1)
    end.transform3D = Transform3D(scaleX: 0.3, y: 0.3, z: 1)
    end.alpha = 0.2
    end.customAttributes["weight"] = .number(0.7)
    let interpolator = CollectionViewLayoutAttributes.Interpolator(from: start, to: end)
    let first = interpolator.value(atProgress: 0)
    let last = interpolator.value(atProgress: 1)
    #expect(first == start && last == end)
    #expect(first.frame.origin.x.bitPattern == start.frame.origin.x.bitPattern)
    #expect(first.frame.size.height.bitPattern == start.frame.size.height.bitPattern)
    #expect(last.frame.origin.y.bitPattern == end.frame.origin.y.bitPattern)
    #expect(last.frame.size.width.bitPattern == end.frame.size.width.bitPattern)
    #expect(interpolator.start == start && interpolator.end == end)
  }

  @Test func zIndexAndIdentityTakeTheEndValueOnceTheAnimationStarts() {
    var start = cell(0)
    start.zIndex = 1
    var end = cell(4)
    end.zIndex = 5
    let interpolator = CollectionViewLayoutAttributes.Interpolator(from: start, to: end)
    #expect(interpolator.value(atProgress: 0).zIndex == 1)
    #expect(interpolator.value(atProgress: 1e-9).zIndex == 5)
    #expect(interpolator.value(atProgress: 0.5).indexPath == IndexPath(item: 4, section: 0))
    // A spring with a negative initial velocity starts by moving backwards: still started.
    #expect(interpolator.value(atProgress: -0.1).zIndex == 5)
  }

  @Test func hiddenAppliesAtOneInstant() {
    func midway(_ hiddenBefore: Bool, _ hiddenAfter: Bool, _ progress: Double) -> Bool {
      var start = cell()
      start.isHidden = hiddenBefore
      var end = cell()
      end.isHidden = hiddenAfter
      return start.interpolated(to: end, progress: progress).isHidden
    }
    // Becoming visible: visible from the first instant of the animation.
    #expect(midway(true, false, 0) == true)
    #expect(midway(true, false, 0.01) == false)
    // Becoming hidden: visible until the end, so a fade can play, hidden at the end.
    #expect(midway(false, true, 0.99) == false)
    #expect(midway(false, true, 1) == true)
    // Unchanged either way.
    #expect(midway(true, true, 0.5) == true)
    #expect(midway(false, false, 0.5) == false)
  }

  @Test func numericCustomAttributesInterpolateOthersSwitchAtTheMidpoint() {
    var start = cell()
    var end = cell()
    start.customAttributes["n"] = .number(0)
    end.customAttributes["n"] = .number(10)
    start.customAttributes["p"] = .point(CGPoint(x: 0, y: 4))
    end.customAttributes["p"] = .point(CGPoint(x: 8, y: 0))
    start.customAttributes["s"] = .size(CGSize(width: 2, height: 2))
    end.customAttributes["s"] = .size(CGSize(width: 6, height: 10))
    start.customAttributes["r"] = .rect(CGRect(x: 0, y: 0, width: 4, height: 4))
    end.customAttributes["r"] = .rect(CGRect(x: 4, y: 8, width: 0, height: 8))
    start.customAttributes["flag"] = .bool(false)
    end.customAttributes["flag"] = .bool(true)
    start.customAttributes["mixed"] = .number(1)
    end.customAttributes["mixed"] = .string("one")
    start.customAttributes["old"] = .string("gone at the midpoint")
    end.customAttributes["new"] = .indexPaths([IndexPath(item: 1, section: 0)])

    let quarter = start.interpolated(to: end, progress: 0.25)
    #expect(quarter.customAttributes["n"] == .number(2.5))
    #expect(quarter.customAttributes["p"] == .point(CGPoint(x: 2, y: 3)))
    #expect(quarter.customAttributes["s"] == .size(CGSize(width: 3, height: 4)))
    #expect(quarter.customAttributes["r"] == .rect(CGRect(x: 1, y: 2, width: 3, height: 5)))

    let before = start.interpolated(to: end, progress: 0.49)
    let after = start.interpolated(to: end, progress: 0.5)
    #expect(before.customAttributes["flag"] == .bool(false))
    #expect(after.customAttributes["flag"] == .bool(true))
    #expect(before.customAttributes["mixed"] == .number(1))
    #expect(after.customAttributes["mixed"] == .string("one"))
    #expect(before.customAttributes["old"] == .string("gone at the midpoint"))
    #expect(after.customAttributes["old"] == nil)
    #expect(before.customAttributes["new"] == nil)
    #expect(after.customAttributes["new"] == .indexPaths([IndexPath(item: 1, section: 0)]))
  }

  @Test func aRotationTakesTheShortWay() {
    var start = cell()
    var end = cell()
    // From 170° to −170° (= 190°): the short way is 20° through 180°, not 340° through 0°.
    start.transform3D = zRotation(degrees: 170)
    end.transform3D = zRotation(degrees: -170)
    let midway = start.interpolated(to: end, progress: 0.5).transform3D
    let expected = zRotation(degrees: 180)
    #expect(midway.isApproximatelyEqual(to: expected, tolerance: 1e-12))
    // From the identity to 270°: the short way is −90°, so half way is −45°.
    start.transform3D = .identity
    end.transform3D = zRotation(degrees: 270)
    let half = start.interpolated(to: end, progress: 0.5).transform3D
    #expect(half.isApproximatelyEqual(to: zRotation(degrees: -45), tolerance: 1e-12))
  }

  @Test func scaleAndTranslationInterpolateThroughTheDecomposition() {
    var start = cell()
    var end = cell()
    start.transform3D = Transform3D(scaleX: 0.2, y: 0.2, z: 1)
    end.transform3D = Transform3D(translationX: 40, y: -20, z: 0)
    // Half way: scale 0.2 → 1 gives 0.6; translation 0 → (40, −20) gives (20, −10).
    var expected = Transform3D(scaleX: 0.6, y: 0.6, z: 1)
    expected.m41 = 20
    expected.m42 = -10
    let midway = start.interpolated(to: end, progress: 0.5).transform3D
    #expect(midway.isApproximatelyEqual(to: expected, tolerance: 1e-12))
  }

  @Test func aTransformThatCannotBeDecomposedSwitchesAtTheMidpoint() {
    var start = cell()
    let end = cell()
    start.transform3D = Transform3D(scaleX: 0, y: 1, z: 1)  // singular
    let interpolator = CollectionViewLayoutAttributes.Interpolator(from: start, to: end)
    #expect(interpolator.value(atProgress: 0.49).transform3D == start.transform3D)
    #expect(interpolator.value(atProgress: 0.5).transform3D == .identity)
  }

  @Test func aSpringOvershootExtrapolates() {
    let start = cell(center: CGPoint(x: 0, y: 0), size: CGSize(width: 10, height: 10))
    let end = cell(center: CGPoint(x: 100, y: 0), size: CGSize(width: 0, height: 0))
    let overshoot = start.interpolated(to: end, progress: 1.1)
    // center 0 + 100·1.1 = 110; size 10 − 10·1.1 = −1 (not clamped: renderers clamp).
    #expect(abs(overshoot.center.x - 110) < 1e-12)
    #expect(abs(overshoot.size.width - -1) < 1e-12)
  }
}

@Suite struct CollectionViewLayoutAttributesAdditiveTests {
  @Test func theRemainingChangeOfAnInterruptedAnimationIsAdded() {
    // The interrupted animation heads for center (100, 0), alpha 1, scale 2; it now shows
    // center (40, 0), alpha 0.5, scale 1.5. The new animation's value is center (100, 50),
    // alpha 1, scale 2 (it has not moved yet).
    var end = cell(center: CGPoint(x: 100, y: 0))
    end.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
    var current = cell(center: CGPoint(x: 40, y: 0))
    current.alpha = 0.5
    current.transform3D = Transform3D(scaleX: 1.5, y: 1.5, z: 1)
    var new = cell(center: CGPoint(x: 100, y: 50))
    new.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
    new.zIndex = 3
    let reference = CollectionViewLayoutAttributes.additiveReference(for: end)
    let sum = new.adding(current, relativeTo: reference)
    // center (100 + (40 − 100), 50 + 0) = (40, 50); alpha 1 + (0.5 − 1) = 0.5;
    // transform 1.5 · 2⁻¹ · 2 = 1.5; zIndex is the new animation's.
    #expect(sum.center == CGPoint(x: 40, y: 50))
    #expect(sum.frame.origin == CGPoint(x: 35, y: 45))
    #expect(sum.alpha == 0.5)
    #expect(sum.transform3D.isApproximatelyEqual(to: current.transform3D, tolerance: 1e-12))
    #expect(sum.zIndex == 3)
    // Once the interrupted animation has ended, nothing is added.
    #expect(new.adding(end, relativeTo: reference) == new)
  }
}
