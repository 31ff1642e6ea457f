import Foundation

/// Where a golden frame dump and its failing copy live.
///
/// The reference is `__Dumps__/<TestFile>/<testName>.<name>.json` in the test file's folder, as
/// swift-snapshot-testing keeps `__Snapshots__` (style-anchors practice 12); the failing copy is
/// `<TestFile>/<testName>.<name>.json` in the artifacts directory.
struct FrameDumpLocation {
  /// The reference dump.
  var reference: URL
  /// Where the dump just made is written.
  var artifact: URL

  /// The locations for the dump `name` of test `testName` in the file at `filePath`.
  ///
  /// - Parameters:
  ///   - filePath: The test file's path (`#filePath`).
  ///   - testName: The test function (`#function`); its parameters are dropped.
  ///   - name: The dump's name within the test.
  ///   - artifactsDirectory: The root of the failing copies.
  init(filePath: String, testName: String, name: String, artifactsDirectory: URL) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = Self.component(file.deletingPathExtension().lastPathComponent)
    let fileName = "\(Self.component(Self.functionName(testName))).\(Self.component(name)).json"
    reference = file.deletingLastPathComponent()
      .appendingPathComponent("__Dumps__", isDirectory: true)
      .appendingPathComponent(testFile, isDirectory: true)
      .appendingPathComponent(fileName)
    artifact = artifactsDirectory.appendingPathComponent(testFile, isDirectory: true)
      .appendingPathComponent(fileName)
  }

  /// `testDelete()` → `testDelete`, `fades(item:)` → `fades`.
  static func functionName(_ function: String) -> String {
    guard let parenthesis = function.firstIndex(of: "(") else { return function }
    return String(function[..<parenthesis])
  }

  /// `text` made safe as a file name: `/`, `\` and `:` become `-`, and an empty text `_`.
  static func component(_ text: String) -> String {
    let safe = String(text.map { "/\\:".contains($0) ? "-" : $0 })
    return safe.isEmpty ? "_" : safe
  }
}
