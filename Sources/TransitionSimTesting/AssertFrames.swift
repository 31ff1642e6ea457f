import Foundation

//===--- verifyFrames(of:named:) -------------------------------------------------===//

/// Compares an animation's JSON frame dump with its golden reference: `nil` when they are the
/// same bytes, otherwise the failure message.
///
/// The reference is `__Dumps__/<TestFile>/<testName>.<name>.json` beside the test file. The
/// record mode (``TransitionSimTestingConfiguration``) decides what happens when it is missing
/// or differs:
/// - missing reference: recorded (except in ``TransitionSimTestingConfiguration/Record/never``
///   mode) and the test fails with "No reference was found on disk. Recorded: <path>. Run the
///   test again to compare against it.";
/// - ``TransitionSimTestingConfiguration/Record/all``: recorded again, and the test fails;
/// - a difference: the message gives the first divergent element and frame in words, then the
///   first differing lines, the path of the new dump, written to the artifacts directory, and
///   the path of an HTML report beside it (`<testName>.<name>.html`: reference and actual
///   playing side by side and overlaid, in step, with a scrubber, the differing elements
///   outlined, and each one's largest deviation per attribute with the frame where it happens);
///   an animated SVG of each side is written beside them (`….actual.animated.svg`,
///   `….reference.animated.svg`). ``TransitionSimTestingConfiguration/Record/failed`` also
///   records the new dump as the reference. A comparison that passes removes them all.
///
/// ```
/// Frame dump "delete" does not match its reference.
///
/// First difference (reference → actual): item B [0,1] at frame 7 (t = 0.117 s): alpha
/// 0.6481 → 0.9.
///
/// @@ −52,5 +52,5 @@
///  …
/// −      {"id": "B", …, "alpha": 0.6481, …},
/// +      {"id": "B", …, "alpha": 0.9, …},
///  …
/// (Reference: −, Actual: +)
///
/// Reference: /…/__Dumps__/FlowTests/testDelete.delete.json
/// Actual: /tmp/transition-sim-artifacts/FlowTests/testDelete.delete.json
/// Report: /tmp/transition-sim-artifacts/FlowTests/testDelete.delete.html
/// ```
///
/// - Parameters:
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - name: The dump's name, unique within the test.
///   - sampler: The frame rate (see ``TestableAnimation``).
///   - record: The record mode, or `nil` for the configured one.
///   - filePath: The test file's path, which locates the `__Dumps__` folder.
///   - testName: The test function's name; parameters are dropped.
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f* · *n*) for *f* frames of *n* views.
public func verifyFrames(
  of animation: some TestableAnimation, named name: String, sampler: FrameSampler? = nil,
  record: TransitionSimTestingConfiguration.Record? = nil, filePath: String = #filePath,
  testName: String = #function
) -> String? {
  compareFrames(
    of: animation, named: name, sampler: sampler, record: record, filePath: filePath,
    testName: testName
  ).message
}

/// The outcome of comparing a frame dump with its reference: the failure message, if any, and
/// the files to attach to the failing test.
struct FrameComparison {
  /// `nil` when the dump matches.
  var message: String?
  /// The report, the actual dump and both animated pictures, when they were written.
  var attachments: [URL] = []
}

/// ``verifyFrames(of:named:sampler:record:filePath:testName:)``, with the files to attach.
///
/// - Complexity: O(*f* · *n*) for *f* frames of *n* views.
func compareFrames(
  of animation: some TestableAnimation, named name: String, sampler: FrameSampler?,
  record: TransitionSimTestingConfiguration.Record?, filePath: String, testName: String
) -> FrameComparison {
  var attachments: [URL] = []
  let message = verifying {
    let mode = try TransitionSimTestingConfiguration.record(explicit: record)
    let location = FrameDumpLocation(
      filePath: filePath, testName: testName, name: name,
      artifactsDirectory: TransitionSimTestingConfiguration.artifactsDirectory())
    let artifacts = FailureArtifacts(artifact: location.artifact)
    artifacts.remove()
    let probe = try FrameProbe(animation, sampler: sampler)
    let header = animation.frameDumpHeader(named: name, frames: probe.frames)
    let actual = try GoldenFile.writeDump(
      header: header, frames: probe.frames, to: location.artifact)
    let referencePath = location.reference.path
    let artifactPath = location.artifact.path

    guard FileManager.default.fileExists(atPath: referencePath) else {
      if mode == .never {
        return "No reference was found on disk at \(referencePath), and the record mode is "
          + "\"never\", so none was recorded."
      }
      try GoldenFile.write(actual, to: location.reference)
      GoldenFile.remove(location.artifact)
      return "No reference was found on disk. Recorded: \(referencePath). Run the test again to "
        + "compare against it."
    }
    if mode == .all {
      try GoldenFile.write(actual, to: location.reference)
      GoldenFile.remove(location.artifact)
      return "Record mode is \"all\". Recorded: \(referencePath). Turn record mode off and run "
        + "the test again to compare against it."
    }
    let reference = try GoldenFile.read(location.reference)
    guard reference != actual else {
      GoldenFile.remove(location.artifact)
      return nil
    }

    var message = "Frame dump \"\(name)\" does not match its reference.\n\n"
    let dumps = FrameDumpPair.read(
      reference: reference, referencePath: referencePath, actual: actual,
      actualPath: artifactPath, wording: GoldenFile.wording, failure: VerificationFailure.init)
    message += GoldenFile.semanticDifference(dumps)
    if let hunk = LineDiff.firstHunk(
      old: GoldenFile.lines(reference), new: GoldenFile.lines(actual), oldLabel: "Reference",
      newLabel: "Actual")
    {
      message += "\n\n" + hunk
    }
    var files = "Actual: \(artifactPath)"
    attachments = [location.artifact]
    switch dumps {
    case .success(let read):
      do {
        try artifacts.write(dumps: read, frames: probe.frames, header: header)
        files += "\nReport: \(artifacts.report.path)"
        attachments = [
          artifacts.report, location.artifact, artifacts.actualPicture,
          artifacts.referencePicture,
        ]
      } catch let failure as VerificationFailure {
        files += "\n" + failure.message
      }
    case .failure:
      // Why is said above, where the difference would be.
      files += "\nNo report was written."
    }
    if mode == .failed {
      try GoldenFile.write(actual, to: location.reference)
      return message + "\n\nRe-recorded: \(referencePath). Run the test again to compare against "
        + "it.\n" + files
    }
    return message + "\n\nReference: \(referencePath)\n" + files
  }
  return FrameComparison(message: message, attachments: message == nil ? [] : attachments)
}

