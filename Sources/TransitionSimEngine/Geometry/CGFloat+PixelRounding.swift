import Foundation

extension CGFloat {
  /// The nearest integer, halfway cases away from zero: exactly `rounded()`, without a call.
  ///
  /// On x86-64 without SSE4.1 `rounded()` is a call into libm's `round`, which would be a tenth of
  /// the flow layout's per-item cost. Adding and subtracting 2⁵² rounds a magnitude below 2⁵² to
  /// the nearest integer, ties to even (the default rounding of IEEE 754 arithmetic); a tie that
  /// went down is moved up, and the sign is put back, so the result is bit for bit `rounded()`'s
  /// for every value, signed zeros, infinities and NaN included.
  ///
  /// - Complexity: O(1).
  @inlinable
  var roundedToNearestAwayFromZero: CGFloat {
    let twoToThe52: CGFloat = 4_503_599_627_370_496
    let magnitude = self.magnitude
    // From 2⁵² up every double is an integer; NaN fails the comparison and passes through.
    guard magnitude < twoToThe52 else { return self }
    var result = (magnitude + twoToThe52) - twoToThe52
    // Both differences are exact; only a tie is exactly half an integer away.
    if result - magnitude == -0.5 { result += 1 }
    return CGFloat(signOf: self, magnitudeOf: result)
  }
}
