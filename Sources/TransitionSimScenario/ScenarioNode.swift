import Foundation
import TransitionSimEngine

/// A JSON value being decoded, with its path for messages.
struct ScenarioNode: Sendable {
  let value: JSONValue
  let path: String
  let file: String?

  func error(_ message: String) -> ScenarioError {
    ScenarioError(file: file, path: path, line: value.line, column: value.column, message: message)
  }

  func child(_ key: String, _ value: JSONValue) -> ScenarioNode {
    ScenarioNode(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  func element(_ index: Int, _ value: JSONValue) -> ScenarioNode {
    ScenarioNode(value: value, path: "\(path)[\(index)]", file: file)
  }

  /// The members of an object, refusing keys not in `allowed` (with a suggestion).
  func object(allowing allowed: [String]) throws -> ScenarioObject {
    guard case .object(let members) = value.kind else {
      throw error("expected an object, found \(value.typeName)")
    }
    for member in members where !allowed.contains(member.key) {
      let node = child(member.key, member.value)
      let hint =
        Suggestion.closest(to: member.key, among: allowed).map { " Did you mean '\($0)'?" }
        ?? " Allowed keys: " + allowed.joined(separator: ", ") + "."
      throw node.error("unknown key '\(member.key)'." + hint)
    }
    return ScenarioObject(node: self, members: members)
  }

  func number() throws -> Double {
    guard case .number(let number) = value.kind else {
      throw error("expected a number, found \(value.typeName)")
    }
    return number
  }

  func number(in range: ClosedRange<Double>, _ what: String) throws -> Double {
    let number = try number()
    guard range.contains(number) else {
      throw error(
        "\(what) must be between \(format(range.lowerBound)) and "
          + "\(format(range.upperBound)), found \(format(number))")
    }
    return number
  }

  func nonNegative(_ what: String, maximum: Double = .greatestFiniteMagnitude) throws -> Double {
    let number = try number()
    guard number >= 0 else { throw error("\(what) must not be negative, found \(format(number))") }
    guard number <= maximum else {
      throw error("\(what) must be at most \(format(maximum)), found \(format(number))")
    }
    return number
  }

  func integer(_ what: String = "the value") throws -> Int {
    let number = try number()
    guard number.rounded() == number, abs(number) <= Double(Scenario.maximumElements) else {
      throw error(
        "\(what) must be a whole number up to \(Scenario.maximumElements), found "
          + format(number))
    }
    return Int(number)
  }

  func index(_ what: String) throws -> Int {
    let value = try integer(what)
    guard value >= 0 else { throw error("\(what) must not be negative, found \(value)") }
    return value
  }

  func string() throws -> String {
    guard case .string(let string) = value.kind else {
      throw error("expected a string, found \(value.typeName)")
    }
    return string
  }

  func bool() throws -> Bool {
    guard case .bool(let bool) = value.kind else {
      throw error("expected true or false, found \(value.typeName)")
    }
    return bool
  }

  func array() throws -> [ScenarioNode] {
    guard case .array(let elements) = value.kind else {
      throw error("expected an array, found \(value.typeName)")
    }
    return elements.enumerated().map { element($0.offset, $0.element) }
  }

  /// `[section, item]`.
  func indexPath() throws -> IndexPath {
    let parts = try array()
    guard parts.count == 2 else {
      throw error("expected an index path [section, item], found an array of \(parts.count)")
    }
    return IndexPath(
      item: try parts[1].index("the item"), section: try parts[0].index("the section"))
  }

  /// `{"x": …, "y": …}`.
  func point() throws -> CGPoint {
    let object = try self.object(allowing: ["x", "y"])
    return CGPoint(x: try object.required("x").finite(), y: try object.required("y").finite())
  }

  /// `{"width": …, "height": …}`, not negative.
  func size() throws -> CGSize {
    let object = try self.object(allowing: ["width", "height"])
    return CGSize(
      width: try object.required("width").nonNegative("the width", maximum: 1e7),
      height: try object.required("height").nonNegative("the height", maximum: 1e7))
  }

  /// `{"top": …, "left": …, "bottom": …, "right": …}`, each finite, missing edges 0.
  func insets() throws -> EdgeInsets {
    let object = try self.object(allowing: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try object.optional("top")?.finite() ?? 0,
      left: try object.optional("left")?.finite() ?? 0,
      bottom: try object.optional("bottom")?.finite() ?? 0,
      right: try object.optional("right")?.finite() ?? 0)
  }

  func finite() throws -> Double {
    let number = try number()
    guard abs(number) <= 1e9 else {
      throw error("the value must be between -1e9 and 1e9, found \(format(number))")
    }
    return number
  }

  private func format(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}

/// An object being decoded.
struct ScenarioObject {
  let node: ScenarioNode
  let members: [(key: String, value: JSONValue)]

  func optional(_ key: String) -> ScenarioNode? {
    members.first { $0.key == key }.map { node.child(key, $0.value) }
  }

  func required(_ key: String) throws -> ScenarioNode {
    guard let value = optional(key) else { throw node.error("missing required key '\(key)'") }
    return value
  }
}

extension ScenarioNode {
  /// A deceleration rate: `"normal"`, `"fast"` or a number strictly between 0 and 1 (the
  /// fraction of the velocity kept per millisecond), for `decelerationRate` and a fling step's
  /// `deceleration` alike.
  func decelerationRate() throws -> CollectionView.DecelerationRate {
    if case .string(let name) = value.kind {
      switch name {
      case "normal": return .normal
      case "fast": return .fast
      default:
        throw error(
          "the deceleration rate is \"normal\", \"fast\" or a number between 0 and 1, "
            + "found \"\(name)\"")
      }
    }
    let rate = try number(in: 0...1, "the deceleration rate")
    guard rate > 0 && rate < 1 else {
      throw error("the deceleration rate must be between 0 and 1 (exclusive), found 0 or 1")
    }
    return .init(rawValue: CGFloat(rate))
  }
}
