import Foundation

/// Everything a batch update may change on a collection view, taken before its first change: the
/// one rollback path of the ``UpdatePlanner``.
///
/// Restoring puts back the data, the section identifiers, the content offset and size, the
/// on-screen state and the identifier counter, and invalidates the layout's data-source counts so
/// its next pass lays out the data before the update again; the layout's update state is cleared.
/// Caches derived from the data (the identifier index and set) are dropped and rebuilt on demand.
struct CollectionViewCheckpoint {
  /// The data before the update.
  let itemIdentifiers: [[String]]
  /// The section identifiers before the update (`nil`: named by position).
  let sectionIdentifiers: [String]?
  /// The content offset and size before the update.
  let contentOffset: CGPoint
  let contentSize: CGSize
  /// What was on screen before the update.
  let onScreen: OnScreenSnapshot
  /// The counter behind generated identifiers (`new-1`, `new-2`, …).
  let generatedIdentifierCount: Int
  /// What was measured, and the preferred sizes the layout had accepted.
  let selfSizing: SelfSizingState
  let preferredItemSizes: [String: CGSize]
  let preferredSupplementarySizes: [String: CGSize]
  /// The orthogonal sections' offsets.
  let orthogonalOffsets: [Int: CGFloat]

  /// Takes a checkpoint of `view`, whose layout must be valid.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when capturing what is on screen runs a layout pass
  ///   that fails.
  /// - Complexity: O(1) plus the on-screen snapshot when there is none; the data is shared, not
  ///   copied.
  init(of view: CollectionView) throws {
    onScreen = try view.currentSnapshot()
    itemIdentifiers = view.itemIdentifiers
    sectionIdentifiers = view.storedSectionIdentifiers
    contentOffset = view.contentOffset
    contentSize = view.contentSize
    generatedIdentifierCount = view.generatedIdentifierCount
    selfSizing = view.selfSizing
    preferredItemSizes = view.collectionViewLayout.preferredItemSizes
    preferredSupplementarySizes = view.collectionViewLayout.preferredSupplementarySizes
    orthogonalOffsets = view.orthogonalOffsets
  }

  /// Puts `view` back as it was when the checkpoint was taken.
  ///
  /// - Complexity: O(1) plus the layout's invalidation.
  func restore(_ view: CollectionView) {
    let layout = view.collectionViewLayout
    layout.activeUpdate = nil
    layout.updateState = nil
    view.itemIdentifiers = itemIdentifiers
    view.storedSectionIdentifiers = sectionIdentifiers
    view.identifierSet = nil
    view.identifierIndex = nil
    view.storedContentOffset = contentOffset
    view.generatedIdentifierCount = generatedIdentifierCount
    view.selfSizing = selfSizing
    layout.preferredItemSizes = preferredItemSizes
    layout.preferredSupplementarySizes = preferredSupplementarySizes
    view.orthogonalOffsets = orthogonalOffsets
    layout.invalidateLayout(
      with: layout.makeInvalidationContext(everything: false, dataSourceCounts: true))
    view.contentSize = contentSize
    view.snapshot = onScreen
  }
}
