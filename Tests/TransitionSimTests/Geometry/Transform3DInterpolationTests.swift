import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// The reference is the interpolation computed directly, without preparing anything per segment:
// each linear part `a + (b − a)·t`, the homogeneous factor `|a|^(1−t)·|b|^t`, and the slerp with
// both weights from `Foundation.sin`; then the library's own recomposition (`Decomposed.matrix`).
// Transforms are drawn from a seeded generator and built with the independent row arithmetic of
// `TransformCheck` (Transform3DTests.swift).

private typealias Decomposed = Transform3D.Decomposed

/// The slerp of the reference: shorter arc, linear blend below `sin(half angle) = 1e-5`, else
/// `sin((1 − t)θ)/sin θ` and `sin(tθ)/sin θ` from `Foundation.sin`.
private func referenceSlerp(
  _ start: Decomposed.Quaternion, _ end: Decomposed.Quaternion, _ t: Double
) -> Decomposed.Quaternion {
  var a = [start.x, start.y, start.z, start.w].map { Double($0) }
  let b = [end.x, end.y, end.z, end.w].map { Double($0) }
  var cosine = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  if cosine < 0 {
    a = a.map { -$0 }
    cosine = -cosine
  }
  cosine = min(cosine, 1)
  let sine = (1 - cosine * cosine).squareRoot()
  var q: [Double]
  if sine < 1e-5 {
    let blend = zip(a, b).map { $0 + ($1 - $0) * t }
    let length = blend.reduce(0) { $0 + $1 * $1 }.squareRoot()
    q = blend.map { $0 * (1 / length) }
  } else {
    let angle = acos(cosine)
    let weightA = sin((1 - t) * angle) / sine
    let weightB = sin(t * angle) / sine
    q = zip(a, b).map { $0 * weightA + $1 * weightB }
  }
  return Decomposed.Quaternion(x: q[0], y: q[1], z: q[2], w: q[3])
}

/// The parts a fraction `t` of the way, computed directly, without the per-segment preparation.
private func referenceValue(_ a: Decomposed, _ b: Decomposed, _ t: CGFloat) -> Decomposed {
  func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
  var homogeneous = a.homogeneousScale
  if a.homogeneousScale != b.homogeneousScale {
    let (x, y) = (Double(a.homogeneousScale), Double(b.homogeneousScale))
    let magnitude = exp((1 - t) * log(abs(x)) + t * log(abs(y)))
    homogeneous = x < 0 && y < 0 ? -magnitude : magnitude
  }
  return Decomposed(
    translation: .init(
      x: mix(a.translation.x, b.translation.x), y: mix(a.translation.y, b.translation.y),
      z: mix(a.translation.z, b.translation.z)),
    scale: .init(
      x: mix(a.scale.x, b.scale.x), y: mix(a.scale.y, b.scale.y), z: mix(a.scale.z, b.scale.z)),
    skew: .init(
      xy: mix(a.skew.xy, b.skew.xy), xz: mix(a.skew.xz, b.skew.xz), yz: mix(a.skew.yz, b.skew.yz)),
    perspective: .init(
      x: mix(a.perspective.x, b.perspective.x), y: mix(a.perspective.y, b.perspective.y),
      z: mix(a.perspective.z, b.perspective.z), w: mix(a.perspective.w, b.perspective.w)),
    rotation: referenceSlerp(a.rotation, b.rotation, t),
    homogeneousScale: homogeneous)
}

/// A random decomposable transform: a rotation about a random axis, a scale (reflected now and
/// then), optionally a skew, a translation, optionally a perspective, and optionally the whole
/// matrix times a homogeneous factor.
private func randomTransform(
  _ generator: inout SeededGenerator, skew: Bool, perspective: Bool, homogeneous: Bool
) -> Transform3D {
  func random(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &generator)
  }
  let rotation = Transform3D(
    rotationAngle: random(-.pi ... .pi), x: random(-1...1), y: random(-1...1),
    z: 0.1 + random(0...1))
  let flip = random(0...1) < 0.2 ? -1.0 : 1.0
  var rows = TransformCheck.product(
    [
      [flip * random(0.2...3), 0, 0, 0], [0, random(0.2...3), 0, 0], [0, 0, random(0.2...3), 0],
      [0, 0, 0, 1],
    ],
    TransformCheck.rows(rotation))
  if skew {
    let shear = [[1, 0, 0, 0], [random(-0.5...0.5), 1, 0, 0], [0, random(-0.5...0.5), 1, 0]]
    rows = TransformCheck.product(shear + [[0, 0, 0, 1]], rows)
  }
  rows[3] = [random(-300...300), random(-300...300), random(-50...50), 1]
  if perspective {
    rows = TransformCheck.product(
      rows, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1 / random(200...2_000)], [0, 0, 0, 1]])
  }
  if homogeneous {
    let factor = random(0.5...2)
    rows = rows.map { $0.map { $0 * factor } }
  }
  return TransformCheck.transform(rows)
}

