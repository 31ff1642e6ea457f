import TransitionSimEngine

/// What the collection view shows: UIKit's `UICollectionViewDataSource`, the counts.
///
/// The collection view reads the counts when it loads (`reloadData()`, a new data source) and
/// after every batch update, as UIKit does, so a data source that changed its model and then
/// called `performBatchUpdates` with the wrong operations fails with UIKit's "Invalid update"
/// message (see ``UICollectionView/raisedExceptions``).
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The number of sections; 1 when not implemented, as in UIKit.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section, UIKit's answer when the method is absent.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
