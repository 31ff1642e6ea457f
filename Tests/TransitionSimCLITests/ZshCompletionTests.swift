import Foundation
import Testing
import TransitionSimCLI

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The zsh script, loaded after `compinit` in an interactive zsh on a pseudo-terminal (zsh's
  /// own `zpty`), where a tab press completes a command line and every match zsh's completion
  /// adds is captured; skipped without zsh.
  @Suite(.enabled(if: CompletionTestSupport.shell("zsh") != nil, "zsh is not installed"))
  struct ZshCompletionTests {
    /// A zsh script that types `$2` and a tab into an interactive zsh that has loaded the
    /// completion script `$1`, and prints each match as `MATCH:<match>`.
    static let capture = #"""
      zmodload zsh/zpty || exit 3
      script=$1 buffer=$2
      setup=$(mktemp)
      cat > $setup <<SETUP
      PROMPT=
      autoload -U compinit
      compinit -u -D
      source $script
      bindkey '^I' complete-word
      null-line() { echo -E - \$'\\0' }
      compprefuncs=( null-line )
      comppostfuncs=( null-line exit )
      zstyle ':completion:*' insert-tab false
      compadd() {
        if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
          builtin compadd "\$@"
          return \$?
        fi
        typeset -a hits
        builtin compadd -A hits "\$@"
        local hit
        for hit in \$hits; do echo -E - "MATCH:\$hit"; done
      }
      echo ready
      SETUP
      zpty shell zsh -f -i
      zpty -w shell "source $setup"
      local line
      repeat 50; do
        zpty -r shell line
        [[ $line == ready* ]] && break
      done
      zpty -w shell "$buffer"$'\t'
      integer nulls=0
      while zpty -r shell line; do
        [[ $line == *MATCH:* ]] && print -r -- ${${line#*MATCH:}%%[$'\r\n']*}
        if [[ $line == *$'\0'* ]]; then
          (( nulls++ ))
          (( nulls >= 2 )) && break
        fi
      done
      rm -f $setup
      """#

    /// The matches zsh offers for `line`, typed in a folder of test files.
    static func complete(_ line: String) throws -> Set<String> {
      guard let zsh = CompletionTestSupport.shell("zsh") else { return [] }
      let folder = try CompletionTestSupport.folder(shell: "zsh")
      defer { try? FileManager.default.removeItem(at: folder) }
      let driver = folder.appendingPathComponent("capture.zsh")
      try Data(capture.utf8).write(to: driver)
      let result = try CompletionTestSupport.run(
        zsh,
        [
          "-f", "-c", "cd \"$1\" && zsh -f ./capture.zsh ./script.zsh \"$2\"", "zsh",
          folder.path, line,
        ])
      return Set(result.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty })
    }

    @Test func theScriptParsesAndRegistersItsFunction() throws {
      let zsh = try #require(CompletionTestSupport.shell("zsh"))
      let folder = try CompletionTestSupport.folder(shell: "zsh")
      defer { try? FileManager.default.removeItem(at: folder) }
      let script = folder.appendingPathComponent("script.zsh").path
      #expect(try CompletionTestSupport.run(zsh, ["-n", script]).status == 0)
      let loaded = try CompletionTestSupport.run(
        zsh,
        [
          "-f", "-c",
          "autoload -U compinit && compinit -u -D && source \"$1\" && "
            + "print -r -- $_comps[transition-sim]", "zsh", script,
        ])
      #expect(loaded.stdout == "_transition_sim\n", "\(loaded.stderr)")
    }

    // Each line is a zsh of its own (about half a second): a few that cover the kinds of words.
    @Test(arguments: [
      ("transition-sim ", "replay check list diff completion help"),
      ("transition-sim check --record ", "missing all failed never"),
      ("transition-sim replay --format=", "json jsonl csv keyframes lottie svg animated-svg html"),
      ("transition-sim list ", "circle compositional decorated-flow flow grid line list tree"),
    ])
    func completesWords(line: String, expected: String) throws {
      #expect(try Self.complete(line) == Set(expected.split(separator: " ").map(String.init)))
    }

    @Test func completesScenarioAndDumpFilesAndFolders() throws {
      let scenarios = try Self.complete("transition-sim check ")
      #expect(scenarios.contains("a.json"))
      #expect(scenarios.contains("sub"))
      let dumps = try Self.complete("transition-sim diff ")
      #expect(dumps.isSuperset(of: ["a.json", "b.jsonl"]))
    }
  }

  /// The zsh script's text.
  @Suite struct ZshCompletionScriptTests {
    @Test func optionsHaveTheirHelpAndValues() throws {
      let script = try CompletionCommand.script(
        for: "zsh", tool: "transition-sim", layouts: .standard)
      #expect(script.hasPrefix("#compdef transition-sim\n"))
      #expect(
        script.contains(
          "'(-o --output)'{-o+,--output=}'[Write the html report to this file instead of "
            + "standard output.]:output:_files'"))
      #expect(script.contains("'*:scenario:_files -g \"*.json\"'"))
      #expect(script.contains("'1:dump:_files -g \"*.(json|jsonl)\"'"))
      #expect(
        script.contains("'--golden=[Compare each replay with <dir>/<name>.json.]:golden:_files -/'")
      )
      // A quote in a help text closes and reopens the single-quoted word.
      #expect(script.contains("(default: the scenario'\\''s, else 60)"))
      #expect(script.hasSuffix("  compdef _transition_sim transition-sim\nfi\n"))
    }

    @Test func aToolOfItsOwnCompletesItsNameAndLayouts() throws {
      let script = try CompletionCommand.script(
        for: "zsh", tool: "my-sim", layouts: TransitionSimCommandLineTests.layouts)
      #expect(script.hasPrefix("#compdef my-sim\n"))
      #expect(script.contains("'*:layout:(circle compositional decorated-flow diagonal flow "))
      #expect(!script.contains("transition-sim"))
    }
  }

#endif  // os(macOS) || os(Linux)
