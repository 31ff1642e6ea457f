import Foundation

/// A damped harmonic oscillator that carries an animation's progress from 0 to 1, solved in
/// closed form.
///
/// The model is the damped harmonic oscillator: with displacement x = p − 1,
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
/// These are the oscillator's three textbook closed forms (as in Flutter's `spring_simulation.dart`
/// and WebKit's `SpringSolver.h`) written with one pair of functions: the under-damped line is the
/// usual one exactly, and the over-damped one is the usual C₁e^(r₁t) + C₂e^(r₂t) rewritten with
/// r₁,₂ = −λ ± μ, which stays accurate as ζ → 1 where C₁ and C₂ would cancel. A ratio within 1e-12
/// of 1 counts as critical.
///
/// Three parameterisations:
/// - ``init(mass:stiffness:damping:initialVelocity:)``: `CASpringAnimation`'s physical parameters
///   (as declared in CASpringAnimation.h). The animation runs for ``settlingDuration``.
/// - ``init(duration:dampingRatio:initialSpringVelocity:)``: UIKit's
///   `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`. The
///   animation ends at `duration`, where the progress is exactly 1.
/// - ``init(response:dampingFraction:initialVelocity:)``: SwiftUI's
///   `spring(response:dampingFraction:)` (WWDC 2018 "Designing Fluid Interfaces").
/// - ``init(duration:bounce:initialVelocity:)``: iOS 17's
///   `UIView.animate(springDuration:bounce:…)`, `UISpringTimingParameters(duration:bounce:)` and
///   SwiftUI's `Spring(duration:bounce:)` (Apple's documentation of SwiftUI's
///   `Spring(duration:bounce:)`). The animation runs for ``settlingDuration``.
///
/// Every coefficient is computed once, in the initializer; ``value(at:)`` and ``velocity(at:)``
/// only evaluate exponentials and trigonometric functions. Equality, hashing and coding depend on
/// the parameters as given (``parameterization`` and ``initialVelocity``).
public struct Spring: Sendable {
  /// The parameters a spring was created from.
  public enum Parameterization: Hashable, Sendable {
    /// `CASpringAnimation`'s mass, stiffness and damping coefficient (CASpringAnimation.h).
    case coreAnimation(mass: Double, stiffness: Double, damping: Double)
    /// UIKit's duration and damping ratio (`UIView.animate(withDuration:delay:
    /// usingSpringWithDamping:initialSpringVelocity:…)`); the animation lasts `duration`.
    case uiKitDuration(duration: Double, dampingRatio: Double)
    /// SwiftUI's response (the undamped period) and damping fraction (WWDC 2018 "Designing Fluid
    /// Interfaces").
    case response(response: Double, dampingFraction: Double)
    /// iOS 17's perceptual duration and bounce (Apple's documentation of SwiftUI's
    /// `Spring(duration:bounce:)` and of `UIView.animate(springDuration:bounce:…)`): UIKit's
    /// `springDuration`/`duration`, Core Animation's `perceptualDuration`, SwiftUI's `duration`.
    /// The animation runs until the spring settles, not for `duration`.
    case durationBounce(duration: Double, bounce: Double)

    /// The parameters by the names the scenario format, `Codable` and the keyframe export use.
    package var namedValues: [(name: StaticString, value: Double)] {
      switch self {
      case .coreAnimation(let mass, let stiffness, let damping):
        return [("mass", mass), ("stiffness", stiffness), ("damping", damping)]
      case .uiKitDuration(let duration, let dampingRatio):
        return [("duration", duration), ("dampingRatio", dampingRatio)]
      case .response(let response, let dampingFraction):
        return [("response", response), ("dampingFraction", dampingFraction)]
      case .durationBounce(let duration, let bounce):
        return [("duration", duration), ("bounce", bounce)]
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
  /// The initial velocity v₀ in progress units per second: 1 covers the whole change in one second;
  /// positive moves towards the target (Apple's documentation of `initialSpringVelocity`).
  public let initialVelocity: Double
  /// The fixed duration of a UIKit spring animation, after which the progress is exactly 1; `nil`
  /// for the other parameterisations, which run until ``settlingDuration`` — including an iOS 17
  /// duration/bounce spring, whose duration is a perceptual pace (``perceptualDuration``), not the
  /// animation's length (an inference: Apple's documentation of SwiftUI's
  /// `Spring(duration:bounce:)` calls it the spring's pace, approximately its settling time).
  public let duration: Double?
  /// The estimated time for the spring to come to rest, in seconds (as Apple's documentation of
  /// `CASpringAnimation.settlingDuration` and SwiftUI's `Spring.settlingDuration` define it).
  ///
  /// Under- and critically damped springs use OpenSwiftUI's reimplementation of SwiftUI's formula:
  /// `max(0, −ln(ε / (|λ − v₀| + 1)) / λ)` with ε = 0.001. Over-damped springs use the same
  /// source's scan: progress is sampled every 0.1 s (at k/10 s for integer k, never by accumulating
  /// 0.1) for at most 1024 samples, and the result is the first sample time at which
  /// |1 − p| fell below ε and stayed below at every sample for more than one second. When the scan
  /// ends without that (a spring slower than about 100 s), where OpenSwiftUI returns 0 this type
  /// returns the time at which the slow exponential mode decays to ε. An undamped spring never
  /// settles: `infinity`.
  ///
  /// This is an estimate: Core Animation's own criterion is unknown, and Apple's two published
  /// figures (≈ 2.85 s for damping 5, "just over 1 s" for damping 15) are bracketed, not matched,
  /// by every candidate criterion (Apple's documentation of `CASpringAnimation.settlingDuration`).
  public let settlingDuration: Double
  /// Whether the spring is under-, critically or over-damped.
  public let regime: Regime

  /// The closed form's coefficients.
  private let motion: Motion

  //===--- Shared initialisation -------------------------------------------------------------===//

  /// Computes the closed form's coefficients and the settling duration from validated physical
  /// parameters.
  init(
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
  /// initial value: UIKit's view animations set it, as a dump of the animations `UIView.animate`
  /// installs shows). For a UIKit spring, exactly 1 once `time` reaches ``duration``. Otherwise the
  /// closed form above, which overshoots 1 while an under-damped spring bounces; for `time` = +∞ it
  /// is 1. NaN gives NaN.
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
  /// ``settlingDuration`` otherwise (a spring given physically runs until it settles, as with
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, which ignores the
  /// animator's duration).
  public var animationDuration: Double { duration ?? settlingDuration }
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
      // OpenSwiftUI's scan (its reimplementation of SwiftUI's `Spring`), with integer-indexed
      // sample times.
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
  /// The spring as the initializer call that creates it, such as
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
    case .durationBounce(let duration, let bounce):
      return "Spring(duration: \(duration), bounce: \(bounce), initialVelocity: \(initialVelocity))"
    }
  }
}
