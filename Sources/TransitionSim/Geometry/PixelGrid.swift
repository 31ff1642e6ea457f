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
}
