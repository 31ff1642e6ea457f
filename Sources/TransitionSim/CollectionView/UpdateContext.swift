import Foundation

/// The batch update in flight, as the layout base class sees it in
/// `prepare(forCollectionViewUpdates:)`: what was on screen, and how old positions map to new.
struct UpdateContext {
  /// What was on screen before the update.
  let before: OnScreenSnapshot
  /// The validated update.
  let plan: BatchUpdatePlan
  /// For each old section, each item's position after the update (section -1 when deleted).
  let oldToNewItem: [[ItemRef]]
  /// The visible rect after the update, at the proposed content offset.
  var newBounds: CGRect

  init(before: OnScreenSnapshot, plan: BatchUpdatePlan, newBounds: CGRect) {
    self.before = before
    self.plan = plan
    self.newBounds = newBounds
    var map = plan.oldCounts.map { [ItemRef](repeating: ItemRef(-1, -1), count: $0) }
    for (section, slots) in plan.slots.enumerated() {
      for (item, slot) in slots.enumerated() {
        if case .survivor(let old) = slot { map[old.section][old.item] = ItemRef(section, item) }
      }
    }
    oldToNewItem = map
  }

  /// The position after the update of a surviving item, or `nil`.
  func newRef(forOld ref: ItemRef) -> ItemRef? {
    guard oldToNewItem.indices.contains(ref.section),
      oldToNewItem[ref.section].indices.contains(ref.item)
    else { return nil }
    let new = oldToNewItem[ref.section][ref.item]
    return new.section >= 0 ? new : nil
  }

  /// The position before the update of a surviving item, or `nil` for an inserted one.
  func oldRef(forNew ref: ItemRef) -> ItemRef? {
    guard plan.slots.indices.contains(ref.section),
      plan.slots[ref.section].indices.contains(ref.item),
      case .survivor(let old) = plan.slots[ref.section][ref.item]
    else { return nil }
    return old
  }

  /// The key after the update of an element on screen before it: cells through the item map,
  /// supplementary and decoration views through the section map.
  func newKey(forOld key: ElementKey) -> ElementKey? {
    guard key.indexPath.count == 2 else { return nil }
    if key.category == .cell {
      return newRef(forOld: ItemRef(key.indexPath)).map { .cell($0.indexPath) }
    }
    guard plan.oldSectionToNew.indices.contains(key.indexPath.section) else { return nil }
    let section = plan.oldSectionToNew[key.indexPath.section]
    guard section >= 0 else { return nil }
    return ElementKey(
      category: key.category, kind: key.kind,
      indexPath: IndexPath(item: key.indexPath.item, section: section))
  }

  /// The key before the update of an element after it, or `nil` when it is new.
  func oldKey(forNew key: ElementKey) -> ElementKey? {
    guard key.indexPath.count == 2 else { return nil }
    if key.category == .cell {
      return oldRef(forNew: ItemRef(key.indexPath)).map { .cell($0.indexPath) }
    }
    guard plan.newSectionToOld.indices.contains(key.indexPath.section) else { return nil }
    let section = plan.newSectionToOld[key.indexPath.section]
    guard section >= 0 else { return nil }
    return ElementKey(
      category: key.category, kind: key.kind,
      indexPath: IndexPath(item: key.indexPath.item, section: section))
  }
}
