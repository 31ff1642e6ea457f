import Foundation

extension CollectionView {
  //===--- performBatchUpdates ----------------------------------------------===//

  /// Animates several changes at once, as `performBatchUpdates(_:completion:)`.
  ///
  /// Inside `updates`, `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`,
  /// `moveItem(at:to:)`, `insertSections(_:)`, `deleteSections(_:)`, `reloadSections(_:)` and
  /// `moveSection(_:toSection:)` only record; their order does not matter. Index paths follow
  /// UIKit's conventions: deletes, reloads and move sources name positions before the update;
  /// inserts and move destinations name positions after it.
  ///
  /// The data after the update is derived from the operations (inserted items get the
  /// identifiers passed to `insertItems(at:identifiers:)`, or generated ones), or, with
  /// `dataAfterUpdate`, is what a data source that already changed its model answers — which is
  /// how UIKit's most common crash is reproduced:
  ///
  /// ```swift
  /// // The data source has 3 items, but the update inserts none:
  /// try view.performBatchUpdates({}, dataAfterUpdate: .itemCounts([3]))
  /// // throws "Invalid update: invalid number of items in section 0.  The number of items …"
  /// ```
  ///
  /// A rejected update throws ``BatchUpdateError`` with UIKit's message and leaves the collection
  /// view as it was: data, layout and content offset. Batches nest; only the outermost one runs
  /// the update, and nested calls return an empty transition.
  ///
  /// - Parameters:
  ///   - updates: Records the operations; `nil` animates a pending layout change alone.
  ///   - dataAfterUpdate: The data source's answers after the update, or `nil` to derive them.
  ///   - animation: The timing; 0.3 s easeInEaseOut by default
  ///     (``AnimationParameters/collectionViewDefault``; UIKit does not document its own).
  /// - Returns: The transition: a track per animated element, with the layout calls made.
  /// - Throws: ``BatchUpdateError``, ``CollectionViewLayoutError``, or whatever `updates` throws.
  /// - Complexity: O(*m* log *m* + *n*) for *m* operations on *n* items, plus the layout's work.
  @discardableResult
  public func performBatchUpdates(
    _ updates: (() throws -> Void)?, dataAfterUpdate: DataAfterUpdate? = nil,
    animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition {
    let isOutermost = recording == nil
    if isOutermost { recording = BatchUpdate() }
    do {
      try updates?()
    } catch {
      if isOutermost { recording = nil }
      throw error
    }
    guard isOutermost else { return emptyTransition(animation) }
    let update = recording ?? BatchUpdate()
    recording = nil
    return try run(update, dataAfter: dataAfterUpdate, animation: animation)
  }

  /// Runs an already recorded update, as `performBatchUpdates` would with the same operations;
  /// inside a batch, its operations join the ones already recorded.
  @discardableResult
  public func performBatchUpdates(
    _ update: BatchUpdate, dataAfterUpdate: DataAfterUpdate? = nil,
    animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition {
    if recording != nil {
      recording?.operations += update.operations
      return emptyTransition(animation)
    }
    return try run(update, dataAfter: dataAfterUpdate, animation: animation)
  }

  /// Plans and runs `update`, keeping its transition in `lastTransition`.
  private func run(
    _ update: BatchUpdate, dataAfter: DataAfterUpdate?, animation: AnimationParameters
  ) throws -> Transition {
    let transition = try runCheckingCounts(update, dataAfter: dataAfter, animation: animation)
    lastTransition = transition
    return transition
  }

  private func emptyTransition(_ animation: AnimationParameters) -> Transition {
    var transition = Transition(
      kind: .batchUpdate, tracks: [], contentOffsetBefore: contentOffset,
      contentOffsetAfter: contentOffset, contentSizeBefore: contentSize,
      contentSizeAfter: contentSize, updateItems: [], layoutCalls: [], animation: animation)
    transition.viewportSize = bounds.size
    return transition
  }

  /// Records `change` inside a batch, or runs it as its own animated update outside one (as
  /// UIKit does), keeping its transition in `lastTransition`.
  private func record(_ change: (inout BatchUpdate) throws(BatchUpdateError) -> Void) throws {
    if var update = recording {
      recording = nil
      defer { recording = update }
      try change(&update)
    } else {
      var update = BatchUpdate()
      try change(&update)
      try performBatchUpdates(update)
    }
  }

  //===--- Item operations ----------------------------------------------------===//

  /// Inserts items at index paths after the update, with the identifiers they get.
  ///
  /// - Parameters:
  ///   - indexPaths: The index paths after the update.
  ///   - identifiers: one per index path, in the same order; `nil` generates them
  ///     (`new-1`, `new-2`, …).
  /// - Throws: ``BatchUpdateError/insertedIdentifierCountMismatch(expected:given:)`` when the
  ///   counts differ; outside a batch, whatever the update throws.
  public func insertItems(at indexPaths: [IndexPath], identifiers: [String]? = nil) throws {
    try record { update throws(BatchUpdateError) in
      try update.insertItems(at: indexPaths, identifiers: identifiers)
    }
  }

  /// Deletes the items at index paths before the update.
  public func deleteItems(at indexPaths: [IndexPath]) throws {
    try record { $0.deleteItems(at: indexPaths) }
  }

  /// Reloads the items at index paths before the update: each is replaced in place.
  public func reloadItems(at indexPaths: [IndexPath]) throws {
    try record { $0.reloadItems(at: indexPaths) }
  }

  /// Reconfigures the items at index paths before the update (`reconfigureItems(at:)`, iOS 15):
  /// their cells are kept, and self-sizing cells are measured again, a size change animating
  /// with the update.
  ///
  /// Outside a batch, an update of its own.
  public func reconfigureItems(at indexPaths: [IndexPath]) throws {
    try record { $0.reconfigureItems(at: indexPaths) }
  }

  /// Moves an item from its index path before the update to its index path after.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
    try record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  //===--- Section operations -------------------------------------------------===//

  /// Inserts sections, numbered after the update, with the identifiers of their items.
  ///
  /// - Parameters:
  ///   - sections: The sections, numbered after the update.
  ///   - identifiers: the items of each inserted section, in ascending section order;
  ///     `nil` inserts empty sections.
  /// - Throws: ``BatchUpdateError`` when the operation is invalid; outside a batch, whatever the
  ///   update throws.
  public func insertSections(_ sections: IndexSet, identifiers: [[String]]? = nil) throws {
    try record { update throws(BatchUpdateError) in
      try update.insertSections(sections, identifiers: identifiers)
    }
  }

  /// Deletes sections, numbered before the update, with all their items.
  public func deleteSections(_ sections: IndexSet) throws {
    try record { $0.deleteSections(sections) }
  }

  /// Reloads sections, numbered before the update.
  public func reloadSections(_ sections: IndexSet) throws {
    try record { $0.reloadSections(sections) }
  }

  /// Moves a section from its number before the update to its number after.
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try record { $0.moveSection(section, toSection: newSection) }
  }
}
