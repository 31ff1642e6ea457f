import Foundation

/// The text of a progress line: how much of the work is done, how fast it goes and how long is
/// left, such as `check: 12 of 26 scenarios (46%), 3.1/s, 5 s left`.
///
/// Everything is an input, the elapsed time too, so the same counts always give the same line.
/// The line is for standard error on a terminal only (``ProgressReporter``): its times are wall
/// clock, and never reach standard output or a file.
package struct ProgressLine: Equatable, Sendable {
  /// What is being done: `check`, a scenario's name, `transition-sim-fuzz`.
  package var label: String
  /// What is counted, plural: `scenarios`, `frames`, `cases`.
  package var unit: String
  /// How many are done.
  package var completed: Int
  /// How many there are in all.
  package var total: Int
  /// The seconds since the work started.
  package var elapsed: Double

  /// The least time measured before a rate (and so a time left) is shown: earlier ones swing too
  /// much to mean anything.
  package static let minimumElapsedForRate = 0.5

  /// A line of `completed` of `total` `unit` done in `elapsed` seconds.
  package init(label: String, unit: String, completed: Int, total: Int, elapsed: Double) {
    self.label = label
    self.unit = unit
    self.completed = completed
    self.total = total
    self.elapsed = elapsed
  }

  /// The units done a second, or `nil` before ``minimumElapsedForRate`` or before any is done.
  package var rate: Double? {
    guard elapsed.isFinite, elapsed >= Self.minimumElapsedForRate, completed > 0 else {
      return nil
    }
    return Double(completed) / elapsed
  }

  /// The seconds left at the ``rate`` so far, or `nil` when there is no rate.
  package var secondsLeft: Double? {
    rate.map { Double(Swift.max(total - completed, 0)) / $0 }
  }

  /// The line: `label: 1,200 of 10,000 cases (12%)`, then `, 812/s, 11 s left` once there is a
  /// rate.
  package var text: String {
    let percent = total > 0 ? Swift.min(Swift.max(completed, 0) * 100 / total, 100) : 100
    var text =
      "\(label): \(Self.grouped(completed)) of \(Self.grouped(total)) \(unit) (\(percent)%)"
    if let rate, let secondsLeft {
      text += ", \(Self.rate(rate))/s, \(Self.duration(secondsLeft)) left"
    }
    return text
  }

  /// ``text`` cut to fit in a terminal `columns` wide, one column spare, so that it never wraps
  /// (a wrapped line cannot be redrawn in place).
  ///
  /// - Complexity: O(*n*) in the length of the line.
  package func text(columns: Int) -> String {
    let text = self.text
    let room = Swift.max(columns - 1, 1)
    return text.count <= room ? text : String(text.prefix(room))
  }

  /// `value` with a comma between groups of three digits: `1,000,000`.
  ///
  /// - Complexity: O(number of digits).
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return (value < 0 ? "-" : "") + text
  }

  /// A rate: one decimal below 10 (`3.1`), else whole and grouped (`8,123`).
  package static func rate(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    return value < 10 ? String(format: "%.1f", value) : grouped(Int(value.rounded()))
  }

  /// A time left, rounded up: `5 s`, `3 min 05 s`, `2 h 07 min`.
  package static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds < 1e9 else { return "-" }
    let whole = Int(Swift.max(seconds, 0).rounded(.up))
    if whole < 60 { return "\(whole) s" }
    if whole < 3600 { return "\(whole / 60) min " + String(format: "%02d", whole % 60) + " s" }
    let minutes = (whole + 59) / 60
    return "\(minutes / 60) h " + String(format: "%02d", minutes % 60) + " min"
  }
}
