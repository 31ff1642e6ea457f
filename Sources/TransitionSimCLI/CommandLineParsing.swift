import Foundation
import TransitionSim

/// A usage error: printed as `Error: …` with the command's usage, exit code 64.
struct UsageError: Error {
  var message: String
  var command: CommandSpec?
}

/// A runtime failure: printed as `Error: …`, exit code 1.
struct RuntimeError: Error, CustomStringConvertible {
  var description: String
}

/// The exit codes of swift-argument-parser's conventions.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}

/// One option a command accepts.
struct OptionSpec {
  var long: String
  var short: Character?
  /// The value's name in help (`<fps>`), or `nil` for a flag.
  var valueName: String?
  var help: String

  var usage: String {
    let name = short.map { "-\($0)" } ?? "--\(long)"
    return valueName.map { "\(name) <\($0)>" } ?? name
  }

  var helpLabel: String {
    let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
    return valueName.map { "\(names) <\($0)>" } ?? names
  }
}

/// A command's shape: name, abstract, arguments and options (like SAP's `configuration`).
struct CommandSpec {
  var name: String
  var abstract: String
  var discussion: String = ""
  /// The positional argument's name and help, and whether several may be given.
  var argument: (name: String, help: String, repeating: Bool)?
  var minimumArguments = 0
  var maximumArguments = 0
  var options: [OptionSpec] = []

  static let help = OptionSpec(
    long: "help", short: "h", valueName: nil, help: "Show help information.")

  var allOptions: [OptionSpec] { options + [Self.help] }

  /// The usage line of this command in the tool called `tool`.
  func usage(tool: String) -> String {
    var parts = [tool, name]
    if let argument {
      let word = "<\(argument.name)>" + (argument.repeating ? " ..." : "")
      parts.append(minimumArguments == 0 ? "[\(word)]" : word)
    }
    for option in options { parts.append("[\(option.usage)]") }
    return parts.joined(separator: " ")
  }

  /// The command's help, in the tool called `tool`.
  func helpText(tool: String) -> String {
    var text = "OVERVIEW: \(abstract)\n"
    if !discussion.isEmpty { text += "\n" + wrap(discussion, width: 80) + "\n" }
    text += "\nUSAGE: \(usage(tool: tool))\n"
    if let argument {
      text += "\nARGUMENTS:\n" + row("<\(argument.name)>", argument.help)
    }
    text += "\nOPTIONS:\n"
    for option in allOptions { text += row(option.helpLabel, option.help) }
    return text
  }
}

/// `  label                   help`, wrapped SAP-style at column 26.
func row(_ label: String, _ help: String) -> String {
  let indent = "  "
  let labelWidth = 24
  if label.count < labelWidth - 1 {
    return indent + label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + help + "\n"
  }
  return indent + label + "\n" + String(repeating: " ", count: labelWidth + indent.count) + help
    + "\n"
}

/// The parsed arguments of one command.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var wantsHelp = false
}

/// Parses `arguments` against `spec`.
func parse(_ arguments: [String], as spec: CommandSpec) throws -> ParsedArguments {
  var parsed = ParsedArguments()
  var iterator = arguments.makeIterator()
  var onlyPositionals = false
  while let argument = iterator.next() {
    if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
      parsed.positionals.append(argument)
      continue
    }
    if argument == "--" {
      onlyPositionals = true
      continue
    }
    var name = argument
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    let option = spec.allOptions.first { option in
      name == "--\(option.long)" || option.short.map { name == "-\($0)" } == true
    }
    guard let option else {
      let candidates = spec.allOptions.map { "--\($0.long)" }
      let suggestion = Suggestion.closest(to: name, among: candidates)
      throw UsageError(
        message: "Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""),
        command: spec)
    }
    if option.long == "help" {
      parsed.wantsHelp = true
      continue
    }
    if option.valueName != nil {
      guard let value = inlineValue ?? iterator.next() else {
        throw UsageError(message: "Missing value for '\(option.usage)'", command: spec)
      }
      parsed.values[option.long] = value
    } else {
      if inlineValue != nil {
        throw UsageError(message: "The flag '--\(option.long)' takes no value", command: spec)
      }
      parsed.flags.insert(option.long)
    }
  }
  if parsed.wantsHelp { return parsed }
  if parsed.positionals.count < spec.minimumArguments, let argument = spec.argument {
    throw UsageError(message: "Missing expected argument '<\(argument.name)>'", command: spec)
  }
  if parsed.positionals.count > spec.maximumArguments {
    let extra = parsed.positionals[spec.maximumArguments]
    throw UsageError(message: "Unexpected argument '\(extra)'", command: spec)
  }
  return parsed
}

/// Wraps `text` at `width` columns on spaces.
func wrap(_ text: String, width: Int) -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: true) {
    if !line.isEmpty && line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines.joined(separator: "\n")
}
