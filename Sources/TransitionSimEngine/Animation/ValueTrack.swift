import Foundation

/// One property animated through a list of keyframes: a content offset, a content size, or (in a
/// ``Track``) an element's layout attributes.
///
/// Before the first keyframe the value is the first keyframe's, and from the last keyframe on it is
/// the last one's: Core Animation's `fillMode = both`, which shows the start value during a delay
/// and the model value after the end (Apple's documentation of `CAMediaTiming.fillMode`). Between
/// two keyframes it follows the earlier keyframe's curve (``Keyframe``).
///
/// ```swift
/// let offset = ValueTrack(
///   start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100),
///   animation: .collectionViewDefault)
/// offset.value(at: 0.15)  // (0, 50): half way through a symmetric curve
/// ```
public struct ValueTrack<Value: Interpolatable>: Equatable, Sendable {
  /// The keyframes, in time order; never empty.
  public private(set) var keyframes: [Keyframe<Value>]

  /// Creates a track from its keyframes.
  ///
  /// - Throws: ``KeyframeError`` if the list is empty, a time is not finite, or the times
  ///   decrease. Equal times are allowed: the value jumps there.
  /// - Complexity: O(*k*) for *k* keyframes.
  public init(keyframes: [Keyframe<Value>]) throws(KeyframeError) {
    guard !keyframes.isEmpty else { throw .noKeyframes }
    for (index, keyframe) in keyframes.enumerated() {
      guard keyframe.time.isFinite else {
        throw .nonFiniteTime(index: index, time: keyframe.time)
      }
      if index > 0, keyframe.time < keyframes[index - 1].time {
        throw .timesNotInOrder(
          index: index, time: keyframe.time, previous: keyframes[index - 1].time)
      }
    }
    self.keyframes = keyframes
  }

  /// Creates a track from `start` to `end` with the given timing: a keyframe at the delay and one
  /// at the delay plus the duration, both with the animation's curve.
  public init(start: Value, end: Value, animation: AnimationParameters = .collectionViewDefault) {
    keyframes = [
      Keyframe(time: animation.delay, value: start, curve: animation.curve),
      Keyframe(time: animation.totalDuration, value: end, curve: animation.curve),
    ]
  }

  /// Keyframes already known to be valid.
  init(validated keyframes: [Keyframe<Value>]) {
    self.keyframes = keyframes
  }

  /// The value at the first keyframe: the value before the animation.
  public var start: Value {
    get { keyframes[0].value }
    set { keyframes[0].value = newValue }
  }

  /// The value at the last keyframe: the value after the animation.
  public var end: Value {
    get { keyframes[keyframes.count - 1].value }
    set { keyframes[keyframes.count - 1].value = newValue }
  }

  /// The time of the first keyframe, in seconds since the transition started.
  public var startTime: Double { keyframes[0].time }

  /// The time of the last keyframe: when the value settles.
  public var endTime: Double { keyframes[keyframes.count - 1].time }

  /// The value `time` seconds after the transition started.
  ///
  /// To sample many times, use a ``FrameSampler``: this prepares the interpolation (a transform
  /// decomposition, for attributes) on every call.
  ///
  /// - Complexity: O(log *k*) for *k* keyframes, plus one interpolator's preparation.
  public func value(at time: Double) -> Value {
    KeyframeSampler(self).value(at: time)
  }

  /// The track with every keyframe `seconds` later.
  ///
  /// - Throws: ``KeyframeError/nonFiniteTime(index:time:)`` if a shifted time is not finite.
  /// - Complexity: O(*k*) for *k* keyframes.
  public func delayed(by seconds: Double) throws(KeyframeError) -> ValueTrack {
    var copy = self
    for index in copy.keyframes.indices {
      let time = copy.keyframes[index].time + seconds
      guard time.isFinite else { throw .nonFiniteTime(index: index, time: time) }
      copy.keyframes[index].time = time
    }
    return copy
  }

  /// The track shifted by a finite amount already validated by the caller.
  func shifted(by seconds: Double) -> ValueTrack {
    if seconds == 0 { return self }
    var copy = self
    for index in copy.keyframes.indices { copy.keyframes[index].time += seconds }
    return copy
  }
}

extension ValueTrack: Hashable where Value: Hashable {}
