import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// `check` on a terminal: PASS, FAIL, warnings and the summary in colour on standard output,
  /// `Error:` in colour on standard error, a progress line on standard error — each only when
  /// that stream is a terminal and `NO_COLOR` is unset or empty, or as `--color` says.
  @Suite struct CheckConsoleTests {
    static let grid = CheckSuiteTests.grid
    static let sections = CheckSuiteTests.sections
    /// The bundled iOS 16.3 scenario without its `expectLog`: the line UIKit logs is then a
    /// warning (written once per test run into the temporary folder).
    static let warned: String = {
      let bundled = CheckSuiteTests.root.appendingPathComponent(
        "Scenarios/invalid-batch-ios16.3.json")
      let text = (try? String(contentsOf: bundled, encoding: .utf8)) ?? ""
      let unexpected = text.replacingOccurrences(
        of: #",\n\s*"expectLog": "[^"]*""#, with: "", options: .regularExpression)
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-console-\(UUID().uuidString).json")
      try? unexpected.write(to: file, atomically: true, encoding: .utf8)
      return file.path
    }()
    static let green = "\u{1B}[32m"
    static let red = "\u{1B}[31m"
    static let reset = "\u{1B}[0m"

    func run(
      _ arguments: [String], terminalOutput: Bool, terminalError: Bool,
      noColor: String? = nil
    ) throws -> CommandResult {
      try runOnTerminal(
        try transitionSimBinary(), arguments, standardOutput: terminalOutput,
        standardError: terminalError, environment: ["NO_COLOR": noColor])
    }

    @Test func colourOnATerminal() throws {
      let result = try run(
        ["check", Self.grid, Self.warned, "-j", "1"], terminalOutput: true, terminalError: false)
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("\(Self.green)PASS\(Self.reset) \(Self.grid): 1 step, "))
      #expect(result.stdout.contains("\n  \u{1B}[33mwarning:\(Self.reset) steps[0]: UIKit logged"))
      #expect(result.stdout.hasSuffix("\n\(Self.green)2 passed\(Self.reset), 0 failed\n"))
      #expect(result.stderr.isEmpty, "standard error is a pipe: no progress line")
      // Without the escape sequences, the bytes of a pipe.
      let piped = try runTransitionSim(["check", Self.grid, Self.warned, "-j", "1"])
      #expect(
        result.stdout.replacingOccurrences(of: Self.green, with: "")
          .replacingOccurrences(of: "\u{1B}[33m", with: "")
          .replacingOccurrences(of: Self.reset, with: "") == piped.stdout)
    }

    @Test func aFailureInRed() throws {
      let missing = "/nonexistent-\(UUID().uuidString).json"
      let result = try run(["check", missing], terminalOutput: true, terminalError: false)
      #expect(result.status == 1)
      #expect(result.stdout.hasPrefix("\(Self.red)FAIL\(Self.reset) \(missing): "))
      #expect(result.stdout.hasSuffix("\n0 passed, \(Self.red)1 failed\(Self.reset)\n"))
    }

    @Test(arguments: ["1", "0", "true"])
    func noColorTurnsColourOff(value: String) throws {
      let result = try run(
        ["check", Self.grid], terminalOutput: true, terminalError: true, noColor: value)
      #expect(result.stdout == "PASS \(Self.grid): 1 step, 0.300 s\n1 passed, 0 failed\n")
      let error = try run(
        ["check", "--frobnicate"], terminalOutput: true, terminalError: true, noColor: value)
      #expect(error.stderr.hasPrefix("Error: Unknown option '--frobnicate'"))
    }

    @Test func anEmptyNoColorDoesNotCount() throws {
      let result = try run(
        ["check", Self.grid], terminalOutput: true, terminalError: false, noColor: "")
      #expect(result.stdout.hasPrefix("\(Self.green)PASS\(Self.reset) "))
    }

    @Test func theColorOption() throws {
      let always = try runTransitionSim(["check", Self.grid, "--color", "always"])
      #expect(
        always.stdout
          == "\(Self.green)PASS\(Self.reset) \(Self.grid): 1 step, 0.300 s\n"
          + "\(Self.green)1 passed\(Self.reset), 0 failed\n")
      let never = try run(
        ["check", Self.grid, "--color=never"], terminalOutput: true, terminalError: false)
      #expect(never.stdout == "PASS \(Self.grid): 1 step, 0.300 s\n1 passed, 0 failed\n")
      let bad = try runTransitionSim(["check", Self.grid, "--color", "sometimes"])
      #expect(bad.status == 64)
      #expect(bad.stdout.isEmpty)
      #expect(
        bad.stderr.hasPrefix(
          "Error: Invalid value 'sometimes' for '--color <when>': expected one of auto, always, "
            + "never."))
    }

    @Test func errorIsColouredOnATerminalOnly() throws {
      let shown = try run(["check", "--frobnicate"], terminalOutput: false, terminalError: true)
      #expect(shown.status == 64)
      #expect(
        shown.stderr.hasPrefix("\u{1B}[1;31mError:\(Self.reset) Unknown option '--frobnicate'"))
      let piped = try runTransitionSim(["check", "--frobnicate"])
      #expect(piped.stderr.hasPrefix("Error: Unknown option '--frobnicate'"))
    }

    @Test func progressOnStandardErrorOnATerminalOnly() throws {
      let arguments = ["check", Self.grid, Self.sections]
      let piped = try runTransitionSim(arguments)
      let shown = try run(arguments, terminalOutput: false, terminalError: true)
      #expect(shown.status == 0)
      #expect(shown.stdout == piped.stdout, "standard output is byte-identical")
      #expect(shown.stderr.hasPrefix("\rcheck: "))
      #expect(shown.stderr.contains(" of 2 scenarios ("))
      #expect(shown.stderr.hasSuffix("\r\u{1B}[K"), "erased when done")
      let quiet = try run(arguments + ["-q"], terminalOutput: false, terminalError: true)
      #expect(quiet.stderr.isEmpty)
      #expect(quiet.stdout == "2 passed, 0 failed\n")
    }

    @Test func linesAndProgressShareOneTerminal() throws {
      // Standard output and standard error on terminals of their own here; on one terminal the
      // line is erased before each result and drawn again after it.
      let result = try run(
        ["check", Self.grid, Self.sections, "--color", "never"], terminalOutput: true,
        terminalError: true)
      #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
      #expect(result.stdout.contains("PASS \(Self.sections): "))
      #expect(result.stderr.contains("\r\u{1B}[K"))
    }
  }

#endif  // os(macOS) || os(Linux)
