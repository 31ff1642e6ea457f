import Foundation

/// The items of one section as an outline — roots, children, levels, and which items are
/// expanded — as `NSDiffableDataSourceSectionSnapshot` (iOS 14).
///
/// The collection view shows the ``visibleItems``: the items whose ancestors are all expanded.
/// Applying a section snapshot (``CollectionView/apply(_:to:animatingDifferences:animation:)``)
/// makes them the section's items, through the collection view's snapshot diff, so expanding a
/// parent inserts its newly visible descendants right after it, and collapsing deletes them, in
/// one animated batch update.
///
/// ```swift
/// var outline = CollectionViewSectionSnapshot<String>()
/// try outline.append(["Fruit", "Vegetables"])
/// try outline.append(["apple", "pear"], to: "Fruit")
/// try outline.append(["leek"], to: "Vegetables")
/// outline.visibleItems           // ["Fruit", "Vegetables"]: parents start collapsed
/// outline.expand(["Fruit"])
/// outline.visibleItems           // ["Fruit", "apple", "pear", "Vegetables"]
/// try outline.level(of: "pear")  // 1
/// try outline.parent(of: "pear") // "Fruit"
/// ```
///
/// As in UIKit: identifiers are unique within the section snapshot; the expanded state belongs
/// to an item whether or not it has children, and is kept when children come later; `delete`
/// takes an item's descendants with it; `insert(_:before:)` and `insert(_:after:)` put the new
/// items beside the destination, at its level (after its whole subtree for `after`). Edits and
/// queries that UIKit refuses throw ``SectionSnapshotError`` with UIKit's message; `expand` and
/// `collapse` ignore items that are not there (UIKit logs them).
///
/// The items are kept in outline (depth-first) order with their levels and a dictionary of
/// positions, so lookups are O(1) and an edit is linear in the items after the place it
/// changes. Equality compares the items, their places in the tree and the expanded set, as
/// UIKit's `isEqual:` does.
public struct CollectionViewSectionSnapshot<ItemIdentifier: Hashable> {
  /// Every item, in outline (depth-first) order.
  var order: [ItemIdentifier] = []
  /// Each item's level (0 for a root), by position in `order`.
  var levels: [Int] = []
  /// Each item's parent's position in `order`, or -1 for a root.
  var parents: [Int] = []
  /// Each item's position in `order`.
  var positions: [ItemIdentifier: Int] = [:]
  /// The expanded items.
  var expanded: Set<ItemIdentifier> = []

  /// An empty section snapshot.
  public init() {}

  //===--- The tree ------------------------------------------------------------===//

  /// Every item, in outline (depth-first) order: each parent before its children.
  ///
  /// - Complexity: O(1); the array is shared until changed.
  public var items: [ItemIdentifier] { order }

