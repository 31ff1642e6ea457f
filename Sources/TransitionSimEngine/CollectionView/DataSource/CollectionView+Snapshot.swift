import Foundation

/// Snapshots and diffing: what `UICollectionViewDiffableDataSource` adds to a collection view.
///
/// The collection view's data is sections of item identifiers (`itemIdentifiers`); a
/// ``CollectionViewSnapshot`` also names the sections. The collection view keeps the section
/// identifiers of the last applied snapshot (``sectionIdentifiers``), follows them through later
/// batch updates (a moved section keeps its identifier), and names sections by position — "0",
/// "1", … — until a snapshot is applied, and again after `reloadData(_:)`.
extension CollectionView {
  /// The identifiers of the sections, in order.
  ///
  /// Those of the last applied snapshot, followed through later batch updates (sections inserted
  /// by a batch are named by their index, or `section-1`, `section-2`, … when that name is
  /// taken); "0", "1", … by position when no snapshot was applied since the data was loaded.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionIdentifiers: [String] {
    if let stored = storedSectionIdentifiers, stored.count == itemIdentifiers.count {
      return stored
    }
    return (0..<itemIdentifiers.count).map(String.init)
  }

  /// The data as a snapshot: ``sectionIdentifiers`` and their items, as the diffable data
  /// source's `snapshot()`.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when the data repeats an item
  ///   identifier (possible only with data loaded that way).
  /// - Complexity: O(*n*) for *n* items.
  public func dataSourceSnapshot() throws(SnapshotError) -> CollectionViewSnapshot<String, String> {
    try CollectionViewSnapshot(sections: Array(zip(sectionIdentifiers, itemIdentifiers)))
  }

  /// Shows a new snapshot, as the diffable data source's `apply(_:animatingDifferences:)`.
  ///
  /// Animated, the snapshot is diffed against the data shown (``CollectionViewSnapshot/difference(from:)``:
  /// the fewest moves, reloads as reloads where UIKit allows them) and the batch runs through
  /// `performBatchUpdates(_:dataAfterUpdate:animation:)` with the snapshot as the data source's
  /// answers, so it is validated like any batch and leaves the collection view unchanged when it
  /// throws. Reconfigured items are not part of the batch: their cells stay.
  ///
  /// Call it outside `performBatchUpdates`, as UIKit requires of a diffable data source.
  ///
  /// Not animated, it follows the collection view's ``iOSVersion``:
  /// - before iOS 15, "the collection view's content is reloaded immediately" (Apple's
  ///   documentation of `apply(_:animatingDifferences:)`): `reloadData(_:)` with the snapshot's
  ///   items, then a layout pass; the transition returned is of kind
  ///   ``Transition/Kind/reloadData``, with no tracks, no update items and a duration of 0, and
  ///   `lastTransition` is left as it was, as after `reloadData`;
  /// - from iOS 15 it still computes the difference and applies the changes as a batch update
  ///   without animation (WWDC 2021 "Make blazing fast lists and collection views"): the layout
  ///   sees the inserts, deletes and moves, cells that stay are kept, and every track of the
  ///   transition takes 0 s.
  ///
  /// A snapshot that reconfigures items needs iOS 15 (``SnapshotError/unavailable(api:introduced:target:)``).
  ///
  /// The identifiers may be any `Hashable` types, an app's own sections and items: the view shows
  /// each under its description (``CollectionViewSnapshot/namedByDescription()``), and refuses
  /// two that describe themselves alike (``SnapshotNameCollision``). Strings are their own names.
  ///
  /// ```swift
  /// var snapshot = try collectionView.dataSourceSnapshot()
  /// try snapshot.deleteItems(["B"])
  /// try snapshot.appendItems(["Z"], toSection: "0")
  /// let transition = try collectionView.apply(snapshot)
  /// transition.tracks(with: .inserted).map(\.element.itemIdentifier)  // ["Z"]
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The data to show.
  ///   - animatingDifferences: Whether to animate the change as a batch update.
  ///   - animation: The timing; 0.3 s easeInEaseOut by default
  ///     (``AnimationParameters/collectionViewDefault``; UIKit does not document its own).
  /// - Returns: The transition of the batch update (empty when reloaded).
  /// - Throws: ``SnapshotError`` when the data shown repeats an item identifier;
  ///   ``SnapshotNameCollision`` when two identifiers describe themselves alike;
  ///   ``BatchUpdateError`` or ``CollectionViewLayoutError`` as `performBatchUpdates` does.
  /// - Complexity: O(*n* + *m* log *m*) for *n* items of which *m* change order, plus the batch
  ///   update's and the layout's work.
  @discardableResult
  public func apply<SectionIdentifier: Hashable, ItemIdentifier: Hashable>(
    _ snapshot: CollectionViewSnapshot<SectionIdentifier, ItemIdentifier>,
    animatingDifferences: Bool = true, animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition {
    // Identifiers that are strings already are their own names.
    let named =
      try snapshot as? CollectionViewSnapshot<String, String> ?? snapshot.namedByDescription()
    return try applyNamed(named, animatingDifferences: animatingDifferences, animation: animation)
  }

  /// `apply(_:animatingDifferences:animation:)` of a snapshot whose identifiers are the names the
  /// view shows.
  private func applyNamed(
    _ snapshot: CollectionViewSnapshot<String, String>, animatingDifferences: Bool,
    animation: AnimationParameters
  ) throws -> Transition {
    if iOSVersion < .iOS15,
      !snapshot.reconfiguredItemIdentifiers.isEmpty
        || !snapshot.reconfiguredSectionIdentifiers.isEmpty
    {
      throw SnapshotError.unavailable(
        api: "reconfigureItems(_:)", introduced: "15.0", target: iOSVersion)
    }
    guard animatingDifferences || iOSVersion >= .iOS15 else {
      return try reload(showing: snapshot, curve: animation.curve)
    }
    let current = try dataSourceSnapshot()
    let update = snapshot.difference(from: current)
    // Reconfigured cells are configured again: self-sizing ones are measured again in the
    // update, so a new size animates with it (Apple's documentation of `reconfigureItems(_:)`: the
    // existing cell is configured again; its measuring again is inferred).
    let saved = selfSizing
    for identifier in snapshot.reconfiguredItemIdentifiers { markStale(identifier) }
    for section in snapshot.reconfiguredSectionIdentifiers {
      for identifier in (try? snapshot.itemIdentifiers(inSection: section)) ?? [] {
        markStale(identifier)
      }
    }
    let transition: Transition
    do {
      transition = try performBatchUpdates(
        update, dataAfterUpdate: .identifiers(snapshot.items),
        animation: animatingDifferences ? animation : .immediate)
    } catch {
      selfSizing = saved
      throw error
    }
    storedSectionIdentifiers = snapshot.sections
    return transition
  }

  /// Shows `snapshot` by reloading the data, without computing a diff or animating: UIKit's
  /// `applySnapshotUsingReloadData(_:)` (iOS 15), which, in Apple's documentation, resets the UI to
  /// the snapshot's data without computing a diff or animating the changes.
  ///
  /// The transition is of kind ``Transition/Kind/reloadData``.
  ///
  /// - Throws: ``SnapshotError/unavailable(api:introduced:target:)`` before iOS 15;
  ///   ``SnapshotError`` for repeated identifiers; ``CollectionViewLayoutError`` when the
  ///   layout pass fails.
  /// - Complexity: O(*n*) plus a layout pass.
  @discardableResult
  public func applySnapshotUsingReloadData(
    _ snapshot: CollectionViewSnapshot<String, String>
  ) throws -> Transition {
    guard iOSVersion >= .iOS15 else {
      throw SnapshotError.unavailable(
        api: "applySnapshotUsingReloadData(_:)", introduced: "15.0", target: iOSVersion)
    }
    return try reload(showing: snapshot, curve: AnimationParameters.collectionViewDefault.curve)
  }

  /// Reloads the data to show `snapshot`, with a transition of kind `reloadData` that takes no
  /// time.
  private func reload(
    showing snapshot: CollectionViewSnapshot<String, String>, curve: AnimationCurve
  ) throws -> Transition {
    let offset = contentOffset
    let sizeBefore = contentSize
    reloadData(snapshot.items)
    storedSectionIdentifiers = snapshot.sections
    try layoutIfNeeded()
    let instant = (try? AnimationParameters(duration: 0, curve: curve)) ?? .immediate
    var transition = Transition(
      kind: .reloadData, tracks: [], contentOffsetBefore: offset,
      contentOffsetAfter: contentOffset, contentSizeBefore: sizeBefore,
      contentSizeAfter: contentSize, updateItems: [], layoutCalls: [], animation: instant)
    transition.viewportSize = bounds.size
    return transition
  }

  /// Shows new data given as plain sections of item identifiers, as a scenario's `apply` step:
  /// section *i* keeps the identifier of the section shown at index *i* (so sections never move;
  /// extra sections are inserted at the end, missing ones deleted from the end), and items are
  /// matched by identifier, within and across sections.
  ///
  /// ```swift
  /// // Showing [["A", "B", "C"], ["D"]]:
  /// try collectionView.apply(identifiers: [["C", "A"], ["D", "B"]])
  /// // B moves to section 1; A or C moves (one move is the fewest).
  /// ```
  ///
  /// - Parameters:
  ///   - identifiers: The items of each section.
  ///   - animatingDifferences: Whether to animate the change as a batch update.
  ///   - animation: The timing; 0.3 s easeInEaseOut by default.
  /// - Returns: The transition (see ``apply(_:animatingDifferences:animation:)``).
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `identifiers` repeats an item;
  ///   otherwise as ``apply(_:animatingDifferences:animation:)``.
  /// - Complexity: As ``apply(_:animatingDifferences:animation:)``.
  @discardableResult
  public func apply(
    identifiers: [[String]], animatingDifferences: Bool = true,
    animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition {
    let current = sectionIdentifiers
    var used = Set(current.prefix(identifiers.count))
    var names = Array(current.prefix(identifiers.count))
    var counter = 0
    for index in names.count..<identifiers.count {
      let name = Self.freshSectionIdentifier(preferring: index, avoiding: used, counter: &counter)
      used.insert(name)
      names.append(name)
    }
    let snapshot = try CollectionViewSnapshot(sections: Array(zip(names, identifiers)))
    return try apply(
      snapshot, animatingDifferences: animatingDifferences, animation: animation)
  }

  /// The section identifiers after a batch update: survivors keep theirs (a reloaded section
  /// too), inserted sections get a fresh one.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  func sectionIdentifiers(after plan: BatchUpdatePlan, _ old: [String]) -> [String] {
    var oldIndexOf = plan.sections.oldSection
    for item in plan.updateItems where item.updateAction == .reload && item.isSectionOperation {
      if let before = item.indexPathBeforeUpdate?.section,
        let after = item.indexPathAfterUpdate?.section, oldIndexOf.indices.contains(after)
      {
        oldIndexOf[after] = before
      }
    }
    var names: [String?] = oldIndexOf.map { index in
      index.flatMap { old.indices.contains($0) ? old[$0] : nil }
    }
    var used = Set(names.compactMap { $0 })
    var counter = 0
    for index in names.indices where names[index] == nil {
      let name = Self.freshSectionIdentifier(preferring: index, avoiding: used, counter: &counter)
      used.insert(name)
      names[index] = name
    }
    return names.map { $0 ?? "" }
  }

  /// `"\(index)"` when free, else the first free `section-1`, `section-2`, ….
  private static func freshSectionIdentifier(
    preferring index: Int, avoiding used: Set<String>, counter: inout Int
  ) -> String {
    let preferred = String(index)
    if !used.contains(preferred) { return preferred }
    while true {
      counter += 1
      let candidate = "section-\(counter)"
      if !used.contains(candidate) { return candidate }
    }
  }
}
