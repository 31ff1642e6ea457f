// transition-sim: replay UICollectionView update scenarios headless and deterministic.
//
// Shaped like swift-argument-parser's tools: help on stdout with exit 0; usage errors on stderr as
// "Error: …" plus the usage and a pointer to --help, exit 64; runtime failures on stderr, exit 1.
import Foundation
import TransitionSim

/// Writes to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

let commands: [CommandSpec] = [
  ReplayCommand.spec, CheckCommand.spec, ListCommand.spec, DiffCommand.spec,
]

let rootHelp = """
  OVERVIEW: Simulate UICollectionView layouts and their animated updates, headless and \
  deterministic.

  Replays scripted update scenarios (JSON, format version 1) and writes their frames, so
  animations can be asserted, diffed and looked at without a device.

  USAGE: transition-sim <subcommand>

  OPTIONS:
  \(row("--version", "Show the version."))\
  \(row("-h, --help", "Show help information."))
  SUBCOMMANDS:
  \(commands.map { row($0.name, $0.abstract) }.joined())\
  \(row("help", "Show subcommand help information."))
    See 'transition-sim help <subcommand>' for detailed help.

  """

func run(_ arguments: [String]) -> Int32 {
  guard let first = arguments.first else {
    print(rootHelp, terminator: "")
    return ExitCode.success
  }
  do {
    switch first {
    case "-h", "--help":
      print(rootHelp, terminator: "")
      return ExitCode.success
    case "--version":
      print(transitionSimVersion)
      return ExitCode.success
    case "help":
      guard arguments.count > 1 else {
        print(rootHelp, terminator: "")
        return ExitCode.success
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        throw UsageError(
          message: "Unknown subcommand '\(arguments[1])'."
            + Suggestion.didYouMean(arguments[1], among: commands.map(\.name)),
          command: nil)
      }
      print(command.helpText, terminator: "")
      return ExitCode.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      if first.hasPrefix("-") {
        throw UsageError(message: "Unknown option '\(first)'", command: nil)
      }
      throw UsageError(
        message: "Unknown subcommand '\(first)'."
          + Suggestion.didYouMean(first, among: commands.map(\.name) + ["help"]),
        command: nil)
    }
    let parsed = try parse(Array(arguments.dropFirst()), as: command)
    if parsed.wantsHelp {
      print(command.helpText, terminator: "")
      return ExitCode.success
    }
    switch command.name {
    case ReplayCommand.spec.name: return try ReplayCommand.run(parsed)
    case CheckCommand.spec.name: return try CheckCommand.run(parsed)
    case ListCommand.spec.name: return try ListCommand.run(parsed)
    default: return try DiffCommand.run(parsed)
    }
  } catch let error as UsageError {
    let usage = error.command?.usage ?? "transition-sim <subcommand>"
    let helpCommand =
      error.command.map { "transition-sim \($0.name) --help" } ?? "transition-sim --help"
    printError(
      """
      Error: \(error.message)
      Usage: \(usage)
        See '\(helpCommand)' for more information.

      """)
    return ExitCode.usage
  } catch {
    printError("Error: \(error)\n")
    return ExitCode.failure
  }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
