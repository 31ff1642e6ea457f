import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting

/// Random batches, valid and invalid, on several layouts, checking the update engine's
/// invariants frame by frame.
///
/// The seed and case are printed on failure.
@Suite struct BatchUpdateReliabilityTests {
  typealias Generator = SeededGenerator

  /// A valid single-section batch built backwards from its target, and that target.
  static func validBatch(_ old: [String], _ rng: inout Generator, counter: inout Int) -> (
    BatchUpdate, [String]
  ) {
    var update = BatchUpdate()
    var keep: [String] = []
    var moved: [(Int, String)] = []
    for (index, id) in old.enumerated() {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: update.operations.append(.deleteItem(IndexPath(item: index, section: 0)))
      case 1: moved.append((index, id))
      default: keep.append(id)
      }
    }
    var arrivals = moved.map(\.1)
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      counter += 1
      arrivals.append("n\(counter)")
    }
    arrivals.shuffle(using: &rng)
    let count = keep.count + arrivals.count
    let positions = Array(0..<count).shuffled(using: &rng).prefix(arrivals.count).sorted()
    var slots = [String?](repeating: nil, count: count)
    for (position, id) in zip(positions, arrivals) { slots[position] = id }
    var rest = keep.makeIterator()
    for index in slots.indices where slots[index] == nil { slots[index] = rest.next() }
    let target = slots.compactMap { $0 }
    let movedFrom = Dictionary(uniqueKeysWithValues: moved.map { ($0.1, $0.0) })
    for (position, id) in zip(positions, arrivals) {
      let destination = IndexPath(item: position, section: 0)
      if let from = movedFrom[id] {
        update.operations.append(
          .moveItem(from: IndexPath(item: from, section: 0), to: destination))
      } else {
        update.operations.append(.insertItem(destination, identifier: id))
      }
    }
    return (update, target)
  }

  /// Spoils a valid batch in one of several ways UIKit rejects.
  static func invalidate(_ update: BatchUpdate, count: Int, _ rng: inout Generator) -> BatchUpdate {
    var broken = update
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: broken.operations.append(.deleteItem(IndexPath(item: count + 3, section: 0)))
    case 1:
      broken.operations.append(
        .insertItem(IndexPath(item: count + 50, section: 0), identifier: "bad"))
    case 2: broken.operations.append(.deleteSection(7))
    default:
      broken.operations.append(
        .moveItem(from: IndexPath(item: count + 1, section: 0), to: IndexPath(item: 0, section: 0)))
    }
    return broken
  }

  static let layouts = ["flow", "circle", "grid", "tree", "decorated-flow"]

  @Test(arguments: layouts)
  func invariantsHoldOnRandomBatches(layoutName: String) throws {
    let seed: UInt64 = 0x12_2025
    var rng = Generator(seed: seed &+ UInt64(layoutName.utf8.count))
    var counter = 0
    for index in 0..<120 {
      let old = (0..<Int.random(in: 0...14, using: &rng)).map { "i\($0)" }
      let layout = try LayoutRegistry.standard.makeLayout(named: layoutName)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout,
        itemIdentifiers: [old])
      view.displayScale = 0
      try view.layoutIfNeeded()
      let before = try view.visibleLayoutAttributes()
      let context = "\(layoutName) case \(index) (seed \(seed)), data \(old)"
      var (update, target) = Self.validBatch(old, &rng, counter: &counter)
      if Int.random(in: 0..<4, using: &rng) == 0 {
        update = Self.invalidate(update, count: old.count, &rng)
        #expect(throws: BatchUpdateError.self, "\(context)") {
          try view.performBatchUpdates(update)
        }
        #expect(view.itemIdentifiers == [old], "\(context)")
        #expect(try view.visibleLayoutAttributes() == before, "\(context)")
        continue
      }
      let transition = try view.performBatchUpdates(update)
      #expect(view.itemIdentifiers == [target], "\(context)")
      let after = try view.visibleLayoutAttributes()
      let frames = FrameSampler.standard.frames(of: transition)
      // Each element (and role) at most once per frame; no NaN anywhere.
      for frame in frames {
        let keys = frame.elements.map { "\($0.element)|\($0.role)" }
        #expect(Set(keys).count == keys.count, "\(context), frame \(frame.index)")
        for element in frame.elements {
          let a = element.attributes
          #expect(a.isGeometryValid && a.transform3D.m11.isFinite, "\(context)")
        }
      }
      // The first frame shows every element visible before where it was; the last frame shows
      // every element visible after where the new layout puts it.
      let first = try #require(frames.first)
      for attributes in before where attributes.representedElementCategory == .cell {
        let id = old[attributes.indexPath.item]
        let shown =
          first.elements.first {
            $0.element.itemIdentifier == id && $0.role == .element
              && $0.element.indexPathBefore != nil
          }
          ?? first.elements.first { $0.element.itemIdentifier == id && $0.role == .ghost }
        #expect(shown?.attributes.frame == attributes.frame, "\(context): \(id) at the start")
      }
      let last = try #require(frames.last)
      for attributes in after where attributes.representedElementCategory == .cell {
        let id = target[attributes.indexPath.item]
        let shown = last.elements.first { $0.element.itemIdentifier == id && $0.role == .element }
        #expect(shown?.attributes == attributes, "\(context): \(id) at the end")
      }
      // The lifecycle: prepare for the updates, then the hooks, then finalize.
      let methods = transition.layoutCalls.map(\.method)
      let prepareIndex = methods.firstIndex(of: "prepare(forCollectionViewUpdates:)") ?? .max
      let finalizeIndex = methods.firstIndex(of: "finalizeCollectionViewUpdates()") ?? -1
      let hookIndices = methods.indices.filter {
        methods[$0].contains("Appearing") || methods[$0].contains("Disappearing")
      }
      #expect(hookIndices.allSatisfy { $0 > prepareIndex && $0 < finalizeIndex }, "\(context)")
      #expect(finalizeIndex == methods.count - 1, "\(context)")
    }
  }
}
