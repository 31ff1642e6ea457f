import Foundation

/// Section snapshots: outlines shown through the collection view's snapshot diff, as
/// `UICollectionViewDiffableDataSource`'s `apply(_:to:animatingDifferences:)`,
/// `snapshot(for:)` and `sectionSnapshotHandlers` (iOS 14).
extension CollectionView {
  /// The handlers consulted when an item is expanded or collapsed through
  /// ``expand(_:animation:)`` and ``collapse(_:animation:)`` (the user's tap on a disclosure).
  public var sectionSnapshotHandlers: SectionSnapshotHandlers {
    get { outline.handlers }
    set { outline.handlers = newValue }
  }

  /// Shows a section snapshot in a section, as the diffable data source's
  /// `apply(_:to:animatingDifferences:)`: the section's items become the section snapshot's
  /// ``CollectionViewSectionSnapshot/visibleItems``, and the collection view remembers the
  /// section snapshot (``snapshot(for:)`` returns it).
  ///
  /// As UIKit does (read from decompiled UIKitCore): the data source's snapshot is taken, the
  /// section appended when it is not there or emptied when it is, the visible items appended to
  /// it — items shown in other sections move into this one, as `appendItems` moves them — and the
  /// result applied with ``apply(_:animatingDifferences:animation:)``, whose diff and batch update
  /// (or reload) do the rest. So a section snapshot whose expansion changed inserts or deletes
  /// exactly the items that appear or disappear, in one update, and nothing else.
  ///
  /// ```swift
  /// var outline = collectionView.snapshot(for: "Sidebar")
  /// outline.expand(["Fruit"])
  /// let transition = try collectionView.apply(outline, to: "Sidebar")
  /// transition.tracks(with: .inserted).map(\.element.itemIdentifier)  // Fruit's children
  /// ```
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The outline to show.
  ///   - section: The section's identifier (see ``sectionIdentifiers``).
  ///   - animatingDifferences: Whether to animate the change as a batch update.
  ///   - animation: The timing; ``AnimationParameters/sectionSnapshotDefault`` (0.25 s
  ///     easeInEaseOut) by default.
  /// - Returns: The transition of ``apply(_:animatingDifferences:animation:)``.
  /// - Throws: ``SnapshotError/unavailable(api:introduced:target:)`` before iOS 14; otherwise as
  ///   ``apply(_:animatingDifferences:animation:)``; the collection view is left
  ///   unchanged and the section snapshot is not remembered then.
  /// - Complexity: O(*n*) for *n* items in the collection view and the section snapshot, plus
  ///   the apply's work.
  @discardableResult
  public func apply(
    _ sectionSnapshot: CollectionViewSectionSnapshot<String>, to section: String,
    animatingDifferences: Bool = true, animation: AnimationParameters = .sectionSnapshotDefault
  ) throws -> Transition {
    guard iOSVersion >= .iOS14 else {
      throw SnapshotError.unavailable(
        api: "apply(_:to:animatingDifferences:)", introduced: "14.0", target: iOSVersion)
    }
    var snapshot = try dataSourceSnapshot()
    if snapshot.indexOfSection(section) == nil {
      try snapshot.appendSections([section])
    } else {
      try snapshot.deleteItems(try snapshot.itemIdentifiers(inSection: section))
    }
    try snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
    let transition = try apply(
      snapshot, animatingDifferences: animatingDifferences, animation: animation)
    outline.sectionSnapshots[section] = sectionSnapshot
    return transition
  }

  /// The section snapshot of a section, as the diffable data source's `snapshot(for:)`.
  ///
  /// - The one last applied to the section, when the section still shows its visible items.
  /// - When the section's items changed by other means since (a whole-snapshot `apply`, a batch
  ///   update), that section snapshot rebased onto them: kept items keep their places where the
  ///   order allows, new ones go after the item before them at its level, items gone are dropped
  ///   (ours; UIKit rebases its section snapshots on every apply, in ways not all documented).
  /// - The section's items as roots when no section snapshot was applied to it; an empty one
  ///   when there is no such section.
  ///
  /// - Parameter section: The section's identifier (see ``sectionIdentifiers``).
  /// - Returns: The section snapshot of `section`.
  /// - Complexity: O(*n*) for *n* items in the section and its section snapshot; O(*N*) for all
  ///   *N* items of the collection view when it has to be rebased.
  public func snapshot(for section: String) -> CollectionViewSectionSnapshot<String> {
    let sections = sectionIdentifiers
    guard let index = sections.firstIndex(of: section) else {
      return CollectionViewSectionSnapshot()
    }
    let shown = itemIdentifiers[index]
    guard let stored = outline.sectionSnapshots[section] else {
      return .roots(shown)
    }
    if stored.visibleItems == shown { return stored }
    var taken = Set<String>()
    for (other, items) in itemIdentifiers.enumerated() where other != index {
      taken.formUnion(items)
    }
    return stored.rebased(onto: shown, taking: taken)
  }

