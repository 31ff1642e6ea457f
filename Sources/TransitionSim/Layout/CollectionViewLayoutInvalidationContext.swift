import Foundation

/// Which parts of a layout need recomputing: UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// `invalidateLayout()` sends a context that invalidates everything; a data change sends one that
/// invalidates the data-source counts; a bounds change sends the one the layout's
/// `invalidationContext(forBoundsChange:)` made. Layouts may subclass it to carry their own flags,
/// as `CollectionViewFlowLayoutInvalidationContext` does.
open class CollectionViewLayoutInvalidationContext {
  /// Whether the whole layout is invalid (set by `invalidateLayout()`).
  public internal(set) var invalidateEverything: Bool
  /// Whether the number of sections or items changed (set by `reloadData()` and batch updates).
  public internal(set) var invalidateDataSourceCounts: Bool
  /// How much to add to the content offset after the layout is recomputed.
  public var contentOffsetAdjustment: CGPoint = .zero
  /// How much to add to the content size after the layout is recomputed.
  public var contentSizeAdjustment: CGSize = .zero

  /// A context that invalidates nothing by itself.
  public init() {
    invalidateEverything = false
    invalidateDataSourceCounts = false
  }

  init(everything: Bool, dataSourceCounts: Bool) {
    invalidateEverything = everything
    invalidateDataSourceCounts = dataSourceCounts
  }
}
