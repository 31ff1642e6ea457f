import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// The expected values here never come from `TimingCurve`'s own arithmetic: the curve is written
// out in Bernstein form (not the power basis the library uses) and x(t) = x is solved by plain
// bisection, or, for degenerate curves, inverted in closed form.

/// One coordinate of the cubic Bézier with control values 0, p1, p2, 1 (Bernstein form).
private func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
  let u = 1 - t
  return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

/// Control points (c1x, c1y, c2x, c2y), as literals independent of the library.
private typealias Points = (c1x: Double, c1y: Double, c2x: Double, c2y: Double)

/// y for x on the curve, by 200 bisection steps on x(t) (far past convergence), stopping early on
/// an exact hit.
private func referenceValue(_ p: Points, at x: Double) -> Double {
  var lo = 0.0
  var hi = 1.0
  for _ in 0..<200 {
    let mid = (lo + hi) / 2
    let xMid = bernstein(p.c1x, p.c2x, mid)
    if xMid == x { return bernstein(p.c1y, p.c2y, mid) }
    if xMid < x { lo = mid } else { hi = mid }
  }
  return bernstein(p.c1y, p.c2y, (lo + hi) / 2)
}

/// The control points of Core Animation's named curves (Apple's documentation for easeIn,
/// easeInEaseOut and default; runtime dumps and WebKit's presets for easeOut; the identity for
/// linear).
private let namedPoints: [(String, Points)] = [
  ("linear", (0, 0, 1, 1)),
  ("easeIn", (0.42, 0, 1, 1)),
  ("easeOut", (0, 0, 0.58, 1)),
  ("easeInEaseOut", (0.42, 0, 0.58, 1)),
  ("default", (0.25, 0.1, 0.25, 1)),
]

/// Custom curves: overshooting, S-shaped, steep at an end, and the degenerate x families.
private let customPoints: [Points] = [
  (0.1, 0.7, 0.9, 0.3),
  (0.68, -0.55, 0.265, 1.55),
  (0.2, 1.5, 0.8, -0.5),
  (0.5, 0, 0.5, 1),
  (0, 1, 1, 0),
  (0, 0, 0, 1),
  (1, 0, 1, 1),
  (1, 0, 0, 1),
  (0.9, 0.1, 0.1, 0.9),
  (0.33, 0.66, 0.66, 0.33),
]

/// x = 0, 0.001, …, 1 and some awkward values close to the ends and the middle.
private let samplePoints: [Double] = {
  let grid: [Double] = (0...1000).map { Double($0) / 1000 }
  let awkward: [Double] = [1e-12, 1e-7, 0.123456789, 0.4999999, 0.5000001, 0.987654321]
  return grid + awkward + [1 - 1e-7, 1 - 1e-12]
}()

private func curve(_ p: Points) throws -> TimingCurve {
  try TimingCurve(controlPoints: p.c1x, p.c1y, p.c2x, p.c2y)
}

/// The largest |value − reference| over `samplePoints`, with the x where it occurs.
private func maximumError(_ p: Points) throws -> (error: Double, x: Double) {
  let curve = try curve(p)
  var worst = (error: 0.0, x: 0.0)
  for x in samplePoints {
    let error = abs(curve.value(at: x) - referenceValue(p, at: x))
    if error > worst.error { worst = (error, x) }
  }
  return worst
}

@Suite struct TimingCurveTests {
  //===--- Named curves ---------------------------------------------------------------------===//

  @Test(arguments: namedPoints.map(\.0))
  func namedCurveHasCoreAnimationControlPoints(name: String) throws {
    let expected = try #require(namedPoints.first { $0.0 == name }?.1)
    let curve = try #require(TimingCurve.named(name))
    #expect(curve.c1x == expected.c1x)
    #expect(curve.c1y == expected.c1y)
    #expect(curve.c2x == expected.c2x)
    #expect(curve.c2y == expected.c2y)
    #expect(curve.name == name)
  }

  @Test func staticMembersAreTheNamedCurves() {
    #expect(TimingCurve.linear.name == "linear")
    #expect(TimingCurve.easeIn.name == "easeIn")
    #expect(TimingCurve.easeOut.name == "easeOut")
    #expect(TimingCurve.easeInEaseOut.name == "easeInEaseOut")
    #expect(TimingCurve.default.name == "default")
    #expect(Set(TimingCurve.namedCurves).count == 5)
    #expect(TimingCurve.named("easeInAndOut") == nil)
    // UIKit's name for easeInEaseOut is an alias (TimingCurveAliasTests).
    #expect(TimingCurve.named("easeInOut") == .easeInEaseOut)
  }

  @Test(arguments: namedPoints.map(\.0))
  func namedCurveMatchesBisection(name: String) throws {
    let points = try #require(namedPoints.first { $0.0 == name }?.1)
    let worst = try maximumError(points)
    #expect(worst.error < 1e-6, "\(name): error \(worst.error) at x = \(worst.x)")
  }

