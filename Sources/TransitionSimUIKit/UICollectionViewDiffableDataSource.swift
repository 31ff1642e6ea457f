import TransitionSimEngine

/// A data source that shows snapshots and animates the changes between them: UIKit's
/// `UICollectionViewDiffableDataSource`, over any `Hashable` identifiers.
///
/// The engine applies each snapshot (its diff, its animation, UIKit's rules by iOS version), with
/// every identifier named by its description (see ``DiffableIdentityCollision``): frame dumps and
/// `engineView.lastTransition.track(forItem:)` read `"main"` for an enum's `.main`, an item's
/// `description` for a `CustomStringConvertible` item.
///
/// The cell provider is asked when a cell comes on screen, as UIKit asks it; what it was asked is
/// in the collection view's `cellRequests`.
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource, DiffableEngineData {
  /// Makes the cell of an item (`UICollectionViewDiffableDataSource.CellProvider`).
  public typealias CellProvider =
    (
      _ collectionView: UICollectionView, _ indexPath: IndexPath,
      _ itemIdentifier: ItemIdentifierType
    )
    -> UICollectionViewCell?

  /// Makes a supplementary view (`UICollectionViewDiffableDataSource.SupplementaryViewProvider`).
  public typealias SupplementaryViewProvider =
    (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
    -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var currentEngine = CollectionViewSnapshot<String, String>()

  /// Makes the supplementary views; `nil` shows plain views.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, which it becomes the data source of, showing nothing
  /// until a snapshot is applied.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  //===--- Snapshots -----------------------------------------------------===//

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot(current.value)
  }

  /// Shows `snapshot`, animating the differences when `animatingDifferences` (iOS 15 and later
  /// diff either way; only ``applySnapshotUsingReloadData(_:completion:)`` skips the diff).
  ///
  /// A snapshot that kept an exception while it was edited, or whose identifiers describe
  /// themselves alike, is not applied: the errors go to the collection view's
  /// `raisedExceptions`, and `completion` is not called.
  ///
  /// - Complexity: O(*n*) for *n* items, plus the update's work.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    show(snapshot, completion: completion) { view, engine in
      try view.engineView.apply(engine, animatingDifferences: animatingDifferences)
    }
  }

  /// Shows `snapshot` without a diff or an animation, as `reloadData()` (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    show(snapshot, completion: completion) { view, engine in
      try view.engineView.applySnapshotUsingReloadData(engine)
    }
  }

  private func show(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)?,
    _ run: (UICollectionView, CollectionViewSnapshot<String, String>) throws -> Transition
  ) {
    guard let view = collectionView else { return }
    guard snapshot.raisedExceptions.isEmpty else {
      for error in snapshot.raisedExceptions { view.raise(error) }
      return
    }
    var engine = CollectionViewSnapshot<String, String>()
    guard view.catching({ engine = try DiffableIdentity.engineSnapshot(snapshot.value) }) else {
      return
    }
    let previous = (current, currentEngine)
    (current, currentEngine) = (snapshot, engine)
    guard view.catching({ _ = try run(view, engine) }) else {
      (current, currentEngine) = previous
      return
    }
    view.updateVisibleCells(reloading: view.reloadedIdentifiers())
    completion?()
  }

  //===--- Identifiers -----------------------------------------------------===//

  /// The item at `indexPath`, or `nil`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.value.itemIdentifier(at: indexPath)
  }

  /// Where `itemIdentifier` is, or `nil`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.value.indexPath(forItem: itemIdentifier)
  }

  /// The section at `index`, or `nil` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.value.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// The index of `sectionIdentifier`, or `nil` (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.value.indexOfSection(sectionIdentifier)
  }

  //===--- UICollectionViewDataSource -------------------------------------===//

  /// The number of sections of the snapshot shown.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the snapshot shown.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the item at `indexPath`.
  ///
  /// A provider that returns `nil` is kept as UIKit's exception and answered with a plain cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    collectionView.raise(NilCellFromProvider(indexPath: indexPath))
    return UICollectionViewCell(frame: .zero)
  }

  /// The supplementary view provider's view, or a plain view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// The engine's snapshot of what is shown.
  var engineSnapshot: CollectionViewSnapshot<String, String> { currentEngine }
}

/// A data source whose items the engine names by their identifiers' descriptions.
protocol DiffableEngineData: AnyObject {
  /// The engine's snapshot of what is shown.
  var engineSnapshot: CollectionViewSnapshot<String, String> { get }
}

/// What UIKit raises when a cell provider returns `nil`.
public struct NilCellFromProvider: Error, CustomStringConvertible {
  /// The index path asked for.
  public let indexPath: IndexPath

  public var description: String {
    "the cell returned from the cell provider for index path \(indexPath) is nil"
  }
}
