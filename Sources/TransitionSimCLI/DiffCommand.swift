import Foundation
import TransitionSim

/// `transition-sim diff`: compares two frame dumps and reports the first divergence in words.
enum DiffCommand {
  static let spec = CommandSpec(
    name: "diff", abstract: "Compare two frame dumps and report the first divergence.",
    discussion: """
      Reads two JSON frame dumps (or JSON Lines) and compares them frame by frame, element by \
      element (matched by id and role). Prints the first divergence, such as "item C [0,2] at \
      frame 7 (t = 0.117 s): alpha 0.5 → 0.62", and exits 1; exits 0 when they agree within the \
      tolerance. With --format html it also writes a self-contained HTML report: both dumps \
      playing side by side and overlaid with a scrubber, the differing elements outlined, and a \
      table of each one's largest deviation per attribute and the frame where it happens.
      """,
    argument: ("dump", "Two frame dumps to compare.", true),
    minimumArguments: 2, maximumArguments: 2,
    options: [
      OptionSpec(
        long: "tolerance", short: nil, valueName: "tolerance",
        help: "The largest difference between numbers that is ignored. (default: 0.0001)"),
      OptionSpec(
        long: "format", short: nil, valueName: "format",
        help: "text, or html: a report playing both dumps side by side and overlaid, with a "
          + "table of each differing element's largest deviations. (default: text)"),
      OptionSpec(
        long: "output", short: "o", valueName: "path",
        help: "Write the html report to this file instead of standard output."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    var tolerance = 0.0001
    if let text = arguments.values["tolerance"] {
      guard let value = Double(text), value >= 0, value.isFinite else {
        throw UsageError(
          message: "Invalid value '\(text)' for '--tolerance <tolerance>': expected a number of 0 "
            + "or more",
          command: spec)
      }
      tolerance = value
    }
    let format = arguments.values["format"] ?? "text"
    guard ["text", "html"].contains(format) else {
      throw UsageError(
        message: "Unknown format '\(format)'."
          + Suggestion.didYouMean(format, among: ["text", "html"]) + " Formats: text, html.",
        command: spec)
    }
    if format == "text" && arguments.values["output"] != nil {
      throw UsageError(
        message: "-o <path> writes the html report: add --format html", command: spec)
    }
    let first = try FrameDumpFile(path: arguments.positionals[0])
    let second = try FrameDumpFile(path: arguments.positionals[1])
    if format == "html" {
      let file = try arguments.values["output"].map {
        try OutputFile(url: URL(fileURLWithPath: $0))
      }
      try FrameDumpDiffReport.write(
        reference: first, actual: second, tolerance: tolerance, to: file ?? OutputFile())
    }
    // With the html report on standard output, the sentences go to standard error.
    let reportOnStandardOutput = format == "html" && arguments.values["output"] == nil
    let say: (String) -> Void = reportOnStandardOutput ? { printError($0 + "\n") } : { print($0) }
    if let difference = FrameDumpDiff.firstDifference(first, second, tolerance: tolerance) {
      say(difference)
      return ExitCode.failure
    }
    say("The dumps agree: \(first.frames.count) frames within \(tolerance).")
    return ExitCode.success
  }
}
