import Foundation
import Testing
import TransitionSim
import TransitionSimLayouts

@testable import TransitionSimCLI

/// An HTML player refused for its size names the step whose frames took it past the limit,
/// where that step is written. (Passing the real 50 MB limit takes a 50 MB replay, too slow for
/// the default run; `ReplayCommand.write` prefixes the error with exactly this location.)
@Suite struct HTMLPlayerLimitLocationTests {
  static let text = """
    {"version": 1, "name": "big", "viewport": {"width": 375, "height": 667},
     "layout": {"type": "flow"}, "data": [3],
     "steps": [{"wait": 0.1},
               {"wait": 2}]}
    """

  func run() throws -> ScenarioRun {
    let scenario = try Scenario(json: Data(Self.text.utf8), file: "big.json")
    return try runScenario(scenario, path: "big.json", layouts: .standard)
  }

  func tooLarge(atFrame frame: Int) -> HTMLPlayerExportError {
    .tooLarge(limit: 50_000_000, bytes: 50_000_001, frame: frame, frameCount: 127)
  }

  @Test func theStepRunningAtTheFrameIsNamedAtItsAction() throws {
    let run = try run()
    // At 60 fps the first step (0.1 s) covers frames 0 to 6; frame 60 is 1 s in, in the second
    // step, whose action (the value of "wait") is on line 4, column 21.
    #expect(
      ReplayCommand.stepLocation(of: tooLarge(atFrame: 60), in: run, path: "big.json")
        == "big.json:4:21: steps[1]")
    #expect(
      ReplayCommand.stepLocation(of: tooLarge(atFrame: 0), in: run, path: "big.json")
        == "big.json:3:21: steps[0]")
  }

  @Test func aScenarioBuiltInCodeIsNamedByItsPath() throws {
    let scenario = Scenario(
      version: 1, name: "code", description: "", viewport: CGSize(width: 100, height: 100),
      contentOffset: .zero, displayScale: 3, layout: LayoutSpecification(type: "flow"),
      data: [["A"]], animation: AnimationSettings(),
      steps: [ScenarioStep(action: .wait(seconds: 1))])
    let run = try runScenario(scenario, path: "code", layouts: .standard)
    #expect(ReplayCommand.stepLocation(of: tooLarge(atFrame: 30), in: run, path: "code") == "code")
  }
}
