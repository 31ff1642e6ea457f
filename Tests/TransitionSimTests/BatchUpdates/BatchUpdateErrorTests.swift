import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// One case per validation rule of UIKit's batch updates, compared verbatim with UIKit's text.
///
/// The data is [[A, B, C], [D, E]]: section 0 holds 3 items, section 1 holds 2.
@Suite struct BatchUpdateErrorTests {
  typealias Case = (
    name: String, updates: @Sendable (CollectionView) throws -> Void, message: String
  )

  static let cases: [Case] = [
    (
      "delete and reload",
      {
        try $0.deleteItems(at: [path(0, 1)])
        try $0.reloadItems(at: [path(0, 1)])
      },
      "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"
    ),
    (
      "delete section out of range", { try $0.deleteSections([2]) },
      "attempt to delete section 2, but there are only 2 sections before the update"
    ),
    (
      "delete and move from same index path",
      {
        try $0.deleteItems(at: [path(0, 0)])
        try $0.moveItem(at: path(0, 0), to: path(0, 1))
      },
      "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"
    ),
    (
      "delete and move from same section",
      {
        try $0.deleteSections([0])
        try $0.moveSection(0, toSection: 1)
      },
      "attempt to perform a delete and a move from the same section (0)"
    ),
    (
      "move from deleted section",
      {
        try $0.deleteSections([1])
        try $0.moveItem(at: path(1, 0), to: path(0, 0))
      },
      "cannot move an item from a deleted section (1)"
    ),
    (
      "delete item from missing section", { try $0.deleteItems(at: [path(5, 0)]) },
      "attempt to delete item 0 from section 5, but there are only 2 sections before the update"
    ),
    (
      "delete item out of range", { try $0.deleteItems(at: [path(0, 3)]) },
      "attempt to delete item 3 from section 0 which only contains 3 items before the update"
    ),
    (
      "insert section out of range", { try $0.insertSections([3]) },
      "attempt to insert section 3 but there are only 3 sections after the update"
    ),
    (
      "insert and move to same index path",
      {
        try $0.insertItems(at: [path(0, 2)])
        try $0.moveItem(at: path(1, 0), to: path(0, 2))
      },
      "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 2})"
    ),
    (
      "insert and move to same section",
      {
        try $0.insertSections([0])
        try $0.moveSection(1, toSection: 0)
      },
      "attempt to perform an insert and a move to the same section (0)"
    ),
    (
      "move into inserted section",
      {
        try $0.insertSections([2])
        try $0.moveItem(at: path(0, 0), to: path(2, 0))
      },
      "cannot move an item into a newly inserted section (2)"
    ),
    (
      "insert item into missing section", { try $0.insertItems(at: [path(4, 0)]) },
      "attempt to insert item 0 into section 4, but there are only 2 sections after the update"
    ),
    (
      "insert item out of range", { try $0.insertItems(at: [path(1, 3)]) },
      "attempt to insert item 3 into section 1, but there are only 3 items in section 1 after the update"
    ),
    (
      "move section from out of range", { try $0.moveSection(7, toSection: 0) },
      "attempt to move section 7, but there are only 2 sections before the update"
    ),
    (
      "move section to out of range", { try $0.moveSection(0, toSection: 2) },
      "attempt to to move section 0 to section 2, but there are only 2 sections after the update"
    ),
    (
      "move item from missing section", { try $0.moveItem(at: path(3, 0), to: path(0, 0)) },
      "attempt to move index path ({length = 2, path = 3 - 0}) from a section that does not exist - there are only 2 sections before the update"
    ),
    (
      "move item from out of range", { try $0.moveItem(at: path(1, 2), to: path(0, 0)) },
      "attempt to move index path ({length = 2, path = 1 - 2}) that does not exist - there are only 2 items in section 1 before the update"
    ),
    (
      "move item to missing section", { try $0.moveItem(at: path(0, 0), to: path(2, 0)) },
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 2 - 0}) in section that does not exist - there are only 2 sections after the update"
    ),
    (
      "move item to out of range", { try $0.moveItem(at: path(0, 0), to: path(1, 3)) },
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 3}) that does not exist - there are only 3 items in section 1 after the update"
    ),
    (
      "move section to two places",
      {
        try $0.moveSection(0, toSection: 1)
        try $0.moveSection(0, toSection: 0)
      },
      "attempt to move section 0 to both section 1 and section 0"
    ),
    (
      "move item to two places",
      {
        try $0.moveItem(at: path(0, 0), to: path(0, 1))
        try $0.moveItem(at: path(0, 0), to: path(0, 2))
      },
      "attempt to move item at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"
    ),
    (
      "two sections to one place",
      {
        try $0.moveSection(0, toSection: 1)
        try $0.moveSection(1, toSection: 1)
      },
      "attempt to move both section 0 and section 1 to section 1"
    ),
    (
      "two items to one place",
      {
        try $0.moveItem(at: path(0, 0), to: path(0, 2))
        try $0.moveItem(at: path(0, 1), to: path(0, 2))
      },
      "attempt to move both item at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"
    ),
    (
      "delete twice (ours)", { try $0.deleteItems(at: [path(0, 1), path(0, 1)]) },
      "attempt to delete the same index path ({length = 2, path = 0 - 1}) twice in one update (UIKit does not check this and crashes later)"
    ),
  ]

  @Test(arguments: cases.indices)
  func eachRuleThrowsUIKitsMessageAndChangesNothing(index: Int) throws {
    let testCase = Self.cases[index]
    let (view, layout) = makeGrid([["A", "B", "C"], ["D", "E"]])
    try view.layoutIfNeeded()
    let frames = try (0..<3).map { try view.layoutAttributesForItem(at: path(0, $0)) }
    let error = #expect(throws: BatchUpdateError.self, "\(testCase.name)") {
      try view.performBatchUpdates { try testCase.updates(view) }
    }
    #expect(error?.description == testCase.message, "\(testCase.name)")
    // Nothing changed.
    #expect(view.itemIdentifiers == [["A", "B", "C"], ["D", "E"]])
    #expect(view.contentOffset == .zero)
    #expect(try (0..<3).map { try view.layoutAttributesForItem(at: path(0, $0)) } == frames)
    #expect(layout.updateState == nil)
    // And the next valid update works.
    try view.performBatchUpdates { try view.deleteItems(at: [path(0, 0)]) }
    #expect(view.itemIdentifiers == [["B", "C"], ["D", "E"]])
  }

  @Test func exactDuplicateMovesAreDropped() throws {
    let (view, _) = makeGrid([["A", "B", "C"]])
    try view.performBatchUpdates {
      try view.moveItem(at: path(0, 0), to: path(0, 2))
      try view.moveItem(at: path(0, 0), to: path(0, 2))
    }
    #expect(view.itemIdentifiers == [["B", "C", "A"]])
  }

  @Test func theCountCrashIsReproducedThroughSuppliedData() throws {
    // The data source now answers 4 items in section 0 (it appended one) but the batch inserts
    // nothing: UIKit's most common crash, with its two spaces after "section 0.".
    let (view, _) = makeGrid([["A", "B", "C"], ["D", "E"]])
    let error = #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates(
        { try view.deleteItems(at: [path(1, 0)]) },
        dataAfterUpdate: .itemCounts([4, 1]))
    }
    #expect(
      error?.description
        == "Invalid update: invalid number of items in section 0.  The number of items contained "
        + "in an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (3), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
    #expect(view.itemIdentifiers == [["A", "B", "C"], ["D", "E"]])
  }

  @Test func theSectionCountCrash() throws {
    let (view, _) = makeGrid([["A"]])
    let error = #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates({}, dataAfterUpdate: .identifiers([["A"], ["B"]]))
    }
    #expect(
      error?.description
        == "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "collection view after the update (2) must be equal to the number of sections contained "
        + "in the collection view before the update (1), plus or minus the number of sections "
        + "inserted or deleted (0 inserted, 0 deleted).")
  }

  @Test func movesBetweenSectionsCountAsMovedInAndOut() throws {
    // Moving A from section 0 to 1 while the data source claims section 1 kept 2 items.
    let (view, _) = makeGrid([["A", "B", "C"], ["D", "E"]])
    let error = #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates(
        { try view.moveItem(at: path(0, 0), to: path(1, 0)) },
        dataAfterUpdate: .itemCounts([2, 2]))
    }
    #expect(
      error?.description.contains(
        "invalid number of items in section 1.  The number of items contained in an existing "
          + "section after the update (2) must be equal to the number of items contained in that "
          + "section before the update (2), plus or minus the number of items inserted or deleted "
          + "from that section (0 inserted, 0 deleted) and plus or minus the number of items moved "
          + "into or out of that section (1 moved in, 0 moved out).") == true)
  }

  @Test func suppliedIdentifiersMustBeUnique() throws {
    let (view, _) = makeGrid([["A", "B"]])
    let error = #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates(
        { try view.insertItems(at: [path(0, 2)]) },
        dataAfterUpdate: .identifiers([["A", "B", "A"]]))
    }
    #expect(error == .duplicateItemIdentifiers(["A"]))
    let inserted = #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates { try view.insertItems(at: [path(0, 0)], identifiers: ["B"]) }
    }
    #expect(inserted == .duplicateItemIdentifiers(["B"]))
  }
}
