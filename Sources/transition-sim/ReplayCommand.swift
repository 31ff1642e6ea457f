import Foundation
import TransitionSim

/// `transition-sim replay`: replays scenarios and writes their frame dumps.
enum ReplayCommand {
  static let formats = ["json"]

  static let spec = CommandSpec(
    name: "replay", abstract: "Replay scenarios and write their frame dumps.",
    argument: ("scenario", "A scenario file (JSON, format version 1).", true),
    minimumArguments: 1, maximumArguments: .max,
    options: [
      OptionSpec(
        long: "fps", short: nil, valueName: "fps",
        help: "Frames per second (default: the scenario's, else 60)."),
      OptionSpec(
        long: "format", short: nil, valueName: "format",
        help: "The output format: \(formats.joined(separator: ", ")). (default: json)"),
      OptionSpec(
        long: "output", short: "o", valueName: "path",
        help: "Write to this file (a folder for several scenarios) instead of standard output."),
      OptionSpec(long: "quiet", short: "q", valueName: nil, help: "No progress line."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    throw RuntimeError(description: "replay: frame dumps are not implemented yet")
  }
}

/// `transition-sim diff`: compares two frame dumps.
enum DiffCommand {
  static let spec = CommandSpec(
    name: "diff", abstract: "Compare two frame dumps and report the first divergence.",
    argument: ("dump", "Two frame dumps (JSON) to compare.", true),
    minimumArguments: 2, maximumArguments: 2,
    options: [
      OptionSpec(
        long: "tolerance", short: nil, valueName: "tolerance",
        help: "The largest difference ignored. (default: 0.001)")
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    throw RuntimeError(description: "diff: frame dumps are not implemented yet")
  }
}
