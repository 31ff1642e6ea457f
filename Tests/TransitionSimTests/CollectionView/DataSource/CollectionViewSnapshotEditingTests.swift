import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A plain model of a snapshot — sections as an array of (identifier, items), every lookup a
/// linear search — with UIKit's rules written out directly, to check the snapshot's indexes.
private struct ModelSnapshot {
  var sections: [(id: String, items: [String])] = []

  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }
  func location(_ item: String) -> (section: Int, item: Int)? {
    for (section, entry) in sections.enumerated() {
      if let index = entry.items.firstIndex(of: item) { return (section, index) }
    }
    return nil
  }
  var flat: [String] { sections.flatMap(\.items) }

  /// The repeats of `ids`, each once, in the order the repeats are found.
  static func repeats(_ ids: [String]) -> [String] {
    var result: [String] = []
    for (index, id) in ids.enumerated()
    where ids[..<index].contains(id) && !result.contains(id) {
      result.append(id)
    }
    return result
  }

  mutating func removeItems(_ ids: [String]) {
    for index in sections.indices { sections[index].items.removeAll { ids.contains($0) } }
  }

  mutating func appendSections(_ ids: [String]) throws(SnapshotError) {
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateSectionIdentifiers(repeated) }
    let existing = ids.filter { sectionIndex($0) != nil }
    if !existing.isEmpty { throw .sectionIdentifiersAlreadyExist(existing) }
    sections += ids.map { ($0, []) }
  }

  mutating func insertSections(_ ids: [String], relativeTo destination: String, after: Bool)
    throws(SnapshotError)
  {
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateSectionIdentifiers(repeated) }
    if ids.contains(destination) {
      throw .insertionDestinationInInsertedSections(destination: destination, identifiers: ids)
    }
    guard let index = sectionIndex(destination) else {
      throw .insertRelativeToMissingSection(destination)
    }
    let existing = ids.filter { sectionIndex($0) != nil }
    if !existing.isEmpty { throw .sectionIdentifiersAlreadyExist(existing) }
    sections.insert(contentsOf: ids.map { ($0, []) }, at: index + (after ? 1 : 0))
  }

  mutating func deleteSections(_ ids: [String]) throws(SnapshotError) {
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateSectionIdentifiers(repeated) }
    sections.removeAll { ids.contains($0.id) }
  }

  mutating func moveSection(_ id: String, relativeTo destination: String, after: Bool)
    throws(SnapshotError)
  {
    if id == destination { throw .sectionMovedRelativeToItself(id) }
    guard let from = sectionIndex(id) else { throw .moveOfMissingSection(id) }
    guard sectionIndex(destination) != nil else { throw .moveRelativeToMissingSection(destination) }
    let moved = sections.remove(at: from)
    let to = (sectionIndex(destination) ?? 0) + (after ? 1 : 0)
    sections.insert(moved, at: to)
  }

  mutating func appendItems(_ ids: [String], to section: String?) throws(SnapshotError) {
    if sections.isEmpty { throw .noSections }
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateItemIdentifiers(repeated) }
    let target: String
    if let section {
      guard sectionIndex(section) != nil else { throw .appendToMissingSection(section) }
      target = section
    } else {
      target = sections[sections.count - 1].id
    }
    removeItems(ids)
    let index = sectionIndex(target) ?? 0
    sections[index].items += ids
  }

  mutating func insertItems(_ ids: [String], relativeTo destination: String, after: Bool)
    throws(SnapshotError)
  {
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateItemIdentifiers(repeated) }
    if ids.contains(destination) {
      throw .insertionDestinationInInsertedItems(destination: destination, identifiers: ids)
    }
    guard location(destination) != nil else { throw .insertRelativeToMissingItem(destination) }
    removeItems(ids)
    guard let place = location(destination) else { return }
    sections[place.section].items.insert(contentsOf: ids, at: place.item + (after ? 1 : 0))
  }

  mutating func deleteItems(_ ids: [String]) throws(SnapshotError) {
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateItemIdentifiers(repeated) }
    removeItems(ids)
  }

  mutating func moveItem(_ id: String, relativeTo destination: String, after: Bool)
    throws(SnapshotError)
  {
    if id == destination { throw .itemMovedRelativeToItself(id) }
    guard location(id) != nil else { throw .moveOfMissingItem(id) }
    guard location(destination) != nil else { throw .moveRelativeToMissingItem(destination) }
    removeItems([id])
    guard let place = location(destination) else { return }
    sections[place.section].items.insert(id, at: place.item + (after ? 1 : 0))
  }

  func reloadItems(_ ids: [String]) throws(SnapshotError) {
    let repeated = Self.repeats(ids)
    if !repeated.isEmpty { throw .duplicateItemIdentifiers(repeated) }
    if let missing = ids.first(where: { location($0) == nil }) {
      throw .reloadOfMissingItem(missing)
    }
  }
}

