import Foundation
import TransitionSimEngine
import TransitionSimScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reasons file errors give, in the system's words, so that a message says why and not only
/// what failed.
public enum FileSystemMessage {
  /// The system's words for an `errno` value (`strerror(3)`): "Permission denied", "No such file
  /// or directory", "Not a directory", ….
  public static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Why the file at `path` cannot be read: the reason `open(2)` gives, or "is a folder, not a
  /// file" — for the message of a read that failed.
  public static func whyUnreadable(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return "cannot read the file (\(reason(errno)))" }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
      return "is a folder, not a file"
    }
    return "cannot read the file"
  }

  /// Why `path` cannot be used as an existing folder: "the folder does not exist (No such file
  /// or directory)", "is a file, not a folder", … — or "is a folder" when it can.
  public static func whyNotAFolder(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      return code == ENOENT
        ? "the folder does not exist (\(reason(code)))" : "cannot be a folder (\(reason(code)))"
    }
    return info.st_mode & S_IFMT == S_IFDIR ? "is a folder" : "is a file, not a folder"
  }

  /// Creates the folder at `path` and any missing folder on the way, like `mkdir -p`.
  ///
  /// - Throws: an error whose description names the folder that could not be created and why.
  /// - Complexity: O(*n*) `mkdir(2)` calls in the path's components.
  public static func createFolders(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      guard mkdir(prefix, 0o777) != 0 else { continue }
      let code = errno
      if code != EEXIST {
        let shown = path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2))
        throw OutputError(
          path: path, message: "cannot create the folder \(shown) (\(reason(code)))")
      }
    }
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw OutputError(path: path, message: whyNotAFolder(path))
    }
  }
}
