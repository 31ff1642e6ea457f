import Foundation

/// The identity of an animated element: what a track animates.
///
/// Cells are identified by their item identifier when the data has one, so a track follows its
/// item across index paths; supplementary and decoration views by kind and index path.
public struct TrackElement: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Cell, supplementary view or decoration view.
  public var category: CollectionView.ElementCategory
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
    category: CollectionView.ElementCategory, kind: String?, indexPathBefore: IndexPath?,
    indexPathAfter: IndexPath?, itemIdentifier: String?
  ) {
    self.category = category
    self.kind = kind
    self.indexPathBefore = indexPathBefore
    self.indexPathAfter = indexPathAfter
    self.itemIdentifier = itemIdentifier
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

/// The animation of one element between two sets of attributes.
///
/// Until keyframes are sampled, a track holds its two endpoints; the animation engine turns them
/// into keyframes with timing.
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
  public enum Role: String, Hashable, Sendable, Codable {
    /// The element's view, ending at its new attributes.
    case element
    /// A second, outgoing view of the same element: the old view of a reloaded item fading out,
    /// or, when a layout's final attributes for a moving element differ from a plain move, the
    /// snapshot that goes from the start to those final attributes while the element comes in
    /// from its initial attributes (uikit-semantics §5.1, inferred from observed iOS behaviour).
    case ghost
  }

  /// The element animated.
  public var element: TrackElement
  /// What happened to it.
  public var change: Change
  /// Which of its views this is.
  public var role: Role
  /// The attributes at the start of the animation.
  public var start: CollectionViewLayoutAttributes
  /// The attributes at the end of the animation.
  public var end: CollectionViewLayoutAttributes

  /// Creates a track from its endpoints.
  public init(
    element: TrackElement, change: Change, role: Role = .element,
    start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes
  ) {
    self.element = element
    self.change = change
    self.role = role
    self.start = start
    self.end = end
  }
}
