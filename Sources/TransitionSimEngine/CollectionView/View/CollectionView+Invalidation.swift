import Foundation

extension CollectionView {
  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(_ context: CollectionViewLayoutInvalidationContext) {
    logCall("invalidateLayout(with:)")
    selfSizing.invalidations &+= 1
    // Keep what was on screen before the layout changes, so the next update animates from it.
    if snapshot == nil && pendingInvalidation == nil && hasLaidOut && callLog == nil
      && !isInLayoutPass && !showsNewStateAtOnce
    {
      snapshot = captureSnapshot()
    }
    if let pending = pendingInvalidation, pending !== context {
      pending.merge(context)
    } else {
      pendingInvalidation = context
    }
    if context.invalidateDataSourceCounts { identifierIndex = nil }
    applyAdjustments(of: context)
  }

  /// Adds a context's content-offset and content-size adjustments at once, as UIKit does when it
  /// receives the context (Apple's documentation of `UICollectionViewLayoutInvalidationContext`);
  /// the next layout pass replaces the content size with the layout's answer.
  ///
  /// The offset moves without asking `shouldInvalidateLayout(forBoundsChange:)`: the layout that
  /// made the adjustment is being invalidated already (inferred; UIKit does not document it).
  private func applyAdjustments(of context: CollectionViewLayoutInvalidationContext) {
    let offset = context.contentOffsetAdjustment
    if offset.x != 0 || offset.y != 0, offset.x.isFinite, offset.y.isFinite {
      storedContentOffset.x += offset.x
      storedContentOffset.y += offset.y
    }
    let size = context.contentSizeAdjustment
    if size.width != 0 || size.height != 0, size.width.isFinite, size.height.isFinite {
      contentSize.width += size.width
      contentSize.height += size.height
    }
  }

  /// Invalidates the whole layout after a change of the insets, margins or traits it reads.
  ///
  /// A bounds-change context would not do: the flow layout's recomputes its lines only when the
  /// size changes, and these change the lines at the same size. What is on screen shows the new
  /// state at once, as for a bounds change without animation.
  func invalidateLayoutForEnvironmentChange() {
    showsNewStateAtOnce = true
    defer { showsNewStateAtOnce = false }
    collectionViewLayout.invalidateLayout()
    snapshot = nil
  }

  func invalidateLayoutForBoundsChange(
    to newBounds: CGRect, force: Bool, apply: () -> Void = {}
  ) {
    let layout = collectionViewLayout
    let invalidates = force || layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    let context = invalidates ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    apply()
    // A bounds change without animation shows the new state at once: what was on screen is not
    // kept (capturing it would query the layout for nothing, on every scroll step).
    showsNewStateAtOnce = true
    defer { showsNewStateAtOnce = false }
    if let context { layout.invalidateLayout(with: context) }
    snapshot = nil
  }
}
