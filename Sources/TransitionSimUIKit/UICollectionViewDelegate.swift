import TransitionSimEngine

/// The collection view's delegate: UIKit's `UICollectionViewDelegate`, the part that affects
/// layout.
///
/// Every method is optional, as in UIKit: implement it with UIKit's signature and the collection
/// view uses your answer; the default answers as UIKit does when the method is absent. Other
/// methods of UIKit's protocol (selection, display callbacks) may be implemented too; the
/// simulation does not call them.
public protocol UICollectionViewDelegate: AnyObject {
  /// The content offset to use after an update or a layout change, given the layout's.
  func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint

  /// The transition layout of an interactive change between two layouts.
  func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout
}

extension UICollectionViewDelegate {
  /// The layout's offset, unchanged.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// A plain transition layout between the two.
  public func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}
