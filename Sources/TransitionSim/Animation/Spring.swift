import Foundation

/// A damped harmonic oscillator that carries an animation's progress from 0 to 1, solved in
/// closed form.
///
/// The model is animation-math.md §2.1: with displacement x = p − 1,
/// `m·x″ + c·x′ + k·x = 0`, x(0) = −1, x′(0) = v₀, where p is the progress (the fraction of the
/// change applied, which overshoots 1 when the spring bounces) and v₀ is the initial velocity in
/// progress units per second, positive towards the target. With λ = c / 2m, ω₀ = √(k/m) and
/// ζ = c / (2√(km)):
///
/// ```
/// p(t)  = 1 − e^(−λt)·[C(t) + (λ − v₀)·S(t)]
/// p′(t) =     e^(−λt)·[v₀·C(t) + (ω₀² − λ·v₀)·S(t)]
/// under-damped (ζ < 1), ω_d = ω₀√(1 − ζ²):  C = cos(ω_d t),  S = sin(ω_d t) / ω_d
/// critically damped (ζ = 1):                 C = 1,           S = t
/// over-damped (ζ > 1),  μ = ω₀√(ζ² − 1):     C = cosh(μt),    S = sinh(μt) / μ
/// ```
///
/// These are the three closed forms of §2.1 written with one pair of functions: the under-damped
/// line is §2.1's exactly, and the over-damped one is §2.1's C₁e^(r₁t) + C₂e^(r₂t) rewritten with
/// r₁,₂ = −λ ± μ, which stays accurate as ζ → 1 where C₁ and C₂ would cancel. A ratio within 1e-12
/// of 1 counts as critical.
///
/// Three parameterisations:
/// - ``init(mass:stiffness:damping:initialVelocity:)``: `CASpringAnimation`'s physical parameters
///   (§2.3). The animation runs for ``settlingDuration``.
/// - ``init(duration:dampingRatio:initialSpringVelocity:)``: UIKit's
///   `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` (§2.4).
///   The animation ends at `duration`, where the progress is exactly 1.
/// - ``init(response:dampingFraction:initialVelocity:)``: SwiftUI's
///   `spring(response:dampingFraction:)` (§2.6).
///
/// Every coefficient is computed once, in the initializer; ``value(at:)`` and ``velocity(at:)``
/// only evaluate exponentials and trigonometric functions. Equality, hashing and coding depend on
/// the parameters as given (``parameterization`` and ``initialVelocity``).
public struct Spring: Sendable {
  /// The parameters a spring was created from.
  public enum Parameterization: Hashable, Sendable {
    /// `CASpringAnimation`'s mass, stiffness and damping coefficient (animation-math.md §2.3).
    case coreAnimation(mass: Double, stiffness: Double, damping: Double)
    /// UIKit's duration and damping ratio (animation-math.md §2.4); the animation lasts
    /// `duration`.
    case uiKitDuration(duration: Double, dampingRatio: Double)
    /// SwiftUI's response (the undamped period) and damping fraction (animation-math.md §2.6).
    case response(response: Double, dampingFraction: Double)

    /// The parameters by the names the scenario format, `Codable` and the keyframe export use.
    var namedValues: [(name: StaticString, value: Double)] {
      switch self {
      case .coreAnimation(let mass, let stiffness, let damping):
        return [("mass", mass), ("stiffness", stiffness), ("damping", damping)]
      case .uiKitDuration(let duration, let dampingRatio):
        return [("duration", duration), ("dampingRatio", dampingRatio)]
      case .response(let response, let dampingFraction):
        return [("response", response), ("dampingFraction", dampingFraction)]
      }
    }
  }

  /// How strongly a spring is damped, which selects its closed form.
  public enum Regime: Hashable, Sendable {
    /// ζ < 1: the progress oscillates about 1 with decaying amplitude.
    case underdamped
    /// ζ = 1: the fastest approach to 1 without oscillating.
    case criticallyDamped
    /// ζ > 1: a slower approach to 1; it overshoots at most once, and only with a large
    /// initial velocity.
    case overdamped
  }

