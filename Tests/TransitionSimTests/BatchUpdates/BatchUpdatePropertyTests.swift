import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Random valid batches, built backwards from a random target arrangement: the test first decides
/// what the data after the update looks like (which items are deleted, which move where, which are
/// inserted where, which sections go, come and move), then derives UIKit's operations from it
/// (deletes at old index paths, inserts and move destinations at new ones).
///
/// The engine must reproduce the target exactly, and every surviving item's track must end at its
/// new layout attributes. The seed is printed on failure.
@Suite struct BatchUpdatePropertyTests {
  struct Case {
    var old: [[String]]
    var update = BatchUpdate()
    var expected: [[String]] = []
  }

  static func makeCase(_ rng: inout SeededGenerator) -> Case {
    var counter = 0
    func fresh() -> String {
      counter += 1
      return "n\(counter)"
    }
    let sectionCount = Int.random(in: 1...4, using: &rng)
    var old: [[String]] = []
    for section in 0..<sectionCount {
      old.append((0..<Int.random(in: 0...9, using: &rng)).map { "s\(section)i\($0)" })
    }
    var result = Case(old: old)
    let allowReloads = Bool.random(using: &rng)

    // Sections: delete some, move some, insert some.
    var deletedSections = Set<Int>()
    for section in 0..<sectionCount where Int.random(in: 0..<5, using: &rng) == 0 {
      deletedSections.insert(section)
    }
    let survivingSections = (0..<sectionCount).filter { !deletedSections.contains($0) }
    let insertedCount = Int.random(in: 0...2, using: &rng)
    let newSectionCount = survivingSections.count + insertedCount
    // Decide the new position of each surviving section and of the inserted ones.
    var slots: [Int?] = Array(repeating: nil, count: newSectionCount)  // old section or nil
    var free = Array(0..<newSectionCount)
    var insertedSections: [Int] = []
    for _ in 0..<insertedCount {
      let index = Int.random(in: 0..<free.count, using: &rng)
      insertedSections.append(free.remove(at: index))
    }
    var movedSections: [Int: Int] = [:]
    let moveSections = !allowReloads && Bool.random(using: &rng)
    for section in survivingSections where moveSections && Int.random(in: 0..<3, using: &rng) == 0 {
      let index = Int.random(in: 0..<free.count, using: &rng)
      movedSections[section] = free.remove(at: index)
    }
    for (from, to) in movedSections { slots[to] = from }
    var remaining = survivingSections.filter { movedSections[$0] == nil }.makeIterator()
    for index in free.sorted() { slots[index] = remaining.next() }

    // Items: in surviving sections, delete some, reload some, move some anywhere.
    var moved: [(from: IndexPath, id: String)] = []
    var staying: [Int: [String]] = [:]  // old section → ids that keep their relative order
    var reloads: [IndexPath] = []
    let moveItems = !allowReloads
    for section in survivingSections {
      var keep: [String] = []
      for (item, id) in old[section].enumerated() {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
          result.update.operations.append(.deleteItem(IndexPath(item: item, section: section)))
        case 1 where moveItems: moved.append((IndexPath(item: item, section: section), id))
        case 2 where allowReloads:
          reloads.append(IndexPath(item: item, section: section))
          keep.append(id)
        default: keep.append(id)
        }
      }
      staying[section] = keep
    }
    result.update.operations += (reloads).map(BatchUpdate.Operation.reloadItem)
    for section in deletedSections {
      result.update.operations.append(.deleteSection(section))
      // Deleting an item of a deleted section too is absorbed.
      if !old[section].isEmpty && Bool.random(using: &rng) {
        result.update.operations.append(.deleteItem(IndexPath(item: 0, section: section)))
      }
    }

    // Build the target sections.
    var target: [[String]] = Array(repeating: [], count: newSectionCount)
    var fixed: [[(position: Int, id: String)]] = Array(repeating: [], count: newSectionCount)
    for (newSection, oldSection) in slots.enumerated() {
      guard let oldSection else { continue }
      target[newSection] = staying[oldSection] ?? []
    }
    // Moved items and inserted items land in non-inserted sections at random places.
    let landing = (0..<newSectionCount).filter { slots[$0] != nil }
    var arrivals: [[String]] = Array(repeating: [], count: newSectionCount)
    if !landing.isEmpty {
      for item in moved {
        arrivals[landing[Int.random(in: 0..<landing.count, using: &rng)]].append(item.id)
      }
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        arrivals[landing[Int.random(in: 0..<landing.count, using: &rng)]].append(fresh())
      }
    } else {
      // No section to land in: the moved items are deleted instead.
      for item in moved { result.update.operations.append(.deleteItem(item.from)) }
      moved = []
    }
    for section in landing {
      var row = target[section]
      let count = row.count + arrivals[section].count
      var positions = Array(0..<count)
      positions.shuffle(using: &rng)
      let chosen = positions.prefix(arrivals[section].count).sorted()
      for (position, id) in zip(chosen, arrivals[section].shuffled(using: &rng)) {
        fixed[section].append((position, id))
      }
      var filled: [String?] = Array(repeating: nil, count: count)
      for entry in fixed[section] { filled[entry.position] = entry.id }
      var rest = row.makeIterator()
      for index in filled.indices where filled[index] == nil { filled[index] = rest.next() }
      row = filled.compactMap { $0 }
      target[section] = row
    }
    for section in insertedSections {
      let ids = (0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() }
      target[section] = ids
      result.update.operations.append(.insertSection(section, identifiers: ids))
    }
    for (from, to) in movedSections {
      result.update.operations.append(.moveSection(from: from, to: to))
    }

    // Derive the item operations from the target.
    let movedIDs = Dictionary(uniqueKeysWithValues: moved.map { ($0.id, $0.from) })
    for (section, entries) in fixed.enumerated() {
      for entry in entries {
        let destination = IndexPath(item: entry.position, section: section)
        if let from = movedIDs[entry.id] {
          result.update.operations.append(.moveItem(from: from, to: destination))
        } else {
          result.update.operations.append(.insertItem(destination, identifier: entry.id))
        }
      }
    }
    result.expected = target
    return result
  }

  @Test func randomValidBatchesReachTheirTarget() throws {
    let seed: UInt64 = 0xC0FF_EE00
    var rng = SeededGenerator(seed: seed)
    for index in 0..<1_500 {
      let testCase = Self.makeCase(&rng)
      let (view, layout) = makeGrid(testCase.old, height: 260)
      try view.layoutIfNeeded()
      let transition: Transition
      do {
        transition = try view.performBatchUpdates(testCase.update)
      } catch {
        Issue.record("case \(index) (seed \(seed)) threw \(error); update \(testCase.update)")
        continue
      }
      #expect(
        view.itemIdentifiers == testCase.expected,
        "case \(index) (seed \(seed)): old \(testCase.old), update \(testCase.update)")
      // Every surviving or inserted item's element track ends at its new layout attributes.
      for track in transition.tracks
      where track.role == .element && track.element.category == .cell {
        guard let after = track.element.indexPathAfter else { continue }
        #expect(
          track.end == layout.layoutAttributesForItem(at: after),
          "case \(index) (seed \(seed)): \(track.element)")
        #expect(track.element.itemIdentifier == view.itemIdentifier(at: after))
      }
      // No element animates twice as an element.
      let keys = transition.tracks.filter { $0.role == .element }.map(\.element)
      #expect(Set(keys).count == keys.count, "case \(index)")
    }
  }
}
