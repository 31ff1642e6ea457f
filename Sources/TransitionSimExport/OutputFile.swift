import Foundation
import TransitionSimEngine
import TransitionSimScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an output could not be written.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path involved.
  public var path: String
  /// What went wrong.
  public var message: String

  /// `out/dump.json: cannot create the file in the folder out (Permission denied)`.
  public var description: String { "\(path): \(message)" }
}

/// A destination for streamed output: standard output, a file, or a closure that receives the
/// bytes (for tests and benchmarks).
///
/// What a path names decides how it is written (``init(url:)``):
///
/// - a regular file, or nothing yet: written to a temporary file beside it and renamed into
///   place by ``commit()``, so a failed or interrupted run leaves either the previous file or
///   nothing — never a truncated one. The new file keeps the replaced file's permissions. The
///   temporary files that killed runs left in the folder are removed before the first write to
///   it (`StaleTemporaryFiles`);
/// - a symbolic link: the same, at the file it points to (created when missing); the link stays;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout` on a terminal or a pipe, a named
///   pipe): opened and written directly, with no temporary file and no rename;
/// - a folder, a socket or a block device, a read-only file, device or FIFO: refused, left as it
///   is. Read-only means that `access(2)` denies writing *or* that the mode has no write bit at
///   all — the second check is what stops root, whom `access(2)` always lets write.
///
/// Bytes are buffered and flushed in chunks, so memory does not grow with the output.
///
/// To write several files that succeed or fail together (one SVG per frame), write each, call
/// ``close()`` on it (which keeps its temporary file but releases the descriptor), and
/// ``commit()`` them all at the end, or ``abort()`` them all on failure.
public final class OutputFile {
  private enum Target {
    case standardOutput
    case consumer(([UInt8]) throws -> Void)
    case stream
    case atomic(destination: String, temporary: String)
  }

  private let target: Target
  /// The path as given, for messages.
  private let path: String
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private var committed = false
  /// How many bytes are buffered before a write.
  public static let chunkSize = 1 << 20

  /// Standard output.
  public init() {
    target = .standardOutput
    path = "standard output"
    descriptor = STDOUT_FILENO
  }

  /// A destination that hands each flushed chunk of bytes to `consumer`, in order.
  ///
  /// Nothing touches the file system; ``commit()`` flushes the last chunk.
  public init(consumer: @escaping ([UInt8]) throws -> Void) {
    target = .consumer(consumer)
    path = "the consumer"
    descriptor = -1
  }

  /// The file, device or FIFO at `url`, written as its kind requires (see ``OutputFile``).
  ///
  /// - Throws: ``OutputError`` naming the path and the reason (the system's words for `errno`,
  ///   such as "Permission denied") when the destination is refused or cannot be opened.
  public init(url: URL) throws {
    path = url.path
    switch try OutputDestination(path: url.path) {
    case .stream:
      let opened = openFile(url.path, O_WRONLY | O_CLOEXEC, 0)
      guard opened >= 0 else {
        throw OutputError(
          path: url.path, message: "cannot open for writing (\(FileSystemMessage.reason(errno)))")
      }
      descriptor = opened
      target = .stream
    case .replace(let destination, let mode):
      let folder = OutputDestination.folder(of: destination)
      let name = (destination as NSString).lastPathComponent
      StaleTemporaryFiles.sweepOnce(folder)
      let temporary =
        folder + "/.\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
      var opened = openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if opened < 0 && errno == EEXIST {
        // Left by a killed run with the same process id.
        unlink(temporary)
        opened = openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      }
      guard opened >= 0 else {
        let reason = FileSystemMessage.reason(errno)
        throw OutputError(
          path: url.path,
          message: mode == nil
            ? "cannot create the file in the folder \(folder) (\(reason))"
            : "cannot create a temporary file in the folder \(folder) to replace the file "
              + "atomically (\(reason))")
      }
      if let mode { _ = fchmod(opened, mode) }
      descriptor = opened
      target = .atomic(destination: destination, temporary: temporary)
    }
  }

  deinit {
    if !committed { abort() }
  }

