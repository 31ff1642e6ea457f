import Foundation

/// How a transition that starts while another is running takes over the views they share.
///
/// Both start each shared view from what it shows when the new transition starts (its presentation
/// value), so nothing jumps; they differ in what happens to the motion the running transition had
/// left (UIKit makes view animations additive from iOS 8 on, as a dump of the layer animations
/// `UIView.animate` installs shows).
public enum InterruptionMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// UIKit's behaviour since iOS 8: view animations are additive. The running animation is not
  /// removed; its remaining change, `value(t) − end`, keeps decaying along its own curve and is
  /// added to the new animation, which runs from its own start (the model value, where the
  /// running one was heading) to its end. At the interruption the sum is exactly what was shown;
  /// the motion then blends smoothly from the old trajectory into the new one.
  case additive
  /// `UIView.AnimationOptions.beginFromCurrentState` without additive animations (UIKit before
  /// iOS 8, or a `CABasicAnimation` replacing another under the same key): the running animation
  /// is removed and the new one starts from the presentation value at the interruption, following
  /// its own curve from there to its end.
  case beginFromCurrentState
}

/// Transitions on one clock: a running transition and any that interrupted it, combined per view
/// under an ``InterruptionMode``.
///
/// A timeline is a value: ``interrupted(by:at:mode:)`` returns a new one. A ``FrameSampler``
/// samples it like a single transition; ``presentation(at:)`` answers one instant.
///
/// ```swift
/// let first = try view.performBatchUpdates { try view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
/// let second = try view.performBatchUpdates { try view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
/// let timeline = try Timeline(first).interrupted(by: second, at: 0.1, mode: .additive)
/// for frame in FrameSampler().frames(of: timeline) { … }
/// ```
///
/// **Which views continue.** When a transition starts at time t, each of its tracks continues
/// the view that was showing the same element: a cell by its item identifier (else by its index
/// path), a supplementary or decoration view by kind and index path, matching the running
/// transition's index path *after* with the new one's index path *before*. Only the running
/// element views continue (a deleted item's view, and a ghost, run on to their own end). When the
/// new transition has both a ghost and an element track for the element, the element track
/// continues the view and the ghost starts as a new view; both start from the presentation
/// value. When it has only a ghost (a view whose index path another view takes, as a deleted
/// section's header does when the next section's header moves into its place), the ghost
/// continues the view, which fades out; no view stays behind where it was. New tracks that continue nothing (an inserted item) appear at t; the content offset and
/// size always continue.
///
/// **What they start from.** ``InterruptionMode/beginFromCurrentState`` replaces the new track's
/// first keyframe by the view's presentation value at t. ``InterruptionMode/additive`` keeps the
/// new track and adds the running animation's remaining change to it until that animation would
/// have ended: `value = new(T) + Σ (old(T) − old.end)` for center, size, alpha and numeric custom
/// attributes, and `old(T) · old.end⁻¹ · new(T)` for the transform (a transform whose end cannot
/// be inverted adds nothing). Discrete properties (zIndex, hidden, the rest) are the new track's.
public struct Timeline: Sendable {
  /// One transition placed on the timeline.
  public struct Entry: Sendable {
    /// When it starts, in seconds since the first transition started.
    public var startTime: Double
    /// The transition, with its own times (from its own start).
    public var transition: Transition
    /// How it took over from the transitions already running; `nil` for the first.
    public var mode: InterruptionMode?
  }

  /// The transitions in the order they started.
  public private(set) var entries: [Entry]

  /// The animated views, each driven by one track after another.
  package var lanes: [ElementLane]
  /// How many of ``lanes`` the first transition made: views on screen from the start, where
  /// the others are added at their transition's start.
  var initialLaneCount = 0
  /// The content offset, driven by each transition in turn.
  package var contentOffsetLane: Lane<CGPoint>
  /// The content size, driven by each transition in turn.
  var contentSizeLane: Lane<CGSize>

