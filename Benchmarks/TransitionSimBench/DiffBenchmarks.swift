import Foundation
import TransitionSim
import TransitionSimTesting

/// The standard diff benchmark's data (DifferenceKit's published benchmark): `count` unique UUID strings,
/// and the same list with a tenth of them deleted, a tenth as many new ones inserted and a
/// fiftieth of them moved, all at random (seeded) places.
func diffBenchmarkData(count: Int) -> (old: [String], new: [String]) {
  var rng = SeededGenerator(seed: UInt64(count))
  let digits = Array("0123456789ABCDEF".utf8)
  func uuid() -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for word in [rng.next(), rng.next()] {
      for shift in stride(from: 60, through: 0, by: -4) {
        if bytes.count == 8 || bytes.count == 13 || bytes.count == 18 || bytes.count == 23 {
          bytes.append(UInt8(ascii: "-"))
        }
        bytes.append(digits[Int((word >> UInt64(shift)) & 0xF)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
  let old = (0..<count).map { _ in uuid() }
  // Sort keys: survivors keep their old index (so they keep their order), moved and inserted
  // items get a random place.
  var indexes = Array(0..<count)
  indexes.shuffle(using: &rng)
  let deleted = Set(indexes.prefix(count / 10))
  let moved = Set(indexes.dropFirst(count / 10).prefix(count / 50))
  var keyed: [(key: Double, id: String)] = []
  keyed.reserveCapacity(count)
  for (index, id) in old.enumerated() where !deleted.contains(index) {
    let key =
      moved.contains(index) ? Double.random(in: 0..<Double(count), using: &rng) : Double(index)
    keyed.append((key, id))
  }
  for _ in 0..<(count / 10) {
    keyed.append((Double.random(in: 0..<Double(count), using: &rng), uuid()))
  }
  keyed.sort { $0.key < $1.key }
  return (old, keyed.map(\.id))
}

/// The diff cases at one size: from two arrays (building both snapshots, then diffing) against
/// the standard library's `difference(from:).inferringMoves()` on the same arrays, and the diff
/// alone against building the two snapshots.
///
/// The standard library's Myers diff is quadratic in the changes: about 1 s at 10,000 items and
/// 100 s at 100,000 on the reference machine, so above 10,000 items its baseline is timed once.
func diffCases(count: Int) -> [BenchmarkCase] {
  let label = "\(count / 10) deleted, \(count / 10) inserted, \(count / 50) moved"
  func snapshot(_ items: [String]) throws -> CollectionViewSnapshot<String, String> {
    try CollectionViewSnapshot(sections: [("section", items)])
  }
  let fromArrays = BenchmarkCase(
    name: "snapshot diff from arrays (\(label))", size: count,
    baselineName: "stdlib difference(from:).inferringMoves()",
    setUp: {
      let data = diffBenchmarkData(count: count)
      return (
        body: {
          let old = try snapshot(data.old)
          let new = try snapshot(data.new)
          blackHole(new.difference(from: old))
        },
        baseline: { blackHole(data.new.difference(from: data.old).inferringMoves()) }
      )
    },
    baselineRepetitions: count > 10_000 ? 1 : nil)
  let alone = BenchmarkCase(
    name: "snapshot difference(from:) alone (\(label))", size: count,
    baselineName: "building the two snapshots",
    setUp: {
      let data = diffBenchmarkData(count: count)
      let old = try snapshot(data.old)
      let new = try snapshot(data.new)
      return (
        body: { blackHole(new.difference(from: old)) },
        baseline: {
          blackHole(try? snapshot(data.old))
          blackHole(try? snapshot(data.new))
        }
      )
    })
  return [
    fromArrays, alone, snapshotsFromArraysCase(count: count), applyIdentifiersCase(count: count),
    firstSectionCase(count: count),
  ]
}

/// Inserting a section before the first of 100 and deleting it again, in a snapshot of `count`
/// items: every item's section index changes twice.
///
/// Against the same with a section after the last, which changes none: the ratio is the cost of
/// renumbering the items' sections.
func firstSectionCase(count: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "snapshot insert and delete a first section (100 sections)", size: count,
    baselineName: "the same with a last section"
  ) {
    let perSection = max(count / 100, 1)
    let sections = (0..<100).map { section in
      ("s\(section)", (0..<perSection).map { "s\(section)-i\($0)" })
    }
    final class Box {
      var snapshot: CollectionViewSnapshot<String, String>
      init(_ snapshot: CollectionViewSnapshot<String, String>) { self.snapshot = snapshot }
    }
    let front = Box(try CollectionViewSnapshot(sections: sections))
    let back = Box(try CollectionViewSnapshot(sections: sections))
    return (
      body: {
        try front.snapshot.insertSections(["new"], beforeSection: "s0")
        try front.snapshot.deleteSections(["new"])
      },
      baseline: {
        try? back.snapshot.insertSections(["new"], afterSection: "s99")
        try? back.snapshot.deleteSections(["new"])
      }
    )
  }
}

/// Building the two snapshots of the diff data from their arrays, against building one
/// `Dictionary<String, Int>` from the first array (identifier → index, reserved beforehand): the
/// floor of any index of the items.
///
/// At 100,000 items the target is 2×: a snapshot costs at most one hash insertion per item and per
/// section, with no per-item allocation.
func snapshotsFromArraysCase(count: Int) -> BenchmarkCase {
  var benchmark = BenchmarkCase(
    name: "two snapshots from arrays", size: count,
    baselineName: "one Dictionary<String, Int> from the first array"
  ) {
    let data = diffBenchmarkData(count: count)
    return (
      body: {
        blackHole(try CollectionViewSnapshot<String, String>(sections: [("section", data.old)]))
        blackHole(try CollectionViewSnapshot<String, String>(sections: [("section", data.new)]))
      },
      baseline: {
        var index: [String: Int] = [:]
        index.reserveCapacity(data.old.count)
        for (position, identifier) in data.old.enumerated() { index[identifier] = position }
        blackHole(index)
      }
    )
  }
  if count >= 100_000 { benchmark.target = .ratioAtMost(2) }
  return benchmark
}

/// `apply(identifiers:)` on a laid-out collection view end to end — the snapshot of the data
/// shown, the new snapshot, the diff and the animated batch update with its layout pass —
/// alternately to the diff data's new and old arrays, against building the two snapshots.
func applyIdentifiersCase(count: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "apply(identifiers:) end to end (diff data, alternately)", size: count,
    baselineName: "building the two snapshots"
  ) {
    let data = diffBenchmarkData(count: count)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: CollectionViewFlowLayout(), itemIdentifiers: [data.old])
    try view.layoutIfNeeded()
    final class Turn { var showsNew = false }
    let turn = Turn()
    return (
      body: {
        turn.showsNew.toggle()
        blackHole(try view.apply(identifiers: [turn.showsNew ? data.new : data.old]))
      },
      baseline: {
        blackHole(try? CollectionViewSnapshot<String, String>(sections: [("section", data.old)]))
        blackHole(try? CollectionViewSnapshot<String, String>(sections: [("section", data.new)]))
      }
    )
  }
}
