import Foundation
import Testing
import TransitionSimCLI

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The bash script: registered with `complete -F`, and its function run on command lines
  /// (`COMP_WORDS`, `COMP_CWORD`) as bash's completion runs it; skipped without bash.
  @Suite(.enabled(if: CompletionTestSupport.shell("bash") != nil, "bash is not installed"))
  struct BashCompletionTests {
    /// The completions of each command line, its words separated by spaces (a trailing space:
    /// an empty word to complete), run in a folder of test files.
    static let completions: [String: [String]] = {
      let lines = [
        "transition-sim ", "transition-sim re", "transition-sim replay --for",
        "transition-sim replay --format ", "transition-sim replay --format = js",
        "transition-sim replay --format =", "transition-sim check --record ",
        "transition-sim check --color a", "transition-sim check --golden ",
        "transition-sim check -", "transition-sim list ", "transition-sim list fl",
        "transition-sim completion ", "transition-sim completion z",
        "transition-sim completion bash ", "transition-sim diff ",
        "transition-sim diff a.json --format = html ", "transition-sim diff a.json b.jsonl ",
        "transition-sim replay ", "transition-sim replay -o ", "transition-sim help ",
      ]
      guard let bash = CompletionTestSupport.shell("bash"),
        let folder = try? CompletionTestSupport.folder(shell: "bash")
      else { return [:] }
      defer { try? FileManager.default.removeItem(at: folder) }
      let calls = lines.map { line -> String in
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
          .map { "'\($0)'" }.joined(separator: " ")
        return "complete_line \(words)"
      }
      let driver = """
        cd '\(folder.path)' || exit 1
        source ./script.bash || exit 1
        complete -p transition-sim
        complete_line() {
          COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=()
          _transition_sim
          printf '%s|%s\\n' "$*" "$(printf '%s\\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\\n' ' ')"
        }
        \(calls.joined(separator: "\n"))
        """
      guard let result = try? CompletionTestSupport.run(bash, ["--norc", "-c", driver]) else {
        return [:]
      }
      var table: [String: [String]] = [:]
      for line in result.stdout.split(separator: "\n") {
        if line.hasPrefix("complete ") {
          table["registration"] = [String(line)]
          continue
        }
        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 2 else { continue }
        table[String(parts[0])] = parts[1].split(separator: " ").map(String.init)
      }
      return table
    }()

    @Test func theFunctionIsRegistered() {
      #expect(Self.completions["registration"] == ["complete -F _transition_sim transition-sim"])
    }

    @Test(arguments: [
      ("transition-sim ", "check completion diff help list replay --help --version -h"),
      ("transition-sim re", "replay"),
      ("transition-sim replay --for", "--format"),
      ("transition-sim replay --format ", "animated-svg csv html json jsonl keyframes lottie svg"),
      ("transition-sim replay --format = js", "json jsonl"),
      ("transition-sim replay --format =", "animated-svg csv html json jsonl keyframes lottie svg"),
      ("transition-sim check --record ", "all failed missing never"),
      ("transition-sim check --color a", "always auto"),
      ("transition-sim check --golden ", "sub"),
      (
        "transition-sim check -",
        "--artifacts --color --golden --help --jobs --junit --quiet --record --shard -h -j -q"
      ),
      ("transition-sim list ", "circle compositional decorated-flow flow grid line list tree"),
      ("transition-sim list fl", "flow"),
      ("transition-sim completion ", "bash fish zsh"),
      ("transition-sim completion z", "zsh"),
      ("transition-sim completion bash ", ""),
      ("transition-sim diff ", "a.json b.jsonl sub"),
      ("transition-sim diff a.json --format = html ", "a.json b.jsonl sub"),
      ("transition-sim diff a.json b.jsonl ", ""),
      ("transition-sim replay ", "a.json sub"),
      ("transition-sim replay -o ", "a.json b.jsonl c.txt sub script.bash"),
      ("transition-sim help ", "check completion diff help list replay"),
    ])
    func completes(line: String, expected: String) {
      let words = line.split(separator: " ", omittingEmptySubsequences: false).joined(
        separator: " ")
      #expect(
        Self.completions[words]?.sorted()
          == expected.split(separator: " ").map(String.init).sorted(),
        "\(line)")
    }
  }

  /// The bash script's text.
  @Suite struct BashCompletionScriptTests {
    @Test func aToolOfItsOwnCompletesItsNameAndLayouts() throws {
      let script = try CompletionCommand.script(
        for: "bash", tool: "my-sim", layouts: TransitionSimCommandLineTests.layouts)
      #expect(script.contains("\n_my_sim() {\n"))
      #expect(script.hasSuffix("\ncomplete -F _my_sim my-sim\n"))
      #expect(script.contains("diagonal"))
      #expect(!script.contains("transition-sim"))
    }
  }

#endif  // os(macOS) || os(Linux)