  /// The parameters this spring was created from.
  public let parameterization: Parameterization
  /// The mass m (1 for the UIKit and SwiftUI parameterisations).
  public let mass: Double
  /// The stiffness k.
  public let stiffness: Double
  /// The damping coefficient c.
  public let damping: Double
  /// The initial velocity v₀ in progress units per second: 1 covers the whole change in one
  /// second; positive moves towards the target (animation-math.md §2.2).
  public let initialVelocity: Double
  /// The fixed duration of a UIKit spring animation, after which the progress is exactly 1;
  /// `nil` for the other parameterisations, which run until ``settlingDuration``.
  public let duration: Double?
  /// The estimated time for the spring to come to rest, in seconds (animation-math.md §2.3, §2.6).
  ///
  /// Under- and critically damped springs use OpenSwiftUI's reimplementation of SwiftUI's
  /// formula, the one animation-math.md §2.3 recommends:
  /// `max(0, −ln(ε / (|λ − v₀| + 1)) / λ)` with ε = 0.001. Over-damped springs use the same
  /// source's scan (§2.6): progress is sampled every 0.1 s (at k/10 s for integer k, never by
  /// accumulating 0.1) for at most 1024 samples, and the result is the first sample time at which
  /// |1 − p| fell below ε and stayed below at every sample for more than one second. When the scan
  /// ends without that (a spring slower than about 100 s), where OpenSwiftUI returns 0 this type
  /// returns the time at which the slow exponential mode decays to ε. An undamped spring never
  /// settles: `infinity`.
  ///
  /// This is an estimate: Core Animation's own criterion is unknown, and Apple's two published
  /// figures (≈ 2.85 s for damping 5, "just over 1 s" for damping 15) are bracketed, not matched,
  /// by every candidate (§2.3).
  public let settlingDuration: Double
  /// Whether the spring is under-, critically or over-damped.
  public let regime: Regime

  /// The closed form's coefficients.
  private let motion: Motion

  //===--- CASpringAnimation ----------------------------------------------------------------===//

  /// Creates a spring from `CASpringAnimation`'s physical parameters.
  ///
  /// The defaults are `CASpringAnimation`'s (mass 1, stiffness 100, damping 10, initial velocity
  /// 0; CASpringAnimation.h, animation-math.md §2.3), which give ζ = 0.5 and ω₀ = 10 rad/s. That
  /// Core Animation's `initialVelocity` is in progress units per second, like UIKit's, is inferred
  /// from its sign convention (animation-math.md §2.2); Apple does not state its unit.
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
  /// the velocity's unit (1 covers the whole distance in one second, §2.2); the animation lasts
  /// `duration`.
  ///
  /// **Inferred (animation-math.md §2.4):** how UIKit turns the duration into a stiffness. UIKit
  /// installs a `CASpringAnimation`; Framer states that iOS derives its stiffness and damping with
  /// Framer's calculation, and OpenSwiftUI's reimplementation of SwiftUI's
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
  /// c = 2ζ√(mk). The reference finds the root by twelve Newton steps from 5/D; this initializer
  /// bisects to the largest root (to adjacent `Double`s), which is the root those Newton steps reach
  /// whenever they converge (every input with v = 0, for example ζ = 0.25, D = 3 gives
  /// k = 54.8336, c = 3.7025, Framer's published values). Two choices are this library's own:
  /// for some positive velocities the equation has no root (the reference's Newton steps diverge),
  /// and then ω₀ comes from the same equation with v = 0; and a ratio so small that even that
  /// equation has no root (ζ ≲ 0.001) is an error.
  ///
  /// The animation ends at `duration` (unclamped): ``value(at:)`` is exactly 1 from then on, as
  /// Core Animation shows the model value once an animation is removed (§6.1, §6.2). Just before,
  /// with v = 0, the progress differs from 1 by at most ε·√(1 + 1/B²), B = ζ/√(1 − ζ²): 0.1 % for
  /// ζ = 1, 0.13 % for ζ = 0.8, 0.4 % for ζ = 0.25, so the final jump is small.
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

  /// The largest ω₀ at which the envelope of animation-math.md §2.4 decays to ε at `duration`, or
  /// `nil` if there is none.
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
  /// Interfaces"; animation-math.md §2.6): `response` is the period of the undamped spring. SwiftUI's
  /// own defaults are response 0.5 and damping fraction 0.825. SwiftUI's `Spring(duration:bounce:)`
  /// is the same spring with response = duration and dampingFraction = 1 − bounce (bounce ≥ 0) or
  /// 1 / (1 + bounce) (bounce < 0).
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

  //===--- Shared initialisation -------------------------------------------------------------===//

