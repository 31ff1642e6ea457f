import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Every message, written out by hand from UIKit's format strings (see `SnapshotError`).
@Suite struct SnapshotErrorTests {
  @Test func duplicateIdentifiersPrintAsAnOrderedSet() {
    #expect(
      SnapshotError.duplicateItemIdentifiers(["a"]).description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
    #expect(
      SnapshotError.duplicateItemIdentifiers(["a", "b"]).description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + "{(\n    a,\n    b\n)}")
    #expect(
      SnapshotError.duplicateSectionIdentifiers(["S"]).description
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + "{(\n    S\n)}")
  }

  @Test func existingSectionsAreSingularOrPlural() {
    #expect(
      SnapshotError.sectionIdentifiersAlreadyExist(["A"]).description
        == "Diffable data source detected an attempt to insert or append 1 section identifier "
        + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifier that already exists: A")
    #expect(
      SnapshotError.sectionIdentifiersAlreadyExist(["A", "B"]).description
        == "Diffable data source detected an attempt to insert or append 2 section identifiers "
        + "that already exist in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifiers that already exist: (\n    A,\n    B\n)")
  }

  @Test func missingDestinationsNameTheIdentifier() {
    let cases: [(SnapshotError, String)] = [
      (
        .noSections,
        "There are currently no sections in the data source. Please add a section first."
      ),
      (
        .appendToMissingSection("X"),
        "Invalid parameter not satisfying: section != NSNotFound (section identifier: X)"
      ),
      (
        .insertRelativeToMissingItem("x"),
        "Invalid parameter not satisfying: section != NSNotFound (item identifier: x)"
      ),
      (
        .insertRelativeToMissingSection("X"),
        "Invalid parameter not satisfying: insertIndex != NSNotFound (section identifier: X)"
      ),
      (
        .moveOfMissingItem("x"),
        "Invalid parameter not satisfying: fromIndex != NSNotFound (item identifier: x)"
      ),
      (
        .moveRelativeToMissingItem("y"),
        "Invalid parameter not satisfying: toIndex != NSNotFound (item identifier: y)"
      ),
      (
        .moveOfMissingSection("X"),
        "Invalid parameter not satisfying: fromSection != NSNotFound (section identifier: X)"
      ),
      (
        .moveRelativeToMissingSection("Y"),
        "Invalid parameter not satisfying: toSection != NSNotFound (section identifier: Y)"
      ),
      (
        .missingSection("X"),
        "Section identifier was not found. You can verify the section exists by calling the "
          + "indexOfSectionIdentifier API (which has O(1) performance) (section identifier: X)"
      ),
    ]
    for (error, message) in cases { #expect(error.description == message) }
  }

  @Test func destinationsAmongTheIdentifiersPrintTheUpdate() {
    #expect(
      SnapshotError.insertionDestinationInInsertedItems(destination: "b", identifiers: ["a", "b"])
        .description
        == "Invalid update: destination for insertion operation [b] is in the insertion "
        + "identifier list for update: <_UIDiffableDataSourceUpdate - action: INS "
        + "destinationIdentifier:b; destIsSection: 0; identifiers: [a, b]>.")
    #expect(
      SnapshotError.insertionDestinationInInsertedSections(destination: "B", identifiers: ["B"])
        .description
        == "Invalid update: destination for section operation [B] is in the inserted section "
        + "list for update: <_UIDiffableDataSourceUpdate - action: INS destinationIdentifier:B; "
        + "destIsSection: 0; identifiers: [B]>")
    #expect(
      SnapshotError.itemMovedRelativeToItself("a").description
        == "Invalid update: destination for item move is the same as the source [a] for update: "
        + "<_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:a; destIsSection: 0; "
        + "identifiers: [a]>.")
    #expect(
      SnapshotError.sectionMovedRelativeToItself("A").description
        == "Invalid update: destination for section move is the same as the source [A] for "
        + "update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:A; "
        + "destIsSection: 0; identifiers: [A]>.")
  }

  @Test func reloadsOfMissingIdentifiers() {
    #expect(
      SnapshotError.reloadOfMissingItem("x").description
        == "Attempted to reload item identifier that does not exist in the snapshot: x")
    #expect(
      SnapshotError.reconfigureOfMissingItem("x").description
        == "Attempted to reconfigure item identifier that does not exist in the snapshot: x")
    #expect(
      SnapshotError.reloadOfMissingSection("X").description
        == "Attempted to reload section identifier that does not exist in the snapshot: X")
    #expect(
      SnapshotError.reconfigureOfMissingSection("X").description
        == "Attempted to reconfigure section identifier that does not exist in the snapshot: X")
  }
}
