import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Index paths written short: `ip(1, 2)` is item 2 of section 1.
private func ip(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// The moves of an update as `[section-item → section-item]` strings, for readable expectations.
private func moves(_ update: BatchUpdate) -> [String] {
  update.movedItems.map { "\($0.from.section)-\($0.from.item)→\($0.to.section)-\($0.to.item)" }
}

/// The length of a longest common subsequence, by the textbook O(n·m) table — an independent
/// method to check that the diff moves as few items as possible.
private func lcsLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
  guard !a.isEmpty, !b.isEmpty else { return 0 }
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 1...a.count {
    for j in 1...b.count {
      table[i][j] =
        a[i - 1] == b[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
    }
  }
  return table[a.count][b.count]
}

/// A random pair of snapshots: sections deleted, inserted and moved; items deleted, inserted,
/// moved within and across sections (into inserted sections too); optionally reload marks.
func randomSnapshotPair(
  _ rng: inout SeededGenerator, reloads: Bool
) throws -> (old: StringSnapshot, new: StringSnapshot) {
  var counter = 0
  func fresh(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }
  let sectionCount = Int.random(in: 0...4, using: &rng)
  var oldSections: [(String, [String])] = []
  for _ in 0..<sectionCount {
    oldSections.append(
      (fresh("S"), (0..<Int.random(in: 0...7, using: &rng)).map { _ in fresh("i") }))
  }
  // New sections: survivors (some deleted), relocated at random, then some inserted.
  var newSections: [(String, [String])] = oldSections.filter { _ in
    Int.random(in: 0..<5, using: &rng) != 0
  }.map { ($0.0, []) }
  for _ in 0..<Int.random(in: 0...2, using: &rng) where newSections.count > 1 {
    let moved = newSections.remove(at: Int.random(in: 0..<newSections.count, using: &rng))
    newSections.insert(moved, at: Int.random(in: 0...newSections.count, using: &rng))
  }
  for _ in 0..<Int.random(in: 0...2, using: &rng) {
    newSections.insert((fresh("S"), []), at: Int.random(in: 0...newSections.count, using: &rng))
  }
  let newIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1.0, $0) })
  // Items: deleted, kept in their section (old order), or sent to a random section.
  var arrivals = [[String]](repeating: [], count: newSections.count)
  for (section, items) in oldSections {
    for item in items {
      let fate = Int.random(in: 0..<10, using: &rng)
      if fate == 0 || newSections.isEmpty { continue }
      if fate == 1, let target = newSections.indices.randomElement(using: &rng) {
        arrivals[target].append(item)
      } else if let index = newIndex[section] {
        newSections[index].1.append(item)
      }
    }
  }
  for index in newSections.indices {
    var items = newSections[index].1
    for _ in 0..<Int.random(in: 0...2, using: &rng) where items.count > 1 {
      let moved = items.remove(at: Int.random(in: 0..<items.count, using: &rng))
      items.insert(moved, at: Int.random(in: 0...items.count, using: &rng))
    }
    for item in arrivals[index] + (0..<Int.random(in: 0...2, using: &rng)).map({ _ in fresh("n") })
    {
      items.insert(item, at: Int.random(in: 0...items.count, using: &rng))
    }
    newSections[index].1 = items
  }
  let old = try StringSnapshot(sections: oldSections)
  var new = try StringSnapshot(sections: newSections)
  if reloads {
    let items = new.itemIdentifiers.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
    try new.reloadItems(items)
    let sections = new.sectionIdentifiers.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
    try new.reloadSections(sections)
    if let item = new.itemIdentifiers.randomElement(using: &rng) {
      try new.reconfigureItems([item])
    }
  }
  return (old, new)
}

@Suite struct CollectionViewSnapshotDiffTests {
  //===--- By hand -----------------------------------------------------------===//

  @Test func identicalSnapshotsNeedNothing() throws {
    let snapshot = try makeSnapshot([("A", ["a", "b"]), ("B", ["c"])])
    #expect(snapshot.difference(from: snapshot).isEmpty)
  }

