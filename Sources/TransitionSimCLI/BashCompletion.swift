import Foundation

/// `completion bash`: a bash completion script, a function that fills `COMPREPLY` from
/// `COMP_WORDS` and `COMP_CWORD`, registered with `complete -F`.
///
/// It completes the subcommands, each one's options (`--format=html` too), the words an option's
/// value or an argument takes, folders, and files by extension.
enum BashCompletion {
  /// The script for `model`.
  ///
  /// - Complexity: O(size of the script).
  static func script(_ model: CompletionModel) -> String {
    let function = model.functionName()
    let files = model.functionName(suffix: "_files")
    let rootWords =
      model.commands.map(\.name) + CompletionModel.rootOptions.flatMap(optionWords)
    var text = """
      # bash completion for \(model.tool). Load it with
      #   source <(\(model.tool) completion bash)
      # or save it as \(model.tool) in bash-completion's folder of completions.

      # Files with the extensions given (and folders), or any file; the word is $cur.
      \(files)() {
        local IFS=$'\\n' extension
        compopt -o filenames 2>/dev/null
        if (( $# == 0 )); then
          COMPREPLY=($(compgen -f -- "$cur"))
          return 0
        fi
        COMPREPLY=($(compgen -d -- "$cur"))
        for extension in "$@"; do
          COMPREPLY+=($(compgen -f -X "!*.$extension" -- "$cur"))
        done
      }

      \(function)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev=""
        (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
        # bash splits --option=value at "=".
        if [[ $cur == "=" ]]; then
          cur=""
        elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then
          prev="${COMP_WORDS[COMP_CWORD - 2]}"
        fi
        COMPREPLY=()
        if (( COMP_CWORD == 1 )); then
          COMPREPLY=($(compgen -W \(quoted(rootWords.joined(separator: " "))) -- "$cur"))
          return 0
        fi
        case "${COMP_WORDS[1]}" in

      """
    for command in model.commands {
      text += "    \(command.name))\n" + body(of: command, files: files) + "      ;;\n"
    }
    text += """
        esac
        return 0
      }

      complete -F \(function) \(model.tool)

      """
    return text
  }

  /// The case of `command`: its options' values, then its options or its arguments.
  private static func body(of command: CompletionModel.Command, files: String) -> String {
    var text = ""
    let valued = command.options.filter { $0.value != nil }
    if !valued.isEmpty {
      text += "      case \"$prev\" in\n"
      for option in valued {
        let pattern = optionWords(option).joined(separator: "|")
        text += "        \(pattern)) \(reply(option.value ?? .text, files: files)); return 0 ;;\n"
      }
      text += "      esac\n"
    }
    let options = command.options.flatMap(optionWords).joined(separator: " ")
    text += "      if [[ $cur == -* ]]; then\n"
    text += "        COMPREPLY=($(compgen -W \(quoted(options)) -- \"$cur\"))\n"
    text += "        return 0\n"
    text += "      fi\n"
    if command.maximumArguments > 0 && command.maximumArguments < 8 {
      text += argumentLimit(command, valued: valued)
    }
    if command.maximumArguments > 0 {
      text += "      \(reply(command.arguments, files: files))\n"
    }
    return text
  }

  /// Lines that return when `command` already has its most arguments, counting the words
  /// before the cursor that are neither options nor their values.
  private static func argumentLimit(
    _ command: CompletionModel.Command, valued: [CompletionModel.Option]
  ) -> String {
    var text = "      local i=2 count=0\n"
    text += "      while (( i < COMP_CWORD )); do\n"
    text += "        case \"${COMP_WORDS[i]}\" in\n"
    if !valued.isEmpty {
      let pattern = valued.flatMap(optionWords).joined(separator: "|")
      text += "          \(pattern)) [[ ${COMP_WORDS[i + 1]} == \"=\" ]] || (( i += 1 )) ;;\n"
    }
    text += "          =) (( i += 1 )) ;;\n"
    text += "          -*) ;;\n"
    text += "          *) (( count += 1 )) ;;\n"
    text += "        esac\n"
    text += "        (( i += 1 ))\n"
    text += "      done\n"
    text += "      (( count >= \(command.maximumArguments) )) && return 0\n"
    return text
  }

  /// The command that fills `COMPREPLY` with `values`.
  private static func reply(_ values: CompletionModel.Values, files: String) -> String {
    switch values {
    case .text: return ":"
    case .words(let words):
      return "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))"
    case .files(let extensions): return ([files] + extensions).joined(separator: " ")
    case .directories:
      return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
    }
  }

  /// `-o` and `--output`, or just `--fps`.
  static func optionWords(_ option: CompletionModel.Option) -> [String] {
    (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.long)"]
  }

  /// `text` as one single-quoted shell word.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
