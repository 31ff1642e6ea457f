import Foundation
import TransitionSimEngine

/// A problem in a scenario file, with where it is: the file, the JSON path and the line and
/// column of the offending value.
///
/// `description` reads `grid.json:12:9: steps[2].batch.moveItem[0].to: expected …`, the form
/// compilers use, so editors can jump to it.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, when the scenario came from one.
  public var file: String?
  /// The JSON path of the value at fault (`steps[2].batch.moveItem`), empty for the document.
  public var path: String
  /// The 1-based line, or 0 when unknown.
  public var line: Int
  /// The 1-based column, or 0 when unknown.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(file: String? = nil, path: String, line: Int = 0, column: Int = 0, message: String) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: path: message`, leaving out the parts that are unknown.
  public var description: String {
    var location = file ?? ""
    if line > 0 { location += (location.isEmpty ? "" : ":") + "\(line):\(column)" }
    var text = location.isEmpty ? "" : location + ": "
    if !path.isEmpty { text += path + ": " }
    return text + message
  }
}