  @Test func oneItemCarriedToTheEndIsOneMove() throws {
    // b c d e keep their order; only a moves, from 0 to 4.
    let old = try makeSnapshot([("A", ["a", "b", "c", "d", "e"])])
    let new = try makeSnapshot([("A", ["b", "c", "d", "e", "a"])])
    let update = new.difference(from: old)
    #expect(moves(update) == ["0-0→0-4"])
    #expect(update.deletedItems.isEmpty && update.insertedItems.isEmpty)
  }

  @Test func deletesAtOldPathsAndInsertsAtNewPaths() throws {
    let old = try makeSnapshot([("A", ["a", "b", "c", "d"])])
    let new = try makeSnapshot([("A", ["x", "a", "c", "y"])])
    let update = new.difference(from: old)
    #expect(update.deletedItems == [ip(0, 1), ip(0, 3)])
    #expect(update.insertedItems.map(\.0) == [ip(0, 0), ip(0, 3)])
    #expect(update.insertedItems.map(\.1) == ["x", "y"])
    #expect(update.movedItems.isEmpty)
  }

  @Test func anItemChangingSectionAlwaysMoves() throws {
    let old = try makeSnapshot([("A", ["a", "b"]), ("B", ["c"])])
    let new = try makeSnapshot([("A", ["b"]), ("B", ["c", "a"])])
    #expect(moves(new.difference(from: old)) == ["0-0→1-1"])
  }

  @Test func aMovedSectionCarriesItsItems() throws {
    // A goes to the end (B and C keep their order); inside A only x moves.
    let old = try makeSnapshot([("A", ["x", "a1", "a2"]), ("B", ["b"]), ("C", ["c"])])
    let new = try makeSnapshot([("B", ["b"]), ("C", ["c"]), ("A", ["a1", "a2", "x"])])
    let update = new.difference(from: old)
    #expect(update.movedSections.map(\.from) == [0])
    #expect(update.movedSections.map(\.to) == [2])
    #expect(moves(update) == ["0-0→2-2"])
  }

  @Test func sectionsComeAndGoWithTheirItems() throws {
    // B is deleted with b; N is inserted with its items, one of them (a2) taken from A.
    let old = try makeSnapshot([("A", ["a1", "a2"]), ("B", ["b"])])
    let new = try makeSnapshot([("N", ["n", "a2"]), ("A", ["a1"])])
    let update = new.difference(from: old)
    #expect(update.deletedSections == [1])
    #expect(update.insertedSections.map(\.0) == [0])
    #expect(update.insertedSections.map(\.1) == [["n", "a2"]])
    // UIKit cannot move an item into an inserted section: a2 is deleted from A instead.
    #expect(update.deletedItems == [ip(0, 1)])
    #expect(update.movedItems.isEmpty && update.movedSections.isEmpty)
  }

  @Test func aReloadStaysAReloadWhereUIKitPutsItBack() throws {
    // b keeps its place once a's move is accounted for: its reload lands at 0-1 as UIKit
    // computes it (old index 1, no deletes or inserts before it).
    let old = try makeSnapshot([("A", ["a", "b", "c", "d"])])
    var new = try makeSnapshot([("A", ["c", "b", "a", "d"])])
    try new.reloadItems(["b"])
    let update = new.difference(from: old)
    #expect(update.reloadedItems == [ip(0, 1)])
    // Without b, c a d → two of a, c, d keep their order: a and d (a, d increase); c moves.
    #expect(moves(update) == ["0-2→0-0"])
  }

  @Test func aReloadedItemThatMustMoveIsDeletedAndInserted() throws {
    // UIKit forbids reloading a moving item: a goes as a delete at 0-0 and an insert at 0-2.
    let old = try makeSnapshot([("A", ["a", "b", "c"])])
    var new = try makeSnapshot([("A", ["b", "c", "a"])])
    try new.reloadItems(["a"])
    let update = new.difference(from: old)
    #expect(update.reloadedItems.isEmpty && update.movedItems.isEmpty)
    #expect(update.deletedItems == [ip(0, 0)])
    #expect(update.insertedItems.map(\.0) == [ip(0, 2)] && update.insertedItems.map(\.1) == ["a"])
  }

