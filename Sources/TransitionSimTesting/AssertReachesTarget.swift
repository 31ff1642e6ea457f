import Foundation

//===--- verifyReachesTarget(of:in:target:by:) ------------------------------------===//

/// Checks that a view reaches its target and, with `time`, has settled there by then: `nil` when
/// the view ends (``verifyEnd(of:in:equal:tolerance:sampler:)``) with the `target` attributes and
/// every frame from `time` on that shows it has them too (within `tolerance`), otherwise the
/// failure message.
///
/// Without a `target`, the target is where the view ends, so the check is only that the view
/// has settled by `time`: a spring that is still moving fails.
///
/// ```
/// Item "C" [0,2] has not reached its target by t = 0.2 s, at frame 13 (t = 0.217 s): center
/// is (158.2, 40), expected (160, 40) ± 0.001 (off by 1.8 in x).
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - target: The attributes to reach, or `nil` for where the view ends.
///   - time: When the view must have settled, in seconds; `nil` checks only its end.
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
    let end = try probe.endpoint(of: element, last: true)
    let goal = target ?? ExpectedAttributes(end.sighting.view.attributes)
    let name = MessageFormat.sentence(MessageFormat.name(end.sighting.view))
    if let target,
      let failure = attributeFailure(
        probe, end.sighting, expected: target, tolerance: tolerance,
        lead: "\(name) does not reach its target \(end.sighting.location)")
    {
      return failure
    }
    guard let time else { return nil }
    guard time.isFinite else {
      throw VerificationFailure("The time \(MessageFormat.number(time)) s is not finite.")
    }
    let track = try end.track ?? probe.track(of: element)
    var start = probe.frames.index(at: time)
    if probe.frames.time(ofFrame: start) < time - 1e-9 { start += 1 }
    for index in max(start, track.firstIndex)..<max(start, track.lastIndex + 1) {
      guard let view = track.view(at: index) else { continue }
      let frameTime = probe.frames.time(ofFrame: index)
      let sighting = FrameProbe.Sighting(
        frameIndex: index, time: frameTime, view: view,
        location: MessageFormat.frameLocation(index, time: frameTime))
      let lead =
        "\(MessageFormat.sentence(MessageFormat.name(view))) has not reached its target by "
        + "t = \(MessageFormat.time(time)) s, \(sighting.location)"
      if let failure = attributeFailure(
        probe, sighting, expected: goal, tolerance: tolerance, lead: lead)
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
///   - target: The attributes to reach, or `nil` for where the view ends.
///   - time: When the view must have settled, in seconds; `nil` checks only its end.
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