  /// A timeline of a single transition starting at time 0.
  ///
  /// - Complexity: O(*n*) in the number of tracks.
  public init(_ transition: Transition) {
    entries = [Entry(startTime: 0, transition: transition, mode: nil)]
    lanes = transition.tracks.map { track in
      ElementLane(
        pieces: [Piece(begin: 0, track: track.values, layers: [])],
        identities: [LaneLabel(track)])
    }
    initialLaneCount = lanes.count
    contentOffsetLane = Lane(
      pieces: [Piece(begin: 0, track: transition.contentOffsetTrack, layers: [])])
    contentSizeLane = Lane(
      pieces: [Piece(begin: 0, track: transition.contentSizeTrack, layers: [])])
  }

  /// This timeline with `transition` starting at `time` and taking over the views it shares with
  /// the transitions running then, under `mode` (see the type's documentation).
  ///
  /// - Parameters:
  ///   - transition: The new transition, with times from its own start; its start attributes are
  ///     the model values at `time` (what the collection view's layout says, as
  ///     `performBatchUpdates` computes them).
  ///   - time: Seconds since the first transition started; not before the previous transition's
  ///     start.
  ///   - mode: ``InterruptionMode/additive`` (UIKit since iOS 8) by default.
  /// - Returns: The timeline with `transition` added.
  /// - Throws: ``TimelineError`` if `time` is not finite or comes before the previous start.
  /// - Complexity: O(*n* + *m*) for *n* running views and *m* new tracks, plus one interpolation
  ///   per continued view.
  public func interrupted(
    by transition: Transition, at time: Double, mode: InterruptionMode = .additive
  ) throws(TimelineError) -> Timeline {
    var result = self
    try result.interrupt(by: transition, at: time, mode: mode)
    return result
  }

  /// Starts `transition` at `time` on this timeline, taking over the views it shares with the
  /// transitions running then, under `mode`: ``interrupted(by:at:mode:)`` in place.
  ///
  /// Many interruptions in a row (an interactive step's progress values, each a resting state)
  /// cost the sum of their own sizes: nothing already on the timeline is copied.
  ///
  /// - Throws: ``TimelineError`` if `time` is not finite or comes before the previous start; the
  ///   timeline is then unchanged.
  /// - Complexity: O(*n* + *m*) for *n* running views and *m* new tracks, plus one interpolation
  ///   per continued view.
  public mutating func interrupt(
    by transition: Transition, at time: Double, mode: InterruptionMode = .additive
  ) throws(TimelineError) {
    guard time.isFinite else { throw .invalidStartTime(time) }
    let previous = entries[entries.count - 1].startTime
    guard time >= previous else { throw .startsBeforePreviousTransition(time, previous: previous) }
    entries.append(Entry(startTime: time, transition: transition, mode: mode))

    var continuing = LaneDirectory()
    var leaving: [Int] = []
    for (index, lane) in lanes.enumerated() {
      let label = lane.label(at: time)
      guard label.role == .element else { continue }
      continuing.add(index, for: label.element)
      if label.change == .deleted || label.change == .disappearing { leaving.append(index) }
    }
    // Each running view is taken over by one track: its element track, or — when the view is
    // only replaced (a deleted header whose index path another section's header takes) — its
    // ghost, so the view fades out instead of staying where it was.
    let lanesContinued = transition.tracks.map { continuing.lane(continuing: $0.element) }
    var takers: [Int: Int] = [:]
    for (position, index) in lanesContinued.enumerated() {
      guard let index else { continue }
      if let taker = takers[index],
        transition.tracks[taker].role == .element
          || transition.tracks[position].role != .element
      {
        continue
      }
      takers[index] = position
    }
    // A lane this transition continues gets a piece beginning now; a second track continuing
    // it (a ghost) continues what it showed before, among its first `runningPieces[index]`.
    let laneCount = lanes.count
    var runningPieces: [Int: Int] = [:]
    for (position, track) in transition.tracks.enumerated() {
      let shifted = track.values.shifted(by: time)
      let identity = LaneLabel(track)
      guard let index = lanesContinued[position] else {
        lanes.append(
          ElementLane(
            pieces: [Piece(begin: time, track: shifted, layers: [])], identities: [identity]))
        continue
      }
      let piece = lanes[index].lane.continuation(
        at: time, by: shifted, mode: mode, among: runningPieces[index])
      if takers[index] == position {
        runningPieces[index] = lanes[index].pieces.count
        lanes[index].pieces.append(piece)
        lanes[index].identities.append(identity)
      } else {
        lanes.append(ElementLane(pieces: [piece], identities: [identity]))
      }
    }
    markReplacedViewsAsGhosts(leaving, at: time, newLanesFrom: laneCount, takers: takers)
    let offset = contentOffsetLane.continuation(
      at: time, by: transition.contentOffsetTrack.shifted(by: time), mode: mode)
    contentOffsetLane.pieces.append(offset)
    let size = contentSizeLane.continuation(
      at: time, by: transition.contentSizeTrack.shifted(by: time), mode: mode)
    contentSizeLane.pieces.append(size)
  }

