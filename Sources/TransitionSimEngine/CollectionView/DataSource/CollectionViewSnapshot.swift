import Foundation

/// The state of a collection view's data at one moment: sections and their items, named by
/// identifiers, as `NSDiffableDataSourceSnapshot`.
///
/// Identifiers are unique: a section identifier appears once among the sections, an item
/// identifier once among all items (section and item identifiers are separate names: a section
/// may be called what an item is called). Edits that would break that, or that name something
/// the snapshot does not hold, throw ``SnapshotError`` with UIKit's message instead of trapping.
/// As in UIKit, appending or inserting an item that is already there moves it into place, while
/// a section that is already there is refused.
///
/// Every lookup is O(1): the snapshot keeps a hash table from each identifier to its position
/// (`ItemLocationTable`, which stores positions, not identifiers), up to date through every
/// edit.
///
/// ```swift
/// var snapshot = CollectionViewSnapshot<String, String>()
/// try snapshot.appendSections(["Fruit", "Vegetables"])
/// try snapshot.appendItems(["apple", "pear"], toSection: "Fruit")
/// try snapshot.appendItems(["leek"])  // to the last section
/// snapshot.indexOfItem("leek")        // 2
/// try collectionView.apply(snapshot)  // diffed, then animated as one batch update
/// ```
///
/// Equality compares the sections and the items of each, in order, and nothing else — not the
/// reload and reconfigure marks — as `NSDiffableDataSourceSnapshot`'s `isEqual:` does.
public struct CollectionViewSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  /// Where an item is: its section's index and its index in that section.
  typealias ItemLocation = ItemLocationTable.Location

  /// The sections, in order.
  var sections: [SectionIdentifier] = []
  /// The items of each section, in order.
  var items: [[ItemIdentifier]] = []
  /// Each section's index.
  var sectionIndex: [SectionIdentifier: Int] = [:]
  /// Each item's location, read with ``location(of:)``.
  var itemLocations = ItemLocationTable()
  /// For each section, the number of items in the sections before it.
  var sectionStarts: [Int] = []
  /// The identifiers marked by `reloadItems`, `reconfigureItems`, `reloadSections` and
  /// `reconfigureSections`, in the order they were first marked.
  var reloadedItems = Marks<ItemIdentifier>()
  var reconfiguredItems = Marks<ItemIdentifier>()
  var reloadedSections = Marks<SectionIdentifier>()
  var reconfiguredSections = Marks<SectionIdentifier>()

  /// An empty snapshot: no sections, no items.
  public init() {}

  /// A snapshot with the given sections and their items, as `appendSections` followed by
  /// `appendItems(_:toSection:)` for each section.
  ///
  /// - Parameter sections: Each section's identifier and its items, in order.
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` or
  ///   ``SnapshotError/duplicateItemIdentifiers(_:)`` when an identifier repeats.
  /// - Complexity: O(*n*) for *n* items and sections.
  @_specialize(where SectionIdentifier == String, ItemIdentifier == String)
  public init(
    sections: [(SectionIdentifier, [ItemIdentifier])]
  ) throws(SnapshotError) {
    try appendSections(sections.map(\.0))
    let all = sections.map(\.1)
    items = all
    // One hash and one probe per item, into a local table: no identifier is copied.
    var table = ItemLocationTable(minimumCapacity: all.reduce(0) { $0 + $1.count })
    var unique = true
    for (section, sectionItems) in all.enumerated() {
      for (item, identifier) in sectionItems.enumerated() {
        let location = ItemLocation(section: section, item: item)
        if table.insert(identifier, at: location, in: all) != nil { unique = false }
      }
    }
    itemLocations = table
    if !unique, let repeated = Self.repeats(in: Array(items.joined())) {
      throw .duplicateItemIdentifiers(repeated.map { String(describing: $0) })
    }
    updateSectionStarts()
  }

  //===--- Sections ----------------------------------------------------------===//

  /// The section identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifier] { sections }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The index of the section, or `nil` when it is not in the snapshot.
  public func indexOfSection(_ identifier: SectionIdentifier) -> Int? {
    sectionIndex[identifier]
  }

  /// The section that holds the item, or `nil` when the item is not in the snapshot.
  public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? {
    location(of: identifier).map { sections[$0.section] }
  }

  //===--- Items -------------------------------------------------------------===//

  /// Every item identifier, section after section.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var itemIdentifiers: [ItemIdentifier] { Array(items.joined()) }

  /// The number of items in all sections.
  public var numberOfItems: Int { itemLocations.count }

  /// The item identifiers of a section, in order.
  ///
  /// - Throws: ``SnapshotError/missingSection(_:)`` when the section is not in the snapshot.
  /// - Complexity: O(1); the array is shared until changed.
  public func itemIdentifiers(
    inSection identifier: SectionIdentifier
  ) throws(SnapshotError) -> [ItemIdentifier] {
    guard let section = sectionIndex[identifier] else {
      throw .missingSection(String(describing: identifier))
    }
    return items[section]
  }

  /// The number of items in a section.
  ///
  /// - Throws: ``SnapshotError/missingSection(_:)`` when the section is not in the snapshot.
  public func numberOfItems(inSection identifier: SectionIdentifier) throws(SnapshotError) -> Int {
    guard let section = sectionIndex[identifier] else {
      throw .missingSection(String(describing: identifier))
    }
    return items[section].count
  }

  /// The item's index among all items (counting across sections, as UIKit's `indexOfItem`), or
  /// `nil` when it is not in the snapshot.
  public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
    location(of: identifier).map { sectionStarts[$0.section] + $0.item }
  }

  /// The item's index path (section index and index in the section), or `nil`.
  public func indexPath(forItem identifier: ItemIdentifier) -> IndexPath? {
    location(of: identifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The identifier of the item at an index path, or `nil` when there is no such item.
  public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  //===--- Reload and reconfigure marks -----------------------------------------===//

  /// The items marked by ``reloadItems(_:)``, in the order they were first marked.
  ///
  /// Marks stay when the item is later deleted; applying the snapshot ignores marks of identifiers
  /// it no longer holds, as UIKit's data source does.
  public var reloadedItemIdentifiers: [ItemIdentifier] { reloadedItems.list }

  /// The items marked by ``reconfigureItems(_:)``, in the order they were first marked.
  public var reconfiguredItemIdentifiers: [ItemIdentifier] { reconfiguredItems.list }

  /// The sections marked by ``reloadSections(_:)``, in the order they were first marked.
  public var reloadedSectionIdentifiers: [SectionIdentifier] { reloadedSections.list }

  /// The sections marked by ``reconfigureSections(_:)``, in the order they were first marked.
  public var reconfiguredSectionIdentifiers: [SectionIdentifier] { reconfiguredSections.list }

  //===--- Internals -----------------------------------------------------------===//

  /// Where the item is, or `nil` when it is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  func location(of identifier: ItemIdentifier) -> ItemLocation? {
    itemLocations.location(of: identifier, in: items)
  }

  /// The identifiers that repeat in `identifiers`, each once, in the order the repeats are found
  /// (as UIKit lists them), or `nil` when they are unique.
  ///
  /// - Complexity: O(*k*) for *k* identifiers.
  static func repeats<T: Hashable>(in identifiers: [T]) -> [T]? {
    guard identifiers.count > 1 else { return nil }
    var seen = Set<T>(minimumCapacity: identifiers.count)
    var repeated: [T] = []
    var reported = Set<T>()
    for identifier in identifiers where !seen.insert(identifier).inserted {
      if reported.insert(identifier).inserted { repeated.append(identifier) }
    }
    return repeated.isEmpty ? nil : repeated
  }

  /// Recomputes the number of items before each section.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func updateSectionStarts() {
    var starts: [Int] = []
    starts.reserveCapacity(items.count)
    var total = 0
    for sectionItems in items {
      starts.append(total)
      total += sectionItems.count
    }
    sectionStarts = starts
  }
}

/// Identifiers in the order they were first added, without repeats.
struct Marks<Element: Hashable>: Hashable {
  var list: [Element] = []
  var set: Set<Element> = []

  mutating func add(_ elements: [Element]) {
    for element in elements where set.insert(element).inserted { list.append(element) }
  }
}

extension Marks: Sendable where Element: Sendable {}

extension CollectionViewSnapshot: Sendable
where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

extension CollectionViewSnapshot: Equatable {
  /// Whether two snapshots hold the same sections with the same items, in the same order (reload
  /// and reconfigure marks are not compared).
  ///
  /// - Complexity: O(*n*) for *n* items and sections.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections == rhs.sections && lhs.items == rhs.items
  }
}

extension CollectionViewSnapshot: Hashable {
  /// Hashes the sections and their items, as `==` compares them.
  ///
  /// - Complexity: O(*n*) for *n* items and sections.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sections)
    hasher.combine(items)
  }
}

extension CollectionViewSnapshot: CustomStringConvertible {
  /// One `[section: {item item …}]` group per section, as UIKit prints a snapshot's sections.
  ///
  /// - Complexity: O(*n*) for *n* items and sections.
  public var description: String {
    zip(sections, items).map { section, sectionItems in
      "[\(section): {" + sectionItems.map { "\($0)" }.joined(separator: " ") + "}]"
    }.joined(separator: " ")
  }
}
