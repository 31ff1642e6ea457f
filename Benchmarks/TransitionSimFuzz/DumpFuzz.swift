import Foundation
import TransitionSim
import TransitionSimCLI
import TransitionSimLayouts
import TransitionSimTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--dumps`: mutated golden dumps through every reader of a dump, in process — `check --golden
/// --artifacts` (the comparison, the HTML report and the animated SVGs of both sides), `diff` in
/// text and HTML, and the testing library's `verifyFrames` with the mutation as its reference.
///
/// Each must end in a verdict or a message: an exit status of 0 or 1 (64 for `diff`'s usage
/// errors), never a trap.
struct DumpFuzz {
  /// The scenarios whose replays are mutated: a flow batch, a compositional layout with
  /// supplementary and decoration views, and the circle layout's 3D transforms.
  static let scenarios = [
    #"{"version": 1, "name": "flow", "viewport": {"width": 200, "height": 200}, "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40}, "headerReferenceSize": {"width": 0, "height": 20}}, "data": [["A", "B", "C", "D"], ["E", "F"]], "animation": {"fps": 20}, "steps": [{"batch": {"deleteItems": [[0, 1]], "insertItems": [{"at": [1, 0], "id": "N"}], "moveItem": [{"from": [0, 3], "to": [0, 0]}]}}]}"#,
    #"{"version": 1, "name": "compositional", "viewport": {"width": 200, "height": 300}, "layout": {"type": "compositional", "sections": {"contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4}, "decorationItems": [{"elementKind": "bg"}], "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}}}], "group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}, "count": 2}}}}, "data": [5, 3], "animation": {"fps": 20}, "steps": [{"batch": {"deleteSections": [0]}}]}"#,
    #"{"version": 1, "name": "circle", "viewport": {"width": 300, "height": 300}, "layout": {"type": "circle"}, "data": [6], "animation": {"fps": 20}, "steps": [{"batch": {"deleteItems": [[0, 2]]}}]}"#,
  ]

  /// Values that replace a number: out of every range a dump has, at its edges, and of the
  /// wrong type.
  static let replacements = [
    "9223372036854775807", "-9223372036854775808", "9e18", "-9e18", "1e300", "-1e300", "1e16",
    "1e15", "-1e15", "1000000001", "-1", "-0", "0.5", "1e-300", "9007199254740993", "\"x\"",
    "null", "[]", "{}", "[1e19, 1e19]",
  ]

  let folder: URL
  /// Each scenario's file, its replay's dump as text, and its run (for `verifyFrames`).
  private var cases: [(scenario: String, golden: String, run: ScenarioRun)] = []

