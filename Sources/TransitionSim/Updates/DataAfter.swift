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
  /// Every identifier after the update, when the data source supplied them.
  let suppliedSet: Set<String>?

  /// Takes or derives the identifiers after the update.
  ///
  /// - Parameters:
  ///   - supplied: the data source's identifiers after the update, or `nil`.
  ///   - derive: whether the update's own identifiers apply (no data-source answer at all), as
  ///     opposed to counts only.
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
      var seen = Set<String>()
      var duplicates: [String] = []
      for id in supplied.joined() where !seen.insert(id).inserted { duplicates.append(id) }
      if !duplicates.isEmpty { throw .duplicateItemIdentifiers(duplicates) }
      (identifiers, removed, added, suppliedSet) = (supplied, [], [], seen)
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
      for (item, slot) in sectionSlots.enumerated() {
        switch slot {
        case .survivor(let ref), .reloaded(let ref):
          row.append(oldIdentifiers[ref.section][ref.item])
        case .inserted:
          let preferred =
            given?[item] ?? (derive ? operations.insertedIdentifiers[ItemRef(new, item)] : nil)
          let identifier = preferred ?? generateIdentifier()
          if !fresh.insert(identifier).inserted { duplicates.append(identifier) }
          if isExistingIdentifier(identifier) && !deletedIdentifiers.contains(identifier) {
            duplicates.append(identifier)
          }
          row.append(identifier)
        }
      }
      result.append(row)
    }
    if !duplicates.isEmpty { throw .duplicateItemIdentifiers(duplicates) }
    identifiers = result
    removed = deletedIdentifiers
    added = fresh
    suppliedSet = nil
  }
}
