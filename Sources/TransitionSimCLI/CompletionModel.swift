import Foundation
import TransitionSim
import TransitionSimLayouts

/// What a shell completes on the tool's command line: the subcommands, each one's options and
/// what their values are, and what its arguments are — the scenario files, the dump files, the
/// layout names of the tool's own registry, the shells.
///
/// ``BashCompletion``, ``ZshCompletion`` and ``FishCompletion`` write it as a script. It is made
/// from the commands' own specifications, so a new option completes without more work.
struct CompletionModel {
  /// What a value or an argument completes to.
  enum Values: Equatable {
    /// Anything: nothing is offered.
    case text
    /// One of these words.
    case words([String])
    /// Files: any file with no extensions given, else folders and the files with these
    /// extensions.
    case files(extensions: [String])
    /// Folders.
    case directories
  }

  /// One option of a subcommand.
  struct Option: Equatable {
    var long: String
    var short: Character?
    var help: String
    /// What the value completes to, or `nil` for a flag.
    var value: Values?
  }

  /// One subcommand.
  struct Command: Equatable {
    var name: String
    var abstract: String
    var options: [Option]
    /// The arguments' name in help (`scenario`), or `nil` when it takes none.
    var argumentName: String?
    /// What the arguments complete to.
    var arguments: Values
    /// The most arguments it takes.
    var maximumArguments: Int
  }

  /// The tool's name, as typed in the shell.
  var tool: String
  /// The subcommands, `help` last.
  var commands: [Command]

  /// The model of the tool called `tool`, whose subcommands are `specs` (and `help`) and whose
  /// layouts are `layouts`.
  ///
  /// - Complexity: O(total options of the commands, plus the layouts).
  init(tool: String, specs: [CommandSpec], layouts: LayoutRegistry) {
    self.tool = tool
    commands = specs.map { spec in
      Command(
        name: spec.name, abstract: spec.abstract,
        options: spec.allOptions.map { option in
          Option(
            long: option.long, short: option.short, help: option.help,
            value: option.valueName.map { _ in Self.values(of: option, in: spec.name) })
        },
        argumentName: spec.argument?.name,
        arguments: Self.arguments(of: spec.name, layouts: layouts),
        maximumArguments: spec.argument == nil ? 0 : spec.maximumArguments)
    }
    commands.append(
      Command(
        name: "help", abstract: "Show subcommand help information.",
        options: [], argumentName: "subcommand",
        arguments: .words(specs.map(\.name) + ["help"]), maximumArguments: 1))
  }

  /// The options of the tool itself, before a subcommand.
  static let rootOptions = [
    Option(long: "version", short: nil, help: "Show the version.", value: nil),
    Option(long: "help", short: "h", help: "Show help information.", value: nil),
  ]

  /// The name of a shell function of the tool's script: `prefix` and the tool's name with every
  /// character that is not an ASCII letter or digit as `_` (`_transition_sim`).
  ///
  /// - Complexity: O(*n*) in the length of the name.
  func functionName(_ prefix: String = "_", suffix: String = "") -> String {
    let name = tool.unicodeScalars.map { scalar -> String in
      scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) ? String(scalar) : "_"
    }
    return prefix + name.joined() + suffix
  }

  /// The first sentence of `help`, for shells that show one line per option.
  ///
  /// - Complexity: O(*n*) in the length of `help`.
  static func summary(_ help: String) -> String {
    guard let end = help.range(of: ". ") else { return help }
    return String(help[..<end.lowerBound]) + "."
  }

  /// What the value of `option` of the subcommand `command` completes to, by the value's name.
  private static func values(of option: OptionSpec, in command: String) -> Values {
    switch option.valueName {
    case "format" where command == ReplayCommand.spec.name: return .words(ReplayCommand.formats)
    case "format" where command == DiffCommand.spec.name: return .words(DiffCommand.formats)
    case "mode": return .words(GoldenRecordMode.allCases.map(\.rawValue))
    case "when": return .words(ColorChoice.allCases.map(\.rawValue))
    case "dir": return .directories
    case "path": return .files(extensions: [])
    default: return .text
    }
  }

  /// What the arguments of the subcommand `command` complete to.
  private static func arguments(of command: String, layouts: LayoutRegistry) -> Values {
    switch command {
    case ReplayCommand.spec.name, CheckCommand.spec.name: return .files(extensions: ["json"])
    case DiffCommand.spec.name: return .files(extensions: ["json", "jsonl"])
    case ListCommand.spec.name: return .words(layouts.names)
    case CompletionCommand.spec.name: return .words(CompletionCommand.shells)
    default: return .text
    }
  }
}

extension DiffCommand {
  /// The formats of `diff --format`.
  static let formats = ["text", "html"]
}
