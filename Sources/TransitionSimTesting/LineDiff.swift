import Foundation

/// A compact line diff: the first stretch where two texts differ, as one unified hunk with a few
/// lines of context, `−` before removed lines and `+` before added ones.
///
/// ```
/// @@ −3,4 +3,4 @@
///  same line
/// −"alpha": 0.5
/// +"alpha": 0.6
///  same line
/// (Reference: −, Actual: +)
/// ```
///
/// Only the first `window` lines after the common prefix are aligned (a longest common
/// subsequence), so the cost stays bounded for large dumps.
enum LineDiff {
  private enum Edit {
    case same(Substring)
    case removed(Substring)
    case added(Substring)
  }

  /// The hunk of the first difference, or `nil` when the texts are equal.
  ///
  /// - Parameters:
  ///   - old: The lines marked `−`.
  ///   - new: The lines marked `+`.
  ///   - oldLabel: The name of the old side in the footer.
  ///   - newLabel: The name of the new side in the footer.
  ///   - context: Unchanged lines shown around the changes.
  ///   - maximumChanges: The most removed plus added lines shown.
  ///   - window: The most lines of each side aligned.
  /// - Returns: The hunk, or `nil` when the texts are equal.
  /// - Complexity: O(*n* + *w*²) for texts of *n* lines and a window of *w*.
  static func firstHunk(
    old: [Substring], new: [Substring], oldLabel: String, newLabel: String, context: Int = 2,
    maximumChanges: Int = 12, window: Int = 200
  ) -> String? {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    if prefix == old.count && prefix == new.count { return nil }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)].prefix(window)
    let newMiddle = new[prefix..<(new.count - suffix)].prefix(window)
    let truncated =
      oldMiddle.count < old.count - suffix - prefix
      || newMiddle.count < new.count - suffix - prefix
    var edits = align(Array(oldMiddle), Array(newMiddle))
    // The unchanged lines after the middle, for trailing context.
    let after = old[(old.count - suffix)...].prefix(context)
    if !truncated { edits += after.map { .same($0) } }

    let before = old[max(0, prefix - context)..<prefix]
    var lines = before.map { " " + $0 }
    var oldCount = before.count
    var newCount = before.count
    var changes = 0
    var trailing = 0
    var cut = false
    for edit in edits {
      if changes >= maximumChanges || trailing >= context {
        if case .same = edit { continue }
        cut = true
        break
      }
      switch edit {
      case .same(let line):
        if changes > 0 { trailing += 1 }
        lines.append(" " + line)
        oldCount += 1
        newCount += 1
      case .removed(let line):
        trailing = 0
        changes += 1
        lines.append("−" + line)
        oldCount += 1
      case .added(let line):
        trailing = 0
        changes += 1
        lines.append("+" + line)
        newCount += 1
      }
    }
    if cut || truncated { lines.append("… (more differences follow)") }
    let start = prefix - before.count + 1
    let header = "@@ −\(start),\(oldCount) +\(start),\(newCount) @@"
    return ([header] + lines + ["(\(oldLabel): −, \(newLabel): +)"]).joined(separator: "\n")
  }

  /// The edits turning `old` into `new`, by a longest common subsequence; removals come before
  /// additions where both are possible.
  private static func align(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    let n = old.count
    let m = new.count
    // lengths[i][j]: the LCS of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n && j < m && old[i] == new[j] {
        edits.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < n && (j == m || lengths[i + 1][j] >= lengths[i][j + 1]) {
        edits.append(.removed(old[i]))
        i += 1
      } else {
        edits.append(.added(new[j]))
        j += 1
      }
    }
    return edits
  }
}
