import Foundation

extension CollectionViewSnapshot {
  /// The batch update that turns `old` into this snapshot, in UIKit's conventions, with the fewest
  /// moves.
  ///
  /// Identifiers are unique, so items and sections are matched by identity with the snapshots'
  /// dictionaries (Heckel's idea, without his occurrence counting): one pass over the new items.
  /// The result follows UIKit's index-path rules (WWDC 2018 "A Tour of UICollectionView": deletes
  /// at indexes before the update, inserts at indexes after it, moves from one to the other), so
  /// `performBatchUpdates(update)` on a collection view showing `old` produces exactly this
  /// snapshot:
  ///
  /// - **Sections**: sections only in `old` are deleted (old indexes); sections only here are
  ///   inserted (new indexes) with their items. Surviving sections that keep their relative order
  ///   stay; the others move. The ones that stay are a longest increasing subsequence of the
  ///   survivors' new indexes taken in old order, so the moves are as few as possible. A moved
  ///   section carries its items: items that keep their order inside it need no move.
  /// - **Items**: an item only in `old` is deleted (old index path) unless its section is deleted;
  ///   an item only here is inserted (new index path) unless its section is inserted. An item that
  ///   changes section always moves. Within each pair of matching sections, the items that stay
  ///   are a longest increasing subsequence of their old indexes taken in new order — exactly the
  ///   items UIKit lets fill the free slots in order — and the others move. The number of moves is
  ///   therefore the number of surviving items minus, for each matching pair of sections, the
  ///   longest common subsequence of their surviving items: the minimum.
  /// - **Reloads** (``reloadItems(_:)`` and ``reloadSections(_:)`` marks on this snapshot, for
  ///   identifiers in both snapshots): UIKit forbids reloading an item that moves, and places the
  ///   new copy of a reloaded item at its old index path adjusted for the batch's deletes and
  ///   inserts only, not its moves ("You can't reload an item that is moved", WWDC 2018 "A Tour of
  ///   UICollectionView"; the adjustment is the one in the binary of UXKit, Apple's macOS port of
  ///   the collection view). So a reloaded item is never moved, and is expressed as a reload (at
  ///   its old index path) when that adjusted index path is where it belongs, else as a delete at
  ///   its old index path and an insert at its new one — what UIKit does with a reload anyway,
  ///   under the hood. The same holds for reloaded sections. Items leaving or joining a reloaded
  ///   section are deleted and inserted, as UIKit forbids moves out of or into it.
  /// - **Reconfigure** marks produce nothing: the cells are kept.
  ///
  /// Inserted items carry their identifiers (inserted sections carry their items'), written with
  /// `String(describing:)`; a reloaded section's items are not carried (pass the data after the
  /// update, as ``CollectionView/apply(_:animatingDifferences:animation:)`` does). Every list is
  /// sorted: deletes and reloads by old index path, inserts by new index path, moves by source.
  ///
  /// - Parameter old: The snapshot before the update.
  /// - Returns: The operations, ready for `performBatchUpdates(_:dataAfterUpdate:animation:)`.
  /// - Complexity: O(*n* + *s*) to match *n* items and *s* sections, plus O(*k* log *k*) for the
  ///   longest increasing subsequence of each pair of sections whose *k* items changed order
  ///   (O(*n* log *n*) at worst, O(*k*) when most keep their order); with *r* reload marks of which
  ///   *f* become a delete and an insert, O((*f* + 1) *r* log *n* + *f* *n*) at worst, O(*r* log *n*)
  ///   when none does.
  @_specialize(where SectionIdentifier == String, ItemIdentifier == String)
  public func difference(from old: Self) -> BatchUpdate {
    var differ = SnapshotDiffer(old: old, new: self)
    return differ.run()
  }
}

