import Foundation

extension AnimatedSVGExport {
  /// The most points a dropped stretch spans before a point is kept anyway, bounding the work
  /// of checking that a stretch is straight.
  static let longestStraightStretch = 64

  /// How far a dropped point may lie from the straight line between the kept points around it,
  /// in the units of its value: 1e-6.
  static let straightnessTolerance = 1e-6

  /// The indices of the points an animation keeps: for a discrete one, each point whose value
  /// differs from the previous one; for a linear one, the first and last point and each point
  /// that does not lie (within ``straightnessTolerance``, in every number of its value) on the
  /// straight line at its key time between the kept point before it and the point after it —
  /// checked for every point dropped since that kept point, so the linear animation through the
  /// kept points shows every dropped value at its key time. Runs of an unchanged value and
  /// stretches of constant speed (linear timing, a constant offset) shrink to their ends;
  /// Bézier- and spring-timed motion, which is not straight, keeps its frames.
  ///
  /// Values that are not numbers are compared as text (kept when they differ).
  ///
  /// - Complexity: O(*n* × ``longestStraightStretch``) in the points.
  static func keyframes(_ points: [(keyTime: Int64, value: String)], discrete: Bool) -> [Int] {
    guard points.count > 2 else { return Array(points.indices) }
    if discrete {
      return points.indices.filter { $0 == 0 || points[$0 - 1].value != points[$0].value }
    }
    let numbers = points.map { point in
      point.value.split(separator: " ").map { Double($0) }
    }
    var kept = [0]
    for index in 1..<(points.count - 1) {
      let anchor = kept[kept.count - 1]
      let straight =
        index - anchor < longestStraightStretch
        && ((anchor + 1)...index).allSatisfy { dropped in
          lies(dropped, between: anchor, and: index + 1, points: points, numbers: numbers)
        }
      if !straight { kept.append(index) }
    }
    kept.append(points.count - 1)
    return kept
  }

  /// Whether point `index` lies on the straight line between points `start` and `end` at its
  /// key time, within ``straightnessTolerance``.
  ///
  /// - Complexity: O(1) for values of a few numbers.
  private static func lies(
    _ index: Int, between start: Int, and end: Int,
    points: [(keyTime: Int64, value: String)], numbers: [[Double?]]
  ) -> Bool {
    let from = numbers[start]
    let to = numbers[end]
    let value = numbers[index]
    guard from.count == value.count, to.count == value.count else { return false }
    let span = Double(points[end].keyTime - points[start].keyTime)
    guard span > 0 else { return false }
    let fraction = Double(points[index].keyTime - points[start].keyTime) / span
    for component in value.indices {
      guard let a = from[component], let b = to[component], let v = value[component] else {
        if points[start].value == points[index].value, points[end].value == points[index].value {
          continue
        }
        return false
      }
      if abs(a + (b - a) * fraction - v) > straightnessTolerance { return false }
    }
    return true
  }
}
