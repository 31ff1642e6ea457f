import Foundation

//===--- verifyStart(of:in:equal:) / verifyEnd(of:in:equal:) -------------------===//

/// Checks where a view starts: `nil` when every expected attribute is within `tolerance`,
/// otherwise the failure message.
///
/// For a ``Transition`` the start is the view's first keyframe, the attributes the layout gave
/// (UIKit applies the start attributes without animation, then animates to the end); for other
/// animations, the first frame that shows the view.
///
/// ```
/// Item "C" [0,2] at its start (t = 0 s): alpha is 1, expected 0 ± 0.001 (off by 1).
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
/// - Complexity: O(*n*) for *n* views, or O(*f*) for *f* frames of the view.
public func verifyStart(
  of element: ElementSelector, in animation: some TestableAnimation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let start = try probe.endpoint(of: element, last: false)
    return attributeFailure(probe, start.sighting, expected: expected, tolerance: tolerance)
  }
}

/// Checks where a view ends: `nil` when every expected attribute is within `tolerance`,
/// otherwise the failure message.
///
/// For a ``Transition`` the end is the view's last keyframe, even for a deleted view that no
/// frame shows then (UIKit removes it when its animation ends); for other animations, the last
/// frame that shows the view.
///
/// ```
/// Item "C" [0,2] at its end (t = 0.3 s): frame is (0, 60, 50, 50), expected (0, 0, 50, 50)
/// ± 0.001 (off by 60 in y).
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - expected: The values expected; attributes left `nil` are not compared.
///   - tolerance: How far each attribute may be off.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*n*) for *n* views, or O(*f*) for *f* frames of the view.
public func verifyEnd(
  of element: ElementSelector, in animation: some TestableAnimation,
  equal expected: ExpectedAttributes, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let end = try probe.endpoint(of: element, last: true)
    return attributeFailure(probe, end.sighting, expected: expected, tolerance: tolerance)
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
