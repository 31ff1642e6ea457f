import Foundation

/// Gathers the start and end attributes of every animated element (which hooks are asked, and which
/// elements animate, as in the binary of UXKit, Apple's macOS port of the collection view): the
/// last phase of the ``UpdatePlanner``, reading the update through its ``UpdateContext``.
struct TrackGatherer {
  let collectionView: CollectionView
  /// The update: what was on screen, the plan, the views the layout listed.
  let context: UpdateContext
  /// The data before the update.
  let oldIdentifiers: [[String]]
  /// The timing every track gets.
  let animation: AnimationParameters

  private var before: OnScreenSnapshot { context.before }
  private var plan: BatchUpdatePlan { context.plan }
  private var listedInserted: Set<ElementKey> { context.listedInserted }

  private var layout: CollectionViewLayout { collectionView.collectionViewLayout }

  func gather() throws -> [Track] {
    let animationRect = collectionView.bounds
    let newVisible = try collectionView.query(animationRect)
    var after: [ElementKey: CollectionViewLayoutAttributes] = [:]
    for attributes in newVisible where after[attributes.elementKey] == nil {
      after[attributes.elementKey] = attributes
    }
    var tracks: [Track] = []
    tracks += gatherDeletedCells()
    tracks += try gatherInsertedAndReloadedCells(after: after, rect: animationRect)
    tracks += gatherSurvivingCells(after: after, rect: animationRect)
    markReplacedCellsAsGhosts(&tracks)
    for category in [ElementCategory.supplementaryView, .decorationView] {
      tracks += gatherViews(of: category, after: after, rect: animationRect)
    }
    return tracks.sorted { lhs, rhs in
      lhs.element != rhs.element
        ? lhs.element < rhs.element : lhs.role == .ghost && rhs.role == .element
    }
  }

  //===--- Cells ------------------------------------------------------------===//

  private func identifier(old ref: ItemRef) -> String? {
    oldIdentifiers.indices.contains(ref.section)
      && oldIdentifiers[ref.section].indices.contains(ref.item)
      ? oldIdentifiers[ref.section][ref.item] : nil
  }

  private func final(forCell path: IndexPath) -> CollectionViewLayoutAttributes? {
    collectionView.disappearingAttributes(of: .cell(path))
  }

  private func initial(forCell path: IndexPath) -> CollectionViewLayoutAttributes? {
    collectionView.appearingAttributes(of: .cell(path))
  }

  private func newAttributes(
    forCell path: IndexPath, after: [ElementKey: CollectionViewLayoutAttributes]
  ) -> CollectionViewLayoutAttributes? {
    newAttributes(for: .cell(path), after: after)
  }

  /// Visible cells whose item the update deletes (item deletes, deleted sections, reload halves)
  /// end at `final…(oldIP)`, or fade out in place when it returns `nil`.
  private func gatherDeletedCells() -> [Track] {
    var tracks: [Track] = []
    for key in before.visibleKeys.sorted() where key.category == .cell {
      let ref = ItemRef(key.indexPath)
      guard plan.items.new(forOld: ref) == nil,
        let start = before.elements[key]
      else { continue }
      let reloadTarget = plan.reloadedItems[ref]
      let isReload = reloadTarget != nil
      let end = final(forCell: key.indexPath) ?? start.faded
      tracks.append(
        Track(
          element: TrackElement(
            before: key, after: reloadTarget.map { .cell($0.indexPath) },
            itemIdentifier: identifier(old: ref)),
          change: isReload ? .reloaded : .deleted, role: isReload ? .ghost : .element,
          start: start, end: end, animation: animation))
    }
    return tracks
  }