  /// Writes the scenarios into `folder` and replays them.
  init(folder: URL) throws {
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, text) in Self.scenarios.enumerated() {
      let file = folder.appendingPathComponent("scenario\(index).json")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let scenario = try Scenario(json: Data(text.utf8), file: file.path)
      let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
      let dump = folder.appendingPathComponent("original\(index).json")
      let status = Self.silently {
        TransitionSimCommandLine.run(["replay", file.path, "-q", "-o", dump.path])
      }
      guard status == 0 else { throw RuntimeFailure("the replay of scenario \(index) failed") }
      cases.append((file.path, try String(contentsOf: dump, encoding: .utf8), run))
    }
    setenv(
      TransitionSimTestingConfiguration.artifactsVariable,
      folder.appendingPathComponent("artifacts").path, 1)
  }

  struct RuntimeFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Runs `body` with standard output and standard error sent to /dev/null.
  static func silently<Result>(_ body: () -> Result) -> Result {
    fflush(nil)  // every C stream, standard output's buffer among them
    let savedOut = dup(1)
    let savedError = dup(2)
    let null = open("/dev/null", O_WRONLY)
    dup2(null, 1)
    dup2(null, 2)
    let result = body()
    fflush(nil)
    dup2(savedOut, 1)
    dup2(savedError, 2)
    close(null)
    close(savedOut)
    close(savedError)
    return result
  }

  /// The golden `text` mutated: a number replaced, a byte changed, the text cut, a line
  /// repeated or dropped, or a key renamed.
  static func mutate(_ text: String, _ generator: inout SeededGenerator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch generator.next() % 7 {
    case 6:
      // A number of a member the readers convert: the first number after one occurrence of it.
      let keys = [
        "zIndex", "time", "size", "frame", "center", "alpha", "transform", "contentOffset",
        "contentSize", "indexPath", "index", "fps", "duration", "frameCount", "start",
        "viewport",
      ]
      let key = "\"" + keys[Int(generator.next() % UInt64(keys.count))] + "\": "
      let places = text.ranges(of: key)
      guard !places.isEmpty else { return text }
      let after = places[Int(generator.next() % UInt64(places.count))].upperBound
      guard let number = text[after...].firstRange(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)
      else { return text }
      var mutated = text
      mutated.replaceSubrange(
        number, with: replacements[Int(generator.next() % UInt64(replacements.count))])
      return mutated
    case 0, 1:
      let numbers = text.ranges(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)
      guard !numbers.isEmpty else { return text }
      var mutated = text
      let value = replacements[Int(generator.next() % UInt64(replacements.count))]
      mutated.replaceSubrange(numbers[Int(generator.next() % UInt64(numbers.count))], with: value)
      return mutated
    case 2:
      var bytes = Array(text.utf8)
      bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(
        truncatingIfNeeded: generator.next())
      return String(decoding: bytes, as: UTF8.self)
    case 3: return String(text.prefix(Int(generator.next() % UInt64(text.count))))
    case 4:
      let line = Int(generator.next() % UInt64(lines.count))
      if generator.next() % 2 == 0 {
        lines.insert(lines[line], at: line)
      } else {
        lines.remove(at: line)
      }
      return lines.joined(separator: "\n")
    default:
      let keys = [
        "\"frames\"", "\"elements\"", "\"indexPath\"", "\"index\"", "\"zIndex\"", "\"time\"",
        "\"size\"", "\"transform\"", "\"change\"", "\"category\"",
      ]
      return text.replacingOccurrences(
        of: keys[Int(generator.next() % UInt64(keys.count))], with: "\"renamed\"")
    }
  }

  /// One case: a mutated golden through every reader; a description of what went wrong, or
  /// `nil`.
  func check(_ index: Int, _ generator: inout SeededGenerator) -> String? {
    let which = Int(generator.next() % UInt64(cases.count))
    let (scenario, original, run) = cases[which]
    let mutated = Self.mutate(original, &generator)
    let golden = folder.appendingPathComponent("gold\(which)")
    let name = ["flow", "compositional", "circle"][which]
    let artifacts = folder.appendingPathComponent("art")
    let reference = folder.appendingPathComponent("refs/__Dumps__/Fuzz/fuzz.\(name).json")
    do {
      try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
      try mutated.write(
        to: golden.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try mutated.write(to: reference, atomically: true, encoding: .utf8)
    } catch {
      return "cannot write the mutation: \(error)"
    }
    let mutation = golden.appendingPathComponent("\(name).json").path
    // Kept until the next case: what a crash (whose message goes where the readers' output
    // goes) leaves to reproduce it.
    try? "case \(index): the mutated \(name) dump is \(mutation)\n".write(
      to: folder.appendingPathComponent("current-case.txt"), atomically: true, encoding: .utf8)
    let runs: [(arguments: [String], allowed: Set<Int32>)] = [
      (
        [
          "check", scenario, "--golden", golden.path, "--record", "never", "--artifacts",
          artifacts.path, "-q", "-j", "1",
        ], [0, 1]
      ),
      (["diff", mutation, folder.appendingPathComponent("original\(which).json").path], [0, 1]),
      (
        [
          "diff", mutation, mutation, "--format", "html", "-o",
          folder.appendingPathComponent("report.html").path,
        ], [0, 1]
      ),
    ]
    for (arguments, allowed) in runs {
      let status = Self.silently { TransitionSimCommandLine.run(arguments) }
      guard allowed.contains(status) else {
        return "\(arguments.first ?? "") exited \(status) on a mutated \(name) dump"
      }
    }
    // The testing library reads the mutation as the reference of a golden test (never
    // recording), and writes its failure artefacts.
    _ = verifyFrames(
      of: run, named: name, record: .never,
      filePath: folder.appendingPathComponent("refs/Fuzz.swift").path, testName: "fuzz()")
    return nil
  }
}
