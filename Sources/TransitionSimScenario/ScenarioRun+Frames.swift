import Foundation
import TransitionSimEngine

extension ScenarioRun {
  /// The whole scenario as one timeline: the resting state at 0, then each step's transition at
  /// its start time, taking over the views of the transitions still running (UIKit's additive
  /// behaviour, or `beginFromCurrentState` when the step's `interruption` says so), and a
  /// resting state at the end of the last step.
  ///
  /// A step without animation (a non-animated scroll or layout change; a `wait` or a step that
  /// reproduced an expected error changes nothing) shows the state after it from just after its
  /// time: a frame at that instant shows the state before, as a frame at an animated step's
  /// start does. When another step starts at the same instant, from that step's start state, it
  /// is placed an instant (one `Double` step) earlier, so that the frame there shows the state
  /// the next step starts from.
  ///
  /// - Throws: ``TimelineError`` (which a run built by ``ScenarioRunner`` cannot produce: its
  ///   segments are sorted by start time).
  /// - Complexity: O(*s* · *n*) for *s* steps of *n* views.
  public func timeline() throws -> Timeline {
    var timeline = Timeline(
      Self.restingTransition(
        initialState, identifiers: initialIdentifiers, contentOffset: initialContentOffset,
        contentSize: initialContentSize))
    var showsInitialStateOnly = true
    for (index, segment) in segments.enumerated() {
      if var transition = segment.transition {
        if let stagger = segment.settings.stagger, stagger > 0 {
          transition = try transition.staggered(by: stagger)
        }
        try timeline.interrupt(
          by: transition, at: segment.start, mode: segment.settings.interruption ?? .additive)
        showsInitialStateOnly = false
      } else if Self.changes(segment) {
        var resting = Self.restingTransition(
          segment.restingState, identifiers: segment.restingIdentifiers,
          contentOffset: segment.restingContentOffset, contentSize: segment.restingContentSize)
        let followed = segments[(index + 1)...].prefix { $0.start == segment.start }
          .contains(where: Self.changes)
        if followed && showsInitialStateOnly && segment.start == 0 {
          // The next step starts from this state at time 0: it is the first one shown.
          timeline = Timeline(resting)
          continue
        }
        let previous = timeline.entries[timeline.entries.count - 1].startTime
        let time =
          followed && segment.start.nextDown >= previous ? segment.start.nextDown : segment.start
        // An interactive step's progress values (one resting state each) show one transition
        // layout's elements throughout; asking each for removals would cost a presentation per
        // value.
        if segment.name != "interactive" {
          resting.tracks += Self.removals(of: timeline, at: time, keeping: resting)
        }
        try timeline.interrupt(by: resting, at: time, mode: .beginFromCurrentState)
        showsInitialStateOnly = false
      }
    }
    let end = max(duration, timeline.endTime)
    if end > timeline.endTime, let last = segments.last(where: { $0.end <= end }) {
      var resting = Self.restingTransition(
        last.restingState, identifiers: last.restingIdentifiers,
        contentOffset: last.restingContentOffset, contentSize: last.restingContentSize)
      resting.tracks += Self.removals(of: timeline, at: end, keeping: resting)
      try timeline.interrupt(by: resting, at: end, mode: .beginFromCurrentState)
    }
    return timeline
  }

  /// Whether `segment` changes what is shown: it animated, or it changed the state without
  /// animation (a `wait`, and a step that reproduced an expected error, change nothing).
  static func changes(_ segment: ScenarioSegment) -> Bool {
    segment.transition != nil || (segment.reproducedError == nil && segment.name != "wait")
  }

  /// The views `timeline` shows at `time` that the resting state `resting` does not have —
  /// elements a step without animation scrolled off screen — each as a track that removes it
  /// at once, where it is.
  ///
  /// Without them such a view would stay in every later frame at its last place: off screen
  /// after a scroll of the collection view, but on screen after an orthogonal section's scroll,
  /// which moves items without moving the content offset.
  ///
  /// - Complexity: O(*n* log *n*) for the *n* views shown at `time`.
  static func removals(
    of timeline: Timeline, at time: Double, keeping resting: Transition
  ) -> [Track] {
    func identity(_ element: TrackElement) -> String {
      if element.category == .cell, let item = element.itemIdentifier { return "item:" + item }
      return element.keyAfter.map { "key:\($0)" } ?? ""
    }
    let kept = Set(resting.tracks.map { identity($0.element) })
    var removals: [Track] = []
    for shown in timeline.presentation(at: time).elements where shown.role == .element {
      let element = shown.element
      guard !kept.contains(identity(element)), let path = element.indexPathAfter else { continue }
      let current = TrackElement(
        category: element.category, kind: element.kind, indexPathBefore: path,
        indexPathAfter: path, itemIdentifier: element.itemIdentifier)
      removals.append(
        Track(
          element: current, change: .disappearing, start: shown.attributes,
          end: shown.attributes, animation: .immediate))
    }
    return removals
  }

  /// The frames of the whole scenario at `fps` (the scenario's rate when `nil`).
  ///
  /// - Throws: ``FrameSamplerError`` for a rate out of range.
  public func frames(fps: Double? = nil) throws -> FrameSequence {
    try frames(of: try timeline(), fps: fps)
  }

  /// The frames of `timeline`, this run's (``timeline()``) built already, at `fps` (the
  /// scenario's rate when `nil`): for a caller that reads the timeline again (`transition-sim
  /// replay`'s animated-svg and lottie), so that it is built once.
  ///
  /// - Throws: ``FrameSamplerError`` for a rate out of range.
  /// - Complexity: O(*n*) for the timeline's *n* views, to prepare the sampler.
  package func frames(of timeline: Timeline, fps: Double? = nil) throws -> FrameSequence {
    try FrameSampler(fps: fps ?? self.fps).frames(of: timeline)
  }

  /// A transition that holds `state` still: every element's start and end are its attributes.
  static func restingTransition(
    _ state: [CollectionViewLayoutAttributes], identifiers: [String?], contentOffset: CGPoint,
    contentSize: CGSize
  ) -> Transition {
    let still = AnimationParameters.immediate
    let tracks = zip(state, identifiers).map { attributes, identifier in
      Track(
        element: TrackElement(
          category: attributes.representedElementCategory, kind: attributes.representedElementKind,
          indexPathBefore: attributes.indexPath, indexPathAfter: attributes.indexPath,
          itemIdentifier: identifier),
        change: .unchanged, start: attributes, end: attributes, animation: still)
    }
    return Transition(
      kind: .batchUpdate, tracks: tracks, contentOffsetBefore: contentOffset,
      contentOffsetAfter: contentOffset, contentSizeBefore: contentSize,
      contentSizeAfter: contentSize, updateItems: [], layoutCalls: [], animation: still)
  }
}
