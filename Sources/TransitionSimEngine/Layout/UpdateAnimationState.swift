import Foundation

/// What the base layout remembers about the batch update in flight (as UIKit's base class does; see
/// ``CollectionViewLayout``): the sections its update items insert and delete, and the attributes
/// its appearing and disappearing defaults start and end at.
struct UpdateAnimationState {
  /// Start attributes keyed by the element's key after the update.
  var initialAttributes: [ElementKey: CollectionViewLayoutAttributes] = [:]
  /// End attributes keyed by the element's key before the update.
  var finalAttributes: [ElementKey: CollectionViewLayoutAttributes] = [:]
  /// For the survivors whose end attributes came from the rect query of
  /// `prepare(forCollectionViewUpdates:)`, their key after the update, by their key before it:
  /// those attributes are read again if the content offset then moves (see
  /// `CollectionViewLayout.refreshFinalAttributesInNewRect()`).
  var finalAttributesFromNewRect: [ElementKey: ElementKey] = [:]
  /// Sections inserted or reloaded, numbered after the update.
  var insertedSections: Set<Int> = []
  /// Sections deleted or reloaded, numbered before the update.
  var deletedSections: Set<Int> = []
  /// Supplementary kinds of the layout's own views, which no section operation inserts or
  /// deletes (see `CollectionViewLayout.layoutWideSupplementaryKinds`).
  var layoutWideKinds: Set<String> = []

  /// Notes the sections the update items insert, delete and reload.
  mutating func record(_ items: [CollectionViewUpdateItem]) {
    for item in items where item.isSectionOperation {
      switch item.updateAction {
      case .insert:
        if let path = item.indexPathAfterUpdate { insertedSections.insert(path.section) }
      case .delete:
        if let path = item.indexPathBeforeUpdate { deletedSections.insert(path.section) }
      case .reload:
        if let path = item.indexPathBeforeUpdate { deletedSections.insert(path.section) }
        if let path = item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate {
          insertedSections.insert(path.section)
        }
      case .move, .none:
        break
      }
    }
  }

  /// Whether the element (keyed after the update) is inserted: its section is, or the layout
  /// listed it among the views to insert.
  func isInserted(_ key: ElementKey, listed: Set<ElementKey>?) -> Bool {
    (!isLayoutWide(key) && insertedSections.contains(key.indexPath.section))
      || listed?.contains(key) == true
  }

  /// Whether the element (keyed before the update) is deleted: its section is, or the layout
  /// listed it among the views to delete.
  func isDeleted(_ key: ElementKey, listed: Set<ElementKey>?) -> Bool {
    (!isLayoutWide(key) && deletedSections.contains(key.indexPath.section))
      || listed?.contains(key) == true
  }

  /// Whether `key` is one of the layout's own supplementary views.
  private func isLayoutWide(_ key: ElementKey) -> Bool {
    guard key.category == .supplementaryView, let kind = key.kind else { return false }
    return layoutWideKinds.contains(kind)
  }
}