  /// Test vectors computed independently with the modern WebKit/Chromium solver.
  @Test func referenceTestVectors() {
    let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    let table: [(TimingCurve, [Double])] = [
      (.linear, [0.100000, 0.250000, 0.500000, 0.750000, 0.900000]),
      (.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
      (.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
      (.easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
      (.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
    ]
    for (curve, expected) in table {
      for (x, y) in zip(xs, expected) {
        // The table is rounded to 6 decimals.
        #expect(abs(curve.value(at: x) - y) <= 5.1e-7, "\(curve) at \(x)")
      }
    }
  }

  //===--- Custom curves --------------------------------------------------------------------===//

  @Test(arguments: customPoints.indices)
  func customCurveMatchesBisection(index: Int) throws {
    let points = customPoints[index]
    let worst = try maximumError(points)
    #expect(worst.error < 1e-6, "\(points): error \(worst.error) at x = \(worst.x)")
  }

  /// Curves whose x(t) is flat at t = 0, t = 1 or t = ½ make y(x) infinitely steep there; x(t)
  /// inverts in closed form, so the expected value is exact even right next to the flat point.
  @Test func degenerateCurvesAreAccurateNextToTheirFlatPoint() throws {
    // c1x = c2x = 0: x = t³.
    let start = try TimingCurve(controlPoints: 0, 1, 0, 0.5)
    for x in [1e-15, 1e-12, 1e-9, 1e-6] {
      let t = cbrt(x)
      #expect(abs(start.value(at: x) - bernstein(1, 0.5, t)) < 1e-12, "x = \(x)")
    }
    // c1x = c2x = 1: x = 1 − (1 − t)³.
    let end = try TimingCurve(controlPoints: 1, 0, 1, 0)
    for h in [0x1p-53, 1e-15, 1e-12, 1e-9, 1e-6] {
      let x = 1 - h
      let t = 1 - cbrt(1 - x)  // 1 − x is exact; h itself is not representable next to 1
      #expect(abs(end.value(at: x) - bernstein(0, 0, t)) < 1e-12, "x = 1 − \(h)")
    }
    // c1x = 1, c2x = 0: x = (1 − (1 − 2t)³) / 2, stationary at t = ½.
    let middle = try TimingCurve(controlPoints: 1, 0, 0, 1)
    for d in [-1e-6, -1e-12, -1e-15, 1e-15, 1e-12, 1e-6] {
      let x = 0.5 + d
      let t = (1 - cbrt(1 - 2 * x)) / 2
      #expect(abs(middle.value(at: x) - bernstein(0, 1, t)) < 1e-12, "x = ½ + \(d)")
    }
  }

  @Test func easeOutMirrorsEaseIn() {
    for i in 0...100 {
      let x = Double(i) / 100
      let mirrored = 1 - TimingCurve.easeIn.value(at: 1 - x)
      #expect(abs(TimingCurve.easeOut.value(at: x) - mirrored) < 1e-12, "x = \(x)")
    }
  }

  //===--- Shape ----------------------------------------------------------------------------===//

  @Test func monotoneCurvesAreMonotone() throws {
    let monotone =
      TimingCurve.namedCurves
      + [
        try TimingCurve(controlPoints: 0.5, 0, 0.5, 1),
        try TimingCurve(controlPoints: 0, 1, 1, 0),
        try TimingCurve(controlPoints: 1, 0, 0, 1),
        try TimingCurve(controlPoints: 0.9, 0.1, 0.1, 0.9),
      ]
    for curve in monotone {
      var previous = 0.0
      for i in 0...10_000 {
        let y = curve.value(at: Double(i) / 10_000)
        #expect(y >= previous, "\(curve) decreases at x = \(Double(i) / 10_000)")
        previous = y
      }
    }
  }

  @Test(arguments: TimingCurve.namedCurves)
  func endpointsAreExactAndInputIsClamped(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
    #expect(curve.value(at: -.infinity) == 0)
    #expect(curve.value(at: .infinity) == 1)
    #expect(curve.value(at: .nan).isNaN)
    #expect(curve.value(at: .leastNonzeroMagnitude) >= 0)
    #expect(curve.value(at: 1 - .ulpOfOne) <= 1)
  }

  @Test func linearIsTheIdentity() throws {
    for x in [1e-300, 0.1, 1.0 / 3, 0.5, 0.7, 1 - 1e-16] {
      #expect(TimingCurve.linear.value(at: x) == x)
    }
    let diagonal = try TimingCurve(controlPoints: 0.3, 0.3, 0.6, 0.6)
    #expect(diagonal.value(at: 0.123) == 0.123)
  }

  @Test func overshootingCurveLeavesTheUnitInterval() throws {
    let back = try TimingCurve(controlPoints: 0.68, -0.55, 0.265, 1.55)
    let values = (1..<100).map { back.value(at: Double($0) / 100) }
    #expect(values.contains { $0 < 0 })
    #expect(values.contains { $0 > 1 })
  }

  //===--- Validation -----------------------------------------------------------------------===//

  @Test func xControlValuesOutsideTheUnitIntervalAreRejected() {
    #expect(throws: TimingCurveError.controlPointXOutOfRange(name: "c1x", value: -0.1)) {
      try TimingCurve(controlPoints: -0.1, 0, 1, 1)
    }
    #expect(throws: TimingCurveError.controlPointXOutOfRange(name: "c2x", value: 1.0001)) {
      try TimingCurve(controlPoints: 0, 0, 1.0001, 1)
    }
  }

  @Test func nonFiniteControlValuesAreRejected() {
    #expect(throws: TimingCurveError.self) { try TimingCurve(controlPoints: .nan, 0, 1, 1) }
    #expect(throws: TimingCurveError.nonFiniteControlPoint(name: "c1y", value: .infinity)) {
      try TimingCurve(controlPoints: 0.5, .infinity, 1, 1)
    }
    #expect(throws: TimingCurveError.nonFiniteControlPoint(name: "c2y", value: -.infinity)) {
      try TimingCurve(controlPoints: 0.5, 0, 1, -.infinity)
    }
  }

