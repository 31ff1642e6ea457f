import Foundation
import TransitionSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where each scenario of one `replay` goes, decided and checked before anything is written.
///
/// A scenario's name becomes a file name only in a folder: `-o <folder>` with several scenarios,
/// with a folder that exists, or with `--format svg`. There the name must follow
/// ``OutputFileName``'s rule, two scenarios may not write one file (compared as
/// ``OutputFileName/collisionKey(_:)`` does), and no output may be one of the input scenarios.
struct ReplayOutputPlan {
  /// Where one scenario's output goes.
  enum Destination: Equatable {
    /// Standard output.
    case standardOutput
    /// This file (or device, FIFO, link).
    case file(String)
    /// This folder, which receives the scenario's SVG pictures.
    case pictures(String)
  }

  /// One destination per scenario, in order.
  var destinations: [Destination]
  /// The device and inode of every input scenario, with its path.
  private var inputs: [(device: UInt64, inode: UInt64, path: String)]

  /// Plans the outputs of `scenarios` (read from `paths`) in `format` for `-o output`.
  ///
  /// - Throws: `RuntimeError` for a name that cannot be a file name, two scenarios naming one
  ///   file (naming both scenario files), a missing folder for several scenarios, or an output
  ///   that is an input scenario.
  /// - Complexity: O(*n*) in the scenarios, with a `stat(2)` for each.
  init(paths: [String], scenarios: [Scenario], output: String?, format: FrameDumpFormat) throws {
    inputs = paths.compactMap { path in
      Self.identity(of: path).map { (device: $0.device, inode: $0.inode, path: path) }
    }
    guard let output else {
      destinations = scenarios.map { _ in .standardOutput }
      return
    }
    let isFolder = Self.isFolder(output)
    guard format.writesPictures || paths.count > 1 || isFolder else {
      destinations = [.file(output)]
      try checkNotInput(output)
      return
    }
    if !format.writesPictures && !isFolder {
      throw RuntimeError(
        description: "\(output): \(FileSystemMessage.whyNotAFolder(output)); several scenarios "
          + "need -o <folder>, to write one file each")
    }
    var owners: [String: Int] = [:]
    destinations = []
    for (index, (path, scenario)) in zip(paths, scenarios).enumerated() {
      let name = scenario.name
      if let problem = OutputFileName.problem(with: name) {
        throw RuntimeError(
          description: "\(scenario.nameLocation(in: path)): name: the scenario's \"name\" "
            + "\(String(reflecting: name)) \(problem), "
            + "so it cannot name a file in \(output); rename the scenario (a name for files "
            + "is one file name: not empty, not starting with a dot, no \"/\", \"\\\" or control "
            + "characters)")
      }
      if let owner = owners.updateValue(index, forKey: OutputFileName.collisionKey(name)) {
        throw RuntimeError(
          description: "\(scenario.nameLocation(in: path)): name: the scenario's \"name\" "
            + "\(String(reflecting: name)) names the "
            + "same files in \(output) as the scenario \(paths[owner]) (named "
            + "\(String(reflecting: scenarios[owner].name))); rename one of them")
      }
      if format.writesPictures {
        destinations.append(.pictures(output))
      } else {
        let file = URL(fileURLWithPath: output)
          .appendingPathComponent("\(name).\(format.fileExtension)").path
        try checkNotInput(file)
        destinations.append(.file(file))
      }
    }
  }

  /// Refuses `path` when it is (or links to) one of the input scenarios.
  ///
  /// - Throws: `RuntimeError` naming the output and the scenario file.
  /// - Complexity: O(*n*) in the input scenarios.
  func checkNotInput(_ path: String) throws {
    guard let identity = Self.identity(of: path) else { return }
    for input in inputs where input.device == identity.device && input.inode == identity.inode {
      throw RuntimeError(
        description: "\(path): is the scenario file \(input.path) itself; write the output "
          + "elsewhere")
    }
  }

  /// The device and inode of the file `path` names (through links), or nil when it is missing.
  private static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    // `st_dev` is signed on Darwin (`dev_t` is `Int32`): keep its bits, never trap on a
    // negative device number.
    return (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
