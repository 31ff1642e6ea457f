import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The data limit counts items and sections apart: a section is not an item, so `data: [5]` is
/// within a limit of 5.
@Suite struct ScenarioDataLimitTests {
  private func data(_ json: String, limit: Int) throws -> [[String]] {
    let node = ScenarioNode(value: try JSONParser.parse(json), path: "data", file: "t.json")
    return try Scenario.data(node, limit: limit)
  }

  @Test func exactlyTheLimitOfItemsInOneSectionIsAccepted() throws {
    // 5 items in 1 section with a limit of 5: 5 ≤ 5 items, 1 ≤ 5 sections.
    #expect(try data("[5]", limit: 5).map(\.count) == [5])
    #expect(try data(#"[["a", "b", "c", "d", "e"]]"#, limit: 5).map(\.count) == [5])
    // Items spread over sections count the same: 2 + 3 = 5.
    #expect(try data("[2, 3]", limit: 5).map(\.count) == [2, 3])
  }

  @Test func oneItemOverTheLimitIsRefusedWithItsSection() throws {
    // 2 + 2 + 2 = 6 > 5: refused at the third section, naming items.
    #expect {
      try data("[2, 2, 2]", limit: 5)
    } throws: { error in
      "\(error)".contains("data[2]") && "\(error)".contains("more than 5 items")
    }
    #expect(throws: ScenarioError.self) {
      try data(#"[["a", "b", "c"], ["d", "e", "f"]]"#, limit: 5)
    }
  }

  @Test func sectionsHaveTheirOwnLimit() throws {
    // 6 empty sections with a limit of 5: no item, but 6 > 5 sections.
    #expect {
      try data("[0, 0, 0, 0, 0, 0]", limit: 5)
    } throws: { error in
      "\(error)".contains("more than 5 sections")
    }
    #expect(try data("[0, 0, 0, 0, 0]", limit: 5).count == 5)
  }
}
