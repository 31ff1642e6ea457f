import TransitionSimEngine

/// Per-section and per-item metrics for a flow layout: UIKit's
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional, as in UIKit: implement any of them with UIKit's signature. A method
/// you do not implement answers the layout's own property (`itemSize`, `sectionInset`, …), which
/// is what UIKit's flow layout uses when the delegate does not respond to it.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The insets of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets

  /// The minimum spacing between the lines of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The minimum spacing between the items of a line in `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The size of the header of `section`; only the scrolling dimension is used.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// The size of the footer of `section`; only the scrolling dimension is used.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    flowLayout(collectionViewLayout)?.itemSize ?? CGSize(width: 50, height: 50)
  }

  /// The flow layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    flowLayout(collectionViewLayout)?.sectionInset ?? .zero
  }

  /// The flow layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    flowLayout(collectionViewLayout)?.minimumLineSpacing ?? 10
  }

  /// The flow layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    flowLayout(collectionViewLayout)?.minimumInteritemSpacing ?? 10
  }

  /// The flow layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    flowLayout(collectionViewLayout)?.headerReferenceSize ?? .zero
  }

  /// The flow layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    flowLayout(collectionViewLayout)?.footerReferenceSize ?? .zero
  }

  private func flowLayout(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
    layout as? UICollectionViewFlowLayout
  }
}

/// The engine delegate under a ``UICollectionView``: it answers the engine's flow layout with
/// the UIKit-style delegate's answers.
final class DelegateBridge: CollectionViewDelegateFlowLayout {
  /// The UIKit-style collection view whose delegate answers.
  weak var view: UICollectionView?

  private func answer<T>(
    _ layout: CollectionViewLayout,
    _ ask: (any UICollectionViewDelegateFlowLayout, UICollectionView, UICollectionViewLayout) -> T
  ) -> T? {
    guard let view, let delegate = view.delegate as? any UICollectionViewDelegateFlowLayout,
      let front = (layout as? any LayoutBridge)?.owner
    else { return nil }
    return ask(delegate, view, front)
  }

  func collectionView(
    _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposed: CGPoint
  ) -> CGPoint {
    guard let view, let delegate = view.delegate else { return proposed }
    return delegate.collectionView(view, targetContentOffsetForProposedContentOffset: proposed)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    answer(collectionViewLayout) { $0.collectionView($1, layout: $2, sizeForItemAt: indexPath) }
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    answer(collectionViewLayout) { $0.collectionView($1, layout: $2, insetForSectionAt: section) }
      ?? (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    answer(collectionViewLayout) {
      $0.collectionView($1, layout: $2, minimumLineSpacingForSectionAt: section)
    } ?? (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    answer(collectionViewLayout) {
      $0.collectionView($1, layout: $2, minimumInteritemSpacingForSectionAt: section)
    } ?? (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    answer(collectionViewLayout) {
      $0.collectionView($1, layout: $2, referenceSizeForHeaderInSection: section)
    } ?? (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    answer(collectionViewLayout) {
      $0.collectionView($1, layout: $2, referenceSizeForFooterInSection: section)
    } ?? (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
