import Foundation

/// Which parts of a layout need recomputing: UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// `invalidateLayout()` sends a context that invalidates everything; a data change sends one that
/// invalidates the data-source counts; a bounds change sends the one the layout's
/// `invalidationContext(forBoundsChange:)` made; a self-sizing cell sends the one its
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` made. Layouts may
/// subclass it to carry their own flags, as `CollectionViewFlowLayoutInvalidationContext` does.
///
/// When the collection view receives a context (through `invalidateLayout(with:)`), it adds
/// ``contentOffsetAdjustment`` to its content offset and ``contentSizeAdjustment`` to its content
/// size at once, before the layout is prepared again (Apple's documentation of
/// `UICollectionViewLayoutInvalidationContext`: the adjustments are added to the offset and the
/// size, so the same content stays under the finger). The next layout pass then sets the content
/// size to the layout's own answer. Contexts that arrive before the next pass are merged: flags are
/// or-ed, index paths united, adjustments summed.
open class CollectionViewLayoutInvalidationContext {
  /// Whether the whole layout is invalid (set by `invalidateLayout()`).
  public internal(set) var invalidateEverything: Bool
  /// Whether the number of sections or items changed (set by `reloadData()` and batch updates).
  public internal(set) var invalidateDataSourceCounts: Bool
  /// How much to add to the content offset after the layout is recomputed.
  public var contentOffsetAdjustment: CGPoint = .zero
  /// How much to add to the content size after the layout is recomputed.
  public var contentSizeAdjustment: CGSize = .zero
  /// The items named invalid (`invalidateItems(at:)`), in the order named; `nil` when none is.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views named invalid, by kind; `nil` when none is.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// The decoration views named invalid, by kind; `nil` when none is.
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

  /// The preferred sizes of self-sized items this context carries to the layout, by identifier
  /// (see ``CollectionViewLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``).
  var preferredItemSizes: [(identifier: String, indexPath: IndexPath, size: CGSize)] = []
  /// The preferred sizes of self-sized supplementary views this context carries, by identity.
  var preferredSupplementarySizes: [(identity: String, size: CGSize)] = []

  /// Whether the context only carries self-sizing resizes: the preferred sizes of the items it
  /// names, and nothing else invalid.
  var isSelfSizingOnly: Bool {
    !invalidateEverything && !invalidateDataSourceCounts && !preferredItemSizes.isEmpty
      && invalidatedSupplementaryIndexPaths == nil && invalidatedDecorationIndexPaths == nil
      && invalidatedItemIndexPaths?.count == preferredItemSizes.count
  }

  /// A context that invalidates nothing by itself.
  ///
  /// Required, so that a layout can make contexts of a subclass it names by its class.
  public required init() {
    invalidateEverything = false
    invalidateDataSourceCounts = false
  }

  init(everything: Bool, dataSourceCounts: Bool) {
    invalidateEverything = everything
    invalidateDataSourceCounts = dataSourceCounts
  }

  /// Takes the whole-layout and data-source flags of `other`, for a context of another class
  /// made in its place.
  ///
  /// - Complexity: O(1).
  package func copyFlags(from other: CollectionViewLayoutInvalidationContext) {
    invalidateEverything = other.invalidateEverything
    invalidateDataSourceCounts = other.invalidateDataSourceCounts
  }

  /// Names items whose attributes are invalid (`invalidateItems(at:)`).
  ///
  /// - Complexity: O(*k*) for *k* index paths.
  public func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Names supplementary views whose attributes are invalid.
  ///
  /// - Complexity: O(*k*) for *k* index paths.
  public func invalidateSupplementaryElements(
    ofKind elementKind: String, at indexPaths: [IndexPath]
  ) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  /// Names decoration views whose attributes are invalid.
  ///
  /// - Complexity: O(*k*) for *k* index paths.
  public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }

  /// Adds what `other` invalidates to this context: flags or-ed, index paths united in order,
  /// adjustments summed.
  ///
  /// - Complexity: O(*k*) in the index paths `other` names.
  func merge(_ other: CollectionViewLayoutInvalidationContext) {
    invalidateEverything = invalidateEverything || other.invalidateEverything
    invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
    contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
    contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
    contentSizeAdjustment.width += other.contentSizeAdjustment.width
    contentSizeAdjustment.height += other.contentSizeAdjustment.height
    preferredItemSizes += other.preferredItemSizes
    preferredSupplementarySizes += other.preferredSupplementarySizes
    if let paths = other.invalidatedItemIndexPaths { invalidateItems(at: paths) }
    for (kind, paths) in other.invalidatedSupplementaryIndexPaths ?? [:] {
      invalidateSupplementaryElements(ofKind: kind, at: paths)
    }
    for (kind, paths) in other.invalidatedDecorationIndexPaths ?? [:] {
      invalidateDecorationElements(ofKind: kind, at: paths)
    }
  }
}