  @Test func aReloadShiftedByAnotherMoveFallsBack() throws {
    // a moves to B, so c (reloaded) goes from 0-2 to 0-1; UIKit would put the reload back at
    // 0-2 (moves do not count), so c is deleted and inserted instead.
    let old = try makeSnapshot([("A", ["a", "b", "c"]), ("B", [])])
    var new = try makeSnapshot([("A", ["b", "c"]), ("B", ["a"])])
    try new.reloadItems(["c"])
    let update = new.difference(from: old)
    #expect(moves(update) == ["0-0→1-0"])
    #expect(update.reloadedItems.isEmpty)
    #expect(update.deletedItems == [ip(0, 2)])
    #expect(update.insertedItems.map(\.0) == [ip(0, 1)])
  }

  @Test func reloadedSectionsAreReloadsOrDeleteAndInsert() throws {
    let old = try makeSnapshot([("A", ["a"]), ("B", ["b"])])
    var same = try makeSnapshot([("A", ["a"]), ("B", ["b", "c"])])
    try same.reloadSections(["B"])
    var update = same.difference(from: old)
    #expect(update.reloadedSections == [1])
    #expect(update.insertedItems.isEmpty, "the reloaded section brings its items")
    // With X inserted before it, B's reload lands at 2, where it belongs.
    var shifted = try makeSnapshot([("X", []), ("A", ["a"]), ("B", ["b"])])
    try shifted.reloadSections(["B"])
    update = shifted.difference(from: old)
    #expect(update.reloadedSections == [1] && update.insertedSections.map(\.0) == [0])
    // Moved before A, it cannot be a reload: a delete and an insert.
    var moved = try makeSnapshot([("B", ["b"]), ("A", ["a"])])
    try moved.reloadSections(["B"])
    update = moved.difference(from: old)
    #expect(update.reloadedSections.isEmpty && update.movedSections.isEmpty)
    #expect(update.deletedSections == [1] && update.insertedSections.map(\.0) == [0])
    #expect(update.insertedSections.map(\.1) == [["b"]])
  }

  @Test func reconfiguredItemsAreNotReloaded() throws {
    let old = try makeSnapshot([("A", ["a", "b"])])
    var new = old
    try new.reconfigureItems(["a"])
    #expect(new.difference(from: old).isEmpty)
  }

  //===--- Helpers -----------------------------------------------------------===//

  @Test func longestIncreasingSubsequence() {
    // 3 1 4 1 5 9 2 6 → a longest increasing run has 4 elements (e.g. 1 4 5 9 or 3 4 5 6).
    let values = [3, 1, 4, 0, 5, 9, 2, 6]
    let mask = longestIncreasingSubsequenceMask(values)
    let chosen = zip(values, mask).filter(\.1).map(\.0)
    #expect(chosen.count == 4)
    #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
    #expect(longestIncreasingSubsequenceMask([]) == [])
    #expect(longestIncreasingSubsequenceMask([2, 5, 7]) == [true, true, true])
    #expect(longestIncreasingSubsequenceMask([7, 5, 2]).filter { $0 }.count == 1)
  }

  @Test func reloadDestinationWalksLikeUIKit() {
    // UIKit's walk (as UXKit's binary adjusts a reload's index path), against the binary-search
    // version.
    var rng = SeededGenerator(seed: 0xDE57)
    for _ in 0..<500 {
      let deletes = (0..<12).filter { _ in Bool.random(using: &rng) }
      let inserts = (0..<12).filter { _ in Bool.random(using: &rng) }
      let index = Int.random(in: 0..<12, using: &rng)
      var walked = index - deletes.filter { $0 < index }.count
      for inserted in inserts where inserted <= walked { walked += 1 }
      #expect(reloadDestination(of: index, deletes: deletes, inserts: inserts) == walked)
    }
  }