  /// Appends bytes, flushing when the buffer is full (a chunk or more with nothing buffered goes
  /// straight to the file).
  public func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  /// Appends raw bytes, flushing when the buffer is full (how ``DumpByteBuffer`` hands over its
  /// bytes without making an array of them).
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package func write(_ bytes: UnsafeRawBufferPointer) throws {
    // A whole chunk or more with nothing buffered goes straight to the file: copying it into the
    // buffer first would copy every byte of a dump twice.
    // (A consumer has no descriptor: it always gets the buffer.)
    if buffer.isEmpty, bytes.count >= Self.chunkSize, descriptor >= 0 {
      return try writeOut(bytes)
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.chunkSize { try flush() }
  }

  /// Appends text as UTF-8.
  public func write(_ text: String) throws {
    try write(Array(text.utf8))
  }

  /// Writes the buffer out.
  ///
  /// - Complexity: O(*n*) in the buffered bytes.
  private func flush() throws {
    guard !buffer.isEmpty else { return }
    if case .consumer(let consumer) = target {
      try consumer(buffer)
      buffer.removeAll(keepingCapacity: true)
      return
    }
    guard descriptor >= 0 else { return }
    try buffer.withUnsafeBytes { try writeOut($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `bytes` to the descriptor, all of them (retrying after a signal and a short write).
  ///
  /// - Throws: ``OutputError`` when the system refuses.
  /// - Complexity: O(*n*) in the number of bytes.
  private func writeOut(_ bytes: UnsafeRawBufferPointer) throws {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = writeBytes(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        let reason = FileSystemMessage.reason(errno)
        throw OutputError(path: path, message: "write failed (\(reason))")
      }
      next += written
      remaining -= written
    }
  }

  /// Releases the file's descriptor, if this output owns one.
  private func releaseDescriptor() {
    switch target {
    case .stream, .atomic:
      if descriptor >= 0 { _ = closeFile(descriptor) }
      descriptor = -1
    case .standardOutput, .consumer: break
    }
  }

  /// Flushes and, for a file, closes the temporary file without moving it into place, so that
  /// many files can be finished before any is committed; ``commit()`` or ``abort()`` follows.
  ///
  /// Standard output and a consumer are only flushed; a device or FIFO is flushed and closed.
  public func close() throws {
    try flush()
    // The buffer's capacity is the file's size: a folder of pictures waiting to be committed
    // together must not keep one of each.
    buffer = []
    releaseDescriptor()
  }

  /// Flushes and, for a file, renames the temporary file into place.
  public func commit() throws {
    try flush()
    committed = true
    releaseDescriptor()
    guard case .atomic(let destination, let temporary) = target else { return }
    guard rename(temporary, destination) == 0 else {
      let reason = FileSystemMessage.reason(errno)
      unlink(temporary)
      throw OutputError(
        path: path, message: "cannot move the finished file into place (\(reason))")
    }
  }

  /// Checks that `url` can be written, as ``init(url:)`` checks it, without creating anything:
  /// for a command that writes a file at the end of a long run, so that a destination it cannot
  /// write fails before the work rather than after.
  ///
  /// - Throws: ``OutputError`` naming the path and why it cannot be written.
  /// - Complexity: O(*k*) `stat(2)` calls in the path's symbolic links and components.
  package static func checkDestination(_ url: URL) throws {
    _ = try OutputDestination(path: url.path)
  }

  /// Opens the destination at `url`, lets `body` write to it, and commits it; when opening,
  /// `body` or the commit fails, nothing is left behind (``abort()``) and the error is rethrown.
  ///
  /// ```swift
  /// try OutputFile.write(to: url) { try $0.write(report) }
  /// ```
  ///
  /// - Throws: ``OutputError`` from opening or committing, or what `body` throws.
  /// - Complexity: That of `body`.
  public static func write(to url: URL, _ body: (OutputFile) throws -> Void) throws {
    let file = try OutputFile(url: url)
    do {
      try body(file)
      try file.commit()
    } catch {
      file.abort()
      throw error
    }
  }

  /// Discards what was written: a file's destination is left untouched.
  ///
  /// Bytes already written to a device or FIFO cannot be taken back; only the buffer is dropped.
  public func abort() {
    committed = true
    buffer.removeAll()
    releaseDescriptor()
    if case .atomic(_, let temporary) = target { unlink(temporary) }
  }
}

//===--- the system calls, outside the class whose methods share their names ---===//

/// `open(2)`.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

/// `write(2)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// `close(2)`.
private func closeFile(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
