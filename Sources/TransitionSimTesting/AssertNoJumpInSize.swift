import Foundation

//===--- verifyNoJumpInSize(of:in:) -------------------------------------------------===//

/// Checks that a view never changes size without animation: `nil` when its size is continuous
/// over the whole animation (within `tolerance` points), otherwise the failure message.
///
/// An animated change is continuous: the size follows a curve from one frame to the next. A
/// change without animation is a discontinuity: the size just after an instant differs from the
/// size just before it. The model can only make one at two kinds of instant, and those are the
/// ones checked: where a track of the animation has two keyframes at the same time (a change made
/// without animation, ``AnimationParameters/immediate``), and where a transition starts and takes
/// the views over (a ``Timeline`` entry's start, a scenario step's start). At each, the animation
/// is evaluated 10⁻⁹ s before, at, and 10⁻⁹ s after the instant; the view jumps there when two of
/// those sizes in a row differ by more than `tolerance` in width or height, and the frames around
/// the instant show a size change too (a jump undone before the next frame is never seen). A jump
/// inside an animation counts: the size then leaves the curve it was on. The end of a spring's
/// segment, where the frames snap to its end value, does not.
///
/// The failure names the first frame that shows the new size, the sizes just before and just
/// after the jump and the instant it happens:
///
/// ```
/// Item "S" [0,0] at frame 3 (t = 0.3 s): its size jumps from 10 × 10 to 10 × 30 at t =
/// 0.25 s, without animation.
/// ```
///
/// A ``FrameSequence`` has only frames, which do not say what animates: it fails with a message
/// saying so (check the transition, timeline or run it was sampled from).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: A ``Transition``, ``Timeline`` or ``ScenarioRun``.
///   - tolerance: How far, in points, the width or the height may jump.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the view, plus three evaluations of the whole
///   animation per instant where a value may jump.
public func verifyNoJumpInSize(
  of element: ElementSelector, in animation: some TestableAnimation,
  tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    _ = try probe.track(of: element)
    guard let schedule = try AnimationSchedule(animation, sampler: sampler) else {
      return AnimationSchedule.unscheduled(animation)
    }
    let frames = probe.frames
    func differs(_ a: CGSize, _ b: CGSize) -> Bool {
      !(abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance)
    }
    let width = AnimationSchedule.instantWidth
    for instant in schedule.jumpInstants where instant <= frames.duration {
      let sizes = [instant - width, instant, instant + width].map { time in
        element.select(in: schedule.timeline.presentation(at: time).elements)?.attributes.size
      }
      var jump: (from: CGSize, to: CGSize, isShownAtInstant: Bool)?
      var previous: (position: Int, size: CGSize)?
      for (position, size) in sizes.enumerated() {
        guard let size else { continue }
        if let previous, differs(previous.size, size) {
          jump = (previous.size, size, position == 1)
          break
        }
        previous = (position, size)
      }
      guard let jump else { continue }
      // The first frame that shows the new size: at the instant or after it.
      var index = max(0, frames.index(at: instant) - 1)
      while index < frames.lastIndex
        && !(jump.isShownAtInstant
          ? frames.time(ofFrame: index) >= instant : frames.time(ofFrame: index) > instant)
      {
        index += 1
      }
      index = max(1, index)
      let after = element.select(in: frames[index].elements)
      let before = element.select(in: frames[index - 1].elements)
      guard let after, let before, differs(before.attributes.size, after.attributes.size) else {
        continue
      }
      let location = MessageFormat.frameLocation(index, time: frames.time(ofFrame: index))
      return "\(MessageFormat.sentence(MessageFormat.name(after))) \(location): its size jumps "
        + "from \(MessageFormat.size(jump.from)) to \(MessageFormat.size(jump.to)) at t = "
        + "\(MessageFormat.time(instant)) s, without animation.\n\n"
        + probe.neighbours(of: element, around: index, attribute: .size)
    }
    return nil
  }
}

/// Fails the running test if a view changes size without animation
/// (``verifyNoJumpInSize(of:in:tolerance:sampler:)``).
///
/// - Parameters:
///   - element: The view checked.
///   - animation: The animation; an error it throws fails the test.
///   - tolerance: How far, in points, the width or the height may jump.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertNoJumpInSize<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyNoJumpInSize(of: element, in: $0, tolerance: tolerance, sampler: sampler)
  }
}
