import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected values come from test vectors computed independently with OpenSwiftUI's settling
// formula, Apple's documented example (SwiftUI's `Spring`), the duration/bounce mapping and its
// inverse (SwiftUI's `Spring` documentation; Flutter's `withDurationAndBounce`) written out again
// here, or the RK4 integration and OpenSwiftUI's over-damped scan of SpringTestSupport.swift —
// never from `Spring`.

/// iOS 17's duration/bounce springs: `Spring(duration:bounce:initialVelocity:)`.
@Suite struct SpringDurationBounceTests {
  typealias Physical = SpringPhysical

  /// One test vector: (duration, bounce, k, c, ζ, settling); settling is `nil` for the over-damped
  /// row, which is left to the scan.
  struct Vector: CustomStringConvertible, Sendable {
    var duration: Double
    var bounce: Double
    var k: Double
    var c: Double
    var zeta: Double
    var settling: Double?
    var description: String { "duration \(duration), bounce \(bounce)" }
  }

  /// The table prints four decimals: a computed value must round to it, within half a unit of
  /// the last place (plus a little for the binary representation).
  static let tableTolerance = 0.5e-4 + 1e-9

  @Test(arguments: [
    Vector(duration: 0.5, bounce: 0, k: 157.9137, c: 25.1327, zeta: 1.0, settling: 0.7572),
    Vector(duration: 0.5, bounce: 0.15, k: 157.9137, c: 21.3628, zeta: 0.85, settling: 0.8768),
    Vector(duration: 0.5, bounce: 0.3, k: 157.9137, c: 17.5929, zeta: 0.7, settling: 1.0447),
    Vector(duration: 0.5, bounce: -0.5, k: 157.9137, c: 50.2655, zeta: 2.0, settling: nil),
    Vector(duration: 0.35, bounce: 0, k: 322.2728, c: 35.9039, zeta: 1.0, settling: 0.5487),
    Vector(duration: 1.0, bounce: 0, k: 39.4784, c: 12.5664, zeta: 1.0, settling: 1.4154),
  ])
  func matchesTheReferenceTestVectors(vector: Vector) throws {
    let spring = try Spring(duration: vector.duration, bounce: vector.bounce)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - vector.k) <= Self.tableTolerance, "k \(spring.stiffness)")
    #expect(abs(spring.damping - vector.c) <= Self.tableTolerance, "c \(spring.damping)")
    // ζ is printed exactly (1 − bounce or 1 / (1 + bounce)).
    #expect(abs(spring.dampingRatio - vector.zeta) < 1e-12, "ζ \(spring.dampingRatio)")
    if let settling = vector.settling {
      #expect(
        abs(spring.settlingDuration - settling) <= Self.tableTolerance,
        "settling \(spring.settlingDuration)")
    } else {
      // Over-damped: OpenSwiftUI's scan over an independent integration.
      let physical = Physical(m: 1, k: vector.k, c: vector.c, v0: 0)
      let expected = try #require(scannedSettlingTime(physical))
      // The table's four-decimal k and c move the 0.1 s grid by less than a step.
      #expect(spring.settlingDuration == expected, "settling \(spring.settlingDuration)")
    }
  }

  @Test func matchesApplesDocumentedExample() throws {
    // SwiftUI `Spring` docs: Spring(duration: 0.5, bounce: 0.3) has (m, k, c) = (1, 157.9, 17.6).
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
  }

  @Test(arguments: [0.2, 0.5, 0.35, 1.0, 2.5])
  func followsTheMappingWrittenOut(duration: Double) throws {
    // The mapping: k = (2π / duration)², c = 4πζ / duration, m = 1.
    for bounce in [-0.9, -0.5, -0.1, 0, 0.1, 0.5, 0.99, 1] {
      let spring = try Spring(duration: duration, bounce: bounce)
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      let k = pow(2 * .pi / duration, 2)
      let c = 4 * .pi * zeta / duration
      #expect(abs(spring.stiffness - k) <= 1e-12 * k, "\(duration), \(bounce)")
      #expect(abs(spring.damping - c) <= 1e-12 * max(c, 1), "\(duration), \(bounce)")
    }
  }

  //===--- Regimes ---------------------------------------------------------------------------===//

  @Test func bounceZeroIsCriticallyDamped() throws {
    for duration in [0.2, 0.5, 1.0] {
      let spring = try Spring(duration: duration, bounce: 0)
      #expect(spring.regime == .criticallyDamped)
      #expect(spring.bounce == 0)
      // Critical: no overshoot, monotonic approach.
      let values = (0...300).map { spring.value(at: Double($0) / 100) }
      #expect(values.allSatisfy { $0 <= 1 })
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }

  @Test(arguments: [0.05, 0.15, 0.3, 0.7])
  func positiveBounceIsUnderdampedAndOvershoots(bounce: Double) throws {
    let spring = try Spring(duration: 0.5, bounce: bounce)
    #expect(spring.regime == .underdamped)
    // The first overshoot of an under-damped spring from rest, at half the damped period:
    // 1 + e^(−π·ζ/√(1 − ζ²)) (the under-damped closed form at ω_d·t = π).
    let zeta = 1 - bounce
    let omegaD = 2 * .pi / 0.5 * (1 - zeta * zeta).squareRoot()
    let peak = 1 + exp(-.pi * zeta / (1 - zeta * zeta).squareRoot())
    #expect(abs(spring.value(at: .pi / omegaD) - peak) < 1e-12)
  }

  @Test(arguments: [-0.1, -0.5, -0.9])
  func negativeBounceIsOverdamped(bounce: Double) throws {
    let spring = try Spring(duration: 0.5, bounce: bounce)
    #expect(spring.regime == .overdamped)
    #expect(abs(spring.dampingRatio - 1 / (1 + bounce)) < 1e-12)
    #expect((0...300).allSatisfy { spring.value(at: Double($0) / 100) <= 1 })
  }

  @Test func springsWithVelocityMatchIntegration() throws {
    for (duration, bounce, velocity) in [(0.5, 0.3, 2.0), (0.4, 0.0, -1.0), (0.6, -0.4, 3.0)] {
      let spring = try Spring(duration: duration, bounce: bounce, initialVelocity: velocity)
      #expect(spring.initialVelocity == velocity)
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      let physical = Physical(
        m: 1, k: pow(2 * .pi / duration, 2), c: 4 * .pi * zeta / duration, v0: velocity)
      expectMatchesIntegration(spring, physical)
    }
  }

  //===--- Duration, settling, the ends of the range ----------------------------------------===//

  @Test func runsUntilItSettles() throws {
    // Inferred from SwiftUI's documentation: the duration-based APIs run until the spring settles;
    // duration is a pace.
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.duration == nil)
    #expect(spring.animationDuration == spring.settlingDuration)
    #expect(spring.value(at: 0.5) != 1)
    let parameters = try AnimationParameters(spring: spring)
    #expect(parameters.duration == spring.settlingDuration)
  }

  @Test func bounceOneIsUndampedAndNeverSettles() throws {
    // SwiftUI's `Spring` docs: "up to a maximum of 1.0 (corresponding to undamped oscillation)".
    let spring = try Spring(duration: 0.5, bounce: 1)
    #expect(spring.damping == 0)
    #expect(spring.settlingDuration == .infinity)
    // Undamped from rest: 1 − cos(ω₀t), 2 at half a period (t = duration / 2).
    #expect(abs(spring.value(at: 0.25) - 2) < 1e-12)
    #expect(throws: AnimationParametersError.invalidDuration(.infinity)) {
      try AnimationParameters(spring: spring)
    }
  }

  @Test func defaultsAreUIKitsAndSpringWithoutArgumentsStaysCoreAnimations() throws {
    // Apple's documentation: UIView.animate(springDuration: 0.5, bounce: 0.0,
    // initialSpringVelocity: 0.0, …).
    #expect(try Spring(bounce: 0) == Spring(duration: 0.5, bounce: 0, initialVelocity: 0))
    #expect(try Spring(bounce: 0.2).parameterization == .durationBounce(duration: 0.5, bounce: 0.2))
    let coreAnimation = try Spring()
    #expect(coreAnimation.parameterization == .coreAnimation(mass: 1, stiffness: 100, damping: 10))
    #expect(
      try Spring(initialVelocity: 1).parameterization
        == .coreAnimation(mass: 1, stiffness: 100, damping: 10))
  }

  @Test func invalidParametersAreErrorsNamingTheParameter() {
    for bounce in [-1, -1.5, 1.000001, 2] {
      #expect(throws: SpringError.bounceOutOfRange(bounce), "\(bounce)") {
        try Spring(duration: 0.5, bounce: bounce)
      }
    }
    #expect(throws: SpringError.notFinite(parameter: "bounce", value: .infinity)) {
      try Spring(bounce: .infinity)
    }
    #expect(throws: SpringError.self) { try Spring(bounce: .nan) }
    #expect(throws: SpringError.notPositive(parameter: "duration", value: 0)) {
      try Spring(duration: 0, bounce: 0)
    }
    #expect(throws: SpringError.notPositive(parameter: "duration", value: -0.5)) {
      try Spring(duration: -0.5, bounce: 0)
    }
    #expect(throws: SpringError.notFinite(parameter: "duration", value: .infinity)) {
      try Spring(duration: .infinity, bounce: 0)
    }
    #expect(throws: SpringError.notFinite(parameter: "initialVelocity", value: -.infinity)) {
      try Spring(bounce: 0, initialVelocity: -.infinity)
    }
    let message = SpringError.bounceOutOfRange(-1).description
    #expect(message.contains("bounce") && message.contains("-1.0"))
    #expect(message.contains("greater than -1") && message.contains("at most 1"))
    #expect(SpringError.bounceOutOfRange(-1).parameter == "bounce")
  }

  //===--- The inverse mapping ---------------------------------------------------------------===//

  @Test func inverseOfTheCoreAnimationDefaultMatchesApplesExample() throws {
    // SwiftUI's `Spring` docs: Spring(mass: 1, stiffness: 100, damping: 10) gives (duration,
    // bounce) = (0.63, 0.5); 2π/ω₀ = 2π/10 and 1 − ζ = 0.5.
    let spring = try Spring()
    #expect(abs(spring.perceptualDuration - 2 * .pi / 10) < 1e-12)
    #expect(abs(spring.perceptualDuration - 0.63) < 0.005)
    #expect(abs(spring.bounce - 0.5) < 1e-12)
    // Over-damped: ζ = 40 / (2·√100) = 2, bounce = 1/ζ − 1.
    #expect(abs(try Spring(damping: 40).bounce - -0.5) < 1e-12)
  }

  @Test func inverseGivesBackTheParameters() throws {
    for (duration, bounce) in [(0.5, 0.3), (0.35, -0.4), (1.2, 0), (0.8, 0.9)] {
      let spring = try Spring(duration: duration, bounce: bounce)
      #expect(spring.perceptualDuration == duration)
      #expect(spring.bounce == bounce)
      // The same physics from mass, stiffness and damping maps back within rounding.
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      let physical = try Spring(
        mass: 1, stiffness: pow(2 * .pi / duration, 2), damping: 4 * .pi * zeta / duration)
      #expect(abs(physical.perceptualDuration - duration) < 1e-12)
      #expect(abs(physical.bounce - bounce) < 1e-12)
    }
  }

  //===--- Identity, printing, coding -------------------------------------------------------===//

  @Test func identityAndDescriptionKeepTheGivenParameters() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3, initialVelocity: 1)
    #expect(spring.description == "Spring(duration: 0.5, bounce: 0.3, initialVelocity: 1.0)")
    // The same physics made from a response is a different spring: it was made differently.
    let response = try Spring(response: 0.5, dampingFraction: 0.7, initialVelocity: 1)
    #expect(abs(response.damping - spring.damping) < 1e-12)
    #expect(response != spring)
    #expect(spring == (try Spring(duration: 0.5, bounce: 0.3, initialVelocity: 1)))
  }

  @Test func codingRoundTripsTheDurationAndBounce() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for spring in [
      try Spring(duration: 0.5, bounce: 0.3), try Spring(duration: 0.35, bounce: -0.5),
      try Spring(duration: 1, bounce: 0, initialVelocity: -2),
    ] {
      let decoded = try JSONDecoder().decode(Spring.self, from: encoder.encode(spring))
      #expect(decoded == spring)
      #expect(decoded.stiffness == spring.stiffness && decoded.damping == spring.damping)
    }
    let json = String(
      decoding: try encoder.encode(try Spring(duration: 0.5, bounce: 0.3)), as: UTF8.self)
    #expect(json == #"{"bounce":0.3,"duration":0.5,"initialVelocity":0}"#)
    let short = try JSONDecoder().decode(Spring.self, from: Data(#"{"bounce": 0.2}"#.utf8))
    #expect(short == (try Spring(duration: 0.5, bounce: 0.2)))
  }

  @Test func decodingRefusesAmbiguousMixedAndInvalidForms() {
    // "duration" alone could be UIKit's or iOS 17's.
    let alone = springDecodingMessage(#"{"duration": 0.5}"#)
    #expect(alone.contains("\"dampingRatio\"") && alone.contains("\"bounce\""))
    #expect(
      springDecodingMessage(#"{"duration": 0.5, "dampingRatio": 0.8, "bounce": 0.3}"#).contains(
        "not a mix"))
    #expect(springDecodingMessage(#"{"mass": 1, "bounce": 0.3}"#).contains("not a mix"))
    #expect(springDecodingMessage(#"{"bounce": 0.3, "response": 0.5}"#).contains("not a mix"))
    #expect(springDecodingMessage(#"{"duration": 0.5, "bounce": -1}"#).contains("greater than -1"))
    #expect(springDecodingMessage(#"{"duration": 0, "bounce": 0}"#).contains("greater than 0"))
  }
}
