import Foundation

//===--- verifyMonotonicProgress(of:in:on:) -----------------------------------------===//

/// Checks that a view's attribute only ever moves toward its final value: `nil` when its
/// distance to the value where the view ends (``verifyEnd(of:in:equal:tolerance:sampler:)``)
/// never grows from one frame to the next (by more than the attribute's tolerance), otherwise
/// the failure message.
///
/// A spring that overshoots and comes back fails; an ease curve passes. The distance is the
/// Euclidean distance over the attribute's numbers (the 4 numbers of a frame, the 2 of a center,
/// the 16 of a transform).
///
/// ```
/// Item "C" [0,2] at frame 12 (t = 0.2 s): center moves away from its end value (160, 40), to
/// 3.1 from 2.4 at frame 11.
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - attribute: The attribute that must progress monotonically.
///   - tolerance: How far the distance may grow between frames.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the view.
public func verifyMonotonicProgress(
  of element: ElementSelector, in animation: some TestableAnimation,
  on attribute: AnimatedAttribute,
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let last = try probe.endpoint(of: element, last: true).sighting.view
    let track = try probe.track(of: element)
    let end = attribute.components(of: last.attributes)
    let allowed = tolerance[attribute]
    var previous: (index: Int, distance: Double)?
    for (index, frame) in track.frames.enumerated()
    where index >= track.firstIndex && index <= track.lastIndex {
      guard let view = frame.elements.first(where: { $0.role == track.role }) else {
        previous = nil
        continue
      }
      let distance = AnimatedAttribute.distance(attribute.components(of: view.attributes), end)
      if let previous, distance > previous.distance + allowed || distance.isNaN {
        let sighting = FrameProbe.Sighting(
          frameIndex: index, time: frame.time, view: view,
          location: MessageFormat.frameLocation(index, time: frame.time))
        return "\(MessageFormat.sentence(MessageFormat.name(view))) \(sighting.location): "
          + "\(attribute) moves away from its end value \(attribute.text(of: last.attributes)), "
          + "to \(MessageFormat.amount(distance)) from \(MessageFormat.amount(previous.distance)) "
          + "at frame \(previous.index).\n\n"
          + neighbourTable(probe, sighting, attributes: [attribute])
      }
      previous = (index, distance)
    }
    return nil
  }
}

/// Fails the running test unless a view's attribute only moves toward its final value
/// (``verifyMonotonicProgress(of:in:on:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - attribute: The attribute that must progress monotonically.
///   - tolerance: How far the distance may grow between frames.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertMonotonicProgress<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  on attribute: AnimatedAttribute, tolerance: AttributeTolerance = .default,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyMonotonicProgress(
      of: element, in: $0, on: attribute, tolerance: tolerance, sampler: sampler)
  }
}
