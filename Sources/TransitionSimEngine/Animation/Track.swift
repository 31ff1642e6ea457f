import Foundation

/// The identity of an animated element across a change: its ``ElementKey`` before and after, and
/// a cell's item identifier.
///
/// ``ElementKey`` is the one identity of an element in one state of a layout; a track element is
/// that identity on each side of a change (`nil` on the side where the element does not exist).
/// Cells are followed by their item identifier when the data has one, so a track follows its item
/// across index paths; supplementary and decoration views by kind and index path.
public struct TrackElement: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Cell, supplementary view or decoration view.
  public var category: ElementCategory
  /// The supplementary or decoration kind; `nil` for cells.
  public var kind: String?
  /// The index path before the change; `nil` for an element that did not exist.
  public var indexPathBefore: IndexPath?
  /// The index path after the change; `nil` for an element that no longer exists.
  public var indexPathAfter: IndexPath?
  /// The item identifier of a cell.
  public var itemIdentifier: String?

  /// Creates an element identity.
  public init(
    category: ElementCategory, kind: String?, indexPathBefore: IndexPath?,
    indexPathAfter: IndexPath?, itemIdentifier: String?
  ) {
    self.category = category
    self.kind = kind
    self.indexPathBefore = indexPathBefore
    self.indexPathAfter = indexPathAfter
    self.itemIdentifier = itemIdentifier
  }

  /// The element as it is identified from its two keys (`nil` where it does not exist); with
  /// neither, it is a cell with no index path.
  public init(before: ElementKey?, after: ElementKey?, itemIdentifier: String?) {
    let key = after ?? before
    self.init(
      category: key?.category ?? .cell, kind: key?.kind, indexPathBefore: before?.indexPath,
      indexPathAfter: after?.indexPath, itemIdentifier: itemIdentifier)
  }

  /// The element's key before the change, `nil` if it did not exist.
  public var keyBefore: ElementKey? {
    indexPathBefore.map { ElementKey(category: category, kind: kind, indexPath: $0) }
  }

  /// The element's key after the change, `nil` if it no longer exists.
  public var keyAfter: ElementKey? {
    indexPathAfter.map { ElementKey(category: category, kind: kind, indexPath: $0) }
  }

  /// The index path after the change when there is one, else before.
  public var indexPath: IndexPath { indexPathAfter ?? indexPathBefore ?? IndexPath() }

  /// Orders by category, kind, then index path (after, else before).
  public static func < (lhs: TrackElement, rhs: TrackElement) -> Bool {
    if lhs.category != rhs.category { return lhs.category < rhs.category }
    if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
    if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
    return (lhs.indexPathBefore ?? IndexPath()) < (rhs.indexPathBefore ?? IndexPath())
  }

  /// The identifier used in frame dumps: the item identifier, or `kind/section-item`.
  public var description: String {
    if let itemIdentifier { return itemIdentifier }
    let path = indexPath.map(String.init).joined(separator: "-")
    return "\(kind ?? category.description)/\(path)"
  }
}

