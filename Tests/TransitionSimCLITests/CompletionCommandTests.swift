import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// `transition-sim completion <shell>` end to end: the scripts, the help, the usage errors.
  @Suite struct CompletionCommandTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func printsTheScriptOfEachShell(shell: String) throws {
      let result = try runTransitionSim(["completion", shell])
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(result.stdout.contains("\(shell) completion for transition-sim"))
      for word in ["replay", "check", "golden", "animated-svg", "decorated-flow", "never"] {
        #expect(result.stdout.contains(word), "\(shell): \(word)")
      }
      // The same bytes every time.
      #expect(try runTransitionSim(["completion", shell]).stdout == result.stdout)
    }

    @Test func helpCompletionAndCompletionHelpExplainIt() throws {
      let help = try runTransitionSim(["help", "completion"])
      #expect(help.status == 0)
      #expect(
        help.stdout.hasPrefix("OVERVIEW: Print a shell completion script (bash, zsh or fish)."))
      #expect(help.stdout.contains("\nUSAGE: transition-sim completion <shell>\n"))
      #expect(help.stdout.contains("\n  <shell>                 The shell: bash, zsh or fish.\n"))
      #expect(try runTransitionSim(["completion", "--help"]).stdout == help.stdout)
      #expect(try runTransitionSim(["--help"]).stdout.contains("\n  completion  "))
    }

    @Test func anUnknownShellIsAUsageErrorWithADidYouMean() throws {
      let result = try runTransitionSim(["completion", "zhs"])
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr == """
          Error: Unknown shell 'zhs'. Did you mean 'zsh'? Shells: bash, zsh, fish.
          Usage: transition-sim completion <shell>
            See 'transition-sim completion --help' for more information.

          """)
      let missing = try runTransitionSim(["completion"])
      #expect(missing.status == 64)
      #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<shell>'\n"))
      let extra = try runTransitionSim(["completion", "bash", "zsh"])
      #expect(extra.status == 64)
      #expect(extra.stderr.hasPrefix("Error: Unexpected argument 'zsh'\n"))
    }
  }

#endif  // os(macOS) || os(Linux)
