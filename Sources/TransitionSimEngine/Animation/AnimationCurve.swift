import Foundation

/// How an animation's progress follows time: a Bézier timing curve or a spring.
///
/// A keyframe carries one, so that it can be driven either by a `UIView.animate(withDuration:…)`
/// curve or by a spring animation.
///
/// ```swift
/// AnimationCurve.timing(.easeInEaseOut).progress(atTime: 0.15, duration: 0.3)  // 0.5
/// ```
public enum AnimationCurve: Hashable, Sendable {
  /// A cubic Bézier timing function, stretched over the animation's duration.
  case timing(TimingCurve)
  /// A spring, evaluated in seconds since the animation started.
  case spring(Spring)

  /// The progress `time` seconds after an animation of `duration` seconds started.
  ///
  /// Exactly 0 for `time` ≤ 0: before the start the initial value shows (`fillMode = both`, as
  /// UIKit's view animations set it). Exactly 1 from `duration` on: Core Animation then removes the
  /// animation and shows the model value, even for a spring that has not quite settled (Apple's
  /// documentation of `CAMediaTiming`). In between, a timing curve is evaluated at
  /// `time / duration` and a spring at `time` seconds. A `duration` of 0 or less jumps to 1 at
  /// `time` = 0. NaN gives NaN.
  ///
  /// - Complexity: O(1).
  public func progress(atTime time: Double, duration: Double) -> Double {
    if time.isNaN || duration.isNaN { return .nan }
    if time < 0 { return 0 }
    if time >= duration { return 1 }
    if time == 0 { return 0 }
    switch self {
    case .timing(let curve):
      return curve.value(at: time / duration)
    case .spring(let spring):
      return spring.value(at: time)
    }
  }

  /// The progress when `fraction` of the animation has elapsed.
  ///
  /// A timing curve is evaluated at `fraction` directly. A spring has a duration of its own,
  /// ``Spring/animationDuration`` (its UIKit duration or its settling duration), and is evaluated
  /// at `fraction` times that. Exactly 0 for `fraction` ≤ 0 and exactly 1 for `fraction` ≥ 1.
  ///
  /// - Complexity: O(1).
  public func progress(atFraction fraction: Double) -> Double {
    switch self {
    case .timing(let curve):
      return curve.value(at: fraction)
    case .spring(let spring):
      if fraction.isNaN { return fraction }
      if fraction <= 0 { return 0 }
      if fraction >= 1 { return 1 }
      return progress(atTime: fraction * spring.animationDuration, duration: .infinity)
    }
  }

  /// The duration the curve itself implies: `nil` for a timing curve, which stretches to any
  /// duration; ``Spring/animationDuration`` for a spring.
  public var naturalDuration: Double? {
    switch self {
    case .timing: return nil
    case .spring(let spring): return spring.animationDuration
    }
  }
}

extension AnimationCurve: CustomStringConvertible {
  /// The curve's or the spring's own description.
  public var description: String {
    switch self {
    case .timing(let curve): return curve.description
    case .spring(let spring): return spring.description
    }
  }
}

//===--- Codable ---------------------------------------------------------------------------===//

extension AnimationCurve: Codable {
  /// Decodes `{"curve": <timing curve>}` or `{"spring": <spring>}`.
  ///
  /// These are the keys of a scenario's `"animation"` object (DESIGN.md), so
  /// ``AnimationParameters`` decodes a curve from the same object as its duration and delay. Other
  /// keys are ignored here; the enclosing format reports them.
  ///
  /// - Throws: `DecodingError` if both keys or neither are present, or the value is invalid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CurveCodingKeys.self)
    guard let curve = try Self.decodeIfPresent(from: container) else {
      throw DecodingError.keyNotFound(
        CurveCodingKeys.curve,
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "An animation curve needs \"curve\" (a timing curve) or \"spring\"."))
    }
    self = curve
  }

  /// The curve in `container`, or `nil` if it has neither key.
  static func decodeIfPresent(
    from container: KeyedDecodingContainer<CurveCodingKeys>
  ) throws -> AnimationCurve? {
    let timing = try container.decodeIfPresent(TimingCurve.self, forKey: .curve)
    let spring = try container.decodeIfPresent(Spring.self, forKey: .spring)
    switch (timing, spring) {
    case (let timing?, nil): return .timing(timing)
    case (nil, let spring?): return .spring(spring)
    case (nil, nil): return nil
    case (_?, _?):
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "An animation has either a \"curve\" or a \"spring\", not both."))
    }
  }

  /// Encodes `{"curve": <timing curve>}` or `{"spring": <spring>}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CurveCodingKeys.self)
    switch self {
    case .timing(let curve): try container.encode(curve, forKey: .curve)
    case .spring(let spring): try container.encode(spring, forKey: .spring)
    }
  }

  /// The keys of an encoded curve.
  enum CurveCodingKeys: String, CodingKey {
    case curve, spring
  }
}
