import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A scenario's `iOS` key and a batch's `expectLog` (batch-update validation by iOS version).
@Suite struct ScenarioIOSVersionTests {
  /// A flow grid of A, B, C and one batch inserting N at the top while the data source still
  /// answers A, B, C: inconsistent counts.
  private static func text(iOS: String, batchExtra: String = "") -> String {
    """
    {"version": 1, "name": "v", "viewport": {"width": 320, "height": 480}, \(iOS)
     "layout": {"type": "flow"}, "data": [["A", "B", "C"]],
     "steps": [{"batch": {"insertItems": [{"at": [0, 0], "id": "N"}],
                          "dataAfter": [["A", "B", "C"]]\(batchExtra)}}]}
    """
  }

  private func runError(_ text: String) -> String {
    do {
      _ = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func theVersionIsReadAndApplied() throws {
    let decoded = try scenario(Self.text(iOS: #""iOS": "16.3","#))
    #expect(decoded.view.iOSVersion == (try IOSVersion("16.3")))
    #expect(try scenario(Self.text(iOS: "")).view.iOSVersion == .newest)
  }

  @Test func aBadVersionIsAnErrorAtTheKey() {
    let text = Self.text(iOS: #""iOS": "12.0","#)
    let (line, column) = position(of: "\"12.0\"", in: text)
    #expect(
      runError(text)
        == "test.json:\(line):\(column): iOS: iOS 12.0 is not covered: the rules cover iOS 13 to 26.x"
    )
    #expect(runError(Self.text(iOS: #""iOS": 17,"#)).contains("expected a string"))
  }

  @Test func expectLogMatchesTheLoggedLineBefore16_4() throws {
    let text = Self.text(
      iOS: #""iOS": "16.3","#, batchExtra: #", "expectLog": "- will perform reloadData.""#)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
    // The expected line is reproduced, not a diagnostic.
    #expect(run.segments[0].reproducedLog?.hasPrefix("[UICollectionView] Invalid update") == true)
    #expect(run.diagnostics.isEmpty)
    // Without expectLog the same line is a diagnostic.
    let unexpected = try ScenarioRunner(layoutFactory: testLayoutFactory).run(
      try scenario(Self.text(iOS: #""iOS": "16.3","#)))
    #expect(unexpected.segments[0].reproducedLog == nil)
    #expect(
      unexpected.diagnostics.first?.hasPrefix("steps[0]: UIKit logged: [UICollectionView] ")
        == true)
    // Another text is an error naming what was logged.
    let wrong = runError(
      Self.text(iOS: #""iOS": "16.3","#, batchExtra: #", "expectLog": "crash""#))
    #expect(wrong.contains("expected UIKit to log a line containing \"crash\", but it logged"))
  }

  @Test func expectLogFailsWhereTheBatchRaises() {
    // From 16.4 the batch raises: the step fails with UIKit's exception.
    let failure = runError(
      Self.text(iOS: #""iOS": "17.0","#, batchExtra: #", "expectLog": "reloadData""#))
    #expect(failure.contains("Invalid batch updates detected"))
  }

  @Test func expectErrorAndExpectLogAreExclusive() {
    let failure = runError(
      Self.text(
        iOS: "", batchExtra: #", "expectError": "x", "expectLog": "y""#))
    #expect(failure.contains("a batch expects an error or a logged reload, not both"))
  }
}

extension ScenarioIOSVersionTests {
  /// A flow grid with one animated delete whose spring is given as duration and bounce.
  private static func springText(iOS: String) -> String {
    """
    {"version": 1, "name": "s", "viewport": {"width": 320, "height": 480}, "iOS": "\(iOS)",
     "layout": {"type": "flow"}, "data": [["A", "B", "C"]],
     "animation": {"spring": {"duration": 0.4, "bounce": 0.2}},
     "steps": [{"batch": {"deleteItems": [[0, 0]]}}]}
    """
  }

  @Test func durationBounceSpringsNeedIOS17() throws {
    let run = { (iOS: String) throws -> ScenarioRun in
      try ScenarioRunner(layoutFactory: testLayoutFactory).run(
        try scenario(Self.springText(iOS: iOS)))
    }
    #expect(throws: Never.self) { try run("17.0") }
    do {
      _ = try run("16.4")
      Issue.record("iOS 16.4 accepted a duration/bounce spring")
    } catch {
      #expect(
        "\(error)".contains("animation.spring: a spring given as duration and bounce is iOS 17's"))
      #expect("\(error)".contains("the scenario's iOS is 16.4"))
      // Located at the spring object: line 3, column 26 of the text above.
      #expect("\(error)".hasPrefix("test.json:3:26: animation.spring: "))
    }
  }

  @Test func aStepsDurationBounceSpringIsRefusedAtItsKey() throws {
    let text = """
      {"version": 1, "name": "s", "viewport": {"width": 320, "height": 480}, "iOS": "16.4",
       "layout": {"type": "flow"}, "data": [["A", "B", "C"]],
       "steps": [{"wait": 0.1},
                 {"batch": {"deleteItems": [[0, 0]]},
                  "animation": {"spring": {"duration": 0.4, "bounce": 0.2}}}]}
      """
    do {
      _ = try scenario(text)
      Issue.record("iOS 16.4 accepted a step's duration/bounce spring")
    } catch {
      // The step's spring object starts at line 5, column 37.
      #expect("\(error)".hasPrefix("test.json:5:37: steps[1].animation.spring: a spring given as "))
    }
  }
}

extension ScenarioIOSVersionTests {
  private static func outlineText(_ items: String, iOS: String = "17.0") -> String {
    """
    {"version": 1, "name": "o", "viewport": {"width": 320, "height": 480}, "iOS": "\(iOS)",
     "layout": {"type": "flow"}, "data": [["x"]],
     "steps": [{"outline": {"section": 0, "animated": false, "items": \(items)}},
               {"expand": "A"}, {"collapse": "A"}]}
    """
  }

  @Test func outlineStepsExpandAndCollapse() throws {
    // A (children A1, A2) and B: shown A, B; expanding A inserts A1, A2 at (0, 1) and (0, 2).
    let text = Self.outlineText(#"[{"id": "A", "children": ["A1", "A2"]}, "B"]"#)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
    #expect(run.segments[0].restingIdentifiers == ["A", "B"])
    #expect(run.segments[1].transition?.updateItems.map(\.description) == ["I(0,1)", "I(0,2)"])
    #expect(run.segments[2].restingIdentifiers == ["A", "B"])
  }

  @Test func outlineMistakesAreLocated() {
    let repeated = runError(Self.outlineText(#"["A", "A"]"#))
    #expect(repeated.contains("steps[0].outline.items"))
    #expect(repeated.contains("Duplicate item identifiers"))
    let wrongType = runError(Self.outlineText(#"[{"id": "A", "children": 3}]"#))
    #expect(wrongType.contains("expected an array"))
    let old = runError(Self.outlineText(#"["A"]"#, iOS: "13.0"))
    #expect(old.contains("apply(_:to:animatingDifferences:) is available from iOS 14.0"))
  }
}
