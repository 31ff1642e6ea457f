import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite("Rounding to the nearest integer without libm")
struct PixelRoundingTests {
  /// The same bits, so that -0.0 and 0.0 (equal as numbers) are told apart, and NaN matches NaN.
  private func sameBits(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a.isNaN ? b.isNaN : Double(a).bitPattern == Double(b).bitPattern
  }

  @Test("Halfway cases go away from zero, as rounded() does")
  func halfwayCases() {
    let cases: [(CGFloat, CGFloat)] = [
      (0.5, 1), (1.5, 2), (2.5, 3), (-0.5, -1), (-1.5, -2), (-2.5, -3), (0.49999999999999994, 0),
      (2.4999999999999996, 2), (-2.4999999999999996, -2),
      (4_503_599_627_370_495.5, 4_503_599_627_370_496),
    ]
    for (value, expected) in cases {
      #expect(sameBits(value.roundedToNearestAwayFromZero, expected), "\(value)")
    }
  }

  @Test("Zero keeps its sign, and small negatives round to -0")
  func signedZero() {
    #expect(sameBits((-0.3 as CGFloat).roundedToNearestAwayFromZero, -0.0))
    #expect(sameBits((-0.0 as CGFloat).roundedToNearestAwayFromZero, -0.0))
    #expect(sameBits((0.0 as CGFloat).roundedToNearestAwayFromZero, 0.0))
    #expect(sameBits((0.3 as CGFloat).roundedToNearestAwayFromZero, 0.0))
  }

  @Test("Huge values, infinities and NaN pass through")
  func nonFinite() {
    for value: CGFloat in [1e300, -1e300, 9_007_199_254_740_993, .infinity, -.infinity] {
      #expect(sameBits(value.roundedToNearestAwayFromZero, value))
    }
    #expect(CGFloat.nan.roundedToNearestAwayFromZero.isNaN)
  }

  @Test("Equals rounded() bit for bit on a million seeded values across magnitudes")
  func matchesLibm() {
    var generator = SeededGenerator(seed: 0x5EED_F00D)
    for _ in 0..<1_000_000 {
      let magnitude = CGFloat(Double.random(in: -3...16, using: &generator)).magnitude
      let scale = pow(10, magnitude)
      // Halves (the ties), thirds scaled back by 3 (near-integers off by an ulp, like pixel
      // positions at 3× scale), and arbitrary values of every magnitude.
      let value: CGFloat
      switch UInt8.random(in: 0...2, using: &generator) {
      case 0: value = CGFloat(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 2
      case 1: value = CGFloat(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 3 * 3
      default: value = CGFloat(Double.random(in: -1...1, using: &generator)) * scale
      }
      if !sameBits(value.roundedToNearestAwayFromZero, value.rounded()) {
        Issue.record("\(value): \(value.roundedToNearestAwayFromZero) ≠ \(value.rounded())")
        return
      }
    }
  }
}
