import Foundation
import TransitionSimEngine
import TransitionSimScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files that an interrupted ``OutputFile`` left in a folder.
///
/// ``OutputFile`` writes a file as `.<name>.<pid>.tmp` beside it and renames it into place; a
/// process killed before the rename leaves that file behind. Before the first write to a folder,
/// each process removes the ones that are certainly stale, and only those:
///
/// - the name is exactly `.<name>.<pid>.tmp`, with a non-empty `<name>` and a decimal `<pid>`;
/// - it is a regular file (not a link, not a folder) owned by the effective user;
/// - `<pid>` is not this process, and no process with that id runs (`kill(pid, 0)` fails with
///   `ESRCH`). A process id reused by another program keeps the file: it is left, not guessed at.
///
/// Each folder is swept once per process, so writing many files to one folder (one SVG per
/// frame) reads it once. A folder that cannot be read, or a file that cannot be removed, is left
/// as it is: sweeping is housekeeping, never a reason for a write to fail.
enum StaleTemporaryFiles {
  /// The folders swept by this process.
  private static let swept = SweptFolders()

  /// Sweeps `folder` unless this process already has.
  ///
  /// - Complexity: O(*n*) in the folder's entries, the first time for each folder; O(1) after.
  static func sweepOnce(_ folder: String) {
    guard swept.insert(folder) else { return }
    sweep(folder)
  }

  /// Removes the stale temporary files in `folder` (see ``StaleTemporaryFiles``).
  ///
  /// - Complexity: O(*n*) in the folder's entries.
  static func sweep(_ folder: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let ownProcess = getpid()
    let owner = geteuid()
    for name in names {
      guard let pid = processIdentifier(inTemporaryName: name), pid != ownProcess else { continue }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == owner
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      unlink(path)
    }
  }

  /// The process id in a name of ``OutputFile``'s temporary pattern, `.<name>.<pid>.tmp`, or
  /// `nil` when the name does not follow it.
  ///
  /// - Complexity: O(*k*) in the name's length.
  static func processIdentifier(inTemporaryName name: String) -> pid_t? {
    let bytes = Array(name.utf8)
    let suffix = Array(".tmp".utf8)
    guard bytes.count > suffix.count + 3, bytes.first == UInt8(ascii: "."),
      bytes.suffix(suffix.count).elementsEqual(suffix)
    else { return nil }
    let stem = bytes.dropLast(suffix.count)
    guard let dot = stem.lastIndex(of: UInt8(ascii: ".")), dot > 1 else { return nil }
    let digits = stem[(dot + 1)...]
    guard !digits.isEmpty, digits.count <= 10,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let value = Int32(String(decoding: digits, as: UTF8.self)), value > 0
    else { return nil }
    return pid_t(value)
  }
}

/// A set of folder paths shared by the threads of one process.
private final class SweptFolders: @unchecked Sendable {
  private let lock = NSLock()
  private var folders: Set<String> = []

  /// Adds `folder`; `true` when it was not there yet.
  ///
  /// - Complexity: O(1) on average.
  func insert(_ folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return folders.insert(folder).inserted
  }
}
