import Foundation
import TransitionSim

/// A mistake in the JSON a layout reads itself (the compositional layout's `sections`), with
/// where it is: the JSON path inside the layout object and the line and column in the file.
///
/// ``LayoutRegistry/makeLayout(_:)`` turns it into a `ScenarioError` whose path starts with the
/// layout's own (`layout.sections[0].group…`), so it reads like every other scenario error:
/// `grid.json:7:41: layout.sections[0].group.horizontal.subitems[0].layoutSize.widthDimension:
/// a fractional dimension must be above 0, found 0`.
public struct LayoutJSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON path inside the layout object (`sections[0].group`).
  public var path: String
  /// The 1-based line of the value at fault, or 0 when built in code.
  public var line: Int
  /// The 1-based column of the value at fault, or 0 when built in code.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// Creates an error at `path`, `line` and `column`.
  public init(path: String, line: Int = 0, column: Int = 0, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path: message`, the path left out when empty.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A JSON value a layout decodes, with its path for messages.
///
/// The counterpart of the scenario decoder's nodes for the JSON a layout factory reads itself:
/// every accessor throws a ``LayoutJSONError`` located at the value.
struct LayoutJSONNode {
  /// The largest length, size or spacing accepted, in points: the scenario's own bound for sizes.
  static let maximumLength: Double = 1e7

  let value: JSONValue
  let path: String

  /// An error at this value.
  ///
  /// - Complexity: O(1).
  func error(_ message: String) -> LayoutJSONError {
    LayoutJSONError(path: path, line: value.line, column: value.column, message: message)
  }

  /// The member `key`, whose value is `value`.
  func child(_ key: String, _ value: JSONValue) -> LayoutJSONNode {
    LayoutJSONNode(value: value, path: path.isEmpty ? key : "\(path).\(key)")
  }

  /// The element at `index`, whose value is `value`.
  func element(_ index: Int, _ value: JSONValue) -> LayoutJSONNode {
    LayoutJSONNode(value: value, path: "\(path)[\(index)]")
  }

  /// The members of an object, refusing keys not in `allowed` (with a suggestion).
  ///
  /// - Complexity: O(*m* · *a*) for *m* members and *a* allowed keys.
  func object(allowing allowed: [String]) throws(LayoutJSONError) -> LayoutJSONObject {
    guard case .object(let members) = value.kind else {
      throw error("expected an object, found \(value.typeName)")
    }
    for member in members where !allowed.contains(member.key) {
      let hint =
        Suggestion.closest(to: member.key, among: allowed).map { " Did you mean '\($0)'?" }
        ?? " Allowed keys: " + allowed.joined(separator: ", ") + "."
      throw child(member.key, member.value).error("unknown key '\(member.key)'." + hint)
    }
    return LayoutJSONObject(node: self, members: members)
  }

  /// The elements of an array.
  func array() throws(LayoutJSONError) -> [LayoutJSONNode] {
    guard case .array(let elements) = value.kind else {
      throw error("expected an array, found \(value.typeName)")
    }
    return elements.enumerated().map { element($0.offset, $0.element) }
  }

  /// A number, refusing other types.
  func number() throws(LayoutJSONError) -> Double {
    guard case .number(let number) = value.kind else {
      throw error("expected a number, found \(value.typeName)")
    }
    return number
  }

  /// A number between −``maximumLength`` and ``maximumLength`` (an inset, offset or spacing).
  func length(_ what: String) throws(LayoutJSONError) -> CGFloat {
    let number = try number()
    guard abs(number) <= Self.maximumLength else {
      throw error(
        "\(what) must be between -\(Self.format(Self.maximumLength)) and "
          + "\(Self.format(Self.maximumLength)), found \(Self.format(number))")
    }
    return CGFloat(number)
  }

  /// A number between 0 and ``maximumLength`` (a size).
  func size(_ what: String) throws(LayoutJSONError) -> CGFloat {
    let number = try number()
    guard number >= 0 else {
      throw error("\(what) must not be negative, found \(Self.format(number))")
    }
    guard number <= Self.maximumLength else {
      throw error(
        "\(what) must be at most \(Self.format(Self.maximumLength)), found \(Self.format(number))")
    }
    return CGFloat(number)
  }

  /// A whole number.
  func integer(_ what: String) throws(LayoutJSONError) -> Int {
    let number = try number()
    guard number.rounded() == number, abs(number) <= 1e9 else {
      throw error("\(what) must be a whole number, found \(Self.format(number))")
    }
    return Int(number)
  }

  /// A string.
  func string() throws(LayoutJSONError) -> String {
    guard case .string(let string) = value.kind else {
      throw error("expected a string, found \(value.typeName)")
    }
    return string
  }

  /// One of `options`, with a suggestion for a near miss.
  func choice(_ options: [String], _ what: String) throws(LayoutJSONError) -> String {
    let name = try string()
    guard options.contains(name) else {
      throw error(
        "unknown \(what) '\(name)'." + Suggestion.didYouMean(name, among: options) + " "
          + what.prefix(1).uppercased() + what.dropFirst() + "s: "
          + options.joined(separator: ", ") + ".")
    }
    return name
  }

  /// `true` or `false`.
  func bool() throws(LayoutJSONError) -> Bool {
    guard case .bool(let bool) = value.kind else {
      throw error("expected true or false, found \(value.typeName)")
    }
    return bool
  }

  /// `{"x": …, "y": …}`, each a ``length(_:)``.
  func point() throws(LayoutJSONError) -> CGPoint {
    let object = try object(allowing: ["x", "y"])
    return CGPoint(
      x: try object.required("x").length("x"), y: try object.required("y").length("y"))
  }

  /// `{"top", "leading", "bottom", "trailing"}`, each a ``length(_:)``, missing edges 0.
  func directionalInsets() throws(LayoutJSONError) -> DirectionalEdgeInsets {
    let object = try object(allowing: ["top", "leading", "bottom", "trailing"])
    func edge(_ key: String) throws(LayoutJSONError) -> CGFloat {
      try object.optional(key)?.length("an inset") ?? 0
    }
    return DirectionalEdgeInsets(
      top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"),
      trailing: try edge("trailing"))
  }

  /// A number as written: whole numbers without a fraction.
  static func format(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}

/// An object a layout decodes, its keys already checked.
struct LayoutJSONObject {
  let node: LayoutJSONNode
  let members: [(key: String, value: JSONValue)]

  /// The member `key`, or `nil`.
  func optional(_ key: String) -> LayoutJSONNode? {
    members.first { $0.key == key }.map { node.child(key, $0.value) }
  }

  /// The member `key`.
  ///
  /// - Throws: ``LayoutJSONError`` at the object when it is missing.
  func required(_ key: String) throws(LayoutJSONError) -> LayoutJSONNode {
    guard let value = optional(key) else { throw node.error("missing required key '\(key)'") }
    return value
  }
}
