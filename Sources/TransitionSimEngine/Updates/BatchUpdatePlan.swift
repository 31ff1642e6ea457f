import Foundation

/// A validated batch update: UIKit's update object, with the old↔new maps and the data after.
///
/// Built in stages, each its own type, in UIKit's order (as the binary of UXKit, Apple's macOS port
/// of the collection view, runs them):
///
/// 1. ``UpdateOperations``: reloads decomposed into a delete and an insert, deletes and moves
///    checked against the data before;
/// 2. ``SectionMap``: section inserts and moves checked, sections mapped old↔new;
/// 3. ``ItemCounts``: the counts after the update, item inserts and moves checked, UIKit's count
///    rule per section;
/// 4. ``ItemMap``: items mapped old↔new by slot filling;
/// 5. the update items for `prepare(forCollectionViewUpdates:)`;
/// 6. ``DataAfter``: the identifiers after the update.
///
/// Where one update breaks several rules at once, the rule reported first may differ from UIKit's:
/// section rules are checked before item rules so the item checks can use the section map.
///
/// - Complexity: O(*m* log *m* + *n*) for *m* operations and *n* items.
struct BatchUpdatePlan {
  /// The number of items of each section before the update.
  let oldCounts: [Int]
  /// Sections old↔new.
  let sections: SectionMap
  /// Items old↔new.
  let items: ItemMap
  /// The update items for `prepare(forCollectionViewUpdates:)`, in UIKit's order.
  let updateItems: [CollectionViewUpdateItem]
  /// Explicitly moved items: before → after.
  let movedItems: [ItemRef: ItemRef]
  /// Explicitly moved sections: before → after.
  let movedSections: [Int: Int]
  /// Reloaded items outside deleted sections: position before → position after.
  let reloadedItems: [ItemRef: ItemRef]
  /// The identifiers after the update.
  let dataAfter: DataAfter

  /// Validates `update` against the data before it and the data after it, and maps old to new.
  ///
  /// - Parameters:
  ///   - update: the recorded operations.
  ///   - oldIdentifiers: the data before the update.
  ///   - dataAfter: the data source's answers after the update, or `nil` to derive them from the
  ///     operations.
  ///   - isExistingIdentifier: whether an identifier names an item before the update.
  ///   - generateIdentifier: makes a fresh identifier for an inserted item that has none.
  /// - Throws: ``BatchUpdateError`` with UIKit's message.
  init(
    update: BatchUpdate, oldIdentifiers: [[String]], dataAfter: DataAfterUpdate?,
    isExistingIdentifier: (String) -> Bool, generateIdentifier: () -> String
  ) throws(BatchUpdateError) {
    let oldCounts = oldIdentifiers.map(\.count)
    self.oldCounts = oldCounts
    let operations = try UpdateOperations(update, oldIdentifiers: oldIdentifiers)
    let newSectionCount: Int
    var givenCounts: [Int]?
    var supplied: [[String]]?
    switch dataAfter {
    case .identifiers(let identifiers):
      newSectionCount = identifiers.count
      givenCounts = identifiers.map(\.count)
      supplied = identifiers
    case .itemCounts(let counts):
      newSectionCount = counts.count
      givenCounts = counts
    case nil:
      newSectionCount =
        oldCounts.count - operations.sectionDeletes.count
        + Set(operations.sectionInsertList).count
    }
    sections = try SectionMap(operations, oldCount: oldCounts.count, newCount: newSectionCount)
    let counts = try ItemCounts(
      operations, sections: sections, oldCounts: oldCounts, givenCounts: givenCounts)
    var reloadedByNew: [ItemRef: ItemRef] = [:]
    var reloadedItems: [ItemRef: ItemRef] = [:]
    for pair in operations.reloadPairs where !operations.sectionDeletes.contains(pair.old.section) {
      reloadedByNew[pair.new] = pair.old
      reloadedItems[pair.old] = pair.new
    }
    self.reloadedItems = reloadedItems
    items = ItemMap(
      operations, sections: sections, counts: counts, oldCounts: oldCounts,
      reloadedByNew: reloadedByNew)
    movedItems = operations.itemMoves
    movedSections = operations.sectionMoves
    updateItems = Self.updateItems(operations)
    self.dataAfter = try DataAfter(
      supplied: supplied, derive: dataAfter == nil, operations: operations, items: items,
      oldIdentifiers: oldIdentifiers, isExistingIdentifier: isExistingIdentifier,
      generateIdentifier: generateIdentifier)
  }
}
