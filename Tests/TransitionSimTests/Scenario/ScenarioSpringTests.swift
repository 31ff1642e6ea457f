import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A scenario's `animation.spring` in its four forms, iOS 17's `{"duration", "bounce"}` among
/// them, and the errors for ambiguous or mixed forms, located where they are written.
@Suite struct ScenarioSpringTests {
  /// A scenario whose top-level animation is `animation` and whose one step deletes an item.
  static func text(animation: String) -> String {
    """
    {
      "version": 1,
      "name": "springs",
      "viewport": {"width": 320, "height": 480},
      "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}},
      "data": [["A", "B", "C"]],
      "animation": \(animation),
      "steps": [{"batch": {"deleteItems": [[0, 1]]}}]
    }
    """
  }

  /// The spring the top-level animation holds.
  func spring(_ animation: String) throws -> Spring? {
    let decoded = try scenario(Self.text(animation: animation))
    guard case .spring(let spring) = decoded.animation.curve else { return nil }
    return spring
  }

  /// The error for `animation`, and where the text says it must point.
  func error(_ animation: String, at needle: String, offset: Int = 0) -> (String?, String) {
    let text = Self.text(animation: animation)
    let error = #expect(throws: ScenarioError.self) { try scenario(text) }
    let (line, column) = position(of: needle, in: text, offset: offset)
    return (error?.description, "test.json:\(line):\(column): ")
  }

  @Test func readsEveryForm() throws {
    #expect(
      try spring(#"{"spring": {"duration": 0.5, "bounce": 0.3}}"#)
        == Spring(duration: 0.5, bounce: 0.3))
    #expect(
      try spring(#"{"spring": {"bounce": -0.2, "initialVelocity": 1.5}}"#)
        == Spring(duration: 0.5, bounce: -0.2, initialVelocity: 1.5))
    #expect(
      try spring(#"{"spring": {"stiffness": 300, "damping": 20}}"#)
        == Spring(mass: 1, stiffness: 300, damping: 20))
    #expect(
      try spring(#"{"spring": {"dampingRatio": 0.8, "duration": 0.4}}"#)
        == Spring(duration: 0.4, dampingRatio: 0.8))
    #expect(
      try spring(#"{"spring": {"response": 0.3}}"#)
        == Spring(response: 0.3, dampingFraction: 0.825))
  }

