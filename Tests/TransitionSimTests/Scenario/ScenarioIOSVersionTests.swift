import Foundation
import Testing

@testable import TransitionSim

/// A scenario's `iOS` key and a batch's `expectLog` (modern-uikit §5).
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
    #expect(run.diagnostics.first?.hasPrefix("steps[0]: UIKit logged: [UICollectionView] ") == true)
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
