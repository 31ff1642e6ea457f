import Foundation
import Testing
import TransitionSimCLI

/// The progress line's redraws — throttled, in place, erased at the end — driven by a clock of
/// the test's own, and on standard error of the tools on a terminal only.
@Suite struct ProgressReporterTests {
  /// A clock and a terminal the test sets.
  final class Screen: @unchecked Sendable {
    private let lock = NSLock()
    private var time: UInt64 = 1_000_000_000
    private var bytes = ""

    /// Moves the clock on by `seconds`.
    func wait(_ seconds: Double) {
      lock.withLock { time += UInt64(seconds * 1e9) }
    }

    var now: UInt64 { lock.withLock { time } }

    func write(_ text: String) { lock.withLock { bytes += text } }

    /// What was written since the last call.
    func take() -> String {
      lock.withLock {
        defer { bytes = "" }
        return bytes
      }
    }
  }

  func reporter(
    _ screen: Screen, total: Int = 100, enabled: Bool = true, columns: Int? = 60
  ) -> ProgressReporter {
    ProgressReporter(
      label: "check", unit: "scenarios", total: total, isEnabled: enabled,
      now: { screen.now }, columns: { columns }, write: { screen.write($0) })
  }

  @Test func redrawsInPlaceAtMostTenTimesASecond() {
    let screen = Screen()
    let progress = reporter(screen)
    progress.advance()
    #expect(screen.take() == "\rcheck: 1 of 100 scenarios (1%)\u{1B}[K")
    // Within a tenth of a second of the last redraw: counted, not drawn.
    screen.wait(0.05)
    progress.advance()
    progress.advance()
    #expect(screen.take() == "")
    screen.wait(0.05)
    progress.advance()
    #expect(screen.take() == "\rcheck: 4 of 100 scenarios (4%)\u{1B}[K")
    // Two seconds in, the rate and the time left.
    screen.wait(1.9)
    progress.update(completed: 40)
    #expect(screen.take() == "\rcheck: 40 of 100 scenarios (40%), 20/s, 3 s left\u{1B}[K")
  }

  @Test func finishingErasesTheLineAndLaterCountsDrawNothing() {
    let screen = Screen()
    let progress = reporter(screen)
    progress.advance()
    _ = screen.take()
    progress.finish()
    #expect(screen.take() == "\r\u{1B}[K")
    screen.wait(1)
    progress.advance()
    progress.finish()
    #expect(screen.take() == "")
  }

  @Test func linesPrintedAboveEraseTheLineAndDrawItAgain() {
    let screen = Screen()
    let progress = reporter(screen)
    // Nothing drawn yet: nothing to erase or draw again.
    progress.printingAbove { screen.write("PASS a\n") }
    #expect(screen.take() == "PASS a\n")
    progress.advance()
    _ = screen.take()
    progress.printingAbove { screen.write("PASS b\n") }
    #expect(screen.take() == "\r\u{1B}[KPASS b\n\rcheck: 1 of 100 scenarios (1%)\u{1B}[K")
  }

  @Test func theLineFitsTheTerminal() {
    let screen = Screen()
    let progress = reporter(screen, columns: 12)
    progress.advance()
    #expect(screen.take() == "\rcheck: 1 of\u{1B}[K")
    let unknown = reporter(screen, columns: nil)
    unknown.advance()
    #expect(screen.take() == "\rcheck: 1 of 100 scenarios (1%)\u{1B}[K")
  }

  @Test func aDisabledReporterWritesNothing() {
    let screen = Screen()
    let progress = reporter(screen, enabled: false)
    progress.advance()
    progress.update(completed: 50)
    var ran = false
    progress.printingAbove { ran = true }
    progress.finish()
    #expect(ran)
    #expect(screen.take() == "")
  }

