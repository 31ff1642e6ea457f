import Foundation

/// The edits of `NSDiffableDataSourceSectionSnapshot`. Each checks its arguments in UIKit's
/// order — an empty list of items changes nothing and checks nothing, then the destination must
/// exist, then the items must be new and unique — and a call that throws leaves the section
/// snapshot unchanged.
extension CollectionViewSectionSnapshot {
  //===--- Items -------------------------------------------------------------===//

  /// Appends items as the last children of a parent, or as the last roots when `parent` is
  /// `nil`.
  ///
  /// - Parameters:
  ///   - items: The new items, in order.
  ///   - parent: Their parent, or `nil` for the root level.
  /// - Throws: ``SectionSnapshotError/missingParent(_:)`` when the parent is not there;
  ///   ``SectionSnapshotError/duplicateItemIdentifiers(_:)`` when an item is already there or
  ///   repeats.
  /// - Complexity: O(*k* + *m* + *s*) for *k* items, the *m* items after the parent's subtree
  ///   and the *s* items of that subtree; O(*k*) when appending to the end.
  public mutating func append(
    _ items: [ItemIdentifier], to parent: ItemIdentifier? = nil
  ) throws(SectionSnapshotError) {
    guard !items.isEmpty else { return }
    guard let parent else {
      try checkNew(items)
      place(items, levels: Array(repeating: 0, count: items.count), at: order.count)
      return
    }
    let index = try position(of: parent, else: SectionSnapshotError.missingParent)
    try checkNew(items)
    let level = levels[index] + 1
    place(items, levels: Array(repeating: level, count: items.count), at: subtreeEnd(index))
  }

  /// Inserts items before an item, at its level (as its previous siblings).
  ///
  /// - Throws: ``SectionSnapshotError/insertBeforeMissingItem(_:)`` or
  ///   ``SectionSnapshotError/duplicateItemIdentifiers(_:)``.
  /// - Complexity: O(*k* + *m*) for *k* items and the *m* items after them.
  public mutating func insert(
    _ items: [ItemIdentifier], before item: ItemIdentifier
  ) throws(SectionSnapshotError) {
    guard !items.isEmpty else { return }
    let index = try position(of: item, else: SectionSnapshotError.insertBeforeMissingItem)
    try checkNew(items)
    place(items, levels: Array(repeating: levels[index], count: items.count), at: index)
  }

  /// Inserts items after an item's whole subtree, at its level (as its next siblings).
  ///
  /// - Throws: ``SectionSnapshotError/insertAfterMissingItem(_:)`` or
  ///   ``SectionSnapshotError/duplicateItemIdentifiers(_:)``.
  /// - Complexity: O(*k* + *m* + *s*) for *k* items, the *m* items after them and the *s* items
  ///   of the destination's subtree.
  public mutating func insert(
    _ items: [ItemIdentifier], after item: ItemIdentifier
  ) throws(SectionSnapshotError) {
    guard !items.isEmpty else { return }
    let index = try position(of: item, else: SectionSnapshotError.insertAfterMissingItem)
    try checkNew(items)
    let level = levels[index]
    place(items, levels: Array(repeating: level, count: items.count), at: subtreeEnd(index))
  }

  /// Deletes items with all their descendants.
  ///
  /// Naming an item twice, or an item and its ancestor, is fine.
  ///
  /// - Throws: ``SectionSnapshotError/deleteOfMissingItem(_:)`` for the first item that is not
  ///   there; nothing is deleted then.
  /// - Complexity: O(*n* + *k* log *k*) for *n* items and *k* items named.
  public mutating func delete(_ items: [ItemIdentifier]) throws(SectionSnapshotError) {
    guard !items.isEmpty else { return }
    var starts: [Int] = []
    starts.reserveCapacity(items.count)
    for item in items {
      starts.append(try position(of: item, else: SectionSnapshotError.deleteOfMissingItem))
    }
    starts.sort()
    var ranges: [Range<Int>] = []
    for start in starts where ranges.last.map({ !$0.contains(start) }) ?? true {
      ranges.append(start..<subtreeEnd(start))
    }
    remove(ranges)
  }

  /// Deletes every item, and with them the expanded state.
  ///
  /// - Complexity: O(*n*) to release *n* items.
  public mutating func deleteAll() {
    self = Self()
  }

  //===--- Expansion -----------------------------------------------------------===//

  /// Marks items expanded, so their children are visible when they are.
  ///
  /// Items not in the section snapshot are ignored, as UIKit does (it logs them).
  ///
  /// - Complexity: O(*k*) for *k* items.
  public mutating func expand(_ items: [ItemIdentifier]) {
    for item in items where positions[item] != nil { expanded.insert(item) }
  }

  /// Marks items collapsed, so their descendants are hidden.
  ///
  /// Items not in the section snapshot are ignored, as UIKit does (it logs them).
  ///
  /// - Complexity: O(*k*) for *k* items.
  public mutating func collapse(_ items: [ItemIdentifier]) {
    for item in items { expanded.remove(item) }
  }

  //===--- Subtrees ------------------------------------------------------------===//

