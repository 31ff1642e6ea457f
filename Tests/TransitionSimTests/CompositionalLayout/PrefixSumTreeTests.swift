import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct PrefixSumTreeTests {
  /// The sums of `values` before each index, `0...values.count`, summed one by one.
  private func naivePrefixes(_ values: [CGFloat]) -> [CGFloat] {
    var sums: [CGFloat] = [0]
    for value in values { sums.append((sums.last ?? 0) + value) }
    return sums
  }

  @Test func anEmptyTreeSumsToZero() {
    let tree = PrefixSumTree([])
    #expect(tree.count == 0)
    #expect(tree.prefix(0) == 0)
    #expect(tree.prefix(1) == 0)
    #expect(tree.prefix(-3) == 0)
    #expect(tree == PrefixSumTree(zeros: 0))
  }

  @Test(arguments: [1, 2, 3, 5, 8, 13, 64, 100])
  func prefixesOfABuiltTreeMatchANaiveSum(count: Int) {
    // Quarters below 256: every partial sum is exact in binary, in any order.
    let values = (0..<count).map { CGFloat(($0 * 37) % 1_024) / 4 - 100 }
    let tree = PrefixSumTree(values)
    let expected = naivePrefixes(values)
    #expect(tree.count == count)
    for end in 0...count {
      #expect(tree.prefix(end) == expected[end], "prefix \(end) of \(count)")
    }
    #expect(tree.prefix(count + 5) == expected[count])
    #expect(tree.prefix(-1) == 0)
    for index in values.indices { #expect(tree[index] == values[index]) }
  }

  @Test func randomSetsMatchANaivePrefixSum() {
    // Seeded: 2,000 sets at random places of trees of random sizes, each followed by a query of
    // a random prefix and, every 50 sets, of every prefix.
    var generator = SeededGenerator(seed: 0x5_0F_7E_E)
    for _ in 0..<20 {
      let count = Int.random(in: 1...300, using: &generator)
      var values = [CGFloat](repeating: 0, count: count)
      var tree = PrefixSumTree(zeros: count)
      for step in 0..<100 {
        let index = Int.random(in: 0..<count, using: &generator)
        let value = CGFloat(Int.random(in: -400...400, using: &generator)) / 4
        values[index] = value
        tree.set(value, at: index)
        let expected = naivePrefixes(values)
        let end = Int.random(in: 0...count, using: &generator)
        #expect(tree.prefix(end) == expected[end], "prefix \(end) of \(count), step \(step)")
        #expect(tree[index] == value)
        if step % 50 == 49 {
          #expect((0...count).allSatisfy { tree.prefix($0) == expected[$0] })
        }
      }
      #expect(tree == PrefixSumTree(values))
    }
  }

  @Test func aTreeReachedBySetsHasTheBitsOfOneBuiltFromItsValues() {
    // Thirds are not exact in binary: a tree updated by differences would drift from one built
    // at once; one whose nodes are recomputed from their children does not.
    var generator = SeededGenerator(seed: 0x7_41_D5)
    let count = 77
    var values = (0..<count).map { CGFloat($0) / 3 }
    var tree = PrefixSumTree(values)
    for _ in 0..<500 {
      let index = Int.random(in: 0..<count, using: &generator)
      values[index] = CGFloat(Int.random(in: 1...600, using: &generator)) / 3
      tree.set(values[index], at: index)
    }
    let built = PrefixSumTree(values)
    #expect(tree == built)
    for end in 0...count { #expect(tree.prefix(end) == built.prefix(end)) }
    // Within rounding of the naive sum.
    let expected = naivePrefixes(values)
    for end in 0...count { #expect(abs(tree.prefix(end) - expected[end]) < 1e-9) }
  }
}
