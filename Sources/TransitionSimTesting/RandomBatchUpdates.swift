import Foundation

/// Random batch updates for property tests and fuzzing: valid ones built backwards from a
/// random target, so the expected data after the update is known, and invalid ones that UIKit
/// rejects.
public enum RandomBatchUpdates {
  /// A random valid batch on `data`, and the data it must produce.
  ///
  /// The target is drawn first — which items are deleted, which move where (within and across
  /// sections), which are inserted where — then the operations are derived from it in UIKit's
  /// conventions (deletes at old index paths, inserts and move destinations at new ones). Section
  /// operations are not included; items keep their sections' count of sections.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public static func valid(
    on data: [[String]], using generator: inout SeededGenerator, nextIdentifier: inout Int
  ) -> (update: BatchUpdate, expected: [[String]]) {
    var update = BatchUpdate()
    var keep: [[String]] = data.map { _ in [] }
    var moving: [(from: IndexPath, id: String)] = []
    for (section, items) in data.enumerated() {
      for (item, id) in items.enumerated() {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: update.operations.append(.deleteItem(IndexPath(item: item, section: section)))
        case 1: moving.append((IndexPath(item: item, section: section), id))
        default: keep[section].append(id)
        }
      }
    }
    guard !data.isEmpty else { return (update, data) }
    var arrivals: [[String]] = data.map { _ in [] }
    for item in moving {
      arrivals[Int.random(in: 0..<data.count, using: &generator)].append(item.id)
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      nextIdentifier += 1
      arrivals[Int.random(in: 0..<data.count, using: &generator)].append("new\(nextIdentifier)")
    }
    let movedFrom = Dictionary(uniqueKeysWithValues: moving.map { ($0.id, $0.from) })
    var expected: [[String]] = []
    for section in data.indices {
      let incoming = arrivals[section].shuffled(using: &generator)
      let count = keep[section].count + incoming.count
      let positions = Array(0..<count).shuffled(using: &generator).prefix(incoming.count).sorted()
      var slots = [String?](repeating: nil, count: count)
      for (position, id) in zip(positions, incoming) {
        slots[position] = id
        let destination = IndexPath(item: position, section: section)
        if let from = movedFrom[id] {
          update.operations.append(.moveItem(from: from, to: destination))
        } else {
          update.operations.append(.insertItem(destination, identifier: id))
        }
      }
      var rest = keep[section].makeIterator()
      for index in slots.indices where slots[index] == nil { slots[index] = rest.next() }
      expected.append(slots.compactMap { $0 })
    }
    return (update, expected)
  }

  /// `update` spoiled in one of several ways UIKit rejects (an index path past the end, a
  /// section that does not exist, a move from nowhere, a delete and a move of the same item).
  public static func invalid(
    from update: BatchUpdate, on data: [[String]], using generator: inout SeededGenerator
  ) -> BatchUpdate {
    var broken = update
    let sections = data.count
    let firstCount = data.first?.count ?? 0
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: broken.operations.append(.deleteItem(IndexPath(item: firstCount + 2, section: 0)))
    case 1:
      broken.operations.append(.insertItem(IndexPath(item: 10_000, section: 0), identifier: nil))
    case 2: broken.operations.append(.deleteSection(sections + 1))
    case 3:
      broken.operations.append(
        .moveItem(
          from: IndexPath(item: 0, section: sections + 3), to: IndexPath(item: 0, section: 0)))
    default:
      if firstCount > 0 {
        broken.operations.append(.deleteItem(IndexPath(item: 0, section: 0)))
        broken.operations.append(
          .moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0)))
      } else {
        broken.operations.append(.deleteSection(sections))
      }
    }
    return broken
  }
}
