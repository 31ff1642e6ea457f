import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// An identifier whose hash depends on its length only, so identifiers of a length share all
/// their hash bits: every probe meets the others and tells them apart by equality, and removals
/// shift back long runs.
private struct Colliding: Hashable, CustomStringConvertible {
  var name: String

  func hash(into hasher: inout Hasher) { hasher.combine(name.count % 3) }

  var description: String { name }
}

@Suite struct ItemLocationTableTests {
  /// Random edits of a snapshot whose identifiers collide, each followed by every lookup checked
  /// against the positions read off plain arrays edited the same way.
  @Test func lookupsFollowEveryEditDespiteCollisions() throws {
    let seed: UInt64 = 0x7AB1E
    var rng = SeededGenerator(seed: seed)
    typealias Snapshot = CollectionViewSnapshot<String, Colliding>
    var snapshot = Snapshot()
    var model: [(id: String, items: [String])] = []
    var counter = 0
    func fresh() -> String {
      counter += 1
      return String(repeating: "x", count: counter % 5) + "\(counter)"
    }
    func randomItem() -> String? { model.flatMap(\.items).randomElement(using: &rng) }
    for step in 0..<600 {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0 where model.count < 6:
        let id = "S\(step)"
        if let before = model.randomElement(using: &rng)?.id,
          let index = model.firstIndex(where: { $0.id == before })
        {
          try snapshot.insertSections([id], beforeSection: before)
          model.insert((id, []), at: index)
        } else {
          try snapshot.appendSections([id])
          model.append((id, []))
        }
      case 1 where model.count > 1:
        let index = Int.random(in: 0..<model.count, using: &rng)
        try snapshot.deleteSections([model[index].id])
        model.remove(at: index)
      case 2 where model.count > 1:
        let from = Int.random(in: 0..<model.count, using: &rng)
        var to = Int.random(in: 0..<model.count, using: &rng)
        if to == from { to = (from + 1) % model.count }
        let before = model[to].id
        try snapshot.moveSection(model[from].id, beforeSection: before)
        let moved = model.remove(at: from)
        model.insert(moved, at: model.firstIndex { $0.id == before } ?? 0)
      case 3, 4:
        guard let section = model.indices.randomElement(using: &rng) else { continue }
        let items = (0..<Int.random(in: 1...6, using: &rng)).map { _ in fresh() }
        try snapshot.appendItems(items.map(Colliding.init), toSection: model[section].id)
        model[section].items += items
      case 5:
        guard let destination = randomItem(), let existing = randomItem(),
          existing != destination
        else { continue }
        let items = [fresh(), existing]
        try snapshot.insertItems(
          items.map(Colliding.init), beforeItem: Colliding(name: destination))
        for index in model.indices { model[index].items.removeAll { $0 == existing } }
        let section = model.firstIndex { $0.items.contains(destination) } ?? 0
        let item = model[section].items.firstIndex(of: destination) ?? 0
        model[section].items.insert(contentsOf: items, at: item)
      case 6:
        let doomed = (0..<3).compactMap { _ in randomItem() }
        try snapshot.deleteItems(Array(Set(doomed)).sorted().map(Colliding.init))
        for index in model.indices { model[index].items.removeAll { doomed.contains($0) } }
      default:
        guard let item = randomItem(), let destination = randomItem(), item != destination
        else { continue }
        try snapshot.moveItem(Colliding(name: item), afterItem: Colliding(name: destination))
        for index in model.indices { model[index].items.removeAll { $0 == item } }
        let section = model.firstIndex { $0.items.contains(destination) } ?? 0
        let after = (model[section].items.firstIndex(of: destination) ?? 0) + 1
        model[section].items.insert(item, at: after)
      }
      let context = "step \(step) (seed \(seed))"
      #expect(snapshot.sectionIdentifiers == model.map(\.id), "\(context)")
      #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count }, "\(context)")
      for (section, entry) in model.enumerated() {
        for (index, item) in entry.items.enumerated() {
          #expect(
            snapshot.indexPath(forItem: Colliding(name: item))
              == IndexPath(item: index, section: section), "\(context): \(item)")
        }
      }
      #expect(snapshot.indexPath(forItem: Colliding(name: "absent")) == nil, "\(context)")
    }
  }

  /// A repeat among the items of a new snapshot is found however the hashes collide.
  @Test func repeatsAreFoundAmongCollidingIdentifiers() {
    let items = ["a", "bb", "c", "dd", "a"].map(Colliding.init)
    #expect(throws: SnapshotError.duplicateItemIdentifiers(["a"])) {
      try CollectionViewSnapshot<String, Colliding>(sections: [("S", items)])
    }
  }
}
