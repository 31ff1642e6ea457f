import Foundation

/// An animation the assertions of this module can check: a ``Transition``, a ``Timeline``, a
/// ``FrameSequence`` or a ``ScenarioRun``.
///
/// Assertions read frames. A transition or a timeline is sampled at 60 frames a second unless a
/// sampler is given, a scenario run at its scenario's rate, and a frame sequence is used as it
/// is. Assertions at a time between two frames evaluate a transition, timeline or run at exactly
/// that time; a frame sequence shows the frame on screen then.
public protocol TestableAnimation {
  /// The frames to check.
  ///
  /// - Parameter sampler: The rate to sample at, or `nil` for the default (60 fps for a
  ///   transition or timeline, the scenario's rate for a run); a frame sequence ignores it.
  /// - Returns: The sampled frames.
  /// - Throws: Whatever sampling throws (a run's ``TimelineError``).
  func framesForTesting(sampler: FrameSampler?) throws -> FrameSequence

  /// What is shown at exactly `time`, or `nil` when only frames are known.
  ///
  /// - Throws: Whatever evaluating the animation throws.
  func presentationForTesting(at time: Double) throws -> Presentation?

  /// The header of a frame dump of `frames`, for a golden file named `name`.
  func frameDumpHeader(named name: String, frames: FrameSequence) -> FrameDumpHeader
}

extension Transition: TestableAnimation {
  /// The transition sampled by `sampler` (60 fps when `nil`).
  public func framesForTesting(sampler: FrameSampler?) -> FrameSequence {
    (sampler ?? .standard).frames(of: self)
  }

  /// ``presentation(at:)``.
  public func presentationForTesting(at time: Double) -> Presentation? {
    presentation(at: time)
  }

  /// A header with the dump's name as scenario, the collection view's size as viewport (its
  /// bounds after the change; zero for a transition not made by a collection view) and one
  /// step, the transition.
  public func frameDumpHeader(named name: String, frames: FrameSequence) -> FrameDumpHeader {
    FrameDumpHeader(
      scenario: name, fps: frames.fps, viewport: viewportSize, duration: frames.duration,
      frameCount: frames.count,
      steps: [
        FrameDumpHeader.Step(
          name: kind.rawValue, path: "transition", start: 0, duration: endTime)
      ])
  }
}

extension Timeline: TestableAnimation {
  /// The timeline sampled by `sampler` (60 fps when `nil`).
  public func framesForTesting(sampler: FrameSampler?) -> FrameSequence {
    (sampler ?? .standard).frames(of: self)
  }

  /// ``presentation(at:)``.
  public func presentationForTesting(at time: Double) -> Presentation? {
    presentation(at: time)
  }

  /// A header with the dump's name as scenario, the last transition's viewport that is known
  /// (see ``Transition/viewportSize``) and a step per transition.
  public func frameDumpHeader(named name: String, frames: FrameSequence) -> FrameDumpHeader {
    let viewport = entries.last { $0.transition.viewportSize != .zero }?.transition.viewportSize
    return FrameDumpHeader(
      scenario: name, fps: frames.fps, viewport: viewport ?? .zero, duration: frames.duration,
      frameCount: frames.count,
      steps: entries.enumerated().map { index, entry in
        FrameDumpHeader.Step(
          name: entry.transition.kind.rawValue, path: "entries[\(index)]",
          start: entry.startTime, duration: entry.transition.endTime)
      })
  }
}

extension FrameSequence: TestableAnimation {
  /// The sequence itself; `sampler` is ignored.
  public func framesForTesting(sampler: FrameSampler?) -> FrameSequence { self }

  /// `nil`: a frame sequence knows only its frames.
  public func presentationForTesting(at time: Double) -> Presentation? { nil }

  /// A header with the dump's name as scenario, a zero viewport and no steps.
  public func frameDumpHeader(named name: String, frames: FrameSequence) -> FrameDumpHeader {
    FrameDumpHeader(
      scenario: name, fps: frames.fps, viewport: .zero, duration: frames.duration,
      frameCount: frames.count, steps: [])
  }
}

extension ScenarioRun: TestableAnimation {
  /// The whole scenario's frames at `sampler`'s rate, or the scenario's rate when `nil`.
  ///
  /// - Throws: ``FrameSamplerError`` or ``TimelineError``.
  public func framesForTesting(sampler: FrameSampler?) throws -> FrameSequence {
    try frames(fps: sampler?.fps)
  }

  /// The scenario's timeline at `time`.
  ///
  /// - Throws: ``TimelineError``.
  public func presentationForTesting(at time: Double) throws -> Presentation? {
    try timeline().presentation(at: time)
  }

  /// The header `transition-sim replay` writes: the scenario's name, viewport and steps, so the
  /// golden file and the command's output are the same bytes.
  public func frameDumpHeader(named name: String, frames: FrameSequence) -> FrameDumpHeader {
    FrameDumpHeader(run: self, frames: frames)
  }
}
