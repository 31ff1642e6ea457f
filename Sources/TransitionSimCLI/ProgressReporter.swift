import Foundation

/// A ``ProgressLine`` kept up to date on standard error while long work runs: redrawn in place
/// (a carriage return, the line, clear to the end of the line), at most ten times a second,
/// and erased when the work is done.
///
/// It draws only when enabled — ``standardError(label:unit:total:quiet:)`` enables it when
/// standard error is a terminal and `-q` is not given — so pipes, files and CI logs never see it.
/// The clock, the terminal's width and where the line is written are inputs, so tests drive it
/// without sleeping. Safe to use from several threads.
package final class ProgressReporter: @unchecked Sendable {
  /// Whether the line is drawn at all.
  package let isEnabled: Bool
  private let label: String
  private let unit: String
  private let total: Int
  private let minimumInterval: UInt64
  private let now: @Sendable () -> UInt64
  private let columns: @Sendable () -> Int?
  private let write: @Sendable (String) -> Void
  private let lock = NSLock()
  private let start: UInt64
  private var completed = 0
  private var lastDraw: UInt64?
  private var isShown = false
  private var isFinished = false

  /// The escape sequences that return to the line's start and clear to its end.
  static let carriageReturn = "\r"
  static let clearToEnd = "\u{1B}[K"

  /// A reporter of `total` `unit` under `label`.
  ///
  /// - Parameters:
  ///   - label: What is being done, shown at the start of the line.
  ///   - unit: The name of what is counted.
  ///   - total: How many units there are in all.
  ///   - isEnabled: Whether to draw; a disabled reporter writes nothing.
  ///   - minimumInterval: The least seconds between two redraws.
  ///   - now: A monotonic clock in nanoseconds; its first reading is the start.
  ///   - columns: The terminal's width, or `nil` for 80 columns.
  ///   - write: Where the line's bytes go.
  package init(
    label: String, unit: String, total: Int, isEnabled: Bool, minimumInterval: Double = 0.1,
    now: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
    columns: @escaping @Sendable () -> Int? = { Terminal.columns(Terminal.standardError) },
    write: @escaping @Sendable (String) -> Void = { printError($0) }
  ) {
    self.label = label
    self.unit = unit
    self.total = total
    self.isEnabled = isEnabled
    self.minimumInterval = UInt64(Swift.max(minimumInterval, 0) * 1e9)
    self.now = now
    self.columns = columns
    self.write = write
    start = isEnabled ? now() : 0
  }

  /// A reporter on this process's standard error, enabled when that is a terminal and not
  /// `quiet`.
  package static func standardError(
    label: String, unit: String, total: Int, quiet: Bool
  ) -> ProgressReporter {
    ProgressReporter(
      label: label, unit: unit, total: total,
      isEnabled: !quiet && Terminal.isTerminal(Terminal.standardError))
  }

  /// Counts `count` more units done, and redraws if the last redraw is old enough.
  package func advance(by count: Int = 1) {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    completed += count
    drawIfDue()
  }

  /// Sets the units done to `completed`, and redraws if the last redraw is old enough.
  package func update(completed: Int) {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    self.completed = completed
    drawIfDue()
  }

  /// Runs `body`, which prints lines of its own on the same terminal, with the progress line
  /// erased, and draws it again below them.
  package func printingAbove(_ body: () -> Void) {
    guard isEnabled else { return body() }
    lock.lock()
    defer { lock.unlock() }
    let wasShown = isShown
    erase()
    body()
    if wasShown && !isFinished { draw(at: now()) }
  }

  /// Erases the line for good: later counts draw nothing.
  package func finish() {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    erase()
    isFinished = true
  }

  /// The line as it stands at `time` (nanoseconds of ``now``'s clock).
  private func line(at time: UInt64) -> ProgressLine {
    ProgressLine(
      label: label, unit: unit, completed: completed, total: total,
      elapsed: Double(time &- start) / 1e9)
  }

  private func drawIfDue() {
    guard !isFinished else { return }
    let time = now()
    if let lastDraw, time &- lastDraw < minimumInterval { return }
    draw(at: time)
  }

  private func draw(at time: UInt64) {
    let text = line(at: time).text(columns: columns() ?? 80)
    write(Self.carriageReturn + text + Self.clearToEnd)
    lastDraw = time
    isShown = true
  }

  private func erase() {
    guard isShown else { return }
    write(Self.carriageReturn + Self.clearToEnd)
    isShown = false
  }
}
