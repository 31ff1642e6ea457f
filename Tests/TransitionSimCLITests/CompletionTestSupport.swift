import Foundation

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The shells' completion tests: the shell installed, a folder of files to complete, the
  /// tool's script for a shell.
  enum CompletionTestSupport {
    /// The shell called `name`, where shells are installed, or `nil` (its tests are skipped).
    static func shell(_ name: String) -> URL? {
      ["/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        .map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A new folder holding `a.json`, `b.jsonl`, `c.txt` and the folder `sub`, and the tool's
    /// completion script for `shell` as `script.<shell>`; the test removes it.
    static func folder(shell: String) throws -> URL {
      let folder = try makeTemporaryFolder("transition-sim-completion-\(shell)")
      for name in ["a.json", "b.jsonl", "c.txt"] {
        try Data().write(to: folder.appendingPathComponent(name))
      }
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
      let script = try runTransitionSim(["completion", shell])
      guard script.status == 0 else {
        throw CompletionTestFailure(description: "completion \(shell): \(script.stderr)")
      }
      try Data(script.stdout.utf8).write(to: folder.appendingPathComponent("script.\(shell)"))
      return folder
    }

    /// Runs `url` with `arguments` and captures its standard output, ending it after
    /// `seconds` (an interactive shell that never finishes fails its test, not the run).
    static func run(_ url: URL, _ arguments: [String], seconds: Double = 10) throws -> CommandResult
    {
      let process = Process()
      process.executableURL = url
      process.arguments = arguments
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let deadline = DispatchWorkItem { [process] in
        if process.isRunning { process.terminate() }
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: deadline)
      let outData = out.fileHandleForReading.readDataToEndOfFile()
      let errData = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      deadline.cancel()
      return CommandResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
    }
  }

  /// A completion test's set-up failed.
  struct CompletionTestFailure: Error, CustomStringConvertible {
    var description: String
  }

#endif  // os(macOS) || os(Linux)
