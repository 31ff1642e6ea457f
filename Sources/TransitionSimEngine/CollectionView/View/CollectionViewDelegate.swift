import Foundation

/// The collection view's delegate: the part of `UICollectionViewDelegate` that affects layout.
///
/// Layouts look for more specific protocols on it, as the flow layout looks for
/// ``CollectionViewDelegateFlowLayout``.
public protocol CollectionViewDelegate: AnyObject {
  /// The content offset to use after an update or layout change, given the layout's choice.
  func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint
}

extension CollectionViewDelegate {
  /// Keeps the layout's choice.
  public func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
}