  /// The items at level 0, in order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var rootItems: [ItemIdentifier] {
    zip(order, levels).compactMap { $1 == 0 ? $0 : nil }
  }

  /// The items a collection view shows: those whose ancestors are all expanded, in outline
  /// order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var visibleItems: [ItemIdentifier] {
    var visible: [ItemIdentifier] = []
    visible.reserveCapacity(order.count)
    // Items deeper than `hiddenBelow` are under a collapsed item.
    var hiddenBelow = Int.max
    for (item, level) in zip(order, levels) {
      if level > hiddenBelow { continue }
      visible.append(item)
      hiddenBelow = expanded.contains(item) ? Int.max : level
    }
    return visible
  }

  /// The expanded items, in outline order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var expandedItems: [ItemIdentifier] {
    expanded.isEmpty ? [] : order.filter { expanded.contains($0) }
  }

  /// Whether the item is in the section snapshot.
  ///
  /// - Complexity: O(1).
  public func contains(_ item: ItemIdentifier) -> Bool {
    positions[item] != nil
  }

  /// The item's index in ``items``, or `nil` when it is not there (UIKit's `NSNotFound`).
  ///
  /// - Complexity: O(1).
  public func index(of item: ItemIdentifier) -> Int? {
    positions[item]
  }

  /// The item's depth in the tree: 0 for a root, 1 for its children, and so on.
  ///
  /// - Throws: ``SectionSnapshotError/missingItem(_:)`` when the item is not there. (UIKit's
  ///   header promises `NSNotFound` then; its implementation raises, and so does this.)
  /// - Complexity: O(1).
  public func level(of item: ItemIdentifier) throws(SectionSnapshotError) -> Int {
    levels[try position(of: item, else: SectionSnapshotError.missingItem)]
  }

  /// The item's parent, or `nil` for a root.
  ///
  /// - Throws: ``SectionSnapshotError/missingChild(_:)`` when the item is not there.
  /// - Complexity: O(1).
  public func parent(of item: ItemIdentifier) throws(SectionSnapshotError) -> ItemIdentifier? {
    let parent = parents[try position(of: item, else: SectionSnapshotError.missingChild)]
    return parent < 0 ? nil : order[parent]
  }

  /// Whether the item is expanded (it need not have children).
  ///
  /// - Throws: ``SectionSnapshotError/missingItem(_:)`` when the item is not there.
  /// - Complexity: O(1).
  public func isExpanded(_ item: ItemIdentifier) throws(SectionSnapshotError) -> Bool {
    _ = try position(of: item, else: SectionSnapshotError.missingItem)
    return expanded.contains(item)
  }

  /// Whether the item is shown: whether all its ancestors are expanded.
  ///
  /// - Throws: ``SectionSnapshotError/missingItem(_:)`` when the item is not there.
  /// - Complexity: O(*d*) for an item at depth *d*.
  public func isVisible(_ item: ItemIdentifier) throws(SectionSnapshotError) -> Bool {
    var ancestor = parents[try position(of: item, else: SectionSnapshotError.missingItem)]
    while ancestor >= 0 {
      if !expanded.contains(order[ancestor]) { return false }
      ancestor = parents[ancestor]
    }
    return true
  }

  /// The item's descendants as a section snapshot of their own, with their expanded state:
  /// the item's children become its roots (or the item itself, with `includingParent`).
  ///
  /// - Parameters:
  ///   - parent: The item whose subtree to take.
  ///   - includingParent: Whether the parent is the new snapshot's root; `false` by default.
  /// - Returns: The subtree; empty when the item has no children and `includingParent` is
  ///   `false`.
  /// - Throws: ``SectionSnapshotError/missingParent(_:)`` when the item is not there. (UIKit
  ///   builds before iOS 16 raised "Invalid parameter not satisfying: index != NSNotFound"
  ///   here, as a crash report of FB9662195 shows.)
  /// - Complexity: O(*k*) for the *k* items of the subtree.
  public func snapshot(
    of parent: ItemIdentifier, includingParent: Bool = false
  ) throws(SectionSnapshotError) -> Self {
    let index = try position(of: parent, else: SectionSnapshotError.missingParent)
    let start = includingParent ? index : index + 1
    return subtree(start..<subtreeEnd(index))
  }

  /// A picture of the tree, one item a line, as UIKit's `visualDescription`: two spaces of
  /// indent a level, `+` for an expanded item and `-` for a collapsed one, `*` for a visible one
  /// and a space for a hidden one, then the identifier; between a first line naming the type and
  /// a closing `>` (UIKit's first line carries the object's address too).
  ///
  /// ```
  /// <CollectionViewSectionSnapshot
  /// +*Fruit
  ///   -*apple
  /// -*Vegetables
  ///   - leek
  /// >
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func visualDescription() -> String {
    var lines = ["<CollectionViewSectionSnapshot"]
    var hiddenBelow = Int.max
    for (item, level) in zip(order, levels) {
      let isVisible = level <= hiddenBelow
      let isExpanded = expanded.contains(item)
      if isVisible { hiddenBelow = isExpanded ? Int.max : level }
      lines.append(
        String(repeating: "  ", count: level) + (isExpanded ? "+" : "-") + (isVisible ? "*" : " ")
          + String(describing: item))
    }
    return lines.joined(separator: "\n") + "\n>"
  }

  //===--- Internals -----------------------------------------------------------===//

  /// The item's position, or the error `missing` makes of its description.
  func position(
    of item: ItemIdentifier, else missing: (String) -> SectionSnapshotError
  ) throws(SectionSnapshotError) -> Int {
    guard let index = positions[item] else { throw missing(String(describing: item)) }
    return index
  }

  /// The position just past the subtree of the item at `index`.
  ///
  /// - Complexity: O(*k*) for the *k* items of the subtree.
  func subtreeEnd(_ index: Int) -> Int {
    var end = index + 1
    while end < order.count && levels[end] > levels[index] { end += 1 }
    return end
  }

  /// The items at `range` (whole subtrees, the first at the lowest level) as a section snapshot
  /// whose lowest level is 0, with their expanded state.
  ///
  /// - Complexity: O(*k*) for *k* items.
  func subtree(_ range: Range<Int>) -> Self {
    var result = Self()
    guard let first = range.first else { return result }
    let base = levels[first]
    result.order = Array(order[range])
    result.levels = levels[range].map { $0 - base }
    if !expanded.isEmpty {
      result.expanded = Set(result.order.lazy.filter { expanded.contains($0) })
    }
    result.reindex(from: 0)
    return result
  }

  /// Recomputes the positions and parents of the items from `start` on; those before `start`
  /// must be unchanged.
  ///
  /// - Complexity: O(*n* − `start` + *d*) for *n* items and the depth *d* at `start`.
  mutating func reindex(from start: Int) {
    // The open ancestors at `start`: the item before it and its ancestors, outermost first.
    var chain: [Int] = []
    var ancestor = start - 1
    while ancestor >= 0 {
      chain.append(ancestor)
      ancestor = parents[ancestor]
    }
    chain.reverse()
    parents.removeSubrange(min(start, parents.count)...)
    parents.reserveCapacity(order.count)
    for index in start..<order.count {
      positions[order[index]] = index
      while let last = chain.last, levels[last] >= levels[index] { chain.removeLast() }
      parents.append(chain.last ?? -1)
      chain.append(index)
    }
  }
}

extension CollectionViewSectionSnapshot: Sendable where ItemIdentifier: Sendable {}

extension CollectionViewSectionSnapshot: Equatable {
  /// Whether two section snapshots hold the same items in the same places of the tree, with the
  /// same items expanded.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.order == rhs.order && lhs.levels == rhs.levels && lhs.expanded == rhs.expanded
  }
}

extension CollectionViewSectionSnapshot: Hashable {
  /// Hashes the items, their levels and the expanded set, as `==` compares them.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(order)
    hasher.combine(levels)
    hasher.combine(expanded)
  }
}

extension CollectionViewSectionSnapshot: CustomStringConvertible {
  /// The ``visualDescription()``.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var description: String { visualDescription() }
}
