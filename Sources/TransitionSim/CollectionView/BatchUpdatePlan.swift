import Foundation

/// An item position, cheaper to hash and compare than `IndexPath`.
struct ItemRef: Hashable, Comparable {
  var section: Int
  var item: Int

  init(_ section: Int, _ item: Int) {
    self.section = section
    self.item = item
  }

  init(_ indexPath: IndexPath) {
    self.init(indexPath.section, indexPath.count > 1 ? indexPath.item : NSNotFound)
  }

  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  static func < (lhs: ItemRef, rhs: ItemRef) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

/// A validated batch update: UIKit's update object, with the old↔new maps and the data after.
///
/// Built in UIKit's order (uikit-semantics §1.1 phase B, §3, §4): deletes sorted descending and
/// inserts ascending; each reload split into a delete and an insert at the adjusted index path;
/// section operations absorbing item operations in their section; validation with UIKit's
/// messages; the section map and item maps; the count checks.
///
/// Where one update breaks several rules at once, the rule reported first may differ from UIKit's:
/// section rules are checked before item rules so the item checks can use the section map.
///
/// - Complexity: O(*m* log *m* + *n*) for *m* operations and *n* items.
struct BatchUpdatePlan {
  /// Where an item of the data after the update comes from.
  enum Slot: Hashable {
    /// A surviving item (possibly moved), by its position before the update.
    case survivor(ItemRef)
    /// A newly inserted item.
    case inserted
    /// The new copy of a reloaded item, by its position before the update.
    case reloaded(ItemRef)
  }

