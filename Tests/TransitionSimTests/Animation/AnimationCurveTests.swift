import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected curve values come from test vectors computed independently with WebKit's and Chromium's
// cubic-Bézier solver (rounded to 6 decimals) or from symmetry; expected spring values from the
// closed forms written out here.

/// Timing curves and springs of both kinds (the springs' initializers are tested in SpringTests).
private let boundaryCurves: [AnimationCurve] = {
  var curves: [AnimationCurve] = [.timing(.linear), .timing(.easeOut)]
  if let spring = try? Spring() { curves.append(.spring(spring)) }
  if let spring = try? Spring(duration: 0.5, dampingRatio: 0.7) { curves.append(.spring(spring)) }
  return curves
}()

@Suite struct AnimationCurveTests {
  @Test func timingCurveIsStretchedOverTheDuration() {
    // easeIn(0.25) = 0.093465, easeInEaseOut(0.5) = 0.5 (symmetric curve).
    let easeIn = AnimationCurve.timing(.easeIn)
    #expect(abs(easeIn.progress(atTime: 0.5, duration: 2) - 0.093465) <= 5.1e-7)
    let easeInOut = AnimationCurve.timing(.easeInEaseOut)
    #expect(abs(easeInOut.progress(atTime: 0.15, duration: 0.3) - 0.5) < 1e-12)
  }

  @Test func boundaryCurvesIncludeBothSprings() {
    #expect(boundaryCurves.count == 4)
  }

  @Test(arguments: boundaryCurves)
  func progressIsExactlyZeroBeforeAndOneAfter(curve: AnimationCurve) {
    #expect(curve.progress(atTime: -1, duration: 0.3) == 0)
    #expect(curve.progress(atTime: 0, duration: 0.3) == 0)
    #expect(curve.progress(atTime: 0.3, duration: 0.3) == 1)
    #expect(curve.progress(atTime: 5, duration: 0.3) == 1)
    #expect(curve.progress(atTime: .infinity, duration: 0.3) == 1)
    #expect(curve.progress(atTime: .nan, duration: 0.3).isNaN)
    #expect(curve.progress(atTime: 0.1, duration: .nan).isNaN)
    // A zero duration jumps to the end at once.
    #expect(curve.progress(atTime: 0, duration: 0) == 1)
    #expect(curve.progress(atTime: -0.1, duration: 0) == 0)
  }

  @Test func springIsEvaluatedInSecondsAndCutOffAtTheDuration() throws {
    // CASpringAnimation's default: λ = 5, ω_d = √75; p = 1 − e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t).
    let curve = AnimationCurve.spring(try Spring())
    let omega = 75.0.squareRoot()
    for t in [0.05, 0.1, 0.2, 0.3, 0.45] {
      let expected = 1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t))
      #expect(abs(curve.progress(atTime: t, duration: 0.5) - expected) < 1e-12, "t = \(t)")
    }
    // At 0.5 s the spring is still moving (it settles after about 1.74 s), but the animation ends.
    #expect(abs(try Spring().value(at: 0.5) - 1) > 1e-3)
    #expect(curve.progress(atTime: 0.5, duration: 0.5) == 1)
  }

  @Test func progressAtFraction() throws {
    // easeOut(0.75) = 0.906535.
    let easeOut = AnimationCurve.timing(.easeOut)
    #expect(abs(easeOut.progress(atFraction: 0.75) - 0.906535) <= 5.1e-7)
    #expect(easeOut.progress(atFraction: 0) == 0)
    #expect(easeOut.progress(atFraction: 1) == 1)

    // A critically damped UIKit spring of 0.5 s: half way is 0.25 s,
    // p = 1 − e^(−ω₀t)(1 + ω₀t) (v₀ = 0, the critically damped closed form).
    let spring = try Spring(duration: 0.5, dampingRatio: 1)
    let curve = AnimationCurve.spring(spring)
    let w = spring.naturalFrequency
    let expected = 1 - exp(-w * 0.25) * (1 + w * 0.25)
    #expect(abs(curve.progress(atFraction: 0.5) - expected) < 1e-12)
    #expect(curve.progress(atFraction: 0) == 0)
    #expect(curve.progress(atFraction: -1) == 0)
    #expect(curve.progress(atFraction: 1) == 1)
    #expect(curve.progress(atFraction: 2) == 1)
    #expect(curve.progress(atFraction: .nan).isNaN)
  }

  @Test func undampedSpringFractionsAreNeverNaN() throws {
    let curve = AnimationCurve.spring(try Spring(damping: 0))
    #expect(curve.progress(atFraction: 0) == 0)
    #expect(!curve.progress(atFraction: 0.5).isNaN)
    #expect(curve.progress(atFraction: 1) == 1)
  }

  @Test func naturalDuration() throws {
    #expect(AnimationCurve.timing(.easeIn).naturalDuration == nil)
    #expect(
      AnimationCurve.spring(try Spring(duration: 0.4, dampingRatio: 0.9)).naturalDuration == 0.4)
    // The default CASpringAnimation settles after ln(6000)/5 s (OpenSwiftUI's formula).
    let settling = try #require(AnimationCurve.spring(try Spring()).naturalDuration)
    #expect(abs(settling - log(6000) / 5) < 1e-12)
  }

  @Test func description() throws {
    #expect(AnimationCurve.timing(.linear).description == "linear(0.0, 0.0, 1.0, 1.0)")
    #expect(
      AnimationCurve.spring(try Spring(response: 0.5, dampingFraction: 1)).description
        == "Spring(response: 0.5, dampingFraction: 1.0, initialVelocity: 0.0)")
  }

  @Test func codingUsesTheCurveOrSpringKey() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let timing = AnimationCurve.timing(.easeIn)
    #expect(String(decoding: try encoder.encode(timing), as: UTF8.self) == #"{"curve":"easeIn"}"#)
    let spring = AnimationCurve.spring(try Spring(duration: 0.5, dampingRatio: 0.8))
    #expect(
      String(decoding: try encoder.encode(spring), as: UTF8.self)
        == #"{"spring":{"dampingRatio":0.8,"duration":0.5,"initialVelocity":0}}"#)
    for curve in [timing, spring] {
      #expect(try JSONDecoder().decode(AnimationCurve.self, from: encoder.encode(curve)) == curve)
    }
  }

  @Test func decodingNeedsExactlyOneOfCurveAndSpring() {
    for json in [#"{}"#, #"{"curve": "linear", "spring": {}}"#, #"{"curve": "bounce"}"#] {
      #expect(throws: DecodingError.self, "\(json)") {
        try JSONDecoder().decode(AnimationCurve.self, from: Data(json.utf8))
      }
    }
  }
}
