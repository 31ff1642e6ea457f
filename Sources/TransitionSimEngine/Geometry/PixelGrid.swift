import Foundation

/// The pixel grid of a display scale: rounds layout positions to whole pixels, as UIKit does.
///
/// A position `p` at scale `s` becomes `(p · s).rounded() / s`: the nearest pixel, halfway cases
/// away from zero. A scale that is not positive (or NaN) leaves positions as they are.
///
/// When the scale is a power of two (1, 2, 4, ½ …) its inverse is exact, and multiplying by it
/// gives the same double as dividing by the scale: both are the correctly rounded value of the
/// same exact quotient. The grid then multiplies, which is several times cheaper than a division;
/// any other scale (3, 1.5 …) divides.
struct PixelGrid {
  /// Pixels per point.
  let scale: CGFloat
  /// `1 / scale` when that is exact (a positive power-of-two scale), else 0.
  private let exactInverse: CGFloat

  /// The grid of `scale` pixels per point.
  init(scale: CGFloat) {
    self.scale = scale
    let isPowerOfTwo = scale > 0 && scale.isNormal && scale.significandBitPattern == 0
    exactInverse = isPowerOfTwo ? 1 / scale : 0
  }

  /// `value` on the nearest pixel boundary: bit for bit `(value * scale).rounded() / scale`.
  ///
  /// - Complexity: O(1), without a call or (for power-of-two scales) a division.
  @inline(__always)
  func rounded(_ value: CGFloat) -> CGFloat {
    guard scale > 0 else { return value }
    let pixels = (value * scale).roundedToNearestAwayFromZero
    return exactInverse != 0 ? pixels * exactInverse : pixels / scale
  }

  /// `value` on the pixel boundary at or before it, `(value * scale).rounded(.down) / scale`,
  /// where a value within a millionth of a pixel below a boundary counts as on it (so the
  /// rounding error of the arithmetic that made it does not cost a whole pixel).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func floored(_ value: CGFloat) -> CGFloat {
    guard scale > 0 else { return value }
    let pixels = (value * scale + 1e-6).rounded(.down)
    return exactInverse != 0 ? pixels * exactInverse : pixels / scale
  }

  /// The point (`x`, `y`) on the nearest pixel boundaries: bit for bit ``rounded(_:)`` of each
  /// coordinate.
  ///
  /// Both coordinates go through the same operations, in the two lanes of one vector register: one
  /// multiplication, one rounding and one division for the point, where two ``rounded(_:)`` calls
  /// make two of each (a flow layout rounds both coordinates of every item's origin).
  ///
  /// - Complexity: O(1), without a call or (for power-of-two scales) a division.
  @inline(__always)
  func rounded(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat) {
    guard scale > 0 else { return (x, y) }
    guard exactInverse != 0 else { return roundedByDivision(x: x, y: y) }
    let pixels = Self.roundedToNearestAwayFromZero(SIMD2(x.native, y.native) * scale.native)
    let point = pixels * exactInverse.native
    return (CGFloat(point.x), CGFloat(point.y))
  }

  /// Whether the grid rounds by dividing by its scale: a positive scale that is not a power of
  /// two, such as 3.
  var divides: Bool { scale > 0 && exactInverse == 0 }

  /// ``rounded(x:y:)`` for a grid that ``divides``, without choosing again: a loop over many points
  /// chooses once, outside.
  ///
  /// - Complexity: O(1), without a call.
  @inline(__always)
  func roundedByDivision(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat) {
    let pixels = Self.roundedToNearestAwayFromZero(SIMD2(x.native, y.native) * scale.native)
    let point = pixels / scale.native
    return (CGFloat(point.x), CGFloat(point.y))
  }

  /// Each lane of `values` rounded as `CGFloat.roundedToNearestAwayFromZero` rounds it, with the
  /// same operations, lane by lane, and without a branch: a lane of magnitude 2⁵² or more (every
  /// such double is an integer), infinite or NaN is kept as it is.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func roundedToNearestAwayFromZero(_ values: SIMD2<Double>) -> SIMD2<Double> {
    let twoToThe52 = SIMD2<Double>(repeating: 4_503_599_627_370_496)
    let signBit = SIMD2<UInt64>(repeating: 1 << 63)
    let bits = unsafeBitCast(values, to: SIMD2<UInt64>.self)
    let magnitude = unsafeBitCast(bits & ~signBit, to: SIMD2<Double>.self)
    var result = (magnitude + twoToThe52) - twoToThe52
    // Both differences are exact; only a tie is exactly half an integer away.
    let tie = result - magnitude .== SIMD2(repeating: -0.5)
    result += SIMD2<Double>(repeating: 1).replacing(with: 0, where: .!tie)
    let signed = unsafeBitCast(
      unsafeBitCast(result, to: SIMD2<UInt64>.self) | (bits & signBit), to: SIMD2<Double>.self)
    // NaN fails the comparison and is kept.
    return values.replacing(with: signed, where: magnitude .< twoToThe52)
  }
}
