import TransitionSimEngine

/// What a reorder by the user changed: UIKit's `NSDiffableDataSourceTransaction`.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The snapshot before the reorder.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change of the whole list of items.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change of each section whose items changed.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction from `initial` to `final`.
  ///
  /// - Complexity: O(*n* · *d*) for *n* items and *d* differences (the standard library's diff).
  init(
    from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    sectionTransactions = final.sectionIdentifiers.compactMap { section in
      let before = initial.itemIdentifiers(inSection: section)
      let after = final.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      var initialSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      initialSection.append(before)
      var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      finalSection.append(after)
      return NSDiffableDataSourceSectionTransaction(
        sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
        difference: after.difference(from: before))
    }
  }
}

/// What a reorder changed in one section: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// Its items before the reorder.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Its items after it.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change of its items.
  public let difference: CollectionDifference<ItemIdentifierType>
}
