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
      tolerance.
      """,
    argument: ("dump", "Two frame dumps to compare.", true),
    minimumArguments: 2, maximumArguments: 2,
    options: [
      OptionSpec(
        long: "tolerance", short: nil, valueName: "tolerance",
        help: "The largest difference between numbers that is ignored. (default: 0.0001)")
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
    let first = try FrameDumpFile(path: arguments.positionals[0])
    let second = try FrameDumpFile(path: arguments.positionals[1])
    if let difference = FrameDumpDiff.firstDifference(first, second, tolerance: tolerance) {
      print(difference)
      return ExitCode.failure
    }
    print("The dumps agree: \(first.frames.count) frames within \(tolerance).")
    return ExitCode.success
  }
}
