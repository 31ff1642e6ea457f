import Foundation

/// What `check` shows while it runs: each scenario's lines (``CheckOutcome/text(quiet:palette:)``)
/// in colour on a terminal, a progress line on standard error on a terminal, and the closing
/// ``CheckSummary``.
///
/// Into a pipe or a file, standard output is the plain lines and the summary, byte for byte the
/// same with any number of jobs, and standard error has no progress line.
final class CheckConsole: @unchecked Sendable {
  /// What `check --help` says of the summary, the colours and the progress line.
  static let discussion = """
    The last line counts the scenarios passed and failed, and, when there are any, those \
    skipped (other shards' scenarios) and the goldens recorded. On a terminal, PASS and FAIL \
    are coloured (see --color) and standard error shows a progress line (not with -q).
    """

  /// The option that says when standard output is coloured.
  static let colorOption = OptionSpec(
    long: "color", short: nil, valueName: "when",
    help: "Colour PASS, FAIL, warnings and the summary: auto (on a terminal, unless NO_COLOR is "
      + "set), always or never. (default: auto)")

  private let quiet: Bool
  private let palette: Palette
  private var progress: ProgressReporter?

  /// The console of a `check` with `arguments` (its `--quiet` and `--color`).
  ///
  /// - Throws: `UsageError` for a bad `--color`.
  init(_ arguments: ParsedArguments) throws {
    quiet = arguments.flags.contains("quiet")
    palette = .forStream(
      Terminal.standardOutput, choice: try ColorChoice.parse(arguments, command: CheckCommand.spec))
  }

  /// Starts the progress line of `total` scenarios (on a terminal, without `--quiet`).
  func begin(total: Int) {
    progress = .standardError(label: "check", unit: "scenarios", total: total, quiet: quiet)
  }

  /// Counts one scenario checked; called from any job.
  func scenarioChecked() {
    progress?.advance()
  }

  /// Prints `outcome`'s lines, above the progress line.
  ///
  /// - Complexity: O(*n*) in the length of the lines.
  func report(_ outcome: CheckOutcome) {
    let text = outcome.text(quiet: quiet, palette: palette)
    guard !text.isEmpty else { return }
    if let progress {
      progress.printingAbove { print(text, terminator: "") }
    } else {
      print(text, terminator: "")
    }
  }

  /// Erases the progress line and prints the summary of `outcomes`, with `skipped` scenarios of
  /// other shards.
  ///
  /// - Complexity: O(*n*) in the outcomes.
  func end(_ outcomes: [CheckOutcome], skipped: Int) {
    progress?.finish()
    print(CheckSummary(outcomes, skipped: skipped).line(palette: palette), terminator: "")
  }
}
