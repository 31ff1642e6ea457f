import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// End-to-end tests of `transition-sim check --golden DIR --artifacts OUT`: what a mismatch
  /// leaves for a reviewer, and where it may not write.
  @Suite struct CheckArtifactsTests {
    static let grid = CheckSuiteTests.grid

    func temporaryFolder() throws -> URL {
      try makeTemporaryFolder("transition-sim-check-artifacts")
    }

    /// Records the grid scenario's golden in `goldens`, then moves item C's frame 3 points right
    /// at frame 5 in it, so that the replay differs from its golden in that element only.
    static func recordShiftedGolden(in goldens: URL) throws -> URL {
      #expect(try runTransitionSim(["check", Self.grid, "--golden", goldens.path]).status == 1)
      let golden = goldens.appendingPathComponent("flow-grid-batch.json")
      var dump = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: golden)) as? [String: Any])
      var frames = try #require(dump["frames"] as? [[String: Any]])
      var elements = try #require(frames[5]["elements"] as? [[String: Any]])
      let index = try #require(elements.firstIndex { $0["id"] as? String == "C" })
      var frame = try #require(elements[index]["frame"] as? [Double])
      var center = try #require(elements[index]["center"] as? [Double])
      frame[0] += 3
      center[0] += 3
      elements[index]["frame"] = frame
      elements[index]["center"] = center
      frames[5]["elements"] = elements
      dump["frames"] = frames
      try JSONSerialization.data(withJSONObject: dump).write(to: golden)
      return golden
    }

    @Test func aMismatchWritesTheReportTheReplayAndBothPictures() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.appendingPathComponent("goldens")
      _ = try Self.recordShiftedGolden(in: goldens)
      let out = folder.appendingPathComponent("out").path
      let report = folder.appendingPathComponent("report.xml").path
      let result = try runTransitionSim(
        [
          "check", Self.grid, "--golden", goldens.path, "--record", "never", "--artifacts", out,
          "--junit", report,
        ])
      #expect(result.status == 1)
      let base = out + "/flow-grid-batch"
      #expect(
        result.stdout.contains(
          ". Report: \(base).html (the replay's dump \(base).actual.json and animated SVGs of "
            + "both beside it)"))
      let files = [".html", ".actual.json", ".actual.animated.svg", ".golden.animated.svg"]
      for suffix in files {
        #expect(FileManager.default.fileExists(atPath: base + suffix), "\(suffix)")
      }
      // The report flags C alone: its x, 3 points off at frame 5 and nowhere else.
      let html = try String(contentsOfFile: base + ".html", encoding: .utf8)
      #expect(html.components(separatedBy: "<tr class=\"differs\">").count - 1 == 1)
      #expect(html.contains("\"differing\": [\"C\"]"))
      #expect(html.contains("<td>3 at frame 5</td>"))
      // The replay's dump is what `replay` writes.
      let replay = try runTransitionSim(["replay", Self.grid, "-q"])
      #expect(try String(contentsOfFile: base + ".actual.json", encoding: .utf8) == replay.stdout)
      // The JUnit report lists the artefacts as attachments of the failing case.
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      for suffix in files { #expect(xml.contains("[[ATTACHMENT|\(base + suffix)]]"), "\(suffix)") }
    }

    @Test func aMatchingReplayWritesNothing() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.appendingPathComponent("goldens").path
      #expect(try runTransitionSim(["check", Self.grid, "--golden", goldens]).status == 1)
      let out = folder.appendingPathComponent("out").path
      let result = try runTransitionSim(
        ["check", Self.grid, "--golden", goldens, "--artifacts", out])
      #expect(result.status == 0)
      #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theArtifactsFolderMayNotBeTheGoldenFolder() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.appendingPathComponent("goldens")
      let golden = try Self.recordShiftedGolden(in: goldens)
      let before = try Data(contentsOf: golden)
      let result = try runTransitionSim(
        ["check", Self.grid, "--golden", goldens.path, "--artifacts", goldens.path + "/."])
      #expect(result.status != 0)
      #expect(result.stderr.contains("--artifacts is the --golden folder"))
      #expect(try Data(contentsOf: golden) == before)
      let files = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
      #expect(files == ["flow-grid-batch.json"])
    }

    @Test func artifactsNeedAGoldenFolder() throws {
      let result = try runTransitionSim(["check", Self.grid, "--artifacts", "out"])
      #expect(result.status == 64)
      #expect(result.stderr.contains("'--artifacts <dir>' needs '--golden <dir>'"))
    }

    @Test func anUnreadableGoldenSaysWhyOnceAndWritesNoArtifacts() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let goldens = folder.appendingPathComponent("goldens")
      #expect(try runTransitionSim(["check", Self.grid, "--golden", goldens.path]).status == 1)
      let golden = goldens.appendingPathComponent("flow-grid-batch.json")
      try Data("{\"format\": \"something else\"}\n".utf8).write(to: golden)
      let out = folder.appendingPathComponent("out").path
      let result = try runTransitionSim(
        ["check", Self.grid, "--golden", goldens.path, "--record", "never", "--artifacts", out])
      #expect(result.status == 1)
      let output = result.stdout + result.stderr
      #expect(output.components(separatedBy: "the golden is not a frame dump").count == 2)
      #expect(output.contains(". No artefacts were written"))
      #expect(!output.contains(". No artefacts were written:"))
      #expect(!FileManager.default.fileExists(atPath: out + "/flow-grid-batch.html"))
    }
  }

#endif  // os(macOS) || os(Linux)
