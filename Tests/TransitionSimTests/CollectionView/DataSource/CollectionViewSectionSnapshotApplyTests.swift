import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A grid showing `makeOutline()` in a section "Side", with `expanded` expanded, after a section
/// "Top" holding `top` (none when `top` is `nil`).
///
/// Set up without animation.
func makeOutlineGrid(
  top: [String]? = nil, expanded: [String] = []
) throws -> (CollectionView, Outline) {
  let (view, _) = makeGrid([])
  if let top {
    try view.apply(try makeSnapshot([("Top", top)]), animatingDifferences: false)
  }
  var outline = try makeOutline()
  outline.expand(expanded)
  try view.apply(outline, to: "Side", animatingDifferences: false)
  return (view, outline)
}

@Suite struct CollectionViewSectionSnapshotApplyTests {
  @Test func theReadmeExample() throws {
    let (collectionView, _) = makeGrid([])
    var outline = CollectionViewSectionSnapshot<String>()
    try outline.append(["Fruit", "Vegetables"])
    try outline.append(["apple", "pear"], to: "Fruit")
    try outline.append(["leek"], to: "Vegetables")
    try collectionView.apply(outline, to: "Sidebar", animatingDifferences: false)
    #expect(collectionView.itemIdentifiers == [["Fruit", "Vegetables"]])
    let transition = try collectionView.expand("Fruit")
    // Fruit is item 0; its two children come at 1 and 2.
    #expect(transition?.updateItems.map(\.description) == ["I(0,1)", "I(0,2)"])
    #expect(try collectionView.snapshot(for: "Sidebar").level(of: "pear") == 1)
    #expect(collectionView.itemIdentifiers == [["Fruit", "apple", "pear", "Vegetables"]])
  }

  @Test func applyShowsTheVisibleItemsAndRemembersTheOutline() throws {
    let (view, _) = makeGrid([])
    try view.apply(try makeSnapshot([("Top", ["t"])]), animatingDifferences: false)
    var outline = try makeOutline()
    outline.expand(["A"])
    let transition = try view.apply(outline, to: "Side")
    // The section is not there: it is appended, with A's children showing.
    #expect(view.sectionIdentifiers == ["Top", "Side"])
    #expect(view.itemIdentifiers == [["t"], ["A", "A1", "A2", "B", "C"]])
    #expect(transition.updateItems.map(\.description) == ["I(1)"])
    #expect(view.snapshot(for: "Side") == outline)
    #expect(transition.animation.duration == 0.25)
    #expect(transition.animation.curve == .timing(.easeInEaseOut))
  }

