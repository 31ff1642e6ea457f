import Foundation

extension BatchUpdatePlan {
  /// The update items `prepare(forCollectionViewUpdates:)` receives, in UIKit's order (phase C
  /// step 2): the recorded deletes (descending), the recorded inserts (ascending), then reloads
  /// and moves by their index path before the update; reloads are not decomposed, and section
  /// operations have item `NSNotFound`.
  ///
  /// - Complexity: O(*m* log *m*) for *m* operations.
  static func updateItems(_ operations: UpdateOperations) -> [CollectionViewUpdateItem] {
    var items: [CollectionViewUpdateItem] = []
    let deletes =
      operations.recordedItemDeletes.map { ItemRef($0) }
      + operations.recordedSectionDeletes.map { ItemRef($0, NSNotFound) }
    for ref in deletes.sorted(by: >) {
      items.append(
        CollectionViewUpdateItem(
          action: .delete, indexPathBeforeUpdate: ref.indexPath, indexPathAfterUpdate: nil))
    }
    let inserts =
      operations.sortedItemInserts
      + operations.sortedSectionInserts.map { ItemRef($0, NSNotFound) }
    for ref in inserts.sorted() {
      items.append(
        CollectionViewUpdateItem(
          action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ref.indexPath))
    }
    var reloads =
      operations.reloadPairs.map { ($0.old, $0.new) }
      + operations.reloadedSectionPairs.map {
        (ItemRef($0.old, NSNotFound), ItemRef($0.new, NSNotFound))
      }
    reloads.sort { $0.0 < $1.0 }
    for (old, new) in reloads {
      items.append(
        CollectionViewUpdateItem(
          action: .reload, indexPathBeforeUpdate: old.indexPath,
          indexPathAfterUpdate: new.indexPath))
    }
    var moves =
      operations.itemMoveList.map { ($0.from, $0.to) }
      + operations.sectionMoves.map { (ItemRef($0.key, NSNotFound), ItemRef($0.value, NSNotFound)) }
    moves.sort { $0.0 < $1.0 }
    for (from, to) in moves {
      items.append(
        CollectionViewUpdateItem(
          action: .move, indexPathBeforeUpdate: from.indexPath, indexPathAfterUpdate: to.indexPath))
    }
    return items
  }
}
