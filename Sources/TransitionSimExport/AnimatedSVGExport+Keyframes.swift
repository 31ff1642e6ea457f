import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// Keys an animation may keep or drop, read by index: what
/// ``AnimatedSVGExport/keyframes(of:discrete:visit:)`` thins.
///
/// - Complexity: ``sameValue(from:upTo:)`` as its conformer says; every other requirement
///   O(log *n*) or better.
protocol AnimatedSVGKeySource {
  /// How many keys there are.
  var count: Int { get }
  /// Key `index`'s key time, in millionths of the loop (strictly increasing with the index),
  /// and its value, as an index for ``text(ofValue:)`` and ``numbers(ofValue:)``.
  func key(_ index: Int) -> (keyTime: Int64, value: Int)
  /// A value as written.
  func text(ofValue value: Int) -> String
  /// A value's numbers (`nil` for a word that is not a number).
  func numbers(ofValue value: Int) -> [Double?]
  /// An index `last` ≥ `index` such that keys `index` through `last` all have the same value: as
  /// far as is known cheaply, but looking no further than `limit`.
  func sameValue(from index: Int, upTo limit: Int) -> Int
}

extension AnimatedSVGKeySource {
  /// Key `index`'s value as written.
  ///
  /// - Complexity: As ``key(_:)`` and ``text(ofValue:)``.
  func text(_ index: Int) -> String { text(ofValue: key(index).value) }
}

extension AnimatedSVGExport {
  /// The most points a dropped stretch of changing values spans before a point is kept anyway,
  /// bounding the work of checking that a stretch is straight. (A stretch of one value is
  /// dropped whole: it is flat without checking.)
  static let longestStraightStretch = 64

  /// How far a dropped point may lie from the straight line between the kept points around it,
  /// in the units of its value: 1e-6.
  static let straightnessTolerance = 1e-6

  /// The indices of the points an animation keeps (``keyframes(of:discrete:visit:)``).
  ///
  /// - Complexity: O(*n* × ``longestStraightStretch``) in the points.
  static func keyframes(_ points: [(keyTime: Int64, value: String)], discrete: Bool) -> [Int] {
    var kept: [Int] = []
    keyframes(of: ListedKeys(points: points), discrete: discrete) { kept.append($0) }
    return kept
  }

  /// Visits, in order, the indices of the keys an animation keeps: for a discrete one, each key
  /// whose value differs from the previous one; for a linear one, the first and last key and
  /// each key that does not lie (within ``straightnessTolerance``, in every number of its value)
  /// on the straight line at its key time between the kept key before it and the key after it —
  /// checked for every key dropped since that kept key, so the linear animation through the
  /// kept keys shows every dropped value at its key time.
  ///
  /// Runs of an unchanged value shrink to their ends however long they are; stretches of constant
  /// speed (linear timing, a constant offset) to their ends, and at least every
  /// ``longestStraightStretch``-th key; Bézier- and spring-timed motion, which is not straight,
  /// keeps its frames.
  ///
  /// Values that are not numbers are compared as text (kept when they differ). Keys whose value
  /// the source knows to be unchanged are passed over together, without being compared.
  ///
  /// - Complexity: O(*k* × ``longestStraightStretch`` + *r*) calls to the source for *k* keys
  ///   where the value changes and *r* runs of an unchanged value (when the source finds the
  ///   end of a run in O(1)).
  static func keyframes(
    of keys: some AnimatedSVGKeySource, discrete: Bool, visit: (Int) -> Void
  ) {
    let count = keys.count
    guard count > 2 else {
      for index in 0..<count { visit(index) }
      return
    }
    if discrete {
      var index = 0
      while index < count {
        visit(index)
        index = keys.sameValue(from: index, upTo: count - 1) + 1
        while index < count, keys.text(index) == keys.text(index - 1) {
          index = keys.sameValue(from: index, upTo: count - 1) + 1
        }
      }
      return
    }
    visit(0)
    var anchor = 0
    var sameAsAnchor = keys.sameValue(from: 0, upTo: count - 1)
    var index = 1
    while index < count - 1 {
      if index + 1 <= sameAsAnchor {
        // Keys `anchor` through `sameAsAnchor` share one value: the keys between them lie on
        // that flat line however many they are.
        index = min(sameAsAnchor, count - 1)
        continue
      } else if index - anchor >= longestStraightStretch {
        // Kept anyway: the stretch since the anchor is as long as a sloped stretch may be.
      } else if (anchor + 1...index).allSatisfy({
        lies($0, between: anchor, and: index + 1, keys: keys)
      }) {
        index += 1
        continue
      }
      visit(index)
      anchor = index
      sameAsAnchor = keys.sameValue(from: index, upTo: count - 1)
      index += 1
    }
    visit(count - 1)
  }

  /// Whether key `index` lies on the straight line between keys `start` and `end` at its key
  /// time, within ``straightnessTolerance``.
  ///
  /// - Complexity: O(1) for values of a few numbers.
  private static func lies(
    _ index: Int, between start: Int, and end: Int, keys: some AnimatedSVGKeySource
  ) -> Bool {
    let (startTime, startValue) = keys.key(start)
    let (endTime, endValue) = keys.key(end)
    let (time, value) = keys.key(index)
    let from = keys.numbers(ofValue: startValue)
    let to = keys.numbers(ofValue: endValue)
    let numbers = keys.numbers(ofValue: value)
    guard from.count == numbers.count, to.count == numbers.count else { return false }
    let span = Double(endTime - startTime)
    guard span > 0 else { return false }
    let fraction = Double(time - startTime) / span
    for component in numbers.indices {
      guard let a = from[component], let b = to[component], let v = numbers[component] else {
        let text = keys.text(ofValue: value)
        if keys.text(ofValue: startValue) == text, keys.text(ofValue: endValue) == text {
          continue
        }
        return false
      }
      if abs(a + (b - a) * fraction - v) > straightnessTolerance { return false }
    }
    return true
  }

  /// Keys listed one by one, each value parsed once.
  ///
  /// - Complexity: O(*n*) memory for *n* keys.
  struct ListedKeys: AnimatedSVGKeySource {
    var points: [(keyTime: Int64, value: String)]
    private var parsed: [[Double?]]

    /// The keys `points`, in key-time order.
    ///
    /// - Complexity: O(*n*).
    init(points: [(keyTime: Int64, value: String)]) {
      self.points = points
      parsed = points.map { point in point.value.split(separator: " ").map { Double($0) } }
    }

    var count: Int { points.count }

    /// Key `index`, whose value is its own index.
    ///
    /// - Complexity: O(1).
    func key(_ index: Int) -> (keyTime: Int64, value: Int) { (points[index].keyTime, index) }

    /// The text of key `value`.
    ///
    /// - Complexity: O(1).
    func text(ofValue value: Int) -> String { points[value].value }

    /// The numbers of key `value`, parsed when the keys were listed.
    ///
    /// - Complexity: O(1).
    func numbers(ofValue value: Int) -> [Double?] { parsed[value] }

    /// Compares the values one by one.
    ///
    /// - Complexity: O(`limit` − `index`).
    func sameValue(from index: Int, upTo limit: Int) -> Int {
      var last = index
      while last < min(limit, points.count - 1), points[last + 1].value == points[index].value {
        last += 1
      }
      return last
    }
  }
}
