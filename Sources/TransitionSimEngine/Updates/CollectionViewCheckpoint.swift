import Foundation

/// Everything a batch update may change on a collection view, taken before its first change: the
/// one rollback path of the ``UpdatePlanner``.
///
/// It is a copy of the view's ``CollectionViewState`` — the data, the section identifiers, the
/// content offset and size, what is on screen, self-sizing, the orthogonal offsets and the
/// identifier counter — with the preferred sizes the layout had accepted. Restoring assigns the
/// state back, drops the caches derived from the data (rebuilt on demand), clears the layout's
/// update state and invalidates its data-source counts, so its next pass lays out the data
/// before the update again.
struct CollectionViewCheckpoint {
  /// The view's state before the update, with what was on screen captured.
  let state: CollectionViewState
  /// What was on screen before the update.
  let onScreen: OnScreenSnapshot
  /// The preferred sizes the layout had accepted, by item and by supplementary view.
  let preferredItemSizes: [String: CGSize]
  let preferredSupplementarySizes: [String: CGSize]

  /// Takes a checkpoint of `view`, whose layout must be valid.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when capturing what is on screen runs a layout pass
  ///   that fails.
  /// - Complexity: O(1) plus the on-screen snapshot when there is none; the data is shared, not
  ///   copied.
  init(of view: CollectionView) throws {
    onScreen = try view.currentSnapshot()
    state = view.state
    preferredItemSizes = view.collectionViewLayout.preferredItemSizes
    preferredSupplementarySizes = view.collectionViewLayout.preferredSupplementarySizes
  }

  /// The data before the update.
  var itemIdentifiers: [[String]] { state.itemIdentifiers }

  /// Puts `view` back as it was when the checkpoint was taken.
  ///
  /// - Complexity: O(1) plus the layout's invalidation.
  func restore(_ view: CollectionView) {
    let layout = view.collectionViewLayout
    layout.activeUpdate = nil
    layout.updateState = nil
    view.state = state
    view.identifierSet = nil
    view.identifierIndex = nil
    layout.preferredItemSizes = preferredItemSizes
    layout.preferredSupplementarySizes = preferredSupplementarySizes
    layout.invalidateLayout(
      with: layout.makeInvalidationContext(everything: false, dataSourceCounts: true))
    // The invalidation counts itself in the self-sizing state, which keeps that count; the
    // content size and what is on screen are those before the update.
    view.contentSize = state.contentSize
    view.snapshot = onScreen
  }
}
