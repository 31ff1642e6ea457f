import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected values come from a numerical integration written here (classic RK4 on
// m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v₀), from published numbers (Apple's
// documentation, CASpringAnimation.h, Framer's README), or from the published formulas and
// pseudo-code (Framer's converter, OpenSwiftUI's `Spring`) written out again here, never from
// `Spring`.

/// The spring model itself: the closed form against numerical integration, its boundaries,
/// its settling duration, validation of the physical parameters, identity and printing.
@Suite struct SpringTests {
  typealias Physical = SpringPhysical

  //===--- Closed form against numerical integration ----------------------------------------===//

  @Test(arguments: [
    Physical(m: 1, k: 100, c: 10, v0: 0),
    Physical(m: 1, k: 100, c: 10, v0: 5),
    Physical(m: 2.5, k: 300, c: 8, v0: -3),
    Physical(m: 1, k: 947.288, c: 12, v0: 1),
  ])
  func underdampedMatchesIntegration(p: Physical) throws {
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v0)
    #expect(spring.regime == .underdamped)
    expectMatchesIntegration(spring, p)
  }

  @Test(arguments: [
    Physical(m: 1, k: 100, c: 20, v0: 0),
    Physical(m: 1, k: 100, c: 20, v0: 4),
    Physical(m: 4, k: 25, c: 20, v0: -2),
  ])
  func criticallyDampedMatchesIntegration(p: Physical) throws {
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v0)
    #expect(spring.regime == .criticallyDamped)
    expectMatchesIntegration(spring, p)
  }

  @Test(arguments: [
    Physical(m: 1, k: 100, c: 50, v0: 0),
    Physical(m: 1, k: 100, c: 50, v0: 30),
    Physical(m: 0.5, k: 10, c: 40, v0: -1),
  ])
  func overdampedMatchesIntegration(p: Physical) throws {
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v0)
    #expect(spring.regime == .overdamped)
    expectMatchesIntegration(spring, p)
  }

  @Test(arguments: [
    Physical(m: 1, k: 100, c: 20 - 1e-7, v0: 1),
    Physical(m: 1, k: 100, c: 20 + 1e-7, v0: 1),
    Physical(m: 1, k: 100, c: 0, v0: 0),
    Physical(m: 1, k: 100, c: 0, v0: 2),
  ])
  func nearCriticalAndUndampedMatchIntegration(p: Physical) throws {
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v0)
    expectMatchesIntegration(spring, p)
  }

  @Test func overdampedSpringWithLargeVelocityOvershootsOnce() throws {
    // λ = 25, μ = √525 ≈ 22.9: x(t) = 0 needs tanh(μt) = μ/(v₀ − λ), so v₀ > λ + μ ≈ 47.9.
    let slow = try Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 40)
    #expect((0...300).allSatisfy { slow.value(at: Double($0) / 100) <= 1 })
    let spring = try Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 80)
    let values = (0...300).map { spring.value(at: Double($0) / 100) }
    #expect(values.contains { $0 > 1 })
    let crossings = zip(values, values.dropFirst()).filter { ($0 - 1) * ($1 - 1) < 0 }.count
    #expect(crossings == 1)
  }

  //===--- Boundaries -----------------------------------------------------------------------===//

  @Test func startsAtZeroWithItsInitialVelocity() throws {
    for c in [10.0, 20, 50] {
      let spring = try Spring(stiffness: 100, damping: c, initialVelocity: 3)
      #expect(spring.value(at: 0) == 0)
      #expect(spring.velocity(at: 0) == 3)
      #expect(spring.value(at: -1) == 0)
      #expect(spring.velocity(at: -1) == 0)
      #expect(spring.value(at: .infinity) == 1)
      #expect(spring.velocity(at: .infinity) == 0)
      #expect(spring.value(at: 1e6) == 1)
      #expect(spring.value(at: .nan).isNaN)
      #expect(spring.velocity(at: .nan).isNaN)
    }
  }

  @Test func coreAnimationDefaults() throws {
    // CASpringAnimation.h: mass 1, stiffness 100, damping 10, initialVelocity 0.
    let spring = try Spring()
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 100)
    #expect(spring.damping == 10)
    #expect(spring.initialVelocity == 0)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.naturalFrequency == 10)
    #expect(spring.duration == nil)
    #expect(spring.animationDuration == spring.settlingDuration)
  }

  //===--- settlingDuration -----------------------------------------------------------------===//

  @Test(arguments: [
    Physical(m: 1, k: 100, c: 10, v0: 0),
    Physical(m: 1, k: 100, c: 5, v0: 0),
    Physical(m: 1, k: 100, c: 15, v0: 0),
    Physical(m: 2, k: 300, c: 8, v0: -4),
    Physical(m: 1, k: 100, c: 10, v0: 5),
    Physical(m: 1, k: 100, c: 20, v0: 0),
    Physical(m: 1, k: 100, c: 20, v0: 3),
  ])
  func settlingDurationFollowsTheEnvelopeFormula(p: Physical) throws {
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v0)
    let expected = envelopeSettlingTime(p)
    #expect(abs(spring.settlingDuration - expected) < 1e-12 * max(1, expected), "\(p)")
  }

  @Test func settlingDurationOfTheDefaultSpring() throws {
    // λ = 5, v₀ = 0: ln((5 + 1) / 0.001) / 5.
    #expect(abs(try Spring().settlingDuration - log(6000) / 5) < 1e-12)
    // Damping 5 and 15: 3.26 s and 1.21 s with this formula (Apple's documentation of
    // `settlingDuration` says ≈ 2.85 and ≈ 1).
    #expect(abs(try Spring(damping: 5).settlingDuration - 3.26) < 0.01)
    #expect(abs(try Spring(damping: 15).settlingDuration - 1.21) < 0.01)
  }

  @Test(arguments: [
    Physical(m: 1, k: 100, c: 50, v0: 0),
    Physical(m: 1, k: 100, c: 50, v0: 30),
    Physical(m: 1, k: 10, c: 40, v0: 0),
    Physical(m: 1, k: 400, c: 45, v0: -2),
  ])
  func overdampedSettlingDurationFollowsTheScan(p: Physical) throws {
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c, initialVelocity: p.v0)
    let expected = try #require(scannedSettlingTime(p))
    #expect(spring.settlingDuration == expected, "\(p)")
  }

  @Test func verySlowOverdampedSpringSettlesWhenItsSlowModeDecays() throws {
    // λ = 150, ω₀ = 1: settles after about half an hour, beyond the 102.4 s scan.
    let p = Physical(m: 1, k: 1, c: 300, v0: 0)
    let spring = try Spring(mass: p.m, stiffness: p.k, damping: p.c)
    // The textbook form (as in Flutter's spring_simulation.dart): r₁,₂ = (−c ± √(c² − 4mk)) / 2m,
    // C₂ = (v₀ − r₁x₀)/(r₂ − r₁), C₁ = x₀ − C₂.
    let root = (p.c * p.c - 4 * p.m * p.k).squareRoot()
    let r1 = (-p.c + root) / (2 * p.m)
    let r2 = (-p.c - root) / (2 * p.m)
    let c2 = (p.v0 + r1) / (r2 - r1)
    let c1 = -1 - c2
    func distance(_ t: Double) -> Double { abs(c1 * exp(r1 * t) + c2 * exp(r2 * t)) }
    var lo = 102.4
    var hi = 1e5
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if distance(mid) > 0.001 { lo = mid } else { hi = mid }
    }
    #expect(abs(spring.settlingDuration - lo) < 1e-6 * lo)
  }

  @Test func undampedSpringNeverSettles() throws {
    let spring = try Spring(damping: 0)
    #expect(spring.settlingDuration == .infinity)
    #expect(spring.animationDuration == .infinity)
    #expect(abs(spring.value(at: .pi / 10) - 2) < 1e-12)  // 1 − cos(ω₀t), half a period
  }

  //===--- Validation -----------------------------------------------------------------------===//

  @Test func coreAnimationParametersAreValidated() {
    #expect(throws: SpringError.notPositive(parameter: "mass", value: 0)) { try Spring(mass: 0) }
    #expect(throws: SpringError.notPositive(parameter: "mass", value: -1)) {
      try Spring(mass: -1)
    }
    #expect(throws: SpringError.notPositive(parameter: "stiffness", value: 0)) {
      try Spring(stiffness: 0)
    }
    #expect(throws: SpringError.negative(parameter: "damping", value: -1)) {
      try Spring(damping: -1)
    }
    #expect(throws: SpringError.self) { try Spring(mass: .nan) }
    #expect(throws: SpringError.notFinite(parameter: "initialVelocity", value: .infinity)) {
      try Spring(initialVelocity: .infinity)
    }
    #expect(throws: SpringError.notFinite(parameter: "stiffness", value: -.infinity)) {
      try Spring(stiffness: -.infinity)
    }
    #expect(throws: SpringError.notRepresentable(quantity: "natural frequency")) {
      try Spring(mass: 1e-300, stiffness: 1e300)
    }
  }

  @Test func extremeButFiniteParametersDoNotOverflow() throws {
    // ζ = 0.5 / 1e-150 = 5e149: ζ² overflows, but λ² − ω₀² = 0.25 does not.
    let sluggish = try Spring(stiffness: 1e-300, damping: 1)
    #expect(sluggish.regime == .overdamped)
    #expect(sluggish.value(at: 1) >= 0 && sluggish.value(at: 1) < 1e-200)
    #expect(sluggish.settlingDuration.isFinite && sluggish.settlingDuration > 1e300)
  }

  @Test func errorMessagesNameTheParameterAndTheRule() {
    let positive = SpringError.notPositive(parameter: "mass", value: 0).description
    #expect(positive.contains("mass") && positive.contains("greater than 0"))
    let negative = SpringError.negative(parameter: "damping", value: -2).description
    #expect(negative.contains("damping") && negative.contains("-2.0"))
    let finite = SpringError.notFinite(parameter: "response", value: .nan).description
    #expect(finite.contains("response") && finite.contains("finite"))
  }

  //===--- Identity, printing, coding -------------------------------------------------------===//

  @Test func descriptionShowsTheParameters() throws {
    #expect(
      try Spring().description
        == "Spring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)")
    #expect(
      try Spring(duration: 0.5, dampingRatio: 0.8, initialSpringVelocity: 1).description
        == "Spring(duration: 0.5, dampingRatio: 0.8, initialSpringVelocity: 1.0)")
    #expect(
      try Spring(response: 0.5, dampingFraction: 0.825).description
        == "Spring(response: 0.5, dampingFraction: 0.825, initialVelocity: 0.0)")
  }

  @Test func equalityFollowsTheGivenParameters() throws {
    #expect(try Spring() == Spring(mass: 1, stiffness: 100, damping: 10))
    #expect(try Spring() != Spring(initialVelocity: 1))
    #expect(try Spring().hashValue == Spring().hashValue)
    let set: Set<Spring> = [try Spring(), try Spring(), try Spring(damping: 12)]
    #expect(set.count == 2)
  }
}
