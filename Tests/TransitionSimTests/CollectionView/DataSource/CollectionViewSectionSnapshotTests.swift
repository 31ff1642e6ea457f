import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

typealias Outline = CollectionViewSectionSnapshot<String>

/// The outline most tests use, every item collapsed.
///
/// ```
/// A
///   A1
///     A1a
///     A1b
///   A2
/// B
///   B1
/// C
/// ```
func makeOutline() throws -> Outline {
  var outline = Outline()
  try outline.append(["A", "B", "C"])
  try outline.append(["A1", "A2"], to: "A")
  try outline.append(["A1a", "A1b"], to: "A1")
  try outline.append(["B1"], to: "B")
  return outline
}

/// The message of the ``SectionSnapshotError`` `body` throws, or `nil` when it throws nothing.
func sectionSnapshotMessage(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch let error as SectionSnapshotError {
    return error.description
  } catch {
    return "not a SectionSnapshotError: \(error)"
  }
}

@Suite struct CollectionViewSectionSnapshotTests {
  @Test func appendBuildsTheOutlineDepthFirst() throws {
    let outline = try makeOutline()
    // Each parent comes before its children, children in the order appended.
    #expect(outline.items == ["A", "A1", "A1a", "A1b", "A2", "B", "B1", "C"])
    #expect(outline.rootItems == ["A", "B", "C"])
    #expect(outline.index(of: "A2") == 4)
    #expect(outline.index(of: "Z") == nil)
    #expect(outline.contains("B1"))
    #expect(!outline.contains("Z"))
  }

  @Test func levelsAndParents() throws {
    let outline = try makeOutline()
    let levels = try outline.items.map { try outline.level(of: $0) }
    #expect(levels == [0, 1, 2, 2, 1, 0, 1, 0])
    let parents = try outline.items.map { try outline.parent(of: $0) }
    #expect(parents == [nil, "A", "A1", "A1", "A", nil, "B", nil])
  }

