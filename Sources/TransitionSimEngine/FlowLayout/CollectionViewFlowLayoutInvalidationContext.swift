import Foundation

/// A flow layout's invalidation context: `UICollectionViewFlowLayoutInvalidationContext`.
///
/// Both flags default to `true`. The flow layout's own context for a bounds change that only
/// moves the origin turns both off, so scrolling with pinned headers re-places the headers without
/// recomputing the lines.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// Whether the sizes, insets and spacings must be read from the delegate again.
  public var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the positions must be recomputed.
  public var invalidateFlowLayoutAttributes = true
}
