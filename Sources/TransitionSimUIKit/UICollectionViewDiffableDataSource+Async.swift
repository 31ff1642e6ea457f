import TransitionSimEngine

extension UICollectionViewDiffableDataSource {
  /// Shows `snapshot` and returns once it is shown (UIKit's `async` overload, iOS 15).
  ///
  /// - Complexity: as ``apply(_:animatingDifferences:completion:)``.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` without a diff and returns once it is shown (iOS 15).
  ///
  /// - Complexity: as ``applySnapshotUsingReloadData(_:completion:)``.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  /// Shows `snapshot` as the items of `section` and returns once it is shown (iOS 15).
  ///
  /// - Complexity: as ``apply(_:to:animatingDifferences:completion:)``.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async {
    apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
  }
}
