import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// An outline kept the plain way — children lists and an expanded set — to check the section
/// snapshot against, independently of its implementation.
private struct OutlineModel {
  var roots: [String] = []
  var children: [String: [String]] = [:]
  var expanded: Set<String> = []

  /// Every item, each parent before its children.
  var all: [String] { walk(roots, everything: true) }

  /// The items whose ancestors are all expanded.
  var visible: [String] { walk(roots, everything: false) }

  /// The items shown under `parent` when it is expanded and shown.
  func shownDescendants(of parent: String) -> [String] {
    walk(children[parent] ?? [], everything: false)
  }

  private func walk(_ items: [String], everything: Bool) -> [String] {
    var result: [String] = []
    for item in items {
      result.append(item)
      if everything || expanded.contains(item) {
        result += walk(children[item] ?? [], everything: everything)
      }
    }
    return result
  }
}

@Suite struct SectionSnapshotPropertyTests {
  /// The section "Top" above the outline, so the outline's section is 1.
  static let top = ["t0", "t1"]

  /// A random outline of 1 to 25 items, built by `append(_:to:)` in both representations, each
  /// item expanded with probability 1/2.
  private static func randomOutline(
    using generator: inout SeededGenerator
  ) throws -> (Outline, OutlineModel) {
    var outline = Outline()
    var model = OutlineModel()
    let count = Int.random(in: 1...25, using: &generator)
    for index in 0..<count {
      let item = "i\(index)"
      let parent =
        Bool.random(using: &generator) || index == 0
        ? nil : "i\(Int.random(in: 0..<index, using: &generator))"
      try outline.append([item], to: parent)
      if let parent {
        model.children[parent, default: []].append(item)
      } else {
        model.roots.append(item)
      }
    }
    for index in 0..<count where Bool.random(using: &generator) {
      outline.expand(["i\(index)"])
      model.expanded.insert("i\(index)")
    }
    return (outline, model)
  }

  /// The update items of the flat snapshot built by hand (`after`, with the "Top" section)
  /// diffed against the one shown (`before`), run on a collection view of their own.
  private static func flatUpdateItems(
    from before: [String], to after: [String]
  ) throws -> [CollectionViewUpdateItem] {
    let old = try makeSnapshot([("Top", top), ("Side", before)])
    let new = try makeSnapshot([("Top", top), ("Side", after)])
    let (twin, _) = makeGrid([top, before])
    let transition = try twin.performBatchUpdates(
      new.difference(from: old), dataAfterUpdate: .identifiers([top, after]))
    return transition.updateItems
  }

  @Test func randomOutlinesMatchTheirModel() throws {
    var generator = SeededGenerator(seed: 21)
    for _ in 0..<200 {
      let (outline, model) = try Self.randomOutline(using: &generator)
      #expect(outline.items == model.all)
      #expect(outline.visibleItems == model.visible)
      for (parent, children) in model.children {
        for child in children { #expect(try outline.parent(of: child) == parent) }
      }
      for item in model.all {
        let visible = model.visible.contains(item)
        #expect(try outline.isVisible(item) == visible)
      }
    }
  }

  /// The Done-when property: expanding or collapsing through a section snapshot produces the
  /// same batch as the flat snapshot built by hand and diffed, and that batch is the parent's
  /// shown descendants inserted or deleted right after it, nothing else.
  @Test(arguments: 1...24)
  func expandAndCollapseMatchTheHandBuiltFlatDiff(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    var (outline, model) = try Self.randomOutline(using: &generator)
    let (view, _) = makeGrid([])
    try view.apply(try makeSnapshot([("Top", Self.top)]), animatingDifferences: false)
    try view.apply(outline, to: "Side", animatingDifferences: false)
    for _ in 0..<12 {
      let all = model.all
      let item = all[Int.random(in: 0..<all.count, using: &generator)]
      let expanding = Bool.random(using: &generator)
      let byTap = Bool.random(using: &generator)
      let before = model.visible
      let isShown = before.contains(item)
      let changes = model.expanded.contains(item) != expanding
      // A tap needs a shown item whose state changes; otherwise nothing happens.
      let applies = !byTap || (isShown && changes)
      if applies {
        if expanding { model.expanded.insert(item) } else { model.expanded.remove(item) }
      }
      let after = model.visible

      let transition: Transition?
      if byTap {
        transition = expanding ? try view.expand(item) : try view.collapse(item)
        guard applies else {
          #expect(transition == nil)
          continue
        }
      } else {
        outline = view.snapshot(for: "Side")
        if expanding { outline.expand([item]) } else { outline.collapse([item]) }
        transition = try view.apply(outline, to: "Side")
      }
      #expect(view.itemIdentifiers == [Self.top, after])
      let updateItems = transition?.updateItems ?? []
      #expect(updateItems == (try Self.flatUpdateItems(from: before, to: after)))
      // By hand: the shown descendants of a shown parent whose state changed, right after it;
      // UIKit lists deletes in descending order, inserts in ascending order.
      var expected: [String] = []
      if isShown && changes, let parent = before.firstIndex(of: item) {
        let count = model.shownDescendants(of: item).count
        let indexes = Array(parent + 1..<parent + 1 + count)
        expected =
          expanding
          ? indexes.map { "I(1,\($0))" } : indexes.reversed().map { "D(1,\($0))" }
      }
      #expect(updateItems.map(\.description) == expected)
    }
    #expect(view.snapshot(for: "Side").expandedItems == model.all.filter(model.expanded.contains))
  }
}

@Suite struct SectionSnapshotRebaseTests {
  /// Whatever a plain apply does to an outlined section, `snapshot(for:)` shows exactly the
  /// section's items, keeps every expanded item that is still there, and is a tree whose items
  /// are unique across the collection view.
  @Test(arguments: 1...24)
  func theRebasedOutlineShowsTheSectionsItems(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(1000 + seed))
    var outline = Outline()
    let count = Int.random(in: 1...20, using: &generator)
    for index in 0..<count {
      let parent =
        index == 0 || Bool.random(using: &generator)
        ? nil : "i\(Int.random(in: 0..<index, using: &generator))"
      try outline.append(["i\(index)"], to: parent)
    }
    outline.expand(outline.items.filter { _ in Bool.random(using: &generator) })
    let (view, _) = makeGrid([])
    try view.apply(try makeSnapshot([("Top", ["t0"])]), animatingDifferences: false)
    try view.apply(outline, to: "Side", animatingDifferences: false)
    // A random plain edit: shuffle, drop some, add a new item, show one hidden item here and
    // another in the section above.
    var shown = view.itemIdentifiers[1].shuffled(using: &generator)
    shown.removeAll { _ in Int.random(in: 0..<4, using: &generator) == 0 }
    shown.insert("new\(seed)", at: Int.random(in: 0...shown.count, using: &generator))
    let hidden = outline.items.filter { !outline.visibleItems.contains($0) }
    var top = ["t0"]
    if let first = hidden.first { shown.append(first) }
    if hidden.count > 1 { top.append(hidden[1]) }
    try view.apply(identifiers: [top, shown])
    let rebased = view.snapshot(for: "Side")
    #expect(rebased.visibleItems == shown)
    #expect(Set(rebased.items).count == rebased.items.count)
    #expect(Set(rebased.items).isDisjoint(with: top))
    let stillThere = outline.expandedItems.filter(rebased.contains)
    #expect(Set(rebased.expandedItems) == Set(stillThere))
    for item in rebased.items {
      let level = try rebased.level(of: item)
      let parentLevel = try rebased.parent(of: item).map { try rebased.level(of: $0) } ?? -1
      #expect(level == parentLevel + 1)
    }
  }
}
