import Foundation

/// A batch update's operations checked against the data before it, with reloads decomposed:
/// the first stage of a ``BatchUpdatePlan``.
///
/// Each reload becomes a delete at its index path before the update and an insert at the index
/// path it has after the other deletes and inserts (Apple, in Apple Developer Forums thread 751732:
/// "reloads are decomposed into a delete and an insert"; the adjusted index path is the one the
/// binary of UXKit, Apple's macOS port of the collection view, computes); a section reload
/// likewise. Duplicate and conflicting deletes and moves, and deletes or moves out of range of the
/// data before, throw UIKit's messages (its delete and move-source checks).
struct UpdateOperations {
  /// Item deletes as recorded (reload halves not included).
  let userItemDeletes: Set<ItemRef>
  /// Item and section deletes in recording order, for the update items.
  let recordedItemDeletes: [IndexPath]
  let recordedSectionDeletes: [Int]
  /// Section deletes, reloaded sections included.
  let sectionDeletes: Set<Int>
  /// Section inserts (numbered after), reloaded sections' new numbers included, unsorted.
  let sectionInsertList: [Int]
  /// Recorded section inserts, ascending.
  let sortedSectionInserts: [Int]
  /// Recorded item inserts, ascending.
  let sortedItemInserts: [ItemRef]
  /// Item deletes outside deleted sections, reload halves included.
  let itemDeletes: Set<ItemRef>
  /// The insert halves of item reloads (positions after).
  let reloadInserts: [ItemRef]
  /// Item reloads: position before → position after.
  let reloadPairs: [(old: ItemRef, new: ItemRef)]
  /// Section reloads: number before → number after.
  let reloadedSectionPairs: [(old: Int, new: Int)]
  /// Section moves as recorded, duplicates included.
  let sectionMovesInRecordingOrder: [(from: Int, to: Int)]
  /// Section moves, without exact duplicates: before → after, and after → before.
  let sectionMoves: [Int: Int]
  let sectionMoveTargets: [Int: Int]
  /// Item moves, without exact duplicates, in recording order; and by source and by target.
  let itemMoveList: [(from: ItemRef, to: ItemRef)]
  let itemMoves: [ItemRef: ItemRef]
  let itemMoveTargets: [ItemRef: ItemRef]
  /// Identifiers given to inserted items, by position after.
  let insertedIdentifiers: [ItemRef: String]
  /// Identifiers given to inserted sections, by section after.
  let insertedSectionIdentifiers: [Int: [String]]
  /// The items a reloaded section keeps in derived data, by section after.
  let reloadedSectionItems: [Int: [String]]