  //===--- Properties --------------------------------------------------------===//

  /// Random pairs of snapshots (2,000, half with reload marks): the batch validates and maps
  /// every item UIKit keeps to the item the new snapshot has there; run through a real collection
  /// view with a flow layout (every other case, to stay fast in debug builds), it produces exactly
  /// the new data and every element track ends at its new layout attributes.
  ///
  /// Reload marks become reloads or delete + insert, never moves.
  @Test func randomDifferencesReproduceTheTarget() throws {
    let seed: UInt64 = 0xD1FF_5EED
    var rng = SeededGenerator(seed: seed)
    for index in 0..<2_000 {
      let (old, new) = try randomSnapshotPair(&rng, reloads: index % 2 == 1)
      func context() -> String { "case \(index) (seed \(seed)): \(old) → \(new)" }
      let update = new.difference(from: old)
      // With the snapshot as the data source's answers (as `apply` runs it), the update
      // validates, and every item UIKit keeps (a survivor or a reloaded copy) is the item the
      // new snapshot has there.
      let plan: BatchUpdatePlan
      do {
        plan = try BatchUpdatePlan(
          update: update, oldIdentifiers: old.items, dataAfter: .identifiers(new.items),
          isExistingIdentifier: { old.indexOfItem($0) != nil }, generateIdentifier: { "" })
      } catch {
        Issue.record("\(context()) threw \(error); update \(update)")
        continue
      }
      var mismatches = 0
      for (section, slots) in plan.items.slots.enumerated() {
        for (item, slot) in slots.enumerated() {
          switch slot {
          case .survivor(let from), .reloaded(let from):
            if old.items[from.section][from.item] != new.items[section][item] { mismatches += 1 }
          case .inserted: break
          }
        }
      }
      #expect(mismatches == 0, "\(context())")
      // Marked survivors are reloaded where they were, or deleted and inserted; never moved.
      let movedFrom = Set(update.movedItems.map(\.from))
      for identifier in new.reloadedItemIdentifiers {
        guard let before = old.indexPath(forItem: identifier) else { continue }
        #expect(!movedFrom.contains(before), "\(context()): \(identifier) reloaded and moved")
      }
      for path in update.reloadedItems {
        let identifier = old.itemIdentifier(at: path)
        #expect(identifier.map { new.reloadedItems.set.contains($0) } == true, "\(context())")
      }

      guard index % 2 == 0 || !update.reloadedItems.isEmpty else { continue }
      let (view, layout) = makeGrid(old.items, height: 200)
      try view.layoutIfNeeded()
      let transition: Transition
      do {
        transition = try view.performBatchUpdates(update)
      } catch {
        Issue.record("\(context()) threw \(error) in the collection view; update \(update)")
        continue
      }
      // The data derived from the operations alone is the target, but for the items of a
      // reloaded section, which come from the data source (checked through the map above).
      let reloadedSections = Set(update.reloadedSections.map { old.sections[$0] })
      #expect(view.numberOfSections == new.numberOfSections, "\(context())")
      for (section, identifier) in new.sections.enumerated()
      where section < view.numberOfSections && !reloadedSections.contains(identifier) {
        #expect(view.itemIdentifiers[section] == new.items[section], "\(context())")
      }
      for track in transition.tracks
      where track.role == .element && track.element.category == .cell {
        guard let after = track.element.indexPathAfter else { continue }
        if track.end != layout.layoutAttributesForItem(at: after)
          || track.element.itemIdentifier != view.itemIdentifier(at: after)
        {
          Issue.record("\(context()): \(track.element) does not end at its new attributes")
        }
      }
    }
  }

