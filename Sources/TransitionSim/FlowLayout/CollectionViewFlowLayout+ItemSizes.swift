import Foundation

extension CollectionViewFlowLayout {
  /// The size an item not yet measured is laid out at: ``estimatedItemSize``, or ``itemSize``
  /// when the estimate is ``automaticSize``.
  var estimateForUnmeasuredItems: CGSize {
    estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
  }

  /// Reads the sizes of a section's `count` items into `sizes`: the delegate's, or, when the
  /// layout estimates sizes, each item's accepted preferred size or the estimate. Returns whether
  /// every item has the same size, or `nil` after raising an error for an invalid size.
  ///
  /// When estimating, the delegate's `collectionView(_:layout:sizeForItemAt:)` is not asked: UIKit
  /// is reported not to call it once `estimatedItemSize` is set (inferred).
  ///
  /// - Complexity: O(*n*) for *n* items, with one delegate call or one dictionary lookup per item
  ///   (none when no size has been accepted yet).
  func readItemSizes(
    _ count: Int, section: Int, delegate: CollectionViewDelegateFlowLayout?,
    into sizes: UnsafeMutableBufferPointer<CGSize>, in collectionView: CollectionView
  ) -> Bool? {
    var path = IndexPath(item: 0, section: section)
    // One loop per source, so no loop unwraps an optional or copies an existential per item;
    // the delegate's sizes are checked as they arrive, the others in one pass after (which also
    // names the first invalid size a delegate returned).
    if estimatesItemSizes {
      let estimate = estimateForUnmeasuredItems
      let preferred = preferredItemSizes
      let identifiers =
        !preferred.isEmpty && collectionView.itemIdentifiers.indices.contains(section)
        ? collectionView.itemIdentifiers[section] : []
      for item in 0..<count {
        sizes[item] = item < identifiers.count ? preferred[identifiers[item]] ?? estimate : estimate
      }
    } else if let delegate {
      // One index path, its item updated in place: no path is built per item. The sizes are
      // checked and compared as they arrive, so the common case makes no second pass; every item
      // is still asked for, as UIKit asks, before an invalid one is raised.
      var allValid = true
      var isFixedSize = true
      for item in 0..<count {
        path[1] = item
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
        sizes[item] = size
        allValid = allValid && Self.isValidItemSize(size)
        isFixedSize = isFixedSize && size == sizes[0]
      }
      if allValid { return isFixedSize }
    } else {
      for item in 0..<count { sizes[item] = itemSize }
    }
    var isFixedSize = true
    let first = sizes[0]
    for item in 0..<count {
      let size = sizes[item]
      guard Self.isValidItemSize(size) else {
        path[1] = item
        raise(Self.invalidSizeError(path, size))
        return nil
      }
      // Once a size differs the comparison stops: one test per item from then on.
      if isFixedSize && size != first { isFixedSize = false }
    }
    return isFixedSize
  }
}
