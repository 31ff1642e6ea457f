import Foundation

/// Where a pinned header or footer goes along the scrolling axis.
///
/// It is the one rule the flow and the compositional layouts share (Apple's documentation of
/// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`: a pinned header stays at the top
/// until the next header pushes it off; the clamp to the section is this library's reading of that,
/// and for the compositional layout it is inferred from the `pinToVisibleBounds` comment in
/// UICollectionViewCompositionalLayout.h: visible "while any portion of the host geometry (e.g.
/// section) is visible").
///
/// A header follows the start of the visible rect — inside the collection view's adjusted content
/// inset — from its natural place to the end of its section less what must stay after it (the
/// footer); a footer follows the end of the visible rect from its natural place back to the start
/// of its section plus what must stay before it (the header). The section's bound is applied
/// last: in a section shorter than its header and footer (an empty compositional section on
/// iOS 14, whose items take minus one `interGroupSpacing`), the header is held above its
/// natural place and the footer below it, as the iOS 14 simulator draws them.
enum Pinning {
  /// The visible range along the scrolling axis, inside the adjusted content inset.
  static func visibleRange(
    of collectionView: CollectionView, vertical: Bool
  ) -> (min: CGFloat, max: CGFloat) {
    let bounds = collectionView.bounds
    let inset = collectionView.adjustedContentInset
    return vertical
      ? (bounds.minY + inset.top, bounds.maxY - inset.bottom)
      : (bounds.minX + inset.left, bounds.maxX - inset.right)
  }

  /// The pinned start of an item whose natural extent is `natural`.
  ///
  /// - Parameters:
  ///   - natural: the item's extent along the scrolling axis, unpinned.
  ///   - isLeading: a header (at the start of its section) rather than a footer.
  ///   - visible: the visible range, from ``visibleRange(of:vertical:)``.
  ///   - sectionStart: the start of the section plus what stays before a footer.
  ///   - sectionEnd: the end of the section less what stays after a header.
  /// - Returns: The item's start along the scrolling axis, pinned.
  static func start(
    of natural: (min: CGFloat, max: CGFloat), isLeading: Bool,
    visible: (min: CGFloat, max: CGFloat), sectionStart: CGFloat, sectionEnd: CGFloat
  ) -> CGFloat {
    let length = natural.max - natural.min
    return isLeading
      ? min(max(natural.min, visible.min), sectionEnd - length)
      : max(min(natural.min, visible.max - length), sectionStart)
  }
}