  /// Computes the closed form's coefficients and the settling duration from validated physical
  /// parameters.
  private init(
    parameterization: Parameterization, mass: Double, stiffness: Double, damping: Double,
    initialVelocity: Double, duration: Double?
  ) throws(SpringError) {
    let motion = try Motion(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    self.parameterization = parameterization
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.duration = duration
    self.motion = motion
    self.regime = motion.regime
    self.settlingDuration = motion.settlingDuration()
  }

  //===--- Evaluation -------------------------------------------------------------------------===//

  /// The progress at `time` seconds after the animation starts: 0 at the start, 1 at rest.
  ///
  /// Exactly 0 for `time` ≤ 0 (before the start, Core Animation's `fillMode = both` shows the
  /// initial value, animation-math.md §6.1). For a UIKit spring, exactly 1 once `time` reaches
  /// ``duration``. Otherwise the closed form above, which overshoots 1 while an under-damped spring
  /// bounces; for `time` = +∞ it is 1. NaN gives NaN.
  public func value(at time: Double) -> Double {
    if time.isNaN { return time }
    if time <= 0 { return 0 }
    if let duration, time >= duration { return 1 }
    if time == .infinity { return 1 }
    return 1 + motion.displacement(at: time)
  }

  /// The rate of change of ``value(at:)`` at `time`, in progress units per second.
  ///
  /// ``initialVelocity`` at `time` = 0, 0 before the start, 0 from ``duration`` on for a UIKit
  /// spring and 0 at `time` = +∞. NaN gives NaN.
  public func velocity(at time: Double) -> Double {
    if time.isNaN { return time }
    if time < 0 { return 0 }
    if time == 0 { return initialVelocity }
    if let duration, time >= duration { return 0 }
    if time == .infinity { return 0 }
    return motion.velocity(at: time)
  }

  /// ζ = c / (2√(km)): below 1 the spring oscillates, 1 is critical, above 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// ω₀ = √(k/m), the undamped angular frequency in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// How long an animation driven by this spring lasts: ``duration`` for a UIKit spring,
  /// ``settlingDuration`` otherwise (animation-math.md §2.5, §6.2).
  public var animationDuration: Double { duration ?? settlingDuration }

  //===--- Validation ------------------------------------------------------------------------===//

  private static func requireFinite(_ values: (String, Double)...) throws(SpringError) {
    for (name, value) in values where !value.isFinite {
      throw .notFinite(parameter: name, value: value)
    }
  }

  private static func requirePositive(_ values: (String, Double)...) throws(SpringError) {
    for (name, value) in values where !(value > 0) {
      throw .notPositive(parameter: name, value: value)
    }
  }

  private static func requireNonNegative(_ values: (String, Double)...) throws(SpringError) {
    for (name, value) in values where value < 0 {
      throw .negative(parameter: name, value: value)
    }
  }
}

//===--- Motion ----------------------------------------------------------------------------===//

extension Spring {
  /// The coefficients of the closed form (see ``Spring``) and its evaluation.
  fileprivate struct Motion: Sendable {
    /// Which pair C(t), S(t) applies.
    let regime: Regime
    /// ω₀² = k / m.
    let omegaSquared: Double
    /// λ = c / 2m, the decay rate of the envelope.
    let decay: Double
    /// ω_d (under-damped) or μ (over-damped); 0 when critically damped.
    let frequency: Double
    /// v₀.
    let initialVelocity: Double
    /// λ − v₀: the coefficient of S(t) in the displacement.
    let displacementCoefficient: Double
    /// ω₀² − λ·v₀: the coefficient of S(t) in the velocity.
    let velocityCoefficient: Double

    init(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) throws(SpringError) {
      omegaSquared = stiffness / mass
      let omega = omegaSquared.squareRoot()
      decay = damping / (2 * mass)
      let zeta = decay / omega
      if abs(zeta - 1) <= 1e-12 {
        regime = .criticallyDamped
        frequency = 0
      } else if zeta < 1 {
        regime = .underdamped
        frequency = ((omega - decay) * (omega + decay)).squareRoot()  // ω₀√(1 − ζ²)
      } else {
        regime = .overdamped
        frequency = ((decay - omega) * (decay + omega)).squareRoot()  // ω₀√(ζ² − 1)
      }
      self.initialVelocity = initialVelocity
      displacementCoefficient = decay - initialVelocity
      velocityCoefficient = omegaSquared - decay * initialVelocity
      for (name, value) in [
        ("natural frequency", omega), ("decay rate", decay), ("oscillation frequency", frequency),
        ("velocity coefficient", velocityCoefficient),
      ] where !value.isFinite {
        throw .notRepresentable(quantity: name)
      }
    }

    /// x(t) = p(t) − 1.
    func displacement(at time: Double) -> Double {
      let (c, s) = modes(at: time)
      return -(c + displacementCoefficient * s)
    }

    /// p′(t) = x′(t).
    func velocity(at time: Double) -> Double {
      let (c, s) = modes(at: time)
      return initialVelocity * c + velocityCoefficient * s
    }

    /// (e^(−λt)·C(t), e^(−λt)·S(t)) for the regime.
    func modes(at t: Double) -> (Double, Double) {
      switch regime {
      case .underdamped:
        let envelope = exp(-decay * t)
        return (envelope * cos(frequency * t), envelope * sin(frequency * t) / frequency)
      case .criticallyDamped:
        let envelope = exp(-decay * t)
        return (envelope, envelope * t)
      case .overdamped:
        // e^(−λt)·cosh(μt) and e^(−λt)·sinh(μt)/μ without overflow or cancellation as μ → 0.
        let slow = exp((frequency - decay) * t)
        let fast = exp(-(frequency + decay) * t)
        return ((slow + fast) / 2, slow * -expm1(-2 * frequency * t) / (2 * frequency))
      }
    }

    /// See ``Spring/settlingDuration``.
    ///
    /// - Complexity: O(1) except for an over-damped spring: at most 1024 samples.
    func settlingDuration() -> Double {
      let epsilon = 0.001
      if decay == 0 { return .infinity }
      if regime != .overdamped {
        return max(0, -log(epsilon / (abs(displacementCoefficient) + 1)) / decay)
      }
      // OpenSwiftUI's scan (animation-math.md §2.6), with integer-indexed sample times.
      var bestIndex = -1
      var bestDistance = Double.infinity
      for index in 0..<1024 {
        let distance = abs(displacement(at: Double(index) / 10))
        if !distance.isFinite { break }
        if bestDistance >= epsilon {
          if distance < bestDistance {
            bestIndex = index
            bestDistance = distance
          }
        } else if distance >= epsilon {
          bestDistance = .infinity
        } else if index - bestIndex > 10 {
          return Double(bestIndex) / 10
        }
      }
      // Not settled within the scan: late on, x(t) ≈ −½·(1 + (λ − v₀)/μ)·e^(−(λ − μ)t).
      let slowRate = omegaSquared / (decay + frequency)  // λ − μ = ω₀² / (λ + μ)
      let amplitude = abs(1 + displacementCoefficient / frequency) / 2
      return max(0, log(amplitude / epsilon) / slowRate)
    }
  }
}

//===--- Equatable, Hashable ---------------------------------------------------------------===//

extension Spring: Hashable {
  /// Whether two springs were created from the same parameters.
  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.parameterization == rhs.parameterization && lhs.initialVelocity == rhs.initialVelocity
  }

