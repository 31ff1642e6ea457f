import Foundation

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The result of running the built `transition-sim` binary.
  struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built `transition-sim` executable, found beside the test bundle (or named by the
  /// `TRANSITION_SIM_BINARY` environment variable).
  func transitionSimBinary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["TRANSITION_SIM_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    var directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("transition-sim")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    struct NotFound: Error, CustomStringConvertible {
      var description: String { "the transition-sim binary was not found beside the tests" }
    }
    throw NotFound()
  }

  /// Runs `transition-sim` with `arguments` and captures its output.
  func runTransitionSim(_ arguments: [String]) throws -> CommandResult {
    try runExecutable(try transitionSimBinary(), arguments)
  }

  /// Runs the executable at `url` with `arguments` (in `folder`, else this process's working
  /// directory) and captures its output.
  func runExecutable(
    _ url: URL, _ arguments: [String], in folder: URL? = nil
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `command` with `/bin/sh -c` in `folder` (so globs expand as in a terminal), with the
  /// built `transition-sim`'s folder first on the `PATH`: a command written in the documentation,
  /// run as written.
  func runShell(_ command: String, in folder: URL) throws -> CommandResult {
    let binaries = try transitionSimBinary().deletingLastPathComponent().path
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return try runExecutable(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["PATH=\(binaries):\(path)", "/bin/sh", "-c", command], in: folder)
  }

  /// A new, empty folder `<prefix>-<UUID>` in the temporary directory, for one test to remove.
  func makeTemporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

#endif  // os(macOS) || os(Linux)
