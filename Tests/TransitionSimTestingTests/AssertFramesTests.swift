import Foundation
import Testing
import TransitionSimTesting
import XCTest

/// The golden-dump flow in a temporary folder: a fake test file there, its `__Dumps__` beside it,
/// and the artifacts in a folder of their own.
struct GoldenFolder {
  let root: URL
  let testFile: String
  let reference: URL
  let artifact: URL

  init() throws {
    root = try makeTemporaryDirectory()
    testFile = root.appendingPathComponent("SampleTests.swift").path
    reference = root.appendingPathComponent("__Dumps__/SampleTests/testFades.fade.json")
    artifact = root.appendingPathComponent("artifacts/SampleTests/testFades.fade.json")
  }

  var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

  /// `verifyFrames` for the dump `fade` of `testFades()` in this folder.
  func verify(
    _ transition: Transition, record: TransitionSimTestingConfiguration.Record? = nil
  ) -> String? {
    withTransitionSimTesting(record: .missing, artifactsDirectory: artifacts) {
      verifyFrames(
        of: transition, named: "fade", sampler: tenFPS, record: record, filePath: testFile,
        testName: "testFades()")
    }
  }

  func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The sample transition with A ending at x 90 instead of 100.
func shorterSlide() throws -> Transition {
  var transition = try sampleTransition()
  transition.tracks[0].end = square(item: 0, x: 90)
  return transition
}

@Suite struct AssertFramesTests {
  @Test func aMissingReferenceIsRecordedAndTheTestFailsOnce() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let transition = try sampleTransition()
    #expect(
      folder.verify(transition)
        == "No reference was found on disk. Recorded: \(folder.reference.path). Run the test "
        + "again to compare against it.")
    #expect(folder.exists(folder.reference))
    #expect(!folder.exists(folder.artifact))
    let text = try String(contentsOf: folder.reference, encoding: .utf8)
    #expect(
      text.hasPrefix(
        """
        {
          "format": "transition-sim-frames",
          "version": 1,
          "scenario": "fade",
          "fps": 10,
          "viewport": {"width": 0, "height": 0},
          "duration": 1,
          "frameCount": 11,
          "steps": [{"name": "batchUpdate", "path": "transition", "start": 0, "duration": 1}],
          "frames": [
        """))
    // Run again: the same bytes, so it passes and leaves no artifact.
    #expect(folder.verify(transition) == nil)
    #expect(!folder.exists(folder.artifact))
  }

  @Test func aDifferenceIsDescribedInWordsAndLinesAndTheNewDumpIsKept() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    let reference = try Data(contentsOf: folder.reference)
    let message = try #require(folder.verify(try shorterSlide()))
    // At frame 1, A is at x 10 in the reference (frame origin 5), at 9 now (origin 4).
    #expect(
      message.hasPrefix(
        """
        Frame dump "fade" does not match its reference.

        First difference (reference → actual): item A [0,0] at frame 1 (t = 0.100 s): frame \
        [5, 0, 10, 10] → [4, 0, 10, 10].

        @@ −
        """))
    #expect(
      message.contains(
        "\n−      {\"id\": \"A\", \"category\": \"cell\", \"indexPath\": [0, 0], \"change\": "
          + "\"unchanged\", \"frame\": [5, 0, 10, 10], \"center\": [10, 5],"))
    #expect(
      message.contains(
        "\n+      {\"id\": \"A\", \"category\": \"cell\", \"indexPath\": [0, 0], \"change\": "
          + "\"unchanged\", \"frame\": [4, 0, 10, 10], \"center\": [9, 5],"))
    #expect(message.contains("\n(Reference: −, Actual: +)\n"))
    #expect(
      message.hasSuffix(
        "\n\nReference: \(folder.reference.path)\nActual: \(folder.artifact.path)\nReport: "
          + folder.artifact.deletingPathExtension().path + ".html"))
    // The reference is untouched; the new dump is in the artifacts folder.
    #expect(try Data(contentsOf: folder.reference) == reference)
    let artifact = try String(contentsOf: folder.artifact, encoding: .utf8)
    #expect(artifact.contains("\"frame\": [85, 0, 10, 10]"))  // A's last frame, x 90
  }

  @Test func failedModeRecordsTheDifferenceAsTheNewReference() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    let message = try #require(folder.verify(try shorterSlide(), record: .failed))
    #expect(message.hasPrefix("Frame dump \"fade\" does not match its reference."))
    #expect(
      message.hasSuffix(
        "\n\nRe-recorded: \(folder.reference.path). Run the test again to compare against it."
          + "\nActual: \(folder.artifact.path)\nReport: "
          + folder.artifact.deletingPathExtension().path + ".html"))
    #expect(folder.verify(try shorterSlide()) == nil)
    // A matching dump passes in failed mode.
    #expect(folder.verify(try shorterSlide(), record: .failed) == nil)
  }

  @Test func allModeAlwaysRecordsAndFails() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let transition = try sampleTransition()
    #expect(
      folder.verify(transition, record: .all)
        == "No reference was found on disk. Recorded: \(folder.reference.path). Run the test "
        + "again to compare against it.")
    #expect(
      folder.verify(transition, record: .all)
        == "Record mode is \"all\". Recorded: \(folder.reference.path). Turn record mode off and "
        + "run the test again to compare against it.")
    #expect(folder.verify(try shorterSlide(), record: .all)?.hasPrefix("Record mode is") == true)
    #expect(folder.verify(try shorterSlide()) == nil)
  }

  @Test func neverModeRecordsNothing() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    #expect(
      folder.verify(try sampleTransition(), record: .never)
        == "No reference was found on disk at \(folder.reference.path), and the record mode is "
        + "\"never\", so none was recorded.")
    #expect(!folder.exists(folder.reference))
    _ = folder.verify(try sampleTransition())
    #expect(folder.verify(try shorterSlide(), record: .never)?.hasPrefix("Frame dump") == true)
    #expect(folder.verify(try sampleTransition(), record: .never) == nil)
  }

  @Test func theScopedModeApplies() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    let shorter = try shorterSlide()
    let message = withTransitionSimTesting(record: .failed, artifactsDirectory: folder.artifacts) {
      verifyFrames(
        of: shorter, named: "fade", sampler: tenFPS, filePath: folder.testFile,
        testName: "testFades()")
    }
    #expect(message?.contains("Re-recorded:") == true)
  }

  /// A reference edited to hold numbers beyond a dump's range fails the comparison with the
  /// reference's line and column, and still writes the report: never a trap.
  @Test func aReferenceWithOutOfRangeNumbersFailsWithTheirLocation() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    let original = try String(contentsOf: folder.reference, encoding: .utf8)
    // (replaced, replacement, the number out of range in it, if any)
    let edits: [(String, String, String?)] = [
      (#""zIndex": 0"#, #""zIndex": 9223372036854775807"#, nil),
      (#""zIndex": 0"#, #""zIndex": 1e19"#, "1e19"),
      (#""time": 0.1,"#, #""time": -9e18,"#, "-9e18"),
      (#""alpha": 1"#, #""alpha": 1e300"#, "1e300"),
    ]
    for (index, (find, replace, outOfRange)) in edits.enumerated() {
      let range = try #require(original.range(of: find), "edit \(index)")
      try original.replacingCharacters(in: range, with: replace)
        .write(to: folder.reference, atomically: true, encoding: .utf8)
      let message = try #require(folder.verify(try sampleTransition()), "edit \(index)")
      #expect(message.hasPrefix("Frame dump \"fade\" does not match its reference."))
      guard let outOfRange else {
        #expect(message.contains("zIndex"), "edit \(index): \(message)")
        continue
      }
      let before = original[..<range.lowerBound]
      let line = before.filter { $0 == "\n" }.count + 1
      let lineStart = before.lastIndex(of: "\n").map { original.index(after: $0) }
      let number = try #require(replace.range(of: outOfRange)).lowerBound
      let column =
        original.distance(from: lineStart ?? original.startIndex, to: range.lowerBound)
        + replace.distance(from: replace.startIndex, to: number) + 1
      #expect(
        message.contains("\(folder.reference.path):\(line):\(column): "),
        "edit \(index): \(message)")
    }
  }

  @Test func dumpsAreNamedAfterTheTestFileTheFunctionAndTheName() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let transition = try sampleTransition()
    let message = withTransitionSimTesting(record: .missing, artifactsDirectory: folder.artifacts) {
      verifyFrames(
        of: transition, named: "a/b", filePath: folder.testFile, testName: "fades(item:)")
    }
    let expected = folder.root.appendingPathComponent("__Dumps__/SampleTests/fades.a-b.json")
    #expect(message?.contains("Recorded: \(expected.path).") == true)
  }
}
