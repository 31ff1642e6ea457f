import Foundation
import Testing
import XCTest

@testable import TransitionSimTesting

/// The record mode of the attachment tests, whose reference is committed under `__Dumps__`.
private let committedReference = TransitionSimTestingConfiguration.Record.never

/// The artefacts of the dump `fade` of `testFades()` in a golden folder.
private func artefacts(_ folder: GoldenFolder) -> (report: URL, actual: URL, reference: URL) {
  let base = folder.artifact.deletingPathExtension().path
  return (
    URL(fileURLWithPath: base + ".html"), URL(fileURLWithPath: base + ".actual.animated.svg"),
    URL(fileURLWithPath: base + ".reference.animated.svg")
  )
}

@Suite struct FailureArtifactsTests {
  @Test func aDifferenceWritesAReportThatFlagsExactlyTheChangedElement() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    let message = try #require(folder.verify(try shorterSlide()))
    let files = artefacts(folder)
    #expect(message.hasSuffix("\nReport: \(files.report.path)"))
    let html = try String(contentsOf: files.report, encoding: .utf8)
    // Only A changed: it ends at x 90 instead of 100 over one linear second sampled at 10 fps,
    // so its frame's x differs by 1 pt a frame, most (10) at the last frame, 10. Its width,
    // height, alpha and the other elements are the same.
    #expect(html.components(separatedBy: "<tr class=\"differs\">").count - 1 == 1)
    #expect(html.contains("\"differing\": [\"A\"]"))
    #expect(html.contains("<td>A</td>") && html.contains("<td>10 at frame 10</td>"))
    for other in ["B", "C", "D"] { #expect(!html.contains("<td>\(other)</td>")) }
    // Each side's animated picture moves A's center from x 0 to where its dump ends: 100 in
    // the reference, 90 in the actual dump (held for the loop's pause at each end).
    let actual = try String(contentsOf: files.actual, encoding: .utf8)
    let reference = try String(contentsOf: files.reference, encoding: .utf8)
    #expect(actual.hasPrefix("<svg") || actual.hasPrefix("<?xml"))
    #expect(actual.contains("data-id=\"A\"") && reference.contains("data-id=\"A\""))
    #expect(actual.contains("values=\"0 5;0 5;90 5;90 5\""))
    #expect(reference.contains("values=\"0 5;0 5;100 5;100 5\""))
    #expect(actual.contains("<title>fade (actual), animated</title>"))
    #expect(reference.contains("<title>fade (reference), animated</title>"))
  }

  @Test func aPassingComparisonRemovesTheArtefactsOfAnEarlierFailure() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    _ = folder.verify(try shorterSlide())
    let files = artefacts(folder)
    #expect(folder.exists(files.report) && folder.exists(files.actual))
    #expect(folder.verify(try sampleTransition()) == nil)
    for file in [folder.artifact, files.report, files.actual, files.reference] {
      #expect(!folder.exists(file), "\(file.lastPathComponent)")
    }
  }

  @Test func anUnreadableReferenceFailsWithoutAReport() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    _ = folder.verify(try sampleTransition())
    try Data("{\"format\": \"something else\"}\n".utf8).write(to: folder.reference)
    let message = try #require(folder.verify(try sampleTransition()))
    #expect(message.contains("\nActual: \(folder.artifact.path)\nNo report was written."))
    // Why, once: where the difference would be.
    #expect(
      message.components(separatedBy: "The reference is not a frame dump this version can read")
        .count == 2)
    #expect(!folder.exists(artefacts(folder).report))
  }

  @Test func expectFramesAttachesTheReportTheDumpAndBothPictures() throws {
    let artifacts = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let log = AttachmentLog()
    let matching = try sampleTransition()
    let different = try shorterSlide()
    AttachmentLog.$current.withValue(log) {
      withTransitionSimTesting(artifactsDirectory: artifacts) {
        assertFrames(of: matching, named: "fade", sampler: tenFPS, record: committedReference)
        #expect(log.files.isEmpty, "a matching dump attaches nothing")
        withKnownIssue {
          assertFrames(of: different, named: "fade", sampler: tenFPS, record: committedReference)
        }
      }
    }
    let base = artifacts.appendingPathComponent(
      "FailureArtifactsTests/expectFramesAttachesTheReportTheDumpAndBothPictures.fade")
    #expect(
      log.files.map(\.path) == [
        base.path + ".html", base.path + ".json", base.path + ".actual.animated.svg",
        base.path + ".reference.animated.svg",
      ])
    for file in log.files {
      #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)")
    }
  }
}

final class FailureArtifactsXCTests: FailureCapturingTestCase {
  func testAssertFramesNamesTheReportAndAttachesIt() throws {
    let artifacts = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let log = AttachmentLog()
    let matching = try sampleTransition()
    let different = try shorterSlide()
    let recorded: [Failure] = AttachmentLog.$current.withValue(log) {
      withTransitionSimTesting(artifactsDirectory: artifacts) {
        self.failures {
          assertFrames(of: matching, named: "fade", sampler: tenFPS, record: committedReference)
          assertFrames(of: different, named: "fade", sampler: tenFPS, record: committedReference)
        }
      }
    }
    let report = artifacts.appendingPathComponent(
      "FailureArtifactsTests/testAssertFramesNamesTheReportAndAttachesIt.fade.html")
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.message.contains("\nReport: \(report.path)") == true)
    XCTAssertEqual(log.files.first, report)
    XCTAssertEqual(log.files.count, 4)
  }
}
