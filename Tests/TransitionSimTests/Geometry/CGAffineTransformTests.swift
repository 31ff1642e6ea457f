import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected values are worked out by hand in the comments, or with explicit cos/sin, never read off
// the implementation. On Apple platforms these tests run against CoreGraphics itself, which checks
// that the Linux stand-in keeps CoreGraphics' semantics.

@Suite struct CGAffineTransformTests {
  private func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
      "\(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  @Test func identityAndConstructors() {
    let identity = CGAffineTransform.identity
    #expect(identity.isIdentity)
    #expect(
      [identity.a, identity.b, identity.c, identity.d, identity.tx, identity.ty] == [
        1, 0, 0, 1, 0, 0,
      ])

    let translation = CGAffineTransform(translationX: 3, y: -4)
    #expect(translation == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
    #expect(!translation.isIdentity)

    let scale = CGAffineTransform(scaleX: 2, y: 5)
    #expect(scale == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
  }

  @Test func rotationTurnsXTowardsY() {
    let angle: CGFloat = 0.7
    let rotation = CGAffineTransform(rotationAngle: angle)
    // [cos sin; −sin cos]
    let expected = CGAffineTransform(
      a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    #expect(rotation.isApproximatelyEqual(to: expected, tolerance: 1e-15))
    // (1, 0) → (cos, sin); (0, 1) → (−sin, cos).
    expectClose(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: cos(angle), y: sin(angle)))
    expectClose(CGPoint(x: 0, y: 1).applying(rotation), CGPoint(x: -sin(angle), y: cos(angle)))
  }

  @Test func concatenationAppliesTheReceiverFirst() {
    let translate = CGAffineTransform(translationX: 10, y: 0)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let point = CGPoint(x: 1, y: 1)
    // Translate then scale: (1, 1) → (11, 1) → (22, 3).
    #expect(point.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 3))
    // Scale then translate: (1, 1) → (2, 3) → (12, 3).
    #expect(point.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 3))
    // The product by hand: [2 0; 0 3; 20 0] and [2 0; 0 3; 10 0].
    #expect(
      translate.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
    #expect(
      scale.concatenating(translate) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
  }

  @Test func translatedScaledRotatedApplyTheNewOperationFirst() {
    let point = CGPoint(x: 1, y: 1)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    // translatedBy: (1, 1) → translate (11, 1) → scale (22, 3).
    #expect(point.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 3))
    let translate = CGAffineTransform(translationX: 10, y: 0)
    // scaledBy: (1, 1) → scale (2, 3) → translate (12, 3).
    #expect(point.applying(translate.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 3))
    // rotated: (1, 1) → rotate by θ → translate by (10, 0).
    let angle: CGFloat = 0.4
    let rotated = CGPoint(x: cos(angle) - sin(angle), y: sin(angle) + cos(angle))
    expectClose(
      point.applying(translate.rotated(by: angle)), CGPoint(x: rotated.x + 10, y: rotated.y))
  }

  @Test func inverseRoundTrips() {
    let transforms = [
      CGAffineTransform(translationX: 7, y: -3),
      CGAffineTransform(scaleX: 4, y: 0.5),
      CGAffineTransform(rotationAngle: 1.1).translatedBy(x: 5, y: 6).scaledBy(x: 2, y: 3),
      CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
    ]
    for transform in transforms {
      let inverse = transform.inverted()
      #expect(
        transform.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
      #expect(
        inverse.concatenating(transform).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    }
    // By hand: [1 2; 3 4] has determinant −2, inverse [−2 1; 1.5 −0.5]; the translation is
    // −(5, 6)·inverse = (−(5·−2 + 6·1.5), −(5·1 + 6·−0.5)) = (1, −2).
    #expect(
      CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).inverted()
        == CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
  }

  @Test func singularInverseReturnsTheInputUnchanged() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
    #expect(singular.inverted() == singular)
    let zeroScale = CGAffineTransform(scaleX: 0, y: 1)
    #expect(zeroScale.inverted() == zeroScale)
  }

  @Test func sizeIgnoresTranslation() {
    let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 100, ty: 100)
    // (a·w + c·h, b·w + d·h) = (10 + 60, 20 + 80).
    #expect(CGSize(width: 10, height: 20).applying(transform) == CGSize(width: 70, height: 100))
  }

  @Test func rectIsTheBoundingBoxOfTheCorners() {
    let rect = CGRect(x: 1, y: 2, width: 10, height: 20)
    // Scale and translate: x ∈ [2, 22] + 5, y ∈ [−6, −66] − 1 → origin (7, −67), size 20 × 60.
    let flip = CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 5, ty: -1)
    #expect(rect.applying(flip) == CGRect(x: 7, y: -67, width: 20, height: 60))
    // A quarter turn maps (x, y) to (−y, x): corners (−2, 1), (−2, 11), (−22, 1), (−22, 11).
    let quarter = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(quarter.minX - -22) < 1e-12 && abs(quarter.minY - 1) < 1e-12)
    #expect(abs(quarter.width - 20) < 1e-12 && abs(quarter.height - 10) < 1e-12)
    // A rectangle with a negative size is standardised first.
    let negative = CGRect(x: 11, y: 22, width: -10, height: -20)
    #expect(negative.applying(flip) == CGRect(x: 7, y: -67, width: 20, height: 60))
    #expect(CGRect.null.applying(flip).isNull)
  }

  @Test func codableIsTheSixEntriesInOrder() throws {
    let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4.5, tx: -5, ty: 6)
    let data = try JSONEncoder().encode(transform)
    let numbers = try JSONSerialization.jsonObject(with: data) as? [Double]
    #expect(numbers == [1, 2, 3, 4.5, -5, 6])
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == transform)
  }

  @Test func approximateEquality() {
    let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let nudged = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6 + 1e-10)
    #expect(transform.isApproximatelyEqual(to: nudged))
    #expect(!transform.isApproximatelyEqual(to: nudged, tolerance: 1e-11))
  }
}
