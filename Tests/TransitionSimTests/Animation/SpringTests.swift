import Foundation
import Testing

@testable import TransitionSim

// Expected values come from a numerical integration written here (classic RK4 on
// m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v₀), from the reference's published numbers, or
// from the reference's formulas and pseudo-code written out again here, never from `Spring`.

private typealias Physical = SpringTests.Physical

/// (progress, velocity) every `every` steps of size `h`, from t = 0, `count` samples, by RK4.
private func integrate(
  _ p: Physical, h: Double = 1e-4, every: Int, count: Int
) -> [(x: Double, v: Double)] {
  func acceleration(_ x: Double, _ v: Double) -> Double { -(p.c * v + p.k * (x - 1)) / p.m }
  var x = 0.0
  var v = p.v0
  var samples = [(x: x, v: v)]
  for _ in 1..<count {
    for _ in 0..<every {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    samples.append((x, v))
  }
  return samples
}

/// Compares `spring` with RK4 every 0.01 s over 0…2 s.
private func expectMatchesIntegration(_ spring: Spring, _ p: Physical) {
  let samples = integrate(p, every: 100, count: 201)
  var worstValue = 0.0
  var worstVelocity = 0.0
  for (i, sample) in samples.enumerated() {
    let t = Double(i) / 100
    worstValue = max(worstValue, abs(spring.value(at: t) - sample.x))
    // Velocities scale with ω₀; compare relative to the largest rate in play.
    let scale = max(1, abs(p.v0), (p.k / p.m).squareRoot())
    worstVelocity = max(worstVelocity, abs(spring.velocity(at: t) - sample.v) / scale)
  }
  #expect(worstValue < 1e-7, "\(p): value error \(worstValue)")
  #expect(worstVelocity < 1e-7, "\(p): velocity error \(worstVelocity)")
}

/// The settling time of animation-math.md §2.3/§2.6 for an under- or critically damped spring.
private func envelopeSettlingTime(_ p: Physical) -> Double {
  let lambda = p.c / (2 * p.m)
  return max(0, -log(0.001 / (abs(lambda - p.v0) + 1)) / lambda)
}

/// The reference's over-damped scan (animation-math.md §2.6) over RK4 samples every 0.1 s: the
/// first sample time below ε after which every sample stays below ε for more than 1 s.
private func scannedSettlingTime(_ p: Physical) -> Double? {
  let samples = integrate(p, every: 1000, count: 1024)
  var firstBelow: Int?
  for (i, sample) in samples.enumerated() {
    if abs(1 - sample.x) < 0.001 {
      let start = firstBelow ?? i
      firstBelow = start
      if i - start > 10 { return Double(start) / 10 }
    } else {
      firstBelow = nil
    }
  }
  return nil
}

/// The reference's UIKit mapping, verbatim (animation-math.md §2.4; Framer): twelve Newton steps
/// from 5/D with Framer's sign rule. Returns ω₀ (NaN when the steps diverge).
private func framerNaturalFrequency(zeta: Double, duration: Double, velocity v: Double) -> Double {
  let epsilon = 0.001
  let z = min(max(zeta, .leastNonzeroMagnitude), 1)
  let d = min(max(duration, 0.01), 10)
  func f(_ w: Double) -> Double {
    if z < 1 {
      return epsilon - (w * z - v) / (w * (1 - z * z).squareRoot()) * exp(-w * z * d)
    }
    return -epsilon + exp(-w * d) * ((w - v) * d + 1)
  }
  func derivative(_ w: Double) -> Double {
    if z < 1 {
      let decay = w * z * d
      let numerator = (decay * v + v - z * z * w * w * d) * exp(-decay)
      let sign: Double = (-f(w) + epsilon) > 0 ? -1 : 1
      return sign * numerator / (w * w * (1 - z * z).squareRoot())
    }
    return exp(-w * d) * (v - w) * d * d
  }
  var w = 5 / d
  for _ in 0..<12 { w -= f(w) / derivative(w) }
  return w
}

@Suite struct SpringTests {
  /// A spring's physical parameters, independent of the library.
  struct Physical: CustomStringConvertible {
    var m: Double
    var k: Double
    var c: Double
    var v0: Double
    var description: String { "m \(m), k \(k), c \(c), v₀ \(v0)" }
  }

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
    // CASpringAnimation.h: mass 1, stiffness 100, damping 10, initialVelocity 0 (§2.3).
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
    // Damping 5 and 15: 3.26 s and 1.21 s with this formula (§2.3; Apple says ≈ 2.85 and ≈ 1).
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
    // §2.1's form: r₁,₂ = (−c ± √(c² − 4mk)) / 2m, C₂ = (v₀ − r₁x₀)/(r₂ − r₁), C₁ = x₀ − C₂.
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

  //===--- UIKit: duration + damping ratio --------------------------------------------------===//

  @Test func uiKitMappingMatchesFramersPublishedValues() throws {
    // framer/SpringsExample README via animation-math.md §2.4: ζ = 0.25, D = 3 s.
    let spring = try Spring(duration: 3, dampingRatio: 0.25)
    #expect(abs(spring.stiffness - 54.83363359078326) < 1e-9)
    #expect(abs(spring.damping - 3.702486785620688) < 1e-9)
    #expect(spring.mass == 1)
  }

  @Test(arguments: [
    (1.0, 0.3, 947.288, 61.556),
    (1.0, 0.5, 341.024, 36.934),
    (0.8, 0.5, 323.589, 28.782),
    (0.5, 0.5, 646.878, 25.434),
    (0.7, 0.8, 151.279, 17.219),
  ])
  func uiKitMappingMatchesTheReferenceTable(
    zeta: Double, duration: Double, stiffness: Double, damping: Double
  ) throws {
    let spring = try Spring(duration: duration, dampingRatio: zeta)
    #expect(abs(spring.stiffness - stiffness) < 0.001)
    #expect(abs(spring.damping - damping) < 0.001)
    #expect(abs(spring.dampingRatio - zeta) < 1e-12)
  }

  @Test(arguments: [0.05, 0.2, 0.5, 0.9, 0.999])
  func uiKitMappingWithoutVelocitySolvesTheEnvelopeInClosedForm(zeta: Double) throws {
    // With v = 0 the §2.4 equation (ζ/√(1 − ζ²))·e^(−ζω₀D) = ε solves for ω₀ directly.
    for duration in [0.1, 0.5, 2.0] {
      let spring = try Spring(duration: duration, dampingRatio: zeta)
      let expected = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
      #expect(abs(spring.naturalFrequency - expected) < 1e-9 * expected, "ζ \(zeta), D \(duration)")
    }
  }

  @Test(arguments: [
    (0.5, 0.5, -2.0), (0.5, 0.5, 1.0), (0.5, 0.5, 3.0), (0.7, 0.5, 5.0), (1.0, 0.5, 3.0),
    (0.8, 0.3, 2.0), (0.3, 1.0, -2.0), (0.25, 3.0, -0.5),
  ])
  func uiKitMappingWithVelocityMatchesTheReferenceNewtonSteps(
    zeta: Double, duration: Double, velocity: Double
  ) throws {
    let expected = framerNaturalFrequency(zeta: zeta, duration: duration, velocity: velocity)
    let spring = try Spring(
      duration: duration, dampingRatio: zeta, initialSpringVelocity: velocity)
    #expect(abs(spring.naturalFrequency - expected) < 1e-9 * expected)
    #expect(spring.initialVelocity == velocity)
  }

  @Test func uiKitMappingSolvesTheEquationWhereTheReferenceStepsDiverge() throws {
    // ζ = 0.25, D = 3, v = 0.5: the Newton steps diverge although the §2.4 equation has a root.
    #expect(!(framerNaturalFrequency(zeta: 0.25, duration: 3, velocity: 0.5) > 0))
    let spring = try Spring(duration: 3, dampingRatio: 0.25, initialSpringVelocity: 0.5)
    let w = spring.naturalFrequency
    let envelope = (0.25 * w - 0.5) / (w * (1 - 0.0625).squareRoot()) * exp(-0.25 * w * 3)
    #expect(abs(envelope - 0.001) < 1e-15)
    // And it is the largest root: stiffer springs decay below ε by D.
    for factor in [1.01, 1.5, 3] {
      let stiffer = w * factor
      #expect(
        (0.25 * stiffer - 0.5) / (stiffer * (1 - 0.0625).squareRoot()) * exp(-0.75 * stiffer)
          < 0.001)
    }
  }

  @Test func uiKitMappingFallsBackToZeroVelocityWhereTheReferenceDiverges() throws {
    // ζ = 0.3, D = 1, v = 5: the §2.4 envelope never reaches ε, and the Newton steps diverge.
    #expect(!(framerNaturalFrequency(zeta: 0.3, duration: 1, velocity: 5) > 0))
    let spring = try Spring(duration: 1, dampingRatio: 0.3, initialSpringVelocity: 5)
    let expected = log(0.3 / (0.001 * (1 - 0.09).squareRoot())) / 0.3
    #expect(abs(spring.naturalFrequency - expected) < 1e-9 * expected)
  }

  @Test(arguments: [(0.25, 3.0), (0.5, 0.5), (0.8, 0.5), (0.7, 0.8), (1.0, 0.3)])
  func uiKitSpringEndsExactlyAtItsDuration(zeta: Double, duration: Double) throws {
    let spring = try Spring(duration: duration, dampingRatio: zeta)
    #expect(spring.duration == duration)
    #expect(spring.animationDuration == duration)
    #expect(spring.value(at: duration) == 1)
    #expect(spring.value(at: duration + 1) == 1)
    #expect(spring.velocity(at: duration) == 0)
    // Just before, within the full envelope √(1 + B²)·e^(−λD) = ε·√(1 + B²)/B, B = ζ/√(1 − ζ²);
    // for ζ = 1, e^(−ω₀D)·(1 + ω₀D) = ε.
    let bound = zeta < 1 ? 0.001 * (1 + 1 / (zeta * zeta / (1 - zeta * zeta))).squareRoot() : 0.001
    let before = spring.value(at: duration.nextDown)
    #expect(abs(1 - before) <= bound * (1 + 1e-9), "1 − p(D⁻) = \(1 - before)")
  }

  @Test func uiKitDurationIsClampedForTheMappingOnly() throws {
    let long = try Spring(duration: 20, dampingRatio: 0.6)
    let ten = try Spring(duration: 10, dampingRatio: 0.6)
    #expect(long.stiffness == ten.stiffness)
    #expect(long.value(at: 15) != 1)
    #expect(long.value(at: 20) == 1)
    let short = try Spring(duration: 0.001, dampingRatio: 0.6)
    #expect(short.stiffness == (try Spring(duration: 0.01, dampingRatio: 0.6)).stiffness)
    #expect(short.value(at: 0.001) == 1)
  }

  @Test func uiKitDampingRatioAboveOneActsAsOne() throws {
    let over = try Spring(duration: 0.5, dampingRatio: 2)
    let critical = try Spring(duration: 0.5, dampingRatio: 1)
    #expect(over.stiffness == critical.stiffness)
    #expect(over.damping == critical.damping)
    #expect(over.regime == .criticallyDamped)
    #expect(over != critical)  // created from different parameters
  }

  @Test func uiKitDampingRatioTooSmallIsAnError() {
    #expect(throws: SpringError.dampingRatioTooSmall(0)) {
      try Spring(duration: 0.5, dampingRatio: 0)
    }
    #expect(throws: SpringError.dampingRatioTooSmall(0.0005)) {
      try Spring(duration: 0.5, dampingRatio: 0.0005)
    }
    #expect(SpringError.dampingRatioTooSmall(0).description.contains("above 0.001"))
  }

  //===--- SwiftUI: response + damping fraction ---------------------------------------------===//

  @Test func responseParameterisation() throws {
    // Apple's Spring docs via §2.6: Spring(duration: 0.5, bounce: 0.3) = (m, k, c) (1, 157.9, 17.6);
    // duration plays the role of response and ζ = 1 − bounce.
    let spring = try Spring(response: 0.5, dampingFraction: 0.7)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.91367) < 1e-5)
    #expect(abs(spring.damping - 17.59292) < 1e-5)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    // response = 2π/ω₀.
    #expect(abs(2 * .pi / spring.naturalFrequency - 0.5) < 1e-12)
  }

  @Test func responseSpringsMatchIntegration() throws {
    for (response, fraction, velocity) in [(0.5, 0.825, 0.0), (0.3, 1.0, 2.0), (0.4, 1.6, -1.0)] {
      let spring = try Spring(
        response: response, dampingFraction: fraction, initialVelocity: velocity)
      let k = pow(2 * .pi / response, 2)
      let c = 4 * .pi * fraction / response
      expectMatchesIntegration(spring, Physical(m: 1, k: k, c: c, v0: velocity))
    }
    #expect(try Spring(response: 0.4, dampingFraction: 1.6).regime == .overdamped)
    #expect(try Spring(response: 0.3, dampingFraction: 1).regime == .criticallyDamped)
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

  @Test func uiKitAndResponseParametersAreValidated() {
    #expect(throws: SpringError.notPositive(parameter: "duration", value: 0)) {
      try Spring(duration: 0, dampingRatio: 0.5)
    }
    #expect(throws: SpringError.notFinite(parameter: "duration", value: .infinity)) {
      try Spring(duration: .infinity, dampingRatio: 0.5)
    }
    #expect(throws: SpringError.negative(parameter: "dampingRatio", value: -0.1)) {
      try Spring(duration: 0.5, dampingRatio: -0.1)
    }
    #expect(throws: SpringError.self) {
      try Spring(duration: 0.5, dampingRatio: 0.5, initialSpringVelocity: .nan)
    }
    #expect(throws: SpringError.notPositive(parameter: "response", value: -0.5)) {
      try Spring(response: -0.5, dampingFraction: 0.5)
    }
    #expect(throws: SpringError.negative(parameter: "dampingFraction", value: -1)) {
      try Spring(response: 0.5, dampingFraction: -1)
    }
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

  @Test func codingRoundTripsEveryParameterisation() throws {
    let springs = [
      try Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -1),
      try Spring(duration: 0.4, dampingRatio: 0.75, initialSpringVelocity: 0.5),
      try Spring(response: 0.55, dampingFraction: 1.2),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for spring in springs {
      let decoded = try JSONDecoder().decode(Spring.self, from: encoder.encode(spring))
      #expect(decoded == spring)
      #expect(decoded.stiffness == spring.stiffness)
    }
    let json = String(decoding: try encoder.encode(springs[1]), as: UTF8.self)
    #expect(json == #"{"dampingRatio":0.75,"duration":0.4,"initialVelocity":0.5}"#)
  }

  @Test func decodingFillsCoreAnimationDefaults() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode(Spring.self, from: Data("{}".utf8)) == Spring())
    let stiff = try decoder.decode(Spring.self, from: Data(#"{"stiffness": 300}"#.utf8))
    #expect(stiff == (try Spring(stiffness: 300)))
  }

  @Test func decodingRejectsMixedUnknownMissingAndInvalidParameters() {
    let cases = [
      #"{"stiffness": 100, "dampingRatio": 0.5}"#,
      #"{"stifness": 100}"#,
      #"{"duration": 0.5}"#,
      #"{"response": 0.5}"#,
      #"{"mass": -1}"#,
      #"{"duration": 0.5, "dampingRatio": 0}"#,
    ]
    for json in cases {
      #expect(throws: DecodingError.self, "\(json)") {
        try JSONDecoder().decode(Spring.self, from: Data(json.utf8))
      }
    }
  }

  @Test func decodingErrorsExplainThemselves() {
    func message(_ json: String) -> String {
      do {
        _ = try JSONDecoder().decode(Spring.self, from: Data(json.utf8))
        return "decoded"
      } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
      } catch DecodingError.keyNotFound(_, let context) {
        return context.debugDescription
      } catch {
        return "\(error)"
      }
    }
    #expect(message(#"{"stifness": 1}"#).contains("Unknown spring parameter \"stifness\""))
    #expect(message(#"{"mass": 1, "response": 1}"#).contains("not a mix"))
    #expect(message(#"{"response": 1}"#).contains("\"dampingFraction\""))
    #expect(message(#"{"mass": 0}"#).contains("greater than 0"))
  }
}
