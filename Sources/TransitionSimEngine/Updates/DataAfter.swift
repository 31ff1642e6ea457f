import Foundation

/// The item identifiers after a batch update, and how the set of identifiers changes: the last
/// stage of a ``BatchUpdatePlan``.
///
/// When the data source supplies the identifiers, they are taken as they are (and must be
/// unique). Otherwise survivors and reloaded items keep theirs, inserted items get the one the
/// update gave them or a generated one, and an inserted section gets its given items — a reloaded
/// section keeps its own.
struct DataAfter {
  /// The identifiers of every section's items after the update.
  let identifiers: [[String]]
  /// Identifiers that leave the data, and identifiers that join it (derived data only).
  let removed: Set<String>
  let added: Set<String>
  /// Whether the data source supplied the identifiers (then `removed` and `added` are empty).
  let isSupplied: Bool

  /// Takes or derives the identifiers after the update.
  ///
  /// - Parameters:
  ///   - supplied: the data source's identifiers after the update, or `nil`.
  ///   - derive: whether the update's own identifiers apply (no data-source answer at all), as
  ///     opposed to counts only.
  ///   - operations: the update's operations.
  ///   - items: where each item after the update comes from.
  ///   - oldIdentifiers: the identifiers of every section's items before the update.
  ///   - isExistingIdentifier: whether an identifier names an item before the update.
  ///   - generateIdentifier: makes a fresh identifier for an inserted item that has none.
  /// - Throws: ``BatchUpdateError/duplicateItemIdentifiers(_:)`` when an identifier would appear
  ///   twice; ``BatchUpdateError/insertedIdentifierCountMismatch(expected:given:)`` when an
  ///   inserted section's identifiers do not match its count.
  /// - Complexity: O(*n*) for *n* items.
  init(
    supplied: [[String]]?, derive: Bool, operations: UpdateOperations, items: ItemMap,
    oldIdentifiers: [[String]], isExistingIdentifier: (String) -> Bool,
    generateIdentifier: () -> String
  ) throws(BatchUpdateError) {
    if let supplied {
      // One hash and one probe per identifier, none copied: each repeat is found at its turn.
      var seen = ItemLocationTable(minimumCapacity: supplied.reduce(0) { $0 + $1.count })
      var duplicates: [String] = []
      for (section, items) in supplied.enumerated() {
        for (item, id) in items.enumerated()
        where seen.insert(id, at: .init(section: section, item: item), in: supplied) != nil {
          duplicates.append(id)
        }
      }
      if !duplicates.isEmpty { throw .duplicateItemIdentifiers(duplicates) }
      (identifiers, removed, added, isSupplied) = (supplied, [], [], true)
      return
    }
    var result: [[String]] = []
    result.reserveCapacity(items.slots.count)
    var fresh = Set<String>()
    var duplicates: [String] = []
    var deletedIdentifiers = Set<String>()
    for section in operations.sectionDeletes {
      deletedIdentifiers.formUnion(oldIdentifiers[section])
    }
    for ref in operations.itemDeletes {
      deletedIdentifiers.insert(oldIdentifiers[ref.section][ref.item])
    }
    for (new, sectionSlots) in items.slots.enumerated() {
      let given =
        derive
        ? operations.insertedSectionIdentifiers[new] ?? operations.reloadedSectionItems[new] : nil
      if let given, given.count != sectionSlots.count {
        throw .insertedIdentifierCountMismatch(expected: sectionSlots.count, given: given.count)
      }
      var row: [String] = []
      row.reserveCapacity(sectionSlots.count)
      var item = 0
      while item < sectionSlots.count {
        switch sectionSlots[item] {
        case .survivor(let ref), .reloaded(let ref):
          // Survivors from consecutive old items are copied as one run.
          var end = item + 1
          if case .survivor = sectionSlots[item] {
            while end < sectionSlots.count, case .survivor(let next) = sectionSlots[end],
              next.section == ref.section, next.item == ref.item + end - item
            {
              end += 1
            }
          }
          row.append(contentsOf: oldIdentifiers[ref.section][ref.item..<ref.item + end - item])
          item = end
        case .inserted:
          let preferred =
            given?[item] ?? (derive ? operations.insertedIdentifiers[ItemRef(new, item)] : nil)
          let identifier = preferred ?? generateIdentifier()
          if !fresh.insert(identifier).inserted { duplicates.append(identifier) }
          if isExistingIdentifier(identifier) && !deletedIdentifiers.contains(identifier) {
            duplicates.append(identifier)
          }
          row.append(identifier)
          item += 1
        }
      }
      result.append(row)
    }
    if !duplicates.isEmpty { throw .duplicateItemIdentifiers(duplicates) }
    identifiers = result
    removed = deletedIdentifiers
    added = fresh
    isSupplied = false
  }
}
