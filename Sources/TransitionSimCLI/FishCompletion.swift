import Foundation

/// `completion fish`: `complete` commands for fish, with a condition per subcommand.
///
/// It completes the subcommands and options with their descriptions, the words an option's value
/// or an argument takes, folders, and files by extension.
enum FishCompletion {
  /// The script for `model`.
  ///
  /// - Complexity: O(size of the script).
  static func script(_ model: CompletionModel) -> String {
    let none = model.functionName("__fish_", suffix: "_needs_subcommand")
    let using = model.functionName("__fish_", suffix: "_using_subcommand")
    let files = model.functionName("__fish_", suffix: "_files")
    let tool = quoted(model.tool)
    var text = """
      # fish completion for \(model.tool). Save it as
      #   ~/.config/fish/completions/\(model.tool).fish
      # or load it with
      #   \(model.tool) completion fish | source

      function \(none)
          set -l tokens (commandline -opc)
          test (count $tokens) -eq 1
      end

      function \(using)
          set -l tokens (commandline -opc)
          test (count $tokens) -ge 2; and test $tokens[2] = $argv[1]
      end

      # The folders, and the files with the extensions given, that start with the current token.
      function \(files)
          set -l token (commandline -ct)
          for path in $token*
              if test -d $path
                  echo $path/
              else
                  for extension in $argv
                      string match -q -- "*.$extension" $path; and echo $path
                  end
              end
          end
      end

      complete -c \(tool) -f

      """
    for option in CompletionModel.rootOptions {
      text += line(tool, condition: none, option: option, files: files)
    }
    for command in model.commands {
      text +=
        "complete -c \(tool) -n \(none) -a \(quoted(command.name)) -d "
        + quoted(command.abstract) + "\n"
    }
    for command in model.commands {
      text += "\n"
      let condition = quoted("\(using) \(command.name)")
      for option in command.options {
        text += line(tool, condition: condition, option: option, files: files)
      }
      if command.maximumArguments > 0 {
        text +=
          "complete -c \(tool) -n \(condition)" + values(command.arguments, files: files) + "\n"
      }
    }
    return text
  }

  /// The `complete` line of `option` under `condition`.
  private static func line(
    _ tool: String, condition: String, option: CompletionModel.Option, files: String
  ) -> String {
    var text = "complete -c \(tool) -n \(condition)"
    if let short = option.short { text += " -s \(short)" }
    text += " -l \(option.long)"
    if let value = option.value { text += values(value, files: files, forOption: true) }
    return text + " -d " + quoted(CompletionModel.summary(option.help)) + "\n"
  }

  /// The switches that complete `values`: an option's value (`forOption`) or an argument;
  /// `files` is the script's function that lists files by extension.
  private static func values(
    _ values: CompletionModel.Values, files: String, forOption: Bool = false
  ) -> String {
    let requires = forOption ? " -x" : ""
    switch values {
    case .text: return requires
    case .words(let words): return requires + " -a " + quoted(words.joined(separator: " "))
    case .files(let extensions) where extensions.isEmpty: return forOption ? " -r -F" : " -F"
    case .files(let extensions):
      return requires + " -a " + quoted("(\(files) \(extensions.joined(separator: " ")))")
    case .directories: return requires + " -a '(__fish_complete_directories)'"
    }
  }

  /// `text` as one single-quoted fish word.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
