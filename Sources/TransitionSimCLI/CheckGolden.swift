import Foundation
import TransitionSim

/// When `check --golden` writes a golden dump: the record modes of `TransitionSimTesting`'s
/// `TransitionSimTestingConfiguration.Record`, with the same meaning.
enum GoldenRecordMode: String, CaseIterable, Sendable {
  /// Records a dump that has no golden (the scenario fails once); the default.
  case missing
  /// Records every dump, replacing goldens, and fails so that the mode is not left on.
  case all
  /// Records a dump that has no golden or does not match it (the scenario still fails).
  case failed
  /// Never records: a missing golden is a failure.
  case never
}

/// `check --golden DIR`: each scenario's frame dump is compared with `DIR/<name>.json`, the file
/// `transition-sim replay <scenario> -o DIR/<name>.json` writes, and recorded as the mode says.
struct GoldenFolder: Sendable {
  /// The folder, as given.
  var folder: String
  /// The record mode.
  var record: GoldenRecordMode
  /// Where the artefacts of a mismatch go (`--artifacts`), if anywhere.
  var artifacts: CheckArtifacts?

  /// The golden of the scenario named `name` (a name ``OutputFileName`` accepts), under the
  /// folder as given (`Goldens/flow-grid-batch.json`), so messages name it as the user did.
  func path(for name: String) -> String {
    (folder.hasSuffix("/") ? folder : folder + "/") + name + ".json"
  }

  /// Where an entry's `name` is written: `path:line:column`, or the path when unknown.
  private func place(_ entry: CheckEntry) -> String {
    entry.scenario?.nameLocation(in: entry.path) ?? entry.path
  }

  /// Gives each entry whose name cannot name a golden file in the folder, or names the same file
  /// as an earlier entry, or whose golden would be an input scenario, a problem; they do not
  /// run, so no two jobs write one file and no golden lands outside the folder.
  ///
  /// - Complexity: O(*n*) in the entries, with a `stat(2)` for each.
  func refuseUnusableNames(_ entries: inout [CheckEntry], inputs: ReplayOutputPlan) {
    var owners: [String: Int] = [:]
    for index in entries.indices where entries[index].problem == nil {
      let entry = entries[index]
      if let problem = OutputFileName.problem(with: entry.name) {
        entries[index].problem = (
          "\(place(entry)): name: the scenario's \"name\" \(String(reflecting: entry.name)) "
            + "\(problem), "
            + "so it cannot name a golden in \(folder); rename the scenario (one file name: not "
            + "empty, not starting with a dot, no \"/\", \"\\\" or control characters)",
          false
        )
      } else if let owner = owners.updateValue(
        index, forKey: OutputFileName.collisionKey(entry.name))
      {
        entries[index].problem = (
          "\(place(entry)): name: the scenario's \"name\" \(String(reflecting: entry.name)) "
            + "names the "
            + "same golden in \(folder) as the scenario \(entries[owner].path) (named "
            + "\(String(reflecting: entries[owner].name))); rename one of them",
          false
        )
      } else {
        do {
          try inputs.checkNotInput(path(for: entry.name))
        } catch {
          entries[index].problem = ("\(entry.path): the golden \(error)", false)
        }
      }
    }
  }

