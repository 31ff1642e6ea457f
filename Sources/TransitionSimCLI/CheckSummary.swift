import Foundation

/// The closing line of `check`: `26 passed, 0 failed`, with `3 skipped` and `2 recorded` when
/// there are any.
///
/// - passed, failed: the scenarios checked; an unreadable file is a failure. The two add up to
///   the scenarios this run checked.
/// - skipped: the scenarios given that belong to other shares of `--shard K/N`; another shard's
///   run checks them.
/// - recorded: the goldens written by this run (`--record`); their scenarios are among the
///   failed, as a recording run fails so that it is run again to compare.
struct CheckSummary: Equatable {
  var passed = 0
  var failed = 0
  var skipped = 0
  var recorded = 0

  /// The counts of `outcomes`, with `skipped` scenarios of other shards.
  ///
  /// - Complexity: O(*n*) in the outcomes.
  init(_ outcomes: [CheckOutcome], skipped: Int) {
    for outcome in outcomes {
      if outcome.failure == nil { passed += 1 } else { failed += 1 }
      if outcome.recorded { recorded += 1 }
    }
    self.skipped = skipped
  }

  /// The counts as given.
  init(passed: Int, failed: Int, skipped: Int = 0, recorded: Int = 0) {
    self.passed = passed
    self.failed = failed
    self.skipped = skipped
    self.recorded = recorded
  }

  /// The line, with its line break; with `palette`, the passed count green, the failed count red
  /// when there are failures, and the others yellow.
  func line(palette: Palette = .plain) -> String {
    var parts = [
      passed > 0 ? palette.pass("\(passed) passed") : "\(passed) passed",
      failed > 0 ? palette.fail("\(failed) failed") : "\(failed) failed",
    ]
    if skipped > 0 { parts.append(palette.warning("\(skipped) skipped")) }
    if recorded > 0 { parts.append(palette.warning("\(recorded) recorded")) }
    return parts.joined(separator: ", ") + "\n"
  }
}