/// Fails the running test (XCTest or Swift Testing) unless the animation's frame dump matches
/// its golden reference, recording it as the record mode says
/// (``verifyFrames(of:named:sampler:record:filePath:testName:)``).
///
/// On a difference, the report, the actual dump and the animated SVG of each side are attached
/// to the failing test: as Swift Testing attachments (`swift test --attachments-path DIR` saves
/// them), or as `XCTAttachment`s under XCTest on Apple platforms. Under swift-corelibs-xctest,
/// which has no attachments, the message gives their paths.
///
/// ```swift
/// func testDeleteFades() throws {
///   assertFrames(of: try view.performBatchUpdates { try view.deleteItems(at: [path]) },
///                named: "delete")
/// }
/// ```
///
/// - Parameters:
///   - animation: The animation; an error it throws fails the test.
///   - name: The dump's name, unique within the test.
///   - sampler: The frame rate.
///   - record: The record mode, or `nil` for the configured one.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The test file's path, which locates the `__Dumps__` folder; the caller's by
///     default.
///   - testName: The test function's name; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertFrames<Animation: TestableAnimation>(
  of animation: @autoclosure () throws -> Animation, named name: String,
  sampler: FrameSampler? = nil, record: TransitionSimTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  reportFrames(
    animation, named: name, sampler: sampler, record: record, testName: testName,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Evaluates `animation`, compares its frame dump with the reference, and records the failure
/// with its artefacts attached, if any.
private func reportFrames<Animation: TestableAnimation>(
  _ animation: () throws -> Animation, named name: String, sampler: FrameSampler?,
  record: TransitionSimTestingConfiguration.Record?, testName: String, fileID: StaticString,
  filePath: StaticString, line: UInt, column: UInt
) {
  var attachments: [URL] = []
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    let comparison = compareFrames(
      of: $0, named: name, sampler: sampler, record: record, filePath: "\(filePath)",
      testName: testName)
    attachments = comparison.attachments
    return comparison.message
  }
  guard !attachments.isEmpty else { return }
  attachFiles(attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

//===--- Files --------------------------------------------------------------------===//

/// Reading and writing golden files; every I/O error becomes a ``VerificationFailure`` naming
/// the file.
enum GoldenFile {
  /// Writes the JSON dump to `url` atomically and returns its bytes.
  static func writeDump(
    header: FrameDumpHeader, frames: FrameSequence, to url: URL
  ) throws(VerificationFailure) -> Data {
    try makeDirectory(for: url)
    do {
      try OutputFile.write(to: url) {
        try FrameDumpJSON.write(header: header, frames: frames, to: $0)
      }
    } catch {
      throw VerificationFailure("The frame dump could not be written to \(url.path): \(error)")
    }
    return try read(url)
  }

  /// Writes `data` to `url` atomically, creating its folder.
  static func write(_ data: Data, to url: URL) throws(VerificationFailure) {
    try makeDirectory(for: url)
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw VerificationFailure("The reference could not be written to \(url.path): \(error)")
    }
  }

  /// The bytes of the file at `url`.
  static func read(_ url: URL) throws(VerificationFailure) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw VerificationFailure("\(url.path) could not be read: \(error)")
    }
  }

  /// Removes the file at `url`, if any.
  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }

  private static func makeDirectory(for url: URL) throws(VerificationFailure) {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw VerificationFailure("The folder \(directory.path) could not be created: \(error)")
    }
  }

  /// The lines of a text file.
  static func lines(_ data: Data) -> [Substring] {
    String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// How the messages of ``FrameDumpPair`` name the reference and the actual dump: sentences.
  static let wording = FrameDumpPair.Wording(
    reference: "The reference", actual: "The new dump", ending: ".")

  /// The first divergent element and frame, in words (``FrameDumpDiff``), or why the dumps could
  /// not be compared.
  ///
  /// - Complexity: O(size of the dumps).
  static func semanticDifference(_ dumps: Result<FrameDumpPair, VerificationFailure>) -> String {
    let read: FrameDumpPair
    switch dumps {
    case .success(let pair): read = pair
    case .failure(let failure): return failure.message
    }
    guard let difference = FrameDumpDiff.firstDifference(read.reference, read.actual, tolerance: 0)
    else {
      return "The frames agree element by element; the dumps differ where the semantic diff "
        + "does not look (the header's duration, frame count or steps, or an element's center "
        + "or size)."
    }
    return "First difference (reference → actual): \(difference)"
      + (difference.hasSuffix(".") ? "" : ".")
  }
}
