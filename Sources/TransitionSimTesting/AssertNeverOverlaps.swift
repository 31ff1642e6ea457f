import Foundation

//===--- verifyFrame(of:in:neverOverlaps:) -------------------------------------------===//

/// Checks that a view's frame never overlaps another view's frame: `nil` when, in every frame
/// that shows both, their frames share no area (beyond `tolerance` points in each direction),
/// otherwise the failure message.
///
/// Frames where either view is hidden or fully transparent are skipped, and an element's ghost
/// does not count against the element. Frames are layout frames, before transforms.
///
/// ```
/// Item "C" [0,2] at frame 5 (t = 0.083 s): its frame (60, 0, 50, 50) overlaps the frame
/// (100, 0, 50, 50) of item "D" [0,3] by 10 × 50 points.
/// ```
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - other: One element, or ``OverlapTarget/anyOtherElement``.
///   - tolerance: How deep, in points, frames may overlap.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the two views; O(*f* · *n*) for
///   ``OverlapTarget/anyOtherElement`` and *n* views.
public func verifyFrame(
  of element: ElementSelector, in animation: some TestableAnimation,
  neverOverlaps other: OverlapTarget, tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let track = try probe.track(of: element)
    func isShown(_ view: FrameElement) -> Bool {
      !view.attributes.isHidden && view.attributes.alpha > 0
    }
    func overlap(_ a: CGRect, _ b: CGRect) -> CGSize? {
      let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
      let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
      return width > tolerance && height > tolerance ? CGSize(width: width, height: height) : nil
    }
    var found: (index: Int, time: Double, view: FrameElement, other: FrameElement, area: CGSize)?
    switch other {
    case .element(let selector):
      let otherTrack = try probe.track(of: selector)
      let range =
        max(
          track.firstIndex, otherTrack.firstIndex)...max(
          max(track.firstIndex, otherTrack.firstIndex), min(track.lastIndex, otherTrack.lastIndex))
      for index in range {
        guard let view = track.view(at: index), let second = otherTrack.view(at: index),
          isShown(view), isShown(second),
          let area = overlap(view.attributes.frame, second.attributes.frame)
        else { continue }
        found = (index, probe.frames.time(ofFrame: index), view, second, area)
        break
      }
    case .anyOtherElement:
      search: for (index, frame) in probe.frames.enumerated()
      where index >= track.firstIndex && index <= track.lastIndex {
        guard let view = element.select(in: frame.elements), isShown(view) else { continue }
        for second in frame.elements where second.element != view.element && isShown(second) {
          if let area = overlap(view.attributes.frame, second.attributes.frame) {
            found = (index, frame.time, view, second, area)
            break search
          }
        }
      }
    }
    guard let found else { return nil }
    let sighting = FrameProbe.Sighting(
      frameIndex: found.index, time: found.time, view: found.view,
      location: MessageFormat.frameLocation(found.index, time: found.time))
    let otherName = MessageFormat.name(found.other)
    let mine = probe.alone(found.view)
    let theirs = probe.alone(found.other)
    func frameText(_ frames: FrameSequence, _ role: Track.Role) -> (Int) -> String {
      { index in
        frames[index].elements.first { $0.role == role }.map {
          MessageFormat.rect($0.attributes.frame)
        } ?? "not shown"
      }
    }
    let table = probe.neighbours(
      around: found.index, marked: found.index,
      columns: [
        (title: "frame", value: frameText(mine, found.view.role)),
        (title: "frame of \(otherName)", value: frameText(theirs, found.other.role)),
      ])
    return "\(MessageFormat.sentence(MessageFormat.name(found.view))) \(sighting.location): "
      + "its frame \(MessageFormat.rect(found.view.attributes.frame)) overlaps the frame "
      + "\(MessageFormat.rect(found.other.attributes.frame)) of \(otherName) by "
      + "\(MessageFormat.size(found.area)) points.\n\n" + table
  }
}

/// Fails the running test unless a view's frame never overlaps `other`'s
/// (``verifyFrame(of:in:neverOverlaps:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - other: One element, or ``OverlapTarget/anyOtherElement``.
///   - tolerance: How deep, in points, frames may overlap.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertFrame<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  neverOverlaps other: OverlapTarget, tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyFrame(of: element, in: $0, neverOverlaps: other, tolerance: tolerance, sampler: sampler)
  }
}
