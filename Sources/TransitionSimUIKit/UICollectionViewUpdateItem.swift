import TransitionSimEngine

/// One change of a batch update, as the layout's `prepare(forCollectionViewUpdates:)` receives it:
/// UIKit's `UICollectionViewUpdateItem`.
///
/// A section operation's index path has the section alone (one index), as in UIKit.
open class UICollectionViewUpdateItem: NSObject {
  /// What the change does: insert, delete, reload, move or none.
  public typealias Action = CollectionViewUpdateItem.Action

  /// The engine's value.
  package let value: CollectionViewUpdateItem

  /// The item wrapping the engine's `value`.
  package init(_ value: CollectionViewUpdateItem) {
    self.value = value
    super.init()
  }

  /// Where the element was before the update; `nil` for an insert.
  open var indexPathBeforeUpdate: IndexPath? { value.indexPathBeforeUpdate }

  /// Where the element is after the update; `nil` for a delete.
  open var indexPathAfterUpdate: IndexPath? { value.indexPathAfterUpdate }

  /// What the change does.
  open var updateAction: Action { value.updateAction }

  /// The change, for logs.
  open override var description: String { value.description }

  /// Whether `object` is an update item for the same change.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` when both describe the same change.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UICollectionViewUpdateItem)?.value == value
  }

  /// A hash consistent with ``isEqual(_:)``.
  open override var hash: Int { value.hashValue }
}