  /// On small inputs without reloads, the moves are the fewest possible: for sections, the
  /// surviving sections less a longest common subsequence of their old and new orders; for
  /// items, per pair of surviving sections, the items that stay in it less a longest common
  /// subsequence of their two orders, plus every item that changes section — computed here with
  /// the O(n·m) table, independently of the diff's patience sorting.
  @Test func movesAreTheFewestPossible() throws {
    let seed: UInt64 = 0x0_4C53
    var rng = SeededGenerator(seed: seed)
    for index in 0..<2_000 {
      let (old, new) = try randomSnapshotPair(&rng, reloads: false)
      func context() -> String { "case \(index) (seed \(seed)): \(old) → \(new)" }
      let update = new.difference(from: old)
      let common = old.sections.filter { new.sectionIndex[$0] != nil }
      let newOrder = new.sections.filter { old.sectionIndex[$0] != nil }
      #expect(
        update.movedSections.count == common.count - lcsLength(common, newOrder), "\(context())")
      var expectedMoves = 0
      for section in common {
        let before = try old.itemIdentifiers(inSection: section)
        let after = try new.itemIdentifiers(inSection: section)
        let staying = Set(before).intersection(after)
        expectedMoves +=
          staying.count
          - lcsLength(before.filter(staying.contains), after.filter(staying.contains))
        // Items arriving from another surviving section move.
        expectedMoves +=
          after.filter { item in
            guard let from = old.sectionIdentifier(containingItem: item) else { return false }
            return from != section && new.sectionIndex[from] != nil
          }.count
      }
      #expect(update.movedItems.count == expectedMoves, "\(context())")
    }
  }

  /// On large single sections shaped like the benchmark's (a tenth deleted, a tenth inserted,
  /// some moved), the moves stay the fewest: the surviving items less a longest increasing
  /// subsequence of their old indexes in new order, found here by the O(n²) table rather than
  /// the diff's patience sorting; and applying the update gives the new items.
  @Test func largeSectionsMoveTheFewestItems() throws {
    let seed: UInt64 = 0x1_15
    var rng = SeededGenerator(seed: seed)
    for (round, moveShare) in [2, 10, 50].enumerated() {
      let count = 1_200
      let old = (0..<count).map { "r\(round)-\($0)" }
      var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
      for _ in 0..<(count * moveShare / 100) {
        let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
      }
      for index in 0..<(count / 10) {
        new.insert("r\(round)-new-\(index)", at: Int.random(in: 0...new.count, using: &rng))
      }
      let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
      let survivors = new.compactMap { oldIndex[$0] }
      // longest[i]: the longest increasing run of `survivors` ending at i.
      var longest = [Int](repeating: 1, count: survivors.count)
      for i in survivors.indices {
        for j in 0..<i where survivors[j] < survivors[i] {
          longest[i] = max(longest[i], longest[j] + 1)
        }
      }
      let update = try makeSnapshot([("A", new)]).difference(from: makeSnapshot([("A", old)]))
      #expect(
        update.movedItems.count == survivors.count - (longest.max() ?? 0),
        "round \(round) (seed \(seed))")
      let (view, _) = makeGrid([old])
      try view.performBatchUpdates(update)
      #expect(view.itemIdentifiers == [new], "round \(round) (seed \(seed))")
    }
  }

  /// A single section, moves only: the diff agrees with the brute force on every permutation of
  /// five items (120 cases).
  @Test func everyPermutationOfFiveItems() throws {
    let items = ["a", "b", "c", "d", "e"]
    func permutations(_ values: [String]) -> [[String]] {
      guard values.count > 1 else { return [values] }
      return values.indices.flatMap { index -> [[String]] in
        var rest = values
        let first = rest.remove(at: index)
        return permutations(rest).map { [first] + $0 }
      }
    }
    let old = try makeSnapshot([("A", items)])
    for order in permutations(items) {
      let new = try makeSnapshot([("A", order)])
      let update = new.difference(from: old)
      #expect(update.movedItems.count == 5 - lcsLength(items, order), "\(order)")
      let (view, _) = makeGrid([items])
      try view.performBatchUpdates(update)
      #expect(view.itemIdentifiers == [order])
    }
  }
}
