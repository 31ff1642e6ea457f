import Foundation

//===--- verifyStart(of:in:equal:) / verifyEnd(of:in:equal:) -------------------===//

/// Checks a view's attributes in the first frame that shows it (frame 0 for a transition: its
/// track's first keyframe): `nil` when every expected attribute is within `tolerance`, otherwise
/// the failure message.
///
/// ```
/// Item "C" [0,2] at frame 0 (t = 0 s), its first frame: alpha is 1, expected 0 ± 0.001
/// (off by 1).
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the view.
public func verifyStart(
  of element: ElementSelector, in animation: some TestableAnimation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let track = try probe.track(of: element)
    return endpointFailure(
      probe, track, index: track.firstIndex, expected: expected, tolerance: tolerance,
      remark: ", its first frame")
  }
}

/// Checks a view's attributes in the last frame that shows it (the last frame for a
/// transition: its track's last keyframe): `nil` when every expected attribute is within
/// `tolerance`, otherwise the failure message.
///
/// ```
/// Item "C" [0,2] at frame 18 (t = 0.3 s), its last frame: frame is (0, 60, 50, 50), expected
/// (0, 0, 50, 50) ± 0.001 (off by 60 in y).
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the view.
public func verifyEnd(
  of element: ElementSelector, in animation: some TestableAnimation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let track = try probe.track(of: element)
    return endpointFailure(
      probe, track, index: track.lastIndex, expected: expected, tolerance: tolerance,
      remark: ", its last frame")
  }
}

/// Fails the running test unless a view starts with the expected attributes
/// (``verifyStart(of:in:equal:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertStart<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyStart(of: element, in: $0, equal: expected, tolerance: tolerance, sampler: sampler)
  }
}

/// Fails the running test unless a view starts with the expected attributes; the Swift Testing
/// spelling of `assertStart`.
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func expectStart<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyStart(of: element, in: $0, equal: expected, tolerance: tolerance, sampler: sampler)
  }
}

/// Fails the running test unless a view ends with the expected attributes
/// (``verifyEnd(of:in:equal:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertEnd<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyEnd(of: element, in: $0, equal: expected, tolerance: tolerance, sampler: sampler)
  }
}

/// Fails the running test unless a view ends with the expected attributes; the Swift Testing
/// spelling of `assertEnd`.
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func expectEnd<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyEnd(of: element, in: $0, equal: expected, tolerance: tolerance, sampler: sampler)
  }
}

/// The failure message for a view's attributes at frame `index` of its track, or `nil`.
func endpointFailure(
  _ probe: FrameProbe, _ track: FrameProbe.ViewTrack, index: Int, expected: ExpectedAttributes,
  tolerance: AttributeTolerance, remark: String, lead: String? = nil
) -> String? {
  guard let view = track.view(at: index) else { return nil }
  let time = probe.frames.time(ofFrame: index)
  let sighting = FrameProbe.Sighting(
    frameIndex: index, time: time, view: view,
    location: MessageFormat.frameLocation(index, time: time))
  return attributeFailure(
    probe, sighting, expected: expected, tolerance: tolerance, remark: remark, lead: lead)
}
