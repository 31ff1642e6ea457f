import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` receives it:
/// UIKit's `UICollectionViewUpdateItem`.
///
/// A section operation has an index path of one section and item `NSNotFound` (as the binary of
/// UXKit, Apple's macOS port of the collection view, and PSTCollectionView build them);
/// `isSectionOperation` tells them apart.
public struct CollectionViewUpdateItem: Hashable, Sendable, CustomStringConvertible {
  /// The kind of change (`UICollectionViewUpdateItem.Action`), with UIKit's raw values.
  public enum Action: Int, Hashable, Sendable, Codable, CustomStringConvertible {
    /// An insertion.
    case insert = 0
    /// A deletion.
    case delete = 1
    /// A reload: the element is replaced in place.
    case reload = 2
    /// A move.
    case move = 3
    /// No change.
    case none = 4

    /// `insert`, `delete`, `reload`, `move` or `none`.
    public var description: String {
      switch self {
      case .insert: "insert"
      case .delete: "delete"
      case .reload: "reload"
      case .move: "move"
      case .none: "none"
      }
    }
  }

  /// The index path before the update; `nil` for an insertion.
  public let indexPathBeforeUpdate: IndexPath?
  /// The index path after the update; `nil` for a deletion.
  public let indexPathAfterUpdate: IndexPath?
  /// The kind of change.
  public let updateAction: Action

  /// Creates an update item.
  public init(
    action: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?
  ) {
    self.updateAction = action
    self.indexPathBeforeUpdate = indexPathBeforeUpdate
    self.indexPathAfterUpdate = indexPathAfterUpdate
  }

  /// The index path UIKit uses for a whole-section operation: `(section, NSNotFound)`.
  public static func sectionIndexPath(_ section: Int) -> IndexPath {
    IndexPath(item: NSNotFound, section: section)
  }

  /// Whether this item changes a whole section rather than one item.
  public var isSectionOperation: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
  }

  /// UIKit's short form: `I(0,3)`, `D(0,18)`, `R(1,2)`, `M(0,1)->(0,4)`; sections print their
  /// number alone.
  public var description: String {
    func path(_ indexPath: IndexPath?) -> String {
      guard let indexPath else { return "nil" }
      if indexPath.item == NSNotFound { return "(\(indexPath.section))" }
      return "(\(indexPath.section),\(indexPath.item))"
    }
    switch updateAction {
    case .insert: return "I" + path(indexPathAfterUpdate)
    case .delete: return "D" + path(indexPathBeforeUpdate)
    case .reload: return "R" + path(indexPathBeforeUpdate)
    case .move: return "M" + path(indexPathBeforeUpdate) + "->" + path(indexPathAfterUpdate)
    case .none: return "N"
    }
  }
}
