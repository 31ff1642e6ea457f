import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// End-to-end tests of `replay --format csv|keyframes|lottie|svg|html`.
  @Suite struct ExportCLITests {
    static let scenario = ReplayCheckDiffTests.root.appendingPathComponent(
      "Scenarios/flow-grid-batch.json"
    ).path

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-export-tests") }

    @Test(arguments: ["csv", "keyframes", "lottie", "svg", "animated-svg", "html"])
    func everyFormatReplaysDeterministically(format: String) throws {
      let first = try runTransitionSim(["replay", Self.scenario, "--format", format])
      #expect(first.status == 0, "\(first.stderr)")
      #expect(first.stderr.isEmpty)
      let second = try runTransitionSim(["replay", Self.scenario, "--format", format])
      #expect(first.stdout == second.stdout, "replaying twice gives the same bytes")
      switch format {
      case "csv":
        // A header and one row per element per frame: flow-grid-batch shows 15 views in each of
        // its first 18 frames and 12 in the last, once the deleted B and F and the reload's
        // outgoing view are removed.
        let lines = first.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("frame,time,id,category,kind,section,item,") == true)
        #expect(lines.count == 1 + 18 * 15 + 12)
      case "keyframes", "lottie":
        let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8))
        let document = try #require(object as? [String: Any])
        if format == "lottie" {
          #expect(document["op"] as? Int == 19)
          #expect((document["layers"] as? [Any])?.count == 16)
        } else {
          #expect(document["format"] as? String == "transition-sim-keyframes")
        }
      case "animated-svg":
        #expect(first.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(first.stdout.contains("repeatCount=\"indefinite\""))
      case "svg":
        #expect(first.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(first.stdout.components(separatedBy: "class=\"film-frame\"").count == 9)
      default:
        #expect(first.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(first.stdout.contains("<script id=\"frame-data\" type=\"application/json\">"))
      }
    }

    @Test func svgWritesOnePicturePerFrameIntoAFolderItCreates() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let pictures = folder.appendingPathComponent("pictures/flow")
      let result = try runTransitionSim([
        "replay", Self.scenario, "--format", "svg", "-o", pictures.path, "--filmstrip-frames", "3",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
      let expected =
        (0..<19).map { "flow-grid-batch-" + String(format: "%04d", $0) + ".svg" }
        + ["flow-grid-batch-filmstrip.svg"]
      #expect(names == expected.sorted(), "one picture per frame and the filmstrip, no leftovers")
      let filmstrip = try String(
        contentsOf: pictures.appendingPathComponent("flow-grid-batch-filmstrip.svg"),
        encoding: .utf8)
      #expect(filmstrip.components(separatedBy: "class=\"film-frame\"").count == 4)
      // Every picture shares one region, so they line up as a flip-book.
      let viewBoxes = try names.filter { $0.hasSuffix(".svg") && !$0.contains("filmstrip") }.map {
        name -> String in
        let text = try String(contentsOf: pictures.appendingPathComponent(name), encoding: .utf8)
        return String(text.split(separator: "\n")[1])
      }
      #expect(Set(viewBoxes).count == 1)
    }

    @Test func svgNeedsAFolderNotAFile() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("file.svg")
      try "previous".write(to: file, atomically: true, encoding: .utf8)
      let result = try runTransitionSim([
        "replay", Self.scenario, "--format", "svg", "-o", file.path,
      ])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "Error: \(file.path): is a file; --format svg writes one picture per frame into a "
          + "folder\n")
      #expect(try String(contentsOf: file, encoding: .utf8) == "previous")
    }

    @Test func tooManyPicturesAreRefusedUpFront() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      // 0.3 s at 1000 fps is 301 frames; a 40-second wait makes it 40,301.
      let long = folder.appendingPathComponent("long.json")
      try """
      {"version": 1, "name": "long", "viewport": {"width": 100, "height": 100},
       "layout": {"type": "flow"}, "data": [["A"]], "steps": [{"wait": 40}]}
      """.write(to: long, atomically: true, encoding: .utf8)
      let pictures = folder.appendingPathComponent("pictures")
      let result = try runTransitionSim([
        "replay", long.path, "--format", "svg", "--fps", "1000", "-o", pictures.path,
      ])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "Error: \(long.path): --format svg -o writes one picture per frame, and this replay "
          + "has 40001 frames; the limit is 10000 (lower --fps, or leave out -o for a filmstrip)\n")
      #expect(!FileManager.default.fileExists(atPath: pictures.path))
    }

    @Test func invalidFilmstripFrameCountsAreUsageErrors() throws {
      let result = try runTransitionSim([
        "replay", Self.scenario, "--format", "svg", "--filmstrip-frames", "0",
      ])
      #expect(result.status == 64)
      #expect(
        result.stderr.hasPrefix(
          "Error: Invalid value '0' for '--filmstrip-frames <count>': expected a whole number from "
            + "1 to 100\n"))
    }

    @Test(arguments: ["csv", "keyframes", "lottie", "html"])
    func aFailedReplayKeepsThePreviousFile(format: String) throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("out.\(format)")
      try "previous".write(to: output, atomically: true, encoding: .utf8)
      let broken = folder.appendingPathComponent("broken.json")
      try "{\"version\": 1}".write(to: broken, atomically: true, encoding: .utf8)
      let result = try runTransitionSim([
        "replay", broken.path, "--format", format, "-o", output.path,
      ])
      #expect(result.status == 1)
      #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "broken.json", "out.\(format)",
        ])
    }

    @Test func aFailedSVGReplayKeepsThePreviousPictures() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let previous = folder.appendingPathComponent("broken-filmstrip.svg")
      try "previous".write(to: previous, atomically: true, encoding: .utf8)
      let broken = folder.appendingPathComponent("broken.json")
      try "{\"version\": 1, \"name\": \"broken\"}".write(
        to: broken, atomically: true, encoding: .utf8)
      let result = try runTransitionSim([
        "replay", broken.path, "--format", "svg", "-o", folder.path,
      ])
      #expect(result.status == 1)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "broken-filmstrip.svg", "broken.json",
        ])
      #expect(try String(contentsOf: previous, encoding: .utf8) == "previous")
    }

    @Test func theDocumentationsFilmstripIsUpToDate() throws {
      let result = try runTransitionSim(["replay", Self.scenario, "--format", "svg"])
      #expect(result.status == 0)
      let committed = try String(
        contentsOf: ReplayCheckDiffTests.root.appendingPathComponent(
          "Sources/TransitionSim/TransitionSim.docc/filmstrip-flow-grid-batch.svg"), encoding: .utf8
      )
      #expect(
        result.stdout == committed,
        """
        regenerate it: transition-sim replay Scenarios/flow-grid-batch.json --format svg \
        > Sources/TransitionSim/TransitionSim.docc/filmstrip-flow-grid-batch.svg
        """)
    }

    @Test func theDocumentationsAnimatedSVGIsUpToDate() throws {
      let result = try runTransitionSim(["replay", Self.scenario, "--format", "animated-svg"])
      #expect(result.status == 0)
      let committed = try String(
        contentsOf: ReplayCheckDiffTests.root.appendingPathComponent(
          "Sources/TransitionSim/TransitionSim.docc/animated-flow-grid-batch.svg"), encoding: .utf8)
      #expect(
        result.stdout == committed,
        """
        regenerate it: transition-sim replay Scenarios/flow-grid-batch.json --format animated-svg \
        > Sources/TransitionSim/TransitionSim.docc/animated-flow-grid-batch.svg
        """)
    }

    @Test func animatedSVGWritesOneFileWithTheStandardOutputsBytes() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("grid.svg")
      let result = try runTransitionSim([
        "replay", Self.scenario, "--format", "animated-svg", "-o", output.path,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      let standard = try runTransitionSim(["replay", Self.scenario, "--format", "animated-svg"])
      #expect(try String(contentsOf: output, encoding: .utf8) == standard.stdout)
      #expect(standard.stdout.contains("<animateTransform"))
    }

    @Test func listPrintsEveryFormat() throws {
      let result = try runTransitionSim(["list"])
      #expect(result.status == 0)
      let formats = result.stdout.components(separatedBy: "FORMATS:\n").last ?? ""
      #expect(
        formats == "  json\n  jsonl\n  csv\n  keyframes\n  lottie\n  svg\n  animated-svg\n  html\n")
    }
  }

#endif  // os(macOS) || os(Linux)
