import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected matrices are built by hand from explicit cos/sin and multiplied with the triple loop in
// `TransformCheck` (Transform3DTests.swift); expected parts are read off the construction by hand.
// Reference vectors (computed with WebKit's decomposition and blend) are recomputed here, not
// pasted.

private typealias Check = TransformCheck

/// Rows of a scale.
private func scaleRows(_ x: Double, _ y: Double, _ z: Double) -> [[Double]] {
  [[x, 0, 0, 0], [0, y, 0, 0], [0, 0, z, 0], [0, 0, 0, 1]]
}

/// Rows of a translation.
private func translationRows(_ x: Double, _ y: Double, _ z: Double) -> [[Double]] {
  [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
}

/// Rows of a right-handed rotation about z (row-vector convention: m12 = sin θ).
private func rotationZRows(_ angle: Double) -> [[Double]] {
  [[cos(angle), sin(angle), 0, 0], [-sin(angle), cos(angle), 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
}

/// Rows of a right-handed rotation about y: z turns towards x, so (0, 0, 1) → (sin θ, 0, cos θ).
private func rotationYRows(_ angle: Double) -> [[Double]] {
  [[cos(angle), 0, -sin(angle), 0], [0, 1, 0, 0], [sin(angle), 0, cos(angle), 0], [0, 0, 0, 1]]
}

/// Rows of the identity with `m34 = −1/distance`.
private func perspectiveRows(_ distance: Double) -> [[Double]] {
  [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1 / distance], [0, 0, 0, 1]]
}

/// The product of several row matrices, left to right.
private func chain(_ matrices: [[Double]]...) -> [[Double]] {
  matrices.dropFirst().reduce(matrices[0]) { Check.product($0, $1) }
}

/// The z-rotation angle of a transform in degrees, from `atan2(m12, m11)`.
private func zAngleDegrees(_ t: Transform3D) -> Double {
  atan2(Double(t.m12), Double(t.m11)) * 180 / .pi
}

@Suite struct Transform3DDecompositionTests {
  private func expectClose(
    _ actual: Transform3D, _ expected: [[Double]], tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let difference = Check.maxDifference(Check.rows(actual), expected)
    #expect(
      difference <= tolerance, "off by \(difference): \(actual) vs \(expected)",
      sourceLocation: sourceLocation)
  }

  private func expectClose(
    _ actual: CGFloat, _ expected: Double, tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(Double(actual) - expected) <= tolerance, "\(actual) is not \(expected)",
      sourceLocation: sourceLocation)
  }

  // MARK: Decomposition

  @Test func decomposesScaleRotationAndTranslation() throws {
    // S(2, 3, 4) · Rz(0.3) · T(5, 6, 7): scale, then rotate, then translate.
    let m = Check.transform(chain(scaleRows(2, 3, 4), rotationZRows(0.3), translationRows(5, 6, 7)))
    let parts = try #require(m.decomposed())
    expectClose(parts.scale.x, 2)
    expectClose(parts.scale.y, 3)
    expectClose(parts.scale.z, 4)
    #expect(parts.translation == .init(x: 5, y: 6, z: 7))
    expectClose(parts.skew.xy, 0)
    expectClose(parts.skew.xz, 0)
    expectClose(parts.skew.yz, 0)
    #expect(parts.perspective == .none)
    #expect(parts.homogeneousScale == 1)
    // A rotation by θ about z is the quaternion (0, 0, sin(θ/2), cos(θ/2)).
    expectClose(parts.rotation.x, 0)
    expectClose(parts.rotation.y, 0)
    expectClose(parts.rotation.z, sin(0.15))
    expectClose(parts.rotation.w, cos(0.15))
  }

  @Test func decomposesSkew() throws {
    // S(2, 1, 3) · K with K rows (1 0 0), (xy 1 0), (xz yz 1) for xy = 0.5, xz = −0.25, yz = 0.75.
    let skew: [[Double]] = [[1, 0, 0, 0], [0.5, 1, 0, 0], [-0.25, 0.75, 1, 0], [0, 0, 0, 1]]
    let m = Check.transform(Check.product(scaleRows(2, 1, 3), skew))
    let parts = try #require(m.decomposed())
    expectClose(parts.skew.xy, 0.5)
    expectClose(parts.skew.xz, -0.25)
    expectClose(parts.skew.yz, 0.75)
    expectClose(parts.scale.x, 2)
    expectClose(parts.scale.y, 1)
    expectClose(parts.scale.z, 3)
    expectClose(parts.rotation.w, 1)
  }

  @Test func decomposesPerspective() throws {
    let flat = try #require(Check.transform(perspectiveRows(500)).decomposed())
    #expect(flat.perspective.x == 0 && flat.perspective.y == 0)
    expectClose(flat.perspective.z, -1.0 / 500)
    expectClose(flat.perspective.w, 1)
    #expect(flat.rotation == .identity && flat.scale == .init(x: 1, y: 1, z: 1))

    // Ry(0.5) · P: rotate, then project; the perspective part is unchanged.
    let tilted = try #require(
      Check.transform(Check.product(rotationYRows(0.5), perspectiveRows(500))).decomposed())
    expectClose(tilted.perspective.x, 0)
    expectClose(tilted.perspective.y, 0)
    expectClose(tilted.perspective.z, -1.0 / 500)
    expectClose(tilted.perspective.w, 1)
    expectClose(tilted.rotation.y, sin(0.25))
    expectClose(tilted.rotation.w, cos(0.25))
  }

  @Test func roundTripsReproduceTheOriginal() throws {
    var generator = SeededGenerator(seed: 2026)
    var matrices: [[[Double]]] = [
      Check.identityRows,
      translationRows(10, -20, 30),
      scaleRows(2, 0.5, 3),
      scaleRows(-1, 1, 1),  // a reflection
      chain(scaleRows(1, -2, 3), rotationYRows(1.3)),
      rotationZRows(.pi),
      rotationZRows(170 * .pi / 180),
      rotationYRows(-179.9 * .pi / 180),
      Check.rows(Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)),
      Check.rows(Transform3D(rotationAngle: 2.5, x: 1, y: -2, z: 0.5)),
      [[1, 0, 0, 0], [0.5, 1, 0, 0], [-0.25, 0.75, 1, 0], [3, 4, 5, 1]],
      perspectiveRows(500),
      chain(rotationYRows(0.7), perspectiveRows(500), translationRows(50, 60, 0)),
      // Translating along z after perspective: m44 = 1 + (−100)(−1/500) = 1.2.
      chain(translationRows(0, 0, -100), perspectiveRows(500)),
      chain(scaleRows(2, 2, 2), [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 2]]),
    ]
    for _ in 0..<10 {
      // S · K · R · T · P with random parts.
      let r = (0..<12).map { _ in Double.random(in: -1...1, using: &generator) }
      let skew: [[Double]] = [[1, 0, 0, 0], [r[3], 1, 0, 0], [r[4], r[5], 1, 0], [0, 0, 0, 1]]
      let rotation = Check.rows(
        Transform3D(
          rotationAngle: CGFloat(r[6] * 3), x: CGFloat(r[7]), y: CGFloat(r[8]), z: 1))
      let perspective: [[Double]] = [
        [1, 0, 0, r[9] / 100], [0, 1, 0, r[10] / 100], [0, 0, 1, r[11] / 100], [0, 0, 0, 1],
      ]
      matrices.append(
        chain(
          scaleRows(1.5 + r[0], 1.5 + r[1], -1.5 - r[2]), skew, rotation,
          translationRows(r[0] * 50, r[1] * 50, r[2] * 50), perspective))
      matrices.append(Check.randomRows(&generator))
    }
    for rows in matrices {
      let original = Check.transform(rows)
      let parts = try #require(original.decomposed(), "\(original)")
      expectClose(parts.matrix, rows, tolerance: 1e-9)
      // The endpoints of a decomposed interpolation are the round-tripped originals.
      let other = try #require(Transform3D(rotationAngle: 1, x: 1, y: 1, z: 1).decomposed())
      expectClose(parts.interpolated(to: other, progress: 0).matrix, rows, tolerance: 1e-9)
      expectClose(other.interpolated(to: parts, progress: 1).matrix, rows, tolerance: 1e-9)
    }
  }

  @Test func cannotDecomposeSingularOrZeroW() {
    #expect(Transform3D(scaleX: 0, y: 1, z: 1).decomposed() == nil)
    var zeroW = Transform3D.identity
    zeroW.m44 = 0
    #expect(zeroW.decomposed() == nil)
    let flattened = Transform3D(rotationAngle: 0.3, x: 1, y: 1, z: 0)
      .concatenating(Transform3D(scaleX: 1, y: 0, z: 1))
    #expect(flattened.decomposed() == nil)
    var notANumber = Transform3D.identity
    notANumber.m41 = .nan
    #expect(notANumber.decomposed() == nil)
  }

  // MARK: Interpolation

  @Test func endpointsAreTheExactInputs() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let pairs: [(Transform3D, Transform3D)] = [
      (.identity, Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3)),
      (Transform3D(scaleX: 2, y: 3, z: 4).translatedBy(x: 1, y: 2, z: 3), perspective),
      (Transform3D(scaleX: 0, y: 1, z: 1), .identity),
      (perspective.translatedBy(x: 0, y: 0, z: -100), Transform3D(translationX: 1, y: 2, z: 3)),
    ]
    for (from, to) in pairs {
      #expect(Transform3D.interpolate(from: from, to: to, progress: 0) == from)
      #expect(Transform3D.interpolate(from: from, to: to, progress: 1) == to)
    }
    #expect(Transform3D.interpolate(from: .identity, to: .identity, progress: 0.3) == .identity)
  }

  @Test func rotationTakesTheShortWayRound() {
    let from = Check.transform(rotationZRows(170 * .pi / 180))
    let to = Check.transform(rotationZRows(-170 * .pi / 180))
    // The short way from 170° to −170° (= 190°) crosses 180°: 175°, 180°, 185° (= −175°).
    let quarter = Transform3D.interpolate(from: from, to: to, progress: 0.25)
    #expect(abs(zAngleDegrees(quarter) - 175) < 1e-9)
    let half = Transform3D.interpolate(from: from, to: to, progress: 0.5)
    expectClose(half, rotationZRows(.pi))
    let threeQuarters = Transform3D.interpolate(from: from, to: to, progress: 0.75)
    #expect(abs(zAngleDegrees(threeQuarters) - -175) < 1e-9)
  }

  @Test func referenceRotationVectors() {
    // Recomputed: 90° → 45°; 270° → −45° (shortest); 360° → no motion.
    let ninety = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    expectClose(
      Transform3D.interpolate(from: .identity, to: ninety, progress: 0.5), rotationZRows(.pi / 4))
    let twoSeventy = Transform3D(rotationAngle: 3 * .pi / 2, x: 0, y: 0, z: 1)
    expectClose(
      Transform3D.interpolate(from: .identity, to: twoSeventy, progress: 0.5),
      rotationZRows(-.pi / 4))
    let fullTurn = Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1)
    expectClose(
      Transform3D.interpolate(from: .identity, to: fullTurn, progress: 0.5), Check.identityRows)
    // The quaternion path takes identity → 180° through +90°.
    let halfTurn = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
    let middle = Transform3D.interpolate(from: .identity, to: halfTurn, progress: 0.5)
    #expect(abs(zAngleDegrees(middle) - 90) < 1e-9)
  }

  @Test func scaleAndTranslationInterpolateLinearly() {
    let from = Check.transform(Check.product(scaleRows(1, 2, 1), translationRows(0, 0, 0)))
    let to = Check.transform(Check.product(scaleRows(3, 4, 5), translationRows(10, -20, 30)))
    // A quarter of the way: scale (1.5, 2.5, 2), translation (2.5, −5, 7.5).
    expectClose(
      Transform3D.interpolate(from: from, to: to, progress: 0.25),
      Check.product(scaleRows(1.5, 2.5, 2), translationRows(2.5, -5, 7.5)))
    // Identity → scale(0.5)·translate(10, 20) at 0.5 has scale 0.75 and translation (5, 10).
    let shrink = Check.transform(Check.product(scaleRows(0.5, 0.5, 1), translationRows(10, 20, 0)))
    expectClose(
      Transform3D.interpolate(from: .identity, to: shrink, progress: 0.5),
      Check.product(scaleRows(0.75, 0.75, 1), translationRows(5, 10, 0)))
  }

  @Test func translationCombinedWithRotation() {
    // Rotate 90° then translate (100, 0): halfway is rotate 45° then translate (50, 0).
    let rotateThenMove = Check.transform(
      Check.product(rotationZRows(.pi / 2), translationRows(100, 0, 0)))
    let half = Transform3D.interpolate(from: .identity, to: rotateThenMove, progress: 0.5)
    expectClose(half, Check.product(rotationZRows(.pi / 4), translationRows(50, 0, 0)))
    // (10, 0) → (10·cos 45°, 10·sin 45°) + (50, 0).
    let point = half.apply(to: CGPoint(x: 10, y: 0))
    expectClose(point.x, 10 * cos(Double.pi / 4) + 50)
    expectClose(point.y, 10 * sin(Double.pi / 4))

    // Translate (100, 0) then rotate 90°: the translation row is (100, 0)·R = (0, 100), so halfway
    // the origin sits at (0, 50) under a 45° rotation.
    let moveThenRotate = Check.transform(
      Check.product(translationRows(100, 0, 0), rotationZRows(.pi / 2)))
    let middle = Transform3D.interpolate(from: .identity, to: moveThenRotate, progress: 0.5)
    expectClose(middle, Check.product(rotationZRows(.pi / 4), translationRows(0, 50, 0)))
  }

  @Test func scaledRotationReferenceVector() {
    // Scale 2 · rot(0.3 rad) → rot(1.3 rad) at 0.5 is scale 1.5 at 0.8 rad.
    let from = Check.transform(Check.product(scaleRows(2, 2, 2), rotationZRows(0.3)))
    let to = Check.transform(rotationZRows(1.3))
    expectClose(
      Transform3D.interpolate(from: from, to: to, progress: 0.5),
      Check.product(scaleRows(1.5, 1.5, 1.5), rotationZRows(0.8)))
  }

  @Test func perspectiveInterpolates() {
    // Identity → m34 = −1/500: halfway is m34 = −1/1000.
    let perspective = Check.transform(perspectiveRows(500))
    expectClose(
      Transform3D.interpolate(from: .identity, to: perspective, progress: 0.5),
      perspectiveRows(1000))
    // P → Ry(0.8)·P: the perspective stays and the rotation halves.
    let tilted = Check.transform(Check.product(rotationYRows(0.8), perspectiveRows(500)))
    expectClose(
      Transform3D.interpolate(from: perspective, to: tilted, progress: 0.5),
      Check.product(rotationYRows(0.4), perspectiveRows(500)))
  }

  @Test func overshootExtrapolates() {
    // A spring's progress 1.5 from 0 to 0.5 rad about z is 0.75 rad; translation 10 → 15.
    let to = Check.transform(Check.product(rotationZRows(0.5), translationRows(10, 0, 0)))
    expectClose(
      Transform3D.interpolate(from: .identity, to: to, progress: 1.5),
      Check.product(rotationZRows(0.75), translationRows(15, 0, 0)))
  }

  @Test func nearlyEqualRotationsStillMove() {
    // Closer than the slerp threshold: blended linearly rather than held at the start.
    let from = Check.transform(rotationZRows(1))
    let to = Check.transform(rotationZRows(1 + 2e-6))
    expectClose(
      Transform3D.interpolate(from: from, to: to, progress: 0.5), rotationZRows(1 + 1e-6),
      tolerance: 1e-13)
  }

  @Test func nonDecomposableSwitchesAtHalfway() {
    let flat = Transform3D(scaleX: 0, y: 1, z: 1)
    let turned = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
    #expect(Transform3D.interpolate(from: flat, to: turned, progress: 0.25) == flat)
    #expect(Transform3D.interpolate(from: flat, to: turned, progress: 0.4999) == flat)
    #expect(Transform3D.interpolate(from: flat, to: turned, progress: 0.5) == turned)
    #expect(Transform3D.interpolate(from: flat, to: turned, progress: 0.75) == turned)
    #expect(Transform3D.interpolate(from: turned, to: flat, progress: 0.3) == turned)
    #expect(Transform3D.interpolate(from: turned, to: flat, progress: 0.6) == flat)
  }

  @Test func decomposedInterpolationMatchesTopLevel() throws {
    var generator = SeededGenerator(seed: 219)
    let from = Check.transform(
      chain(scaleRows(2, 1, 0.5), rotationYRows(0.4), translationRows(3, 4, 5)))
    let to = Check.transform(chain(rotationZRows(-1), perspectiveRows(400)))
    let start = try #require(from.decomposed())
    let end = try #require(to.decomposed())
    for _ in 0..<5 {
      let progress = CGFloat(Double.random(in: 0.01...0.99, using: &generator))
      #expect(
        start.interpolated(to: end, progress: progress).matrix
          == Transform3D.interpolate(from: from, to: to, progress: progress))
    }
  }

  @Test func decomposedIsCodable() throws {
    let parts = try #require(
      Check.transform(chain(rotationYRows(0.5), perspectiveRows(500))).decomposed())
    let data = try JSONEncoder().encode(parts)
    #expect(try JSONDecoder().decode(Transform3D.Decomposed.self, from: data) == parts)
  }
}
