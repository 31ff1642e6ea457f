import Foundation

/// The sines of two angles of at most a quarter turn, evaluated together by polynomials: the two
/// sines of a spherical interpolation's weights, on every frame of a 3D animation.
///
/// On `|x| ≤ π/4` the sine is its Taylor series up to the `x¹⁷` term; on `π/4 < |x| ≤ π/2` it is
/// the cosine of `π/2 − |x|` (with `π/2` in two parts, so that the difference is exact to the
/// last bit), by the cosine's Taylor series up to the `y¹⁶` term, with the sign of `x`. Both
/// series are evaluated in the square, for the two angles at once (two lanes of one vector): the
/// sine's by Estrin's scheme (short chains of dependent operations, on every frame), the
/// cosine's by Horner's rule, which keeps it within an ulp near π/4 where Estrin's would not
/// (seeded sweeps of 6·10⁶ angles give 2 ulps there). The first omitted terms are below
/// `(π/4)¹⁹/19! ≈ 10⁻¹⁹` and `(π/4)¹⁸/18! ≈ 2·10⁻¹⁸`, far under half an ulp, so the error is the
/// arithmetic's rounding alone: within 1 ulp of the exact sine (the test sweeps seeded angles
/// against `Foundation.sin`, which glibc rounds correctly in practice). Beyond a quarter turn the
/// answer is `nil`, and the caller uses `Foundation.sin`.
enum QuarterTurnSine {
  /// The largest angle served, `π/2` rounded to a `Double`.
  static let limit = Double.pi / 2

  /// The sines of `a` and `b`, or `nil` when either is beyond a quarter turn (or not finite).
  ///
  /// - Complexity: O(1): at most seventeen multiply-adds on a two-lane vector.
  @inline(__always)
  static func sines(_ a: Double, _ b: Double) -> (Double, Double)? {
    let magnitudeA = Swift.abs(a)
    let magnitudeB = Swift.abs(b)
    guard magnitudeA <= limit, magnitudeB <= limit else { return nil }
    let x = SIMD2(a, b)
    let eighth = Double.pi / 4
    if magnitudeA <= eighth && magnitudeB <= eighth {
      let sine = sineSeries(x)
      return (sine[0], sine[1])
    }
    // sin x = ±cos(π/2 − |x|); π/2 − |x| is exact for |x| ≥ π/4 (within a factor 2 of π/2), and
    // the low part adds the bits of π/2 that `limit` lacks.
    let magnitude = SIMD2(magnitudeA, magnitudeB)
    let folded = magnitude .> eighth
    let lowPart = 6.123_233_995_736_766e-17
    let cosine = cosineSeries((limit - magnitude) + lowPart)
    let sine = sineSeries(x).replacing(
      with: cosine.replacing(with: -cosine, where: x .< 0), where: folded)
    return (sine[0], sine[1])
  }

  /// `sin x` for `|x| ≤ π/4`: `x + x·z·P(z)` with `z = x²` and `P` the series' coefficients
  /// `(−1)ᵏ/(2k + 1)!` for k = 1…8 (every factorial here is exact in a `Double`), evaluated by
  /// Estrin's scheme: pairs of terms at once, then pairs of pairs, so that a frame waits for
  /// four multiply-adds in a row instead of eight.
  @inline(__always)
  private static func sineSeries(_ x: SIMD2<Double>) -> SIMD2<Double> {
    let z = x * x
    let z2 = z * z
    let z4 = z2 * z2
    let p01 = (1.0 / 120) * z - 1.0 / 6
    let p23 = (1.0 / 362_880) * z - 1.0 / 5_040
    let p45 = (1.0 / 6_227_020_800) * z - 1.0 / 39_916_800
    let p67 = (1.0 / 355_687_428_096_000) * z - 1.0 / 1_307_674_368_000
    let p = (p01 + p23 * z2) + (p45 + p67 * z2) * z4
    return x + x * (z * p)
  }

  /// `cos y` for `|y| ≤ π/4`: `1 + z·Q(z)` with `z = y²` and `Q` the series' coefficients
  /// `(−1)ᵏ/(2k)!` for k = 1…8.
  @inline(__always)
  private static func cosineSeries(_ y: SIMD2<Double>) -> SIMD2<Double> {
    let z = y * y
    var q = SIMD2(repeating: 1.0 / 20_922_789_888_000)
    q = q * z - 1.0 / 87_178_291_200
    q = q * z + 1.0 / 479_001_600
    q = q * z - 1.0 / 3_628_800
    q = q * z + 1.0 / 40_320
    q = q * z - 1.0 / 720
    q = q * z + 1.0 / 24
    q = q * z - 1.0 / 2
    return 1 + z * q
  }
}
