import Foundation

/// Turns a transition (or a ``Timeline`` of interrupting transitions) into frames at a fixed
/// rate, deterministically.
///
/// For a transition that settles after D seconds sampled at F frames per second there are N + 1
/// frames, k = 0…N, with
///
/// ```
/// N = max(1, ⌈D·F − 10⁻⁹⌉)      time(k) = k / F for k < N,   time(N) = D exactly
/// ```
///
/// Frame 0 is the state before the animation and frame N the state after it, exactly: every
/// view's first and last keyframe, never a curve's output there (a Bézier solver can be an ulp
/// off, and a spring is still up to 10⁻³ short at its cut-off). Times are computed from the
/// integer k, never accumulated. The tolerance keeps rounding from adding a frame: 2.075 s at
/// 120 fps is 249.00000000000003 frame intervals in `Double`, so N = 249 and there are 250
/// frames, the last at 2.075 s. A transition with no duration still has two frames, before and
/// after, both at time 0.
///
/// ```swift
/// let frames = FrameSampler.proMotion.frames(of: transition)  // 120 fps
/// frames.count          // 37 for the default 0.3 s
/// frames.first?.time    // 0
/// frames.last?.time     // 0.3
/// ```
///
/// A delay is part of the transition's keyframes: during it the views show their start attributes
/// (`fillMode = both`, as UIKit's view animations set it). ``stagger`` delays each element by a
/// further multiple of an interval (``Transition/staggered(by:)``).
public struct FrameSampler: Hashable, Sendable {
  /// The frame rate used when none is given: 60 frames per second, the rate of most displays.
  ///
  /// The one place the default is written: ``init()``, ``standard``, a scenario without
  /// `animation.fps` (``Scenario/fps``) and the command-line tool all read it.
  public static let defaultFPS: Double = 60

  /// Frames per second: ``defaultFPS`` by default, 120 for ProMotion displays.
  public let fps: Double
  /// Extra delay between consecutive elements, in seconds (0: no stagger).
  public let stagger: Double

  /// A sampler at ``defaultFPS`` frames per second, without stagger.
  public init() {
    fps = Self.defaultFPS
    stagger = 0
  }

  /// A sampler at `fps` frames per second.
  ///
  /// - Parameters:
  ///   - fps: Frames per second, greater than 0 and finite: 60 for most displays, 120 for
  ///     ProMotion, or a divisor of 120 such as 40, 30 or 24 (Apple's documentation of
  ///     `CADisplayLink.preferredFrameRateRange`: the system picks a factor of the maximum rate).
  ///   - stagger: Seconds between consecutive elements' starts, 0 or more
  ///     (``Transition/staggered(by:)``).
  /// - Throws: ``FrameSamplerError`` for an invalid rate or stagger.
  public init(fps: Double, stagger: Double = 0) throws(FrameSamplerError) {
    guard fps.isFinite, fps > 0 else { throw .invalidFrameRate(fps) }
    guard stagger.isFinite, stagger >= 0 else { throw .invalidStagger(stagger) }
    self.fps = fps
    self.stagger = stagger
  }

  private init(validatedFPS fps: Double) {
    self.fps = fps
    stagger = 0
  }

  /// ``defaultFPS`` (60) frames per second, the rate of most displays.
  public static let standard = FrameSampler()

  /// 120 frames per second, the top rate of ProMotion displays (Apple's "Optimizing iPhone and iPad
  /// apps to support ProMotion displays").
  public static let proMotion = FrameSampler(validatedFPS: 120)

  /// The index N of the last frame for a transition that settles after `duration` seconds:
  /// `max(1, ⌈duration · fps − 10⁻⁹⌉)`.
  ///
  /// A negative or NaN duration counts as 0; an absurdly long one is capped at 2⁴⁰ frames.
  public func lastFrameIndex(forDuration duration: Double) -> Int {
    let intervals = (duration * fps - 1e-9).rounded(.up)
    guard intervals >= 1 else { return 1 }
    return intervals < Self.maximumFrameIndex ? Int(intervals) : Int(Self.maximumFrameIndex)
  }

  private static let maximumFrameIndex: Double = 1_099_511_627_776  // 2⁴⁰

  /// The frames of `transition`, staggered by ``stagger``.
  ///
  /// Nothing is sampled until a frame is read.
  ///
  /// - Complexity: O(*n* log *n*) for *n* tracks, to prepare every track once.
  public func frames(of transition: Transition) -> FrameSequence {
    frames(
      of: Timeline(stagger > 0 ? transition.staggered(validatedInterval: stagger) : transition))
  }

  /// The frames of `timeline`, from its first transition's start until everything settles.
  ///
  /// The timeline's transitions are sampled as they are: ``stagger`` does not apply (stagger a
  /// transition with ``Transition/staggered(by:)`` before adding it).
  ///
  /// - Complexity: O(*n* log *n*) for *n* tracks, to prepare every track once.
  public func frames(of timeline: Timeline) -> FrameSequence {
    FrameSequence(sampler: TimelineSampler(timeline), frameSampler: self)
  }
}

/// Why a ``FrameSampler`` could not be created.
public enum FrameSamplerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The frame rate is not a positive finite number.
  case invalidFrameRate(Double)
  /// The stagger is negative, NaN or infinite.
  case invalidStagger(Double)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .invalidFrameRate(let fps):
      return "Frame rate \(fps) is invalid: it must be a finite number of frames per second "
        + "greater than 0, such as 60 or 120."
    case .invalidStagger(let stagger):
      return "Stagger \(stagger) s is invalid: it must be a finite number of seconds, 0 or more."
    }
  }
}