  /// Relabels as ghosts, from `time` on, the views still leaving (deleted or scrolled away by an
  /// earlier transition, among `leaving`) that nothing continues and whose element a view added
  /// at `time` shows again (an item deleted, then inserted again while its old view still fades
  /// out): the old view is the element's outgoing one, so a frame names one view per element.
  ///
  /// - Complexity: O(*a* + *l*) for *a* added lanes (from `first` on) and *l* leaving ones.
  private mutating func markReplacedViewsAsGhosts(
    _ leaving: [Int], at time: Double, newLanesFrom first: Int, takers: [Int: Int]
  ) {
    guard !leaving.isEmpty, first < lanes.count else { return }
    func identity(_ element: TrackElement) -> String {
      if element.category == .cell, let item = element.itemIdentifier { return "item " + item }
      return (element.keyAfter ?? element.keyBefore).map { "key \($0)" } ?? ""
    }
    var added = Set<String>()
    for lane in lanes[first...] {
      let label = lane.identities[0]
      if label.role == .element && label.change != .deleted {
        added.insert(identity(label.element))
      }
    }
    for index in leaving where takers[index] == nil {
      let current = lanes[index].pieces[lanes[index].lane.pieceIndex(at: time)]
      guard current.endTime > time else { continue }
      var label = lanes[index].label(at: time)
      guard added.contains(identity(label.element)) else { continue }
      label.role = .ghost
      lanes[index].pieces.append(Piece(begin: time, track: current.track, layers: current.layers))
      lanes[index].identities.append(label)
    }
  }

  /// When everything has settled: the latest keyframe of any track, in seconds since the first
  /// transition started (at least the last transition's start).
  ///
  /// - Complexity: O(*n*) in the number of tracks.
  public var endTime: Double {
    var end = entries[entries.count - 1].startTime
    for lane in lanes { end = max(end, lane.lane.endTime) }
    return max(end, contentOffsetLane.endTime, contentSizeLane.endTime)
  }

  /// What is shown `time` seconds after the first transition started.
  ///
  /// A view that a later transition creates (an inserted item) is absent before that transition
  /// starts. To sample many instants, use a ``FrameSampler``, which prepares every track once.
  ///
  /// - Complexity: O(*n* log *n*) for *n* views, plus one transform decomposition per animated
  ///   transform.
  public func presentation(at time: Double) -> Presentation {
    let sampler = TimelineSampler(self)
    var cache = sampler.makeCache()
    return sampler.presentation(at: time, isFinal: false, cache: &cache)
  }
}

/// Why a ``Timeline`` or a staggered ``Transition`` could not be made.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A transition's start time is NaN or infinite.
  case invalidStartTime(Double)
  /// A transition starts before the one added before it.
  case startsBeforePreviousTransition(Double, previous: Double)
  /// A stagger interval is negative, NaN or infinite.
  case invalidStagger(Double)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .invalidStartTime(let time):
      return "Transition start time \(time) s is invalid: it must be a finite number of seconds."
    case .startsBeforePreviousTransition(let time, let previous):
      return "A transition cannot start at \(time) s, before the previous one (at \(previous) s); "
        + "add interruptions in time order."
    case .invalidStagger(let stagger):
      return "Stagger \(stagger) s is invalid: it must be a finite number of seconds, 0 or more."
    }
  }
}

//===--- Lanes (internal) ------------------------------------------------------------------===//

/// The lanes still on screen at an interruption, found by the element a new track continues: a
/// cell by its item identifier when it has one (it keeps it across index paths), any other element
/// by its ``ElementKey`` after the lane's change, which is its key before the new one.
struct LaneDirectory {
  private var byItem: [String: Int] = [:]
  private var byKey: [ElementKey: Int] = [:]

