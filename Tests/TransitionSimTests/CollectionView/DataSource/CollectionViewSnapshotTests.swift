import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

typealias StringSnapshot = CollectionViewSnapshot<String, String>

/// A snapshot built from `(section, items)` pairs; the test fails on a thrown error.
func makeSnapshot(_ sections: [(String, [String])]) throws -> StringSnapshot {
  try StringSnapshot(sections: sections)
}

@Suite struct CollectionViewSnapshotTests {
  @Test func anEmptySnapshotHoldsNothing() throws {
    let snapshot = StringSnapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem("a") == nil)
    #expect(snapshot.indexOfSection("A") == nil)
  }

  @Test func lookupsAnswerFromTheSectionsAndItems() throws {
    let snapshot = try makeSnapshot([("A", ["a1", "a2", "a3"]), ("B", []), ("C", ["c1", "c2"])])
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
    #expect(snapshot.itemIdentifiers == ["a1", "a2", "a3", "c1", "c2"])
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 5)
    #expect(try snapshot.numberOfItems(inSection: "A") == 3)
    #expect(try snapshot.numberOfItems(inSection: "B") == 0)
    #expect(try snapshot.itemIdentifiers(inSection: "C") == ["c1", "c2"])
    #expect(snapshot.indexOfSection("C") == 2)
    // indexOfItem counts across sections: c1 comes after a1, a2, a3.
    #expect(snapshot.indexOfItem("a2") == 1)
    #expect(snapshot.indexOfItem("c1") == 3)
    #expect(snapshot.indexOfItem("zz") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: "c2") == "C")
    #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
    #expect(snapshot.indexPath(forItem: "c2") == IndexPath(item: 1, section: 2))
    #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 2)) == "c1")
    #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == nil)
  }

  @Test func queriesOfAMissingSectionThrow() {
    let snapshot = StringSnapshot()
    #expect(throws: SnapshotError.missingSection("X")) {
      try snapshot.numberOfItems(inSection: "X")
    }
    #expect(throws: SnapshotError.missingSection("X")) {
      try snapshot.itemIdentifiers(inSection: "X")
    }
  }

  @Test func buildingRefusesRepeatedIdentifiers() {
    // Repeats are listed once each, in the order the repeats are found: b repeats before a.
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["b", "a"])) {
      try makeSnapshot([("A", ["a", "b"]), ("B", ["b", "a", "a"])])
    }
    #expect(throws: SnapshotError.duplicateSectionIdentifiers(["A"])) {
      try makeSnapshot([("A", []), ("A", [])])
    }
    // A section may be called what an item is called.
    #expect(throws: Never.self) { try makeSnapshot([("x", ["x"])]) }
  }

  @Test func equalityIgnoresMarks() throws {
    let plain = try makeSnapshot([("A", ["a", "b"])])
    var marked = plain
    try marked.reloadItems(["a"])
    try marked.reconfigureSections(["A"])
    #expect(plain == marked)
    #expect(plain.hashValue == marked.hashValue)
    #expect(plain != (try makeSnapshot([("A", ["b", "a"])])))
    #expect(plain != (try makeSnapshot([("B", ["a", "b"])])))
  }

  @Test func descriptionListsSections() throws {
    let snapshot = try makeSnapshot([("A", ["a1", "a2"]), ("B", [])])
    #expect(snapshot.description == "[A: {a1 a2}] [B: {}]")
  }

  @Test func marksKeepTheirFirstOrder() throws {
    var snapshot = try makeSnapshot([("A", ["a", "b", "c"]), ("B", [])])
    try snapshot.reloadItems(["c", "a"])
    try snapshot.reloadItems(["b", "c"])
    #expect(snapshot.reloadedItemIdentifiers == ["c", "a", "b"])
    try snapshot.reconfigureItems(["b"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
    try snapshot.reloadSections(["B", "A"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
    try snapshot.reconfigureSections(["A"])
    #expect(snapshot.reconfiguredSectionIdentifiers == ["A"])
    // Marks outlive the identifiers they name.
    try snapshot.deleteItems(["c"])
    #expect(snapshot.reloadedItemIdentifiers == ["c", "a", "b"])
  }

  @Test func snapshotsAreValues() throws {
    let original = try makeSnapshot([("A", ["a"])])
    var copy = original
    try copy.appendItems(["b"])
    #expect(original.itemIdentifiers == ["a"])
    #expect(copy.itemIdentifiers == ["a", "b"])
    #expect(original.indexOfItem("b") == nil)
  }
}
