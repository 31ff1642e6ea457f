import Foundation
import TransitionSimEngine
import TransitionSimScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How ``OutputFile`` writes to a path, decided from what the path names, or why it does not.
enum OutputDestination: Equatable {
  /// A character device or a FIFO: opened and written directly.
  case stream
  /// A regular file (with its permission bits) or nothing yet (`nil`), written atomically at
  /// `path`, which is the file a symbolic link points to when the path was a link.
  case replace(path: String, mode: mode_t?)

  /// The most symbolic links followed to a missing file, as the system's `SYMLOOP_MAX`.
  static let maximumLinks = 40

  /// Inspects `path`.
  ///
  /// - Throws: ``OutputError`` for a folder, a socket or block device, a read-only destination,
  ///   a missing folder, a file where a folder should be, or any other `stat(2)` failure, with
  ///   the system's reason.
  /// - Complexity: O(*k*) in the symbolic links and the path's components.
  init(path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      switch code {
      case ENOENT:
        let target = try Self.missingTarget(of: path)
        let folder = Self.folder(of: target)
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else {
          let code = errno
          let reason = FileSystemMessage.reason(code)
          throw OutputError(
            path: path,
            message: code == ENOENT
              ? "cannot create the file: the folder \(folder) does not exist (\(reason))"
              : "cannot create the file: cannot reach the folder \(folder) (\(reason))")
        }
        self = .replace(path: target, mode: nil)
      case ENOTDIR:
        throw OutputError(
          path: path,
          message: "cannot create the file: \(Self.firstNonFolder(on: path)) is a file, not a "
            + "folder (\(FileSystemMessage.reason(code)))")
      default:
        throw OutputError(
          path: path, message: "cannot write there (\(FileSystemMessage.reason(code)))")
      }
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      throw OutputError(path: path, message: "is a folder, not a file")
    case S_IFCHR, S_IFIFO:
      try Self.checkWritable(path, mode: info.st_mode)
      self = .stream
    case S_IFREG:
      try Self.checkWritable(path, mode: info.st_mode)
      guard let resolved = realpath(path, nil) else {
        throw OutputError(
          path: path, message: "cannot resolve the path (\(FileSystemMessage.reason(errno)))")
      }
      defer { free(resolved) }
      self = .replace(path: String(cString: resolved), mode: info.st_mode & 0o777)
    default:
      throw OutputError(
        path: path,
        message: "is neither a regular file, a character device nor a FIFO; it is left as it is")
    }
  }

  /// Refuses a destination that may not be written: one `access(2)` denies, or whose mode has no
  /// write bit (which `access(2)` ignores for root).
  private static func checkWritable(_ path: String, mode: mode_t) throws {
    if access(path, W_OK) != 0 {
      throw OutputError(
        path: path,
        message: "is read-only (\(FileSystemMessage.reason(errno))); it is left as it is")
    }
    if mode & 0o222 == 0 {
      throw OutputError(
        path: path,
        message: "is read-only (mode \(String(mode & 0o777, radix: 8)), no write permission); "
          + "it is left as it is")
    }
  }

  /// The missing file that `path` stands for: `path` itself, or where a dangling symbolic link
  /// (or a chain of them) ends.
  ///
  /// - Complexity: O(*k*) in the links followed, at most ``maximumLinks``.
  private static func missingTarget(of path: String) throws -> String {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &bytes, bytes.count - 1)
      guard count >= 0 else {
        throw OutputError(
          path: path, message: "cannot read the link (\(FileSystemMessage.reason(errno)))")
      }
      let target = String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
    }
    throw OutputError(
      path: path, message: "cannot follow the link (\(FileSystemMessage.reason(ELOOP)))")
  }

  /// The folder holding `path`: everything before its last `/`, `.` when there is none.
  ///
  /// - Complexity: O(*n*) in the length of `path`.
  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// The first ancestor of `path` that exists but is not a folder (for `ENOTDIR`).
  ///
  /// - Complexity: O(*n*) `stat(2)` calls in the number of components.
  private static func firstNonFolder(on path: String) -> String {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      var info = stat()
      if stat(prefix, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR {
        return path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2))
      }
    }
    return folder(of: path)
  }
}
