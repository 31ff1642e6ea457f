import Foundation

extension CollectionViewFlowLayout {
  /// The size an item not yet measured is laid out at: ``estimatedItemSize``, or ``itemSize``
  /// when the estimate is ``automaticSize``.
  var estimateForUnmeasuredItems: CGSize {
    estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
  }

  /// Reads the sizes of a section's `count` items into `sizes`: the delegate's, or, when the
  /// layout estimates sizes, each item's accepted preferred size or the estimate.
  ///
  /// The sizes are not checked here: the scan that breaks them into lines checks them
  /// (``ItemSizeBounds``), so the delegate's loop makes its calls and stores, nothing else.
  ///
  /// When estimating, the delegate's `collectionView(_:layout:sizeForItemAt:)` is not asked: UIKit
  /// is reported not to call it once `estimatedItemSize` is set (inferred).
  ///
  /// - Complexity: O(*n*) for *n* items, with one delegate call or one dictionary lookup per item
  ///   (none when no size has been accepted yet).
  func readItemSizes(
    _ count: Int, section: Int, delegate: CollectionViewDelegateFlowLayout?,
    into sizes: UnsafeMutableBufferPointer<CGSize>, in collectionView: CollectionView
  ) {
    // One loop per source, so no loop unwraps an optional or copies an existential per item.
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
      // One index path, its item updated in place: no path is built per item. Every item is
      // asked for, as UIKit asks, before an invalid size is raised.
      var path = IndexPath(item: 0, section: section)
      for item in 0..<count {
        path[1] = item
        sizes[item] = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
      }
    } else {
      for item in 0..<count { sizes[item] = itemSize }
    }
  }

  /// Checks a section's item sizes one by one: whether every item has the same size, or `nil`
  /// after raising an error for the first invalid size.
  ///
  /// The exact check, for a section whose ``ItemSizeBounds`` cannot tell.
  ///
  /// - Complexity: O(*n*) for *n* items.
  func checkItemSizes(_ sizes: UnsafeBufferPointer<CGSize>, section: Int) -> Bool? {
    var isFixedSize = true
    let first = sizes[0]
    for item in sizes.indices {
      let size = sizes[item]
      guard Self.isValidItemSize(size) else {
        raise(Self.invalidSizeError(IndexPath(item: item, section: section), size))
        return nil
      }
      // Once a size differs the comparison stops: one test per item from then on.
      if isFixedSize && size != first { isFixedSize = false }
    }
    return isFixedSize
  }

  /// Whether the flow layout can lay out an item of `size`: both sides positive and finite.
  static func isValidItemSize(_ size: CGSize) -> Bool {
    size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
  }

  /// The error for an item size the flow layout cannot lay out.
  ///
  /// A zero or negative size is UIKit's `NSInvalidArgumentException` ("negative or zero sizes are
  /// not supported in the flow layout", as in the binary of UXKit, Apple's macOS port). UIKit has
  /// no message for an infinite or NaN size (its check is for sizes ≤ 0; such a size ends in Core
  /// Animation's "CALayer position contains NaN"), so ours names the value: a width computed by
  /// dividing by a column count of zero is infinite.
  static func invalidSizeError(_ path: IndexPath, _ size: CGSize) -> CollectionViewLayoutError {
    func describe(_ name: String, _ value: CGFloat) -> String? {
      if value.isNaN { return "its \(name) is not a number" }
      if value.isInfinite { return "its \(name) is infinite" }
      return nil
    }
    guard let problem = describe("width", size.width) ?? describe("height", size.height) else {
      return .negativeOrZeroSize(indexPath: path, size: size)
    }
    return .invalidAttributes(
      element: .cell(path),
      reason: "the flow layout's item size \(size.width) × \(size.height) is not finite: "
        + "\(problem) (itemSize, or the delegate's collectionView(_:layout:sizeForItemAt:))")
  }
}

/// Running bounds over item sizes (their sum, smallest and largest width and height), which tell
/// with one test per section whether every size is valid and whether all are the same, where a
/// test per item would cost a branch or more for each.
///
/// A finite sum means every size is finite (a NaN makes the sum NaN, an infinity makes it infinite
/// or NaN); every size finite, a positive minimum means every size is positive, and a minimum and
/// maximum equal to the first size mean every size is the first. A sum that overflows cannot
/// tell, and neither can an invalid size: ``CollectionViewFlowLayout/checkItemSizes(_:section:)``
/// then checks item by item.
///
/// Sizes are taken as vectors (width, height). The sum and the maximum are taken a run of sizes
/// at a time (a line's, which the flow layout sums and bounds anyway), the minimum a size at a
/// time.
struct ItemSizeBounds {
  private var sum = SIMD2<Double>()
  private var minimum = SIMD2<Double>(repeating: .infinity)
  private var maximum = SIMD2<Double>()

  /// Takes `size` into the minimum.
  ///
  /// - Complexity: O(1): one vector minimum.
  @inline(__always)
  mutating func addToMinimum(_ size: SIMD2<Double>) {
    // The running minimum is the first operand, so `minpd` updates it in place. A NaN may replace
    // it, and a later size the NaN; the sum keeps the NaN.
    minimum = size.replacing(with: minimum, where: minimum .< size)
  }

  /// Takes the `sum` and the `maximum` (or zero, when larger) of a run of sizes.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  mutating func addLine(sum: SIMD2<Double>, maximum: SIMD2<Double>) {
    self.sum += sum
    self.maximum = self.maximum.replacing(with: maximum, where: maximum .> self.maximum)
  }

  /// The largest length along a line, every size valid: the widths' maximum when lines are
  /// vertical-scrolling rows, the heights' otherwise.
  ///
  /// - Complexity: O(1).
  func longest(vertical: Bool) -> CGFloat { CGFloat(vertical ? maximum.x : maximum.y) }

  /// Whether every size taken is `first`, when every size is valid; `nil` when the bounds cannot
  /// tell (a size is invalid, or the sum overflowed).
  ///
  /// - Complexity: O(1).
  func isFixedSize(first: CGSize) -> Bool? {
    guard sum.x.isFinite, sum.y.isFinite, minimum.x > 0, minimum.y > 0 else { return nil }
    let first = SIMD2(first.width.native, first.height.native)
    return minimum == first && maximum == first
  }
}