  /// Compares the frame dump of `run` (the bytes `replay` writes as JSON) with its golden, and
  /// records it as ``record`` says.
  ///
  /// - Returns: `nil` when it matches, otherwise the failure, starting with `path`, the
  ///   artefacts written for it (``CheckArtifacts``; none unless the replay differs from its
  ///   golden and `--artifacts` is given), and whether it recorded the golden.
  /// - Throws: When the dump cannot be made or a golden cannot be read or written.
  /// - Complexity: O(size of the dump).
  func verify(
    _ run: ScenarioRun, path: String
  ) throws -> (failure: String, artifacts: [String], recorded: Bool)? {
    let golden = self.path(for: run.scenario.name)
    let actual = try Self.dump(run, path: path)
    guard FileManager.default.fileExists(atPath: golden) else {
      if record == .never {
        return (
          "\(path): no golden at \(golden), and the record mode is \"never\", so none was "
            + "recorded", [], false
        )
      }
      try Self.write(actual, to: golden)
      return (
        "\(path): no golden was at \(golden); recorded it. Run again to compare against it", [],
        true
      )
    }
    if record == .all {
      try Self.write(actual, to: golden)
      return (
        "\(path): the record mode is \"all\"; recorded \(golden). Run again without "
          + "--record all to compare against it", [], true
      )
    }
    let reference: Data
    do {
      reference = try Data(contentsOf: URL(fileURLWithPath: golden))
    } catch {
      throw RuntimeError(
        description: "\(path): the golden \(golden): \(FileSystemMessage.whyUnreadable(golden))")
    }
    guard reference != Data(actual) else { return nil }
    let dumps = FrameDumpPair.read(
      reference: reference, referencePath: golden, actual: Data(actual), actualPath: "the replay",
      wording: Self.wording, failure: { RuntimeError(description: $0) })
    var message =
      "\(path): the replay does not match its golden \(golden): " + Self.difference(dumps)
    var written: [String] = []
    if let artifacts {
      switch dumps {
      case .success(let read):
        do {
          written = try artifacts.write(name: run.scenario.name, dumps: read, actual: actual)
          message +=
            ". Report: \(written[0]) (the replay's dump \(written[1]) and animated SVGs of both "
            + "beside it)"
        } catch {
          message += ". No artefacts were written: \(error)"
        }
      case .failure:
        message += ". No artefacts were written"  // why is said above
      }
    }
    if record == .failed {
      try Self.write(actual, to: golden)
      message += ". Re-recorded \(golden); run again to compare against it"
    }
    return (message, written, record == .failed)
  }

  /// How the messages of ``FrameDumpPair`` name the golden and the replay: clauses, after the
  /// scenario's path.
  static let wording = FrameDumpPair.Wording(
    reference: "the golden", actual: "the replay's dump", ending: "")

  /// The first divergence between the golden and the replay, in the words of
  /// `transition-sim diff` (``FrameDumpDiff``), or why they could not be compared.
  ///
  /// - Complexity: O(size of the dumps).
  static func difference(_ dumps: Result<FrameDumpPair, RuntimeError>) -> String {
    let read: FrameDumpPair
    switch dumps {
    case .success(let pair): read = pair
    case .failure(let failure): return failure.description
    }
    guard let difference = FrameDumpDiff.firstDifference(read.reference, read.actual, tolerance: 0)
    else {
      return "the frames agree element by element; the dumps differ where the diff does not look "
        + "(the header's duration, frame count or steps, or an element's center or size)"
    }
    return "first difference (golden → replay): \(difference)"
  }

  /// The bytes `transition-sim replay` writes for `run` as JSON.
  ///
  /// - Complexity: O(size of the dump).
  static func dump(_ run: ScenarioRun, path: String) throws -> [UInt8] {
    let frames = try run.frames(fps: nil)
    try ReplayCommand.checkLimits(run: run, frames: frames, path: path)
    let bytes = ByteCollector()
    let file = OutputFile { bytes.append($0) }
    try FrameDumpJSON.write(
      header: FrameDumpHeader(run: run, frames: frames), frames: frames, to: file)
    try file.commit()
    return bytes.bytes
  }

  /// Writes `bytes` to `path` atomically (``OutputFile``): a failed write leaves the previous
  /// golden as it was.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try OutputFile.write(to: URL(fileURLWithPath: path)) { try $0.write(bytes) }
  }
}

/// Bytes gathered from an ``OutputFile``'s consumer.
final class ByteCollector {
  private(set) var bytes: [UInt8] = []

  func append(_ chunk: [UInt8]) { bytes.append(contentsOf: chunk) }
}