@Suite struct CollectionViewSnapshotEditingTests {
  @Test func appendingBuildsSectionsInOrder() throws {
    var snapshot = StringSnapshot()
    try snapshot.appendSections(["A", "B"])
    try snapshot.appendItems(["a1", "a2"], toSection: "A")
    try snapshot.appendItems(["b1"])  // the last section
    try snapshot.appendItems(["a3"], toSection: "A")
    #expect(snapshot.description == "[A: {a1 a2 a3}] [B: {b1}]")
    #expect(snapshot.indexOfItem("b1") == 3)
  }

  @Test func appendingAnItemThatIsThereMovesIt() throws {
    // UIKit logs "… will be moved into place instead" and moves it.
    var snapshot = try makeSnapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
    try snapshot.appendItems(["a1"], toSection: "B")
    #expect(snapshot.description == "[A: {a2}] [B: {b1 a1}]")
    #expect(snapshot.indexPath(forItem: "a2") == IndexPath(item: 0, section: 0))
    #expect(snapshot.indexPath(forItem: "a1") == IndexPath(item: 1, section: 1))
  }

  @Test func insertingGoesBeforeOrAfterTheDestination() throws {
    var snapshot = try makeSnapshot([("A", ["a", "b", "c"])])
    try snapshot.insertItems(["x", "y"], beforeItem: "b")
    #expect(try snapshot.itemIdentifiers(inSection: "A") == ["a", "x", "y", "b", "c"])
    try snapshot.insertItems(["z"], afterItem: "c")
    #expect(try snapshot.itemIdentifiers(inSection: "A") == ["a", "x", "y", "b", "c", "z"])
    // An item already there leaves its place first: a goes after c.
    try snapshot.insertItems(["a"], afterItem: "c")
    #expect(try snapshot.itemIdentifiers(inSection: "A") == ["x", "y", "b", "c", "a", "z"])
    try snapshot.insertSections(["S"], beforeSection: "A")
    try snapshot.insertSections(["T", "U"], afterSection: "A")
    #expect(snapshot.sectionIdentifiers == ["S", "A", "T", "U"])
    #expect(snapshot.indexOfItem("z") == 5)
  }

  @Test func movingWithinAndAcrossSections() throws {
    var snapshot = try makeSnapshot([("A", ["a", "b", "c", "d"]), ("B", ["e"])])
    try snapshot.moveItem("a", afterItem: "c")
    #expect(try snapshot.itemIdentifiers(inSection: "A") == ["b", "c", "a", "d"])
    try snapshot.moveItem("d", beforeItem: "b")
    #expect(try snapshot.itemIdentifiers(inSection: "A") == ["d", "b", "c", "a"])
    try snapshot.moveItem("c", beforeItem: "e")
    #expect(snapshot.description == "[A: {d b a}] [B: {c e}]")
    try snapshot.moveSection("A", afterSection: "B")
    #expect(snapshot.description == "[B: {c e}] [A: {d b a}]")
    #expect(snapshot.indexOfItem("a") == 4)
    try snapshot.moveSection("A", beforeSection: "B")
    #expect(snapshot.sectionIdentifiers == ["A", "B"])
  }

