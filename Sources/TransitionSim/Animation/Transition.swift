import Foundation

/// One call a collection view made to its layout during an update, for asserting UIKit's lifecycle.
public struct LayoutCall: Hashable, Sendable, CustomStringConvertible {
  /// The method, in UIKit's Swift spelling: `prepare()`,
  /// `initialLayoutAttributesForAppearingItem(at:)`, …
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

/// An animated change of a collection view: every animated element's track, with the content
/// offset and size before and after, the update items and the layout calls that produced it.
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
  }

  /// What produced the transition.
  public var kind: Kind
  /// The animated elements, sorted by category, kind and index path (ghosts after elements).
  public var tracks: [Track]
  /// The content offset before and after.
  public var contentOffsetBefore: CGPoint
  /// The content offset after the change.
  public var contentOffsetAfter: CGPoint
  /// The content size before the change.
  public var contentSizeBefore: CGSize
  /// The content size after the change.
  public var contentSizeAfter: CGSize
  /// The update items passed to `prepare(forCollectionViewUpdates:)`, in UIKit's order.
  public var updateItems: [CollectionViewUpdateItem]
  /// Every call the collection view made to its layout, in order.
  public var layoutCalls: [LayoutCall]
  /// The timing of the animation (0.3 s easeInEaseOut unless the caller chose otherwise).
  public var animation: AnimationParameters

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
}
