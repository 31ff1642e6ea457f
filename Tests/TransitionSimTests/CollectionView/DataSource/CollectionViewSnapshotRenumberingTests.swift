import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Sections are renumbered item by item when few items move, and in one pass over the location
// table when many do. Both must leave every item findable at its index path: checked here against
// the sections' arrays, edited alongside in the test.

/// A snapshot with one large section and several small ones, and the same contents as plain
/// arrays.
private struct Fixture {
  var snapshot: CollectionViewSnapshot<String, String>
  /// A section of the model.
  typealias Section = (id: String, items: [String])
  var model: [Section]

  init() throws {
    model =
      [("big", (0..<2_000).map { "b\($0)" })]
      + (0..<6).map { section in ("s\(section)", (0..<2).map { "s\(section)-\($0)" }) }
    snapshot = try CollectionViewSnapshot(sections: model.map { ($0.id, $0.items) })
  }

  /// Every item of the model is at its index path in the snapshot, and the snapshot holds
  /// nothing else.
  func expectAgreement(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      snapshot.sectionIdentifiers == model.map(\.id), "\(step)", sourceLocation: sourceLocation)
    let total = model.reduce(0) { $0 + $1.items.count }
    #expect(snapshot.numberOfItems == total, "\(step)", sourceLocation: sourceLocation)
    var wrong = 0
    for (section, entry) in model.enumerated() {
      for (item, identifier) in entry.items.enumerated()
      where snapshot.indexPath(forItem: identifier) != IndexPath(item: item, section: section) {
        wrong += 1
      }
    }
    #expect(
      wrong == 0, "\(step): \(wrong) items not at their index paths", sourceLocation: sourceLocation
    )
  }

  /// Whether moving the items of the model's sections `sections` renumbers by one pass.
  func sweeps(_ sections: [Int]) -> Bool {
    snapshot.renumbersBySweep(itemCount: sections.reduce(0) { $0 + model[$1].items.count })
  }
}

@Suite struct CollectionViewSnapshotRenumberingTests {
  @Test func insertingSectionsEitherWayKeepsEveryItemFound() throws {
    var fixture = try Fixture()
    // Before the last small section: two items move, item by item.
    #expect(!fixture.sweeps([6]))
    try fixture.snapshot.insertSections(["n0", "n1"], beforeSection: "s5")
    fixture.model.insert(contentsOf: [("n0", []), ("n1", [])] as [Fixture.Section], at: 6)
    fixture.expectAgreement("insert before s5")
    // Before the large section: everything moves, in one pass.
    #expect(fixture.sweeps(Array(fixture.model.indices)))
    try fixture.snapshot.insertSections(["n2"], beforeSection: "big")
    fixture.model.insert(("n2", [String]()), at: 0)
    fixture.expectAgreement("insert before big")
  }

  @Test func deletingSectionsEitherWayKeepsEveryItemFound() throws {
    var fixture = try Fixture()
    // A small section: the four items after it move, item by item.
    #expect(!fixture.sweeps([4, 5, 6]))
    try fixture.snapshot.deleteSections(["s3"])
    fixture.model.remove(at: 4)
    fixture.expectAgreement("delete s3")
    // An empty section before the large one: everything moves, in one pass.
    try fixture.snapshot.insertSections(["e"], beforeSection: "big")
    fixture.model.insert(("e", [String]()), at: 0)
    #expect(fixture.sweeps(Array(fixture.model.indices)))
    try fixture.snapshot.deleteSections(["e", "s0"])
    fixture.model.removeAll { $0.id == "e" || $0.id == "s0" }
    fixture.expectAgreement("delete e and s0")
  }

  @Test func movingSectionsEitherWayKeepsEveryItemFound() throws {
    var fixture = try Fixture()
    // Among the small sections, both ways: item by item.
    #expect(!fixture.sweeps([1, 2, 3, 4]))
    try fixture.snapshot.moveSection("s0", afterSection: "s3")
    fixture.model.insert(fixture.model.remove(at: 1), at: 4)
    fixture.expectAgreement("move s0 after s3")
    try fixture.snapshot.moveSection("s5", beforeSection: "s1")
    fixture.model.insert(fixture.model.remove(at: 6), at: 1)
    fixture.expectAgreement("move s5 before s1")
    // The large section, to the end and back: in one pass.
    #expect(fixture.sweeps(Array(fixture.model.indices)))
    try fixture.snapshot.moveSection("big", afterSection: fixture.model[6].id)
    fixture.model.append(fixture.model.removeFirst())
    fixture.expectAgreement("move big to the end")
    try fixture.snapshot.moveSection("big", beforeSection: fixture.model[0].id)
    fixture.model.insert(fixture.model.removeLast(), at: 0)
    fixture.expectAgreement("move big to the start")
    // Items still move within and between sections afterwards.
    try fixture.snapshot.moveItem("b0", afterItem: "s4-1")
    fixture.model[0].items.removeFirst()
    let s4 = try #require(fixture.model.firstIndex { $0.id == "s4" })
    fixture.model[s4].items.append("b0")
    fixture.expectAgreement("move b0 after s4-1")
  }
}
