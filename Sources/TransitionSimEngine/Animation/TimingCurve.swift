import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction`.
///
/// The curve is `[(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]` (CAMediaTimingFunction.h). The
/// horizontal axis is the fraction of the animation's duration that has elapsed, the vertical axis
/// the fraction of the change that has been applied, so `value(at: 0.5)` of ``easeIn`` is about
/// 0.315. The x control values must lie in [0, 1], which keeps x(t) monotonic, so every time
/// fraction has exactly one value; the y control values may leave [0, 1] to overshoot.
///
/// ```swift
/// TimingCurve.easeInEaseOut.value(at: 0.25)  // 0.129162
/// let back = try TimingCurve(controlPoints: 0.68, -0.55, 0.265, 1.55)
/// ```
///
/// Core Animation stores the control points as `Float` (CAMediaTimingFunction.h declares them
/// `float`), so its 0.42 is 0.41999998688697815. This type keeps the documented decimal values as
/// `Double`; the two differ by about 1e-8 in the output, far below a pixel.
///
/// Equality, hashing and coding depend only on the four control points; ``name`` is derived from
/// them.
public struct TimingCurve: Sendable {
  /// The x coordinate of the first control point, in [0, 1].
  public let c1x: Double
  /// The y coordinate of the first control point.
  public let c1y: Double
  /// The x coordinate of the second control point, in [0, 1].
  public let c2x: Double
  /// The y coordinate of the second control point.
  public let c2y: Double

  // Power-basis coefficients, as in WebKit's UnitBezier.h: X(t) = ((ax·t + bx)·t + cx)·t; the same
  // for Y.
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double
  // The reversed curve (control points (1 − c2), (1 − c1)), so that 1 − X(1 − s) = X̃(s) and
  // 1 − Y(1 − s) = Ỹ(s). Evaluating near t = 1 through it keeps full precision where x(t) is flat.
  private let rax: Double, rbx: Double, rcx: Double
  private let ray: Double, rby: Double, rcy: Double
  // X expanded about t = ½: X(½ + s) = mx0 + s·(mx1 + s·(mx2 + s·ax)). Exact for the one family
  // whose x(t) is stationary inside (0, 1) (c1x = 1, c2x = 0).
  private let mx0: Double, mx1: Double, mx2: Double
  // Both control points on the diagonal: the curve is the identity.
  private let isIdentity: Bool

  /// Creates a custom timing curve from its two control points, as
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
  ///
  /// - Parameters:
  ///   - c1x: The x coordinate of the first control point, in [0, 1].
  ///   - c1y: The y coordinate of the first control point; any finite value.
  ///   - c2x: The x coordinate of the second control point, in [0, 1].
  ///   - c2y: The y coordinate of the second control point; any finite value.
  /// - Throws: ``TimingCurveError`` if a value is not finite or an x value is outside [0, 1].
  public init(
    controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double
  ) throws(TimingCurveError) {
    let points = [("c1x", c1x), ("c1y", c1y), ("c2x", c2x), ("c2y", c2y)]
    for (name, value) in points where !value.isFinite {
      throw .nonFiniteControlPoint(name: name, value: value)
    }
    for (name, value) in [("c1x", c1x), ("c2x", c2x)] where !(0...1).contains(value) {
      throw .controlPointXOutOfRange(name: name, value: value)
    }
    self.init(validated: c1x, c1y, c2x, c2y)
  }

  /// Creates a curve from control points already known to be valid, precomputing its polynomials.
  private init(validated c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
    (ax, bx, cx) = Self.powerBasis(c1x, c2x)
    (ay, by, cy) = Self.powerBasis(c1y, c2y)
    (rax, rbx, rcx) = Self.powerBasis(1 - c2x, 1 - c1x)
    (ray, rby, rcy) = Self.powerBasis(1 - c2y, 1 - c1y)
    // Taylor coefficients of X at ½: X(½), X′(½) and X″(½)/2, simplified by hand.
    mx0 = (1 + 3 * (c1x + c2x)) / 8
    mx1 = 0.75 * (1 - c1x + c2x)
    mx2 = 1.5 * (1 - c1x - c2x)
    isIdentity = c1x == c1y && c2x == c2y
  }

  /// The coefficients (a, b, c) of `((a·t + b)·t + c)·t` for control values p1, p2 (as in WebKit's
  /// UnitBezier.h).
  private static func powerBasis(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (a, b, c)
  }

  //===--- Named curves -------------------------------------------------------------------===//

  /// Constant speed: `kCAMediaTimingFunctionLinear`, control points (0, 0) and (1, 1).
  ///
  /// The identity curve, inferred from the name and from WebKit's `isLinear` (Apple does not give
  /// its control points).
  public static let linear = TimingCurve(validated: 0, 0, 1, 1)

  /// Starts slowly, then speeds up: `kCAMediaTimingFunctionEaseIn`, (0.42, 0) and (1, 1).
  ///
  /// Documented by Apple (`CAMediaTimingFunctionName.easeIn`); UIKit's `.curveEaseIn`.
  public static let easeIn = TimingCurve(validated: 0.42, 0, 1, 1)

  /// Starts quickly, then slows down: `kCAMediaTimingFunctionEaseOut`, (0, 0) and (0.58, 1).
  ///
  /// From runtime dumps of the function's control points (`getControlPointAtIndex:values:`) and
  /// WebKit's and SwiftUI's identical presets; UIKit's `.curveEaseOut`.
  public static let easeOut = TimingCurve(validated: 0, 0, 0.58, 1)

  /// Slow at both ends: `kCAMediaTimingFunctionEaseInEaseOut`, (0.42, 0) and (0.58, 1).
  ///
  /// Documented by Apple (`CAMediaTimingFunctionName.easeInEaseOut`). UIKit's default
  /// `.curveEaseInOut`, installed on the layer by every `UIView.animate(withDuration:…)` block (as
  /// a dump of the layer's animations shows).
  public static let easeInEaseOut = TimingCurve(validated: 0.42, 0, 0.58, 1)

  /// Core Animation's implicit-animation curve: `kCAMediaTimingFunctionDefault`, (0.25, 0.1) and
  /// (0.25, 1).
  ///
  /// Documented by Apple (`CAMediaTimingFunctionName.default`). It applies to implicit `CALayer`
  /// animations, not to UIView block animations, which use ``easeInEaseOut``.
  public static let `default` = TimingCurve(validated: 0.25, 0.1, 0.25, 1)

  /// The five named curves, in Core Animation's order: linear, easeIn, easeOut, easeInEaseOut,
  /// default.
  public static let namedCurves: [TimingCurve] = [linear, easeIn, easeOut, easeInEaseOut, .default]

  /// The names of ``namedCurves``, in the same order; the spellings ``init(from:)`` accepts, with
  /// ``curveAliases``.
  public static let curveNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

  /// Other spellings ``named(_:)`` accepts, with the name each stands for: UIKit's
  /// `UIView.AnimationCurve.easeInOut` for Core Animation's `easeInEaseOut` (the same curve, as a
  /// dump of the animations `UIView.animate` installs shows: `.curveEaseInOut` installs
  /// `kCAMediaTimingFunctionEaseInEaseOut`).
  public static let curveAliases: [(alias: String, name: String)] = [
    ("easeInOut", "easeInEaseOut")
  ]

  /// The named curve called `name` (`"easeInEaseOut"`, …, or an alias from ``curveAliases``
  /// such as UIKit's `"easeInOut"`), or `nil` if there is none.
  ///
  /// - Complexity: O(*n*) in the number of named curves and aliases (six).
  public static func named(_ name: String) -> TimingCurve? {
    let canonical = curveAliases.first { $0.alias == name }?.name ?? name
    return curveNames.firstIndex(of: canonical).map { namedCurves[$0] }
  }

  /// The Core Animation name of this curve (`"easeInEaseOut"`, …) if its control points are exactly
  /// those of a named curve, otherwise `nil`.
  ///
  /// - Complexity: O(*n*) in the number of named curves (five).
  public var name: String? {
    Self.namedCurves.firstIndex(of: self).map { Self.curveNames[$0] }
  }

  //===--- value(at:) ---------------------------------------------------------------------===//

  /// The fraction of the change applied when `progress` of the duration has elapsed: y for x.
  ///
  /// The input is clamped to [0, 1]; the result is exactly 0 at (and below) 0 and exactly 1 at (and
  /// above) 1. NaN gives NaN. Inside, x(t) = progress is solved for the Bézier parameter t by
  /// Newton–Raphson, safeguarded by bisection whenever a step would leave the bracket or converge
  /// too slowly, to |Δt| ≤ 1e-15 (the algorithm of Chromium's `gfx::CubicBezier` and WebKit's
  /// UnitBezier.h, carried to full precision instead of Chromium's 1e-7 so that the error in y
  /// stays below 1e-6 even where the curve is steep). Near t = 0, ½ and 1 x(t) is evaluated in a
  /// form expanded about that point, so flat stretches of x(t) lose no precision. The only inputs
  /// that remain ill-conditioned are those of the family c1x = 1, c2x = 0 close to (but not exactly
  /// at) its vertical tangent at ½, where dy/dx is unbounded and any method is limited by `Double`.
  ///
  /// - Parameter progress: The elapsed fraction of the duration.
  /// - Returns: The eased progress; outside [0, 1] only if a y control value is.
  /// - Complexity: O(1): at most 100 iterations, typically 3 to 6.
  public func value(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    if isIdentity { return progress }
    return y(atParameter: parameter(forX: progress))
  }

  /// The Bézier parameter t in [0, 1] with x(t) = `x`, for 0 < x < 1.
  private func parameter(forX x: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var t = x
    var step = 1.0
    var previousStep = 1.0
    for _ in 0..<100 {
      let f = xError(at: t, target: x)
      if f == 0 { return t }
      if f < 0 { lo = t } else { hi = t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      let newton = t - f / slope
      // Bisect if Newton leaves the bracket (or is NaN because the slope is 0), or if it would
      // not halve the step before last: rtsafe's guard against slow convergence.
      if newton > lo, newton < hi, abs(2 * f) <= abs(previousStep * slope) {
        previousStep = step
        step = newton - t
        t = newton
      } else {
        previousStep = step
        let mid = lo + (hi - lo) / 2
        step = mid - t
        t = mid
      }
      if abs(step) <= 1e-15 { return t }
    }
    return t
  }

  /// x(t) − `target`, evaluated in the form that is exact near t (see the stored coefficients).
  private func xError(at t: Double, target: Double) -> Double {
    if t < 0.25 {
      return ((ax * t + bx) * t + cx) * t - target
    } else if t > 0.75 {
      let s = 1 - t
      return (1 - target) - ((rax * s + rbx) * s + rcx) * s
    } else {
      let s = t - 0.5
      return (mx0 - target) + s * (mx1 + s * (mx2 + s * ax))
    }
  }

  /// y(t), through the reversed curve for t > ½ so that y(1) is exactly 1.
  private func y(atParameter t: Double) -> Double {
    if t <= 0.5 {
      return ((ay * t + by) * t + cy) * t
    } else {
      let s = 1 - t
      return 1 - ((ray * s + rby) * s + rcy) * s
    }
  }
}

//===--- Equatable, Hashable ---------------------------------------------------------------===//

extension TimingCurve: Hashable {
  /// Whether two curves have the same control points.
  public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
    lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(c1x)
    hasher.combine(c1y)
    hasher.combine(c2x)
    hasher.combine(c2y)
  }
}

//===--- CustomStringConvertible -----------------------------------------------------------===//

extension TimingCurve: CustomStringConvertible {
  /// A stable, readable rendering: `easeInEaseOut(0.42, 0.0, 0.58, 1.0)` for a named curve,
  /// `cubicBezier(0.1, 0.2, 0.3, 0.4)` for a custom one.
  ///
  /// Numbers are printed with Swift's shortest round-tripping representation, which is the same
  /// on every platform.
  public var description: String {
    "\(name ?? "cubicBezier")(\(c1x), \(c1y), \(c2x), \(c2y))"
  }
}

//===--- Codable ---------------------------------------------------------------------------===//

extension TimingCurve: Codable {
  /// Decodes a curve from its name (`"easeInEaseOut"`) or from its four control points
  /// (`[0.42, 0, 0.58, 1]`).
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name, a wrong number of control
  ///   points or invalid control points, with a message that says which.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard let curve = Self.named(name) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "Unknown timing curve \"\(name)\": use one of "
            + Self.curveNames.map { "\"\($0)\"" }.joined(separator: ", ")
            + ", or four control points [c1x, c1y, c2x, c2y].")
      }
      self = curve
      return
    }
    guard let points = try? container.decode([Double].self), points.count == 4 else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "A timing curve is a name (\"easeInEaseOut\") or four control points [c1x, c1y, c2x, c2y]."
      )
    }
    do {
      self = try TimingCurve(controlPoints: points[0], points[1], points[2], points[3])
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes a named curve as its name and a custom curve as `[c1x, c1y, c2x, c2y]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let name {
      try container.encode(name)
    } else {
      try container.encode([c1x, c1y, c2x, c2y])
    }
  }
}

//===--- TimingCurveError ------------------------------------------------------------------===//

/// Why a custom ``TimingCurve`` could not be created.
public enum TimingCurveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A control value (named `c1x`, `c1y`, `c2x` or `c2y`) is NaN or infinite.
  case nonFiniteControlPoint(name: String, value: Double)
  /// An x control value (`c1x` or `c2x`) is outside [0, 1].
  case controlPointXOutOfRange(name: String, value: Double)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .nonFiniteControlPoint(let name, let value):
      return "Timing curve control point \(name) is \(value): every control value must be a "
        + "finite number."
    case .controlPointXOutOfRange(let name, let value):
      return "Timing curve control point \(name) is \(value), outside 0…1: the x values are "
        + "fractions of the duration and must lie between 0 and 1 (the y values may overshoot)."
    }
  }
}
