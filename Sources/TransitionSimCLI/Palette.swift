import Foundation
import TransitionSim

/// `--color <when>`: whether output is coloured.
package enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour on a terminal, unless `NO_COLOR` says otherwise; the default.
  case auto
  /// Colour even into a pipe or a file (a CI log that shows colours), whatever `NO_COLOR` says.
  case always
  /// No colour.
  case never

  /// The `--color` value in `arguments`, `auto` when it is absent.
  ///
  /// - Throws: `UsageError` for a value that is not one of the choices, with a "did you mean".
  static func parse(_ arguments: ParsedArguments, command: CommandSpec) throws -> ColorChoice {
    guard let text = arguments.values["color"] else { return .auto }
    guard let choice = ColorChoice(rawValue: text) else {
      let names = allCases.map(\.rawValue)
      throw UsageError(
        message: "Invalid value '\(text)' for '--color <when>': expected one of "
          + names.joined(separator: ", ") + "." + Suggestion.didYouMean(text, among: names),
        command: command)
    }
    return choice
  }
}

/// The colours of the words people look for in the tool's output — `PASS` green, `FAIL` red,
/// `Error:` bold red, `warning:` yellow — or none.
///
/// Colour goes only to a terminal: ``decide(_:isTerminal:noColor:)`` says when, following
/// no-color.org (a non-empty `NO_COLOR` turns it off; an explicit `--color always` wins over it).
/// Without colour every word is written as it is, so output into pipes and files is byte for byte
/// the same as it has always been.
package struct Palette: Equatable, Sendable {
  /// Whether the escape sequences are written.
  package var isEnabled: Bool

  /// No colour.
  package static let plain = Palette(isEnabled: false)

  /// A palette that colours when `isEnabled`.
  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Whether to colour a stream: `always` and `never` say so; `auto` colours when the stream
  /// `isTerminal` and `noColor` (the value of `NO_COLOR`) is unset or empty.
  package static func decide(_ choice: ColorChoice, isTerminal: Bool, noColor: String?) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto: return isTerminal && (noColor ?? "").isEmpty
    }
  }

  /// The palette for the stream `descriptor` (``Terminal/standardOutput`` or
  /// ``Terminal/standardError``) of this process, with `choice`.
  package static func forStream(_ descriptor: Int32, choice: ColorChoice = .auto) -> Palette {
    Palette(
      isEnabled: decide(
        choice, isTerminal: Terminal.isTerminal(descriptor),
        noColor: Terminal.environment("NO_COLOR")))
  }

  /// `text` in green (`PASS`).
  package func pass(_ text: String) -> String { paint(text, "32") }

  /// `text` in red (`FAIL`).
  package func fail(_ text: String) -> String { paint(text, "31") }

  /// `text` in bold red (`Error:`).
  package func error(_ text: String) -> String { paint(text, "1;31") }

  /// `text` in yellow (`warning:`).
  package func warning(_ text: String) -> String { paint(text, "33") }

  /// `report` with its leading `Error:` in ``error(_:)``'s colour (the rest as it is).
  ///
  /// - Complexity: O(*n*) in the length of `report`.
  package func errorReport(_ report: String) -> String {
    let label = "Error:"
    guard isEnabled, report.hasPrefix(label) else { return report }
    return error(label) + report.dropFirst(label.count)
  }

  /// `text` between the escape sequence that selects `code` and the one that resets.
  private func paint(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }
}