  /// Every inserted item is asked `initial…(newIP)`; it animates when its start ∪ end meets the
  /// visible rect.
  ///
  /// The new view of a reloaded item is created the same way.
  private func gatherInsertedAndReloadedCells(
    after: [ElementKey: CollectionViewLayoutAttributes], rect: CGRect
  ) throws -> [Track] {
    var tracks: [Track] = []
    for (section, slots) in plan.items.slots.enumerated() {
      for (item, slot) in slots.enumerated() {
        let reloadedFrom: ItemRef?
        switch slot {
        case .survivor: continue
        case .inserted: reloadedFrom = nil
        case .reloaded(let old): reloadedFrom = old
        }
        let path = IndexPath(item: item, section: section)
        let initial = initial(forCell: path)
        guard let end = newAttributes(forCell: path, after: after) else {
          throw CollectionViewLayoutError.missingAttributes(path)
        }
        try collectionView.validate(end)
        let start = initial ?? end.faded
        guard start.frame.union(end.frame).overlaps(rect), !(start.isHidden && end.isHidden) else {
          continue
        }
        tracks.append(
          Track(
            element: TrackElement(
              before: reloadedFrom.map { .cell($0.indexPath) }, after: .cell(path),
              itemIdentifier: collectionView.itemIdentifier(at: path)),
            change: reloadedFrom == nil ? .inserted : .reloaded, start: start, end: end,
            animation: animation))
      }
    }
    return tracks
  }

  /// Survivors visible before or after ask both hooks; with the defaults they make one move from
  /// the old attributes to the new, otherwise a ghost and the element (``Track/Role/ghost``).
  private func gatherSurvivingCells(
    after: [ElementKey: CollectionViewLayoutAttributes], rect: CGRect
  ) -> [Track] {
    var pairs: [(old: ItemRef, new: ItemRef)] = []
    var seen = Set<ItemRef>()
    for key in before.visibleKeys where key.category == .cell {
      let old = ItemRef(key.indexPath)
      if let new = plan.items.new(forOld: old), seen.insert(new).inserted {
        pairs.append((old, new))
      }
    }
    for key in after.keys where key.category == .cell {
      let new = ItemRef(key.indexPath)
      if let old = plan.items.old(forNew: new), seen.insert(new).inserted {
        pairs.append((old, new))
      }
    }
    pairs.sort { $0.new < $1.new }
    var tracks: [Track] = []
    for (old, new) in pairs {
      let oldPath = old.indexPath
      let newPath = new.indexPath
      let final = final(forCell: oldPath)
      let initial = initial(forCell: newPath)
      guard let end = newAttributes(forCell: newPath, after: after) else { continue }
      let oldKey = ElementKey.cell(oldPath)
      let start = before.elements[oldKey] ?? initial ?? end.faded
      let wasVisible = before.visibleKeys.contains(oldKey)
      let isVisible = end.frame.overlaps(rect)
      let explicitlyMoved =
        plan.movedItems[old] != nil || plan.movedSections[old.section] != nil
      let change: Track.Change =
        explicitlyMoved
        ? .moved : !wasVisible ? .appearing : !isVisible ? .disappearing : .unchanged
      guard !(start.isHidden && end.isHidden) else { continue }
      let element = TrackElement(
        before: .cell(oldPath), after: .cell(newPath),
        itemIdentifier: collectionView.itemIdentifier(at: newPath))
      tracks += Track.twoSided(
        element: element, change: change, start: start, end: end, final: final, initial: initial,
        animation: animation)
    }
    return tracks
  }

  /// A cell deleted while a cell of the same item is inserted — the items of a reloaded section,
  /// or an item a snapshot moves out of a section it deletes, which UIKit deletes and inserts
  /// again since an item cannot move out of a deleted section — is the item's old view fading
  /// out as its new one fades in: a ghost, as a reloaded item's old view is, so each frame names
  /// one view per item and role.
  ///
  /// - Complexity: O(*t*) in the tracks.
  private func markReplacedCellsAsGhosts(_ tracks: inout [Track]) {
    var shown = Set<String>()
    for track in tracks where track.role == .element && track.change != .deleted {
      if let item = track.element.itemIdentifier { shown.insert(item) }
    }
    guard !shown.isEmpty else { return }
    for index in tracks.indices where tracks[index].change == .deleted {
      guard let item = tracks[index].element.itemIdentifier, shown.contains(item) else { continue }
      tracks[index].role = .ghost
    }
  }

  //===--- Supplementary and decoration views -------------------------------===//

