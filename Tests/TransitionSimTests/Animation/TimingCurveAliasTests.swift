import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// UIKit spells the slow-at-both-ends curve `UIView.AnimationCurve.easeInOut`; Core Animation
/// spells it `easeInEaseOut`.
///
/// Both names give the curve with control points (0.42, 0) and (0.58, 1) (Apple's documentation of
/// `CAMediaTimingFunctionName.easeInEaseOut`).
@Suite struct TimingCurveAliasTests {
  @Test func uikitsNameIsAcceptedInCode() throws {
    let curve = try #require(TimingCurve.named("easeInOut"))
    #expect(curve == (try TimingCurve(controlPoints: 0.42, 0, 0.58, 1)))
    // The curve keeps Core Animation's name when written back.
    #expect(curve.name == "easeInEaseOut")
  }

  @Test func uikitsNameIsAcceptedByTheDecoder() throws {
    let decoded = try JSONDecoder().decode(TimingCurve.self, from: Data(#""easeInOut""#.utf8))
    #expect(decoded == (try TimingCurve(controlPoints: 0.42, 0, 0.58, 1)))
  }

  @Test func uikitsNameIsAcceptedInAScenario() throws {
    let text = """
      {"version": 1, "name": "x", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flow"}, "data": [["A"]],
       "animation": {"curve": "easeInOut"},
       "steps": [{"wait": 0.1, "animation": {"curve": "easeInOut"}}]}
      """
    let scenario = try Scenario(json: Data(text.utf8), file: "x.json")
    let expected = AnimationCurve.timing(try TimingCurve(controlPoints: 0.42, 0, 0.58, 1))
    #expect(scenario.animation.curve == expected)
    #expect(scenario.steps.first?.animation.curve == expected)
  }
}
