import Foundation

extension CollectionView {
  /// The most layout passes one `layoutIfNeeded()` runs while the layout keeps invalidating
  /// itself during its passes; past it the layout is reported as never settling.
  ///
  /// UIKit's limit is not documented, and no public source gives it; 8 is our choice, far above the
  /// one extra pass a layout that sets its metrics in `prepare()` needs.
  public static let maximumLayoutPasses = 8

  /// Runs a layout pass if the layout was invalidated: `prepare()`, then the content size, again
  /// while the layout invalidates itself during the pass; then self-sizes the displayed cells
  /// that need it (see ``preferredItemSize``).
  ///
  /// UIKit computes the layout before any query (`prepare()`, `collectionViewContentSize`, then
  /// `layoutAttributesForElements(in:)`, as the binary of UXKit, Apple's macOS port of the
  /// collection view, and PSTCollectionView both run them). A layout may set its own metrics in
  /// `prepare()` — Apple's `ColumnFlowLayout` sets `itemSize` after `super.prepare()` — which
  /// invalidates it while the pass runs; the pass then runs again, so the layout ends it valid. A
  /// layout still invalidating itself after ``maximumLayoutPasses`` passes never settles and the
  /// pass throws. Re-running is inferred: public descriptions of UIKit cover one pass, not how it
  /// treats an invalidation raised inside it.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when the layout raised one (the first pass that
  ///   raises throws it, and the layout stays invalid, so the next query raises it again), or
  ///   when it never settles.
  /// - Complexity: whatever the layout's `prepare()` and content size cost, times the number of
  ///   passes (at most ``maximumLayoutPasses``); O(1) when the layout is valid.
  public func layoutIfNeeded() throws {
    try layoutIfNeeded(measuring: .all)
  }

  /// As ``layoutIfNeeded()``, then the self-sizing cycle for the cells `scope` names (see
  /// ``selfSizeDisplayedCells(includingStale:)``); an update measures in its own phase.
  ///
  /// - Complexity: as ``layoutIfNeeded()``, plus the cycle when cells self-size: one bounds query
  ///   when none needs measuring.
  package func layoutIfNeeded(measuring scope: SelfSizingScope) throws {
    if pendingInvalidation != nil {
      contentSize = try runLayoutPasses(of: collectionViewLayout) { logCall($0) }
      hasLaidOut = true
    }
    switch scope {
    case .none: break
    case .newlyDisplayed: try selfSizeDisplayedCells(includingStale: false)
    case .all: try selfSizeDisplayedCells(includingStale: true)
    }
  }

  /// Runs `layout`'s passes until it stops invalidating itself during one, and returns its
  /// content size; used for a layout about to be installed as for the installed one.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when the layout raised one or never settles.
  /// - Complexity: as ``layoutIfNeeded()``.
  func runLayoutPasses(
    of layout: CollectionViewLayout, log: (String) -> Void
  ) throws -> CGSize {
    var size = try runLayoutPass(of: layout, log: log)
    var passes = 1
    while pendingInvalidation != nil {
      guard passes < Self.maximumLayoutPasses else {
        throw CollectionViewLayoutError.raised(Self.unsettledLayoutMessage(layout))
      }
      passes += 1
      size = try runLayoutPass(of: layout, log: log)
    }
    return size
  }

  /// One pass: `prepare()`, then the content size.
  ///
  /// An error raised in it is thrown, and the layout is left invalid so the next pass raises it
  /// again.
  private func runLayoutPass(
    of layout: CollectionViewLayout, log: (String) -> Void
  ) throws -> CGSize {
    pendingInvalidation = nil
    layout.raisedError = nil
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    log("prepare()")
    layout.prepare()
    log("collectionViewContentSize")
    let size = layout.collectionViewContentSize
    if let error = layout.raisedError {
      layout.raisedError = nil
      pendingInvalidation = CollectionViewLayoutInvalidationContext(
        everything: true, dataSourceCounts: false)
      throw error
    }
    return size
  }

  /// The message for a layout that invalidated itself in every one of its passes.
  static func unsettledLayoutMessage(_ layout: CollectionViewLayout) -> String {
    "the layout \(type(of: layout)) did not settle: it invalidated itself during each of "
      + "\(maximumLayoutPasses) consecutive layout passes (prepare() or the content size changed "
      + "a metric every time; set a metric only when its value changes)"
  }
}