  /// Expands an item as a tap on its outline disclosure does (ours: UIKit has no such method;
  /// this is `UICellAccessory.outlineDisclosure`'s action): consults
  /// ``sectionSnapshotHandlers`` in UIKit's order (see ``SectionSnapshotHandlers``), expands
  /// the item in its section's snapshot and applies it, animated.
  ///
  /// Nothing happens, and the result is `nil`, when the item is not shown, is not in its
  /// section's snapshot, is already expanded, or `shouldExpandItem` refuses.
  ///
  /// - Parameters:
  ///   - item: The item's identifier.
  ///   - animation: The timing; ``AnimationParameters/sectionSnapshotDefault`` by default.
  /// - Returns: The transition of the apply, or `nil` when nothing happened.
  /// - Throws: ``SectionSnapshotError`` when `snapshotForExpandingParent` returns items that
  ///   are already in the section snapshot; otherwise as
  ///   ``apply(_:to:animatingDifferences:animation:)``.
  /// - Complexity: As ``apply(_:to:animatingDifferences:animation:)``, plus the handlers.
  @discardableResult
  public func expand(
    _ item: String, animation: AnimationParameters = .sectionSnapshotDefault
  ) throws -> Transition? {
    try performDisclosureAction(expanding: true, item: item, animation: animation)
  }

  /// Collapses an item as a tap on its outline disclosure does (ours, as ``expand(_:animation:)``):
  /// consults ``sectionSnapshotHandlers``, collapses the item in its section's snapshot and
  /// applies it, animated; its visible descendants are deleted.
  ///
  /// Nothing happens, and the result is `nil`, when the item is not shown, is not in its
  /// section's snapshot, is already collapsed, or `shouldCollapseItem` refuses.
  ///
  /// - Parameters:
  ///   - item: The item's identifier.
  ///   - animation: The timing; ``AnimationParameters/sectionSnapshotDefault`` by default.
  /// - Returns: The transition of the apply, or `nil` when nothing happened.
  /// - Throws: As ``apply(_:to:animatingDifferences:animation:)``.
  /// - Complexity: As ``apply(_:to:animatingDifferences:animation:)``, plus the handlers.
  @discardableResult
  public func collapse(
    _ item: String, animation: AnimationParameters = .sectionSnapshotDefault
  ) throws -> Transition? {
    try performDisclosureAction(expanding: false, item: item, animation: animation)
  }

  /// UIKit's `_performDisclosureAction:forItem:` for an explicit expand or collapse.
  private func performDisclosureAction(
    expanding: Bool, item: String, animation: AnimationParameters
  ) throws -> Transition? {
    guard let indexPath = indexPath(forItemIdentifier: item) else { return nil }
    let section = sectionIdentifiers[indexPath.section]
    let current = snapshot(for: section)
    guard current.contains(item), current.expanded.contains(item) != expanding else {
      return nil
    }
    var next: CollectionViewSectionSnapshot<String>
    if expanding {
      if let shouldExpand = sectionSnapshotHandlers.shouldExpandItem, !shouldExpand(item) {
        return nil
      }
      sectionSnapshotHandlers.willExpandItem?(item)
      next = snapshot(for: section)
      if let children = sectionSnapshotHandlers.snapshotForExpandingParent {
        // UIKit asserts here if a will-handler removed the item; so does `snapshot(of:)`.
        let replacement = children(item, try next.snapshot(of: item))
        try next.replace(childrenOf: item, using: replacement)
      }
      next.expand([item])
    } else {
      if let shouldCollapse = sectionSnapshotHandlers.shouldCollapseItem, !shouldCollapse(item) {
        return nil
      }
      sectionSnapshotHandlers.willCollapseItem?(item)
      next = snapshot(for: section)
      next.collapse([item])
    }
    return try apply(next, to: section, animatingDifferences: true, animation: animation)
  }
}

extension CollectionViewSectionSnapshot {
  /// A section snapshot of `items` as roots, in order, a repeat kept once.
  ///
  /// - Complexity: O(*k*) for *k* items.
  static func roots(_ items: [ItemIdentifier]) -> Self {
    var result = Self()
    for item in items where result.positions[item] == nil {
      result.positions[item] = result.order.count
      result.order.append(item)
      result.levels.append(0)
      result.parents.append(-1)
    }
    return result
  }
}
