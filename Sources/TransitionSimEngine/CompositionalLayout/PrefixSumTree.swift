import Foundation

/// Values whose prefix sums are read and changed in O(log *n*): a binary tree over the values,
/// each node holding the sum of its two children.
///
/// A sum depends only on the values held, not on the order they were set in: a node is always
/// recomputed from its children (never adjusted by a difference), and a prefix is summed over
/// the same nodes in the same order. So a tree built from values and a tree reaching the same
/// values by ``set(_:at:)`` answer every query with the same bits, even for values that are not
/// exact in binary.
struct PrefixSumTree: Equatable, Sendable {
  /// The number of values.
  let count: Int
  /// The number of leaves: `count` rounded up to a power of two (at least 1).
  private let leafCount: Int
  /// Node 1 is the root; node `i` has children `2i` and `2i + 1`; the leaves are
  /// `leafCount..<2 · leafCount`, value `k` at `leafCount + k` (0 past `count`).
  private var nodes: [CGFloat]

  /// A tree of `count` zeros.
  ///
  /// - Complexity: O(*n*).
  init(zeros count: Int) {
    self.count = max(count, 0)
    var leaves = 1
    while leaves < self.count { leaves *= 2 }
    leafCount = leaves
    nodes = Array(repeating: 0, count: 2 * leaves)
  }

  /// A tree of `values`.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [CGFloat]) {
    self.init(zeros: values.count)
    for (index, value) in values.enumerated() { nodes[leafCount + index] = value }
    var node = leafCount - 1
    while node >= 1 {
      nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
      node -= 1
    }
  }

  /// Value `index`.
  ///
  /// - Complexity: O(1).
  subscript(index: Int) -> CGFloat { nodes[leafCount + index] }

  /// Sets value `index` (in `0..<count`) to `value`.
  ///
  /// - Complexity: O(log *n*).
  mutating func set(_ value: CGFloat, at index: Int) {
    var node = leafCount + index
    nodes[node] = value
    node /= 2
    while node >= 1 {
      nodes[node] = nodes[2 * node] + nodes[2 * node + 1]
      node /= 2
    }
  }

  /// The sum of values `0..<end` (0 for an `end` of 0 or less; every value's for an `end` of
  /// `count` or more).
  ///
  /// - Complexity: O(log *n*).
  func prefix(_ end: Int) -> CGFloat {
    guard end > 0 else { return 0 }
    // From the root: every left subtree wholly before `end` is added, from the largest down.
    var node = 1
    var low = 0
    var size = leafCount
    var sum: CGFloat = 0
    while size > 1 {
      let half = size / 2
      if end >= low + half {
        sum += nodes[2 * node]
        node = 2 * node + 1
        low += half
      } else {
        node = 2 * node
      }
      size = half
    }
    if low < end { sum += nodes[node] }
    return sum
  }
}
