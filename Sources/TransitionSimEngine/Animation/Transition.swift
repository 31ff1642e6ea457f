import Foundation

/// One call a collection view made to its layout during an update, for asserting UIKit's lifecycle.
public struct LayoutCall: Hashable, Sendable, CustomStringConvertible {
  /// The method, in UIKit's Swift spelling, such as `prepare()` or
  /// `initialLayoutAttributesForAppearingItem(at:)`.
  public var method: String
  /// The layout's type name.
  public var layout: String
  /// The index path passed, when there is one.
  public var indexPath: IndexPath?
  /// The element kind passed, when there is one.
  public var kind: String?

  /// Creates a call record.
  public init(method: String, layout: String, indexPath: IndexPath? = nil, kind: String? = nil) {
    self.method = method
    self.layout = layout
    self.indexPath = indexPath
    self.kind = kind
  }

  /// `CollectionViewFlowLayout.initialLayoutAttributesForAppearingItem(at:) [0,3]`.
  public var description: String {
    var text = "\(layout).\(method)"
    if let kind { text += " \(kind)" }
    if let indexPath { text += " [" + indexPath.map(String.init).joined(separator: ",") + "]" }
    return text
  }
}

/// An animated change of a collection view: every animated element's track, the content offset
/// and size over time, the update items and the layout calls that produced it.
///
/// Times are in seconds since the change was committed. A batch update's tracks all share its
/// ``animation``: a keyframe with the start attributes at the delay, one with the end attributes at
/// the delay plus the duration (UIKit sets the content offset and size in the same animation block
/// as the items, as UXKit, Apple's macOS port of the collection view, does in its binary).
///
/// ```swift
/// let transition = try view.performBatchUpdates { try view.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
/// transition.keyframes(ofItem: "C").map(\.attributes.frame)  // C's frames before and after
/// transition.presentation(at: 0.15).attributes(forItem: "C")  // half way
/// for frame in FrameSampler().frames(of: transition) { … }
/// ```
public struct Transition: Sendable {
  /// What produced the transition.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// `performBatchUpdates` or a single insert/delete/move/reload outside a batch.
    case batchUpdate
    /// `setCollectionViewLayout(_:animated:)`.
    case layoutSwap
    /// An animated bounds change.
    case boundsChange
    /// An animated scroll.
    case scroll
    /// A reload of the data without animation: `applySnapshotUsingReloadData`, a
    /// non-animated `apply` before iOS 15, or the fallback of an inconsistent batch before
    /// iOS 16.4.
    case reloadData
  }

  /// What produced the transition.
  public var kind: Kind
  /// The animated elements, sorted by category, kind and index path (a ghost before its
  /// element).
  public var tracks: [Track]
  /// The content offset over time.
  public var contentOffsetTrack: ValueTrack<CGPoint>
  /// The content size over time.
  public var contentSizeTrack: ValueTrack<CGSize>
  /// The update items passed to `prepare(forCollectionViewUpdates:)`, in UIKit's order.
  public var updateItems: [CollectionViewUpdateItem]
  /// Every call the collection view made to its layout, in order.
  public var layoutCalls: [LayoutCall]
  /// The timing the caller asked for (0.3 s easeInEaseOut unless the caller chose otherwise);
  /// the tracks carry it in their keyframes.
  public var animation: AnimationParameters
  /// The size of the collection view's bounds after the change (zero for a transition made
  /// otherwise than by a collection view): a frame dump of the transition records it as its
  /// viewport.
  public var viewportSize: CGSize = .zero
  /// What UIKit logged to the console while producing it: the line an inconsistent batch logs
  /// before iOS 16.4 when it falls back to `reloadData` (the text apps reported from the console of
  /// those versions).
  ///
  /// Empty otherwise.
  public var log: [String] = []

  /// Creates a transition whose content offset animates from its value before to its value
  /// after with `animation`, and whose content size takes its new value as the change starts.
  ///
  /// The content size is not animated on iOS. The collection view sets `contentSize` inside the
  /// update's animation block (as UXKit, Apple's macOS port of the collection view, does in its
  /// binary), but it is a `UIScrollView` property, not an animatable layer property, so it takes
  /// its new value at once: only the content offset (the bounds' origin) animates. (Being set in
  /// the block makes both look animated; only the offset is — an inference from which properties
  /// Core Animation animates.) So the size track jumps: the instant the change starts still shows
  /// the old size, every moment after it the new one, whatever the animation's delay.
  public init(
    kind: Kind, tracks: [Track], contentOffsetBefore: CGPoint, contentOffsetAfter: CGPoint,
    contentSizeBefore: CGSize, contentSizeAfter: CGSize,
    updateItems: [CollectionViewUpdateItem], layoutCalls: [LayoutCall],
    animation: AnimationParameters
  ) {
    self.init(
      kind: kind, tracks: tracks,
      contentOffsetTrack: ValueTrack(
        start: contentOffsetBefore, end: contentOffsetAfter, animation: animation),
      contentSizeTrack: ValueTrack(
        validated: [
          Keyframe(time: 0, value: contentSizeBefore, curve: animation.curve),
          Keyframe(time: 0, value: contentSizeAfter, curve: animation.curve),
        ]),
      updateItems: updateItems, layoutCalls: layoutCalls, animation: animation)
  }

  /// Creates a transition from its tracks.
  public init(
    kind: Kind, tracks: [Track], contentOffsetTrack: ValueTrack<CGPoint>,
    contentSizeTrack: ValueTrack<CGSize>, updateItems: [CollectionViewUpdateItem] = [],
    layoutCalls: [LayoutCall] = [], animation: AnimationParameters = .collectionViewDefault
  ) {
    self.kind = kind
    self.tracks = tracks
    self.contentOffsetTrack = contentOffsetTrack
    self.contentSizeTrack = contentSizeTrack
    self.updateItems = updateItems
    self.layoutCalls = layoutCalls
    self.animation = animation
  }

  /// The content offset before the change (the first keyframe's).
  public var contentOffsetBefore: CGPoint {
    get { contentOffsetTrack.start }
    set { contentOffsetTrack.start = newValue }
  }

  /// The content offset after the change (the last keyframe's).
  public var contentOffsetAfter: CGPoint {
    get { contentOffsetTrack.end }
    set { contentOffsetTrack.end = newValue }
  }

  /// The content size before the change.
  public var contentSizeBefore: CGSize {
    get { contentSizeTrack.start }
    set { contentSizeTrack.start = newValue }
  }

  /// The content size after the change.
  public var contentSizeAfter: CGSize {
    get { contentSizeTrack.end }
    set { contentSizeTrack.end = newValue }
  }

  /// When everything has settled: the latest keyframe of any track, content tracks included, in
  /// seconds since the change was committed (never before 0).
  ///
  /// - Complexity: O(*n*) in the number of tracks.
  public var endTime: Double {
    tracks.reduce(max(0, contentOffsetTrack.endTime, contentSizeTrack.endTime)) {
      max($0, $1.endTime)
    }
  }

  /// The tracks of the item with `identifier` (two when it has a ghost).
  public func tracks(forItem identifier: String) -> [Track] {
    tracks.filter { $0.element.itemIdentifier == identifier }
  }

  /// The element track (not the ghost) of the item with `identifier`.
  public func track(forItem identifier: String) -> Track? {
    tracks.first { $0.element.itemIdentifier == identifier && $0.role == .element }
  }

  /// The tracks with the given change.
  public func tracks(with change: Track.Change) -> [Track] {
    tracks.filter { $0.change == change }
  }

  /// The keyframes of `element`'s view (or of its ghost); empty when it is not animated.
  ///
  /// - Complexity: O(*n*) in the number of tracks.
  public func keyframes(
    of element: TrackElement, role: Track.Role = .element
  ) -> [Keyframe<CollectionViewLayoutAttributes>] {
    tracks.first { $0.element == element && $0.role == role }?.keyframes ?? []
  }

  /// The keyframes of the item with `identifier` (or of its ghost); empty when it is not
  /// animated.
  ///
  /// - Complexity: O(*n*) in the number of tracks.
  public func keyframes(
    ofItem identifier: String, role: Track.Role = .element
  ) -> [Keyframe<CollectionViewLayoutAttributes>] {
    tracks.first { $0.element.itemIdentifier == identifier && $0.role == role }?.keyframes ?? []
  }

  /// What is shown `time` seconds after the change was committed: every view's presentation
  /// value, the content offset and size.
  ///
  /// Same as `Timeline(self).presentation(at: time)`. To sample many instants, use a
  /// ``FrameSampler``, which prepares every track once.
  ///
  /// - Complexity: O(*n* log *n*) for *n* tracks, plus one transform decomposition per animated
  ///   transform.
  public func presentation(at time: Double) -> Presentation {
    Timeline(self).presentation(at: time)
  }

  /// This transition with each element starting `interval` seconds after the one before it.
  ///
  /// Elements are taken in ``TrackElement``'s order (category, kind, index path); the *k*-th
  /// (from 0) is delayed by `k · interval`, its ghost with it. The content offset and size keep
  /// their timing. UIKit has no stagger; this is for custom choreography.
  ///
  /// - Throws: ``TimelineError/invalidStagger(_:)`` if `interval` is negative or not finite.
  /// - Complexity: O(*n* log *n*) for *n* tracks.
  public func staggered(by interval: Double) throws(TimelineError) -> Transition {
    guard interval.isFinite, interval >= 0 else { throw .invalidStagger(interval) }
    return staggered(validatedInterval: interval)
  }

  /// ``staggered(by:)`` for an interval already known to be finite and not negative.
  func staggered(validatedInterval interval: Double) -> Transition {
    if interval == 0 { return self }
    let elements = Set(tracks.map(\.element)).sorted()
    var rank: [TrackElement: Int] = [:]
    for (index, element) in elements.enumerated() { rank[element] = index }
    var copy = self
    for index in copy.tracks.indices {
      let delay = Double(rank[copy.tracks[index].element] ?? 0) * interval
      copy.tracks[index].values = copy.tracks[index].values.shifted(by: delay)
    }
    return copy
  }
}
