import Foundation
import TransitionSim

/// `check --golden DIR --artifacts OUT`: for each scenario whose replay does not match its
/// golden, the files that show why, in `OUT`.
///
/// - `<name>.html`: the report of `transition-sim diff --format html` (golden and replay side by
///   side and overlaid, in step, with a scrubber; the differing elements outlined; each one's
///   largest deviation per attribute with its frame);
/// - `<name>.actual.json`: the replay's frame dump;
/// - `<name>.actual.animated.svg` and `<name>.golden.animated.svg`: each side as an animated SVG.
///
/// A scenario that matches writes nothing. Files are written atomically.
struct CheckArtifacts: Sendable {
  /// The folder, as given.
  var folder: String

  /// The artefacts of the scenario named `name`, the report first, named under the folder as
  /// given.
  func paths(for name: String) -> [String] {
    let base = (folder.hasSuffix("/") ? folder : folder + "/") + name
    return [
      base + ".html", base + ".actual.json", base + ".actual.animated.svg",
      base + ".golden.animated.svg",
    ]
  }

  /// Refuses a folder that is the golden folder itself (an artefact must never replace a
  /// golden), and gives each entry whose artefact would be an input scenario a problem.
  ///
  /// - Throws: `RuntimeError` when the folders are one.
  /// - Complexity: O(*n*) in the entries, with four `stat(2)` calls for each.
  func refuseUnusable(
    _ entries: inout [CheckEntry], golden: GoldenFolder, inputs: ReplayOutputPlan
  ) throws {
    if Self.sameFolder(folder, golden.folder) {
      throw RuntimeError(
        description: "\(folder): --artifacts is the --golden folder; give the artefacts a "
          + "folder of their own so that no artefact can replace a golden")
    }
    for index in entries.indices where entries[index].problem == nil {
      for path in paths(for: entries[index].name) {
        do {
          try inputs.checkNotInput(path)
        } catch {
          entries[index].problem = ("\(entries[index].path): the artefact \(error)", false)
          break
        }
      }
    }
  }

  /// Writes the artefacts of a replay that does not match its golden.
  ///
  /// - Parameters:
  ///   - name: The scenario's name.
  ///   - dumps: The golden (its reference) and the replay (its actual dump), read back
  ///     (``FrameDumpPair/read(reference:referencePath:actual:actualPath:wording:failure:)``).
  ///   - actual: The replay's dump, as written.
  /// - Returns: The paths written, the report first.
  /// - Throws: `RuntimeError` naming the file that could not be written, or `OutputError` when
  ///   a dump's frames cannot be read.
  /// - Complexity: O(size of the dumps).
  func write(
    name: String, dumps: FrameDumpPair, actual: [UInt8]
  ) throws -> [String] {
    let paths = paths(for: name)
    let (goldenDump, actualDump) = (dumps.reference, dumps.actual)
    try FileSystemMessage.createFolders(folder)
    try OutputFile.write(to: URL(fileURLWithPath: paths[0])) {
      try $0.write(
        FrameDumpDiffReport.html(reference: goldenDump, actual: actualDump, tolerance: 0))
    }
    try OutputFile.write(to: URL(fileURLWithPath: paths[1])) { try $0.write(actual) }
    try OutputFile.write(to: URL(fileURLWithPath: paths[2])) {
      try AnimatedSVGExport.write(
        frames: try actualDump.decodedFrames(), scenario: name + " (replay)",
        viewport: actualDump.viewport, to: $0)
    }
    try OutputFile.write(to: URL(fileURLWithPath: paths[3])) {
      try AnimatedSVGExport.write(
        frames: try goldenDump.decodedFrames(), scenario: name + " (golden)",
        viewport: goldenDump.viewport, to: $0)
    }
    return paths
  }

  /// Whether two folder paths name one folder: the same device and inode when both exist, the
  /// same standardized absolute path otherwise.
  private static func sameFolder(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    if stat(a, &first) == 0, stat(b, &second) == 0 {
      return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
    return URL(fileURLWithPath: a).standardizedFileURL.path
      == URL(fileURLWithPath: b).standardizedFileURL.path
  }
}
