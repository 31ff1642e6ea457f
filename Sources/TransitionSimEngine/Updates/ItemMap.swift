import Foundation

/// Which item before a batch update is which item after it, both ways: the fourth stage of a
/// ``BatchUpdatePlan``, and the one old↔new map every later stage reads.
///
/// Built by UIKit's slot filling (as in the binary of UXKit, Apple's macOS port of the collection
/// view): in each surviving section, inserted and moved-in items take their positions after the
/// update, and the section's other old items — those not deleted or moved away — fill the remaining
/// positions in their old order.
struct ItemMap {
  /// Where an item after the update comes from.
  enum Slot: Hashable {
    /// A surviving item (possibly moved), by its position before the update.
    case survivor(ItemRef)
    /// A newly inserted item.
    case inserted
    /// The new copy of a reloaded item, by its position before the update.
    case reloaded(ItemRef)
  }

  /// For each section after the update, where each of its items comes from.
  let slots: [[Slot]]
  /// For each section before the update, each item's position after it when it survives, else
  /// `ItemRef.none` (a sentinel kept inside this type: an optional would make the table half as
  /// big again, and it is built for every update).
  private let newPositions: [[ItemRef]]

  /// Fills the slots of every section after the update.
  ///
  /// - Complexity: O(*n* + *m* log *m*) for *n* items and *m* operations.
  init(
    _ operations: UpdateOperations, sections: SectionMap, counts: ItemCounts, oldCounts: [Int],
    reloadedByNew: [ItemRef: ItemRef]
  ) {
    let newCount = sections.newCount
    var movedInto = [[(item: Int, from: ItemRef)]](repeating: [], count: newCount)
    for move in operations.itemMoveList {
      movedInto[move.to.section].append((move.to.item, move.from))
    }
    var insertedInto = [[Int]](repeating: [], count: newCount)
    for ref in counts.inserts { insertedInto[ref.section].append(ref.item) }
    // Which old items leave their place (deleted or moved), per old section.
    var removedItems = [[Int]](repeating: [], count: oldCounts.count)
    for ref in operations.itemDeletes { removedItems[ref.section].append(ref.item) }
    for move in operations.itemMoveList { removedItems[move.from.section].append(move.from.item) }
    for section in removedItems.indices where !removedItems[section].isEmpty {
      removedItems[section].sort()
    }
    var slots: [[Slot]] = []
    slots.reserveCapacity(newCount)
    var positions = oldCounts.map { [ItemRef](repeating: ItemRef.none, count: $0) }
    for new in 0..<newCount {
      let count = counts.newCounts[new]
      guard let old = sections.oldSection[new] else {
        slots.append(Array(repeating: .inserted, count: count))
        continue
      }
      // The few fixed slots, by position: inserted, reloaded, then moved in (a move wins a tie).
      var fixed: [(item: Int, slot: Slot)] = insertedInto[new].map { item in
        (item, reloadedByNew[ItemRef(new, item)].map(Slot.reloaded) ?? .inserted)
      }
      fixed += movedInto[new].map { ($0.item, Slot.survivor($0.from)) }
      fixed = fixed.enumerated().sorted { lhs, rhs in
        lhs.element.item != rhs.element.item
          ? lhs.element.item < rhs.element.item : lhs.offset < rhs.offset
      }.map(\.element)
      // One pass over the section's slots, written in place: each takes the next fixed slot at
      // its position, else the next old item that neither left nor was deleted (both walks only
      // move forward).
      let removed = removedItems[old]
      let oldItemCount = oldCounts[old]
      let sectionSlots = [Slot](unsafeUninitializedCapacity: count) { buffer, initialized in
        positions[old].withUnsafeMutableBufferPointer { oldPositions in
          var next = 0
          var cursor = 0
          var nextFixed = 0
          for index in 0..<count {
            var fixedSlot: Slot?
            while nextFixed < fixed.count && fixed[nextFixed].item == index {
              fixedSlot = fixed[nextFixed].slot
              nextFixed += 1
            }
            if let fixedSlot {
              buffer.initializeElement(at: index, to: fixedSlot)
              continue
            }
            while next < oldItemCount {
              while cursor < removed.count && removed[cursor] < next { cursor += 1 }
              guard cursor < removed.count && removed[cursor] == next else { break }
              next += 1
            }
            buffer.initializeElement(at: index, to: .survivor(ItemRef(old, next)))
            if next < oldItemCount { oldPositions[next] = ItemRef(new, index) }
            next += 1
          }
        }
        initialized = count
      }
      slots.append(sectionSlots)
    }
    self.slots = slots
    // Moved items land in surviving sections only (the counts check refuses the others).
    for move in operations.itemMoveList
    where slots.indices.contains(move.to.section)
      && slots[move.to.section].indices.contains(move.to.item)
      && slots[move.to.section][move.to.item] == .survivor(move.from)
    {
      positions[move.from.section][move.from.item] = move.to
    }
    newPositions = positions
  }

  /// The position after the update of the surviving item at `old`, or `nil` when it is deleted,
  /// reloaded or out of range.
  ///
  /// - Complexity: O(1).
  func new(forOld old: ItemRef) -> ItemRef? {
    guard newPositions.indices.contains(old.section),
      newPositions[old.section].indices.contains(old.item)
    else { return nil }
    let new = newPositions[old.section][old.item]
    return new.section >= 0 ? new : nil
  }

  /// The position before the update of the surviving item at `new`, or `nil` when it is inserted,
  /// a reload's new copy, or out of range.
  ///
  /// - Complexity: O(1).
  func old(forNew new: ItemRef) -> ItemRef? {
    guard slots.indices.contains(new.section), slots[new.section].indices.contains(new.item),
      case .survivor(let old) = slots[new.section][new.item]
    else { return nil }
    return old
  }
}

extension ItemRef {
  /// No position: the sentinel ``ItemMap`` stores for a deleted item.
  fileprivate static let none = ItemRef(-1, -1)
}