/// Marks one longest strictly increasing subsequence of `values`, by patience sorting.
///
/// - Complexity: O(*n* log *n*); O(*n*) when `values` already increases.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
    return Array(repeating: true, count: count)
  }
  // tails[l]: the index of the smallest value ending an increasing run of length l + 1, and
  // tailValues[l] that value (kept apart so the binary search reads one contiguous array).
  var tails: [Int] = []
  var tailValues: [Int] = []
  var predecessor = [Int](repeating: -1, count: count)
  // Where the previous value went: in nearly sorted data the next one goes just after it, even
  // when a value moved far ahead has become the last tail.
  var previous = -1
  for index in 0..<count {
    let value = values[index]
    var low: Int
    if let last = tailValues.last, value > last {
      low = tailValues.count  // the common case in nearly sorted data: extend the longest run
    } else if previous >= 0, tailValues[previous] < value,
      previous + 1 == tailValues.count || value <= tailValues[previous + 1]
    {
      low = previous + 1  // the lower bound, checked on both sides: no search needed
    } else {
      low = 0
      var high = tailValues.count
      while low < high {
        let mid = (low + high) / 2
        if tailValues[mid] < value { low = mid + 1 } else { high = mid }
      }
    }
    previous = low
    if low > 0 { predecessor[index] = tails[low - 1] }
    if low == tails.count {
      tails.append(index)
      tailValues.append(value)
    } else {
      tails[low] = index
      tailValues[low] = value
    }
  }
  var mask = [Bool](repeating: false, count: count)
  var index = tails.last ?? -1
  while index >= 0 {
    mask[index] = true
    index = predecessor[index]
  }
  return mask
}

/// Where UIKit puts the new copy of a reloaded element (as the binary of UXKit, Apple's macOS port
/// of the collection view, computes it): its old index less the deletes before it, then moved past
/// each insert at or before it.
///
/// - Parameters:
///   - index: The old index.
///   - deletes: The deleted old indexes, sorted.
///   - inserts: The inserted new indexes, sorted.
/// - Returns: The new index of the reloaded element.
/// - Complexity: O(log *d* + log *i*).
func reloadDestination(of index: Int, deletes: [Int], inserts: [Int]) -> Int {
  let compacted = index - lowerBound(of: index, in: deletes)
  // UIKit walks the inserts in order, adding one for each at or before the running index; as the
  // inserts increase strictly, `inserts[k] - k` never decreases, so the walk stops at the first k
  // where `inserts[k] - k` exceeds the compacted index.
  var low = 0
  var high = inserts.count
  while low < high {
    let mid = (low + high) / 2
    if inserts[mid] - mid <= compacted { low = mid + 1 } else { high = mid }
  }
  return compacted + low
}

/// The number of elements of sorted `values` below `value`.
///
/// - Complexity: O(log *n*).
func lowerBound(of value: Int, in values: [Int]) -> Int {
  var low = 0
  var high = values.count
  while low < high {
    let mid = (low + high) / 2
    if values[mid] < value { low = mid + 1 } else { high = mid }
  }
  return low
}

/// Inserts `value` into sorted `values`, keeping them sorted.
private func insertSorted(_ value: Int, into values: inout [Int]) {
  values.insert(value, at: lowerBound(of: value, in: values))
}