/// The animation of one view of one element: its identity, what happened to it, and its layout
/// attributes over time as keyframes (DESIGN.md's pipeline: one track per animated element).
///
/// A batch update's track has two keyframes, its start and end attributes at the start and end of
/// the animation (after its delay); ``values`` may hold any number.
///
/// ```swift
/// let track = transition.track(forItem: "B")
/// track?.start.frame  // where B was
/// track?.keyframes.map(\.time)  // [0.0, 0.3]
/// ```
public struct Track: Hashable, Sendable {
  /// What happened to the element.
  public enum Change: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inserted by the update (an inserted item, or any element of an inserted section).
    case inserted
    /// Deleted by the update.
    case deleted
    /// Moved by an explicit move of the item or of its section.
    case moved
    /// Reloaded: replaced in place (the old view fades out over the new one).
    case reloaded
    /// Still there, visible before and after (it may slide because of other changes).
    case unchanged
    /// Still there, not visible before, visible after: it scrolls into view.
    case appearing
    /// Still there, visible before, not visible after: it leaves the view.
    case disappearing
  }

  /// Which view of the element the track animates.
  public enum Role: String, Hashable, Sendable, Codable, Comparable {
    /// The element's view, ending at its new attributes.
    case element
    /// A second, outgoing view of the same element: the old view of a reloaded item fading out, a
    /// deleted cell whose item another cell shows after the update (a reloaded section's items, an
    /// item a snapshot moves out of a section it deletes), a deleted supplementary or decoration
    /// view whose key another view takes after the update (a header of a deleted section, a list
    /// row's separator), a view still leaving after an earlier update when a later one shows its
    /// element again (``Timeline``), or, when a layout's final attributes for a moving element
    /// differ from a plain move, the snapshot that goes from the start to those final attributes
    /// while the element comes in from its initial attributes (inferred from cells seen to shrink
    /// away and reappear on iOS 6, described in Mark Pospesel's "Fixing CircleLayout").
    case ghost

    /// Orders the element's view before its ghost, which is drawn over it.
    public static func < (lhs: Role, rhs: Role) -> Bool { lhs == .element && rhs == .ghost }
  }

  /// The element animated.
  public var element: TrackElement
  /// What happened to it.
  public var change: Change
  /// Which of its views this is.
  public var role: Role
  /// The attributes over time: the keyframes with their timing.
  public var values: ValueTrack<CollectionViewLayoutAttributes>

  /// Creates a track from its endpoints and timing: a keyframe with `start` at the animation's
  /// delay and one with `end` at its delay plus duration.
  ///
  /// - Parameters:
  ///   - element: The element animated.
  ///   - change: What happened to it.
  ///   - role: Which of its views this is.
  ///   - start: The attributes at the animation's start.
  ///   - end: The attributes at its end.
  ///   - animation: The timing; 0.3 s easeInEaseOut by default, the batch-update default
  ///     (``AnimationParameters/collectionViewDefault``).
  public init(
    element: TrackElement, change: Change, role: Role = .element,
    start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes,
    animation: AnimationParameters = .collectionViewDefault
  ) {
    self.init(
      element: element, change: change, role: role,
      values: ValueTrack(start: start, end: end, animation: animation))
  }

  /// Creates a track from its attributes over time.
  public init(
    element: TrackElement, change: Change, role: Role = .element,
    values: ValueTrack<CollectionViewLayoutAttributes>
  ) {
    self.element = element
    self.change = change
    self.role = role
    self.values = values
  }

  /// Creates a track from keyframes.
  ///
  /// - Throws: ``KeyframeError`` if the list is empty, a time is not finite, or the times
  ///   decrease.
  /// - Complexity: O(*k*) for *k* keyframes.
  public init(
    element: TrackElement, change: Change, role: Role = .element,
    keyframes: [Keyframe<CollectionViewLayoutAttributes>]
  ) throws(KeyframeError) {
    self.init(
      element: element, change: change, role: role, values: try ValueTrack(keyframes: keyframes))
  }

  /// The keyframes, in time order; never empty.
  public var keyframes: [Keyframe<CollectionViewLayoutAttributes>] { values.keyframes }

  /// The attributes at the start of the animation (the first keyframe's).
  public var start: CollectionViewLayoutAttributes {
    get { values.start }
    set { values.start = newValue }
  }

  /// The attributes at the end of the animation (the last keyframe's).
  public var end: CollectionViewLayoutAttributes {
    get { values.end }
    set { values.end = newValue }
  }

  /// When the first keyframe is reached, in seconds since the transition started.
  public var startTime: Double { values.startTime }

  /// When the last keyframe is reached: when the element settles.
  public var endTime: Double { values.endTime }

  /// The element's attributes `time` seconds after the transition started.
  ///
  /// - Complexity: O(log *k*) for *k* keyframes, plus one interpolator's preparation (a transform
  ///   decomposition); sample many times with a ``FrameSampler`` instead.
  public func attributes(at time: Double) -> CollectionViewLayoutAttributes {
    values.value(at: time)
  }

  /// The track with every keyframe `seconds` later.
  ///
  /// - Throws: ``KeyframeError/nonFiniteTime(index:time:)`` if a shifted time is not finite.
  /// - Complexity: O(*k*) for *k* keyframes.
  public func delayed(by seconds: Double) throws(KeyframeError) -> Track {
    var copy = self
    copy.values = try values.delayed(by: seconds)
    return copy
  }
}
