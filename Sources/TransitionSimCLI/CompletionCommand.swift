import Foundation
import TransitionSim
import TransitionSimLayouts

/// `transition-sim completion <shell>`: prints a completion script for bash, zsh or fish.
package enum CompletionCommand {
  /// The shells with a script.
  static let shells = ["bash", "zsh", "fish"]

  static let spec = CommandSpec(
    name: "completion", abstract: "Print a shell completion script (bash, zsh or fish).",
    discussion: """
      The script completes the subcommands, their options, the formats, the record modes, the \
      layout names of this tool, and scenario and dump files. Each script says in its first \
      lines how to load it: in bash, 'source <(<tool> completion bash)' in ~/.bashrc; in zsh, \
      the script saved as _<tool> in a folder on $fpath; in fish, the script saved as \
      ~/.config/fish/completions/<tool>.fish.
      """,
    argument: ("shell", "The shell: bash, zsh or fish.", false),
    minimumArguments: 1, maximumArguments: 1)

  /// Prints the script for the shell `arguments` names.
  ///
  /// - Throws: `UsageError` for a shell without a script, with a "did you mean".
  static func run(
    _ arguments: ParsedArguments, layouts: LayoutRegistry, commandName: String
  ) throws -> Int32 {
    print(
      try script(for: arguments.positionals[0], tool: commandName, layouts: layouts),
      terminator: "")
    return ExitCode.success
  }

  /// The completion script of `shell` for the tool called `tool`, whose layouts are `layouts`.
  ///
  /// - Throws: `UsageError` for a shell without a script.
  /// - Complexity: O(size of the script).
  package static func script(
    for shell: String, tool: String, layouts: LayoutRegistry
  ) throws -> String {
    try script(
      for: shell, tool: tool, layouts: layouts, commands: TransitionSimCommandLine.commands)
  }

  /// The completion script of `shell` for the tool called `tool`, with `commands` and `layouts`.
  ///
  /// - Throws: `UsageError` for a shell without a script.
  /// - Complexity: O(size of the script).
  static func script(
    for shell: String, tool: String, layouts: LayoutRegistry, commands: [CommandSpec]
  ) throws -> String {
    let model = CompletionModel(tool: tool, specs: commands, layouts: layouts)
    switch shell {
    case "bash": return BashCompletion.script(model)
    case "zsh": return ZshCompletion.script(model)
    case "fish": return FishCompletion.script(model)
    default:
      throw UsageError(
        message: "Unknown shell '\(shell)'." + Suggestion.didYouMean(shell, among: shells)
          + " Shells: \(shells.joined(separator: ", ")).",
        command: spec)
    }
  }
}
