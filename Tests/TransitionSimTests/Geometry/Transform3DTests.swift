import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected values come from hand calculations (in the comments) or from independent helpers below:
// a triple-loop matrix product over [[Double]], a row-vector point product, and Rodrigues' rotation
// formula with explicit cos/sin. Nothing is pasted from the implementation's output.

/// Independent matrix arithmetic for the geometry tests (shared by the Transform3D test files).
enum TransformCheck {
  /// The entries as rows of `Double`, read straight from the stored fields.
  static func rows(_ t: Transform3D) -> [[Double]] {
    [
      [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
      [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
    ].map { $0.map { Double($0) } }
  }

  /// The transform with the given rows.
  static func transform(_ r: [[Double]]) -> Transform3D {
    let e = r.flatMap { $0 }.map { CGFloat($0) }
    return Transform3D(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The matrix product `a · b` by the textbook triple loop.
  static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    var result = Array(repeating: Array(repeating: 0.0, count: 4), count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        for k in 0..<4 { result[i][j] += a[i][k] * b[k][j] }
      }
    }
    return result
  }

  /// The row vector `p` (4 components) times the matrix `m`.
  static func rowTimes(_ p: [Double], _ m: [[Double]]) -> [Double] {
    (0..<4).map { j in (0..<4).reduce(0.0) { $0 + p[$1] * m[$1][j] } }
  }

  /// The largest absolute difference between two 4×4 matrices.
  static func maxDifference(_ a: [[Double]], _ b: [[Double]]) -> Double {
    zip(a.joined(), b.joined()).map { abs($0 - $1) }.max() ?? .infinity
  }

  static let identityRows: [[Double]] = [
    [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
  ]

  /// Rodrigues: `v` rotated right-handedly by `angle` about the axis `k` (normalised here).
  static func rodrigues(_ v: [Double], angle: Double, axis: [Double]) -> [Double] {
    let length = (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot()
    let k = axis.map { $0 / length }
    let kCrossV = [
      k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0],
    ]
    let kDotV = k[0] * v[0] + k[1] * v[1] + k[2] * v[2]
    return (0..<3).map { i in
      v[i] * cos(angle) + kCrossV[i] * sin(angle) + k[i] * kDotV * (1 - cos(angle))
    }
  }

  /// Sixteen entries drawn uniformly from [−2, 2].
  static func randomRows(_ generator: inout SeededGenerator) -> [[Double]] {
    (0..<4).map { _ in (0..<4).map { _ in Double.random(in: -2...2, using: &generator) } }
  }
}

@Suite struct Transform3DTests {
  @Test func translationAndScaleConstructors() {
    #expect(
      TransformCheck.rows(Transform3D(translationX: 3, y: -4, z: 5))
        == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [3, -4, 5, 1]])
    #expect(
      TransformCheck.rows(Transform3D(scaleX: 2, y: 3, z: 4))
        == [[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]])
    #expect(Transform3D.identity.isIdentity)
    #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isIdentity)
  }

  @Test func rotationAboutZMatchesCoreAnimationLayout() {
    let angle = 0.6
    let rotation = Transform3D(rotationAngle: CGFloat(angle), x: 0, y: 0, z: 1)
    // m11 = cos θ, m12 = sin θ, m21 = −sin θ (`CATransform3DMakeRotation`'s layout); the rest is
    // the identity's, exactly, so a z rotation is affine.
    let expected: [[Double]] = [
      [cos(angle), sin(angle), 0, 0], [-sin(angle), cos(angle), 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
    ]
    #expect(TransformCheck.maxDifference(TransformCheck.rows(rotation), expected) < 1e-15)
    #expect(rotation.m33 == 1 && rotation.m13 == 0 && rotation.m31 == 0 && rotation.m44 == 1)
    #expect(rotation.isAffine)
    // A quarter turn about z takes (1, 0) to (0, 1): the x axis turns towards y.
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let turned = quarter.apply(to: CGPoint(x: 1, y: 0))
    #expect(abs(turned.x) < 1e-15 && abs(turned.y - 1) < 1e-15)
  }

  @Test func rotationAboutXIsRightHanded() {
    // A quarter turn about +x takes +y to +z and +z to −y.
    let rotation = TransformCheck.rows(Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0))
    let y = TransformCheck.rowTimes([0, 1, 0, 1], rotation)
    let z = TransformCheck.rowTimes([0, 0, 1, 1], rotation)
    #expect(TransformCheck.maxDifference([y, z], [[0, 0, 1, 1], [0, -1, 0, 1]]) < 1e-15)
  }

