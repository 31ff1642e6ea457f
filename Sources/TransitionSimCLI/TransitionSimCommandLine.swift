// The transition-sim command-line tool as a library: replay UICollectionView update scenarios
// headless and deterministic, with the built-in layouts or a user's own.
//
// Shaped like swift-argument-parser's tools: help on stdout with exit 0; usage errors on stderr as
// "Error: …" plus the usage and a pointer to --help, exit 64; runtime failures on stderr, exit 1.
import Foundation
import TransitionSim
import TransitionSimLayouts

/// The `transition-sim` command-line tool — `replay`, `check`, `list` and `diff`, every output
/// format — for any set of layouts.
///
/// The `transition-sim` executable is `TransitionSimCommandLine.main()` with
/// ``LayoutRegistry/standard``. A tool of your own adds your layouts under names of your choice;
/// scenarios name them in `"layout": {"type": …}`, with the parameters you declare, checked and
/// listed by `list`, and unknown names get a "did you mean":
///
/// ```swift
/// import TransitionSim
/// import TransitionSimCLI
/// import TransitionSimLayouts
///
/// var layouts = LayoutRegistry.standard
/// layouts.register(
///   LayoutRegistry.Entry(
///     name: "column", summary: "One column of full-width rows.",
///     parameters: [
///       LayoutParameter(
///         name: "rowHeight", type: .number, defaultValue: 44, minimum: 1,
///         summary: "The height of every row.")
///     ],
///     factory: { parameters in ColumnLayout(rowHeight: try parameters.number("rowHeight")) }))
/// TransitionSimCommandLine.main(layouts: layouts)
/// ```
///
/// The tool article's "Your own layouts in the tool" has the whole template, which
/// `Examples/custom-layout-tool` holds and the CLI tests build.
public enum TransitionSimCommandLine {
  /// Runs the tool and exits the process with its exit code.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program's name; `nil` for the process's own.
  ///   - layouts: The layouts scenarios can name.
  ///   - commandName: The tool's name in help and usage messages.
  public static func main(
    arguments: [String]? = nil, layouts: LayoutRegistry = .standard,
    commandName: String = "transition-sim"
  ) -> Never {
    exit(
      run(
        arguments ?? Array(CommandLine.arguments.dropFirst()), layouts: layouts,
        commandName: commandName))
  }

  /// Runs the tool with `arguments` (without the program's name) and returns its exit code: 0 on
  /// success, 1 for a failure, 64 for a usage error.
  ///
  /// Output goes to standard output, errors to standard error, as with
  /// ``main(arguments:layouts:commandName:)``.
  ///
  /// - Complexity: That of the command run.
  public static func run(
    _ arguments: [String], layouts: LayoutRegistry = .standard,
    commandName: String = "transition-sim"
  ) -> Int32 {
    do {
      return try execute(arguments, layouts: layouts, commandName: commandName)
    } catch {
      let (text, status) = report(error, commandName: commandName)
      printError(Palette.forStream(Terminal.standardError).errorReport(text))
      return status
    }
  }

  /// What ``run(_:layouts:commandName:)`` prints on standard error for `error`, and the exit
  /// code: for a usage error, the message, the usage and a pointer to the help (exit 64);
  /// otherwise the message (exit 1).
  package static func report(_ error: any Error, commandName: String) -> (String, Int32) {
    guard let error = error as? UsageError else {
      return ("Error: \(error)\n", ExitCode.failure)
    }
    let usage = error.command?.usage(tool: commandName) ?? "\(commandName) <subcommand>"
    let helpCommand =
      error.command.map { "\(commandName) \($0.name) --help" } ?? "\(commandName) --help"
    let text = """
      Error: \(error.message)
      Usage: \(usage)
        See '\(helpCommand)' for more information.

      """
    return (text, ExitCode.usage)
  }

  /// Runs the tool with `arguments`, throwing the errors ``run(_:layouts:commandName:)`` prints.
  ///
  /// - Throws: `UsageError` for a bad command line, any other error for a failed command.
  /// - Complexity: That of the command run.
  package static func execute(
    _ arguments: [String], layouts: LayoutRegistry, commandName: String = "transition-sim"
  ) throws -> Int32 {
    let rootHelp = rootHelp(commandName: commandName)
    guard let first = arguments.first else {
      print(rootHelp, terminator: "")
      return ExitCode.success
    }
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
      if arguments[1] == "help" {
        print(helpHelp(commandName: commandName), terminator: "")
        return ExitCode.success
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        throw UsageError(
          message: "Unknown subcommand '\(arguments[1])'."
            + Suggestion.didYouMean(arguments[1], among: commands.map(\.name)),
          command: nil)
      }
      print(command.helpText(tool: commandName), terminator: "")
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
      print(command.helpText(tool: commandName), terminator: "")
      return ExitCode.success
    }
    switch command.name {
    case ReplayCommand.spec.name: return try ReplayCommand.run(parsed, layouts: layouts)
    case CheckCommand.spec.name: return try CheckCommand.run(parsed, layouts: layouts)
    case ListCommand.spec.name: return try ListCommand.run(parsed, layouts: layouts)
    case CompletionCommand.spec.name:
      return try CompletionCommand.run(parsed, layouts: layouts, commandName: commandName)
    default: return try DiffCommand.run(parsed)
    }
  }

  static let commands: [CommandSpec] = [
    ReplayCommand.spec, CheckCommand.spec, ListCommand.spec, DiffCommand.spec,
    CompletionCommand.spec,
  ]

  /// The help of `help` itself, as swift-argument-parser tools print it.
  package static func helpHelp(commandName: String) -> String {
    let subcommands = commands.map(\.name).joined(separator: ", ")
    return """
      OVERVIEW: Show subcommand help information.

      USAGE: \(commandName) help [<subcommand>]

      ARGUMENTS:
      \(row("<subcommand>", "The subcommand to show help for (\(subcommands) or help)."))
      """
  }

  /// The tool's help: its overview, options and subcommands.
  package static func rootHelp(commandName: String) -> String {
    """
    OVERVIEW: Simulate UICollectionView layouts and their animated updates, headless and \
    deterministic.

    Replays scripted update scenarios (JSON, format version 1) and writes their frames, so
    animations can be asserted, diffed and looked at without a device.

    USAGE: \(commandName) <subcommand>

    OPTIONS:
    \(row("--version", "Show the version."))\
    \(row("-h, --help", "Show help information."))
    SUBCOMMANDS:
    \(commands.map { row($0.name, $0.abstract) }.joined())\
    \(row("help", "Show subcommand help information."))
      See '\(commandName) help <subcommand>' for detailed help.

    """
  }
}

/// Writes to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