  /// Decomposes reloads and checks deletes and moves against the data before the update.
  ///
  /// - Throws: ``BatchUpdateError`` with UIKit's message.
  /// - Complexity: O(*m* log *m* + *s*) for *m* operations and *s* sections.
  init(_ update: BatchUpdate, oldIdentifiers: [[String]]) throws(BatchUpdateError) {
    var userItemDeletes = Set<ItemRef>()
    var userSectionDeletes = Set<Int>()
    var itemInsertList: [ItemRef] = []
    var sectionInserts: [Int] = []
    var insertedIdentifiers: [ItemRef: String] = [:]
    var insertedSectionIdentifiers: [Int: [String]] = [:]
    var namedElsewhere = Set<String>()
    // One pass over the recorded operations, each kind kept in recording order.
    var recorded = Recorded()
    for operation in update.operations {
      switch operation {
      case .deleteItem(let path):
        recorded.itemDeletes.append(path)
        if !userItemDeletes.insert(ItemRef(path)).inserted { throw .duplicateDelete(path) }
      case .insertItem(let path, let identifier):
        itemInsertList.append(ItemRef(path))
        if let identifier {
          insertedIdentifiers[ItemRef(path)] = identifier
          namedElsewhere.insert(identifier)
        }
      case .insertSection(let section, let identifiers):
        sectionInserts.append(section)
        if let identifiers {
          insertedSectionIdentifiers[section] = identifiers
          namedElsewhere.formUnion(identifiers)
        }
      case .deleteSection(let section): recorded.sectionDeletes.append(section)
      case .reloadItem(let path): recorded.itemReloads.append(path)
      case .reloadSection(let section): recorded.sectionReloads.append(section)
      case .reconfigureItem: break  // checked by the planner against the item map
      case .moveItem(let from, let to): recorded.itemMoves.append((from, to))
      case .moveSection(let from, let to): recorded.sectionMoves.append((from, to))
      }
    }
    recordedItemDeletes = recorded.itemDeletes
    recordedSectionDeletes = recorded.sectionDeletes
    for section in recorded.sectionDeletes where !userSectionDeletes.insert(section).inserted {
      throw .duplicateSectionDelete(section)
    }
    self.userItemDeletes = userItemDeletes
    self.insertedIdentifiers = insertedIdentifiers
    self.insertedSectionIdentifiers = insertedSectionIdentifiers
    let sortedSectionDeletes = userSectionDeletes.sorted()
    sortedSectionInserts = sectionInserts.sorted()
    sortedItemInserts = itemInsertList.sorted()

    // Item reloads: each a delete before and an insert after.
    let reloads = try Self.itemReloads(
      recorded.itemReloads, userItemDeletes: userItemDeletes,
      sortedSectionDeletes: sortedSectionDeletes, sortedSectionInserts: sortedSectionInserts,
      sortedItemInserts: sortedItemInserts)
    let itemDeletes = reloads.deletes
    let (reloadInserts, reloadPairs) = (reloads.inserts, reloads.pairs)
    self.reloadInserts = reloadInserts
    self.reloadPairs = reloadPairs

    // Section reloads.
    var sectionDeletes = userSectionDeletes
    var sectionInsertList = sortedSectionInserts
    var reloadedSectionPairs: [(old: Int, new: Int)] = []
    for section in recorded.sectionReloads.sorted() {
      if userSectionDeletes.contains(section) {
        throw .deleteAndReloadSameIndexPath(CollectionViewUpdateItem.sectionIndexPath(section))
      }
      var adjusted = section - sortedSectionDeletes.prefix { $0 < section }.count
      for inserted in sortedSectionInserts where inserted <= adjusted { adjusted += 1 }
      if !sectionDeletes.insert(section).inserted { throw .duplicateSectionDelete(section) }
      sectionInsertList.append(adjusted)
      reloadedSectionPairs.append((section, adjusted))
    }
    self.sectionInsertList = sectionInsertList
    self.reloadedSectionPairs = reloadedSectionPairs

    // A reloaded section keeps its items in derived data (a reload replaces views, not data),
    // except items the update names as inserted elsewhere (moved out as a delete plus an insert).
    var reloadedSectionItems: [Int: [String]] = [:]
    for pair in reloadedSectionPairs where oldIdentifiers.indices.contains(pair.old) {
      reloadedSectionItems[pair.new] = oldIdentifiers[pair.old].filter {
        !namedElsewhere.contains($0)
      }
    }
    self.reloadedSectionItems = reloadedSectionItems

    sectionMovesInRecordingOrder = recorded.sectionMoves
    let moves = try Self.moves(of: recorded)
    (sectionMoves, sectionMoveTargets) = (moves.sections, moves.sectionTargets)
    (itemMoves, itemMoveTargets, itemMoveList) = (moves.items, moves.itemTargets, moves.itemList)
    try Self.checkDeletes(
      sectionDeletes: sectionDeletes, itemDeletes: itemDeletes, moves: moves,
      oldCounts: oldIdentifiers.map(\.count))
    self.sectionDeletes = sectionDeletes
    // Item deletes inside deleted sections are absorbed.
    self.itemDeletes = itemDeletes.filter { !sectionDeletes.contains($0.section) }
  }

  /// Decomposes item reloads into a delete of the index path before and an insert at its place
  /// after (the deleted and inserted sections and the inserted items before it counted).
  ///
  /// - Returns: The item deletes with the reloads' added, the inserts, and each reload's pair.
  /// - Throws: ``BatchUpdateError`` for a reload of a deleted item or a reload given twice.
  /// - Complexity: O(*r* (log *d* + *s* + *i*)) for *r* reloads, *d* item deletes, *s* section
  ///   inserts and *i* item inserts.
  private static func itemReloads(
    _ reloads: [IndexPath], userItemDeletes: Set<ItemRef>, sortedSectionDeletes: [Int],
    sortedSectionInserts: [Int], sortedItemInserts: [ItemRef]
  ) throws(BatchUpdateError) -> (
    deletes: Set<ItemRef>, inserts: [ItemRef], pairs: [(old: ItemRef, new: ItemRef)]
  ) {
    var itemDeletes = userItemDeletes
    var reloadInserts: [ItemRef] = []
    var reloadPairs: [(old: ItemRef, new: ItemRef)] = []
    let sortedUserDeletes = userItemDeletes.sorted()
    for path in reloads.sorted() {
      let ref = ItemRef(path)
      if userItemDeletes.contains(ref) { throw .deleteAndReloadSameIndexPath(path) }
      var section = ref.section - sortedSectionDeletes.prefix { $0 < ref.section }.count
      var item = ref.item - countBefore(ref, in: sortedUserDeletes)
      for inserted in sortedSectionInserts where inserted <= section { section += 1 }
      for inserted in sortedItemInserts where inserted.section == section && inserted.item <= item {
        item += 1
      }
      let adjusted = ItemRef(section, item)
      if !itemDeletes.insert(ref).inserted { throw .duplicateDelete(path) }
      reloadInserts.append(adjusted)
      reloadPairs.append((ref, adjusted))
    }
    return (itemDeletes, reloadInserts, reloadPairs)
  }