/// The work of ``CollectionViewSnapshot/difference(from:)``.
private struct SnapshotDiffer<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  typealias Snapshot = CollectionViewSnapshot<SectionIdentifier, ItemIdentifier>
  typealias Location = Snapshot.ItemLocation

  let old: Snapshot
  let new: Snapshot
  var update = BatchUpdate()

  /// For each old section, its new index, or -1 when it is deleted.
  var oldToNew: [Int] = []
  /// For each new section, its old index, or -1 when it is inserted.
  var newToOld: [Int] = []
  /// For each new section, whether it is a surviving section marked for reload.
  var reloadedSection: [Bool] = []
  /// Section deletes (old indexes) and inserts (new indexes), sorted, reload fallbacks included.
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []

  init(old: Snapshot, new: Snapshot) {
    self.old = old
    self.new = new
  }

  mutating func run() -> BatchUpdate {
    matchSections()
    diffItems()
    return update
  }

  /// The identifier as the batch update records it.
  private func describe(_ identifier: ItemIdentifier) -> String {
    (identifier as? String) ?? String(describing: identifier)
  }

  //===--- Sections ------------------------------------------------------------===//

  private mutating func matchSections() {
    let oldCount = old.sections.count
    let newCount = new.sections.count
    oldToNew = Array(repeating: -1, count: oldCount)
    newToOld = Array(repeating: -1, count: newCount)
    for (index, identifier) in new.sections.enumerated() {
      if let oldIndex = old.sectionIndex[identifier] {
        oldToNew[oldIndex] = index
        newToOld[index] = oldIndex
      }
    }
    reloadedSection = Array(repeating: false, count: newCount)
    for identifier in new.reloadedSections.list {
      if let index = new.sectionIndex[identifier], newToOld[index] >= 0 {
        reloadedSection[index] = true
      }
    }

    // Surviving sections, not reloaded, in old order; those outside one longest increasing
    // subsequence of their new indexes move.
    var survivorsOld: [Int] = []
    var survivorsNew: [Int] = []
    for oldIndex in 0..<oldCount {
      let newIndex = oldToNew[oldIndex]
      if newIndex >= 0 && !reloadedSection[newIndex] {
        survivorsOld.append(oldIndex)
        survivorsNew.append(newIndex)
      }
    }
    let stays = longestIncreasingSubsequenceMask(survivorsNew)
    for (position, stay) in stays.enumerated() where !stay {
      update.operations.append(
        .moveSection(from: survivorsOld[position], to: survivorsNew[position]))
    }

    sectionDeletes = (0..<oldCount).filter { oldToNew[$0] < 0 }
    sectionInserts = (0..<newCount).filter { newToOld[$0] < 0 }

    // Reloads stay reloads while UIKit would put the new section where it belongs; the others
    // become a delete and an insert, which shifts the rest, so settle until nothing changes.
    var reloads = (0..<newCount).filter { reloadedSection[$0] }.map { (old: newToOld[$0], new: $0) }
    while true {
      let (kept, failed) = partition(reloads) { reload in
        reloadDestination(of: reload.old, deletes: sectionDeletes, inserts: sectionInserts)
          == reload.new
      }
      guard !failed.isEmpty else { break }
      for reload in failed {
        insertSorted(reload.old, into: &sectionDeletes)
        insertSorted(reload.new, into: &sectionInserts)
      }
      reloads = kept
    }
    update.operations += (reloads.map(\.old).sorted()).map(BatchUpdate.Operation.reloadSection)
    update.operations += (sectionDeletes).map(BatchUpdate.Operation.deleteSection)
    update.operations +=
      (sectionInserts.map { index in
        (index, new.items[index].map(describe))
      }).map { .insertSection($0.0, identifiers: $0.1) }
  }

  //===--- Items ---------------------------------------------------------------===//

  private mutating func diffItems() {
    let oldCount = old.sections.count
    let newCount = new.sections.count
    // An old section's items survive in place only when the section survives and is not
    // reloaded; the same for the new section they land in.
    let carried = (0..<oldCount).map { oldIndex -> Int in
      let newIndex = oldToNew[oldIndex]
      return newIndex >= 0 && !reloadedSection[newIndex] ? newIndex : -1
    }
    var reloadFlags: [Bool] = []
    if !new.reloadedItems.list.isEmpty {
      reloadFlags = Array(repeating: false, count: new.numberOfItems)
      for identifier in new.reloadedItems.list {
        if let location = new.location(of: identifier) {
          reloadFlags[new.sectionStarts[location.section] + location.item] = true
        }
      }
    }

    var matched = [Bool](repeating: false, count: old.numberOfItems)
    var inserts = [[Int]](repeating: [], count: newCount)
    var moves: [(from: Location, to: Location)] = []
    var reloads: [(old: Location, new: Location)] = []
    for newSection in 0..<newCount {
      let oldSection = newToOld[newSection]
      guard oldSection >= 0, !reloadedSection[newSection] else { continue }
      let start = new.sectionStarts[newSection]
      var stayingOld: [Int] = []
      var stayingNew: [Int] = []
      stayingOld.reserveCapacity(new.items[newSection].count)
      stayingNew.reserveCapacity(new.items[newSection].count)
      // Heckel's neighbour rule: the old item after the last match is the likely match of the
      // next new item; comparing it is much cheaper than a dictionary lookup.
      var predicted = Location(section: -1, item: 0)
      var predictedItems: [ItemIdentifier] = []
      for (item, identifier) in new.items[newSection].enumerated() {
        let location: Location
        if predicted.item < predictedItems.count && predictedItems[predicted.item] == identifier {
          location = predicted
        } else if predicted.item + 1 < predictedItems.count
          && predictedItems[predicted.item + 1] == identifier
        {
          location = Location(section: predicted.section, item: predicted.item + 1)  // one deleted
        } else if let found = old.location(of: identifier), carried[found.section] >= 0 {
          location = found
          if found.section != predicted.section { predictedItems = old.items[found.section] }
        } else {
          inserts[newSection].append(item)
          continue
        }
        predicted = Location(section: location.section, item: location.item + 1)
        matched[old.sectionStarts[location.section] + location.item] = true
        let destination = Location(section: newSection, item: item)
        if !reloadFlags.isEmpty && reloadFlags[start + item] {
          reloads.append((location, destination))
        } else if location.section == oldSection {
          stayingOld.append(location.item)
          stayingNew.append(item)
        } else {
          moves.append((location, destination))
        }
      }
      // Items that keep their relative order fill the free slots; the others move.
      let stays = longestIncreasingSubsequenceMask(stayingOld)
      for (position, stay) in stays.enumerated() where !stay {
        moves.append(
          (
            Location(section: oldSection, item: stayingOld[position]),
            Location(section: newSection, item: stayingNew[position])
          ))
      }
    }

    // Unmatched items of carried sections are deleted; the items of deleted or reloaded
    // sections go with their section.
    var deletes = [[Int]](repeating: [], count: oldCount)
    for oldSection in 0..<oldCount where carried[oldSection] >= 0 {
      let start = old.sectionStarts[oldSection]
      for item in 0..<old.items[oldSection].count where !matched[start + item] {
        deletes[oldSection].append(item)
      }
    }

    reloads = settleReloads(reloads, deletes: &deletes, inserts: &inserts)
    appendItemOperations(deletes: deletes, inserts: inserts, moves: moves, reloads: reloads)
  }

  /// Appends the item operations to the update: deletes and inserts by index path, moves by
  /// source, reloads by old index path, each list sorted.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  private mutating func appendItemOperations(
    deletes: [[Int]], inserts: [[Int]], moves: [(from: Location, to: Location)],
    reloads: [(old: Location, new: Location)]
  ) {
    var moves = moves
    var reloads = reloads
    moves.sort { lhs, rhs in
      lhs.from.section != rhs.from.section
        ? lhs.from.section < rhs.from.section : lhs.from.item < rhs.from.item
    }
    reloads.sort { lhs, rhs in
      lhs.old.section != rhs.old.section
        ? lhs.old.section < rhs.old.section : lhs.old.item < rhs.old.item
    }
    // Written straight into the update, its room reserved once.
    update.operations.reserveCapacity(
      update.operations.count + deletes.reduce(0) { $0 + $1.count }
        + inserts.reduce(0) { $0 + $1.count } + moves.count + reloads.count)
    for (section, items) in deletes.enumerated() {
      for item in items {
        update.operations.append(.deleteItem(IndexPath(item: item, section: section)))
      }
    }
    for (section, items) in inserts.enumerated() {
      for item in items {
        update.operations.append(
          .insertItem(
            IndexPath(item: item, section: section), identifier: describe(new.items[section][item]))
        )
      }
    }
    for move in moves {
      update.operations.append(
        .moveItem(
          from: IndexPath(item: move.from.item, section: move.from.section),
          to: IndexPath(item: move.to.item, section: move.to.section)))
    }
    for reload in reloads {
      update.operations.append(
        .reloadItem(IndexPath(item: reload.old.item, section: reload.old.section)))
    }
  }

  /// Keeps the reloads whose new copy UIKit puts where the item belongs; turns the others into a
  /// delete and an insert, until nothing changes (each fallback shifts the reloads after it).
  private func settleReloads(
    _ candidates: [(old: Location, new: Location)], deletes: inout [[Int]],
    inserts: inout [[Int]]
  ) -> [(old: Location, new: Location)] {
    guard !candidates.isEmpty else { return [] }
    // The new section UIKit computes for each old section: sections are settled already.
    var sectionDestination: [Int: Int] = [:]
    for candidate in candidates where sectionDestination[candidate.old.section] == nil {
      sectionDestination[candidate.old.section] = reloadDestination(
        of: candidate.old.section, deletes: sectionDeletes, inserts: sectionInserts)
    }
    var reloads = candidates
    while true {
      let (kept, failed) = partition(reloads) { reload in
        let section = sectionDestination[reload.old.section] ?? -1
        guard section == reload.new.section, inserts.indices.contains(section) else {
          return false
        }
        let item = reloadDestination(
          of: reload.old.item, deletes: deletes[reload.old.section], inserts: inserts[section])
        return item == reload.new.item
      }
      guard !failed.isEmpty else { return kept }
      for reload in failed {
        insertSorted(reload.old.item, into: &deletes[reload.old.section])
        insertSorted(reload.new.item, into: &inserts[reload.new.section])
      }
      reloads = kept
    }
  }
}

/// Splits `elements` into those that satisfy `predicate` and those that do not, keeping order.
private func partition<Element>(
  _ elements: [Element], by predicate: (Element) -> Bool
) -> (kept: [Element], failed: [Element]) {
  var kept: [Element] = []
  var failed: [Element] = []
  for element in elements {
    if predicate(element) { kept.append(element) } else { failed.append(element) }
  }
  return (kept, failed)
}
