import Foundation
import TransitionSim

/// A deterministic batch of `operations` mixed operations on one section of `count` items:
/// deletes, inserts, moves and reloads in equal parts, at spread-out index paths.
func mixedBatch(operations: Int, count: Int) -> BatchUpdate {
  // Deletes, reloads and move sources are spread over the front of the section; inserts and move
  // destinations take the last positions, so no reload's adjusted index path meets them.
  var update = BatchUpdate()
  let quarter = operations / 4
  let tail = 2 * quarter
  let front = max(count - tail - 1, 1)
  let spacing = max(front / max(3 * quarter, 1), 1)
  for index in 0..<quarter {
    update.operations.append(
      .deleteItem(IndexPath(item: (3 * index) * spacing % front, section: 0)))
    update.operations.append(
      .reloadItem(IndexPath(item: (3 * index + 1) * spacing % front, section: 0)))
    update.operations.append(
      .moveItem(
        from: IndexPath(item: (3 * index + 2) * spacing % front, section: 0),
        to: IndexPath(item: count - tail + 2 * index, section: 0)))
    update.operations.append(
      .insertItem(
        IndexPath(item: count - tail + 2 * index + 1, section: 0), identifier: "inserted-\(index)"))
  }
  return update
}

/// A batch of `operations` mixed operations on `count` items: validate, map, prepare, hooks.
func batchUpdateCase(operations: Int, count: Int, repetitions: Int) -> BatchUpdateCase {
  BatchUpdateCase(operations: operations, count: count, repetitions: repetitions)
}

/// Builds one laid-out collection view per timed run, so each run updates a fresh one.
struct BatchUpdateCase {
  var operations: Int
  var count: Int
  var repetitions: Int

  var benchmark: BenchmarkCase {
    var benchmark = BenchmarkCase(
      name: "batch update (\(operations) mixed operations)", size: count,
      baselineName: "copying the item array"
    ) {
      let identifiers = [(0..<count).map { "item-\($0)" }]
      let update = mixedBatch(operations: operations, count: count)
      // Updated views are kept until the case ends: tearing one down is not the update's work.
      final class Views {
        var list: [CollectionView] = []
        var updated: [CollectionView] = []
      }
      let views = Views()
      for _ in 0..<(repetitions + 1) {
        let view = CollectionView(
          frame: CGRect(x: 0, y: 0, width: 375, height: 667),
          collectionViewLayout: CollectionViewFlowLayout(), itemIdentifiers: identifiers)
        // A collection view that has already run an update: its identifier set is built.
        try view.performBatchUpdates(nil)
        views.list.append(view)
      }
      return (
        body: {
          guard let view = views.list.popLast() else { return }
          blackHole(try view.performBatchUpdates(update))
          views.updated.append(view)
        },
        baseline: {
          var copy = identifiers[0]
          copy.append("x")
          blackHole(copy)
        }
      )
    }
    benchmark.usesUpItsState = true
    return benchmark
  }
}
