import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct CollectionViewSnapshotApplyTests {
  @Test func applyAnimatesTheDifference() throws {
    let (view, _) = makeGrid([["A", "B", "C", "D"]])
    var snapshot = try view.dataSourceSnapshot()
    #expect(snapshot.sectionIdentifiers == ["0"])
    try snapshot.deleteItems(["B"])
    try snapshot.appendItems(["Z"], toSection: "0")
    try snapshot.moveItem("D", beforeItem: "A")
    let transition = try view.apply(snapshot)
    #expect(view.itemIdentifiers == [["D", "A", "C", "Z"]])
    // A and C keep their order; D is the one move, from 0-3 to 0-0.
    let moves = transition.updateItems.filter { $0.updateAction == .move }
    #expect(moves.map(\.indexPathBeforeUpdate) == [IndexPath(item: 3, section: 0)])
    #expect(moves.map(\.indexPathAfterUpdate) == [IndexPath(item: 0, section: 0)])
    #expect(transition.track(forItem: "D")?.change == .moved)
    #expect(transition.track(forItem: "Z")?.change == .inserted)
    #expect(transition.tracks(with: .deleted).map(\.element.itemIdentifier) == ["B"])
    #expect(view.lastTransition?.updateItems == transition.updateItems)
  }

  @Test func theReadmeExample() throws {
    let (view, _) = makeGrid([["A", "B", "C", "D", "E"]])
    var snapshot = try view.dataSourceSnapshot()
    try snapshot.deleteItems(["B"])
    try snapshot.moveItem("A", afterItem: "D")
    try snapshot.reloadItems(["E"])
    let transition = try view.apply(snapshot)
    #expect(view.itemIdentifiers == [["C", "D", "A", "E"]])
    // C and D keep their order, so A is the one move; E, at old 4, comes back at 4 - 1 (B was
    // deleted before it) = 3, where it belongs, so it stays a reload.
    #expect(transition.updateItems.map(\.description) == ["D(0,1)", "R(0,4)", "M(0,0)->(0,2)"])
    try view.apply(identifiers: [["E", "A"], ["C", "D"]])
    #expect(view.itemIdentifiers == [["E", "A"], ["C", "D"]])
    #expect(view.sectionIdentifiers == ["0", "1"])
  }

  @Test func reloadsAndReconfigures() throws {
    let (view, _) = makeGrid([["A", "B", "C"]])
    var snapshot = try view.dataSourceSnapshot()
    try snapshot.reloadItems(["B"])
    try snapshot.reconfigureItems(["C"])
    let transition = try view.apply(snapshot)
    #expect(
      transition.updateItems.map(\.updateAction) == [.reload],
      "a reconfigured item keeps its cell: no update item")
    #expect(transition.tracks(forItem: "B").map(\.change) == [.reloaded, .reloaded])
    #expect(transition.track(forItem: "C")?.change == .unchanged)
  }

  @Test func sectionsAreNamedByPositionUntilASnapshotNamesThem() throws {
    let (view, _) = makeGrid([["a"], ["b"]])
    #expect(view.sectionIdentifiers == ["0", "1"])
    try view.apply(try makeSnapshot([("X", ["a"]), ("Y", ["b"])]))
    #expect(view.sectionIdentifiers == ["X", "Y"])
    // A plain batch moves Y first: the names follow their sections.
    try view.moveSection(1, toSection: 0)
    #expect(view.sectionIdentifiers == ["Y", "X"])
    // Sections a batch inserts are named by their index, or section-1, … when that is taken.
    try view.insertSections(IndexSet(integer: 0))
    #expect(view.sectionIdentifiers == ["0", "Y", "X"])
    try view.insertSections(IndexSet(integer: 0))
    #expect(view.sectionIdentifiers == ["section-1", "0", "Y", "X"])
    // A reloaded section keeps its name.
    try view.reloadSections(IndexSet(integer: 2))
    #expect(view.sectionIdentifiers == ["section-1", "0", "Y", "X"])
    view.reloadData([["a"]])
    #expect(view.sectionIdentifiers == ["0"])
  }

  @Test func appliedSectionsAreMatchedByName() throws {
    let (view, _) = makeGrid([])
    try view.apply(
      try makeSnapshot([("X", ["a", "b"]), ("Y", ["c"])]), animatingDifferences: false)
    let transition = try view.apply(try makeSnapshot([("Y", ["c"]), ("X", ["a", "b"])]))
    // One section move carries a and b: no item moves.
    let moves = transition.updateItems.filter { $0.updateAction == .move }
    #expect(moves.count == 1 && moves.allSatisfy(\.isSectionOperation))
    #expect(view.itemIdentifiers == [["c"], ["a", "b"]])
    #expect(view.sectionIdentifiers == ["Y", "X"])
  }

  @Test func applyingWithoutAnimationReloadsBeforeIOS15() throws {
    let (view, _) = makeGrid([["A", "B"]])
    view.iOSVersion = try IOSVersion("14.8")
    try view.layoutIfNeeded()
    let transition = try view.apply(
      try makeSnapshot([("S", ["C", "A", "D", "E", "F", "G"])]), animatingDifferences: false)
    #expect(view.itemIdentifiers == [["C", "A", "D", "E", "F", "G"]])
    #expect(view.sectionIdentifiers == ["S"])
    #expect(transition.tracks.isEmpty && transition.updateItems.isEmpty)
    #expect(transition.kind == .reloadData)
    #expect(transition.animation.duration == 0)
    // Six 50-point items, five to a line: two lines, 50 + 10 + 50 tall.
    #expect(transition.contentSizeBefore.height == 50)
    #expect(transition.contentSizeAfter.height == 110)
    #expect(view.lastTransition == nil, "as after reloadData")
  }

  @Test func plainDataKeepsSectionsByPosition() throws {
    let (view, _) = makeGrid([["A", "B", "C"], ["D"]])
    let transition = try view.apply(identifiers: [["C", "A"], ["D", "B"]])
    #expect(view.itemIdentifiers == [["C", "A"], ["D", "B"]])
    // B changes section (one move); of C and A one must move: two moves, no section move.
    let moves = transition.updateItems.filter { $0.updateAction == .move }
    #expect(moves.count == 2 && !moves.contains(where: \.isSectionOperation))
    // Extra sections are appended, missing ones deleted from the end.
    try view.apply(identifiers: [["C"], ["D", "B"], ["A", "E"]])
    #expect(view.sectionIdentifiers == ["0", "1", "2"])
    let shrink = try view.apply(identifiers: [["A", "B", "C", "D", "E"]])
    #expect(view.itemIdentifiers == [["A", "B", "C", "D", "E"]])
    let deletedSections = shrink.updateItems.filter {
      $0.updateAction == .delete && $0.isSectionOperation
    }
    #expect(
      deletedSections.map(\.indexPathBeforeUpdate?.section).sorted { ($0 ?? 0) < ($1 ?? 0) } == [
        1, 2,
      ])
  }

  @Test func repeatedIdentifiersAreRefused() throws {
    let (view, _) = makeGrid([["A", "B"]])
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["A"])) {
      try view.apply(identifiers: [["A"], ["B", "A"]])
    }
    #expect(view.itemIdentifiers == [["A", "B"]])
    // Data loaded with a repeat cannot be diffed.
    let (broken, _) = makeGrid([["A", "A"]])
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["A"])) {
      try broken.apply(identifiers: [["A"]])
    }
  }

  /// The same pairs through `apply`: the data source's answers are the snapshot, so the
  /// collection view ends with the snapshot's data and section identifiers.
  @Test func randomAppliesEndAtTheSnapshot() throws {
    let seed: UInt64 = 0xA991_7000
    var rng = SeededGenerator(seed: seed)
    for index in 0..<300 {
      let (old, new) = try randomSnapshotPair(&rng, reloads: index % 2 == 0)
      func context() -> String { "case \(index) (seed \(seed)): \(old) → \(new)" }
      let (view, layout) = makeGrid([], height: 200)
      try view.apply(old, animatingDifferences: false)
      let transition = try view.apply(new)
      #expect(try view.dataSourceSnapshot() == new, "\(context())")
      #expect(view.sectionIdentifiers == new.sectionIdentifiers, "\(context())")
      for track in transition.tracks
      where track.role == .element && track.element.category == .cell {
        guard let after = track.element.indexPathAfter else { continue }
        #expect(track.end == layout.layoutAttributesForItem(at: after), "\(context())")
      }
    }
  }

}