/// The largest entry difference in units of the rounding error of the matrix's scale: `ε` times
/// its largest entry (at least 1).
private func roundingUnits(_ actual: Transform3D, _ expected: Transform3D) -> Double {
  let expectedRows = TransformCheck.rows(expected)
  let scale = max(1, expectedRows.joined().map { abs($0) }.max() ?? 1)
  return TransformCheck.maxDifference(TransformCheck.rows(actual), expectedRows)
    / (scale * Double.ulpOfOne)
}

/// Seeded pairs of decompositions: affine ones (the prepared recomposition), and ones with
/// skew, perspective or a changing homogeneous factor.
private func randomPairs(count: Int, seed: UInt64) -> [(Decomposed, Decomposed)] {
  var generator = SeededGenerator(seed: seed)
  var pairs: [(Decomposed, Decomposed)] = []
  for index in 0..<count {
    let skew = index % 3 == 1
    let perspective = index % 5 == 4
    let homogeneous = index % 7 == 6
    let from = randomTransform(
      &generator, skew: skew, perspective: perspective, homogeneous: homogeneous)
    let to = randomTransform(&generator, skew: skew, perspective: false, homogeneous: false)
    if let a = Decomposed(from), let b = Decomposed(to) { pairs.append((a, b)) }
  }
  return pairs
}

/// Progress values across a spring's range, overshoot included.
private let progresses: [CGFloat] = [-0.6, -0.1, 0.001, 0.1, 0.25, 0.5, 0.7, 0.9, 0.999, 1.1, 1.6]

@Suite struct Transform3DInterpolationTests {
  @Test func preparedMatrixIsTheRecomposedValueBitForBit() {
    let pairs = randomPairs(count: 600, seed: 0x3D)
    #expect(pairs.count > 500)
    var mismatches = 0
    for (a, b) in pairs {
      let interpolation = Decomposed.Interpolation(from: a, to: b)
      for t in progresses where interpolation.matrix(at: t) != interpolation.value(at: t).matrix {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func linearPartsMatchTheReferenceBitForBit() {
    for (a, b) in randomPairs(count: 300, seed: 0x11) {
      let interpolation = Decomposed.Interpolation(from: a, to: b)
      for t in progresses {
        var value = interpolation.value(at: t)
        var reference = referenceValue(a, b, t)
        value.rotation = .identity
        reference.rotation = .identity
        #expect(value == reference, "at \(t): \(value) vs \(reference)")
      }
    }
  }

  @Test func matricesWithinAFewRoundingErrorsOfTheReference() {
    var worst = 0.0
    for (a, b) in randomPairs(count: 600, seed: 0xA11) {
      let interpolation = Decomposed.Interpolation(from: a, to: b)
      for t in progresses {
        worst = max(
          worst, roundingUnits(interpolation.matrix(at: t), referenceValue(a, b, t).matrix))
      }
    }
    // The sines differ from the library's by at most an ulp, and the weights are one rounding
    // apart (the ends are divided by sin θ once, instead of each frame's sines); through the
    // rotation's products that stays within one rounding error of the matrix's scale (the sweep
    // measures about a third of one).
    #expect(worst <= 1, "off by \(worst) ε·scale")
  }

  @Test func rotationsAboutOneAxisKeepTheirExactZeros() {
    // About z only: the x and y components of every quaternion are zero, so are m13, m23, m31,
    // m32 exactly, as with the reference.
    let a = Decomposed(rotation: .init(x: 0, y: 0, z: sin(0.3), w: cos(0.3)))
    let b = Decomposed(rotation: .init(x: 0, y: 0, z: sin(-0.5), w: cos(-0.5)))
    let interpolation = Decomposed.Interpolation(from: a, to: b)
    for t in progresses {
      let matrix = interpolation.matrix(at: t)
      #expect([matrix.m13, matrix.m23, matrix.m31, matrix.m32] == [0, 0, 0, 0])
      #expect(roundingUnits(matrix, referenceValue(a, b, t).matrix) <= 2)
    }
  }
}
