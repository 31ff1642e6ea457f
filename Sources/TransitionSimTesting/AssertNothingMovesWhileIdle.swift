import Foundation

//===--- verifyNothingMovesWhileIdle(in:) -------------------------------------------===//

/// Checks that no visible view moves while nothing animates: `nil` when, between every two
/// consecutive frames during which nothing animates, every visible view keeps its frame (within
/// `tolerance` points), otherwise the failure message.
///
/// **Nothing animates** between frames *k* − 1 and *k* when no keyframe segment of the animation
/// that changes a value runs at any instant strictly between their times: no track of a view
/// (either role) and no content offset track has two consecutive keyframes at different times
/// with different values spanning part of that interval. (The content size never animates, so
/// it is not counted.) An animation counts as running until its last keyframe, even after a later
/// transition took its views over from their current state: that can hide a move, never report
/// one an animation explains.
///
/// **A visible view moves** when it is shown in both frames, visible (not hidden, alpha above 0)
/// in at least one of them, and its layout frame (origin or size, in content coordinates, before
/// its transform) differs by more than `tolerance` points. A cell is followed by its item
/// identifier, any other view by its kind and index path, with its role. Frames are in content
/// coordinates, so scrolling moves nothing here; check the content offset with
/// ``verifyContentOffset(in:neverJumpsByMoreThan:sampler:)``.
///
/// The failure names the first view that moves, at the first frame where one does, and the
/// others that move then:
///
/// ```
/// Item "A" [0,0] at frame 6 (t = 0.6 s): its frame moves from (0, 0, 50, 50) at frame 5 to
/// (0, 0, 100, 50) while nothing animates; item "B" [0,1] moves too.
/// ```
///
/// A ``FrameSequence`` has only frames, which do not say what animates: it fails with a message
/// saying so (check the transition, timeline or run it was sampled from).
///
/// - Parameters:
///   - animation: A ``Transition``, ``Timeline`` or ``ScenarioRun``.
///   - tolerance: How far, in points, a view's frame may move.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f* · *n*) for *f* frames of *n* views, plus O(*f* log *s*) for *s* spans
///   where something animates.
public func verifyNothingMovesWhileIdle(
  in animation: some TestableAnimation, tolerance: CGFloat = 0.001, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    guard let schedule = try AnimationSchedule(animation, sampler: sampler) else {
      return AnimationSchedule.unscheduled(animation)
    }
    func isVisible(_ view: FrameElement) -> Bool {
      !view.attributes.isHidden && view.attributes.alpha > 0
    }
    func moves(_ a: CGRect, _ b: CGRect) -> Bool {
      let deltas = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
      return deltas.contains { !(abs($0) <= tolerance) }
    }
    var previous: (time: Double, views: [ViewIdentity: FrameElement])?
    for (index, frame) in probe.frames.enumerated() {
      var views: [ViewIdentity: FrameElement] = [:]
      for view in frame.elements { views[ViewIdentity(view)] = views[ViewIdentity(view)] ?? view }
      defer { previous = (frame.time, views) }
      guard let previous, !schedule.isAnimating(between: previous.time, and: frame.time) else {
        continue
      }
      var moved: [(before: FrameElement, after: FrameElement)] = []
      for view in frame.elements {
        guard let before = previous.views[ViewIdentity(view)], isVisible(before) || isVisible(view),
          moves(before.attributes.frame, view.attributes.frame)
        else { continue }
        moved.append((before, view))
      }
      guard let first = moved.first else { continue }
      let others = moved.dropFirst().map { MessageFormat.name($0.after) }
      let location = MessageFormat.frameLocation(index, time: frame.time)
      return "\(MessageFormat.sentence(MessageFormat.name(first.after))) \(location): its frame "
        + "moves from \(MessageFormat.rect(first.before.attributes.frame)) at frame \(index - 1) "
        + "to \(MessageFormat.rect(first.after.attributes.frame)) while nothing animates"
        + (others.isEmpty
          ? "" : "; \(MessageFormat.list(others)) \(others.count == 1 ? "moves" : "move") too")
        + ".\n\n"
        + probe.neighbours(
          of: ViewIdentity(first.after).selector, around: index, attribute: .frame)
    }
    return nil
  }
}

/// Fails the running test if a visible view moves while nothing animates
/// (``verifyNothingMovesWhileIdle(in:tolerance:sampler:)``).
///
/// - Parameters:
///   - animation: The animation; an error it throws fails the test.
///   - tolerance: How far, in points, a view's frame may move.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertNothingMovesWhileIdle<Animation: TestableAnimation>(
  in animation: @autoclosure () throws -> Animation, tolerance: CGFloat = 0.001,
  sampler: FrameSampler? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyNothingMovesWhileIdle(in: $0, tolerance: tolerance, sampler: sampler)
  }
}

/// The view a frame element shows, followed from frame to frame: a cell by its item identifier,
/// any other view by its key (its index path after the change, else before), with its role.
private struct ViewIdentity: Hashable {
  var itemIdentifier: String?
  var key: ElementKey?
  var role: Track.Role

  /// The identity of `view`.
  ///
  /// - Complexity: O(1).
  init(_ view: FrameElement) {
    let element = view.element
    if element.category == .cell, let identifier = element.itemIdentifier {
      itemIdentifier = identifier
      key = nil
    } else {
      itemIdentifier = nil
      key = element.keyAfter ?? element.keyBefore
    }
    role = view.role
  }

  /// The selector of the same view.
  ///
  /// - Complexity: O(1).
  var selector: ElementSelector {
    if let itemIdentifier { return ElementSelector(.item(itemIdentifier), role: role) }
    return ElementSelector(.key(key ?? .cell(IndexPath())), role: role)
  }
}
