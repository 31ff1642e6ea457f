import Foundation

/// The files that show why a frame dump differs from its reference, written beside the actual
/// dump in the artifacts directory.
///
/// - `<test>.<name>.html`: the ``FrameDumpDiffReport`` of the reference and the actual dump —
///   both playing side by side and overlaid, in step, with a scrubber, the differing elements
///   outlined, and each one's largest deviation per attribute with its frame;
/// - `<test>.<name>.actual.animated.svg` and `<test>.<name>.reference.animated.svg`: each side as
///   an ``AnimatedSVGExport``, which plays in any browser or image viewer.
///
/// The actual dump itself is `<test>.<name>.json` (``FrameDumpLocation/artifact``).
struct FailureArtifacts {
  /// The report's location.
  var report: URL
  /// The actual dump's animated picture.
  var actualPicture: URL
  /// The reference's animated picture.
  var referencePicture: URL

  /// The artefacts that go with the actual dump at `artifact` (its `.json` replaced).
  init(artifact: URL) {
    let base = artifact.deletingPathExtension()
    let name = base.lastPathComponent
    let folder = base.deletingLastPathComponent()
    report = folder.appendingPathComponent(name + ".html")
    actualPicture = folder.appendingPathComponent(name + ".actual.animated.svg")
    referencePicture = folder.appendingPathComponent(name + ".reference.animated.svg")
  }

  /// Every artefact file, the report first.
  var files: [URL] { [report, actualPicture, referencePicture] }

  /// Writes the report and both pictures.
  ///
  /// - Parameters:
  ///   - dumps: The reference and the actual dump, read back
  ///     (``FrameDumpPair/read(reference:referencePath:actual:actualPath:wording:failure:)``).
  ///   - frames: The actual frames, as sampled.
  ///   - header: The actual dump's header (its scenario name and viewport).
  /// - Throws: ``VerificationFailure`` naming the file that could not be written, or the
  ///   reference whose frames could not be read; files written before the failure are removed.
  /// - Complexity: O(*f* · *n*) for *f* frames of *n* views.
  func write(
    dumps: FrameDumpPair, frames: FrameSequence, header: FrameDumpHeader
  ) throws(VerificationFailure) {
    let (referenceDump, actualDump) = (dumps.reference, dumps.actual)
    let referenceFrames: [Frame]
    do {
      referenceFrames = try referenceDump.decodedFrames()
    } catch {
      throw VerificationFailure("No report was written: \(error)")
    }
    do {
      try OutputFile.write(to: report) { output in
        try output.write(
          FrameDumpDiffReport.html(reference: referenceDump, actual: actualDump, tolerance: 0))
      }
      try OutputFile.write(to: actualPicture) { output in
        try AnimatedSVGExport.write(
          frames: frames, scenario: header.scenario + " (actual)", viewport: header.viewport,
          to: output)
      }
      try OutputFile.write(to: referencePicture) { output in
        try AnimatedSVGExport.write(
          frames: referenceFrames, scenario: referenceDump.scenarioName + " (reference)",
          viewport: referenceDump.viewport, to: output)
      }
    } catch {
      remove()
      throw VerificationFailure("No report was written: \(error)")
    }
  }

  /// Removes the artefacts, if any (a passing comparison leaves none behind).
  func remove() {
    for file in files { GoldenFile.remove(file) }
  }
}