  /// Hashes the parameters the spring was created from.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(parameterization)
    hasher.combine(initialVelocity)
  }
}

//===--- CustomStringConvertible -----------------------------------------------------------===//

extension Spring: CustomStringConvertible {
  /// The spring as the initializer call that creates it, e.g.
  /// `Spring(duration: 0.5, dampingRatio: 0.8, initialSpringVelocity: 0.0)`.
  public var description: String {
    switch parameterization {
    case .coreAnimation(let mass, let stiffness, let damping):
      return "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
        + "initialVelocity: \(initialVelocity))"
    case .uiKitDuration(let duration, let dampingRatio):
      return "Spring(duration: \(duration), dampingRatio: \(dampingRatio), "
        + "initialSpringVelocity: \(initialVelocity))"
    case .response(let response, let dampingFraction):
      return "Spring(response: \(response), dampingFraction: \(dampingFraction), "
        + "initialVelocity: \(initialVelocity))"
    }
  }
}

//===--- Codable ---------------------------------------------------------------------------===//

extension Spring: Codable {
  private static let coreAnimationKeys = ["mass", "stiffness", "damping"]
  private static let uiKitKeys = ["duration", "dampingRatio"]
  private static let responseKeys = ["response", "dampingFraction"]
  private static let allKeys = coreAnimationKeys + uiKitKeys + responseKeys + ["initialVelocity"]

