import Foundation

/// The number of items in each section after a batch update, checked against the operations:
/// the third stage of a ``BatchUpdatePlan``.
///
/// The counts are the data source's answers when it gives them, else derived from the
/// operations. Item inserts and moves are checked against them, then every surviving section
/// against UIKit's count rule: before + inserted − deleted + moved in − moved out, where a move
/// counts as in and out only between different sections (UIKit's item insert, item move and
/// item-count checks, in the order of the binary of UXKit, Apple's macOS port of the collection
/// view).
struct ItemCounts {
  /// The number of items of each section after the update.
  let newCounts: [Int]
  /// Item inserts (reload halves included) outside inserted sections, by position after.
  let inserts: Set<ItemRef>

  /// Derives or takes the counts after the update and checks them.
  ///
  /// - Parameters:
  ///   - operations: the operations, checked against the data before.
  ///   - sections: the section map.
  ///   - oldCounts: the number of items of each section before the update.
  ///   - givenCounts: the data source's counts after the update, or `nil` to derive them.
  /// - Throws: ``BatchUpdateError`` with UIKit's message.
  /// - Complexity: O(*s* + *m* log *m*) for *s* sections and *m* operations.
  init(
    _ operations: UpdateOperations, sections: SectionMap, oldCounts: [Int], givenCounts: [Int]?
  ) throws(BatchUpdateError) {
    var inserts = Set<ItemRef>()
    for ref in operations.sortedItemInserts where !inserts.insert(ref).inserted {
      throw .duplicateInsert(ref.indexPath)
    }
    for ref in operations.reloadInserts where !inserts.insert(ref).inserted {
      throw .duplicateInsert(ref.indexPath)
    }
    inserts = inserts.filter { !sections.insertedSections.contains($0.section) }
    self.inserts = inserts
    var deleted = [Int](repeating: 0, count: oldCounts.count)
    for ref in operations.itemDeletes { deleted[ref.section] += 1 }
    let newCounts =
      givenCounts
      ?? Self.derivedCounts(
        operations, sections: sections, oldCounts: oldCounts, inserts: inserts, deleted: deleted)
    self.newCounts = newCounts
    try Self.check(
      operations, sections: sections, oldCounts: oldCounts, newCounts: newCounts, inserts: inserts,
      deletedPer: deleted)
  }

  /// The counts the operations imply: survivors less deletes and moves out, plus inserts and
  /// moves in; inserted sections have their given items, reloaded ones keep theirs.
  private static func derivedCounts(
    _ operations: UpdateOperations, sections: SectionMap, oldCounts: [Int], inserts: Set<ItemRef>,
    deleted: [Int]
  ) -> [Int] {
    let newCount = sections.newCount
    var movedIn = [Int](repeating: 0, count: newCount)
    var movedOut = [Int](repeating: 0, count: oldCounts.count)
    var inserted = [Int](repeating: 0, count: newCount)
    for move in operations.itemMoveList {
      if move.to.section >= 0 && move.to.section < newCount { movedIn[move.to.section] += 1 }
      if move.from.section >= 0 && move.from.section < oldCounts.count {
        movedOut[move.from.section] += 1
      }
    }
    for ref in inserts where ref.section >= 0 && ref.section < newCount {
      inserted[ref.section] += 1
    }
    return (0..<newCount).map { section in
      guard let old = sections.oldSection[section] else {
        return operations.insertedSectionIdentifiers[section]?.count
          ?? operations.reloadedSectionItems[section]?.count ?? 0
      }
      return oldCounts[old] - deleted[old] - movedOut[old] + inserted[section] + movedIn[section]
    }
  }

  /// Item inserts and moves against the counts after, then UIKit's count rule per section.
  private static func check(
    _ operations: UpdateOperations, sections: SectionMap, oldCounts: [Int], newCounts: [Int],
    inserts: Set<ItemRef>, deletedPer: [Int]
  ) throws(BatchUpdateError) {
    let newCount = sections.newCount
    let oldCount = oldCounts.count
    var insertedPer = [Int](repeating: 0, count: newCount)
    var movedInPer = [Int](repeating: 0, count: newCount)
    var movedOutPer = [Int](repeating: 0, count: oldCount)
    for ref in inserts.sorted() {
      guard ref.section >= 0, ref.section < newCount else {
        throw .insertItemIntoMissingSection(
          item: ref.item, section: ref.section, sectionCount: newCount)
      }
      guard ref.item >= 0, ref.item < newCounts[ref.section] else {
        throw .insertItemOutOfRange(
          item: ref.item, section: ref.section, itemCount: newCounts[ref.section])
      }
      if operations.itemMoveTargets[ref] != nil {
        throw .insertAndMoveToSameIndexPath(ref.indexPath)
      }
      insertedPer[ref.section] += 1
    }
    for move in operations.itemMoveList where sections.insertedSections.contains(move.to.section) {
      throw .moveIntoInsertedSection(move.to.section)
    }
    for move in operations.itemMoveList.sorted(by: { $0.from < $1.from }) {
      let (from, to) = (move.from, move.to)
      guard from.section >= 0, from.section < oldCount else {
        throw .moveItemFromMissingSection(from.indexPath, sectionCount: oldCount)
      }
      guard from.item >= 0, from.item < oldCounts[from.section] else {
        throw .moveItemFromOutOfRange(
          from.indexPath, itemCount: oldCounts[from.section], section: from.section)
      }
      guard to.section >= 0, to.section < newCount else {
        throw .moveItemToMissingSection(
          from: from.indexPath, to: to.indexPath, sectionCount: newCount)
      }
      guard to.item >= 0, to.item < newCounts[to.section] else {
        throw .moveItemToOutOfRange(
          from: from.indexPath, to: to.indexPath, itemCount: newCounts[to.section],
          section: to.section)
      }
      // A move counts as in and out only between different sections, as UIKit counts, compared
      // after mapping its source section through the section map: old section 2 may be new 1.
      if sections.newSection[from.section] != to.section {
        movedInPer[to.section] += 1
        movedOutPer[from.section] += 1
      }
    }
    for new in 0..<newCount {
      guard let old = sections.oldSection[new] else { continue }
      if deletedPer[old] + movedOutPer[old] > oldCounts[old] {
        throw .deleteMoreItemsThanExist(section: new)
      }
      let expected =
        oldCounts[old] + insertedPer[new] + movedInPer[new] - deletedPer[old] - movedOutPer[old]
      if newCounts[new] != expected {
        throw .invalidNumberOfItems(
          section: new, after: newCounts[new], before: oldCounts[old],
          inserted: insertedPer[new], deleted: deletedPer[old], movedIn: movedInPer[new],
          movedOut: movedOutPer[old])
      }
    }
  }
}
