import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting
import XCTest

// Golden dumps checked into __Dumps__/GoldenDumpTests beside this file, as a user's would be.

final class GoldenDumpXCTests: XCTestCase {
  func testSampleTransition() throws {
    assertFrames(of: try sampleTransition(), named: "sample", sampler: tenFPS)
  }
}

@Suite struct GoldenDumpTests {
  @Test func flowGridBatch() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Scenarios/flow-grid-batch.json").standardized
    let scenario = try Scenario(json: Data(contentsOf: file), file: file.path)
    let runner = ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout)
    // The same bytes as `transition-sim replay Scenarios/flow-grid-batch.json`.
    expectFrames(of: try runner.run(scenario), named: "flow-grid-batch")
  }
}