  /// How many of `sorted` come before `ref` (same section, smaller item): a binary search.
  ///
  /// - Complexity: O(log *n*).
  private static func countBefore(_ ref: ItemRef, in sorted: [ItemRef]) -> Int {
    var low = 0
    var high = sorted.count
    let first = ItemRef(ref.section, Int.min)
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < first { low = mid + 1 } else { high = mid }
    }
    let start = low
    high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < ref { low = mid + 1 } else { high = mid }
    }
    return low - start
  }

  /// The moves of an update, exact duplicates dropped (check 18), conflicting ones refused.
  private static func moves(of recorded: Recorded) throws(BatchUpdateError) -> Moves {
    var moves = Moves()
    for move in recorded.sectionMoves {
      if let existing = moves.sections[move.from] {
        if existing == move.to { continue }
        throw .moveSectionToTwoPlaces(section: move.from, first: existing, second: move.to)
      }
      if let other = moves.sectionTargets[move.to] {
        throw .moveTwoSectionsToOnePlace(first: other, second: move.from, to: move.to)
      }
      moves.sections[move.from] = move.to
      moves.sectionTargets[move.to] = move.from
    }
    for move in recorded.itemMoves {
      let from = ItemRef(move.from)
      let to = ItemRef(move.to)
      if let existing = moves.items[from] {
        if existing == to { continue }
        throw .moveItemToTwoPlaces(move.from, first: existing.indexPath, second: move.to)
      }
      if let other = moves.itemTargets[to] {
        throw .moveTwoItemsToOnePlace(first: other.indexPath, second: move.from, to: move.to)
      }
      moves.items[from] = to
      moves.itemTargets[to] = from
      moves.itemList.append((from, to))
    }
    return moves
  }

  /// Deletes against the data before the update (checks 2–6).
  private static func checkDeletes(
    sectionDeletes: Set<Int>, itemDeletes: Set<ItemRef>, moves: Moves, oldCounts: [Int]
  ) throws(BatchUpdateError) {
    let oldSectionCount = oldCounts.count
    for section in sectionDeletes.sorted(by: >) {
      guard section >= 0, section < oldSectionCount else {
        throw .deleteSectionOutOfRange(section: section, sectionCount: oldSectionCount)
      }
      if moves.sections[section] != nil { throw .deleteAndMoveFromSameSection(section) }
    }
    for move in moves.itemList where sectionDeletes.contains(move.from.section) {
      throw .moveFromDeletedSection(move.from.section)
    }
    for ref in itemDeletes.sorted(by: >) where !sectionDeletes.contains(ref.section) {
      guard ref.section >= 0, ref.section < oldSectionCount else {
        throw .deleteItemFromMissingSection(
          item: ref.item, section: ref.section, sectionCount: oldSectionCount)
      }
      guard ref.item >= 0, ref.item < oldCounts[ref.section] else {
        throw .deleteItemOutOfRange(
          item: ref.item, section: ref.section, itemCount: oldCounts[ref.section])
      }
      if moves.items[ref] != nil { throw .deleteAndMoveFromSameIndexPath(ref.indexPath) }
    }
  }

  /// The operations of each kind, in recording order.
  private struct Recorded {
    var itemDeletes: [IndexPath] = []
    var sectionDeletes: [Int] = []
    var itemReloads: [IndexPath] = []
    var sectionReloads: [Int] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    var sectionMoves: [(from: Int, to: Int)] = []
  }

  /// Moves by source and by target.
  private struct Moves {
    var sections: [Int: Int] = [:]
    var sectionTargets: [Int: Int] = [:]
    var items: [ItemRef: ItemRef] = [:]
    var itemTargets: [ItemRef: ItemRef] = [:]
    var itemList: [(from: ItemRef, to: ItemRef)] = []
  }
}
