import TransitionSimEngine

/// What UIKit raises when a view is dequeued for an identifier nothing was registered for
/// (`NSInternalInconsistencyException`), with UIKit's message.
public struct UnregisteredReuseIdentifier: Error, CustomStringConvertible {
  /// The element kind asked for (`UICollectionElementKindCell` for cells).
  public let kind: String
  /// The reuse identifier asked for.
  public let identifier: String

  public var description: String {
    "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a "
      + "nib or a class for the identifier or connect a prototype cell in a storyboard"
  }
}

extension UICollectionView {
  static func cellKey(_ identifier: String) -> String {
    "UICollectionElementKindCell\u{0}" + identifier
  }

  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{0}" + identifier
  }

  /// A cell of the class registered for `identifier`, from the reuse pool (after its
  /// `prepareForReuse()`) or new.
  ///
  /// An identifier nothing was registered for is kept in ``raisedExceptions`` (UIKit raises) and
  /// answered with a plain cell.
  ///
  /// - Complexity: O(1).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let view = dequeue(
      key: Self.cellKey(identifier), kind: "UICollectionElementKindCell",
      identifier: identifier)
    let cell = view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    cell.configuredIndexPath = indexPath
    return cell
  }

  /// A supplementary view of the class registered for `elementKind` and `identifier`.
  ///
  /// - Complexity: O(1).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = dequeue(
      key: Self.supplementaryKey(elementKind, identifier), kind: elementKind,
      identifier: identifier)
    view.reuseIdentifier = identifier
    return view
  }

  private func dequeue(key: String, kind: String, identifier: String) -> UICollectionReusableView {
    if let view = reusePool[key]?.popLast() {
      view.reuseCount += 1
      view.prepareForReuse()
      return view
    }
    guard let type = registeredClasses[key] as? UICollectionReusableView.Type else {
      raise(UnregisteredReuseIdentifier(kind: kind, identifier: identifier))
      return kind == "UICollectionElementKindCell"
        ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
    }
    return type.init(frame: .zero)
  }

  /// The cells on screen, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return indexPathsForVisibleItems.compactMap(cellForItem(at:))
  }

  /// The cell on screen for the item at `indexPath`, or `nil` when it is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard let identifier = engineView.itemIdentifier(at: indexPath) else { return nil }
    return visibleCellsByIdentifier[identifier]
  }

  /// Brings the cells on screen up to date with the engine's visible items: a cell for each item
  /// that came on screen (the data source is asked, as UIKit asks it as cells come on screen),
  /// the layout's attributes applied to every cell, and the cells that left put in the pool.
  ///
  /// - Complexity: O(*k*) for *k* items on screen, plus the data source's work.
  func updateVisibleCells(reloading reloaded: Set<String> = []) {
    guard !isUpdatingCells, dataSource != nil else { return }
    isUpdatingCells = true
    defer { isUpdatingCells = false }
    var elements: [CollectionViewLayoutAttributes] = []
    guard catching({ elements = try engineView.visibleLayoutAttributes() }) else { return }
    defer { updateVisibleSupplementaryViews(elements) }
    var onScreen: [String: UICollectionViewCell] = [:]
    for element in elements where element.representedElementCategory == .cell {
      let path = element.indexPath
      guard let identifier = engineView.itemIdentifier(at: path) else { continue }
      var cell = visibleCellsByIdentifier[identifier]
      if cell == nil || reloaded.contains(identifier) { cell = requestCell(at: path) }
      guard let cell else { continue }
      cell.configuredIndexPath = path
      cell.isSelected = selectedIdentifiers.contains(identifier)
      cell.apply(collectionViewLayout.wrap(element))
      onScreen[identifier] = cell
    }
    for (identifier, cell) in visibleCellsByIdentifier where onScreen[identifier] !== cell {
      enqueue(cell)
    }
    visibleCellsByIdentifier = onScreen
  }

  /// Brings the supplementary views on screen up to date, from the `elements` on screen: the data
  /// source is asked for each one that came on screen, the layout's attributes applied, and the
  /// ones that left put in the pool.
  ///
  /// - Complexity: O(*k*) for *k* elements on screen, plus the data source's work.
  func updateVisibleSupplementaryViews(_ elements: [CollectionViewLayoutAttributes]) {
    guard let dataSource else { return }
    let shown = elements.filter { $0.representedElementCategory == .supplementaryView }
    let keys = Set(shown.map(\.elementKey))
    // The views that left go to the pool first, so the ones coming on screen can reuse them.
    for (key, view) in visibleSupplementaryViews where !keys.contains(key) {
      visibleSupplementaryViews[key] = nil
      enqueue(view)
    }
    var onScreen: [ElementKey: UICollectionReusableView] = [:]
    for element in shown {
      let key = element.elementKey
      let kind = element.representedElementKind ?? ""
      var view = visibleSupplementaryViews[key]
      if view == nil {
        supplementaryViewRequests.append((kind, element.indexPath))
        view = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
      }
      guard let view else { continue }
      view.apply(collectionViewLayout.wrap(element))
      onScreen[key] = view
    }
    visibleSupplementaryViews = onScreen
  }

  /// Puts in the pool the cells whose last frame no longer meets the bounds, once per bounds, so
  /// that the cells coming on screen can reuse them, as UIKit removes the cells that left before it
  /// asks for the new ones.
  ///
  /// - Complexity: O(*k*) for *k* cells on screen, once per bounds.
  func recycleCellsOffScreen() {
    let bounds = engineView.bounds
    guard bounds != lastRecycledBounds else { return }
    lastRecycledBounds = bounds
    for (identifier, cell) in visibleCellsByIdentifier where !cell.frame.intersects(bounds) {
      visibleCellsByIdentifier[identifier] = nil
      enqueue(cell)
    }
  }

  /// The data source's cell for `indexPath`, recorded in ``cellRequests``.
  func requestCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard let dataSource else { return nil }
    cellRequests.append(indexPath)
    return dataSource.collectionView(self, cellForItemAt: indexPath)
  }

  private func enqueue(_ view: UICollectionReusableView) {
    guard let identifier = view.reuseIdentifier else { return }
    let key =
      view is UICollectionViewCell
      ? Self.cellKey(identifier)
      : Self.supplementaryKey(
        view.appliedLayoutAttributes?.representedElementKind ?? "", identifier)
    reusePool[key, default: []].append(view)
  }

  /// The items the last update reloaded, whose cells UIKit replaces.
  func reloadedIdentifiers() -> Set<String> {
    guard let transition = engineView.lastTransition, transition.kind == .batchUpdate else {
      return []
    }
    var reloaded: Set<String> = []
    for track in transition.tracks(with: .reloaded) {
      if let identifier = track.element.itemIdentifier { reloaded.insert(identifier) }
    }
    return reloaded
  }

  /// The size the item's cell prefers for the attributes the layout proposes.
  ///
  /// The cell's `preferredLayoutAttributesFitting(_:)` is the self-sizing hook. The cell is the
  /// one on screen, or the data source's, which then stays for the item when it comes on screen.
  ///
  /// - Complexity: O(1), plus the data source's and the cell's work.
  func preferredSize(
    at indexPath: IndexPath, identifier: String, proposed: CollectionViewLayoutAttributes
  )
    -> CGSize?
  {
    var cell = visibleCellsByIdentifier[identifier]
    if cell == nil {
      recycleCellsOffScreen()
      cell = requestCell(at: indexPath)
      visibleCellsByIdentifier[identifier] = cell
    }
    guard let cell else { return nil }
    let attributes = collectionViewLayout.wrap(proposed)
    cell.apply(attributes)
    return cell.preferredLayoutAttributesFitting(attributes).size
  }

  /// Keeps `error` as UIKit's exception.
  func raise(_ error: any Error) {
    catching { throw error }
  }
}
