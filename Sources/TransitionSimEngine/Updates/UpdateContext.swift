import Foundation

/// The batch update in flight, as the planner hands it to the layout for
/// `prepare(forCollectionViewUpdates:)` and the appearing/disappearing defaults: what was on
/// screen, the plan, the visible rect after the update, and the supplementary and decoration
/// views the layout listed as inserted or deleted.
///
/// The planner owns it: it sets it on the layout before `prepare(forCollectionViewUpdates:)`,
/// fills in the listed views after asking the `indexPathsTo…` methods, and removes it when the
/// update ends or is rolled back. The layout only reads it.
struct UpdateContext {
  /// What was on screen before the update.
  let before: OnScreenSnapshot
  /// The validated update.
  let plan: BatchUpdatePlan
  /// The visible rect after the update, at the proposed content offset.
  var newBounds: CGRect
  /// Supplementary and decoration views the layout listed as inserted (keys after the update).
  var listedInserted: Set<ElementKey> = []
  /// Supplementary and decoration views the layout listed as deleted (keys before the update).
  var listedDeleted: Set<ElementKey> = []
  /// Supplementary kinds whose views belong to the whole layout rather than to a section (a
  /// compositional layout's own boundary items, at `(0, 0)`): their index path does not follow
  /// the sections, so such a view is the same view before and after any update.
  var layoutWideKinds: Set<String> = []

  /// The key after the update of an element before it, or `nil` when the update removes it: the
  /// one old→new map of elements.
  ///
  /// Cells go through the plan's item map. Supplementary and decoration views go through the
  /// section map, their item shifted by the views of their kind the layout listed as deleted and
  /// inserted (`newIndexPathForSupplementaryElementOfKind:oldIndexPath:` in the binary of UXKit,
  /// Apple's macOS port of the collection view); before the layout was asked for those lists (in
  /// `prepare(forCollectionViewUpdates:)`) they are empty, and a view keeps its item.
  ///
  /// - Complexity: O(1) for cells; O(*l*) for views, *l* the views listed.
  func newKey(forOld key: ElementKey) -> ElementKey? {
    guard key.indexPath.count == 2 else { return nil }
    if key.category == .cell {
      return plan.items.new(forOld: ItemRef(key.indexPath)).map { .cell($0.indexPath) }
    }
    if isLayoutWide(key) { return key }
    guard !listedDeleted.contains(key),
      let section = plan.sections.new(forOld: key.indexPath.section)
    else { return nil }
    var item = key.indexPath.item - Self.count(of: listedDeleted, like: key, below: key.indexPath)
    for inserted in Self.items(of: listedInserted, like: key, inSection: section)
    where inserted <= item {
      item += 1
    }
    return ElementKey(
      category: key.category, kind: key.kind, indexPath: IndexPath(item: item, section: section))
  }

  /// The key before the update of an element after it, or `nil` when the update adds it: the
  /// inverse of ``newKey(forOld:)``.
  ///
  /// - Complexity: O(1) for cells; O(*l*) for views, *l* the views listed.
  func oldKey(forNew key: ElementKey) -> ElementKey? {
    guard key.indexPath.count == 2 else { return nil }
    if key.category == .cell {
      return plan.items.old(forNew: ItemRef(key.indexPath)).map { .cell($0.indexPath) }
    }
    if isLayoutWide(key) { return key }
    guard !listedInserted.contains(key),
      let section = plan.sections.old(forNew: key.indexPath.section)
    else { return nil }
    // Undo the inserted shift, then the deleted shift.
    var item = key.indexPath.item - Self.count(of: listedInserted, like: key, below: key.indexPath)
    for deleted in Self.items(of: listedDeleted, like: key, inSection: section)
    where deleted <= item {
      item += 1
    }
    return ElementKey(
      category: key.category, kind: key.kind, indexPath: IndexPath(item: item, section: section))
  }

  /// Whether `key` is a layout-wide supplementary view (see ``layoutWideKinds``).
  private func isLayoutWide(_ key: ElementKey) -> Bool {
    guard key.category == .supplementaryView, let kind = key.kind else { return false }
    return layoutWideKinds.contains(kind)
  }

  /// How many of `listed` are views of `key`'s category and kind in `path`'s section, before it.
  private static func count(
    of listed: Set<ElementKey>, like key: ElementKey, below path: IndexPath
  ) -> Int {
    listed.filter {
      $0.category == key.category && $0.kind == key.kind
        && $0.indexPath.section == path.section && $0.indexPath.item < path.item
    }.count
  }

  /// The items of the views of `listed` of `key`'s category and kind in `section`, ascending.
  private static func items(
    of listed: Set<ElementKey>, like key: ElementKey, inSection section: Int
  ) -> [Int] {
    listed.filter {
      $0.category == key.category && $0.kind == key.kind && $0.indexPath.section == section
    }.map(\.indexPath.item).sorted()
  }
}
