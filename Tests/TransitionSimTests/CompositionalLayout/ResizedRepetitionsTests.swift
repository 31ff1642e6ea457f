import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct ResizedRepetitionsTests {
  /// Rows of three slots (the middle one `uniformAcrossSiblings`) 44, 40 and 50 long, 2 apart.
  private let slotLengths: [CGFloat] = [44, 40, 50]
  private let sharing = SelfSizingSharing(uniformSlots: [false, true, false])

  /// Each row's start and length and each item's length, computed item by item in the test.
  private func naive(
    itemCount: Int, preferred: [Int: CGFloat], acrossSection: Bool = false
  ) -> (starts: [CGFloat], rows: [CGFloat], items: [CGFloat]) {
    let width = slotLengths.count
    var items = (0..<itemCount).map { preferred[$0] ?? slotLengths[$0 % width] }
    var rows = stride(from: 0, to: itemCount, by: width).map {
      items[$0..<min($0 + width, itemCount)].max() ?? 0
    }
    if acrossSection, let longest = rows.max() { rows = rows.map { _ in longest } }
    for item in items.indices where sharing.uniformSlots[item % width] {
      items[item] = rows[item / width]
    }
    var starts: [CGFloat] = []
    var next: CGFloat = 0
    for row in rows {
      starts.append(next)
      next += row + 2
    }
    return (starts, rows, items)
  }

  /// Expects `rows` to place its rows and items as `expected` does.
  private func expect(
    _ rows: ResizedRepetitions,
    matches expected: (starts: [CGFloat], rows: [CGFloat], items: [CGFloat])
  ) {
    #expect(rows.rowCount == expected.rows.count)
    for row in expected.rows.indices {
      #expect(rows.start(ofRow: row) == expected.starts[row], "start of row \(row)")
      #expect(rows.length(ofRow: row) == expected.rows[row], "length of row \(row)")
    }
    for item in expected.items.indices {
      #expect(rows.length(ofItem: item) == expected.items[item], "item \(item)")
    }
    #expect(rows.length(ofItem: expected.items.count) == nil)
    #expect(rows.end == (expected.starts.last ?? 0) + (expected.rows.last ?? 0))
    #expect(rows.lastRowLength == expected.rows.last)
  }

  @Test(arguments: [0, 1, 2, 3, 100])
  func rowsWithoutResizesFollowTheTemplate(itemCount: Int) {
    let rows = ResizedRepetitions(
      itemCount: itemCount, slotLengths: slotLengths, sharing: sharing, spacing: 2)
    expect(rows, matches: naive(itemCount: itemCount, preferred: [:]))
  }

  @Test func resizesItemByItemMatchTheRowsBuiltAtOnceAndANaiveLayout() {
    // Seeded: 300 resizes of a section of 100 items (a last row of one), checked after each.
    var generator = SeededGenerator(seed: 0x12_0E5)
    var rows = ResizedRepetitions(
      itemCount: 100, slotLengths: slotLengths, sharing: sharing, spacing: 2)
    var preferred: [Int: CGFloat] = [:]
    for step in 0..<300 {
      let item = Int.random(in: 0..<100, using: &generator)
      let length = CGFloat(Int.random(in: 20...90, using: &generator))
      preferred[item] = length
      let accepted = rows.setLength(length, ofItem: item)
      #expect(accepted)
      let built = ResizedRepetitions(
        itemCount: 100, slotLengths: slotLengths, sharing: sharing, spacing: 2,
        preferred: preferred)
      #expect(rows == built, "step \(step)")
      if step % 30 == 0 { expect(rows, matches: naive(itemCount: 100, preferred: preferred)) }
    }
    expect(rows, matches: naive(itemCount: 100, preferred: preferred))
  }

  @Test func rowsSharedAcrossTheSectionTakeTheLongestAndRefuseResizesInPlace() {
    let across = SelfSizingSharing(uniformSlots: sharing.uniformSlots, acrossSection: true)
    let preferred: [Int: CGFloat] = [4: 70, 40: 30]
    var rows = ResizedRepetitions(
      itemCount: 50, slotLengths: slotLengths, sharing: across, spacing: 2, preferred: preferred)
    let expected = naive(itemCount: 50, preferred: preferred, acrossSection: true)
    #expect(expected.rows.allSatisfy { $0 == 70 })
    expect(rows, matches: expected)
    let before = rows
    let accepted = rows.setLength(90, ofItem: 7)
    #expect(!accepted)
    #expect(rows == before)
  }

  @Test func anItemOutsideTheSectionChangesNothing() {
    var rows = ResizedRepetitions(
      itemCount: 10, slotLengths: slotLengths, sharing: sharing, spacing: 2)
    let before = rows
    let past = rows.setLength(90, ofItem: 10)
    let beforeFirst = rows.setLength(90, ofItem: -1)
    #expect(!past && !beforeFirst)
    #expect(rows == before)
  }

  @Test func theRowsMeetingARangeAreTheOnesALinearScanFinds() {
    var generator = SeededGenerator(seed: 0x5CA_4)
    var preferred: [Int: CGFloat] = [:]
    for _ in 0..<60 {
      preferred[Int.random(in: 0..<200, using: &generator)] = CGFloat(
        Int.random(in: 1...120, using: &generator))
    }
    let rows = ResizedRepetitions(
      itemCount: 200, slotLengths: slotLengths, sharing: sharing, spacing: 2,
      preferred: preferred)
    let expected = naive(itemCount: 200, preferred: preferred)
    let origin: CGFloat = 30
    for _ in 0..<200 {
      let low = CGFloat(Int.random(in: -100...4_000, using: &generator))
      let high = low + CGFloat(Int.random(in: 0...700, using: &generator))
      let scanned = expected.rows.indices.filter {
        origin + expected.starts[$0] + expected.rows[$0] >= low
          && origin + expected.starts[$0] <= high
      }
      let found = rows.rows(from: origin, meeting: low, high)
      #expect(Array(found) == scanned, "\(low)...\(high)")
    }
  }
}