  @Test func yControlValuesMayOvershoot() throws {
    let curve = try TimingCurve(controlPoints: 0.5, -2, 0.5, 3)
    #expect(curve.c1y == -2)
    #expect(curve.c2y == 3)
  }

  @Test func errorMessagesNameTheControlPointAndTheRule() {
    let range = TimingCurveError.controlPointXOutOfRange(name: "c2x", value: 1.5).description
    #expect(range.contains("c2x"))
    #expect(range.contains("1.5"))
    #expect(range.contains("between 0 and 1"))
    let finite = TimingCurveError.nonFiniteControlPoint(name: "c1y", value: .nan).description
    #expect(finite.contains("c1y"))
    #expect(finite.contains("finite"))
  }

  //===--- Identity, printing, coding -------------------------------------------------------===//

  @Test func customCurveWithNamedControlPointsIsThatCurve() throws {
    let curve = try TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
    #expect(curve == .easeInEaseOut)
    #expect(curve.hashValue == TimingCurve.easeInEaseOut.hashValue)
    #expect(curve.name == "easeInEaseOut")
    #expect(try TimingCurve(controlPoints: 0.1, 0.2, 0.3, 0.4).name == nil)
  }

  @Test func descriptionIsStable() throws {
    #expect(TimingCurve.easeInEaseOut.description == "easeInEaseOut(0.42, 0.0, 0.58, 1.0)")
    #expect(TimingCurve.default.description == "default(0.25, 0.1, 0.25, 1.0)")
    let custom = try TimingCurve(controlPoints: 0.1, 0.2, 0.3, 0.4)
    #expect(custom.description == "cubicBezier(0.1, 0.2, 0.3, 0.4)")
  }

  @Test func encodesNamesAndControlPoints() throws {
    let encoder = JSONEncoder()
    #expect(String(decoding: try encoder.encode(TimingCurve.easeIn), as: UTF8.self) == "\"easeIn\"")
    let custom = try TimingCurve(controlPoints: 0.1, 0.2, 0.3, 0.4)
    #expect(String(decoding: try encoder.encode(custom), as: UTF8.self) == "[0.1,0.2,0.3,0.4]")
  }

  @Test func decodesNamesAndControlPoints() throws {
    let decoder = JSONDecoder()
    for (name, _) in namedPoints {
      let curve = try decoder.decode(TimingCurve.self, from: Data("\"\(name)\"".utf8))
      #expect(curve.name == name)
    }
    let custom = try decoder.decode(TimingCurve.self, from: Data("[0.68, -0.55, 0.265, 1.55]".utf8))
    #expect(custom == (try TimingCurve(controlPoints: 0.68, -0.55, 0.265, 1.55)))
    let roundTrip = try decoder.decode(TimingCurve.self, from: JSONEncoder().encode(custom))
    #expect(roundTrip == custom)
  }

  @Test func decodingRejectsUnknownNamesAndBadControlPoints() {
    let decoder = JSONDecoder()
    for json in ["\"easeInAndOut\"", "[0.1, 0.2, 0.3]", "[1.5, 0, 0.5, 1]", "{\"c1x\": 0}", "3"] {
      #expect(throws: DecodingError.self, "\(json)") {
        try decoder.decode(TimingCurve.self, from: Data(json.utf8))
      }
    }
  }

  @Test func unknownNameErrorListsTheNames() {
    do {
      _ = try JSONDecoder().decode(TimingCurve.self, from: Data("\"bounce\"".utf8))
      Issue.record("decoding succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("\"bounce\""))
      #expect(context.debugDescription.contains("\"easeInEaseOut\""))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
