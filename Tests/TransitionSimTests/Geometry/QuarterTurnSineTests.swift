import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// The reference is `Foundation.sin` (glibc's, correctly rounded in practice): the polynomial must
// stay within one ulp of it over a seeded sweep of the quarter turn, in both lanes.

/// How many representable doubles lie between `a` and `b` (of the same sign; zeros are equal).
private func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
  if a == b { return 0 }
  let (x, y) = (a.bitPattern, b.bitPattern)
  return x > y ? x - y : y - x
}

@Suite struct QuarterTurnSineTests {
  @Test func withinOneUlpOfTheLibraryOverTheQuarterTurn() throws {
    var generator = SeededGenerator(seed: 0x51_4E)
    var worst: UInt64 = 0
    var exact = 0
    let count = 200_000
    for index in 0..<count {
      // Evenly spaced angles first (the ends and π/4 included), then random ones.
      let spaced = Double(index % 1_001) / 1_000 * QuarterTurnSine.limit
      let a = index < 1_001 ? spaced : Double.random(in: -1...1, using: &generator) * .pi / 2
      let b = index < 1_001 ? -spaced : Double.random(in: -1...1, using: &generator) * .pi / 2
      let (sineA, sineB) = try #require(QuarterTurnSine.sines(a, b))
      for (angle, sine) in [(a, sineA), (b, sineB)] {
        let reference = Foundation.sin(angle)
        #expect(sine.sign == reference.sign || sine == 0, "sin(\(angle)) has the wrong sign")
        let distance = ulpDistance(sine, reference)
        worst = max(worst, distance)
        if distance == 0 { exact += 1 }
      }
    }
    #expect(worst <= 1, "the polynomial is \(worst) ulps from the library's sine")
    // Most results are the correctly rounded sine itself.
    #expect(exact > count * 2 * 8 / 10, "only \(exact) of \(count * 2) sines are exact")
  }

  @Test func smallAnglesAndZerosAreExact() throws {
    // Zero gives zero (a negative zero gives a positive one, as the slerp never asks).
    let (zero, negativeZero) = try #require(QuarterTurnSine.sines(0, -0.0))
    #expect(zero == 0 && negativeZero == 0)
    // Below 2⁻²⁶ the cubic term is under half an ulp: the sine is the angle.
    let (tiny, negativeTiny) = try #require(QuarterTurnSine.sines(1e-9, -1e-9))
    #expect(tiny == 1e-9 && negativeTiny == -1e-9)
  }

  @Test func declinesBeyondAQuarterTurn() {
    #expect(QuarterTurnSine.sines(QuarterTurnSine.limit, -QuarterTurnSine.limit) != nil)
    #expect(QuarterTurnSine.sines(QuarterTurnSine.limit.nextUp, 0) == nil)
    #expect(QuarterTurnSine.sines(0, -2) == nil)
    #expect(QuarterTurnSine.sines(.nan, 0) == nil)
    #expect(QuarterTurnSine.sines(0, .infinity) == nil)
  }
}
