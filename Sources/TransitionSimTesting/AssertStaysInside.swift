import Foundation

//===--- verifyFrame(of:in:staysInside:) --------------------------------------------===//

/// Checks that a view's frame stays inside `rect` in every frame that shows it: `nil` when it
/// does (within `tolerance` points), otherwise the failure message.
///
/// The frame is the view's layout frame, before its transform.
///
/// ```
/// Item "C" [0,2] at frame 4 (t = 0.067 s): its frame (300, 10, 50, 50) is outside
/// (0, 0, 320, 480) by 30 points on the right.
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - rect: The rect the frame must stay in, in content coordinates.
///   - tolerance: How far, in points, the frame may stick out.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the view.
public func verifyFrame(
  of element: ElementSelector, in animation: some TestableAnimation, staysInside rect: CGRect,
  tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let track = try probe.track(of: element)
    for (index, frame) in track.frames.enumerated()
    where index >= track.firstIndex && index <= track.lastIndex {
      guard let view = frame.elements.first(where: { $0.role == track.role }) else { continue }
      let box = view.attributes.frame
      let sides: [(String, CGFloat)] = [
        ("left", rect.minX - box.minX), ("right", box.maxX - rect.maxX),
        ("top", rect.minY - box.minY), ("bottom", box.maxY - rect.maxY),
      ]
      var worst = sides[0]
      for side in sides.dropFirst() where worst.1.isNaN == false && !(side.1 <= worst.1) {
        worst = side
      }
      guard !(worst.1 <= tolerance) else { continue }
      let sighting = FrameProbe.Sighting(
        frameIndex: index, time: frame.time, view: view,
        location: MessageFormat.frameLocation(index, time: frame.time))
      return "\(MessageFormat.sentence(MessageFormat.name(view))) \(sighting.location): its frame "
        + "\(MessageFormat.rect(box)) is outside \(MessageFormat.rect(rect)) by "
        + "\(MessageFormat.amount(Double(worst.1))) points on the \(worst.0).\n\n"
        + neighbourTable(probe, sighting, attributes: [.frame])
    }
    return nil
  }
}

/// Fails the running test unless a view's frame stays inside `rect`
/// (``verifyFrame(of:in:staysInside:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - rect: The rect the frame must stay in.
///   - tolerance: How far, in points, the frame may stick out.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertFrame<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  staysInside rect: CGRect, tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyFrame(of: element, in: $0, staysInside: rect, tolerance: tolerance, sampler: sampler)
  }
}