  @Test func rotationAboutAnyAxisMatchesRodrigues() {
    let axes: [[Double]] = [[1, 2, 3], [0, 0, -5], [-1, 1, 0.5], [1e-200, 0, 1e-200]]
    let angles = [0.3, -1.2, 2.9, .pi]
    let points: [[Double]] = [[1, 0, 0], [0, 1, 0], [0.5, -2, 3]]
    for axis in axes {
      for angle in angles {
        let matrix = TransformCheck.rows(
          Transform3D(
            rotationAngle: CGFloat(angle), x: CGFloat(axis[0]), y: CGFloat(axis[1]),
            z: CGFloat(axis[2])))
        for point in points {
          let actual = TransformCheck.rowTimes(point + [1], matrix)
          // Tiny axes: normalise by hand before squaring underflows.
          let largest = axis.map(abs).reduce(0, max)
          let safeAxis = axis.map { $0 / largest }
          let expected = TransformCheck.rodrigues(point, angle: angle, axis: safeAxis) + [1]
          #expect(
            zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-12 },
            "axis \(axis), angle \(angle), point \(point)")
        }
      }
    }
  }

  @Test func zeroLengthAxisGivesIdentity() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    let scale = Transform3D(scaleX: 2, y: 3, z: 4)
    #expect(scale.rotated(by: 1, x: 0, y: 0, z: 0) == scale)
  }

  @Test func concatenationAppliesTheReceiverFirst() {
    let translate = Transform3D(translationX: 10, y: 0, z: 0)
    let scale = Transform3D(scaleX: 2, y: 3, z: 1)
    let point = CGPoint(x: 1, y: 1)
    // Translate then scale: (1, 1) → (11, 1) → (22, 3).
    #expect(translate.concatenating(scale).apply(to: point) == CGPoint(x: 22, y: 3))
    // Scale then translate: (1, 1) → (2, 3) → (12, 3).
    #expect(scale.concatenating(translate).apply(to: point) == CGPoint(x: 12, y: 3))
    #expect(translate.concatenating(scale) != scale.concatenating(translate))
    // By hand: the translation row of T·S is (10·2, 0, 0, 1); of S·T it is (10, 0, 0, 1).
    #expect(translate.concatenating(scale).m41 == 20)
    #expect(scale.concatenating(translate).m41 == 10)
  }

  @Test func concatenationIsTheMatrixProduct() {
    var generator = SeededGenerator(seed: 2012)
    for _ in 0..<20 {
      let a = TransformCheck.randomRows(&generator)
      let b = TransformCheck.randomRows(&generator)
      let actual = TransformCheck.rows(
        TransformCheck.transform(a).concatenating(TransformCheck.transform(b)))
      #expect(TransformCheck.maxDifference(actual, TransformCheck.product(a, b)) < 1e-14)
    }
  }

  @Test func translatedScaledRotatedPrependTheOperation() {
    var generator = SeededGenerator(seed: 219)
    let base = TransformCheck.randomRows(&generator)
    let t = TransformCheck.transform(base)
    let translation: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [3, -4, 5, 1]]
    let scale: [[Double]] = [[2, 0, 0, 0], [0, -3, 0, 0], [0, 0, 0.5, 0], [0, 0, 0, 1]]
    #expect(
      TransformCheck.maxDifference(
        TransformCheck.rows(t.translatedBy(x: 3, y: -4, z: 5)),
        TransformCheck.product(translation, base)) < 1e-14)
    #expect(
      TransformCheck.maxDifference(
        TransformCheck.rows(t.scaledBy(x: 2, y: -3, z: 0.5)), TransformCheck.product(scale, base))
        < 1e-14)
    let angle = 0.8
    let rotation: [[Double]] = [
      [cos(angle), sin(angle), 0, 0], [-sin(angle), cos(angle), 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
    ]
    #expect(
      TransformCheck.maxDifference(
        TransformCheck.rows(t.rotated(by: CGFloat(angle), x: 0, y: 0, z: 1)),
        TransformCheck.product(rotation, base))
        < 1e-14)
    // A point: scale(2, 3, 1) translated by (10, 0, 0) first: (1, 1) → (11, 1) → (22, 3).
    let scaled = Transform3D(scaleX: 2, y: 3, z: 1).translatedBy(x: 10, y: 0, z: 0)
    #expect(scaled.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 3))
  }

  @Test func inverseRoundTrips() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    var generator = SeededGenerator(seed: 7)
    let transforms = [
      Transform3D(translationX: 10, y: -20, z: 30),
      Transform3D(scaleX: 2, y: 0.25, z: -4),
      Transform3D(rotationAngle: 0.9, x: 1, y: 2, z: 3),
      perspective,
      Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).concatenating(perspective)
        .translatedBy(x: 50, y: 60, z: 0),
      Transform3D(scaleX: 1e-6, y: 1e-6, z: 1e-6),
      TransformCheck.transform(TransformCheck.randomRows(&generator)),
      TransformCheck.transform(TransformCheck.randomRows(&generator)),
    ]
    for t in transforms {
      guard let inverse = t.inverted() else {
        Issue.record("\(t) should be invertible")
        continue
      }
      // Independent check: the triple-loop products are the identity.
      #expect(
        TransformCheck.maxDifference(
          TransformCheck.product(TransformCheck.rows(t), TransformCheck.rows(inverse)),
          TransformCheck.identityRows) < 1e-9, "\(t)")
      #expect(
        TransformCheck.maxDifference(
          TransformCheck.product(TransformCheck.rows(inverse), TransformCheck.rows(t)),
          TransformCheck.identityRows) < 1e-9, "\(t)")
    }
    // By hand: the inverse of a translation is the opposite translation.
    #expect(
      Transform3D(translationX: 10, y: -20, z: 30).inverted()
        == Transform3D(translationX: -10, y: 20, z: -30))
    // By hand: the inverse of m34 = −1/500 is m34 = +1/500.
    var opposite = Transform3D.identity
    opposite.m34 = 1.0 / 500
    #expect(perspective.inverted()?.isApproximatelyEqual(to: opposite, tolerance: 1e-15) == true)
  }

  @Test func singularMatricesHaveNoInverse() {
    #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
    #expect(TransformCheck.transform(Array(repeating: [0, 0, 0, 0], count: 4)).inverted() == nil)
    // Two equal rows.
    #expect(
      TransformCheck.transform([[1, 2, 3, 4], [1, 2, 3, 4], [0, 0, 1, 0], [5, 6, 7, 1]]).inverted()
        == nil)
    // A rotation followed by flattening y: singular, though rounding may leave a tiny determinant.
    let flattened = Transform3D(rotationAngle: 0.3, x: 1, y: 1, z: 0)
      .concatenating(Transform3D(scaleX: 1, y: 0, z: 1))
    #expect(flattened.inverted() == nil)
  }

  @Test func isAffine() {
    #expect(Transform3D.identity.isAffine)
    #expect(Transform3D(translationX: 1, y: 2, z: 0).isAffine)
    #expect(Transform3D(scaleX: 2, y: 3, z: 1).isAffine)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1).isAffine)
    #expect(!Transform3D(translationX: 1, y: 2, z: 3).isAffine)  // m43
    #expect(!Transform3D(scaleX: 2, y: 3, z: 4).isAffine)  // m33
    #expect(!Transform3D(rotationAngle: 1, x: 1, y: 0, z: 0).isAffine)  // m23, m32
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    #expect(!perspective.isAffine)
    var homogeneous = Transform3D.identity
    homogeneous.m44 = 2
    #expect(!homogeneous.isAffine)
  }

  @Test func affineRoundTripIsExact() {
    let affine = CGAffineTransform(a: 1.5, b: -2, c: 0.25, d: 4, tx: -7, ty: 9)
    let threeD = Transform3D(affine)
    #expect(
      TransformCheck.rows(threeD) == [
        [1.5, -2, 0, 0], [0.25, 4, 0, 0], [0, 0, 1, 0], [-7, 9, 0, 1],
      ])
    #expect(threeD.isAffine)
    #expect(threeD.affineTransform == affine)
    #expect(Transform3D(CGAffineTransform.identity) == .identity)
    // Both apply the same way to a point: (2, 3) → (1.5·2 + 0.25·3 − 7, −2·2 + 4·3 + 9).
    let point = CGPoint(x: 2, y: 3)
    #expect(threeD.apply(to: point) == CGPoint(x: -3.25, y: 17))
    #expect(point.applying(affine) == CGPoint(x: -3.25, y: 17))
  }

  @Test func applyToPointDividesByW() {
    var t = Transform3D.identity
    t.m14 = 0.01
    // (100, 50): x' = 100, y' = 50, w = 100·0.01 + 1 = 2 → (50, 25).
    #expect(t.apply(to: CGPoint(x: 100, y: 50)) == CGPoint(x: 50, y: 25))
    // With m34 only, z = 0 gives w = 1: no change.
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    #expect(perspective.apply(to: CGPoint(x: 7, y: 8)) == CGPoint(x: 7, y: 8))
    // Independent check through the row-vector product for a rotated perspective transform.
    let tilted = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(perspective)
    let h = TransformCheck.rowTimes([30, 40, 0, 1], TransformCheck.rows(tilted))
    let projected = tilted.apply(to: CGPoint(x: 30, y: 40))
    #expect(abs(Double(projected.x) - h[0] / h[3]) < 1e-12)
    #expect(abs(Double(projected.y) - h[1] / h[3]) < 1e-12)
  }

  @Test func applyToRectIsTheBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    // A quarter turn about z maps (x, y) to (−y, x): corners (0, 0), (0, 10), (−20, 0), (−20, 10).
    let turned = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).apply(to: rect)
    #expect(abs(turned.minX - -20) < 1e-12 && abs(turned.minY) < 1e-12)
    #expect(abs(turned.width - 20) < 1e-12 && abs(turned.height - 10) < 1e-12)
    // Scale (2, −1) and translate (5, 5): x ∈ [5, 25], y ∈ [−15, 5].
    let flipped = Transform3D(scaleX: 2, y: -1, z: 1).concatenating(
      Transform3D(translationX: 5, y: 5, z: 0))
    #expect(flipped.apply(to: rect) == CGRect(x: 5, y: -15, width: 20, height: 20))
    #expect(flipped.apply(to: CGRect.null).isNull)
  }

  @Test func approximateEquality() {
    var nudged = Transform3D.identity
    nudged.m42 = 1e-10
    #expect(nudged.isApproximatelyEqual(to: .identity))
    #expect(!nudged.isApproximatelyEqual(to: .identity, tolerance: 1e-11))
    #expect(nudged != .identity)
  }

  @Test func codableIsSixteenNumbersInRowOrder() throws {
    let t = TransformCheck.transform([
      [1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16.5],
    ])
    let data = try JSONEncoder().encode(t)
    let numbers = try JSONSerialization.jsonObject(with: data) as? [Double]
    #expect(numbers == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16.5])
    #expect(try JSONDecoder().decode(Transform3D.self, from: data) == t)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Transform3D.self, from: Data("[1, 0, 0, 1]".utf8))
    }
  }

  @Test func descriptionHasAFixedFormat() {
    let zero = "0.000000"
    let one = "1.000000"
    #expect(
      Transform3D.identity.description
        == "[\(one) \(zero) \(zero) \(zero); \(zero) \(one) \(zero) \(zero); "
        + "\(zero) \(zero) \(one) \(zero); \(zero) \(zero) \(zero) \(one)]")
    var t = Transform3D(translationX: -2.5, y: 1e-9, z: -1e-9)
    t.m34 = -1.0 / 500
    #expect(
      t.description
        == "[\(one) \(zero) \(zero) \(zero); \(zero) \(one) \(zero) \(zero); "
        + "\(zero) \(zero) \(one) -0.002000; -2.500000 \(zero) \(zero) \(one)]")
  }
}
