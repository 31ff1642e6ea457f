import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// The rule that a scenario's name must follow to become a file name, and the key under which two
/// names count as the same file.
///
/// `transition-sim replay -o <folder>` names its files after the scenarios (`<name>.json`,
/// `<name>-0000.svg`, …). The name is used as it is, never rewritten, so it must be **one plain
/// file name**:
///
/// - not empty, and at most ``maximumLength`` bytes of UTF-8;
/// - not starting with a dot (which also excludes `.` and `..`, and hidden files);
/// - no `/` or `\` (folder separators on Unix and Windows);
/// - no control characters (U+0000–U+001F, U+007F–U+009F), NUL included.
///
/// Anything else — spaces, commas, accents, emoji — is kept. A name that breaks the rule is an
/// error asking to rename the scenario; nothing is silently renamed.
///
/// ```swift
/// OutputFileName.problem(with: "grid-batch")  // nil
/// OutputFileName.problem(with: "../escaped")  // "contains \"/\", a folder separator"
/// OutputFileName.problem(with: "..")          // "starts with a dot"
/// ```
public enum OutputFileName {
  /// The longest name, in bytes of UTF-8: with the longest suffix (`.keyframes.json`) and the
  /// temporary file's decoration it stays under the 255 bytes most file systems allow.
  public static let maximumLength = 200

  /// What makes `name` unusable as a file name, in words, or `nil` when it follows the rule.
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name.utf8.count > maximumLength {
      return "is \(name.utf8.count) bytes long; the limit is \(maximumLength)"
    }
    for scalar in name.unicodeScalars {
      switch scalar {
      case "/": return "contains \"/\", a folder separator"
      case "\\": return "contains \"\\\", a folder separator"
      case _ where scalar.properties.generalCategory == .control:
        return "contains the control character U+\(hex(scalar.value))"
      default: continue
      }
    }
    return name.hasPrefix(".") ? "starts with a dot" : nil
  }

  /// The key under which names that could name one file compare equal: the name lowercased.
  ///
  /// Names differing only in case, or only in Unicode normalization (Swift compares strings by
  /// canonical equivalence), are the same file on the case-insensitive file systems of macOS and
  /// Windows, so a run that writes them to one folder is refused everywhere alike.
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public static func collisionKey(_ name: String) -> String { name.lowercased() }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}
