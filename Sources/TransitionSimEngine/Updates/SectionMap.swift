import Foundation

/// Which section before a batch update is which section after it: the second stage of a
/// ``BatchUpdatePlan``.
///
/// Inserted and moved-to sections take their numbers; the other surviving sections fill the
/// remaining numbers in their old order (as in the binary of UXKit, Apple's macOS port of the
/// collection view). Building it checks the section inserts and moves against the number of
/// sections after the update and the section count rule (UIKit's section insert, section move and
/// section-count checks).
struct SectionMap {
  /// For each section before the update, its number after, or `nil` when it is deleted.
  let newSection: [Int?]
  /// For each section after the update, its number before, or `nil` when it is inserted.
  let oldSection: [Int?]
  /// Inserted sections, numbered after the update, reloaded sections included.
  let insertedSections: Set<Int>

  /// The number of sections before and after the update.
  var oldCount: Int { newSection.count }
  var newCount: Int { oldSection.count }

  /// Checks the section operations and maps the sections.
  ///
  /// - Parameters:
  ///   - operations: the update's operations, checked against the data before.
  ///   - oldCount: the number of sections before the update.
  ///   - newCount: the number of sections after, as the data source reports it or as derived.
  /// - Throws: ``BatchUpdateError`` with UIKit's message.
  /// - Complexity: O(*s* + *m*) for *s* sections and *m* section operations.
  init(_ operations: UpdateOperations, oldCount: Int, newCount: Int) throws(BatchUpdateError) {
    var inserts = Set<Int>()
    for section in operations.sectionInsertList where !inserts.insert(section).inserted {
      throw .duplicateSectionInsert(section)
    }
    for section in inserts.sorted() {
      guard section >= 0, section < newCount else {
        throw .insertSectionOutOfRange(section: section, sectionCount: newCount)
      }
      if operations.sectionMoveTargets[section] != nil {
        throw .insertAndMoveToSameSection(section)
      }
    }
    for (from, to) in operations.sectionMovesInRecordingOrder {
      guard from >= 0, from < oldCount else {
        throw .moveSectionFromOutOfRange(section: from, sectionCount: oldCount)
      }
      guard to >= 0, to < newCount else {
        throw .moveSectionToOutOfRange(from: from, to: to, sectionCount: newCount)
      }
    }
    let deletes = operations.sectionDeletes
    if newCount != oldCount + inserts.count - deletes.count {
      throw .invalidNumberOfSections(
        after: newCount, before: oldCount, inserted: inserts.count, deleted: deletes.count)
    }
    // Inserted and moved-to slots are fixed; the other old sections fill the rest in order.
    var fixed = [Bool](repeating: false, count: newCount)
    var newToOld = [Int?](repeating: nil, count: newCount)
    for section in inserts { fixed[section] = true }
    for (from, to) in operations.sectionMoves {
      newToOld[to] = from
      fixed[to] = true
    }
    var remaining = (0..<oldCount).lazy.filter {
      !deletes.contains($0) && operations.sectionMoves[$0] == nil
    }.makeIterator()
    for index in newToOld.indices where !fixed[index] { newToOld[index] = remaining.next() }
    var oldToNew = [Int?](repeating: nil, count: oldCount)
    for (new, old) in newToOld.enumerated() { if let old { oldToNew[old] = new } }
    oldSection = newToOld
    newSection = oldToNew
    insertedSections = inserts
  }

  /// The number after the update of section `old` before it, or `nil` when it is deleted or out
  /// of range.
  func new(forOld old: Int) -> Int? {
    newSection.indices.contains(old) ? newSection[old] : nil
  }

  /// The number before the update of section `new` after it, or `nil` when it is inserted or out
  /// of range.
  func old(forNew new: Int) -> Int? {
    oldSection.indices.contains(new) ? oldSection[new] : nil
  }
}
