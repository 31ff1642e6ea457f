import TransitionSimEngine

extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells as the user drags items to new places.
  ///
  /// UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`. Reordering is allowed only
  /// when ``canReorderItem`` is set, as in UIKit.
  public struct ReorderingHandlers {
    /// Whether the item may be dragged; `nil` allows no reordering.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Told of a reorder before the data source takes it.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Told of a reorder after the data source took it: update the model to match.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow no reordering.
    public init() {}
  }

  /// What an outline asks before and tells after a user expands or collapses an item:
  /// UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers<Item> {
    /// Whether the item may expand; `true` when `nil`.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Told that the item is about to expand.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse; `true` when `nil`.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Told that the item is about to collapse.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show under an expanding parent, given its current children.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
          -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?

    /// Handlers that allow everything and do nothing.
    public init() {}
  }

  /// Shows `snapshot` as the items of `section` (added at the end when it is not shown),
  /// animating the differences when `animatingDifferences`.
  ///
  /// A snapshot that kept an exception, or two of whose items describe themselves alike, is not
  /// applied: the errors go to the collection view's `raisedExceptions`.
  ///
  /// - Complexity: O(*n*) for the section's *n* items, plus the update's work.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    guard let view = engineCollectionView else { return }
    guard snapshot.raisedExceptions.isEmpty else {
      for error in snapshot.raisedExceptions { view.raise(error) }
      return
    }
    var names: [String: Int] = [:]
    for (index, item) in snapshot.items.enumerated() {
      let name = String(describing: item)
      if let first = names.updateValue(index, forKey: name) {
        view.raise(
          SnapshotNameCollision(
            role: "item", name: name, first: IndexPath(index: first),
            second: IndexPath(index: index)))
        return
      }
    }
    var engine = CollectionViewSectionSnapshot<String>()
    guard view.catching({ engine = try snapshot.compactMapped { String(describing: $0) } }) else {
      return
    }
    let sectionName = String(describing: section)
    // Named before the engine runs: its layout pass asks for the cells of the new items.
    remember(section: section, items: snapshot.items)
    let ran = view.catching {
      _ = try view.engineView.apply(
        engine, to: sectionName, animatingDifferences: animatingDifferences)
    }
    guard ran else { return }
    view.updateVisibleCells(reloading: view.reloadedIdentifiers())
    completion?()
  }

  /// The items of `section` as the outline shows them, with what is expanded.
  ///
  /// - Complexity: O(*n*) for the section's *n* items.
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    guard let view = engineCollectionView else { return .init() }
    let engine = view.engineView.snapshot(for: String(describing: section))
    let mapped = try? NSDiffableDataSourceSectionSnapshot(engine).compactMapped(item(named:))
    return NSDiffableDataSourceSectionSnapshot(mapped ?? .init())
  }

  /// Installs `handlers` on the engine's view, mapping its names back to items.
  func install(_ handlers: SectionSnapshotHandlers<ItemIdentifierType>) {
    guard let view = engineCollectionView else { return }
    var engine = CollectionView.SectionSnapshotHandlers()
    if let should = handlers.shouldExpandItem {
      engine.shouldExpandItem = { [weak self] name in self?.item(named: name).map(should) ?? true }
    }
    if let will = handlers.willExpandItem {
      engine.willExpandItem = { [weak self] name in self?.item(named: name).map(will) }
    }
    if let should = handlers.shouldCollapseItem {
      engine.shouldCollapseItem = { [weak self] name in
        self?.item(named: name).map(should) ?? true
      }
    }
    if let will = handlers.willCollapseItem {
      engine.willCollapseItem = { [weak self] name in self?.item(named: name).map(will) }
    }
    if let children = handlers.snapshotForExpandingParent {
      engine.snapshotForExpandingParent = { [weak self] name, current in
        guard let self, let parent = self.item(named: name),
          let mapped = try? NSDiffableDataSourceSectionSnapshot(current).compactMapped(
            self.item(named:))
        else { return current }
        let result = children(parent, NSDiffableDataSourceSectionSnapshot(mapped))
        self.remember(section: nil, items: result.items)
        return (try? result.compactMapped { String(describing: $0) }) ?? current
      }
    }
    view.engineView.sectionSnapshotHandlers = engine
  }
}
