import Foundation

/// The timing of one animation: how long it lasts, how its progress follows time, and how long it
/// waits before starting.
///
/// ```swift
/// let p = AnimationParameters.collectionViewDefault  // 0.3 s, easeInEaseOut, no delay
/// p.progress(atTime: 0.15)  // 0.5
/// ```
public struct AnimationParameters: Hashable, Sendable {
  /// How long the animation runs after its delay, in seconds; 0 or more.
  public let duration: Double
  /// How the progress follows time.
  public let curve: AnimationCurve
  /// How long the animation waits before it starts, in seconds; 0 or more.
  public let delay: Double

  /// Creates animation parameters.
  ///
  /// - Parameters:
  ///   - duration: Seconds, 0 or more. With a spring, the animation is cut off (the progress
  ///     jumps to 1) at `duration`, as Core Animation does with a `CASpringAnimation` whose
  ///     `duration` is shorter than its settling duration.
  ///   - curve: The timing curve or spring; UIKit's default curve, easeInEaseOut, if omitted.
  ///   - delay: Seconds before the animation starts, 0 or more.
  /// - Throws: ``AnimationParametersError`` if `duration` or `delay` is negative or not finite.
  public init(
    duration: Double, curve: AnimationCurve = .timing(.easeInEaseOut), delay: Double = 0
  ) throws(AnimationParametersError) {
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
    self.duration = duration
    self.curve = curve
    self.delay = delay
  }

  /// Creates parameters for a spring animation that lasts as long as the spring does
  /// (``Spring/animationDuration``: its UIKit duration or its settling duration).
  ///
  /// - Throws: ``AnimationParametersError`` if `delay` is invalid, or the spring never settles
  ///   (it is undamped).
  public init(spring: Spring, delay: Double = 0) throws(AnimationParametersError) {
    try self.init(duration: spring.animationDuration, curve: .spring(spring), delay: delay)
  }

  /// The library's default for batch updates (`performBatchUpdates`) and animated layout swaps
  /// (`setCollectionViewLayout(_:animated:)`): 0.3 s, easeInEaseOut, no delay.
  ///
  /// UIKit does not document these timings; Apple says only that they are "controlled by the
  /// collection view" (Apple's documentation of `setCollectionViewLayout(_:animated:)`). The
  /// evidence: PSTCollectionView, a behaviour-matching clone, animated both with
  /// `UIView.animateWithDuration:.3` (its batch updates until commit b8280d3, its layout swap
  /// still); Texture's maintainers use 0.3 s to reproduce the batch-update animation; Chatto uses
  /// 0.33 s. Apple's decompiled macOS port (UXKit) uses 0.25 s, linear for updates and
  /// ease-in-ease-out for transitions. So UIKit's value is about 0.25–0.33 s; this library takes
  /// 0.3 s with easeInEaseOut (0.42, 0, 0.58, 1), UIKit's default block-animation curve, to be
  /// calibrated on a device.
  public static let collectionViewDefault = AnimationParameters(
    validatedDuration: 0.3, curve: .timing(.easeInEaseOut), delay: 0)

  /// No animation: duration 0, no delay (what a change made without animation uses).
  public static let immediate = AnimationParameters(
    validatedDuration: 0, curve: .timing(.linear), delay: 0)

  private init(validatedDuration duration: Double, curve: AnimationCurve, delay: Double) {
    self.duration = duration
    self.curve = curve
    self.delay = delay
  }

  /// The delay plus the duration: when the animation ends, in seconds after it was committed.
  public var totalDuration: Double { delay + duration }

  /// The progress `time` seconds after the animation was committed (delay included).
  ///
  /// Exactly 0 until the delay has passed and exactly 1 from ``totalDuration`` on; see
  /// ``AnimationCurve/progress(atTime:duration:)``.
  ///
  /// - Complexity: O(1).
  public func progress(atTime time: Double) -> Double {
    curve.progress(atTime: time - delay, duration: duration)
  }
}

extension AnimationParameters: CustomStringConvertible {
  /// A stable rendering, such as `0.3 s easeInEaseOut(0.42, 0.0, 0.58, 1.0), delay 0.0 s`.
  public var description: String {
    "\(duration) s \(curve), delay \(delay) s"
  }
}

//===--- Codable ---------------------------------------------------------------------------===//

extension AnimationParameters: Codable {
  /// The keys this type reads and writes, for an enclosing format that reports unknown keys.
  public static let codingKeyNames = ["duration", "curve", "spring", "delay"]

  /// Decodes `{"duration", "curve" or "spring", "delay"}`, the timing keys of a scenario's
  /// `"animation"` object (DESIGN.md).
  ///
  /// Every key is optional. Without `"curve"` and `"spring"` the curve is easeInEaseOut; without
  /// `"duration"` it is the spring's ``Spring/animationDuration``, or 0.3 s for a timing curve
  /// (``collectionViewDefault``); without `"delay"` it is 0. Other keys (such as a scenario's
  /// `"fps"`) are left to the enclosing format; ``codingKeyNames`` lists the ones read here.
  ///
  /// - Throws: `DecodingError` for invalid values, or both `"curve"` and `"spring"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ParameterCodingKeys.self)
    let curveContainer = try decoder.container(keyedBy: AnimationCurve.CurveCodingKeys.self)
    let curve =
      try AnimationCurve.decodeIfPresent(from: curveContainer)
      ?? Self.collectionViewDefault.curve
    let duration =
      try container.decodeIfPresent(Double.self, forKey: .duration)
      ?? curve.naturalDuration ?? Self.collectionViewDefault.duration
    let delay = try container.decodeIfPresent(Double.self, forKey: .delay) ?? 0
    do {
      self = try AnimationParameters(duration: duration, curve: curve, delay: delay)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: error.description)
      )
    }
  }

  /// Encodes `{"duration", "curve" or "spring", "delay"}`, every key written.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ParameterCodingKeys.self)
    try container.encode(duration, forKey: .duration)
    try curve.encode(to: encoder)
    try container.encode(delay, forKey: .delay)
  }

  private enum ParameterCodingKeys: String, CodingKey {
    case duration, delay
  }
}

//===--- AnimationParametersError ----------------------------------------------------------===//

/// Why ``AnimationParameters`` could not be created.
public enum AnimationParametersError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The duration is negative, NaN or infinite (an undamped spring never settles).
  case invalidDuration(Double)
  /// The delay is negative, NaN or infinite.
  case invalidDelay(Double)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .invalidDuration(let duration):
      return "Animation duration \(duration) s is invalid: it must be a finite number of seconds, "
        + "0 or more (an undamped spring never settles, so give it a duration)."
    case .invalidDelay(let delay):
      return "Animation delay \(delay) s is invalid: it must be a finite number of seconds, 0 or "
        + "more."
    }
  }
}
