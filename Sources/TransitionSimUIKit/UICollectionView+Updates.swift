import TransitionSimEngine

extension UICollectionView {
  /// Animates several changes at once: UIKit's `performBatchUpdates(_:completion:)`.
  ///
  /// Inside `updates`, the item and section methods record; the data source's counts are read
  /// after `updates` returns, as UIKit reads them, and must agree with the operations. The
  /// engine plans and animates the update (``engineView``'s `lastTransition`), then `completion`
  /// runs with `true`; a rejected update leaves the view as it was, keeps UIKit's message in
  /// ``raisedExceptions`` and runs `completion` with `false`. Calls nest; the outermost one
  /// runs the update, and then every nested call's completion, in the order of the calls.
  ///
  /// - Parameters:
  ///   - updates: Changes the model and records the operations.
  ///   - completion: Told whether the update ran.
  /// - Complexity: O(*m* log *m* + *n*) for *m* operations on *n* items, plus the layout's work.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let isOutermost = recordedUpdate == nil
    if isOutermost { recordedUpdate = BatchUpdate() }
    if let completion { pendingCompletions.append(completion) }
    updates?()
    guard isOutermost else { return }
    let update = recordedUpdate ?? BatchUpdate()
    recordedUpdate = nil
    let finished = run(update)
    let completions = pendingCompletions
    pendingCompletions = []
    for completion in completions { completion(finished) }
  }

  /// Inserts items at index paths after the update.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { update throws(BatchUpdateError) in try update.insertItems(at: indexPaths) }
  }

  /// Deletes items at index paths before the update.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deleteItems(at: indexPaths) }
  }

  /// Reloads items: each is replaced by a new cell in place.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadItems(at: indexPaths) }
  }

  /// Moves an item from its index path before the update to one after it.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts sections at indexes after the update.
  public func insertSections(_ sections: IndexSet) {
    record { update throws(BatchUpdateError) in try update.insertSections(sections) }
  }

  /// Deletes sections at indexes before the update.
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deleteSections(sections) }
  }

  /// Reloads sections.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadSections(sections) }
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }

  /// Records `change` inside a batch, or runs it as its own animated update outside one, as
  /// UIKit does.
  private func record(_ change: (inout BatchUpdate) throws(BatchUpdateError) -> Void) {
    if var update = recordedUpdate {
      catching { try change(&update) }
      recordedUpdate = update
    } else {
      var update = BatchUpdate()
      guard catching({ try change(&update) }) else { return }
      run(update)
    }
  }

  /// Runs `update` on the engine with the data source's counts after it.
  ///
  /// - Returns: Whether the update ran.
  @discardableResult
  private func run(_ update: BatchUpdate) -> Bool {
    let after: DataAfterUpdate? = dataSource == nil ? nil : .itemCounts(dataSourceCounts())
    let ran = catching { try engineView.performBatchUpdates(update, dataAfterUpdate: after) }
    if ran { updateVisibleCells(reloading: reloadedIdentifiers()) }
    return ran
  }
}
