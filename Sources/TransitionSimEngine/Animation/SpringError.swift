import Foundation

/// Why a ``Spring`` could not be created.
public enum SpringError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is NaN or infinite.
  case notFinite(parameter: String, value: Double)
  /// A parameter that must be greater than 0 (mass, stiffness, duration, response) is not.
  case notPositive(parameter: String, value: Double)
  /// A parameter that must not be negative (damping, damping ratio or fraction) is.
  case negative(parameter: String, value: Double)
  /// UIKit's duration mapping has no solution: the damping ratio is too small for the envelope to
  /// decay to 0.1 % of the distance (the mapping inferred for UIKit; see
  /// ``Spring/init(duration:dampingRatio:initialSpringVelocity:)``).
  case dampingRatioTooSmall(Double)
  /// An iOS 17 spring's bounce is outside (−1, 1]: Apple documents −1…1 (SwiftUI's
  /// `Spring(duration:bounce:)`), and at −1 the damping ratio 1 / (1 + bounce) is infinite.
  case bounceOutOfRange(Double)
  /// The parameters are so extreme that a derived quantity overflows.
  case notRepresentable(quantity: String)

  /// The parameter the error is about, by its name in the initializer; `nil` when the error is
  /// about a derived quantity.
  package var parameter: String? {
    switch self {
    case .notFinite(let parameter, _), .notPositive(let parameter, _),
      .negative(let parameter, _):
      return parameter
    case .dampingRatioTooSmall: return "dampingRatio"
    case .bounceOutOfRange: return "bounce"
    case .notRepresentable: return nil
    }
  }

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
    case .bounceOutOfRange(let bounce):
      return "Spring parameter bounce is \(bounce): it must be greater than -1 and at most 1 (0 is "
        + "critically damped, 1 undamped; -1 would be infinitely damped and never move)."
    case .notRepresentable(let quantity):
      return "The spring's \(quantity) is too large to represent: use less extreme parameters."
    }
  }
}