  @Test func aDampingRatioSpringTakesTheAnimationsDurationAndEitherVelocityName() throws {
    #expect(
      try spring(#"{"duration": 0.6, "spring": {"dampingRatio": 0.8}}"#)
        == Spring(duration: 0.6, dampingRatio: 0.8))
    // The keyframe export and Codable write "initialVelocity"; UIKit's name also works.
    #expect(
      try spring(#"{"spring": {"dampingRatio": 0.8, "duration": 0.4, "initialVelocity": 2}}"#)
        == Spring(duration: 0.4, dampingRatio: 0.8, initialSpringVelocity: 2))
    #expect(
      try spring(
        #"{"spring": {"dampingRatio": 0.8, "duration": 0.4, "initialSpringVelocity": 2}}"#)
        == Spring(duration: 0.4, dampingRatio: 0.8, initialSpringVelocity: 2))
    let animation =
      #"{"spring": {"dampingRatio": 0.8, "duration": 0.4, "initialSpringVelocity": 2, "initialVelocity": 2}}"#
    let (message, location) = error(animation, at: "\"initialVelocity\": 2}", offset: 19)
    #expect(
      message
        == location + "animation.spring.initialVelocity: give a dampingRatio spring's velocity "
        + "once: \"initialSpringVelocity\" (UIKit's name) or \"initialVelocity\", not both")
  }

  @Test func aBounceSpringRunsUntilItSettles() throws {
    let text = Self.text(animation: #"{"spring": {"duration": 0.5, "bounce": 0.3}}"#)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
    let transition = try #require(run.segments.first?.transition)
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(transition.animation.curve == .spring(spring))
    // Not the 0.5 s pace: the settling time, as inferred for UIKit from SwiftUI's documentation.
    #expect(transition.animation.duration == spring.settlingDuration)
    #expect(transition.animation.duration > 1)
  }

  @Test func aBounceSpringWithoutItsOwnDurationInATimedAnimationIsAmbiguous() {
    let (message, location) = error(
      #"{"duration": 0.4, "spring": {"bounce": 0.3}}"#, at: "{\"bounce\"")
    #expect(
      message?.hasPrefix(location + "animation.spring: give this bounce spring its own") == true)
    #expect(message?.contains("cuts the animation off before the spring settles") == true)
  }

  @Test func aBounceSpringWithBothDurationsIsCutOffOnPurpose() throws {
    let decoded = try scenario(
      Self.text(animation: #"{"duration": 0.4, "spring": {"duration": 0.5, "bounce": 0.3}}"#))
    #expect(decoded.animation.duration == 0.4)
    #expect(decoded.animation.curve == .spring(try Spring(duration: 0.5, bounce: 0.3)))
  }

  @Test func mixedFormsAreRefusedAtTheKeyThatDoesNotBelong() {
    var (message, location) = error(
      #"{"spring": {"bounce": 0.3, "mass": 2}}"#, at: "\"mass\": 2", offset: 8)
    #expect(
      message
        == location
        + "animation.spring.mass: \"mass\" does not belong to a bounce spring (iOS 17), "
        + "which takes bounce, duration, initialVelocity")
    (message, location) = error(
      #"{"spring": {"duration": 0.5, "bounce": 0.3, "dampingRatio": 0.8}}"#,
      at: "\"bounce\": 0.3", offset: 10)
    #expect(
      message
        == location + "animation.spring.bounce: a spring is a dampingRatio spring (UIKit) or a "
        + "bounce spring (iOS 17), not both: give either \"dampingRatio\" or \"bounce\"")
    (message, location) = error(
      #"{"spring": {"bounce": 0.3, "initialSpringVelocity": 1}}"#,
      at: "\"initialSpringVelocity\": 1", offset: 25)
    #expect(
      message?.hasPrefix(
        location + "animation.spring.initialSpringVelocity: \"initialSpringVelocity\" does not "
          + "belong to a bounce spring (iOS 17)") == true)
    (message, location) = error(
      #"{"spring": {"stiffness": 100, "dampingRatio": 0.5}}"#, at: "\"dampingRatio\": 0.5",
      offset: 16)
    #expect(message?.hasPrefix(location + "animation.spring.dampingRatio: a spring is a") == true)
  }

  @Test func aDurationAloneIsNoSpring() {
    let (message, location) = error(#"{"spring": {"duration": 0.5}}"#, at: "{\"duration\"")
    #expect(
      message
        == location + "animation.spring: a spring needs \"stiffness\" (with mass, damping), "
        + "\"dampingRatio\" (with duration), \"response\" (with dampingFraction) or \"bounce\" "
        + "(with duration)")
  }

  @Test func invalidValuesAreRefusedWhereTheyAreWritten() {
    var (message, location) = error(
      #"{"spring": {"duration": 0.5, "bounce": -1}}"#, at: "-1}", offset: 0)
    #expect(
      message
        == location + "animation.spring.bounce: "
        + SpringError.bounceOutOfRange(-1).description)
    (message, location) = error(#"{"spring": {"duration": 0, "bounce": 0}}"#, at: "0, \"bounce\"")
    #expect(
      message
        == location + "animation.spring.duration: "
        + SpringError.notPositive(parameter: "duration", value: 0).description)
    (message, location) = error(
      #"{"spring": {"bounce": 0.1, "initialVelocity": "fast"}}"#, at: "\"fast\"")
    #expect(
      message?.hasPrefix(location + "animation.spring.initialVelocity: expected a number") == true)
  }

  @Test func aStepMayUseABounceSpring() throws {
    let text = Self.text(animation: #"{"curve": "linear"}"#).replacingOccurrences(
      of: #"{"batch": {"deleteItems": [[0, 1]]}}"#,
      with: #"{"batch": {"deleteItems": [[0, 1]]}, "animation": {"spring": {"bounce": 0.15}}}"#)
    let decoded = try scenario(text)
    #expect(decoded.steps[0].animation.curve == .spring(try Spring(duration: 0.5, bounce: 0.15)))
    #expect(decoded.steps[0].animation.duration == nil)
  }

  @Test func theSchemaListsTheFormsTheDecoderAccepts() throws {
    let schema = try JSONParser.parse(
      try Data(
        contentsOf: ScenarioSchemaTests.root.appendingPathComponent("Schema/scenario.schema.json")))
    guard case .array(let forms) = schema["$defs"]?["spring"]?["oneOf"]?.kind else {
      Issue.record("the schema lacks the spring forms")
      return
    }
    #expect(forms.count == Scenario.springForms.count)
    for (schemaForm, form) in zip(forms, Scenario.springForms) {
      guard case .object(let properties) = schemaForm["properties"]?.kind else {
        Issue.record("the \(form.name) form lacks properties")
        continue
      }
      #expect(properties.map(\.key).sorted() == form.keys.sorted(), "\(form.name)")
      #expect(schemaForm["required"] == JSONValue(.array([JSONValue(.string(form.selector))])))
      #expect(schemaForm["additionalProperties"] == JSONValue(.bool(false)))
    }
  }
}
