import Foundation

/// `completion zsh`: a zsh completion function written with `_arguments`, for a folder on
/// `$fpath` (as `_<tool>`) or for `source` after `compinit`.
///
/// It completes the subcommands with their abstracts, each one's options with their help, the
/// words an option's value or an argument takes, folders, and files by extension.
enum ZshCompletion {
  /// The script for `model`.
  ///
  /// - Complexity: O(size of the script).
  static func script(_ model: CompletionModel) -> String {
    let function = model.functionName()
    var text = """
      #compdef \(model.tool)
      # zsh completion for \(model.tool). Save it as _\(model.tool) in a folder on $fpath, or
      # load it after compinit with
      #   source <(\(model.tool) completion zsh)

      \(function)() {
        local context state state_descr line
        typeset -A opt_args
        local -a subcommands
        subcommands=(

      """
    for command in model.commands {
      text += "    " + quoted(escapedColons(command.name) + ":" + command.abstract) + "\n"
    }
    text += "  )\n"
    text += "  _arguments -C \\\n"
    for option in CompletionModel.rootOptions {
      text += "    " + spec(option, exclusions: "- 1 *") + " \\\n"
    }
    text += """
          '1: :->subcommand' \\
          '*:: :->argument'
        case $state in
          subcommand)
            _describe -t subcommands 'subcommand' subcommands
            ;;
          argument)
            case $words[1] in

      """
    for command in model.commands {
      text += "        \(command.name))\n"
      text += "          _arguments \\\n"
      var specs = command.options.map {
        spec($0, exclusions: $0.long == "help" ? "- *" : nil)
      }
      specs += arguments(command)
      text += specs.map { "            " + $0 }.joined(separator: " \\\n") + "\n"
      text += "          ;;\n"
    }
    text += """
            esac
            ;;
        esac
      }

      if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
        \(function) "$@"
      else
        compdef \(function) \(model.tool)
      fi

      """
    return text
  }

  /// The `_arguments` specification of `option`: `'(-o --output)'{-o+,--output=}'[…]:path:_files'`.
  ///
  /// With `exclusions`, those instead of the option's own names.
  private static func spec(_ option: CompletionModel.Option, exclusions: String?) -> String {
    let help = "[" + escapedBrackets(CompletionModel.summary(option.help)) + "]"
    var value = ""
    if let values = option.value {
      value = ":" + escapedColons(option.long) + ":" + action(values)
    }
    let takesValue = option.value != nil
    let long = "--\(option.long)" + (takesValue ? "=" : "")
    guard let short = option.short else {
      let excluded = exclusions.map { "(\($0))" } ?? ""
      return quoted(excluded + long + help + value)
    }
    let names = "-\(short)" + (takesValue ? "+" : "")
    let excluded = "(" + (exclusions ?? "-\(short) --\(option.long)") + ")"
    return quoted(excluded) + "{\(names),\(long)}" + quoted(help + value)
  }

  /// The specifications of `command`'s arguments.
  private static func arguments(_ command: CompletionModel.Command) -> [String] {
    guard command.maximumArguments > 0, let name = command.argumentName else { return [] }
    let rest = ":" + escapedColons(name) + ":" + action(command.arguments)
    if command.maximumArguments < 8 {
      return (1...command.maximumArguments).map { quoted("\($0)" + rest) }
    }
    return [quoted("*" + rest)]
  }

  /// The action that completes `values`.
  private static func action(_ values: CompletionModel.Values) -> String {
    switch values {
    case .text: return " "
    case .words(let words): return "(" + words.map(escapedWord).joined(separator: " ") + ")"
    case .files(let extensions) where extensions.isEmpty: return "_files"
    case .files(let extensions) where extensions.count == 1:
      return "_files -g \"*.\(extensions[0])\""
    case .files(let extensions):
      return "_files -g \"*.(\(extensions.joined(separator: "|")))\""
    case .directories: return "_files -/"
    }
  }

  /// `text` as one single-quoted shell word.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` with `[`, `]` and `\` escaped, for an option's description.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func escapedBrackets(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]")
  }

  /// `text` with `:` and `\` escaped, for a name before a description.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func escapedColons(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
  }

  /// `word` with the characters special in a `(…)` list of words escaped.
  ///
  /// - Complexity: O(*n*) in the length of `word`.
  static func escapedWord(_ word: String) -> String {
    var escaped = ""
    for character in word {
      if " ()\\:\"'$`".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