  private func final(for key: ElementKey) -> CollectionViewLayoutAttributes? {
    collectionView.disappearingAttributes(of: key)
  }

  private func initial(for key: ElementKey) -> CollectionViewLayoutAttributes? {
    collectionView.appearingAttributes(of: key)
  }

  private func newAttributes(
    for key: ElementKey, after: [ElementKey: CollectionViewLayoutAttributes]
  ) -> CollectionViewLayoutAttributes? {
    if let attributes = after[key] { return attributes }
    collectionView.logCall(
      CollectionViewLayout.getterName(for: key.category), key.indexPath, kind: key.kind)
    return collectionView.mirrored(layout.layoutAttributes(for: key))
  }

  private func gatherViews(
    of category: ElementCategory,
    after: [ElementKey: CollectionViewLayoutAttributes], rect: CGRect
  ) -> [Track] {
    var tracks: [Track] = []
    var survivingNew = Set<ElementKey>()
    func element(old: ElementKey?, new: ElementKey?) -> TrackElement {
      TrackElement(before: old, after: new, itemIdentifier: nil)
    }
    // Views on screen before: deleted, or surviving (both hooks).
    for key in before.visibleKeys.sorted() where key.category == category {
      guard let start = before.elements[key] else { continue }
      if let newKey = context.newKey(forOld: key),
        let end = newAttributes(for: newKey, after: after)
      {
        survivingNew.insert(newKey)
        let final = final(for: key)
        let initial = initial(for: newKey)
        guard !(start.isHidden && end.isHidden) else { continue }
        let wasMoved = plan.movedSections[key.indexPath.section] != nil
        let change: Track.Change =
          wasMoved ? .moved : end.frame.overlaps(rect) ? .unchanged : .disappearing
        tracks += Track.twoSided(
          element: element(old: key, new: newKey), change: change, start: start, end: end,
          final: final, initial: initial, animation: animation)
      } else {
        let end = final(for: key) ?? start.faded
        tracks.append(
          Track(
            element: element(old: key, new: nil), change: .deleted, start: start, end: end,
            animation: animation))
      }
    }
    // Views after the update that were not on screen: inserted, or scrolling in.
    var candidates = Set(after.keys.filter { $0.category == category })
    candidates.formUnion(listedInserted.filter { $0.category == category })
    for key in candidates.sorted() where !survivingNew.contains(key) {
      guard let end = newAttributes(for: key, after: after) else { continue }
      let oldKey = context.oldKey(forNew: key)
      let initial = initial(for: key)
      if let oldKey, let oldStart = before.elements[oldKey] {
        let final = final(for: oldKey)
        tracks += Track.twoSided(
          element: element(old: oldKey, new: key), change: .appearing, start: oldStart, end: end,
          final: final, initial: initial, animation: animation)
        continue
      }
      let start = initial ?? end.faded
      guard start.frame.union(end.frame).overlaps(rect), !(start.isHidden && end.isHidden) else {
        continue
      }
      tracks.append(
        Track(
          element: element(old: oldKey, new: key), change: oldKey == nil ? .inserted : .appearing,
          start: start, end: end, animation: animation))
    }
    markReplacedViewsAsGhosts(&tracks)
    return tracks
  }

  /// A view deleted at the key another view has after the update (a list row's separator when
  /// its row is deleted and another row takes the index path, by insert or move; a header when a
  /// section is deleted and another takes its number) is the old view fading out under the new
  /// one: a ghost, as a reloaded cell's old view is, so each frame names one element per key and
  /// role.
  ///
  /// - Complexity: O(*t*) in the tracks.
  private func markReplacedViewsAsGhosts(_ tracks: inout [Track]) {
    let taken = Set(tracks.compactMap(\.element.keyAfter))
    guard !taken.isEmpty else { return }
    for index in tracks.indices where tracks[index].change == .deleted {
      guard tracks[index].element.keyAfter == nil, let old = tracks[index].element.keyBefore,
        taken.contains(old)
      else { continue }
      tracks[index].role = .ghost
    }
  }
}
