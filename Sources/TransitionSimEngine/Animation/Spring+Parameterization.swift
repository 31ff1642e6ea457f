import Foundation

extension Spring {
  //===--- CASpringAnimation ----------------------------------------------------------------===//

  /// Creates a spring from `CASpringAnimation`'s physical parameters.
  ///
  /// The defaults are `CASpringAnimation`'s (mass 1, stiffness 100, damping 10, initial velocity 0;
  /// CASpringAnimation.h), which give ζ = 0.5 and ω₀ = 10 rad/s. That Core Animation's
  /// `initialVelocity` is in progress units per second, like UIKit's, is inferred from the sign
  /// convention CASpringAnimation.h gives it (positive towards the spring's attachment point);
  /// Apple does not state its unit.
  ///
  /// - Parameters:
  ///   - mass: The mass m; greater than 0.
  ///   - stiffness: The stiffness k; greater than 0.
  ///   - damping: The damping coefficient c; 0 (undamped) or more.
  ///   - initialVelocity: v₀ in progress units per second, positive towards the target.
  /// - Throws: ``SpringError`` if a value is not finite or out of range.
  /// - Complexity: O(1); an over-damped spring scans at most 1024 samples for its
  ///   ``settlingDuration``.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) throws(SpringError) {
    try Self.requireFinite(("mass", mass), ("stiffness", stiffness), ("damping", damping))
    try Self.requireFinite(("initialVelocity", initialVelocity))
    try Self.requirePositive(("mass", mass), ("stiffness", stiffness))
    try Self.requireNonNegative(("damping", damping))
    try self.init(
      parameterization: .coreAnimation(mass: mass, stiffness: stiffness, damping: damping),
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      duration: nil)
  }

  //===--- UIView.animate(withDuration:…usingSpringWithDamping:…) ---------------------------===//

  /// Creates the spring UIKit derives for
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  ///
  /// **Documented by Apple:** the damping ratio's meaning (1 is critical, smaller oscillates) and
  /// the velocity's unit (1 covers the whole distance in one second); the animation lasts
  /// `duration`.
  ///
  /// **Inferred:** how UIKit turns the duration into a stiffness. UIKit installs a
  /// `CASpringAnimation` (its `mass`, `stiffness` and `damping` can be read back from the layer, as
  /// material-motion does); Framer states that iOS derives its stiffness and damping with Framer's
  /// calculation, and OpenSwiftUI's reimplementation of SwiftUI's
  /// `Spring(settlingDuration:dampingRatio:)` uses the same constants. Apple has confirmed none of
  /// it. That calculation: mass m = 1; ζ clamped to [2⁻⁵², 1] (over-damping cannot be expressed);
  /// D = `duration` clamped to [0.01, 10]; ω₀ is the root of
  ///
  /// ```
  /// ζ < 1:  (ζω₀ − v) / (ω₀√(1 − ζ²)) · e^(−ζω₀D) = ε
  /// ζ = 1:  e^(−ω₀D) · ((ω₀ − v)·D + 1)          = ε,      ε = 0.001
  /// ```
  ///
  /// that is, the spring's envelope has decayed to 0.1 % of the distance at D; then k = ω₀²·m and
  /// c = 2ζ√(mk). Framer finds the root by twelve Newton steps from 5/D; this initializer bisects
  /// to the largest root (to adjacent `Double`s), which is the root those Newton steps reach
  /// whenever they converge (every input with v = 0, for example ζ = 0.25, D = 3 gives k = 54.8336,
  /// c = 3.7025, Framer's published values). Two choices are this library's own: for some positive
  /// velocities the equation has no root (Framer's Newton steps diverge), and then ω₀ comes from
  /// the same equation with v = 0; and a ratio so small that even that equation has no root
  /// (ζ ≲ 0.001) is an error.
  ///
  /// The animation ends at `duration` (unclamped): ``value(at:)`` is exactly 1 from then on, as
  /// Core Animation shows the model value once an animation is removed (`fillMode` defaults to
  /// `removed`; Apple's documentation of `CAMediaTiming`). Just before, with v = 0, the progress
  /// differs from 1 by at most ε·√(1 + 1/B²), B = ζ/√(1 − ζ²): 0.1 % for ζ = 1, 0.13 % for ζ = 0.8,
  /// 0.4 % for ζ = 0.25, so the final jump is small.
  ///
  /// - Parameters:
  ///   - duration: The animation's duration in seconds; greater than 0.
  ///   - dampingRatio: ζ; 0 or more, 1 for no oscillation; values above 1 act as 1.
  ///   - initialSpringVelocity: v₀ in progress units per second, positive towards the target.
  /// - Throws: ``SpringError`` if a value is not finite or out of range, or the damping ratio is
  ///   too small for the duration mapping.
  /// - Complexity: O(1): a bisection of at most a few thousand (typically about 60) steps.
  public init(
    duration: Double, dampingRatio: Double, initialSpringVelocity: Double = 0
  ) throws(SpringError) {
    try Self.requireFinite(
      ("duration", duration), ("dampingRatio", dampingRatio),
      ("initialSpringVelocity", initialSpringVelocity))
    try Self.requirePositive(("duration", duration))
    try Self.requireNonNegative(("dampingRatio", dampingRatio))
    let ratio = min(max(dampingRatio, .ulpOfOne), 1)
    let clampedDuration = min(max(duration, 0.01), 10)
    guard
      let omega = Self.uiKitNaturalFrequency(
        dampingRatio: ratio, duration: clampedDuration, velocity: initialSpringVelocity)
        ?? Self.uiKitNaturalFrequency(
          dampingRatio: ratio, duration: clampedDuration, velocity: 0)
    else {
      throw .dampingRatioTooSmall(dampingRatio)
    }
    let stiffness = omega * omega
    try self.init(
      parameterization: .uiKitDuration(duration: duration, dampingRatio: dampingRatio),
      mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
      initialVelocity: initialSpringVelocity, duration: duration)
  }

  /// The largest ω₀ at which the envelope of UIKit's duration mapping (above) decays to ε at
  /// `duration`, or `nil` if there is none.
  private static func uiKitNaturalFrequency(
    dampingRatio zeta: Double, duration d: Double, velocity v: Double
  ) -> Double? {
    let epsilon = 0.001
    let critical = zeta >= 1
    let s = ((1 - zeta) * (1 + zeta)).squareRoot()
    // envelope(ω) − ε: positive below the largest root, negative above it.
    func excess(_ omega: Double) -> Double {
      if critical {
        return exp(-omega * d) * ((omega - v) * d + 1) - epsilon
      }
      return (zeta * omega - v) / (omega * s) * exp(-zeta * omega * d) - epsilon
    }
    // Beyond `lower` the envelope decreases monotonically; at `lower` it is at its maximum
    // (or +∞ when `lower` is 0 and v < 0).
    var lower = 0.0
    if critical {
      lower = max(v, 0)
      if excess(lower) <= 0 { return nil }
    } else if v > 0 {
      // The envelope's maximum: ζ²D·ω² − ζDv·ω − v = 0.
      let b = zeta * d * v
      lower = (b + (b * b + 4 * zeta * zeta * d * v).squareRoot()) / (2 * zeta * zeta * d)
      guard lower.isFinite, excess(lower) > 0 else { return nil }
    } else if v == 0, zeta / s <= epsilon {
      return nil
    }
    var upper = max(5 / d, 2 * lower)
    while excess(upper) > 0 {
      upper *= 2
      if !upper.isFinite { return nil }
    }
    for _ in 0..<4096 {
      let mid = lower + (upper - lower) / 2
      if mid <= lower || mid >= upper { break }
      if excess(mid) > 0 { lower = mid } else { upper = mid }
    }
    return upper > 0 && upper.isFinite ? upper : nil
  }

  //===--- SwiftUI spring(response:dampingFraction:) ----------------------------------------===//

  /// Creates a spring from SwiftUI's response and damping fraction.
  ///
  /// k = (2π / response)²·m and c = 4π·ζ·m / response with m = 1 (WWDC18 "Designing Fluid
  /// Interfaces"): `response` is the period of the undamped spring. SwiftUI's own defaults are
  /// response 0.5 and damping fraction 0.825. SwiftUI's `Spring(duration:bounce:)` is the same
  /// spring with response = duration and dampingFraction = 1 − bounce (bounce ≥ 0) or
  /// 1 / (1 + bounce) (bounce < 0); ``init(duration:bounce:initialVelocity:)`` creates it and
  /// keeps those parameters.
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds; greater than 0.
  ///   - dampingFraction: ζ; 0 or more; above 1 is over-damped.
  ///   - initialVelocity: v₀ in progress units per second, positive towards the target.
  /// - Throws: ``SpringError`` if a value is not finite or out of range.
  /// - Complexity: O(1); an over-damped spring scans at most 1024 samples for its
  ///   ``settlingDuration``.
  public init(
    response: Double, dampingFraction: Double, initialVelocity: Double = 0
  ) throws(SpringError) {
    try Self.requireFinite(
      ("response", response), ("dampingFraction", dampingFraction),
      ("initialVelocity", initialVelocity))
    try Self.requirePositive(("response", response))
    try Self.requireNonNegative(("dampingFraction", dampingFraction))
    let angular = 2 * Double.pi / response
    try self.init(
      parameterization: .response(response: response, dampingFraction: dampingFraction),
      mass: 1, stiffness: angular * angular, damping: 4 * Double.pi * dampingFraction / response,
      initialVelocity: initialVelocity, duration: nil)
  }

  //===--- Validation ------------------------------------------------------------------------===//

  static func requireFinite(_ values: (String, Double)...) throws(SpringError) {
    for (name, value) in values where !value.isFinite {
      throw .notFinite(parameter: name, value: value)
    }
  }

  static func requirePositive(_ values: (String, Double)...) throws(SpringError) {
    for (name, value) in values where !(value > 0) {
      throw .notPositive(parameter: name, value: value)
    }
  }

  static func requireNonNegative(_ values: (String, Double)...) throws(SpringError) {
    for (name, value) in values where value < 0 {
      throw .negative(parameter: name, value: value)
    }
  }
}
