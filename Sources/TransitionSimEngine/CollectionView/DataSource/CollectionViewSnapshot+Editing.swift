import Foundation

/// The edits of `NSDiffableDataSourceSnapshot`. Each checks its arguments in UIKit's order —
/// repeats in the identifiers passed, then a destination among them, then identifiers that are
/// missing or already there — and a call that throws leaves the snapshot unchanged.
extension CollectionViewSnapshot {
  //===--- Sections ----------------------------------------------------------===//

  /// Appends sections, empty, after the last one.
  ///
  /// - Parameter identifiers: The new sections, in order.
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `identifiers` repeats one;
  ///   ``SnapshotError/sectionIdentifiersAlreadyExist(_:)`` when one is already in the snapshot.
  /// - Complexity: O(*k*) for *k* sections appended.
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
    try checkNewSections(identifiers)
    insertSectionsUnchecked(identifiers, at: sections.count)
  }

  /// Inserts sections, empty, before a section.
  ///
  /// - Parameters:
  ///   - identifiers: The new sections, in order.
  ///   - beforeIdentifier: The section they go before.
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)``,
  ///   ``SnapshotError/insertionDestinationInInsertedSections(destination:identifiers:)`` when
  ///   the destination is among `identifiers`,
  ///   ``SnapshotError/insertRelativeToMissingSection(_:)`` when it is not in the snapshot, or
  ///   ``SnapshotError/sectionIdentifiersAlreadyExist(_:)``.
  /// - Complexity: O(*k* + *n*) for *k* sections inserted and *n* items after them, which are
  ///   renumbered without hashing their identifiers when they are many.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifier], beforeSection beforeIdentifier: SectionIdentifier
  ) throws(SnapshotError) {
    let index = try sectionInsertionIndex(identifiers, relativeTo: beforeIdentifier)
    insertSectionsUnchecked(identifiers, at: index)
  }

  /// Inserts sections, empty, after a section.
  ///
  /// - Parameters:
  ///   - identifiers: The new sections, in order.
  ///   - afterIdentifier: The section they go after.
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  /// - Complexity: O(*k* + *n*) for *k* sections inserted and *n* items after them, which are
  ///   renumbered without hashing their identifiers when they are many.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifier], afterSection afterIdentifier: SectionIdentifier
  ) throws(SnapshotError) {
    let index = try sectionInsertionIndex(identifiers, relativeTo: afterIdentifier)
    insertSectionsUnchecked(identifiers, at: index + 1)
  }

  /// Deletes sections with their items; identifiers not in the snapshot are ignored, as in UIKit.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when `identifiers` repeats one.
  /// - Complexity: O(*k* + *n*) for *k* identifiers and *n* items in or after the deleted
  ///   sections; the items after them are renumbered without hashing their identifiers when
  ///   they are many.
  public mutating func deleteSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
    if let repeated = Self.repeats(in: identifiers) {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
    let doomed = Set(identifiers.compactMap { sectionIndex[$0] })
    guard let first = doomed.min() else { return }
    for section in doomed {
      for (item, identifier) in items[section].enumerated() {
        itemLocations.remove(
          hash: ItemLocationTable.hashBits(identifier),
          at: ItemLocation(section: section, item: item))
      }
      sectionIndex[sections[section]] = nil
    }
    var keptSections: [SectionIdentifier] = []
    var keptItems: [[ItemIdentifier]] = []
    var keptFrom: [Int] = []
    for section in first..<sections.count where !doomed.contains(section) {
      keptSections.append(sections[section])
      keptItems.append(items[section])
      keptFrom.append(section)
    }
    sections.replaceSubrange(first..., with: keptSections)
    items.replaceSubrange(first..., with: keptItems)
    // Deleted sections hold no entries any more: they keep their numbers in the map.
    var newIndices = Array(first..<first + keptFrom.count + doomed.count)
    for (offset, old) in keptFrom.enumerated() { newIndices[old - first] = first + offset }
    renumberSections(from: first, to: newIndices)
    for section in first..<sections.count { sectionIndex[sections[section]] = section }
    updateSectionStarts()
  }

  /// Moves a section before another.
  ///
  /// - Throws: ``SnapshotError/sectionMovedRelativeToItself(_:)``,
  ///   ``SnapshotError/moveOfMissingSection(_:)`` or
  ///   ``SnapshotError/moveRelativeToMissingSection(_:)``.
  /// - Complexity: O(*s* + *n*) for the *s* sections between the two places and their *n* items,
  ///   which are renumbered without hashing their identifiers when they are many.
  public mutating func moveSection(
    _ identifier: SectionIdentifier, beforeSection beforeIdentifier: SectionIdentifier
  ) throws(SnapshotError) {
    try moveSection(identifier, relativeTo: beforeIdentifier, offset: 0)
  }

  /// Moves a section after another.
  ///
  /// - Throws: As ``moveSection(_:beforeSection:)``.
  /// - Complexity: O(*s* + *n*) for the *s* sections between the two places and their *n* items,
  ///   which are renumbered without hashing their identifiers when they are many.
  public mutating func moveSection(
    _ identifier: SectionIdentifier, afterSection afterIdentifier: SectionIdentifier
  ) throws(SnapshotError) {
    try moveSection(identifier, relativeTo: afterIdentifier, offset: 1)
  }

  /// Marks sections to be reloaded when the snapshot is applied.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` or
  ///   ``SnapshotError/reloadOfMissingSection(_:)``.
  /// - Complexity: O(*k*) for *k* identifiers.
  public mutating func reloadSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
    try checkMarkedSections(identifiers, error: SnapshotError.reloadOfMissingSection)
    reloadedSections.add(identifiers)
  }

  /// Marks sections to be reconfigured: as ``reloadSections(_:)``, but their cells are kept, so
  /// applying the snapshot animates nothing for them. (UIKit has `reconfigureItems` only; this is
  /// its counterpart for sections, checked with UIKit's wording.)
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` or
  ///   ``SnapshotError/reconfigureOfMissingSection(_:)``.
  /// - Complexity: O(*k*) for *k* identifiers.
  public mutating func reconfigureSections(
    _ identifiers: [SectionIdentifier]
  ) throws(SnapshotError) {
    try checkMarkedSections(identifiers, error: SnapshotError.reconfigureOfMissingSection)
    reconfiguredSections.add(identifiers)
  }

  //===--- Items -------------------------------------------------------------===//

  /// Appends items to a section, or to the last section when `sectionIdentifier` is `nil`.
  ///
  /// Items already in the snapshot are moved into place, as UIKit does (it logs "Diffable data
  /// source detected an attempt to insert or append … item identifier that already exists in the
  /// snapshot. The existing item identifier will be moved into place instead …").
  ///
  /// - Parameters:
  ///   - identifiers: The items, in order.
  ///   - sectionIdentifier: The section, or `nil` for the last one.
  /// - Throws: ``SnapshotError/noSections`` when there is no section,
  ///   ``SnapshotError/duplicateItemIdentifiers(_:)`` when `identifiers` repeats one, or
  ///   ``SnapshotError/appendToMissingSection(_:)``.
  /// - Complexity: O(*k*) for *k* items, plus O(*n*) for the *n* items after any that move.
  @_specialize(where SectionIdentifier == String, ItemIdentifier == String)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifier], toSection sectionIdentifier: SectionIdentifier? = nil
  ) throws(SnapshotError) {
    guard !sections.isEmpty else { throw .noSections }
    let section = sectionIdentifier.map { sectionIndex[$0] } ?? sections.count - 1
    // The common case first: new, unique items, each hashed once.
    if let section, appendNewItems(identifiers, toSection: section) { return }
    try checkUnique(identifiers)
    guard let section else {
      throw .appendToMissingSection(sectionIdentifier.map { String(describing: $0) } ?? "nil")
    }
    placeItems(identifiers, inSection: section) { $0.items[section].count }
  }

  /// Inserts items before an item, in its section; items already in the snapshot are moved.
  ///
  /// - Parameters:
  ///   - identifiers: The items, in order.
  ///   - beforeIdentifier: The item they go before.
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``,
  ///   ``SnapshotError/insertionDestinationInInsertedItems(destination:identifiers:)`` when the
  ///   destination is among `identifiers`, or ``SnapshotError/insertRelativeToMissingItem(_:)``.
  /// - Complexity: O(*k* + *n*) for *k* items and the *n* items after them.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifier], beforeItem beforeIdentifier: ItemIdentifier
  ) throws(SnapshotError) {
    try insertItems(identifiers, relativeTo: beforeIdentifier, offset: 0)
  }

  /// Inserts items after an item, in its section; items already in the snapshot are moved.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: O(*k* + *n*) for *k* items and the *n* items after them.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifier], afterItem afterIdentifier: ItemIdentifier
  ) throws(SnapshotError) {
    try insertItems(identifiers, relativeTo: afterIdentifier, offset: 1)
  }

  /// Deletes items; identifiers not in the snapshot are ignored, as in UIKit.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `identifiers` repeats one.
  /// - Complexity: O(*k* + *n*) for *k* identifiers and the *n* items of the sections they
  ///   leave.
  public mutating func deleteItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
    try checkUnique(identifiers)
    removeItems(identifiers.compactMap { location(of: $0) })
    updateSectionStarts()
  }

  /// Deletes every section and item.
  ///
  /// Reload and reconfigure marks stay (they are ignored for identifiers the snapshot no longer
  /// holds).
  ///
  /// - Complexity: O(*n*) to release the *n* items and sections.
  public mutating func deleteAllItems() {
    sections = []
    items = []
    sectionIndex = [:]
    itemLocations.removeAll()
    sectionStarts = []
  }

  /// Moves an item before another, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)``,
  ///   ``SnapshotError/moveOfMissingItem(_:)`` or ``SnapshotError/moveRelativeToMissingItem(_:)``.
  /// - Complexity: O(*n*) for the items after the two places in their sections.
  public mutating func moveItem(
    _ identifier: ItemIdentifier, beforeItem beforeIdentifier: ItemIdentifier
  ) throws(SnapshotError) {
    try moveItem(identifier, relativeTo: beforeIdentifier, offset: 0)
  }

  /// Moves an item after another, possibly into another section.
  ///
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  /// - Complexity: O(*n*) for the items after the two places in their sections.
  public mutating func moveItem(
    _ identifier: ItemIdentifier, afterItem afterIdentifier: ItemIdentifier
  ) throws(SnapshotError) {
    try moveItem(identifier, relativeTo: afterIdentifier, offset: 1)
  }

  /// Marks items to be reloaded when the snapshot is applied: their cells are replaced, which
  /// UIKit animates as a cross-fade.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` or
  ///   ``SnapshotError/reloadOfMissingItem(_:)``.
  /// - Complexity: O(*k*) for *k* identifiers.
  public mutating func reloadItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
    try checkMarkedItems(identifiers, error: SnapshotError.reloadOfMissingItem)
    reloadedItems.add(identifiers)
  }

  /// Marks items to be reconfigured when the snapshot is applied: their cells are kept and
  /// updated in place (iOS 15), so the batch update holds no reload for them.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` or
  ///   ``SnapshotError/reconfigureOfMissingItem(_:)``.
  /// - Complexity: O(*k*) for *k* identifiers.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
    try checkMarkedItems(identifiers, error: SnapshotError.reconfigureOfMissingItem)
    reconfiguredItems.add(identifiers)
  }

  //===--- Checks --------------------------------------------------------------===//

  private func checkUnique(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
    if let repeated = Self.repeats(in: identifiers) {
      throw .duplicateItemIdentifiers(repeated.map { String(describing: $0) })
    }
  }

  private func checkNewSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
    if let repeated = Self.repeats(in: identifiers) {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
    let existing = identifiers.filter { sectionIndex[$0] != nil }
    if !existing.isEmpty {
      throw .sectionIdentifiersAlreadyExist(existing.map { String(describing: $0) })
    }
  }

  private func sectionInsertionIndex(
    _ identifiers: [SectionIdentifier], relativeTo destination: SectionIdentifier
  ) throws(SnapshotError) -> Int {
    if let repeated = Self.repeats(in: identifiers) {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
    if identifiers.contains(destination) {
      throw .insertionDestinationInInsertedSections(
        destination: String(describing: destination),
        identifiers: identifiers.map { String(describing: $0) })
    }
    guard let index = sectionIndex[destination] else {
      throw .insertRelativeToMissingSection(String(describing: destination))
    }
    try checkNewSections(identifiers)
    return index
  }

  private func checkMarkedItems(
    _ identifiers: [ItemIdentifier], error: (String) -> SnapshotError
  ) throws(SnapshotError) {
    try checkUnique(identifiers)
    if let missing = identifiers.first(where: { location(of: $0) == nil }) {
      throw error(String(describing: missing))
    }
  }

  private func checkMarkedSections(
    _ identifiers: [SectionIdentifier], error: (String) -> SnapshotError
  ) throws(SnapshotError) {
    if let repeated = Self.repeats(in: identifiers) {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
    if let missing = identifiers.first(where: { sectionIndex[$0] == nil }) {
      throw error(String(describing: missing))
    }
  }

  //===--- Edits ---------------------------------------------------------------===//

  private mutating func insertItems(
    _ identifiers: [ItemIdentifier], relativeTo destination: ItemIdentifier, offset: Int
  ) throws(SnapshotError) {
    try checkUnique(identifiers)
    if identifiers.contains(destination) {
      throw .insertionDestinationInInsertedItems(
        destination: String(describing: destination),
        identifiers: identifiers.map { String(describing: $0) })
    }
    guard let location = location(of: destination) else {
      throw .insertRelativeToMissingItem(String(describing: destination))
    }
    placeItems(identifiers, inSection: location.section) { snapshot in
      // The destination's index once the moved items have left.
      (snapshot.location(of: destination)?.item ?? 0) + offset
    }
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifier, relativeTo destination: ItemIdentifier, offset: Int
  ) throws(SnapshotError) {
    if identifier == destination {
      throw .itemMovedRelativeToItself(String(describing: identifier))
    }
    guard location(of: identifier) != nil else {
      throw .moveOfMissingItem(String(describing: identifier))
    }
    guard let location = location(of: destination) else {
      throw .moveRelativeToMissingItem(String(describing: destination))
    }
    placeItems([identifier], inSection: location.section) { snapshot in
      (snapshot.location(of: destination)?.item ?? 0) + offset
    }
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifier, relativeTo destination: SectionIdentifier, offset: Int
  ) throws(SnapshotError) {
    if identifier == destination {
      throw .sectionMovedRelativeToItself(String(describing: identifier))
    }
    guard let from = sectionIndex[identifier] else {
      throw .moveOfMissingSection(String(describing: identifier))
    }
    guard let to = sectionIndex[destination] else {
      throw .moveRelativeToMissingSection(String(describing: destination))
    }
    let movedItems = items.remove(at: from)
    sections.remove(at: from)
    // The destination's index once the moved section has left.
    let target = (to > from ? to - 1 : to) + offset
    sections.insert(identifier, at: target)
    items.insert(movedItems, at: target)
    // The moved section goes to `target`; those between shift by one toward `from`.
    let range = min(from, target)...max(from, target)
    renumberSections(
      from: range.lowerBound,
      to: range.map { $0 == from ? target : from < target ? $0 - 1 : $0 + 1 })
    for section in min(from, target)...max(from, target) {
      sectionIndex[sections[section]] = section
    }
    updateSectionStarts()
  }

  /// Inserts validated new sections at `index`.
  private mutating func insertSectionsUnchecked(_ identifiers: [SectionIdentifier], at index: Int) {
    guard !identifiers.isEmpty else { return }
    sections.insert(contentsOf: identifiers, at: index)
    items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
    renumberSections(from: index, to: Array(index + identifiers.count..<sections.count))
    for section in index..<sections.count { sectionIndex[sections[section]] = section }
    updateSectionStarts()
  }

  /// Appends items to a section if none of them is in the snapshot and none repeats, writing
  /// each location once; otherwise changes nothing and returns `false`.
  private mutating func appendNewItems(
    _ identifiers: [ItemIdentifier], toSection section: Int
  ) -> Bool {
    let start = items[section].count
    // The table compares identifiers in place: they go in the section first.
    items[section].append(contentsOf: identifiers)
    itemLocations.reserveCapacity(itemLocations.count + identifiers.count)
    for (offset, identifier) in identifiers.enumerated() {
      let location = ItemLocation(section: section, item: start + offset)
      if itemLocations.insert(identifier, at: location, in: items) != nil {
        // Undo: the earlier identifiers were new.
        for (earlierOffset, earlier) in identifiers[..<offset].enumerated() {
          itemLocations.remove(
            hash: ItemLocationTable.hashBits(earlier),
            at: ItemLocation(section: section, item: start + earlierOffset))
        }
        items[section].removeLast(identifiers.count)
        return false
      }
    }
    updateSectionStarts()
    return true
  }

  /// Puts unique items in a section at the index `position` gives once the items that were
  /// already in the snapshot have left their places.
  private mutating func placeItems(
    _ identifiers: [ItemIdentifier], inSection section: Int, position: (Self) -> Int
  ) {
    guard !identifiers.isEmpty else { return }
    var existing: [ItemLocation] = []
    if itemLocations.count > 0 {
      for identifier in identifiers {
        if let location = location(of: identifier) { existing.append(location) }
      }
    }
    removeItems(existing)
    let index = position(self)
    let oldCount = items[section].count
    let added = identifiers.count
    items[section].insert(contentsOf: identifiers, at: index)
    itemLocations.reserveCapacity(itemLocations.count + added)
    // Up, from the last, so no two entries share a location; then the new ones.
    for item in (index..<oldCount).reversed() {
      itemLocations.relocate(
        hash: ItemLocationTable.hashBits(items[section][item + added]),
        from: ItemLocation(section: section, item: item),
        to: ItemLocation(section: section, item: item + added))
    }
    for (offset, identifier) in identifiers.enumerated() {
      itemLocations.insertAbsent(
        hash: ItemLocationTable.hashBits(identifier),
        at: ItemLocation(section: section, item: index + offset))
    }
    updateSectionStarts()
  }

  /// Removes the items at `locations` (distinct), keeping the other items' locations right.
  private mutating func removeItems(_ locations: [ItemLocation]) {
    guard !locations.isEmpty else { return }
    var bySection: [Int: [Int]] = [:]
    for location in locations { bySection[location.section, default: []].append(location.item) }
    for (section, removed) in bySection {
      let doomed = Set(removed)
      for item in removed {
        itemLocations.remove(
          hash: ItemLocationTable.hashBits(items[section][item]),
          at: ItemLocation(section: section, item: item))
      }
      var kept: [ItemIdentifier] = []
      kept.reserveCapacity(items[section].count - removed.count)
      // Down, in order: each item's new index was freed by a removed or earlier item.
      for (item, identifier) in items[section].enumerated() where !doomed.contains(item) {
        if kept.count != item {
          itemLocations.relocate(
            hash: ItemLocationTable.hashBits(identifier),
            from: ItemLocation(section: section, item: item),
            to: ItemLocation(section: section, item: kept.count))
        }
        kept.append(identifier)
      }
      items[section] = kept
    }
  }
}
