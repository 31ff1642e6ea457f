import Foundation
import TransitionSim

/// `check --junit PATH`: the run as a JUnit XML report, which GitHub Actions, GitLab and Jenkins
/// display.
///
/// One `<testsuite name="transition-sim check">` in `<testsuites>`, one `<testcase>` per
/// scenario in the order checked (`name` the scenario's name, `file` its path), with a
/// `<failure>` for a failed check, an `<error>` for a file that could not be read, and the layout
/// warnings in `<system-out>`, followed there by one `[[ATTACHMENT|path]]` line per artefact of
/// a golden mismatch (``CheckArtifacts``; the line Jenkins' and GitLab's JUnit readers turn into
/// an attachment). Everything but the `time` attributes (wall-clock seconds) is
/// deterministic.
enum JUnitReport {
  /// The report of `outcomes`, which took `seconds` in all.
  ///
  /// - Complexity: O(total length of the messages).
  static func xml(_ outcomes: [CheckOutcome], seconds: Double) -> String {
    let errors = outcomes.filter { $0.failure != nil && $0.isError }.count
    let failures = outcomes.filter { $0.failure != nil && !$0.isError }.count
    let counts =
      "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
      + "skipped=\"0\" time=\"\(format(seconds))\""
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"transition-sim check\" \(counts)>\n"
    xml += "  <testsuite name=\"transition-sim check\" \(counts)>\n"
    for outcome in outcomes {
      xml +=
        "    <testcase classname=\"transition-sim check\" name=\"\(escape(outcome.name))\" "
        + "file=\"\(escape(outcome.path))\" time=\"\(format(outcome.seconds))\""
      let attachments = outcome.artifacts.map { "[[ATTACHMENT|\($0)]]" }
      let warnings = (outcome.warnings + attachments).joined(separator: "\n")
      guard outcome.failure != nil || !warnings.isEmpty else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      if let failure = outcome.failure {
        let element = outcome.isError ? "error" : "failure"
        let firstLine = failure.split(separator: "\n", omittingEmptySubsequences: false)[0]
        xml +=
          "      <\(element) message=\"\(escape(String(firstLine)))\">"
          + escape(failure, attribute: false) + "</\(element)>\n"
      }
      if !warnings.isEmpty {
        xml += "      <system-out>" + escape(warnings, attribute: false) + "</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Writes the report to `path` atomically (``OutputFile``).
  ///
  /// - Throws: ``OutputError`` when the file cannot be written; a previous report is kept.
  /// Makes the report's folder (as `--artifacts` makes its own) and checks the report can be
  /// written there, before any scenario runs.
  ///
  /// - Throws: ``OutputError`` naming the path: a folder that cannot be made, a destination that
  ///   cannot be written.
  static func prepareDestination(_ path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty { try FileSystemMessage.createFolders(folder) }
    try OutputFile.checkDestination(URL(fileURLWithPath: path))
  }

  static func write(_ xml: String, to path: String) throws {
    try GoldenFolder.write(Array(xml.utf8), to: path)
  }

  /// Seconds with three decimals: `0.042`.
  static func format(_ seconds: Double) -> String {
    String(format: "%.3f", seconds.isFinite ? Swift.max(seconds, 0) : 0)
  }

  /// `text` escaped for XML 1.0 character data or (with `attribute`) a double-quoted attribute:
  /// `&`, `<`, `>`, `"` as entities, line breaks and tabs in attributes as character references,
  /// and the characters XML 1.0 does not allow (other control characters, U+FFFE, U+FFFF) as
  /// U+FFFD.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func escape(_ text: String, attribute: Bool = true) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n" where attribute: escaped += "&#10;"
      case "\r": escaped += "&#13;"
      case "\t" where attribute: escaped += "&#9;"
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return escaped
  }
}
