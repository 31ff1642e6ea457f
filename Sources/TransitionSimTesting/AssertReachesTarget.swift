import Foundation

//===--- verifyReachesTarget(of:in:target:by:) ------------------------------------===//

/// Checks that a view reaches its target and, with `time`, has settled there by then: `nil` when
/// the view's last frame has the `target` attributes and every frame from `time` on does too
/// (within `tolerance`), otherwise the failure message.
///
/// Without a `target`, the target is the view's attributes in its last frame, so the check is
/// only that the view has settled by `time`: a spring that is still moving fails.
///
/// ```
/// Item "C" [0,2] has not reached its target by t = 0.2 s, at frame 13 (t = 0.217 s): center
/// is (158.2, 40), expected (160, 40) ± 0.001 (off by 1.8 in x).
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - target: The attributes to reach, or `nil` for the view's attributes in its last frame.
///   - time: When the view must have settled, in seconds; `nil` checks only the last frame.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the view.
public func verifyReachesTarget(
  of element: ElementSelector, in animation: some TestableAnimation,
  target: ExpectedAttributes? = nil, by time: Double? = nil,
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let track = try probe.track(of: element)
    guard let last = track.view(at: track.lastIndex) else { return nil }
    let goal = target ?? ExpectedAttributes(last.attributes)
    if let target,
      let failure = endpointFailure(
        probe, track, index: track.lastIndex, expected: target, tolerance: tolerance,
        remark: ", its last frame",
        lead: "\(MessageFormat.sentence(MessageFormat.name(last))) does not reach its target "
          + MessageFormat.frameLocation(
            track.lastIndex, time: probe.frames.time(ofFrame: track.lastIndex))
          + ", its last frame")
    {
      return failure
    }
    guard let time else { return nil }
    guard time.isFinite else {
      throw VerificationFailure("The time \(MessageFormat.number(time)) s is not finite.")
    }
    var start = probe.frames.index(at: time)
    if probe.frames.time(ofFrame: start) < time - 1e-9 { start += 1 }
    for index in max(start, track.firstIndex)..<max(start, track.lastIndex + 1) {
      let location = MessageFormat.frameLocation(index, time: probe.frames.time(ofFrame: index))
      guard let view = track.view(at: index) else { continue }
      let lead =
        "\(MessageFormat.sentence(MessageFormat.name(view))) has not reached its target by "
        + "t = \(MessageFormat.time(time)) s, \(location)"
      if let failure = endpointFailure(
        probe, track, index: index, expected: goal, tolerance: tolerance, remark: "", lead: lead)
      {
        return failure
      }
    }
    return nil
  }
}

/// Fails the running test unless a view reaches its target, and has settled there by `time`
/// when one is given (``verifyReachesTarget(of:in:target:by:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - target: The attributes to reach, or `nil` for the view's attributes in its last frame.
///   - time: When the view must have settled, in seconds; `nil` checks only the last frame.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertReachesTarget<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  target: ExpectedAttributes? = nil, by time: Double? = nil,
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyReachesTarget(
      of: element, in: $0, target: target, by: time, tolerance: tolerance, sampler: sampler)
  }
}

/// Fails the running test unless a view reaches its target (and has settled by `time`); the
/// Swift Testing spelling of `assertReachesTarget`.
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - target: The attributes to reach, or `nil` for the view's attributes in its last frame.
///   - time: When the view must have settled, in seconds; `nil` checks only the last frame.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func expectReachesTarget<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  target: ExpectedAttributes? = nil, by time: Double? = nil,
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyReachesTarget(
      of: element, in: $0, target: target, by: time, tolerance: tolerance, sampler: sampler)
  }
}
