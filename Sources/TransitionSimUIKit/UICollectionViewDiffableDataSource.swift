import TransitionSimEngine

/// A data source that shows snapshots and animates the changes between them: UIKit's
/// `UICollectionViewDiffableDataSource`, over any `Hashable` identifiers.
///
/// The engine applies each snapshot (its diff, its animation, UIKit's rules by iOS version), with
/// every identifier named by its description (see `SnapshotNameCollision`): frame dumps and
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
  /// The identifiers shown (and shown before), by the engine's names for them.
  private var sectionsByName: [String: SectionIdentifierType] = [:]
  private var itemsByName: [String: ItemIdentifierType] = [:]
  /// The engine's snapshot of what is shown, for a data source whose view is gone.
  private var currentEngine = CollectionViewSnapshot<String, String>()

  /// Makes the supplementary views; `nil` shows plain views.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// What the outline asks and tells as the user expands and collapses items; the engine's
  /// `expand(_:)` and `collapse(_:)` of an item's description are the user's taps.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>() {
    didSet { install(sectionSnapshotHandlers) }
  }

  /// What the data source asks and tells as the user reorders items (see
  /// ``ReorderingHandlers``); the collection view's `beginInteractiveMovementForItem(at:)`,
  /// `updateInteractiveMovementTargetPosition(_:)` and `endInteractiveMovement()` are the drag.
  open var reorderingHandlers = ReorderingHandlers()

  /// The snapshot when the drag under way began.
  private var snapshotBeforeReorder:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>?

  /// The collection view, for the extensions.
  var engineCollectionView: UICollectionView? { collectionView }

  /// The item the engine names `name`.
  func item(named name: String) -> ItemIdentifierType? { itemsByName[name] }

  /// Keeps the names of `items` (and of `section`), which the engine now shows.
  func remember(section: SectionIdentifierType?, items: [ItemIdentifierType]) {
    if let section { sectionsByName[String(describing: section)] = section }
    for item in items { itemsByName[String(describing: item)] = item }
  }

  /// A data source for `collectionView`, which it becomes the data source of, showing nothing
  /// until a snapshot is applied.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  //===--- Snapshots -----------------------------------------------------===//

  /// A copy of the snapshot shown, including what outline expansions show.
  ///
  /// - Complexity: O(*n*) for *n* items.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    let engine = engineSnapshot
    let sections = engine.sectionIdentifiers.compactMap { name in
      sectionsByName[name].map { section in
        (
          section,
          ((try? engine.itemIdentifiers(inSection: name)) ?? []).compactMap { itemsByName[$0] }
        )
      }
    }
    return NSDiffableDataSourceSnapshot(
      (try? CollectionViewSnapshot(sections: sections)) ?? .init())
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
    guard view.catching({ engine = try snapshot.value.namedByDescription() }) else {
      return
    }
    let previous = currentEngine
    currentEngine = engine
    // Named before the engine runs: its layout pass asks for the cells of the new items.
    remember(snapshot.value)
    guard view.catching({ _ = try run(view, engine) }) else {
      currentEngine = previous
      return
    }
    view.updateVisibleCells(reloading: view.reloadedIdentifiers())
    completion?()
  }

  //===--- Identifiers -----------------------------------------------------===//

  /// Keeps the names of the identifiers of `snapshot`, which the engine now shows.
  ///
  /// - Complexity: O(*n*) for *n* items and sections.
  private func remember(
    _ snapshot: CollectionViewSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    for section in snapshot.sectionIdentifiers {
      sectionsByName[String(describing: section)] = section
    }
    for item in snapshot.itemIdentifiers { itemsByName[String(describing: item)] = item }
  }

  /// The item at `indexPath`, or `nil`.
  ///
  /// - Complexity: O(1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let name = collectionView?.engineView.itemIdentifier(at: indexPath) else { return nil }
    return itemsByName[name]
  }

  /// Where `itemIdentifier` is, or `nil`.
  ///
  /// - Complexity: O(1) once the view's index is built after a change.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    let name = String(describing: itemIdentifier)
    guard itemsByName[name] == itemIdentifier else { return nil }
    return collectionView?.engineView.indexPath(forItemIdentifier: name)
  }

  /// The section at `index`, or `nil` (iOS 15).
  ///
  /// - Complexity: O(1): the view's section names are kept, not rebuilt.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = shownSectionNames
    return sections.indices.contains(index) ? sectionsByName[sections[index]] : nil
  }

  /// The index of `sectionIdentifier`, or `nil` (iOS 15).
  ///
  /// - Complexity: O(*s*) for *s* sections.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    shownSectionNames.firstIndex(of: String(describing: sectionIdentifier))
  }

  /// The names of the sections shown, from the view (or from the last snapshot applied when the
  /// view is gone).
  private var shownSectionNames: [String] {
    collectionView?.engineView.sectionIdentifiers ?? currentEngine.sectionIdentifiers
  }

  //===--- UICollectionViewDataSource -------------------------------------===//

  /// The number of sections shown.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    collectionView.engineView.numberOfSections
  }

  /// The number of items shown in a section.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    collectionView.engineView.numberOfItems(inSection: section)
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

  /// Whether the item may be dragged: ``ReorderingHandlers/canReorderItem``'s answer, `false`
  /// when it is not set.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let can = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath),
      can(item)
    else { return false }
    snapshotBeforeReorder = snapshot()
    return true
  }

  /// Takes the user's reorder: tells the reordering handlers, with the transaction from the
  /// snapshot when the drag began to the one shown now.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let initial = snapshotBeforeReorder else { return }
    snapshotBeforeReorder = nil
    let transaction = NSDiffableDataSourceTransaction(from: initial, to: snapshot())
    reorderingHandlers.willReorder?(transaction)
    reorderingHandlers.didReorder?(transaction)
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
  var engineSnapshot: CollectionViewSnapshot<String, String> {
    (try? collectionView?.engineView.dataSourceSnapshot()) ?? currentEngine
  }
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
