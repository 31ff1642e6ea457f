import Foundation

/// A value an animated property reaches at a given time, and how it moves on to the next one.
///
/// Times are in seconds since the animation was committed (the start of its ``Transition``), so a
/// delay is a first keyframe later than 0. Between a keyframe and the next, the value follows the
/// keyframe's ``curve``: a timing curve stretched over the interval, or a spring evaluated in
/// seconds since the interval began (and cut off at its end, as Core Animation cuts off a
/// `CASpringAnimation` at its `duration`). The last keyframe's curve is not used.
///
/// A ``Track`` holds ``CollectionViewLayoutAttributes`` keyframes; a ``ValueTrack`` holds
/// keyframes of any ``Interpolatable`` value, such as the content offset.
public struct Keyframe<Value: Interpolatable>: Equatable, Sendable {
  /// When the value is reached, in seconds since the transition started.
  public var time: Double
  /// The value reached.
  public var value: Value
  /// How the value moves from this keyframe to the next.
  public var curve: AnimationCurve

  /// Creates a keyframe.
  ///
  /// - Parameters:
  ///   - time: Seconds since the transition started.
  ///   - value: The value reached at `time`.
  ///   - curve: How the value moves on to the next keyframe; UIKit's default, easeInEaseOut, if
  ///     omitted.
  public init(time: Double, value: Value, curve: AnimationCurve = .timing(.easeInEaseOut)) {
    self.time = time
    self.value = value
    self.curve = curve
  }
}

extension Keyframe where Value == CollectionViewLayoutAttributes {
  /// The layout attributes reached at ``time`` (the same as ``value``).
  public var attributes: CollectionViewLayoutAttributes {
    get { value }
    set { value = newValue }
  }

  /// Creates a keyframe of layout attributes.
  public init(
    time: Double, attributes: CollectionViewLayoutAttributes,
    curve: AnimationCurve = .timing(.easeInEaseOut)
  ) {
    self.init(time: time, value: attributes, curve: curve)
  }
}

/// Why a list of keyframes was rejected.
public enum KeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The list is empty: a track needs at least one keyframe.
  case noKeyframes
  /// A keyframe's time is NaN or infinite.
  case nonFiniteTime(index: Int, time: Double)
  /// A keyframe comes before the one preceding it.
  case timesNotInOrder(index: Int, time: Double, previous: Double)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .noKeyframes:
      return "A track needs at least one keyframe."
    case .nonFiniteTime(let index, let time):
      return "Keyframe \(index) has time \(time) s; keyframe times must be finite numbers of "
        + "seconds."
    case .timesNotInOrder(let index, let time, let previous):
      return "Keyframe \(index) at \(time) s comes before keyframe \(index - 1) at \(previous) s; "
        + "keyframes must be in time order."
    }
  }
}

extension Array {
  /// Appends `keyframe`, or moves the last keyframe to it when the last two and it hold one value
  /// along one curve: the middle one of three equal keyframes changes nothing, as every
  /// interpolation between a value and itself gives that value exactly.
  ///
  /// A scroll samples every element on screen at every frame, and most (a grid's cells) hold
  /// still in the content while it moves: merging their holds keeps a track's keyframes to where
  /// it changes, so the memory of a scroll does not grow with its frames.
  ///
  /// - Complexity: O(1) amortized, plus two comparisons of values.
  mutating func appendMergingHold<Value>(_ keyframe: Keyframe<Value>)
  where Element == Keyframe<Value> {
    let count = self.count
    if count >= 2, self[count - 1].curve == keyframe.curve, self[count - 2].curve == keyframe.curve,
      self[count - 1].value == keyframe.value, self[count - 2].value == keyframe.value
    {
      self[count - 1] = keyframe
    } else {
      append(keyframe)
    }
  }
}

extension Keyframe: Hashable where Value: Hashable {}
