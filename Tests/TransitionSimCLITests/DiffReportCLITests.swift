import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// `transition-sim diff --format html -o` end to end.
  @Suite struct DiffReportCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    @Test func diffWritesAnHTMLReportFlaggingTheChangedElement() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-tests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let scenario = Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json").path
      let a = folder.appendingPathComponent("a.json")
      #expect(try runTransitionSim(["replay", scenario, "-o", a.path]).status == 0)
      // Item B's alpha in frame 7 of a copy becomes 0.9.
      let lines = try String(contentsOf: a, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let frame7 = lines.firstIndex(where: { $0.contains("{\"index\": 7,") }),
        let line = lines[frame7...].firstIndex(where: { $0.contains("\"id\": \"B\"") }),
        let range = lines[line].range(of: #""alpha": [0-9.]+"#, options: .regularExpression),
        let original = Double(lines[line][range].dropFirst("\"alpha\": ".count))
      else {
        Issue.record("frame 7 has no B")
        return
      }
      var edited = lines
      edited[line].replaceSubrange(range, with: "\"alpha\": 0.9")
      let b = folder.appendingPathComponent("b.json")
      try edited.joined(separator: "\n").write(to: b, atomically: true, encoding: .utf8)

      let report = folder.appendingPathComponent("report.html")
      let result = try runTransitionSim([
        "diff", a.path, b.path, "--format", "html", "-o", report.path,
      ])
      #expect(result.status == 1, "\(result.stderr)")
      #expect(result.stdout.hasPrefix("item B [0,1] at frame 7"))
      let html = try String(contentsOf: report, encoding: .utf8)
      #expect(html.components(separatedBy: "<tr class=\"differs\">").count - 1 == 1)
      #expect(html.contains("<tr class=\"differs\"><td>B</td>"))
      let amount = abs(original - 0.9)
      let cell = String(format: "%.4f", amount).replacingOccurrences(
        of: #"\.?0+$"#, with: "", options: .regularExpression)
      #expect(html.contains("<td>\(cell) at frame 7</td>"), "\(cell)")
      // Nothing else is left in the folder, and a second run writes the same bytes.
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(names == ["a.json", "b.json", "report.html"])
      let again = folder.appendingPathComponent("again.html")
      _ = try runTransitionSim(["diff", a.path, b.path, "--format", "html", "-o", again.path])
      #expect(try Data(contentsOf: again) == Data(contentsOf: report))
      // The same dumps agree: no differing row, exit 0.
      let same = try runTransitionSim([
        "diff", a.path, a.path, "--format", "html", "-o", again.path,
      ])
      #expect(same.status == 0)
      #expect(!(try String(contentsOf: again, encoding: .utf8)).contains("class=\"differs\""))
      // One differing element reads in the singular.
      #expect(html.contains("<p>1 element differs beyond 0.0001.</p>"))
      // With the report on standard output, the first divergence goes to standard error.
      let piped = try runTransitionSim(["diff", a.path, b.path, "--format", "html"])
      #expect(piped.status == 1)
      #expect(piped.stdout.hasPrefix("<!DOCTYPE html>"))
      #expect(Data(piped.stdout.utf8) == (try Data(contentsOf: report)))
      #expect(piped.stderr.hasPrefix("item B [0,1] at frame 7"))
    }

    @Test(arguments: [
      (
        ["diff", "a.json", "b.json", "--format", "htm"],
        "Unknown format 'htm'. Did you mean 'html'? Formats: text, html."
      ),
      (
        ["diff", "a.json", "b.json", "-o", "r.html"],
        "-o <path> writes the html report: add --format html"
      ),
    ])
    func badFlagsExit64(arguments: [String], message: String) throws {
      let result = try runTransitionSim(arguments)
      #expect(result.status == 64)
      #expect(
        result.stderr.hasPrefix("Error: \(message)\nUsage: transition-sim diff "),
        "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

#endif  // os(macOS) || os(Linux)
