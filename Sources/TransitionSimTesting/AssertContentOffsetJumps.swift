import Foundation

//===--- verifyContentOffset(in:neverJumpsByMoreThan:) ------------------------------===//

/// Checks that the content offset (the bounds' origin) never moves by more than `limit` points
/// from one frame to the next: `nil` when it does not, otherwise the failure message.
///
/// The step between frames *k* − 1 and *k* is the straight-line distance between their content
/// offsets, √(Δx² + Δy²); the check fails at the first frame whose step is above `limit` (or is
/// not a number). An animated scroll moves the offset by its speed times the frame interval; a
/// scroll without animation, or a correction of the offset when items above the viewport change
/// size, moves it all at once. The limit depends on the frame rate: a sampler at 120 fps halves
/// the steps of one at 60.
///
/// ```
/// The content offset at frame 5 (t = 0.5 s) jumps by 100 points, from (0, 0) at frame 4 to
/// (0, 100); the limit is 10 points.
/// ```
///
/// - Parameters:
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - limit: The largest step allowed between two frames, in points: 0 or more.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f* · *n*) for *f* frames of *n* views.
public func verifyContentOffset(
  in animation: some TestableAnimation, neverJumpsByMoreThan limit: CGFloat,
  sampler: FrameSampler? = nil
) -> String? {
  verifying {
    guard limit >= 0 else {
      return "The largest step allowed, \(MessageFormat.number(limit)) points, is invalid: it "
        + "must be a number of points, 0 or more."
    }
    let probe = try FrameProbe(animation, sampler: sampler)
    var previous: CGPoint?
    for (index, frame) in probe.frames.enumerated() {
      let offset = frame.contentOffset
      defer { previous = offset }
      guard let previous else { continue }
      let step = hypot(offset.x - previous.x, offset.y - previous.y)
      guard !(step <= limit) else { continue }
      let location = MessageFormat.frameLocation(index, time: frame.time)
      let table = probe.neighbours(
        around: index, marked: index,
        columns: [
          (
            title: "content offset",
            value: { MessageFormat.point(probe.frames[$0].contentOffset) }
          )
        ])
      return "The content offset \(location) jumps by \(MessageFormat.amount(Double(step))) "
        + "points, from \(MessageFormat.point(previous)) at frame \(index - 1) to "
        + "\(MessageFormat.point(offset)); the limit is \(MessageFormat.amount(Double(limit))) "
        + "points.\n\n" + table
    }
    return nil
  }
}

/// Fails the running test if the content offset moves by more than `limit` points from one
/// frame to the next (``verifyContentOffset(in:neverJumpsByMoreThan:sampler:)``).
///
/// - Parameters:
///   - animation: The animation; an error it throws fails the test.
///   - limit: The largest step allowed between two frames, in points.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertContentOffset<Animation: TestableAnimation>(
  in animation: @autoclosure () throws -> Animation, neverJumpsByMoreThan limit: CGFloat,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyContentOffset(in: $0, neverJumpsByMoreThan: limit, sampler: sampler)
  }
}
