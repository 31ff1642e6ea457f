import Foundation

// Renumbering the sections of a snapshot's item locations, when sections are inserted, deleted or
// moved: item by item when few items move, in one pass over the table when many do.

extension CollectionViewSnapshot {
  /// Whether renumbering sections that hold `itemCount` items is cheaper in one pass over the
  /// location table's slots than item by item.
  ///
  /// A pass reads every slot once and hashes nothing (about a nanosecond a slot); an item costs a
  /// hash of its identifier and a probe (hundreds of nanoseconds in a large table, a cache miss
  /// each). Inserting a section before the first of 100 in a snapshot of 100,000 items took 60 ms
  /// item by item. The pass is chosen from 1 item per 256 slots on.
  ///
  /// - Complexity: O(1).
  func renumbersBySweep(itemCount: Int) -> Bool {
    itemCount * 256 >= itemLocations.slotCount
  }

  /// Moves the location entries of sections `first..<first + newIndices.count` to their new
  /// sections: section `first + i` becomes `newIndices[i]`, whose items ``items`` holds already.
  ///
  /// A section that keeps its number is left alone (a deleted one, whose entries are gone, maps to
  /// itself).
  ///
  /// Many items: one pass over the table (``ItemLocationTable/renumberSections(from:to:)``).
  /// Few: item by item, in two steps, so that no entry is moved to a location another still
  /// holds, whatever the order of the map (a shift up or down, or a moved section's cycle):
  /// each section's entries are parked at a section of their own beyond any real one, then moved
  /// to their new section.
  ///
  /// - Complexity: O(*c*) for the table's *c* slots when many items move, else O(*k*) for the
  ///   *k* items of the renumbered sections.
  mutating func renumberSections(from first: Int, to newIndices: [Int]) {
    let changed = newIndices.indices.filter { newIndices[$0] != first + $0 }
    let itemCount = changed.reduce(0) { $0 + items[newIndices[$1]].count }
    if renumbersBySweep(itemCount: itemCount) {
      itemLocations.renumberSections(from: first, to: newIndices)
      return
    }
    for offset in changed {
      renumberSection(
        from: first + offset, to: ItemLocationTable.parkingSection - offset,
        items: items[newIndices[offset]])
    }
    for offset in changed {
      renumberSection(from: ItemLocationTable.parkingSection - offset, to: newIndices[offset])
    }
  }

  /// Moves the entries of the items of section `old` to section `new` (which no entry holds),
  /// the items being `items[new]` unless given.
  ///
  /// - Complexity: O(*k*) for the section's *k* items.
  private mutating func renumberSection(
    from old: Int, to new: Int, items sectionItems: [ItemIdentifier]? = nil
  ) {
    for (item, identifier) in (sectionItems ?? items[new]).enumerated() {
      itemLocations.relocate(
        hash: ItemLocationTable.hashBits(identifier),
        from: ItemLocation(section: old, item: item), to: ItemLocation(section: new, item: item))
    }
  }
}
