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

/// The parameterisations that derive mass, stiffness and damping (UIKit's duration and damping
/// ratio, SwiftUI's response and damping fraction) and coding every parameterisation.
@Suite struct SpringParameterizationTests {
  typealias Physical = SpringPhysical

  //===--- UIKit: duration + damping ratio --------------------------------------------------===//

  @Test func uiKitMappingMatchesFramersPublishedValues() throws {
    // The framer/SpringsExample README: ζ = 0.25, D = 3 s.
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
    // With v = 0 Framer's equation (ζ/√(1 − ζ²))·e^(−ζω₀D) = ε solves for ω₀ directly.
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
    // ζ = 0.25, D = 3, v = 0.5: the Newton steps diverge although Framer's equation has a root.
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
    // ζ = 0.3, D = 1, v = 5: Framer's envelope never reaches ε, and the Newton steps diverge.
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
    // Apple's Spring docs: Spring(duration: 0.5, bounce: 0.3) = (m, k, c) (1, 157.9, 17.6);
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

  //===--- Coding ---------------------------------------------------------------------------===//

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
    #expect(
      springDecodingMessage(#"{"stifness": 1}"#).contains("Unknown spring parameter \"stifness\""))
    #expect(springDecodingMessage(#"{"mass": 1, "response": 1}"#).contains("not a mix"))
    #expect(springDecodingMessage(#"{"response": 1}"#).contains("\"dampingFraction\""))
    #expect(springDecodingMessage(#"{"mass": 0}"#).contains("greater than 0"))
  }
}

/// What decoding `json` as a ``Spring`` says: the decoding error's description, or "decoded".
func springDecodingMessage(_ json: String) -> String {
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
