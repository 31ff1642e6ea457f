import Foundation
import Testing
import TransitionSim
import TransitionSimCLI
import TransitionSimLayouts

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// A layout of the test's own: item *i* of section 0 is a `side` × `side` square at
  /// (`step`·*i*, `step`·*i*).
  private final class DiagonalLayout: CollectionViewLayout {
    let side: CGFloat
    let step: CGFloat
    private var count = 0

    init(side: CGFloat, step: CGFloat) {
      self.side = side
      self.step = step
      super.init()
    }

    override func prepare() {
      super.prepare()
      count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: step * CGFloat(count) + side, height: step * CGFloat(count) + side)
    }

    override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
      guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
      var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
      let offset = step * CGFloat(indexPath.item)
      attributes.frame = CGRect(x: offset, y: offset, width: side, height: side)
      return attributes
    }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [CollectionViewLayoutAttributes]? {
      (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        .filter { $0.frame.intersects(rect) }
    }
  }

  /// The command line as a library, run in this process with a layout registered by the test: the
  /// fast counterpart of `CustomLayoutToolTests`, which builds a tool of its own.
  @Suite struct TransitionSimCommandLineTests {
    static let layouts: LayoutRegistry = {
      var layouts = LayoutRegistry.standard
      layouts.register(
        LayoutRegistry.Entry(
          name: "diagonal", summary: "Squares along the diagonal.",
          parameters: [
            LayoutParameter(
              name: "side", type: .number, defaultValue: 40, minimum: 1,
              summary: "The side of every square."),
            LayoutParameter(
              name: "step", type: .number, defaultValue: 50, minimum: 0,
              summary: "How far each square is from the previous one, across and down."),
          ],
          factory: { parameters in
            DiagonalLayout(side: try parameters.number("side"), step: try parameters.number("step"))
          }))
      return layouts
    }()

    /// A scenario of three items on the diagonal layout, `type` naming it, with `step` 30; its one
    /// step deletes the first item.
    static func scenario(type: String) -> String {
      """
      {"version": 1, "name": "diagonal-delete", "viewport": {"width": 200, "height": 200},
       "layout": {"type": "\(type)", "step": 30},
       "data": [["A", "B", "C"]], "animation": {"duration": 0.2, "fps": 10},
       "steps": [{"batch": {"deleteItems": [[0, 0]]}}]}
      """
    }

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-command-line") }

    @Test func replayUsesTheRegisteredLayoutAndItsParameters() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let scenario = folder.appendingPathComponent("diagonal.json")
      try Self.scenario(type: "diagonal").write(to: scenario, atomically: true, encoding: .utf8)
      let dump = folder.appendingPathComponent("dump.json")
      let status = TransitionSimCommandLine.run(
        ["replay", scenario.path, "-o", dump.path, "-q"], layouts: Self.layouts)
      #expect(status == 0)
      // After the delete, B and C are items 0 and 1: squares of the default side 40, 30 apart.
      let placed = try CustomLayoutToolTests.lastFrames(of: Data(contentsOf: dump))
      #expect(placed["B"] == [0, 0, 40, 40])
      #expect(placed["C"] == [30, 30, 40, 40])
      #expect(placed["A"] == nil)
    }

    @Test func listShowsTheRegisteredLayoutWithItsParameters() {
      let text = ListCommand.text(layouts: Self.layouts)
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.contains("  diagonal: Squares along the diagonal."))
      #expect(lines.contains("    side: number ≥ 1, default 40"))
      #expect(lines.contains("    step: number ≥ 0, default 50"))
      // The built-in layouts are still there, and the standard tool does not know the new one.
      #expect(lines.contains { $0.hasPrefix("  circle: ") })
      #expect(!ListCommand.text(layouts: .standard).contains("diagonal"))
    }

    @Test func helpAndUsageErrorsNameTheTool() throws {
      let help = TransitionSimCommandLine.rootHelp(commandName: "my-sim")
      #expect(help.contains("\nUSAGE: my-sim <subcommand>\n"))
      #expect(help.contains("See 'my-sim help <subcommand>' for detailed help."))
      #expect(!help.contains("transition-sim"))
      let error = #expect(throws: (any Error).self) {
        try TransitionSimCommandLine.execute(
          ["replay"], layouts: Self.layouts, commandName: "my-sim")
      }
      let (text, status) = try TransitionSimCommandLine.report(
        #require(error), commandName: "my-sim")
      #expect(status == 64)
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.first == "Error: Missing expected argument '<scenario>'")
      #expect(lines.dropFirst().first?.hasPrefix("Usage: my-sim replay <scenario> ...") == true)
      #expect(lines.last == "  See 'my-sim replay --help' for more information.")
    }

    @Test func anUnknownLayoutNameGetsADidYouMean() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let scenario = folder.appendingPathComponent("typo.json")
      try Self.scenario(type: "diagonl").write(to: scenario, atomically: true, encoding: .utf8)
      let error = #expect(throws: (any Error).self) {
        try TransitionSimCommandLine.execute(
          ["replay", scenario.path, "-o", folder.appendingPathComponent("out.json").path],
          layouts: Self.layouts)
      }
      let message = error.map { "\($0)" } ?? ""
      #expect(message.contains("unknown layout 'diagonl'; did you mean 'diagonal'?"), "\(message)")
      #expect(message.hasPrefix(scenario.path))
      // The standard layouts have no name close to it: no suggestion.
      let standard = #expect(throws: (any Error).self) {
        try TransitionSimCommandLine.execute(
          ["replay", scenario.path, "-o", folder.appendingPathComponent("out.json").path],
          layouts: .standard)
      }
      #expect(standard.map { "\($0)" }?.contains("unknown layout 'diagonl'") == true)
      #expect(standard.map { "\($0)" }?.contains("did you mean") == false)
    }
  }

#endif  // os(macOS) || os(Linux)