  /// Registers lane `index` as showing `element` after its change (the first lane wins).
  mutating func add(_ index: Int, for element: TrackElement) {
    if element.category == .cell, let item = element.itemIdentifier {
      if element.indexPathAfter != nil, byItem[item] == nil { byItem[item] = index }
    } else if let key = element.keyAfter, byKey[key] == nil {
      byKey[key] = index
    }
  }

  /// The lane showing the element `element` continues, if any.
  func lane(continuing element: TrackElement) -> Int? {
    guard element.indexPathBefore != nil else { return nil }
    if element.category == .cell, let item = element.itemIdentifier { return byItem[item] }
    return element.keyBefore.flatMap { byKey[$0] }
  }
}

/// What a lane shows while one of its pieces drives it, and a frame element shows: the element's
/// identity (its ``TrackElement``) with the change and role of the driving track.
@usableFromInline package struct LaneLabel: Hashable, Sendable {
  package var element: TrackElement
  package var change: Track.Change
  package var role: Track.Role

  init(element: TrackElement, change: Track.Change, role: Track.Role) {
    self.element = element
    self.change = change
    self.role = role
  }

  init(_ track: Track) {
    self.init(element: track.element, change: track.change, role: track.role)
  }
}

/// One track driving a view from `begin` on, plus the remaining changes of additive animations
/// it interrupted.
package struct Piece<Value: AdditivelyComposable>: Sendable {
  /// When this piece takes over, in timeline seconds.
  package var begin: Double
  /// The track, in timeline seconds.
  package var track: ValueTrack<Value>
  /// Interrupted tracks whose `value(T) − end` is added until they end.
  package var layers: [ValueTrack<Value>]

  /// When the piece settles.
  var endTime: Double { layers.reduce(track.endTime) { max($0, $1.endTime) } }

  /// The value at `time`, preparing each track for this one lookup.
  func value(at time: Double) -> Value {
    var value = KeyframeSampler(track).value(at: time)
    for layer in layers where time < layer.endTime {
      value = value.adding(
        KeyframeSampler(layer).value(at: time),
        relativeTo: Value.additiveReference(for: layer.end))
    }
    return value
  }
}

/// One property of one view over the timeline: pieces in order of their `begin` times.
package struct Lane<Value: AdditivelyComposable>: Sendable {
  /// Never empty; `begin` times do not decrease.
  package var pieces: [Piece<Value>]

  /// The index of the piece driving the lane at `time`: the last one begun by then, among the
  /// first `count` pieces (all of them when `nil`).
  func pieceIndex(at time: Double, among count: Int? = nil) -> Int {
    var index = (count ?? pieces.count) - 1
    while index > 0, pieces[index].begin > time { index -= 1 }
    return index
  }

  var endTime: Double { pieces.reduce(-Double.infinity) { max($0, $1.endTime) } }

  /// The piece that takes over at `time` with `track` (in timeline seconds) under `mode`, from
  /// what the first `count` pieces (all of them when `nil`) show then.
  func continuation(
    at time: Double, by track: ValueTrack<Value>, mode: InterruptionMode, among count: Int? = nil
  ) -> Piece<Value> {
    let current = pieces[pieceIndex(at: time, among: count)]
    switch mode {
    case .additive:
      let running = ([current.track] + current.layers).filter { $0.endTime > time }
      return Piece(begin: time, track: track, layers: running)
    case .beginFromCurrentState:
      var track = track
      track.start = current.value(at: time)
      return Piece(begin: time, track: track, layers: [])
    }
  }
}

/// A view's attributes over the timeline, with the identity each piece shows.
package struct ElementLane: Sendable {
  package var pieces: [Piece<CollectionViewLayoutAttributes>]
  /// One per piece.
  package var identities: [LaneLabel]

  package var lane: Lane<CollectionViewLayoutAttributes> { Lane(pieces: pieces) }

  /// The identity shown at `time` (the first piece's before the lane begins).
  func label(at time: Double) -> LaneLabel {
    identities[lane.pieceIndex(at: time)]
  }
}
