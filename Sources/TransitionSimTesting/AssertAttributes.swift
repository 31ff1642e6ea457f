import Foundation

//===--- verifyAttributes(of:in:at:equal:) ------------------------------------===//

/// Checks a view's attributes at a time: `nil` when every expected attribute is within
/// `tolerance`, otherwise the failure message.
///
/// A transition, timeline or scenario run is evaluated at exactly `time`; a frame sequence shows
/// the frame on screen at `time`. The message names the view, the frame and time, the first
/// attribute that differs with its expected value and the difference, then the view's
/// neighbouring frames:
///
/// ```
/// Item "C" [0,2] at frame 7 (t = 0.117 s): alpha is 0.62, expected 0.5 ± 0.001 (off by 0.12).
///
///     frame  time     alpha
///     5      0.083 s  0.48
///     6      0.1 s    0.55
///   → 7      0.117 s  0.62
///     8      0.133 s  0.69
///     9      0.15 s   0.75
/// ```
///
/// - Parameters:
///   - element: The view checked: an item identifier (a string literal) or another selector.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - time: Seconds since the animation started.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate of the neighbouring frames (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*n*) for *n* views, plus the sampler's preparation.
public func verifyAttributes(
  of element: ElementSelector, in animation: some TestableAnimation, at time: Double,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let sighting = try probe.sight(element, at: .time(time))
    return attributeFailure(probe, sighting, expected: expected, tolerance: tolerance)
  }
}

/// Checks a view's attributes at frame `frame`: `nil` when every expected attribute is within
/// `tolerance`, otherwise the failure message (see the time-based
/// `verifyAttributes`).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - frame: The frame index, from 0.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*n*) for *n* views, plus the sampler's preparation.
public func verifyAttributes(
  of element: ElementSelector, in animation: some TestableAnimation, atFrame frame: Int,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let sighting = try probe.sight(element, at: .frame(frame))
    return attributeFailure(probe, sighting, expected: expected, tolerance: tolerance)
  }
}

/// Fails the running test (XCTest or Swift Testing) unless a view's attributes at `time` are the
/// expected ones (``verifyAttributes(of:in:at:equal:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - time: Seconds since the animation started.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate of the neighbouring frames.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertAttributes<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation, at time: Double,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyAttributes(
      of: element, in: $0, at: time, equal: expected, tolerance: tolerance, sampler: sampler)
  }
}

/// Fails the running test unless a view's attributes at frame `frame` are the expected ones
/// (``verifyAttributes(of:in:atFrame:equal:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - frame: The frame index, from 0.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertAttributes<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  atFrame frame: Int, equal expected: ExpectedAttributes,
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyAttributes(
      of: element, in: $0, atFrame: frame, equal: expected, tolerance: tolerance,
      sampler: sampler)
  }
}

//===--- Shared by the attribute checks ------------------------------------===//

/// The failure message for a sighting whose attributes are not `expected`, or `nil`.
///
/// - Parameters:
///   - probe: The frames the view was seen in.
///   - sighting: The view at the instant checked.
///   - expected: The attributes the view should have.
///   - tolerance: How far each attribute may be from `expected`.
///   - lead: The words before the first difference, in place of the view's name and the
///     location.
/// - Returns: The failure message, or `nil` when the attributes match.
func attributeFailure(
  _ probe: FrameProbe, _ sighting: FrameProbe.Sighting, expected: ExpectedAttributes,
  tolerance: AttributeTolerance, lead: String? = nil
) -> String? {
  let mismatches = expected.mismatches(in: sighting.view.attributes, tolerance: tolerance)
  guard let first = mismatches.first else { return nil }
  let name = MessageFormat.sentence(MessageFormat.name(sighting.view))
  var message = (lead ?? "\(name) \(sighting.location)") + ": \(first.clause)."
  if mismatches.count > 1 {
    message += " Also " + mismatches.dropFirst().map(\.clause).joined(separator: "; ") + "."
  }
  return message + "\n\n" + neighbourTable(probe, sighting, attributes: [first.attribute])
}

/// The table of the sighted view's neighbouring frames, one column per attribute.
func neighbourTable(
  _ probe: FrameProbe, _ sighting: FrameProbe.Sighting, attributes: [AnimatedAttribute]
) -> String {
  let alone = probe.alone(sighting.view)
  let role = sighting.view.role
  let center = sighting.frameIndex ?? probe.frames.index(at: sighting.time)
  let columns = attributes.map { attribute in
    (
      title: attribute.rawValue,
      value: { (index: Int) -> String in
        alone[index].elements.first { $0.role == role }.map { attribute.text(of: $0.attributes) }
          ?? "not shown"
      }
    )
  }
  let extra =
    sighting.frameIndex == nil
    ? (time: sighting.time, values: attributes.map { $0.text(of: sighting.view.attributes) })
    : nil
  return probe.neighbours(
    around: center, marked: sighting.frameIndex, extra: extra, columns: columns)
}
