import TransitionSimEngine

/// What the collection view shows: UIKit's `UICollectionViewDataSource`, the counts and the
/// cells.
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

  /// The cell of the item at `indexPath`, dequeued and configured; asked as the item comes on
  /// screen. A data source that only gives counts may leave it out: a plain cell is shown.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Whether the item at `indexPath` may be dragged to a new place; `true` when not
  /// implemented (UIKit's answer for a data source that implements the move below).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Told that the user moved an item: change the model to match.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// The supplementary view of `kind` at `indexPath`; a plain view when not implemented.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section, UIKit's answer when the method is absent.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A plain cell.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// `true`.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// A plain view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}
