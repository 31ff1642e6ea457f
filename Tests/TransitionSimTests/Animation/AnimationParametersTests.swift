import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct AnimationParametersTests {
  @Test func collectionViewDefaultIsThreeTenthsOfASecondEaseInEaseOut() throws {
    // The library's default (UIKit documents none): 0.3 s, easeInEaseOut (0.42, 0, 0.58, 1).
    let defaults = AnimationParameters.collectionViewDefault
    #expect(defaults.duration == 0.3)
    #expect(defaults.delay == 0)
    #expect(defaults.totalDuration == 0.3)
    guard case .timing(let curve) = defaults.curve else {
      Issue.record("the default curve is not a timing curve")
      return
    }
    #expect([curve.c1x, curve.c1y, curve.c2x, curve.c2y] == [0.42, 0, 0.58, 1])
    // Half way through a symmetric curve is half the change.
    #expect(abs(defaults.progress(atTime: 0.15) - 0.5) < 1e-12)
  }

  @Test func initializerDefaultsToEaseInEaseOutWithoutDelay() throws {
    let parameters = try AnimationParameters(duration: 0.5)
    #expect(parameters.curve == .timing(.easeInEaseOut))
    #expect(parameters.delay == 0)
    #expect(try AnimationParameters(duration: 0).duration == 0)
  }

  @Test func durationAndDelayAreValidated() {
    #expect(throws: AnimationParametersError.invalidDuration(-0.1)) {
      try AnimationParameters(duration: -0.1)
    }
    #expect(throws: AnimationParametersError.invalidDuration(.infinity)) {
      try AnimationParameters(duration: .infinity)
    }
    #expect(throws: AnimationParametersError.self) { try AnimationParameters(duration: .nan) }
    #expect(throws: AnimationParametersError.invalidDelay(-1)) {
      try AnimationParameters(duration: 0.3, delay: -1)
    }
    #expect(throws: AnimationParametersError.invalidDelay(.infinity)) {
      try AnimationParameters(duration: 0.3, delay: .infinity)
    }
    let message = AnimationParametersError.invalidDuration(-0.1).description
    #expect(message.contains("-0.1") && message.contains("0 or more"))
    #expect(AnimationParametersError.invalidDelay(-1).description.contains("delay"))
  }

  @Test func springParametersLastAsLongAsTheSpring() throws {
    let uiKit = try AnimationParameters(spring: try Spring(duration: 0.5, dampingRatio: 0.8))
    #expect(uiKit.duration == 0.5)
    // CASpringAnimation's default settles after ln(6000)/5 s (OpenSwiftUI's formula).
    let coreAnimation = try AnimationParameters(spring: try Spring(), delay: 0.1)
    #expect(abs(coreAnimation.duration - log(6000) / 5) < 1e-12)
    #expect(coreAnimation.delay == 0.1)
    #expect(throws: AnimationParametersError.invalidDuration(.infinity)) {
      try AnimationParameters(spring: try Spring(damping: 0))
    }
  }

  @Test func progressWaitsForTheDelay() throws {
    let parameters = try AnimationParameters(duration: 1, curve: .timing(.linear), delay: 0.5)
    #expect(parameters.totalDuration == 1.5)
    #expect(parameters.progress(atTime: -1) == 0)
    #expect(parameters.progress(atTime: 0.25) == 0)
    #expect(parameters.progress(atTime: 0.5) == 0)
    #expect(parameters.progress(atTime: 0.75) == 0.25)
    #expect(parameters.progress(atTime: 1) == 0.5)
    #expect(parameters.progress(atTime: 1.5) == 1)
    #expect(parameters.progress(atTime: 9) == 1)
  }

  @Test func springIsCutOffAtAShorterDuration() throws {
    let parameters = try AnimationParameters(duration: 0.2, curve: .spring(try Spring()))
    #expect(parameters.progress(atTime: 0.1999) < 1)
    #expect(parameters.progress(atTime: 0.2) == 1)
  }

  @Test func description() throws {
    #expect(
      AnimationParameters.collectionViewDefault.description
        == "0.3 s easeInEaseOut(0.42, 0.0, 0.58, 1.0), delay 0.0 s")
  }

  //===--- Coding -----------------------------------------------------------------------------===//

  private func decode(_ json: String) throws -> AnimationParameters {
    try JSONDecoder().decode(AnimationParameters.self, from: Data(json.utf8))
  }

  @Test func encodesEveryKey() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(
      decoding: try encoder.encode(AnimationParameters.collectionViewDefault), as: UTF8.self)
    #expect(json == #"{"curve":"easeInEaseOut","delay":0,"duration":0.3}"#)
    let spring = try AnimationParameters(
      duration: 0.6, curve: .spring(try Spring(response: 0.5, dampingFraction: 0.9)), delay: 0.2)
    for parameters in [AnimationParameters.collectionViewDefault, spring] {
      let decoded = try JSONDecoder().decode(
        AnimationParameters.self, from: encoder.encode(parameters))
      #expect(decoded == parameters)
    }
  }

  @Test func decodesAScenarioAnimationObject() throws {
    let parameters = try decode(
      #"{"duration": 0.5, "curve": [0.1, 0.2, 0.3, 0.4], "delay": 0.1, "fps": 60}"#)
    #expect(parameters.duration == 0.5)
    #expect(parameters.curve == .timing(try TimingCurve(controlPoints: 0.1, 0.2, 0.3, 0.4)))
    #expect(parameters.delay == 0.1)
    #expect(AnimationParameters.codingKeyNames == ["duration", "curve", "spring", "delay"])
  }

  @Test func missingKeysTakeTheDefaults() throws {
    #expect(try decode("{}") == AnimationParameters.collectionViewDefault)
    #expect(try decode(#"{"curve": "linear"}"#).duration == 0.3)
    let uiKit = try decode(#"{"spring": {"duration": 0.4, "dampingRatio": 0.8}}"#)
    #expect(uiKit.duration == 0.4)
    #expect(uiKit.curve == .spring(try Spring(duration: 0.4, dampingRatio: 0.8)))
    let coreAnimation = try decode(#"{"spring": {}}"#)
    #expect(abs(coreAnimation.duration - log(6000) / 5) < 1e-12)
  }

  @Test func decodingRejectsInvalidValues() throws {
    for json in [
      #"{"duration": -1}"#, #"{"delay": -0.5}"#, #"{"curve": "linear", "spring": {}}"#,
      #"{"spring": {"damping": 0}}"#, #"{"curve": "bounce"}"#,
    ] {
      #expect(throws: DecodingError.self, "\(json)") { try decode(json) }
    }
    do {
      _ = try decode(#"{"duration": -1}"#)
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("Animation duration -1.0 s is invalid"))
    }
  }
}
