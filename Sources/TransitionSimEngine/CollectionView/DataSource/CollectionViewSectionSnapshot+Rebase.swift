import Foundation

extension CollectionViewSectionSnapshot {
  /// The section snapshot a collection view reports for a section whose items changed by other
  /// means since this one was applied (a whole-snapshot `apply`, a batch update): this tree,
  /// rebased so that its ``visibleItems`` are exactly `shown`. (Ours, after UIKit's behaviour as
  /// observed by a port checked against it: "keeps its tree, drops what has gone and puts the new
  /// items after the visible item that came before them in the section, at its level".)
  ///
  /// The items of `shown` are taken in order. One that this tree holds stays under its parent
  /// when the parent is expanded and is the previous item or one of its ancestors (so the order
  /// still reads depth-first); it is a root when it was one. Any other item — new, or out of its
  /// old place — becomes the next sibling of the previous item (a root when it is the first).
  /// Expanded items stay expanded. A collapsed item keeps its hidden descendants, except those
  /// in `shown` or `taken` (shown in other sections), which are dropped with their subtrees;
  /// items that were visible and are no longer shown are dropped with their subtrees.
  ///
  /// - Parameters:
  ///   - shown: The section's items, unique.
  ///   - taken: Items shown in other sections.
  /// - Returns: `self` when its visible items are `shown`; else the rebased tree.
  /// - Complexity: O(*n* + *k*) for *n* items here and *k* shown.
  func rebased(
    onto shown: [ItemIdentifier], taking taken: Set<ItemIdentifier>
  ) -> Self {
    if visibleItems == shown { return self }
    var result = Self()
    let shownSet = Set(shown)
    // The open path: the last item placed and its ancestors, with their levels.
    var chain: [(item: ItemIdentifier, level: Int)] = []
    for item in shown {
      let level: Int
      if let index = positions[item] {
        let parent = parents[index]
        if parent < 0 {
          chain.removeAll()
          level = 0
        } else if let depth = chain.lastIndex(where: { $0.item == order[parent] }),
          expanded.contains(order[parent])
        {
          chain.removeSubrange((depth + 1)...)
          level = chain[depth].level + 1
        } else {
          level = Self.sibling(on: &chain)
        }
      } else {
        level = Self.sibling(on: &chain)
      }
      chain.append((item, level))
      result.order.append(item)
      result.levels.append(level)
      if let index = positions[item], !expanded.contains(item) {
        carryHiddenDescendants(of: index, into: &result, excluding: shownSet, taken)
      }
    }
    result.expanded = Set(result.order.lazy.filter { expanded.contains($0) })
    result.reindex(from: 0)
    return result
  }

  /// The level of the next sibling of the last item on `chain`, which it pops (0 when empty).
  private static func sibling(on chain: inout [(item: ItemIdentifier, level: Int)]) -> Int {
    chain.popLast()?.level ?? 0
  }

  /// Appends the descendants of the collapsed item at `index` to `result` (whose last item it
  /// is), skipping the subtrees of items in `shown` or `taken`.
  private func carryHiddenDescendants(
    of index: Int, into result: inout Self, excluding shown: Set<ItemIdentifier>,
    _ taken: Set<ItemIdentifier>
  ) {
    guard let newLevel = result.levels.last else { return }
    let shift = newLevel - levels[index]
    let end = subtreeEnd(index)
    var next = index + 1
    while next < end {
      let item = order[next]
      if shown.contains(item) || taken.contains(item) || result.positions[item] != nil {
        next = subtreeEnd(next)
        continue
      }
      result.order.append(item)
      result.levels.append(levels[next] + shift)
      // Mark it placed, so a later shown item cannot repeat it; `reindex` rewrites the value.
      result.positions[item] = -1
      next += 1
    }
  }
}
