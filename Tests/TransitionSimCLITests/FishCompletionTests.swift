import Foundation
import Testing
import TransitionSimCLI

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The fish script, loaded in fish and asked for the completions of command lines
  /// (`complete -C`); skipped without fish.
  @Suite(.enabled(if: CompletionTestSupport.shell("fish") != nil, "fish is not installed"))
  struct FishCompletionTests {
    static let lines = [
      "transition-sim ", "transition-sim re", "transition-sim check --rec",
      "transition-sim check --record ", "transition-sim replay --format=",
      "transition-sim list ", "transition-sim completion ", "transition-sim diff ",
      "transition-sim replay ", "transition-sim check --golden ", "transition-sim replay -o ",
      "transition-sim check s",
    ]

    /// The completions (without their descriptions) of each of ``lines``, in a folder of test
    /// files.
    static let completions: [String: Set<String>] = {
      guard let fish = CompletionTestSupport.shell("fish"),
        let folder = try? CompletionTestSupport.folder(shell: "fish")
      else { return [:] }
      defer { try? FileManager.default.removeItem(at: folder) }
      var driver = "cd $argv[1]; or exit 1\nsource ./script.fish; or exit 1\n"
      for line in lines {
        driver += "echo '>>> \(line)'\ncomplete -C '\(line)'\n"
      }
      guard let result = try? CompletionTestSupport.run(fish, ["-c", driver, folder.path])
      else { return [:] }
      var table: [String: Set<String>] = [:]
      var current = ""
      for line in result.stdout.split(separator: "\n") {
        if line.hasPrefix(">>> ") {
          current = String(line.dropFirst(4))
          table[current] = []
        } else {
          table[current, default: []].insert(String(line.split(separator: "\t")[0]))
        }
      }
      return table
    }()

    @Test(arguments: [
      ("transition-sim ", "replay check list diff completion help"),
      ("transition-sim re", "replay"),
      ("transition-sim check --rec", "--record"),
      ("transition-sim check --record ", "missing all failed never"),
      (
        "transition-sim replay --format=",
        "--format=json --format=jsonl --format=csv --format=keyframes --format=lottie "
          + "--format=svg --format=animated-svg --format=html"
      ),
      ("transition-sim list ", "circle compositional decorated-flow flow grid line list tree"),
      ("transition-sim completion ", "bash zsh fish"),
      ("transition-sim diff ", "a.json b.jsonl sub/"),
      ("transition-sim replay ", "a.json sub/"),
      ("transition-sim check --golden ", "sub/"),
      ("transition-sim replay -o ", "a.json b.jsonl c.txt script.fish sub/"),
      ("transition-sim check s", "sub/"),
    ])
    func completes(line: String, expected: String) {
      #expect(
        Self.completions[line] == Set(expected.split(separator: " ").map(String.init)), "\(line)")
    }
  }

  /// The fish script's text.
  @Suite struct FishCompletionScriptTests {
    @Test func optionsHaveTheirDescriptionsAndValues() throws {
      let script = try CompletionCommand.script(
        for: "fish", tool: "transition-sim", layouts: .standard)
      #expect(script.contains("\ncomplete -c 'transition-sim' -f\n"))
      #expect(
        script.contains(
          "complete -c 'transition-sim' -n '__fish_transition_sim_using_subcommand check' "
            + "-l record -x -a 'missing all failed never' -d "))
      #expect(
        script.contains(
          "complete -c 'transition-sim' -n '__fish_transition_sim_using_subcommand diff' "
            + "-a '(__fish_transition_sim_files json jsonl)'\n"))
      // A quote in a help text is escaped.
      #expect(script.contains("(default: the scenario\\'s, else 60)"))
    }

    @Test func aToolOfItsOwnCompletesItsNameAndLayouts() throws {
      let script = try CompletionCommand.script(
        for: "fish", tool: "my-sim", layouts: TransitionSimCommandLineTests.layouts)
      #expect(script.contains("function __fish_my_sim_using_subcommand\n"))
      #expect(
        script.contains(
          "-n '__fish_my_sim_using_subcommand list' -a 'circle compositional decorated-flow "
            + "diagonal flow grid line list tree'\n"))
      #expect(!script.contains("transition-sim"))
    }
  }

#endif  // os(macOS) || os(Linux)
