import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The runner refuses a step before it runs when it would break a ``ScenarioLimits`` limit, with
/// the step's location and the numbers that break it, without first spending minutes and gigabytes
/// on the work.
///
/// Expected numbers are derived here from the scenario.
@Suite struct ScenarioWorkLimitTests {
  /// A flow layout of 60 × 60 items in a 375 × 667 viewport, spacing 10: ⌊(375 + 10) / 70⌋ = 5
  /// items a row, rows every 70 points.
  private func grid(items: Int, steps: String, viewport: String = "375, \"height\": 667") -> String
  {
    """
    {"version": 1, "name": "g", "viewport": {"width": \(viewport)},
     "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}},
     "data": [\(items)],
     "steps": [\(steps)]}
    """
  }

  private func message(
    _ json: String, limits: ScenarioLimits, fps: Double? = nil
  ) throws -> String {
    let decoded = try scenario(json)
    do {
      _ = try ScenarioRunner(layoutFactory: testLayoutFactory, limits: limits)
        .run(decoded, fps: fps)
    } catch {
      return String(describing: error)
    }
    Issue.record("the scenario was accepted")
    return ""
  }

  @Test func aWaitPastTheFrameLimitIsRefusedAtItsStep() throws {
    // 2 s at 60 fps: frames 0…120, 121 frames.
    let json = grid(items: 10, steps: #"{"wait": 2}"#)
    let text = try message(json, limits: ScenarioLimits(maximumFrames: 120))
    let step = position(of: "2}", in: json)
    #expect(text.hasPrefix("test.json:\(step.line):\(step.column): steps[0] (wait): "))
    #expect(text.contains("would write 121 frames (2 s at 60 fps); the limit is 120"))
  }

  @Test func theOutputRateCountsNotTheScenarios() throws {
    // The same 2 s written at 10 fps: 21 frames, within 120; at 100 fps, 201.
    let json = grid(items: 10, steps: #"{"wait": 2}"#)
    let limits = ScenarioLimits(maximumFrames: 120)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory, limits: limits)
      .run(try scenario(json), fps: 10)
    #expect(run.segments.count == 1)
    #expect(try message(json, limits: limits, fps: 100).contains("201 frames"))
  }

  @Test func aLongScrollIsRefusedBeforeItIsSampled() throws {
    // 100 items: 20 rows of 5, 1,400 points of content. On screen at offset 0: rows starting at
    // 0, 70, …, 630 (10 rows, the last cut) = 50 items. A 10 s scroll by 667 points (one
    // viewport height) shows a screenful more: 100 elements (the rows starting at 0 … 1,330,
    // exactly); at 60 fps the replay has 601 frames.
    let json = grid(
      items: 100,
      steps:
        #"{"scroll": {"to": {"x": 0, "y": 667}, "animated": true}, "animation": {"duration": 10}}"#
    )
    let elements = 100
    let text = try message(json, limits: ScenarioLimits(maximumRows: elements * 601 - 1))
    #expect(text.contains("steps[0] (scroll): the replay would write about"))
    #expect(text.contains("(\(elements) elements × 601 frames)"))
    // One row more and it runs.
    let run = try ScenarioRunner(
      layoutFactory: testLayoutFactory, limits: ScenarioLimits(maximumRows: elements * 601)
    ).run(try scenario(json))
    #expect(run.segments.count == 1)
  }

  @Test func tooManyElementsOnScreenAreRefusedBeforeTheFirstLayout() throws {
    // 1 × 1 items, spacing 10, in 1,000 × 1,000: ⌊1010 / 11⌋ = 91 a row, ⌊1000 / 11⌋ = 90 full
    // rows: 8,190 items would show, of the 10,000 there are.
    let json = """
      {"version": 1, "name": "g", "viewport": {"width": 1000, "height": 1000},
       "layout": {"type": "flow", "itemSize": {"width": 1, "height": 1}},
       "data": [10000], "steps": [{"wait": 0.1}]}
      """
    let text = try message(json, limits: ScenarioLimits(maximumElementsOnScreen: 8_000))
    let type = position(of: #""flow""#, in: json)
    // The command-line tool adds the file name.
    #expect(text.hasPrefix("\(type.line):\(type.column): layout.type: "))
    #expect(text.contains("about 8,190 elements would be on screen at once"))
    #expect(text.contains("the limit is 8,000"))
  }

  @Test func elementsOnScreenAreCountedFromTheLayoutsAnswer() throws {
    // Two sections of 6 items of 60 × 60 in 375 × 667: all 12 on screen (rows of 5, 1, 5, 1).
    // With several sections the estimate is one item a full line, ⌊667 / 70⌋ = 9: within 11,
    // so the layout is asked, and its answer is over.
    let json = grid(items: 6, steps: #"{"wait": 0.1}"#).replacingOccurrences(
      of: "[6]", with: "[6, 6]")
    let text = try message(json, limits: ScenarioLimits(maximumElementsOnScreen: 11))
    #expect(text.contains("layout.type: 12 elements would be on screen at once"))
  }

  @Test func anInteractiveStepWithTooManyProgressValuesIsRefused() throws {
    let values = (0..<11).map { "0.\($0 % 10)" }.joined(separator: ", ")
    let json = grid(
      items: 4, steps: #"{"interactive": {"layout": {"type": "flow"}, "progress": [\#(values)]}}"#)
    let text = try message(json, limits: ScenarioLimits(maximumProgressValues: 10))
    #expect(text.contains("steps[0] (interactive): 11 progress values; the limit is 10"))
  }

  @Test func heldStatesCountEveryRestingState() throws {
    // 4 items on screen: the first layout holds 4, each wait's resting state 4 more.
    let json = grid(
      items: 4,
      steps: Array(repeating: #"{"wait": 0.1}"#, count: 3).joined(
        separator: ", "))
    let text = try message(json, limits: ScenarioLimits(maximumHeldStates: 15))
    // 4 + 4 + 4 = 12 after two waits; the third makes 16.
    #expect(text.contains("steps[2] (wait): with this step, the replay would hold 16 element"))
  }

  @Test func theLimitsAsDocumented() {
    let limits = ScenarioLimits.standard
    #expect(limits.maximumFrames == 1_000_000)
    #expect(limits.maximumRows == 200_000_000)
    #expect(limits.maximumElementsOnScreen == 100_000)
    #expect(limits.maximumProgressValues == 10_000)
    #expect(limits.maximumHeldStates == 2_000_000)
    #expect(ScenarioLimits.grouped(1_234_567) == "1,234,567")
    #expect(ScenarioLimits.grouped(999) == "999")
  }
}