  /// Decodes a spring from one parameterisation's keys.
  ///
  /// `{"mass", "stiffness", "damping"}` (each optional, defaulting as `CASpringAnimation`),
  /// `{"duration", "dampingRatio"}` (UIKit; both required) or `{"response", "dampingFraction"}`
  /// (SwiftUI; both required), each with an optional `"initialVelocity"` (default 0). An empty
  /// object is `CASpringAnimation`'s default spring.
  ///
  /// - Throws: `DecodingError` for unknown keys, keys of two parameterisations, a missing key or
  ///   invalid values, with a message that says which.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SpringCodingKey.self)
    let keys = container.allKeys.map(\.stringValue)
    let known = Set(Self.allKeys)
    if let unknown = keys.filter({ !known.contains($0) }).sorted().first {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "Unknown spring parameter \"\(unknown)\": use "
            + Self.allKeys.map { "\"\($0)\"" }.joined(separator: ", ") + "."))
    }
    func value(_ key: String) throws -> Double? {
      try container.decodeIfPresent(Double.self, forKey: SpringCodingKey(key))
    }
    let present = Set(keys)
    let forms = [Self.coreAnimationKeys, Self.uiKitKeys, Self.responseKeys].filter {
      !present.isDisjoint(with: $0)
    }
    guard forms.count <= 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "A spring is given by mass/stiffness/damping (CASpringAnimation), "
            + "duration/dampingRatio (UIKit) or response/dampingFraction (SwiftUI), not a mix of "
            + "them; found " + keys.sorted().joined(separator: ", ") + "."))
    }
    func required(_ key: String) throws -> Double {
      guard let value = try value(key) else {
        throw DecodingError.keyNotFound(
          SpringCodingKey(key),
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "This spring also needs \"\(key)\"."))
      }
      return value
    }
    let velocity = try value("initialVelocity") ?? 0
    do {
      switch forms.first {
      case Self.uiKitKeys?:
        self = try Spring(
          duration: required("duration"), dampingRatio: required("dampingRatio"),
          initialSpringVelocity: velocity)
      case Self.responseKeys?:
        self = try Spring(
          response: required("response"), dampingFraction: required("dampingFraction"),
          initialVelocity: velocity)
      default:
        self = try Spring(
          mass: value("mass") ?? 1, stiffness: value("stiffness") ?? 100,
          damping: value("damping") ?? 10, initialVelocity: velocity)
      }
    } catch let error as SpringError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: error.description)
      )
    }
  }

  /// Encodes the parameters the spring was created from, with the keys ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SpringCodingKey.self)
    for (name, value) in parameterization.namedValues + [("initialVelocity", initialVelocity)] {
      try container.encode(value, forKey: SpringCodingKey(name.description))
    }
  }
}

/// A coding key for any string, so that unknown keys can be reported.
private struct SpringCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

//===--- SpringError -----------------------------------------------------------------------===//

/// Why a ``Spring`` could not be created.
public enum SpringError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// A parameter that must be greater than 0 (mass, stiffness, duration, response) is not.
  case notPositive(parameter: String, value: Double)
  /// A parameter that must not be negative (damping, damping ratio or fraction) is.
  case negative(parameter: String, value: Double)
  /// UIKit's duration mapping has no solution: the damping ratio is too small for the envelope to
  /// decay to 0.1 % of the distance (animation-math.md §2.4).
  case dampingRatioTooSmall(Double)
  /// The parameters are so extreme that a derived quantity overflows.
  case notRepresentable(quantity: String)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .notFinite(let parameter, let value):
      return "Spring parameter \(parameter) is \(value): it must be a finite number."
    case .notPositive(let parameter, let value):
      return "Spring parameter \(parameter) is \(value): it must be greater than 0."
    case .negative(let parameter, let value):
      return "Spring parameter \(parameter) is \(value): it must not be negative."
    case .dampingRatioTooSmall(let ratio):
      return "A damping ratio of \(ratio) is too small for a duration-based (UIKit) spring: the "
        + "oscillation cannot decay to 0.1 % of the distance by the end of the duration. Use a "
        + "damping ratio above 0.001, or give the spring's mass, stiffness and damping instead."
    case .notRepresentable(let quantity):
      return "The spring's \(quantity) is too large to represent: use less extreme parameters."
    }
  }
}
