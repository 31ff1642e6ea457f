import Foundation

/// How a fling's progress goes from 0 to 1 over time: UIScrollView's exponential deceleration
/// towards a target `distance` points away, `(1 − rateᵗ) / (1 − rate^T)` with t in milliseconds,
/// ending at T, when less than half a point remains.
///
/// The collection view's fling and an orthogonal section's both follow it (see
/// ``CollectionView/fling(velocity:deceleration:sampleRate:)``).
struct DecelerationCurve {
  /// The fraction of the velocity kept per millisecond.
  let rate: Double
  /// The seconds until less than half a point remains: `rateᵗ = 0.5 / distance`.
  let duration: Double
  /// `1 − rate^T`, which makes the progress reach 1 at ``duration``.
  private let normaliser: Double

  /// The curve of a fling covering `distance` points at `rate`.
  ///
  /// - Complexity: O(1).
  init(distance: Double, rate: Double) {
    self.rate = rate
    duration = distance > 0.5 ? log(0.5 / distance) / log(rate) / 1000 : 0.001
    normaliser = 1 - pow(rate, duration * 1000)
  }

  /// The progress at `time` seconds: 1 from ``duration`` on.
  ///
  /// - Complexity: O(1).
  func progress(at time: Double) -> Double {
    time >= duration ? 1 : (1 - pow(rate, time * 1000)) / normaliser
  }

  /// When the progress reaches `share` (in 0…1): the time a fling aimed past an end reaches it.
  ///
  /// - Complexity: O(1).
  func time(reaching share: Double) -> Double {
    min(duration, max(0.001, log(1 - share * normaliser) / log(rate) / 1000))
  }
}
