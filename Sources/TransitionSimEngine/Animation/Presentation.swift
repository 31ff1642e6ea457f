import Foundation

/// One view as shown at one instant: which element it is, what happened to it, and its
/// interpolated layout attributes.
public struct FrameElement: Hashable, Sendable {
  // The identity is read from a table shared by every element a frame sampler produces, so
  // copying a frame element costs one reference count on one object that stays in cache, rather
  // than one per string and index path, or one per element on objects spread over memory.
  @usableFromInline var identities: IdentityTable

  /// The attributes shown: Core Animation's presentation value.
  public var attributes: CollectionViewLayoutAttributes

  // 32 bits, and last: a frame element is then small enough (104 bytes) that copying one —
  // once per element per frame — is inline moves, not a call to `memmove`. (A table would need
  // two billion identities, hundreds of gigabytes, to outgrow it.)
  @usableFromInline var identityIndex: Int32

  /// Creates a frame element.
  public init(
    element: TrackElement, change: Track.Change, role: Track.Role,
    attributes: CollectionViewLayoutAttributes
  ) {
    identities = IdentityTable([LaneLabel(element: element, change: change, role: role)])
    self.attributes = attributes
    identityIndex = 0
  }

  /// A frame element whose identity is entry `index` of a shared table.
  init(identities: IdentityTable, index: Int, attributes: CollectionViewLayoutAttributes) {
    self.identities = identities
    self.attributes = attributes
    identityIndex = Int32(index)
  }

  private var identity: LaneLabel { identities.entries[Int(identityIndex)] }

  /// The element's identity, change and role, borrowed in place from the shared table: reading
  /// one member through it copies that member alone, where ``element``, ``change`` and ``role``
  /// copy the whole label (its strings and index paths) each.
  ///
  /// For the dump writers.
  ///
  /// - Complexity: O(1).
  @inlinable package var label: LaneLabel {
    _read { yield identities.entries[Int(identityIndex)] }
  }

  /// The table this element's identity is read from (see ``entry(in:)``).
  ///
  /// - Complexity: O(1).
  @inlinable package var identityTable: IdentityTable { identities }

  /// This element's entry in `table`, or `nil` when its identity is read from another table: the
  /// dump writers' key for what they write once per identity (``IdentityBytesCache``).
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  package func entry(in table: IdentityTable) -> Int? {
    identities === table ? Int(identityIndex) : nil
  }

  /// Whether this element shows entry `index` of `table`: the frame sampler's check that a view
  /// can be updated in place.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func shows(entry index: Int, of table: IdentityTable) -> Bool {
    identities === table && Int(identityIndex) == index
  }

  /// The element the view shows.
  public var element: TrackElement {
    get { identity.element }
    set {
      self = FrameElement(element: newValue, change: change, role: role, attributes: attributes)
    }
  }

  /// What the update did to it.
  public var change: Track.Change {
    get { identity.change }
    set {
      self = FrameElement(element: element, change: newValue, role: role, attributes: attributes)
    }
  }

  /// Whether this is the element's view or an outgoing ghost of it.
  public var role: Track.Role {
    get { identity.role }
    set {
      self = FrameElement(element: element, change: change, role: newValue, attributes: attributes)
    }
  }

  /// Whether two frame elements show the same view with the same attributes.
  public static func == (lhs: FrameElement, rhs: FrameElement) -> Bool {
    ((lhs.identities === rhs.identities && lhs.identityIndex == rhs.identityIndex)
      || lhs.identity == rhs.identity) && lhs.attributes == rhs.attributes
  }

  /// Hashes the element, change, role and attributes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
    hasher.combine(attributes)
  }
}

/// Identities shared by many frame elements.
@usableFromInline package final class IdentityTable: Sendable {
  @usableFromInline package let entries: [LaneLabel]

  init(_ entries: [LaneLabel]) {
    self.entries = entries
  }
}

/// What a collection view shows at one instant of a transition: Core Animation's presentation
/// layer, as opposed to the model values a layout returns.
///
/// ``elements`` are in drawing order, back to front: by zIndex, then by element (category, kind,
/// index path; ``TrackElement``'s order), then the element's view before its ghost, which is drawn
/// over it as the old view of a reloaded item fades out over the new one.
public struct Presentation: Hashable, Sendable {
  /// Seconds since the transition (or the first transition of a ``Timeline``) started.
  public var time: Double
  /// The content offset shown.
  public var contentOffset: CGPoint
  /// The content size shown.
  public var contentSize: CGSize
  /// Every animated view, back to front.
  public var elements: [FrameElement]

  /// Creates a presentation.
  public init(
    time: Double, contentOffset: CGPoint, contentSize: CGSize, elements: [FrameElement]
  ) {
    self.time = time
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.elements = elements
  }

  /// The view of `element` with `role`, or `nil` when it is not shown.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public func element(_ element: TrackElement, role: Track.Role = .element) -> FrameElement? {
    elements.first { $0.element == element && $0.role == role }
  }

  /// The attributes shown for the item with `identifier`, or `nil` when it is not shown.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public func attributes(
    forItem identifier: String, role: Track.Role = .element
  ) -> CollectionViewLayoutAttributes? {
    elements.first { $0.element.itemIdentifier == identifier && $0.role == role }?.attributes
  }
}

extension Presentation {
  /// Hashes what `==` compares (the offset and size by their components: see
  /// `Hasher.combine(point:)`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(point: contentOffset)
    hasher.combine(size: contentSize)
    hasher.combine(elements)
  }
}
