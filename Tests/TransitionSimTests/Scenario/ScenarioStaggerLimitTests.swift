import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A stagger may not stretch a step's animation past the one-hour limit, however short the
/// animation it staggers.
@Suite struct ScenarioStaggerLimitTests {
  /// Four items deleted from a flow layout of four: four animated cells, staggered.
  private func stagger(_ seconds: Double) -> String {
    """
    {"version": 1, "name": "s", "viewport": {"width": 320, "height": 480},
     "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}},
     "data": [["A", "B", "C", "D"]],
     "steps": [{"batch": {"deleteItems": [[0, 0], [0, 1], [0, 2], [0, 3]]},
                "animation": {"duration": 1, "stagger": \(seconds)}}]}
    """
  }

  @Test func aStaggerPastTheLimitIsRefusedNamingTheStep() throws {
    // 1 s + (4 − 1) × 1200 s = 3601 s > 3600 s.
    let decoded = try scenario(stagger(1200))
    let error = #expect(throws: ScenarioRunError.self) {
      try ScenarioRunner(layoutFactory: testLayoutFactory).run(decoded)
    }
    let message = error.map(String.init(describing:)) ?? ""
    // Located where the step's batch is written: the `{` after `"batch": `.
    let batch = position(of: #"{"deleteItems"#, in: stagger(1200))
    #expect(message.hasPrefix("test.json:\(batch.line):\(batch.column): steps[0] (batch): "))
    #expect(message.contains("over 4 elements"))
    #expect(message.contains("last 3601 s, over the limit of 3600 s"))
  }

  @Test func aStaggerJustUnderTheLimitRuns() throws {
    // 1 s + 3 × 1199.666 s = 3599.998 s ≤ 3600 s.
    let decoded = try scenario(stagger(1199.666))
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(decoded)
    #expect(run.segments.count == 1)
  }
}
