import Foundation

extension Spring {
  //===--- iOS 17: duration + bounce --------------------------------------------------------===//

  /// Creates the spring of iOS 17's duration/bounce APIs from a perceptual duration and a bounce.
  ///
  /// The entry points (Apple's documentation, iOS 17): `UIView.animate(springDuration:bounce:
  /// initialSpringVelocity:delay:options:animations:completion:)` (defaults 0.5 s, bounce 0),
  /// `UISpringTimingParameters(duration:bounce:initialVelocity:)`,
  /// `CASpringAnimation(perceptualDuration:bounce:)` and SwiftUI's `Spring(duration:bounce:)`.
  /// UIKit's and Core Animation's exist from iOS 17 on; this type is not tied to a version, so a
  /// scenario that targets an earlier iOS can still use it.
  ///
  /// **Documented by Apple** (SwiftUI `Spring.init(duration:bounce:)`): bounce 0 is critically
  /// damped, positive values bounce more "up to a maximum of 1.0 (corresponding to undamped
  /// oscillation)", negative values are over-damped "with a minimum value of -1.0"; the example
  /// `Spring(duration: 0.5, bounce: 0.3)` has (m, k, c) = (1, 157.9, 17.6).
  ///
  /// **The mapping** (it reproduces the example in Apple's documentation of SwiftUI's `Spring`;
  /// Flutter's `withDurationAndBounce` and OpenSwiftUI use the same), with m = 1:
  ///
  /// ```
  /// ω₀ = 2π / duration          k = ω₀²·m
  /// ζ  = 1 − bounce             (bounce ≥ 0)
  /// ζ  = 1 / (1 + bounce)       (bounce < 0)
  /// c  = 2ζ·√(k·m) = 4πζ·m / duration
  /// ```
  ///
  /// `duration` thus plays the role of SwiftUI's response
  /// (``init(response:dampingFraction:initialVelocity:)``): it is a pace, not the animation's
  /// length. **Inferred** from the shared parameter names and Apple's SwiftUI documentation,
  /// which Apple does not repeat for UIKit:
  /// UIKit and Core Animation use the same mapping (`perceptualDuration` is SwiftUI's duration),
  /// and the animation runs until the spring settles — so ``duration`` is `nil` and
  /// ``animationDuration`` is ``settlingDuration``, computed as for every other spring
  /// (OpenSwiftUI's formula: 0.7572 s for 0.5 s and bounce 0). Core Animation's own settling
  /// criterion is not documented. A negative bounce needs `allowsOverdamping = true` on a
  /// `CASpringAnimation`, which presumably otherwise clamps ζ to 1 (inferred from the property's
  /// name; its documentation page has no discussion); this initializer always allows it, as SwiftUI
  /// does.
  ///
  /// **The ends of the range** are this library's choice, as no source says what UIKit does
  /// there: bounce 1 is accepted (ζ = 0, an undamped spring that never settles, so an animation
  /// with it needs an explicit duration); bounce −1 is refused, since ζ = 1 / (1 + bounce) is
  /// infinite there and no finite damping represents it; outside −1…1 is refused.
  ///
  /// `bounce` has no default (SwiftUI's is 0) so that `Spring()` stays `CASpringAnimation`'s
  /// default spring; `Spring(bounce: 0)` is SwiftUI's and UIKit's default duration/bounce spring.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, greater than 0; 0.5 by default, as in
  ///     UIKit and SwiftUI.
  ///   - bounce: Greater than −1 and at most 1: 0 critically damped, positive under-damped,
  ///     negative over-damped.
  ///   - initialVelocity: v₀ in progress units per second, positive towards the target; 1 covers
  ///     the whole distance in one second, as UIKit's `initialSpringVelocity` (Apple's
  ///     documentation of `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`).
  /// - Throws: ``SpringError`` if a value is not finite, `duration` is not positive, or `bounce`
  ///   is outside (−1, 1].
  /// - Complexity: O(1); an over-damped spring scans at most 1024 samples for its
  ///   ``settlingDuration``.
  public init(
    duration: Double = 0.5, bounce: Double, initialVelocity: Double = 0
  ) throws(SpringError) {
    try Self.requireFinite(
      ("duration", duration), ("bounce", bounce), ("initialVelocity", initialVelocity))
    try Self.requirePositive(("duration", duration))
    guard bounce > -1, bounce <= 1 else { throw .bounceOutOfRange(bounce) }
    let angular = 2 * Double.pi / duration
    let zeta = Self.dampingRatio(bounce: bounce)
    try self.init(
      parameterization: .durationBounce(duration: duration, bounce: bounce),
      mass: 1, stiffness: angular * angular, damping: 4 * Double.pi * zeta / duration,
      initialVelocity: initialVelocity, duration: nil)
  }

  /// ζ for a bounce in (−1, 1]: 1 − bounce when bounce ≥ 0, 1 / (1 + bounce) below (Apple's
  /// documentation of SwiftUI's `Spring(duration:bounce:)`).
  ///
  /// - Complexity: O(1).
  static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  //===--- The inverse mapping ---------------------------------------------------------------===//

  /// The iOS 17 perceptual duration of this spring: 2π / ω₀ (the duration/bounce mapping inverted).
  ///
  /// Exactly the given duration for a spring made by ``init(duration:bounce:initialVelocity:)``;
  /// for the other parameterisations it is the duration that spring would be given, e.g. 0.6283 s
  /// for `CASpringAnimation`'s default spring (mass 1, stiffness 100, damping 10; Apple's
  /// documentation of SwiftUI's `Spring` gives 0.63). It does not depend on the mass beyond
  /// ω₀ = √(k/m).
  ///
  /// - Complexity: O(1).
  public var perceptualDuration: Double {
    if case .durationBounce(let duration, _) = parameterization { return duration }
    return 2 * Double.pi / naturalFrequency
  }

  /// The iOS 17 bounce of this spring: 1 − ζ when ζ ≤ 1, 1/ζ − 1 above (the duration/bounce mapping
  /// inverted).
  ///
  /// Exactly the given bounce for a spring made by ``init(duration:bounce:initialVelocity:)``;
  /// otherwise, e.g., 0.5 for `CASpringAnimation`'s default spring (ζ = 0.5; Apple's documentation
  /// of SwiftUI's `Spring` gives 0.5).
  ///
  /// - Complexity: O(1).
  public var bounce: Double {
    if case .durationBounce(_, let bounce) = parameterization { return bounce }
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}
