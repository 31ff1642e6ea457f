import TransitionSimEngine

/// The sections and items a diffable data source shows: UIKit's `NSDiffableDataSourceSnapshot`,
/// over any `Hashable` identifiers.
///
/// The engine's ``CollectionViewSnapshot`` does the work. Where UIKit raises an exception (an
/// identifier that repeats, a section that is not there), the change is not made and the error
/// is kept in ``raisedExceptions``; applying a snapshot that kept one applies nothing and moves
/// the errors to the collection view's `raisedExceptions`.
///
/// - Complexity: as the engine's snapshot: appending is O(*m*) for *m* identifiers, lookups O(1).
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The engine's snapshot.
  var value = CollectionViewSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// The errors UIKit would have raised while this snapshot was edited.
  public private(set) var raisedExceptions: [SnapshotError] = []

  /// An empty snapshot.
  public init() {}

  init(_ value: CollectionViewSnapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.value = value
  }

  private mutating func edit(
    _ change: (inout CollectionViewSnapshot<SectionIdentifierType, ItemIdentifierType>)
      throws(SnapshotError) -> Void
  ) {
    do throws(SnapshotError) {
      try change(&value)
    } catch {
      raisedExceptions.append(error)
    }
  }

  // MARK: Reading

  /// The number of items.
  public var numberOfItems: Int { value.numberOfItems }
  /// The number of sections.
  public var numberOfSections: Int { value.numberOfSections }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { value.sectionIdentifiers }
  /// The items, in order.
  public var itemIdentifiers: [ItemIdentifierType] { value.itemIdentifiers }
  /// The items marked for reloading.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { value.reloadedItemIdentifiers }
  /// The items marked for reconfiguring.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    value.reconfiguredItemIdentifiers
  }
  /// The sections marked for reloading.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    value.reloadedSectionIdentifiers
  }

  /// The number of items in a section; 0 (and an exception kept) when it is not there.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    (try? value.numberOfItems(inSection: identifier)) ?? 0
  }

  /// The items of a section; none when it is not there.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    (try? value.itemIdentifiers(inSection: identifier)) ?? []
  }

  /// The section that holds an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    value.sectionIdentifier(containingItem: identifier)
  }

  /// The position of an item among all items.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    value.indexOfItem(identifier)
  }

  /// The position of a section.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    value.indexOfSection(identifier)
  }

  // MARK: Items

  /// Appends items to a section, the last one by default.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
    }
  }

  /// Inserts items before an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier)
    }
  }

  /// Inserts items after an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.insertItems(identifiers, afterItem: afterIdentifier)
    }
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.deleteItems(identifiers) }
  }

  /// Deletes every item and section.
  public mutating func deleteAllItems() { value.deleteAllItems() }

  /// Moves an item before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.moveItem(identifier, beforeItem: toIdentifier)
    }
  }

  /// Moves an item after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.moveItem(identifier, afterItem: toIdentifier)
    }
  }

  /// Marks items for reloading: new cells.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.reloadItems(identifiers) }
  }

  /// Marks items for reconfiguring: the same cells, configured again.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.reconfigureItems(identifiers) }
  }

  // MARK: Sections

  /// Appends sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.appendSections(identifiers) }
  }

  /// Inserts sections before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.insertSections(identifiers, beforeSection: toIdentifier)
    }
  }

  /// Inserts sections after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.insertSections(identifiers, afterSection: toIdentifier)
    }
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.deleteSections(identifiers) }
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.moveSection(identifier, beforeSection: toIdentifier)
    }
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    edit { snapshot throws(SnapshotError) in
      try snapshot.moveSection(identifier, afterSection: toIdentifier)
    }
  }

  /// Marks sections for reloading.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.reloadSections(identifiers) }
  }

  /// Marks sections for reconfiguring (iOS 15).
  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
    edit { snapshot throws(SnapshotError) in try snapshot.reconfigureSections(identifiers) }
  }
}
