import Foundation
import Testing
import TransitionSimCLI

/// When output is coloured (no-color.org's `NO_COLOR`, `--color`), and how the words look.
@Suite struct PaletteTests {
  @Test(arguments: [
    // (choice, isTerminal, NO_COLOR, coloured)
    (ColorChoice.auto, true, String?.none, true),
    (.auto, true, "", true),  // an empty NO_COLOR does not count
    (.auto, true, "1", false),
    (.auto, true, "0", false),  // any non-empty value, even "0"
    (.auto, false, nil, false),
    (.auto, false, "1", false),
    (.always, false, nil, true),
    (.always, true, "1", true),  // an explicit choice wins over NO_COLOR
    (.never, true, nil, false),
    (.never, false, "", false),
  ])
  func theDecision(choice: ColorChoice, isTerminal: Bool, noColor: String?, coloured: Bool) {
    #expect(Palette.decide(choice, isTerminal: isTerminal, noColor: noColor) == coloured)
  }

  @Test func wordsAreColouredOnlyWhenEnabled() {
    let palette = Palette(isEnabled: true)
    #expect(palette.pass("PASS") == "\u{1B}[32mPASS\u{1B}[0m")
    #expect(palette.fail("FAIL") == "\u{1B}[31mFAIL\u{1B}[0m")
    #expect(palette.error("Error:") == "\u{1B}[1;31mError:\u{1B}[0m")
    #expect(palette.warning("warning:") == "\u{1B}[33mwarning:\u{1B}[0m")
    for word in ["PASS", "FAIL", "Error:", "warning:"] {
      #expect(Palette.plain.pass(word) == word)
      #expect(Palette.plain.fail(word) == word)
      #expect(Palette.plain.error(word) == word)
      #expect(Palette.plain.warning(word) == word)
    }
  }

  @Test func anErrorReportHasItsLabelColouredAndTheRestAsItIs() {
    let report = "Error: Unknown option '--x'\nUsage: transition-sim <subcommand>\n"
    #expect(
      Palette(isEnabled: true).errorReport(report)
        == "\u{1B}[1;31mError:\u{1B}[0m Unknown option '--x'\nUsage: transition-sim <subcommand>\n")
    #expect(Palette.plain.errorReport(report) == report)
    #expect(Palette(isEnabled: true).errorReport("no label\n") == "no label\n")
  }
}
