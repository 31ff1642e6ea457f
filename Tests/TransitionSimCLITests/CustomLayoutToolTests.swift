import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The swift driver on `PATH`, or `nil` when no toolchain is installed.
  private let swiftExecutable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The template of a tool of your own (`Examples/custom-layout-tool`), built as a user
  /// builds it: a package beside a TransitionSim checkout, depending on it by path.
  @Suite struct CustomLayoutToolTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    static let example = root.appendingPathComponent("Examples/custom-layout-tool")

    @Test(arguments: ["Package.swift", "Sources/my-sim/main.swift"])
    func theToolArticleShowsTheTemplateVerbatim(_ name: String) throws {
      let article = try String(
        contentsOf: Self.root.appendingPathComponent(
          "Sources/TransitionSim/TransitionSim.docc/CommandLineTool.md"), encoding: .utf8)
      let file = try String(
        contentsOf: Self.example.appendingPathComponent(name), encoding: .utf8)
      #expect(article.contains("```swift\n" + file + "```\n"))
    }

    /// Whether the slow tests run (`TRANSITIONSIM_SLOW_TESTS=1`, as CI sets for this one).
    static let slow = ProcessInfo.processInfo.environment["TRANSITIONSIM_SLOW_TESTS"] == "1"

    /// The template's sources compile against the modules this test run built (the package's
    /// `.build/<configuration>/Modules`, beside the `transition-sim` binary): the always-on check
    /// that the template follows the library's API, in a fraction of a second.
    ///
    /// The full build and run of the template is
    /// ``theTemplateBuildsAToolThatReplaysACustomLayout()``.
    @Test(
      .enabled(if: swiftExecutable != nil, "no swift toolchain on PATH to compile the template"))
    func theTemplateCompilesAgainstTheLibrary() throws {
      guard let swift = swiftExecutable else { return }
      let modules = try transitionSimBinary().deletingLastPathComponent()
        .appendingPathComponent("Modules")
      let sources = try FileManager.default.contentsOfDirectory(
        atPath: Self.example.appendingPathComponent("Sources/my-sim").path
      ).filter { $0.hasSuffix(".swift") }.sorted().map {
        Self.example.appendingPathComponent("Sources/my-sim/\($0)").path
      }
      #expect(sources.count == 2)
      let compiled = try runExecutable(
        swift, ["-frontend", "-typecheck", "-swift-version", "6", "-I", modules.path] + sources)
      #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
    }

    /// Builds the template as a user does (a package of its own, a full nested build: minutes,
    /// so only with `TRANSITIONSIM_SLOW_TESTS=1`, which CI sets) and runs the tool: `list` shows
    /// the custom layout, `replay` lays a scenario out with it, a misspelt name gets a "did you
    /// mean", and a built-in scenario replays exactly as with `transition-sim`.
    @Test(
      .enabled(if: slow, "a nested package build: set TRANSITIONSIM_SLOW_TESTS=1"),
      .enabled(if: swiftExecutable != nil, "no swift toolchain on PATH to build the template"))
    func theTemplateBuildsAToolThatReplaysACustomLayout() throws {
      guard let swift = swiftExecutable else { return }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-custom-tool-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      // As the template expects: TransitionSim checked out beside the tool's package.
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("TransitionSim"), withDestinationURL: Self.root)
      let package = folder.appendingPathComponent("custom-layout-tool")
      try FileManager.default.copyItem(at: Self.example, to: package)
      let scratch = folder.appendingPathComponent("build")
      defer { Self.removeLockFiles(of: scratch) }
      let build = try runExecutable(
        swift,
        [
          "build", "--package-path", package.path, "--scratch-path", scratch.path, "--product",
          "my-sim",
        ])
      try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
      let tool = scratch.appendingPathComponent("debug/my-sim")

      let help = try runExecutable(tool, ["--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("\nUSAGE: my-sim <subcommand>\n"))

      let list = try runExecutable(tool, ["list"])
      #expect(list.status == 0)
      let lines = list.stdout.split(separator: "\n").map(String.init)
      #expect(
        lines.contains("  column: One column of full-width rows, sections one after another."))
      #expect(lines.contains("    rowHeight: number ≥ 1, default 44"))
      #expect(lines.contains("    spacing: number ≥ 0, default 0"))

      let scenario = package.appendingPathComponent("column-insert.json")
      let replay = try runExecutable(tool, ["replay", scenario.path, "-q"])
      #expect(replay.status == 0, "\(replay.stderr)")
      // At the end N is row 1: rows of the scenario's height 60, 4 apart, the viewport's width.
      let placed = try Self.lastFrames(of: Data(replay.stdout.utf8))
      for (row, id) in ["A", "N", "B", "C"].enumerated() {
        #expect(placed[id] == [0, Double(row) * (60 + 4), 320, 60], "\(id)")
      }

      let typo = folder.appendingPathComponent("typo.json")
      try String(contentsOf: scenario, encoding: .utf8)
        .replacingOccurrences(of: "\"type\": \"column\"", with: "\"type\": \"colum\"")
        .write(to: typo, atomically: true, encoding: .utf8)
      let check = try runExecutable(tool, ["check", typo.path])
      #expect(check.status == 1)
      #expect(check.stdout.contains("unknown layout 'colum'; did you mean 'column'?"))

      let bundled = Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json").path
      let mine = try runExecutable(tool, ["replay", bundled, "--format", "keyframes"])
      let standard = try runTransitionSim(["replay", bundled, "--format", "keyframes"])
      #expect(mine.status == 0)
      #expect(mine.stdout == standard.stdout)
    }

    /// Removes the lock files SwiftPM leaves in the temporary folder for a scratch path, named
    /// after it (`_tmp_…_build.lock`).
    ///
    /// - Complexity: O(*n*) in the temporary folder's entries.
    static func removeLockFiles(of scratch: URL) {
      let temporary = FileManager.default.temporaryDirectory
      let prefix = scratch.path.replacingOccurrences(of: "/", with: "_")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
      for name in names where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
      }
    }

    /// The frame (`[x, y, width, height]`) of every element in a frame dump's last frame, by id.
    static func lastFrames(of dump: Data) throws -> [String: [Double]] {
      let object = try JSONSerialization.jsonObject(with: dump) as? [String: Any]
      let frames = object?["frames"] as? [[String: Any]] ?? []
      var placed: [String: [Double]] = [:]
      for element in frames.last?["elements"] as? [[String: Any]] ?? [] {
        if let id = element["id"] as? String, let frame = element["frame"] as? [Double] {
          placed[id] = frame
        }
      }
      return placed
    }
  }

#endif  // os(macOS) || os(Linux)
