import Foundation

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

  /// `out/dump.json: cannot create the file (Permission denied)`.
  public var description: String { "\(path): \(message)" }
}

/// A destination for streamed output: standard output, a file written atomically, or a closure
/// that receives the bytes (for tests and benchmarks).
///
/// A file is written to a temporary file beside it and renamed into place by ``commit()``, so a
/// failed or interrupted run leaves either the previous file or nothing — never a truncated one.
/// Bytes are buffered and flushed in chunks, so memory does not grow with the output.
///
/// To write several files that succeed or fail together (one SVG per frame), write each, call
/// ``close()`` on it (which keeps its temporary file but releases the handle), and ``commit()``
/// them all at the end, or ``abort()`` them all on failure.
public final class OutputFile {
  private var handle: FileHandle?
  private let destination: URL?
  private let temporary: URL?
  private let consumer: (([UInt8]) throws -> Void)?
  private var buffer: [UInt8] = []
  private var committed = false
  /// How many bytes are buffered before a write.
  public static let chunkSize = 1 << 20

  /// Standard output.
  public init() {
    handle = FileHandle.standardOutput
    destination = nil
    temporary = nil
    consumer = nil
  }

  /// A destination that hands each flushed chunk of bytes to `consumer`, in order.
  ///
  /// Nothing touches the file system; ``commit()`` flushes the last chunk.
  public init(consumer: @escaping ([UInt8]) throws -> Void) {
    handle = nil
    destination = nil
    temporary = nil
    self.consumer = consumer
  }

  /// A file at `url`, written atomically.
  ///
  /// - Throws: ``OutputError`` when the temporary file cannot be created.
  public init(url: URL) throws {
    destination = url
    consumer = nil
    let directory = url.deletingLastPathComponent()
    let name = ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
    let temporary = directory.appendingPathComponent(name)
    self.temporary = temporary
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
      throw OutputError(
        path: url.path,
        message: exists && isDirectory.boolValue
          ? "cannot create the file" : "the folder \(directory.path) does not exist")
    }
    do {
      handle = try FileHandle(forWritingTo: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw OutputError(path: url.path, message: "cannot open the file for writing")
    }
  }

  deinit {
    if !committed { abort() }
  }

  /// Appends bytes, flushing when the buffer is full.
  public func write(_ bytes: [UInt8]) throws {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.chunkSize { try flush() }
  }

  /// Appends text as UTF-8.
  public func write(_ text: String) throws {
    try write(Array(text.utf8))
  }

  private func flush() throws {
    guard !buffer.isEmpty else { return }
    if let consumer {
      try consumer(buffer)
      buffer.removeAll(keepingCapacity: true)
      return
    }
    guard let handle else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      throw OutputError(path: destination?.path ?? "standard output", message: "write failed")
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes and, for a file, closes the temporary file without moving it into place, so that
  /// many files can be finished before any is committed; ``commit()`` or ``abort()`` follows.
  ///
  /// Standard output and a consumer are only flushed.
  public func close() throws {
    try flush()
    guard destination != nil else { return }
    try? handle?.close()
    handle = nil
  }

  /// Flushes and, for a file, renames the temporary file into place.
  public func commit() throws {
    try flush()
    committed = true
    guard let destination, let temporary else { return }
    try? handle?.close()
    handle = nil
    guard rename(temporary.path, destination.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw OutputError(path: destination.path, message: "cannot move the finished file into place")
    }
  }

  /// Discards what was written; the destination is left untouched.
  public func abort() {
    committed = true
    buffer.removeAll()
    guard let temporary else { return }
    try? handle?.close()
    handle = nil
    try? FileManager.default.removeItem(at: temporary)
  }
}
