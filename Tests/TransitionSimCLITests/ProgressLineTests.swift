import Foundation
import Testing
import TransitionSimCLI

/// The text of a progress line from given counts and a given elapsed time.
@Suite struct ProgressLineTests {
  @Test func beforeHalfASecondThereIsNoRateNorTimeLeft() {
    let line = ProgressLine(
      label: "check", unit: "scenarios", completed: 3, total: 26, elapsed: 0.4)
    #expect(line.rate == nil)
    #expect(line.secondsLeft == nil)
    #expect(line.text == "check: 3 of 26 scenarios (11%)")
  }

  @Test func theRateAndTheTimeLeftFollowFromTheCountsAndTheClock() {
    let line = ProgressLine(
      label: "check", unit: "scenarios", completed: 12, total: 26, elapsed: 4)
    #expect(line.rate == 3)
    #expect(line.secondsLeft == 14.0 / 3)
    #expect(line.text == "check: 12 of 26 scenarios (46%), 3.0/s, 5 s left")
  }

  @Test func largeCountsAreGroupedAndLongTimesInMinutesOrHours() {
    let fuzz = ProgressLine(
      label: "transition-sim-fuzz", unit: "cases", completed: 120_000, total: 1_000_000,
      elapsed: 15)
    #expect(
      fuzz.text
        == "transition-sim-fuzz: 120,000 of 1,000,000 cases (12%), 8,000/s, 1 min 50 s left")
    let slow = ProgressLine(
      label: "replay", unit: "frames", completed: 1, total: 10_000, elapsed: 2)
    #expect(slow.text == "replay: 1 of 10,000 frames (0%), 0.5/s, 5 h 34 min left")
  }

  @Test func doneAndEmptyWorkAreAHundredPercent() {
    #expect(
      ProgressLine(label: "a", unit: "frames", completed: 60, total: 60, elapsed: 1).text
        == "a: 60 of 60 frames (100%), 60/s, 0 s left")
    #expect(
      ProgressLine(label: "a", unit: "frames", completed: 0, total: 0, elapsed: 1).text
        == "a: 0 of 0 frames (100%)")
  }

  @Test func theLineIsCutToTheTerminalWithAColumnSpare() {
    let line = ProgressLine(label: "check", unit: "scenarios", completed: 3, total: 26, elapsed: 0)
    #expect(line.text(columns: 100) == line.text)
    #expect(line.text(columns: 11) == "check: 3 o")
    #expect(line.text(columns: 0) == "c")
  }

  @Test(arguments: [
    (0, "0"), (999, "999"), (1000, "1,000"), (-12345, "-12,345"), (1_234_567, "1,234,567"),
  ])
  func grouping(value: Int, text: String) {
    #expect(ProgressLine.grouped(value) == text)
  }

  @Test(arguments: [
    (0.0, "0 s"), (0.2, "1 s"), (59.0, "59 s"), (59.5, "1 min 00 s"), (61.0, "1 min 01 s"),
    (3599.0, "59 min 59 s"), (3600.0, "1 h 00 min"), (7621.0, "2 h 08 min"),
    (Double.infinity, "-"),
  ])
  func durations(seconds: Double, text: String) {
    #expect(ProgressLine.duration(seconds) == text)
  }

  @Test func rates() {
    #expect(ProgressLine.rate(3.14) == "3.1")
    #expect(ProgressLine.rate(9.96) == "10.0")
    #expect(ProgressLine.rate(10) == "10")
    #expect(ProgressLine.rate(8123.4) == "8,123")
    #expect(ProgressLine.rate(.nan) == "-")
  }
}