  let oldCounts: [Int]
  let newCounts: [Int]
  /// For each old section, its number after the update, or -1 when deleted.
  var oldSectionToNew: [Int] = []
  /// For each new section, its number before the update, or -1 when inserted.
  var newSectionToOld: [Int] = []
  /// For each new section, where each of its items comes from.
  var slots: [[Slot]] = []
  /// The update items for `prepare(forCollectionViewUpdates:)`, in UIKit's order.
  var updateItems: [CollectionViewUpdateItem] = []
  /// Deleted sections (numbered before) and inserted sections (numbered after), reloads included.
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  /// Explicitly moved items: before → after.
  var movedItems: [ItemRef: ItemRef] = [:]
  /// Explicitly moved sections: before → after.
  var movedSections: [Int: Int] = [:]
  /// Items deleted (before the update), reload halves and items of deleted sections excluded.
  var deletedItems: Set<ItemRef> = []
  /// The identifiers after the update.
  var newIdentifiers: [[String]] = []
  /// Reloaded items: position before → position after (the adjusted index path).
  var reloadedItems: [ItemRef: ItemRef] = [:]
  /// Identifiers that leave the data, and identifiers that join it (derived data).
  var removedIdentifiers: [String] = []
  var addedIdentifiers: [String] = []
  /// Every identifier after the update, when the data source supplied them.
  var suppliedIdentifierSet: Set<String>?

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
  ) throws {
    let oldCounts = oldIdentifiers.map(\.count)
    self.oldCounts = oldCounts
    let oldSectionCount = oldCounts.count

    //===--- Reload decomposition (phase B step 3) ----------------------------===//

    var userItemDeletes = Set<ItemRef>()
    for path in update.deletedItems {
      let ref = ItemRef(path)
      if !userItemDeletes.insert(ref).inserted { throw BatchUpdateError.duplicateDelete(path) }
    }
    var userSectionDeletes = Set<Int>()
    for section in update.deletedSections where !userSectionDeletes.insert(section).inserted {
      throw BatchUpdateError.duplicateSectionDelete(section)
    }
    let sortedSectionDeletes = userSectionDeletes.sorted()
    let sortedSectionInserts = update.insertedSections.map(\.0).sorted()
    let sortedItemInserts = update.insertedItems.map { ItemRef($0.0) }.sorted()

    var itemDeletes = userItemDeletes
    var itemInserts: [ItemRef] = []
    let sortedUserDeletes = userItemDeletes.sorted()
    /// How many of `sorted` come before `ref` (same section, smaller item): a binary search.
    func countBefore(_ ref: ItemRef, in sorted: [ItemRef]) -> Int {
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
    var reloadPairs: [(old: ItemRef, new: ItemRef)] = []
    for path in update.reloadedItems.sorted() {
      let ref = ItemRef(path)
      if userItemDeletes.contains(ref) { throw BatchUpdateError.deleteAndReloadSameIndexPath(path) }
      var section = ref.section - sortedSectionDeletes.prefix { $0 < ref.section }.count
      var item = ref.item - countBefore(ref, in: sortedUserDeletes)
      for inserted in sortedSectionInserts where inserted <= section { section += 1 }
      for inserted in sortedItemInserts where inserted.section == section && inserted.item <= item {
        item += 1
      }
      let adjusted = ItemRef(section, item)
      if !itemDeletes.insert(ref).inserted { throw BatchUpdateError.duplicateDelete(path) }
      itemInserts.append(adjusted)
      reloadPairs.append((ref, adjusted))
    }
    var sectionDeletes = userSectionDeletes
    var sectionInsertList = sortedSectionInserts
    var reloadedSectionPairs: [(old: Int, new: Int)] = []
    for section in update.reloadedSections.sorted() {
      if userSectionDeletes.contains(section) {
        throw BatchUpdateError.deleteAndReloadSameIndexPath(
          CollectionViewUpdateItem.sectionIndexPath(section))
      }
      var adjusted = section - sortedSectionDeletes.prefix { $0 < section }.count
      for inserted in sortedSectionInserts where inserted <= adjusted { adjusted += 1 }
      if !sectionDeletes.insert(section).inserted {
        throw BatchUpdateError.duplicateSectionDelete(section)
      }
      sectionInsertList.append(adjusted)
      reloadedSectionPairs.append((section, adjusted))
    }

    // A reloaded section keeps its items in derived data (a reload replaces views, not data),
    // except items the update names as inserted elsewhere (moved out as a delete plus an insert).
    var namedElsewhere = Set(update.insertedItems.compactMap(\.1))
    for (_, identifiers) in update.insertedSections { namedElsewhere.formUnion(identifiers ?? []) }
    var reloadedSectionItems: [Int: [String]] = [:]
    for pair in reloadedSectionPairs where oldIdentifiers.indices.contains(pair.old) {
      reloadedSectionItems[pair.new] = oldIdentifiers[pair.old].filter {
        !namedElsewhere.contains($0)
      }
    }

    //===--- Deletes, against the data before (checks 2–6) ---------------------===//

    var sectionMoves: [Int: Int] = [:]
    var sectionMoveTargets: [Int: Int] = [:]
    for move in update.movedSections {
      if let existing = sectionMoves[move.from] {
        if existing == move.to { continue }  // exact duplicates are dropped (check 18)
        throw BatchUpdateError.moveSectionToTwoPlaces(
          section: move.from, first: existing, second: move.to)
      }
      if let other = sectionMoveTargets[move.to] {
        throw BatchUpdateError.moveTwoSectionsToOnePlace(
          first: other, second: move.from, to: move.to)
      }
      sectionMoves[move.from] = move.to
      sectionMoveTargets[move.to] = move.from
    }
    var itemMoves: [ItemRef: ItemRef] = [:]
    var itemMoveTargets: [ItemRef: ItemRef] = [:]
    var itemMoveList: [(from: ItemRef, to: ItemRef)] = []
    for move in update.movedItems {
      let from = ItemRef(move.from)
      let to = ItemRef(move.to)
      if let existing = itemMoves[from] {
        if existing == to { continue }
        throw BatchUpdateError.moveItemToTwoPlaces(
          move.from, first: existing.indexPath, second: move.to)
      }
      if let other = itemMoveTargets[to] {
        throw BatchUpdateError.moveTwoItemsToOnePlace(
          first: other.indexPath, second: move.from, to: move.to)
      }
      itemMoves[from] = to
      itemMoveTargets[to] = from
      itemMoveList.append((from, to))
    }

    for section in sectionDeletes.sorted(by: >) {
      guard section >= 0, section < oldSectionCount else {
        throw BatchUpdateError.deleteSectionOutOfRange(
          section: section, sectionCount: oldSectionCount)
      }
      if sectionMoves[section] != nil {
        throw BatchUpdateError.deleteAndMoveFromSameSection(section)
      }
    }
    for move in itemMoveList where sectionDeletes.contains(move.from.section) {
      throw BatchUpdateError.moveFromDeletedSection(move.from.section)
    }
    for ref in itemDeletes.sorted(by: >) where !sectionDeletes.contains(ref.section) {
      guard ref.section >= 0, ref.section < oldSectionCount else {
        throw BatchUpdateError.deleteItemFromMissingSection(
          item: ref.item, section: ref.section, sectionCount: oldSectionCount)
      }
      guard ref.item >= 0, ref.item < oldCounts[ref.section] else {
        throw BatchUpdateError.deleteItemOutOfRange(
          item: ref.item, section: ref.section, itemCount: oldCounts[ref.section])
      }
      if itemMoves[ref] != nil {
        throw BatchUpdateError.deleteAndMoveFromSameIndexPath(ref.indexPath)
      }
    }
    // Item deletes inside deleted sections are absorbed.
    itemDeletes = itemDeletes.filter { !sectionDeletes.contains($0.section) }

    //===--- Sections after the update (checks 7, 8, 12, 13, 19) ---------------===//

    var sectionInserts = Set<Int>()
    for section in sectionInsertList where !sectionInserts.insert(section).inserted {
      throw BatchUpdateError.duplicateSectionInsert(section)
    }
    let newSectionCount: Int
    switch dataAfter {
    case .identifiers(let identifiers): newSectionCount = identifiers.count
    case .itemCounts(let counts): newSectionCount = counts.count
    case nil: newSectionCount = oldSectionCount - sectionDeletes.count + sectionInserts.count
    }
    for section in sectionInserts.sorted() {
      guard section >= 0, section < newSectionCount else {
        throw BatchUpdateError.insertSectionOutOfRange(
          section: section, sectionCount: newSectionCount)
      }
      if sectionMoveTargets[section] != nil {
        throw BatchUpdateError.insertAndMoveToSameSection(section)
      }
    }
    for move in update.movedSections {
      guard move.from >= 0, move.from < oldSectionCount else {
        throw BatchUpdateError.moveSectionFromOutOfRange(
          section: move.from, sectionCount: oldSectionCount)
      }
      guard move.to >= 0, move.to < newSectionCount else {
        throw BatchUpdateError.moveSectionToOutOfRange(
          from: move.from, to: move.to, sectionCount: newSectionCount)
      }
    }
    let expectedSections = oldSectionCount + sectionInserts.count - sectionDeletes.count
    if newSectionCount != expectedSections {
      throw BatchUpdateError.invalidNumberOfSections(
        after: newSectionCount, before: oldSectionCount, inserted: sectionInserts.count,
        deleted: sectionDeletes.count)
    }

    // Section map: inserted and moved-to slots are fixed; the other old sections fill the rest
    // in order (uikit-semantics §3.3).
    var newToOld = Array(repeating: -2, count: newSectionCount)
    for section in sectionInserts { newToOld[section] = -1 }
    for (from, to) in sectionMoves { newToOld[to] = from }
    var remaining = (0..<oldSectionCount).lazy.filter {
      !sectionDeletes.contains($0) && sectionMoves[$0] == nil
    }.makeIterator()
    for index in newToOld.indices where newToOld[index] == -2 {
      newToOld[index] = remaining.next() ?? -1
    }
    var oldToNew = Array(repeating: -1, count: oldSectionCount)
    for (new, old) in newToOld.enumerated() where old >= 0 { oldToNew[old] = new }
    newSectionToOld = newToOld
    oldSectionToNew = oldToNew

    //===--- Items after the update (checks 8–11, 14–17, 20, 21) ----------------===//

    var insertedIdentifiers: [ItemRef: String] = [:]
    for (path, identifier) in update.insertedItems {
      let ref = ItemRef(path)
      if let identifier { insertedIdentifiers[ref] = identifier }
    }
    var allItemInserts = Set<ItemRef>()
    for ref in sortedItemInserts where !allItemInserts.insert(ref).inserted {
      throw BatchUpdateError.duplicateInsert(ref.indexPath)
    }
    for ref in itemInserts where !allItemInserts.insert(ref).inserted {
      throw BatchUpdateError.duplicateInsert(ref.indexPath)
    }
    allItemInserts = allItemInserts.filter { !sectionInserts.contains($0.section) }

    var insertedPerSection = [Int](repeating: 0, count: newSectionCount)
    var deletedPerSection = [Int](repeating: 0, count: oldSectionCount)
    var movedInPerSection = [Int](repeating: 0, count: newSectionCount)
    var movedOutPerSection = [Int](repeating: 0, count: oldSectionCount)
    var allMovedIn = [Int](repeating: 0, count: newSectionCount)
    var allMovedOut = [Int](repeating: 0, count: oldSectionCount)
    for ref in itemDeletes { deletedPerSection[ref.section] += 1 }

    var insertedSectionIdentifiers: [Int: [String]] = [:]
    for (section, identifiers) in update.insertedSections {
      if let identifiers { insertedSectionIdentifiers[section] = identifiers }
    }
    let newCounts: [Int]
    switch dataAfter {
    case .identifiers(let identifiers): newCounts = identifiers.map(\.count)
    case .itemCounts(let counts): newCounts = counts
    case nil:
      var derived = [Int](repeating: 0, count: newSectionCount)
      var movedIn = [Int](repeating: 0, count: newSectionCount)
      var movedOut = [Int](repeating: 0, count: oldSectionCount)
      var inserted = [Int](repeating: 0, count: newSectionCount)
      for move in itemMoveList {
        if move.to.section >= 0 && move.to.section < newSectionCount {
          movedIn[move.to.section] += 1
        }
        if move.from.section >= 0 && move.from.section < oldSectionCount {
          movedOut[move.from.section] += 1
        }
      }
      for ref in allItemInserts where ref.section >= 0 && ref.section < newSectionCount {
        inserted[ref.section] += 1
      }
      for section in 0..<newSectionCount {
        let old = newToOld[section]
        if old < 0 {
          derived[section] =
            insertedSectionIdentifiers[section]?.count
            ?? reloadedSectionItems[section]?.count ?? 0
        } else {
          derived[section] =
            oldCounts[old] - deletedPerSection[old] - movedOut[old] + inserted[section]
            + movedIn[section]
        }
      }
      newCounts = derived
    }
    self.newCounts = newCounts

    for ref in allItemInserts.sorted() {
      guard ref.section >= 0, ref.section < newSectionCount else {
        throw BatchUpdateError.insertItemIntoMissingSection(
          item: ref.item, section: ref.section, sectionCount: newSectionCount)
      }
      guard ref.item >= 0, ref.item < newCounts[ref.section] else {
        throw BatchUpdateError.insertItemOutOfRange(
          item: ref.item, section: ref.section, itemCount: newCounts[ref.section])
      }
      if itemMoveTargets[ref] != nil {
        throw BatchUpdateError.insertAndMoveToSameIndexPath(ref.indexPath)
      }
      insertedPerSection[ref.section] += 1
    }
    for move in itemMoveList where sectionInserts.contains(move.to.section) {
      throw BatchUpdateError.moveIntoInsertedSection(move.to.section)
    }
    for move in itemMoveList.sorted(by: { $0.from < $1.from }) {
      let from = move.from
      let to = move.to
      guard from.section >= 0, from.section < oldSectionCount else {
        throw BatchUpdateError.moveItemFromMissingSection(
          from.indexPath, sectionCount: oldSectionCount)
      }
      guard from.item >= 0, from.item < oldCounts[from.section] else {
        throw BatchUpdateError.moveItemFromOutOfRange(
          from.indexPath, itemCount: oldCounts[from.section], section: from.section)
      }
      guard to.section >= 0, to.section < newSectionCount else {
        throw BatchUpdateError.moveItemToMissingSection(
          from: from.indexPath, to: to.indexPath, sectionCount: newSectionCount)
      }
      guard to.item >= 0, to.item < newCounts[to.section] else {
        throw BatchUpdateError.moveItemToOutOfRange(
          from: from.indexPath, to: to.indexPath, itemCount: newCounts[to.section],
          section: to.section)
      }
      allMovedIn[to.section] += 1
      allMovedOut[from.section] += 1
      // A move counts as in and out only between different sections (§4.1), compared after
      // mapping its source section through the section map: old section 2 may be new section 1.
      if oldToNew[from.section] != to.section {
        movedInPerSection[to.section] += 1
        movedOutPerSection[from.section] += 1
      }
    }
    for new in 0..<newSectionCount {
      let old = newToOld[new]
      guard old >= 0 else { continue }
      if deletedPerSection[old] + movedOutPerSection[old] > oldCounts[old] {
        throw BatchUpdateError.deleteMoreItemsThanExist(section: new)
      }
      let expected =
        oldCounts[old] + insertedPerSection[new] + movedInPerSection[new] - deletedPerSection[old]
        - movedOutPerSection[old]
      if newCounts[new] != expected {
        throw BatchUpdateError.invalidNumberOfItems(
          section: new, after: newCounts[new], before: oldCounts[old],
          inserted: insertedPerSection[new], deleted: deletedPerSection[old],
          movedIn: movedInPerSection[new], movedOut: movedOutPerSection[old])
      }
    }

    //===--- Item map by slot filling (uikit-semantics §3.3) -------------------===//

    var reloadedByNew: [ItemRef: ItemRef] = [:]
    for pair in reloadPairs where !sectionDeletes.contains(pair.old.section) {
      reloadedByNew[pair.new] = pair.old
      reloadedItems[pair.old] = pair.new
    }
    var movedInto = [[(item: Int, from: ItemRef)]](repeating: [], count: newSectionCount)
    for move in itemMoveList { movedInto[move.to.section].append((move.to.item, move.from)) }
    var insertedInto = [[Int]](repeating: [], count: newSectionCount)
    for ref in allItemInserts { insertedInto[ref.section].append(ref.item) }

    // Which old items leave their place (deleted or moved), per old section.
    var removedItems = [[Int]](repeating: [], count: oldSectionCount)
    for ref in itemDeletes { removedItems[ref.section].append(ref.item) }
    for move in itemMoveList { removedItems[move.from.section].append(move.from.item) }
    for section in removedItems.indices where !removedItems[section].isEmpty {
      removedItems[section].sort()
    }
    var slots: [[Slot]] = []
    slots.reserveCapacity(newSectionCount)
    for new in 0..<newSectionCount {
      let count = newCounts[new]
      let old = newToOld[new]
      guard old >= 0 else {
        slots.append(Array(repeating: .inserted, count: count))
        continue
      }
      var sectionSlots = [Slot?](repeating: nil, count: count)
      for item in insertedInto[new] {
        let ref = ItemRef(new, item)
        sectionSlots[item] = reloadedByNew[ref].map(Slot.reloaded) ?? .inserted
      }
      for (item, from) in movedInto[new] { sectionSlots[item] = .survivor(from) }
      var next = 0
      let oldCount = oldCounts[old]
      let removed = removedItems[old]
      var cursor = 0
      for index in 0..<count where sectionSlots[index] == nil {
        // Skip the old items that left their place; both walks only move forward.
        while next < oldCount {
          while cursor < removed.count && removed[cursor] < next { cursor += 1 }
          guard cursor < removed.count && removed[cursor] == next else { break }
          next += 1
        }
        sectionSlots[index] = .survivor(ItemRef(old, next))
        next += 1
      }
      slots.append(sectionSlots.map { $0 ?? .inserted })
    }
    self.slots = slots

    //===--- Bookkeeping for the planner -----------------------------------------===//

    deletedSections = sectionDeletes
    insertedSections = sectionInserts
    movedItems = itemMoves
    movedSections = sectionMoves
    deletedItems = userItemDeletes.filter { !sectionDeletes.contains($0.section) }

    // prepare(forCollectionViewUpdates:) gets the original deletes (descending), the original
    // inserts (ascending), the reloads and the moves, reloads not decomposed (phase C step 2).
    var items: [CollectionViewUpdateItem] = []
    let originalDeletes =
      update.deletedItems.map { ItemRef($0) }
      + update.deletedSections.map { ItemRef($0, NSNotFound) }
    for ref in originalDeletes.sorted(by: >) {
      items.append(
        CollectionViewUpdateItem(
          action: .delete, indexPathBeforeUpdate: ref.indexPath, indexPathAfterUpdate: nil))
    }
    let originalInserts = sortedItemInserts + sortedSectionInserts.map { ItemRef($0, NSNotFound) }
    for ref in originalInserts.sorted() {
      items.append(
        CollectionViewUpdateItem(
          action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ref.indexPath))
    }
    var reloads =
      reloadPairs.map { ($0.old, $0.new) }
      + reloadedSectionPairs.map { (ItemRef($0.old, NSNotFound), ItemRef($0.new, NSNotFound)) }
    reloads.sort { $0.0 < $1.0 }
    for (old, new) in reloads {
      items.append(
        CollectionViewUpdateItem(
          action: .reload, indexPathBeforeUpdate: old.indexPath, indexPathAfterUpdate: new.indexPath
        ))
    }
    var moves =
      itemMoveList.map { ($0.from, $0.to) }
      + sectionMoves.map { (ItemRef($0.key, NSNotFound), ItemRef($0.value, NSNotFound)) }
    moves.sort { $0.0 < $1.0 }
    for (from, to) in moves {
      items.append(
        CollectionViewUpdateItem(
          action: .move, indexPathBeforeUpdate: from.indexPath, indexPathAfterUpdate: to.indexPath))
    }
    updateItems = items

    //===--- The data after the update -------------------------------------------===//

    switch dataAfter {
    case .identifiers(let identifiers):
      newIdentifiers = identifiers
      var seen = Set<String>()
      var duplicates: [String] = []
      for id in identifiers.joined() where !seen.insert(id).inserted { duplicates.append(id) }
      if !duplicates.isEmpty { throw BatchUpdateError.duplicateItemIdentifiers(duplicates) }
      suppliedIdentifierSet = seen
    case .itemCounts, nil:
      let derive = dataAfter == nil
      var result: [[String]] = []
      result.reserveCapacity(newSectionCount)
      var fresh = Set<String>()
      var duplicates: [String] = []
      func insertedIdentifier(_ preferred: String?) -> String {
        let identifier = preferred ?? generateIdentifier()
        if !fresh.insert(identifier).inserted { duplicates.append(identifier) }
        return identifier
      }
      var deletedIdentifiers = Set<String>()
      for section in sectionDeletes { deletedIdentifiers.formUnion(oldIdentifiers[section]) }
      for ref in itemDeletes { deletedIdentifiers.insert(oldIdentifiers[ref.section][ref.item]) }
      for (new, sectionSlots) in slots.enumerated() {
        // A reloaded section keeps its items (a reload replaces the views, not the data).
        var given =
          derive
          ? insertedSectionIdentifiers[new]
            ?? reloadedSectionItems[new] : nil
        if let names = given, names.count != sectionSlots.count {
          throw BatchUpdateError.insertedIdentifierCountMismatch(
            expected: sectionSlots.count, given: names.count)
        }
        var row: [String] = []
        row.reserveCapacity(sectionSlots.count)
        for (item, slot) in sectionSlots.enumerated() {
          switch slot {
          case .survivor(let ref), .reloaded(let ref):
            row.append(oldIdentifiers[ref.section][ref.item])
          case .inserted:
            let preferred =
              given?[item] ?? (derive ? insertedIdentifiers[ItemRef(new, item)] : nil)
            let identifier = insertedIdentifier(preferred)
            if isExistingIdentifier(identifier) && !deletedIdentifiers.contains(identifier) {
              duplicates.append(identifier)
            }
            row.append(identifier)
          }
        }
        given = nil
        result.append(row)
      }
      if !duplicates.isEmpty { throw BatchUpdateError.duplicateItemIdentifiers(duplicates) }
      newIdentifiers = result
      removedIdentifiers = Array(deletedIdentifiers)
      addedIdentifiers = Array(fresh)
    }
  }

  /// The position after the update of the item at `ref` before it, or `nil` when deleted.
  ///
  /// - Complexity: O(1) after `makeOldToNewItemMap()`.
  func makeOldToNewItemMap() -> [ItemRef: ItemRef] {
    var map: [ItemRef: ItemRef] = [:]
    for (section, sectionSlots) in slots.enumerated() {
      for (item, slot) in sectionSlots.enumerated() {
        if case .survivor(let old) = slot { map[old] = ItemRef(section, item) }
      }
    }
    return map
  }
}