  @Test func countsFromManyThreadsAddUp() {
    let screen = Screen()
    let progress = reporter(screen, total: 1000)
    DispatchQueue.concurrentPerform(iterations: 1000) { _ in progress.advance() }
    screen.wait(1)
    progress.advance(by: 0)
    #expect(
      screen.take().hasSuffix("\rcheck: 1,000 of 1,000 scenarios (100%), 1,000/s, 0 s left\u{1B}[K")
    )
  }
}

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The progress lines of `replay` and `transition-sim-fuzz`, end to end: on standard error
  /// when it is a terminal, never on a pipe nor with `-q`, and never in standard output or a
  /// file.
  @Suite struct ProgressOnTerminalTests {
    static let grid = CheckSuiteTests.grid

    /// The fuzzer, built beside `transition-sim`, or `nil` when it was not built.
    static func fuzzer() throws -> URL? {
      let binary = try transitionSimBinary().deletingLastPathComponent()
        .appendingPathComponent("transition-sim-fuzz")
      return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    @Test func replayShowsFramesOnATerminalAndWritesTheSameDump() throws {
      let binary = try transitionSimBinary()
      let plain = try runTransitionSim(["replay", Self.grid])
      #expect(plain.status == 0)
      #expect(plain.stderr.isEmpty)
      let shown = try runOnTerminal(
        binary, ["replay", Self.grid], standardOutput: false, standardError: true)
      #expect(shown.status == 0)
      #expect(shown.stdout == plain.stdout, "the dump is byte-identical")
      #expect(shown.stderr.hasPrefix("\rflow-grid-batch: 1 of 19 frames (5%)\u{1B}[K"))
      #expect(shown.stderr.hasSuffix("\r\u{1B}[K"), "erased when done")
      #expect(!shown.stderr.contains("\n"))
      let quiet = try runOnTerminal(
        binary, ["replay", Self.grid, "-q"], standardOutput: false, standardError: true)
      #expect(quiet.stdout == plain.stdout)
      #expect(quiet.stderr.isEmpty)
    }

    @Test func replayShowsNoProgressAmongTheLinesOfADumpOnTheTerminal() throws {
      let shown = try runOnTerminal(
        try transitionSimBinary(), ["replay", Self.grid, "--format", "csv"],
        standardOutput: true, standardError: true)
      #expect(shown.status == 0)
      #expect(shown.stderr.isEmpty)
      #expect(
        shown.stdout == (try runTransitionSim(["replay", Self.grid, "--format", "csv"])).stdout)
    }

    @Test func replayIntoAFileShowsProgressAndWritesTheSameFile() throws {
      let folder = try makeTemporaryFolder("transition-sim-progress")
      defer { try? FileManager.default.removeItem(at: folder) }
      let piped = folder.appendingPathComponent("piped.jsonl").path
      let shownPath = folder.appendingPathComponent("shown.jsonl").path
      #expect(
        try runTransitionSim(["replay", Self.grid, "--format", "jsonl", "-o", piped]).status == 0)
      let shown = try runOnTerminal(
        try transitionSimBinary(), ["replay", Self.grid, "--format", "jsonl", "-o", shownPath],
        standardOutput: true, standardError: true)
      #expect(shown.status == 0)
      #expect(shown.stdout.isEmpty)
      #expect(shown.stderr.hasPrefix("\rflow-grid-batch: 1 of 19 frames (5%)\u{1B}[K"))
      #expect(shown.stderr.hasSuffix("\r\u{1B}[K"))
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: shownPath))
          == Data(contentsOf: URL(fileURLWithPath: piped)))
    }

    @Test func theFuzzerShowsCasesOnATerminalOnly() throws {
      guard let fuzzer = try Self.fuzzer() else {
        Issue.record("transition-sim-fuzz was not built beside the tests")
        return
      }
      let arguments = ["--cases", "40", "--seed", "3"]
      let piped = try runExecutable(fuzzer, arguments)
      #expect(piped.status == 0, "\(piped.stdout)")
      #expect(piped.stderr.isEmpty)
      let shown = try runOnTerminal(fuzzer, arguments, standardOutput: false, standardError: true)
      #expect(shown.status == 0)
      #expect(shown.stderr.hasPrefix("\rtransition-sim-fuzz: 1 of 40 cases (2%)\u{1B}[K"))
      #expect(shown.stderr.hasSuffix("\r\u{1B}[K"))
      #expect(!shown.stdout.contains("\r") && !shown.stdout.contains("\u{1B}"))
      #expect(shown.stdout.hasPrefix("40 cases, 0 failures, "))
      let quiet = try runOnTerminal(
        fuzzer, arguments + ["-q"], standardOutput: false, standardError: true)
      #expect(quiet.stderr.isEmpty)
    }
  }

#endif  // os(macOS) || os(Linux)