  /// Appends another section snapshot's tree, with its expanded state: its roots become the last
  /// children of `parent`, or the last roots when `parent` is `nil`.
  ///
  /// - Throws: As ``append(_:to:)``.
  /// - Complexity: O(*k* + *m* + *s*) as ``append(_:to:)``, for the *k* items of `snapshot`.
  public mutating func append(
    _ snapshot: Self, to parent: ItemIdentifier? = nil
  ) throws(SectionSnapshotError) {
    guard !snapshot.order.isEmpty else { return }
    guard let parent else {
      try checkNew(snapshot.order)
      graft(snapshot, level: 0, at: order.count)
      return
    }
    let index = try position(of: parent, else: SectionSnapshotError.missingParent)
    try checkNew(snapshot.order)
    graft(snapshot, level: levels[index] + 1, at: subtreeEnd(index))
  }

  /// Inserts another section snapshot's tree before an item: its roots become the item's
  /// previous siblings.
  ///
  /// - Throws: As ``insert(_:before:)``.
  /// - Complexity: O(*k* + *m*) for the *k* items of `snapshot` and the *m* items after them.
  public mutating func insert(
    _ snapshot: Self, before item: ItemIdentifier
  ) throws(SectionSnapshotError) {
    guard !snapshot.order.isEmpty else { return }
    let index = try position(of: item, else: SectionSnapshotError.insertBeforeMissingItem)
    try checkNew(snapshot.order)
    graft(snapshot, level: levels[index], at: index)
  }

  /// Inserts another section snapshot's tree after an item's subtree: its roots become the
  /// item's next siblings.
  ///
  /// - Throws: As ``insert(_:after:)``.
  /// - Complexity: O(*k* + *m* + *s*) as ``insert(_:after:)``, for the *k* items of `snapshot`.
  public mutating func insert(
    _ snapshot: Self, after item: ItemIdentifier
  ) throws(SectionSnapshotError) {
    guard !snapshot.order.isEmpty else { return }
    let index = try position(of: item, else: SectionSnapshotError.insertAfterMissingItem)
    try checkNew(snapshot.order)
    graft(snapshot, level: levels[index], at: subtreeEnd(index))
  }

  /// Replaces a parent's descendants with another section snapshot's tree, with its expanded
  /// state: its roots become the parent's children.
  ///
  /// The parent keeps its own expanded state.
  ///
  /// Items of `snapshot` already in this section snapshot, outside the parent's subtree, are
  /// refused as duplicates. (Ours: UIKit does not check, and builds a tree with children under
  /// the wrong items.)
  ///
  /// - Throws: ``SectionSnapshotError/missingParent(_:)`` or
  ///   ``SectionSnapshotError/duplicateItemIdentifiers(_:)``.
  /// - Complexity: O(*k* + *m* + *s*) for the *k* items of `snapshot`, the *m* items after the
  ///   parent's subtree and its *s* old items.
  public mutating func replace(
    childrenOf parent: ItemIdentifier, using snapshot: Self
  ) throws(SectionSnapshotError) {
    let index = try position(of: parent, else: SectionSnapshotError.missingParent)
    let children = index + 1..<subtreeEnd(index)
    let leaving = Set(order[children])
    try checkNew(snapshot.order, ignoring: leaving)
    remove([children])
    graft(snapshot, level: levels[index] + 1, at: index + 1)
  }

  //===--- Internals -----------------------------------------------------------===//

  /// Throws when an item is already in the section snapshot (unless in `ignoring`) or repeats.
  ///
  /// - Complexity: O(*k*) for *k* items.
  private func checkNew(
    _ items: [ItemIdentifier], ignoring leaving: Set<ItemIdentifier> = []
  ) throws(SectionSnapshotError) {
    var seen = Set<ItemIdentifier>(minimumCapacity: items.count)
    var reported = Set<ItemIdentifier>()
    var duplicates: [ItemIdentifier] = []
    for item in items {
      let isTaken = positions[item] != nil && !leaving.contains(item)
      if (!seen.insert(item).inserted || isTaken) && reported.insert(item).inserted {
        duplicates.append(item)
      }
    }
    if !duplicates.isEmpty {
      throw .duplicateItemIdentifiers(duplicates.map { String(describing: $0) })
    }
  }

  /// Inserts new, unique items at `index` with the given levels, which must keep the tree
  /// well formed there.
  private mutating func place(_ items: [ItemIdentifier], levels newLevels: [Int], at index: Int) {
    order.insert(contentsOf: items, at: index)
    levels.insert(contentsOf: newLevels, at: index)
    positions.reserveCapacity(order.count)
    reindex(from: index)
  }

  /// Inserts another section snapshot's tree at `index`, its roots at `level`.
  private mutating func graft(_ snapshot: Self, level: Int, at index: Int) {
    expanded.formUnion(snapshot.expanded)
    place(snapshot.order, levels: snapshot.levels.map { $0 + level }, at: index)
  }

  /// Removes the items of `ranges` (sorted, disjoint, each whole subtrees).
  private mutating func remove(_ ranges: [Range<Int>]) {
    guard let first = ranges.first?.lowerBound else { return }
    var keptOrder: [ItemIdentifier] = []
    var keptLevels: [Int] = []
    var next = first
    for range in ranges {
      keptOrder += order[next..<range.lowerBound]
      keptLevels += levels[next..<range.lowerBound]
      for item in order[range] {
        positions[item] = nil
        expanded.remove(item)
      }
      next = range.upperBound
    }
    keptOrder += order[next...]
    keptLevels += levels[next...]
    order.replaceSubrange(first..., with: keptOrder)
    levels.replaceSubrange(first..., with: keptLevels)
    reindex(from: first)
  }
}