  @Test func appendingToAParentWithChildrenGoesAfterTheirSubtrees() throws {
    var outline = try makeOutline()
    // A's last child is A2 (A1's children come before it); C is after A's subtree.
    try outline.append(["A3"], to: "A")
    try outline.append(["A1c"], to: "A1")
    try outline.append(["D"])
    #expect(
      outline.items == ["A", "A1", "A1a", "A1b", "A1c", "A2", "A3", "B", "B1", "C", "D"])
    #expect(try outline.level(of: "A1c") == 2)
    #expect(try outline.parent(of: "A3") == "A")
  }

  @Test func visibleItemsFollowNestedExpansion() throws {
    var outline = try makeOutline()
    #expect(outline.visibleItems == ["A", "B", "C"], "parents start collapsed")
    outline.expand(["A"])
    #expect(outline.visibleItems == ["A", "A1", "A2", "B", "C"])
    outline.expand(["A1"])
    #expect(outline.visibleItems == ["A", "A1", "A1a", "A1b", "A2", "B", "C"])
    // Collapsing A hides A1's children too, but A1 stays expanded.
    outline.collapse(["A"])
    #expect(outline.visibleItems == ["A", "B", "C"])
    #expect(try outline.isExpanded("A1"))
    #expect(try !outline.isVisible("A1a"))
    #expect(try !outline.isVisible("A1"))
    #expect(try outline.isVisible("B"))
    outline.expand(["A"])
    #expect(outline.visibleItems == ["A", "A1", "A1a", "A1b", "A2", "B", "C"])
    #expect(outline.expandedItems == ["A", "A1"])
  }

  @Test func expansionNeedsNoChildrenAndPersists() throws {
    var outline = try makeOutline()
    outline.expand(["C"])
    #expect(try outline.isExpanded("C"))
    try outline.append(["C1"], to: "C")
    #expect(outline.visibleItems == ["A", "B", "C", "C1"])
    // Unknown items are ignored.
    outline.expand(["Z"])
    outline.collapse(["Z"])
    #expect(outline.expandedItems == ["C"])
  }

  @Test func deletingAParentDeletesItsDescendants() throws {
    var outline = try makeOutline()
    outline.expand(["A", "A1", "B"])
    try outline.delete(["A1"])
    #expect(outline.items == ["A", "A2", "B", "B1", "C"])
    #expect(!outline.contains("A1a"))
    #expect(outline.expandedItems == ["A", "B"])
    try outline.delete(["B", "B1", "B"])  // a descendant and a repeat are fine
    #expect(outline.items == ["A", "A2", "C"])
    #expect(try outline.parent(of: "A2") == "A")
    #expect(outline.index(of: "C") == 2)
  }

  @Test func insertBeforeAndAfterTakeTheDestinationsLevel() throws {
    var outline = try makeOutline()
    try outline.insert(["X"], before: "A1")
    try outline.insert(["Y"], after: "A1")  // after A1a and A1b
    try outline.insert(["Z"], after: "A")  // after all of A
    try outline.insert(["W"], before: "A")
    #expect(
      outline.items == ["W", "A", "X", "A1", "A1a", "A1b", "Y", "A2", "Z", "B", "B1", "C"])
    #expect(try outline.parent(of: "X") == "A")
    #expect(try outline.parent(of: "Y") == "A")
    #expect(try outline.level(of: "Z") == 0)
    #expect(outline.rootItems == ["W", "A", "Z", "B", "C"])
  }

  @Test func subtreeSnapshots() throws {
    var outline = try makeOutline()
    outline.expand(["A1"])
    let children = try outline.snapshot(of: "A")
    #expect(children.items == ["A1", "A1a", "A1b", "A2"])
    #expect(children.rootItems == ["A1", "A2"])
    #expect(try children.level(of: "A1a") == 1)
    #expect(children.expandedItems == ["A1"])
    let withParent = try outline.snapshot(of: "A", includingParent: true)
    #expect(withParent.rootItems == ["A"])
    #expect(try withParent.level(of: "A1a") == 2)
    #expect(try outline.snapshot(of: "C").items.isEmpty)
  }

  @Test func subtreesGoInWithTheirExpansion() throws {
    var outline = try makeOutline()
    var lazy = Outline()
    try lazy.append(["N1", "N2"])
    try lazy.append(["N1a"], to: "N1")
    lazy.expand(["N1"])
    try outline.replace(childrenOf: "B", using: lazy)
    #expect(outline.items == ["A", "A1", "A1a", "A1b", "A2", "B", "N1", "N1a", "N2", "C"])
    #expect(try outline.level(of: "N1a") == 2)
    #expect(outline.expandedItems == ["N1"])
    var more = Outline()
    try more.append(["M"])
    try outline.append(more, to: "A1")
    try outline.insert(Outline.single("P"), before: "C")
    try outline.insert(Outline.single("Q"), after: "C")
    #expect(try outline.parent(of: "M") == "A1")
    #expect(outline.rootItems == ["A", "B", "P", "C", "Q"])
    // The old children may come back; items elsewhere may not (ours: UIKit does not check).
    var back = Outline()
    try back.append(["N2", "A"])
    #expect(
      sectionSnapshotMessage { try outline.replace(childrenOf: "B", using: back) }
        == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n"
        + "    A\n)}")
  }

  @Test func errorsCarryUIKitsMessagesAndChangeNothing() throws {
    var outline = try makeOutline()
    let before = outline
    #expect(
      sectionSnapshotMessage { try outline.append(["n", "A", "n"]) }
        == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n"
        + "    A,\n    n\n)}")
    #expect(
      sectionSnapshotMessage { try outline.append(["x"], to: "nope") }
        == "Parent item identifier does not exist in section snapshot: nope")
    #expect(
      sectionSnapshotMessage { try outline.insert(["x"], before: "nope") }
        == "Item identifier to insert before does not exist in section snapshot: nope")
    #expect(
      sectionSnapshotMessage { try outline.insert(["x"], after: "nope") }
        == "Item identifier to insert after does not exist in section snapshot: nope")
    #expect(
      sectionSnapshotMessage { try outline.delete(["A", "nope"]) }
        == "Failed to find index of item nope")
    #expect(
      sectionSnapshotMessage { _ = try outline.level(of: "nope") }
        == "Item identifier does not exist in section snapshot: nope")
    #expect(
      sectionSnapshotMessage { _ = try outline.isExpanded("nope") }
        == "Item identifier does not exist in section snapshot: nope")
    #expect(
      sectionSnapshotMessage { _ = try outline.parent(of: "nope") }
        == "Child item identifier does not exist in section snapshot: nope")
    #expect(
      sectionSnapshotMessage { _ = try outline.snapshot(of: "nope") }
        == "Parent item identifier does not exist in section snapshot: nope")
    #expect(outline == before)
    // An empty list checks nothing, as UIKit.
    try outline.append([], to: "nope")
    try outline.delete([])
    #expect(outline == before)
  }

  @Test func equalityAndTheVisualDescription() throws {
    var outline = try makeOutline()
    var other = Outline()
    try other.append(["A"])
    try other.append(["A1", "A2"], to: "A")
    try other.append(["B", "C"])
    try other.append(["A1a", "A1b"], to: "A1")
    try other.append(["B1"], to: "B")
    #expect(outline == other)
    outline.expand(["A"])
    #expect(outline != other)
    #expect(
      outline.visualDescription()
        == "<CollectionViewSectionSnapshot\n+*A\n  -*A1\n    - A1a\n    - A1b\n  -*A2\n-*B\n"
        + "  - B1\n-*C\n>")
    #expect(outline.description == outline.visualDescription())
    outline.deleteAll()
    #expect(outline == Outline())
  }
}

extension CollectionViewSectionSnapshot where ItemIdentifier == String {
  /// A section snapshot of one item, `name`.
  fileprivate static func single(_ name: String) -> Self {
    var result = Self()
    try? result.append([name])
    return result
  }
}