  @Test func expandingInsertsTheNewlyVisibleDescendantsRightAfterTheParent() throws {
    let (view, _) = try makeOutlineGrid(top: ["t"], expanded: ["A"])
    var outline = view.snapshot(for: "Side")
    outline.expand(["A1"])
    let transition = try view.apply(outline, to: "Side")
    // A1 is item 1 of section 1; its children come at 2 and 3; nothing else changes.
    #expect(transition.updateItems.map(\.description) == ["I(1,2)", "I(1,3)"])
    #expect(
      transition.tracks(with: .inserted).compactMap(\.element.itemIdentifier).sorted()
        == ["A1a", "A1b"])
    #expect(view.itemIdentifiers[1] == ["A", "A1", "A1a", "A1b", "A2", "B", "C"])
  }

  @Test func collapsingDeletesEveryVisibleDescendant() throws {
    let (view, _) = try makeOutlineGrid(top: ["t"], expanded: ["A", "A1"])
    var outline = view.snapshot(for: "Side")
    outline.collapse(["A"])
    let transition = try view.apply(outline, to: "Side")
    // Showing A, A1, A1a, A1b, A2, B, C: A's four visible descendants go (UIKit lists deletes
    // in descending order).
    #expect(
      transition.updateItems.map(\.description) == ["D(1,4)", "D(1,3)", "D(1,2)", "D(1,1)"])
    #expect(view.itemIdentifiers == [["t"], ["A", "B", "C"]])
    #expect(try view.snapshot(for: "Side").isExpanded("A1"), "A1 keeps its state")
  }

  @Test func withoutAnimationTheSectionIsReloadedBeforeIOS15() throws {
    let (view, _) = try makeOutlineGrid()
    view.iOSVersion = try IOSVersion("14.8")
    var outline = view.snapshot(for: "Side")
    outline.expand(["B"])
    let transition = try view.apply(outline, to: "Side", animatingDifferences: false)
    #expect(transition.updateItems.isEmpty && transition.kind == .reloadData)
    #expect(view.itemIdentifiers == [["A", "B", "B1", "C"]])
    #expect(view.snapshot(for: "Side") == outline)
  }

  @Test func withoutAnimationTheSectionDiffsFromIOS15() throws {
    // Expanding B inserts B1 right after it, at (0, 2), in a batch whose tracks take 0 s.
    let (view, _) = try makeOutlineGrid()
    view.iOSVersion = .iOS15
    var outline = view.snapshot(for: "Side")
    outline.expand(["B"])
    let transition = try view.apply(outline, to: "Side", animatingDifferences: false)
    #expect(transition.updateItems.map(\.description) == ["I(0,2)"])
    #expect(transition.endTime == 0)
    #expect(view.itemIdentifiers == [["A", "B", "B1", "C"]])
  }

  @Test func itemsShownElsewhereMoveIntoTheSection() throws {
    let (view, _) = makeGrid([])
    try view.apply(
      try makeSnapshot([("Top", ["t", "x"]), ("Side", ["A"])]), animatingDifferences: false)
    var outline = Outline()
    try outline.append(["A", "x"])
    let transition = try view.apply(outline, to: "Side")
    #expect(view.itemIdentifiers == [["t"], ["A", "x"]])
    #expect(transition.updateItems.map(\.description) == ["M(0,1)->(1,1)"])
  }

  @Test func snapshotForASectionWithoutAnOutline() throws {
    let (view, _) = makeGrid([])
    try view.apply(try makeSnapshot([("Top", ["t", "u"])]), animatingDifferences: false)
    let flat = view.snapshot(for: "Top")
    #expect(flat.rootItems == ["t", "u"])
    #expect(flat.visibleItems == ["t", "u"])
    #expect(view.snapshot(for: "Nowhere") == Outline())
  }

  @Test func theOutlineIsRebasedOntoItemsChangedByOtherMeans() throws {
    let (view, _) = try makeOutlineGrid(expanded: ["A"])
    #expect(view.itemIdentifiers == [["A", "A1", "A2", "B", "C"]])
    // A plain apply replaces A2 with N.
    try view.apply(identifiers: [["A", "A1", "N", "B", "C"]])
    let rebased = view.snapshot(for: "Side")
    // A1 keeps its hidden children; N follows A1 at its level; A2 is gone; B keeps B1.
    #expect(rebased.items == ["A", "A1", "A1a", "A1b", "N", "B", "B1", "C"])
    #expect(try rebased.parent(of: "N") == "A")
    #expect(rebased.visibleItems == ["A", "A1", "N", "B", "C"])
    #expect(rebased.expandedItems == ["A"])
    // The outline still works: expanding A1 shows its children after it.
    let transition = try view.expand("A1")
    #expect(transition?.updateItems.map(\.description) == ["I(0,2)", "I(0,3)"])
    #expect(view.itemIdentifiers == [["A", "A1", "A1a", "A1b", "N", "B", "C"]])
  }

  @Test func anItemOutOfItsPlaceBecomesTheSiblingOfTheOneBefore() throws {
    let (view, _) = try makeOutlineGrid(expanded: ["A", "B"])
    #expect(view.itemIdentifiers == [["A", "A1", "A2", "B", "B1", "C"]])
    // B1 moves before B: its parent no longer precedes it, so it follows A2 under A.
    try view.apply(identifiers: [["A", "A1", "A2", "B1", "B", "C"]])
    let rebased = view.snapshot(for: "Side")
    #expect(rebased.items == ["A", "A1", "A1a", "A1b", "A2", "B1", "B", "C"])
    #expect(try rebased.parent(of: "B1") == "A")
    #expect(rebased.visibleItems == view.itemIdentifiers[0])
  }

  @Test func disclosureActionsConsultTheHandlersInUIKitsOrder() throws {
    let (view, _) = try makeOutlineGrid()
    var log: [String] = []
    view.sectionSnapshotHandlers.shouldExpandItem = { item in
      log.append("shouldExpand \(item)")
      return item != "B"
    }
    view.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
    view.sectionSnapshotHandlers.shouldCollapseItem = { item in
      log.append("shouldCollapse \(item)")
      return true
    }
    view.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
    view.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      log.append("children of \(parent): \(children.items)")
      return children
    }
    #expect(try view.expand("B") == nil)
    #expect(log == ["shouldExpand B"])
    log = []
    let expanded = try view.expand("A")
    #expect(
      log == [
        "shouldExpand A", "willExpand A", "children of A: [\"A1\", \"A1a\", \"A1b\", \"A2\"]",
      ])
    #expect(expanded?.updateItems.map(\.description) == ["I(0,1)", "I(0,2)"])
    log = []
    // Already expanded, hidden, or unknown: nothing is asked.
    #expect(try view.expand("A") == nil)
    #expect(try view.expand("A1a") == nil)
    #expect(try view.collapse("Z") == nil)
    #expect(log.isEmpty)
    let collapsed = try view.collapse("A")
    #expect(log == ["shouldCollapse A", "willCollapse A"])
    #expect(collapsed?.updateItems.map(\.description) == ["D(0,2)", "D(0,1)"])
    #expect(view.itemIdentifiers == [["A", "B", "C"]])
  }

  @Test func snapshotForExpandingParentProvidesLazyChildren() throws {
    let (view, _) = makeGrid([])
    var outline = Outline()
    try outline.append(["L", "M"])
    try view.apply(outline, to: "Side", animatingDifferences: false)
    view.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
      var children = current
      try? children.append([parent + "1", parent + "2"])
      return children
    }
    let transition = try view.expand("L")
    #expect(transition?.updateItems.map(\.description) == ["I(0,1)", "I(0,2)"])
    #expect(view.itemIdentifiers == [["L", "L1", "L2", "M"]])
    #expect(try view.snapshot(for: "Side").parent(of: "L2") == "L")
  }

  @Test func aWillHandlerMayChangeTheSectionFirst() throws {
    let (view, _) = try makeOutlineGrid()
    view.sectionSnapshotHandlers.willExpandItem = { [unowned view] item in
      var outline = view.snapshot(for: "Side")
      try? outline.append([item + "-new"], to: item)
      _ = try? view.apply(outline, to: "Side", animatingDifferences: false)
    }
    let transition = try view.expand("C")
    // The snapshot read after the will-handler holds its new child.
    #expect(transition?.updateItems.map(\.description) == ["I(0,3)"])
    #expect(view.itemIdentifiers == [["A", "B", "C", "C-new"]])
  }
}
