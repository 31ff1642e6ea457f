import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// A pseudo-terminal: a process writing to its terminal side sees a terminal (`isatty`, a
  /// width), and the test reads what it wrote from the controlling side, byte for byte (the
  /// terminal is raw: no line break becomes a carriage return and a line feed).
  final class PseudoTerminal {
    /// The controlling side, which the test reads.
    let controller: Int32
    /// The terminal side, which the process writes to.
    private(set) var terminal: Int32

    /// Why a pseudo-terminal could not be made.
    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    /// A pseudo-terminal `columns` wide.
    init(columns: UInt16 = 100) throws {
      var controller: Int32 = -1
      var terminal: Int32 = -1
      var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
        throw Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
      }
      self.controller = controller
      self.terminal = terminal
      var attributes = termios()
      tcgetattr(terminal, &attributes)
      cfmakeraw(&attributes)
      tcsetattr(terminal, TCSANOW, &attributes)
    }

    /// A handle on the terminal side for a `Process`; it stays this object's to close.
    var terminalHandle: FileHandle {
      FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    }

    /// Closes this process's terminal side: once the process that writes to it has ended too,
    /// ``readAll()`` ends.
    func closeTerminal() {
      guard terminal >= 0 else { return }
      close(terminal)
      terminal = -1
    }

    /// Everything written to the terminal side, until every writer has closed it.
    ///
    /// - Complexity: O(*n*) in the bytes written.
    func readAll() -> Data {
      var data = Data()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(controller, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }  // EIO on Linux, 0 elsewhere, once it is closed
        data.append(contentsOf: buffer[..<count])
      }
      return data
    }

    deinit {
      closeTerminal()
      close(controller)
    }
  }

  /// Runs the executable at `url` with `arguments`, its standard output and standard error each
  /// on a pseudo-terminal `columns` wide when asked, otherwise on a pipe, with the environment
  /// variables of `environment` set (a `nil` value removes one), and captures both.
  func runOnTerminal(
    _ url: URL, _ arguments: [String], standardOutput outputOnTerminal: Bool,
    standardError errorOnTerminal: Bool, environment: [String: String?] = [:],
    columns: UInt16 = 100
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    let output = try CapturedStream(onTerminal: outputOnTerminal, columns: columns)
    let error = try CapturedStream(onTerminal: errorOnTerminal, columns: columns)
    process.standardOutput = output.processSide
    process.standardError = error.processSide
    try process.run()
    output.closeProcessSide()
    error.closeProcessSide()
    let group = DispatchGroup()
    let reads = CapturedReads()
    DispatchQueue.global().async(group: group) { reads.output = output.readAll() }
    DispatchQueue.global().async(group: group) { reads.error = error.readAll() }
    group.wait()
    process.waitUntilExit()
    return CommandResult(
      status: process.terminationStatus, stdout: String(decoding: reads.output, as: UTF8.self),
      stderr: String(decoding: reads.error, as: UTF8.self))
  }

  /// The bytes of two streams, read on two threads.
  private final class CapturedReads: @unchecked Sendable {
    var output = Data()
    var error = Data()
  }

  /// One stream of a process: a pseudo-terminal or a pipe.
  private final class CapturedStream: @unchecked Sendable {
    private let terminal: PseudoTerminal?
    private let pipe: Pipe?

    init(onTerminal: Bool, columns: UInt16) throws {
      terminal = onTerminal ? try PseudoTerminal(columns: columns) : nil
      pipe = onTerminal ? nil : Pipe()
    }

    /// What the process writes to.
    var processSide: Any {
      terminal?.terminalHandle ?? pipe ?? FileHandle.nullDevice
    }

    func closeProcessSide() {
      terminal?.closeTerminal()
    }

    func readAll() -> Data {
      if let terminal { return terminal.readAll() }
      return pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
    }
  }

#endif  // os(macOS) || os(Linux)