  @Test func deletingIgnoresUnknownIdentifiers() throws {
    var snapshot = try makeSnapshot([("A", ["a", "b"]), ("B", ["c"]), ("C", ["d"])])
    try snapshot.deleteItems(["b", "nope"])
    try snapshot.deleteSections(["B", "nope"])
    #expect(snapshot.description == "[A: {a}] [C: {d}]")
    #expect(snapshot.indexPath(forItem: "d") == IndexPath(item: 0, section: 1))
    #expect(snapshot.indexPath(forItem: "c") == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test func failuresLeaveTheSnapshotUnchanged() throws {
    let original = try makeSnapshot([("A", ["a", "b"]), ("B", [])])
    var snapshot = original
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["x"])) {
      try snapshot.appendItems(["x", "y", "x"])
    }
    #expect(throws: SnapshotError.sectionIdentifiersAlreadyExist(["A"])) {
      try snapshot.appendSections(["Z", "A"])
    }
    #expect(throws: SnapshotError.insertRelativeToMissingItem("q")) {
      try snapshot.insertItems(["x"], beforeItem: "q")
    }
    #expect(
      throws: SnapshotError.insertionDestinationInInsertedItems(
        destination: "a", identifiers: ["x", "a"])
    ) {
      try snapshot.insertItems(["x", "a"], afterItem: "a")
    }
    #expect(throws: SnapshotError.appendToMissingSection("Q")) {
      try snapshot.appendItems(["x"], toSection: "Q")
    }
    #expect(throws: SnapshotError.moveOfMissingItem("q")) {
      try snapshot.moveItem("q", beforeItem: "a")
    }
    #expect(throws: SnapshotError.moveRelativeToMissingItem("q")) {
      try snapshot.moveItem("a", afterItem: "q")
    }
    #expect(throws: SnapshotError.itemMovedRelativeToItself("a")) {
      try snapshot.moveItem("a", afterItem: "a")
    }
    #expect(throws: SnapshotError.sectionMovedRelativeToItself("A")) {
      try snapshot.moveSection("A", beforeSection: "A")
    }
    #expect(throws: SnapshotError.reloadOfMissingItem("q")) {
      try snapshot.reloadItems(["a", "q"])
    }
    #expect(throws: SnapshotError.reconfigureOfMissingSection("Q")) {
      try snapshot.reconfigureSections(["Q"])
    }
    #expect(snapshot == original)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    var empty = StringSnapshot()
    #expect(throws: SnapshotError.noSections) { try empty.appendItems(["a"]) }
  }

  /// Random edits, with unknown, repeated and existing identifiers, applied to the snapshot and to
  /// the plain model: the same outcome (error or not), the same contents, the same lookups.
  @Test func randomEditsAgreeWithThePlainModel() throws {
    let seed: UInt64 = 0x5A_B5_40_7E
    var rng = SeededGenerator(seed: seed)
    let sectionPool = (0..<5).map { "S\($0)" }
    let itemPool = (0..<10).map { "i\($0)" }
    func pick(_ pool: [String]) -> String { pool[Int.random(in: 0..<pool.count, using: &rng)] }
    func picks(_ pool: [String]) -> [String] {
      (0..<Int.random(in: 0...3, using: &rng)).map { _ in pick(pool) }
    }
    for run in 0..<25 {
      var snapshot = StringSnapshot()
      var model = ModelSnapshot()
      for step in 0..<120 {
        let after = Bool.random(using: &rng)
        let context = "seed \(seed), run \(run), step \(step)"
        var expected: SnapshotError?
        var actual: SnapshotError?
        var operation = ""
        func record(
          _ name: String, _ snapshotEdit: () throws(SnapshotError) -> Void,
          _ modelEdit: () throws(SnapshotError) -> Void
        ) {
          operation = name
          do { try snapshotEdit() } catch { actual = error }
          do { try modelEdit() } catch { expected = error }
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
          let ids = picks(sectionPool)
          record(
            "appendSections \(ids)",
            { () throws(SnapshotError) in try snapshot.appendSections(ids) },
            { () throws(SnapshotError) in try model.appendSections(ids) })
        case 1:
          let ids = picks(sectionPool)
          let destination = pick(sectionPool)
          record(
            "insertSections \(ids) \(after ? "after" : "before") \(destination)",
            { () throws(SnapshotError) in
              if after {
                try snapshot.insertSections(ids, afterSection: destination)
              } else {
                try snapshot.insertSections(ids, beforeSection: destination)
              }
            },
            { () throws(SnapshotError) in
              try model.insertSections(ids, relativeTo: destination, after: after)
            })
        case 2:
          let ids = picks(sectionPool)
          record(
            "deleteSections \(ids)",
            { () throws(SnapshotError) in try snapshot.deleteSections(ids) },
            { () throws(SnapshotError) in try model.deleteSections(ids) })
        case 3:
          let id = pick(sectionPool)
          let destination = pick(sectionPool)
          record(
            "moveSection \(id) \(after ? "after" : "before") \(destination)",
            { () throws(SnapshotError) in
              if after {
                try snapshot.moveSection(id, afterSection: destination)
              } else {
                try snapshot.moveSection(id, beforeSection: destination)
              }
            },
            { () throws(SnapshotError) in
              try model.moveSection(id, relativeTo: destination, after: after)
            })
        case 4, 5:
          let ids = picks(itemPool)
          let section = Bool.random(using: &rng) ? nil : pick(sectionPool)
          record(
            "appendItems \(ids) to \(section ?? "last")",
            { () throws(SnapshotError) in try snapshot.appendItems(ids, toSection: section) },
            { () throws(SnapshotError) in try model.appendItems(ids, to: section) })
        case 6:
          let ids = picks(itemPool)
          let destination = pick(itemPool)
          record(
            "insertItems \(ids) \(after ? "after" : "before") \(destination)",
            { () throws(SnapshotError) in
              if after {
                try snapshot.insertItems(ids, afterItem: destination)
              } else {
                try snapshot.insertItems(ids, beforeItem: destination)
              }
            },
            { () throws(SnapshotError) in
              try model.insertItems(ids, relativeTo: destination, after: after)
            })
        case 7:
          let ids = picks(itemPool)
          record(
            "deleteItems \(ids)", { () throws(SnapshotError) in try snapshot.deleteItems(ids) },
            { () throws(SnapshotError) in try model.deleteItems(ids) })
        case 8:
          let id = pick(itemPool)
          let destination = pick(itemPool)
          record(
            "moveItem \(id) \(after ? "after" : "before") \(destination)",
            { () throws(SnapshotError) in
              if after {
                try snapshot.moveItem(id, afterItem: destination)
              } else {
                try snapshot.moveItem(id, beforeItem: destination)
              }
            },
            { () throws(SnapshotError) in
              try model.moveItem(id, relativeTo: destination, after: after)
            })
        default:
          let ids = picks(itemPool)
          record(
            "reloadItems \(ids)", { () throws(SnapshotError) in try snapshot.reloadItems(ids) },
            { () throws(SnapshotError) in try model.reloadItems(ids) })
        }
        #expect(actual == expected, "\(context): \(operation)")
        #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), "\(context): \(operation)")
        #expect(snapshot.itemIdentifiers == model.flat, "\(context): \(operation)")
        #expect(snapshot.numberOfItems == model.flat.count, "\(context)")
        for id in sectionPool {
          #expect(snapshot.indexOfSection(id) == model.sectionIndex(id), "\(context): \(id)")
          let count = model.sectionIndex(id).map { model.sections[$0].items.count }
          #expect((try? snapshot.numberOfItems(inSection: id)) == count, "\(context): \(id)")
        }
        for id in itemPool {
          let place = model.location(id)
          #expect(snapshot.indexOfItem(id) == model.flat.firstIndex(of: id), "\(context): \(id)")
          #expect(
            snapshot.indexPath(forItem: id)
              == place.map { IndexPath(item: $0.item, section: $0.section) },
            "\(context): \(id)")
          #expect(
            snapshot.sectionIdentifier(containingItem: id)
              == place.map { model.sections[$0.section].id },
            "\(context): \(id)")
        }
      }
    }
  }
}
