import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// Every command the README and the documentation catalogs' articles show runs as written:
  /// the lines of their shell blocks, the commands written inline, and the CI workflow's `run`
  /// step, each in a project folder that holds the repository's `Scenarios`, `Schema` and
  /// `Examples`, through `bash -c`.
  ///
  /// `swift run transition-sim …` is run as the `transition-sim` this test run built — what
  /// `swift run` builds and runs. The few commands that cannot run inside the test suite are
  /// listed in ``exempt`` with where they are checked instead; a command a page adds that is
  /// neither run nor exempt fails the test.
  @Suite struct ReadmeCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    /// The pages whose commands run: the README, then every article of the catalogs
    /// (`Sources/<Target>/<Target>.docc/*.md`), in path order.
    static let pages: [URL] = {
      let sources = root.appendingPathComponent("Sources")
      let targets =
        (try? FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()) ?? []
      var pages = [root.appendingPathComponent("README.md")]
      for target in targets {
        let catalog = sources.appendingPathComponent("\(target)/\(target).docc")
        let names =
          (try? FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted()) ?? []
        pages += names.filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) }
      }
      return pages
    }()

    /// The pages' text, one after another.
    static let readme = pages.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
      .joined(separator: "\n")

    /// The commands not run here, each with the reason and where it is checked.
    static let exempt: [String: String] = [
      "swift test": "the test suite itself, which runs this test",
      "swift run -c release transition-sim-bench":
        "a release build and minutes of timing; BenchmarkSmokeTests runs the built benchmark",
      "transition-sim-bench --filter snapshot":
        "a minute of timing in a debug build; BenchmarkSmokeTests runs the built benchmark",
      "cp -R Examples/custom-layout-tool .. && cd ../custom-layout-tool":
        "builds a package of its own: CustomLayoutToolTests does, with TRANSITIONSIM_SLOW_TESTS=1 "
        + "(as CI runs it)",
      "swift run my-sim list": "the same template build (CustomLayoutToolTests)",
      "swift run my-sim replay column-insert.json -q":
        "the same template build (CustomLayoutToolTests)",
      "swift test --attachments-path artifacts/attachments":
        "the test suite itself, in a CI workflow",
      "transition-sim diff --format html":
        "names the option in the text; the command with its two dumps runs here",
    ]

    /// Where the articles' pictures are, relative to the repository (and to the project folder).
    static let pictures = "Sources/TransitionSim/TransitionSim.docc"

    /// A project folder with the repository's inputs linked in, a folder for the pictures where
    /// the catalog keeps them, and a home folder for the completion scripts.
    func project() throws -> URL {
      let folder = try makeTemporaryFolder("transition-sim-readme")
      for name in ["Scenarios", "Schema", "Examples"] {
        try FileManager.default.createSymbolicLink(
          at: folder.appendingPathComponent(name),
          withDestinationURL: Self.root.appendingPathComponent(name))
      }
      for name in [Self.pictures, "home"] {
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
      }
      return folder
    }

    /// Runs `command` as written in `folder` with bash (the pages' blocks use `source` and
    /// `<(…)`), `HOME` in the folder and the built tool first on the `PATH`.
    func run(_ command: String, in folder: URL) throws -> CommandResult {
      let written = command.replacingOccurrences(
        of: "swift run transition-sim ", with: "transition-sim ")
      let home = folder.appendingPathComponent("home").path
      return try runShell(
        "HOME='\(home)' bash -c '\(written.replacingOccurrences(of: "'", with: "'\\''"))'",
        in: folder)
    }

    /// The lines of the pages' shell blocks, each block's lines in order, without comments.
    static func shellBlocks() -> [[String]] {
      var blocks: [[String]] = []
      var current: [String]?
      for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```sh" {
          current = []
        } else if current != nil, line == "```" {
          blocks.append(current ?? [])
          current = nil
        } else if current != nil {
          let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: .whitespaces)
          if !code.isEmpty { current?.append(code) }
        }
      }
      return blocks
    }

    @Test func everyShellBlockLineRunsAsWritten() throws {
      let folder = try project()
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(Self.pages.count >= 10, "\(Self.pages)")
      let blocks = Self.shellBlocks()
      #expect(blocks.count >= 4)
      var ran = 0
      var recorded = false
      for line in blocks.joined() {
        if let reason = Self.exempt[line] {
          #expect(!reason.isEmpty)
          continue
        }
        let result = try run(line, in: folder)
        // The first check against an empty Goldens folder records every golden and fails once,
        // as the tool's article says of --record missing, the default.
        let records = !recorded && line.hasPrefix("transition-sim check Scenarios/*.json --golden")
        recorded = recorded || records
        #expect(result.status == (records ? 1 : 0), "\(line)\n\(result.stdout)\(result.stderr)")
        ran += 1
      }
      #expect(ran >= 8)
      // What they made: the dump on standard output, the three completion scripts, the report.
      let home = folder.appendingPathComponent("home")
      for path in [
        ".local/share/bash-completion/completions/transition-sim",
        ".zsh/completions/_transition-sim", ".config/fish/completions/transition-sim.fish",
      ] {
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(path).path))
      }
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.xml").path))
    }

    /// The commands written inline in the text (in backticks, starting with the tool's name).
    ///
    /// A mention of a subcommand alone (`transition-sim check`) or with a placeholder (`<format>`,
    /// `…`, `bash|zsh|fish`) is not a command.
    static func inlineCommands() -> [String] {
      var commands: [String] = []
      let pieces = readme.components(separatedBy: "`")
      for (index, piece) in pieces.enumerated() where index % 2 == 1 {
        let text = piece.replacingOccurrences(of: "\n", with: " ")
        guard text.hasPrefix("transition-sim ") || text.hasPrefix("swift run transition-sim ")
        else { continue }
        let words = text.split(separator: " ")
        let toolWords = text.hasPrefix("swift run") ? 3 : 1
        guard words.count > toolWords + 1 || ["list"].contains(words.last ?? ""),
          !text.contains("<"), !text.contains("…"), !text.contains("|")
        else { continue }
        if !commands.contains(text) { commands.append(text) }
      }
      return commands
    }

    @Test func everyInlineCommandRunsAsWritten() throws {
      let folder = try project()
      defer { try? FileManager.default.removeItem(at: folder) }
      // The two dumps the diff commands compare.
      for (name, scenario) in [("a.json", "flow-grid-batch"), ("b.json", "format-tour")] {
        let made = try run(
          "transition-sim replay Scenarios/\(scenario).json -o \(name)", in: folder)
        try #require(made.status == 0, "\(made.stderr)")
      }
      let commands = Self.inlineCommands()
      #expect(commands.count >= 8, "\(commands)")
      for command in commands {
        if let reason = Self.exempt[command] {
          #expect(!reason.isEmpty)
          continue
        }
        let result = try run(command, in: folder)
        // diff reports that the two dumps differ with exit status 1, as documented.
        let expected: Int32 = command.hasPrefix("transition-sim diff a.json b.json") ? 1 : 0
        #expect(result.status == expected, "\(command)\n\(result.stdout)\(result.stderr)")
      }
      for picture in ["filmstrip-flow-grid-batch.svg", "animated-flow-grid-batch.svg"] {
        let path = folder.appendingPathComponent("\(Self.pictures)/\(picture)").path
        #expect(FileManager.default.fileExists(atPath: path), "\(picture)")
      }
    }

    /// The CI workflow's scenario step, as written for each of its three shards (the matrix
    /// value substituted), after the goldens are recorded: every shard passes, and the reports
    /// are written where the upload step looks for them.
    @Test func theCIWorkflowsScenarioStepRunsAsWritten() throws {
      let folder = try project()
      defer { try? FileManager.default.removeItem(at: folder) }
      let marker = "        run: >\n"
      let start = try #require(Self.readme.range(of: marker)).upperBound
      let step = Self.readme[start...].split(separator: "\n").prefix { $0.hasPrefix("          ") }
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(step.hasPrefix("swift run -c release transition-sim check Scenarios/*.json"))
      _ = try run("transition-sim check Scenarios/*.json --golden Goldens -q", in: folder)
      for shard in 1...3 {
        let command = step.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
          .replacingOccurrences(of: "swift run -c release transition-sim ", with: "transition-sim ")
        let result = try run(command, in: folder)
        #expect(result.status == 0, "\(command)\n\(result.stdout)\(result.stderr)")
        let report = folder.appendingPathComponent("reports/scenarios-\(shard).xml").path
        #expect(FileManager.default.fileExists(atPath: report))
      }
    }
  }

#endif  // os(macOS) || os(Linux)
