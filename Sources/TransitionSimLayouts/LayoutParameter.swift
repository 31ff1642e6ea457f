import Foundation
import TransitionSim

/// The type of a layout parameter, and how its JSON is read.
public enum LayoutParameterType: Hashable, Sendable, CustomStringConvertible {
  /// A finite number.
  case number
  /// A whole number.
  case integer
  /// `true` or `false`.
  case boolean
  /// An object `{"width": number, "height": number}`; both keys are required.
  case size
  /// An object `{"top", "left", "bottom", "right"}` of numbers; missing keys are 0.
  case insets
  /// An object `{"top", "leading", "bottom", "trailing"}` of numbers (UIKit's
  /// `NSDirectionalEdgeInsets`); missing keys are 0.
  case directionalInsets
  /// One of the listed strings.
  case choice([String])
  /// A JSON structure the layout's factory reads and checks itself, described in words (the
  /// compositional layout's `sections`); any JSON value passes the registry's check.
  case structure(String)

  /// How the type is written in listings and error messages.
  public var description: String {
    switch self {
    case .number: "number"
    case .integer: "integer"
    case .boolean: "boolean"
    case .size: "size {width, height}"
    case .insets: "insets {top, left, bottom, right}"
    case .directionalInsets: "directional insets {top, leading, bottom, trailing}"
    case .choice(let options): options.map { "\"\($0)\"" }.joined(separator: " | ")
    case .structure(let shape): shape
    }
  }
}

/// One documented parameter of a layout in the ``LayoutRegistry``.
public struct LayoutParameter: Hashable, Sendable {
  /// The name, as written in a scenario's `layout` object.
  public let name: String
  /// The type.
  public let type: LayoutParameterType
  /// The value used when the parameter is absent.
  public let defaultValue: JSONValue
  /// The smallest value accepted (inclusive) for numbers, integers and each side of a size;
  /// `nil` for no bound.
  public let minimum: Double?
  /// What the parameter does, in one line.
  public let summary: String

  /// Creates a parameter description.
  public init(
    name: String, type: LayoutParameterType, defaultValue: JSONValue,
    minimum: Double? = nil, summary: String
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.minimum = minimum
    self.summary = summary
  }
}

/// A problem with the parameters given to a layout in the ``LayoutRegistry``.
public enum LayoutParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No layout has this name.
  case unknownLayout(name: String, suggestion: String?)
  /// The layout has no parameter of this name (a key of a size or insets object is named
  /// `parameter.key`).
  case unknownParameter(layout: String, name: String, suggestion: String?)
  /// The value is not of the parameter's type.
  case wrongType(layout: String, parameter: String, expected: String, found: String)
  /// The value has the right type but is not acceptable.
  case invalidValue(layout: String, parameter: String, reason: String)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .unknownLayout(let name, let suggestion):
      "unknown layout '\(name)'" + Self.didYouMean(suggestion)
    case .unknownParameter(let layout, let name, let suggestion):
      "layout '\(layout)' has no parameter '\(name)'" + Self.didYouMean(suggestion)
    case .wrongType(let layout, let parameter, let expected, let found):
      "parameter '\(parameter)' of layout '\(layout)' must be \(expected), not \(found)"
    case .invalidValue(let layout, let parameter, let reason):
      "parameter '\(parameter)' of layout '\(layout)' \(reason)"
    }
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}

/// A layout's parameters, checked against its documented list: what a registry factory reads.
///
/// Every value was validated when this was made, and absent parameters answer their default.
public struct LayoutParameters: Sendable {
  /// The layout's name, for error messages.
  public let layout: String
  private let specs: [String: LayoutParameter]
  private let values: [String: JSONValue]

  /// Checks `values` against `parameters`: unknown names, wrong types and values out of range
  /// are errors.
  ///
  /// - Throws: ``LayoutParameterError``; for several problems, the first by parameter name.
  public init(
    layout: String, parameters: [LayoutParameter], values: [String: JSONValue]
  ) throws {
    self.layout = layout
    var specs: [String: LayoutParameter] = [:]
    for parameter in parameters { specs[parameter.name] = parameter }
    self.specs = specs
    self.values = values
    for name in values.keys.sorted() {
      guard let spec = specs[name] else {
        throw LayoutParameterError.unknownParameter(
          layout: layout, name: name,
          suggestion: Suggestion.closest(to: name, among: parameters.map(\.name)))
      }
      if let value = values[name] { try Self.check(value, against: spec, layout: layout) }
    }
  }

  //===--- Typed accessors -------------------------------------------------===//

  /// The number `name`, or its default.
  public func number(_ name: String) throws -> CGFloat {
    let value = try value(of: name)
    guard case .number(let number) = value.kind else {
      throw wrongType(name, expected: "a number", value)
    }
    return CGFloat(number)
  }

  /// The integer `name`, or its default.
  public func integer(_ name: String) throws -> Int {
    let value = try value(of: name)
    guard case .number(let number) = value.kind, let integer = Int(exactly: number) else {
      throw wrongType(name, expected: "an integer", value)
    }
    return integer
  }

  /// The boolean `name`, or its default.
  public func boolean(_ name: String) throws -> Bool {
    let value = try value(of: name)
    guard case .bool(let flag) = value.kind else {
      throw wrongType(name, expected: "a boolean", value)
    }
    return flag
  }

  /// The string `name`, or its default.
  public func string(_ name: String) throws -> String {
    let value = try value(of: name)
    guard case .string(let text) = value.kind else {
      throw wrongType(name, expected: "a string", value)
    }
    return text
  }

  /// The size `name`, or its default.
  public func size(_ name: String) throws -> CGSize {
    let value = try value(of: name)
    guard case .object = value.kind, case .number(let width)? = value["width"]?.kind,
      case .number(let height)? = value["height"]?.kind
    else { throw wrongType(name, expected: Self.sizeShape, value) }
    return CGSize(width: width, height: height)
  }

  /// The JSON of `name` as written, or its default (for a ``LayoutParameterType/structure(_:)``
  /// parameter, which the factory reads itself); `nil` for an unknown name.
  public func json(_ name: String) -> JSONValue? {
    values[name] ?? specs[name]?.defaultValue
  }

  /// The insets `name`, or its default.
  public func insets(_ name: String) throws -> EdgeInsets {
    let value = try value(of: name)
    guard case .object = value.kind else {
      throw wrongType(name, expected: Self.insetsShape, value)
    }
    func side(_ key: String) throws -> CGFloat {
      guard let member = value[key] else { return 0 }
      guard case .number(let number) = member.kind else {
        throw wrongType("\(name).\(key)", expected: "a number", member)
      }
      return CGFloat(number)
    }
    return EdgeInsets(
      top: try side("top"), left: try side("left"), bottom: try side("bottom"),
      right: try side("right"))
  }

  /// The directional insets `name`, or its default.
  public func directionalInsets(_ name: String) throws -> DirectionalEdgeInsets {
    let value = try value(of: name)
    guard case .object = value.kind else {
      throw wrongType(name, expected: Self.directionalInsetsShape, value)
    }
    func side(_ key: String) throws -> CGFloat {
      guard let member = value[key] else { return 0 }
      guard case .number(let number) = member.kind else {
        throw wrongType("\(name).\(key)", expected: "a number", member)
      }
      return CGFloat(number)
    }
    return DirectionalEdgeInsets(
      top: try side("top"), leading: try side("leading"), bottom: try side("bottom"),
      trailing: try side("trailing"))
  }

  //===--- Validation -----------------------------------------------------===//

  private static let sizeShape = "a size object {\"width\": number, \"height\": number}"
  private static let insetsShape =
    "an insets object {\"top\", \"left\", \"bottom\", \"right\": number}"
  private static let directionalInsetsShape =
    "a directional insets object {\"top\", \"leading\", \"bottom\", \"trailing\": number}"

  private func value(of name: String) throws -> JSONValue {
    guard let spec = specs[name] else {
      throw LayoutParameterError.unknownParameter(layout: layout, name: name, suggestion: nil)
    }
    return values[name] ?? spec.defaultValue
  }

  private func wrongType(
    _ name: String, expected: String, _ value: JSONValue
  ) -> LayoutParameterError {
    .wrongType(layout: layout, parameter: name, expected: expected, found: value.typeName)
  }

  private static func check(
    _ value: JSONValue, against spec: LayoutParameter, layout: String
  ) throws {
    let name = spec.name
    func wrongType(_ parameter: String, _ expected: String, _ found: JSONValue) -> Error {
      LayoutParameterError.wrongType(
        layout: layout, parameter: parameter, expected: expected, found: found.typeName)
    }
    func finite(_ parameter: String, _ number: Double) throws {
      guard number.isFinite else {
        throw LayoutParameterError.invalidValue(
          layout: layout, parameter: parameter, reason: "must be finite, not \(number)")
      }
      if let minimum = spec.minimum, number < minimum {
        throw LayoutParameterError.invalidValue(
          layout: layout, parameter: parameter,
          reason:
            "must be at least \(JSONValue.number(minimum).jsonText), not "
            + JSONValue.number(number).jsonText)
      }
    }
    func checkMembers(_ value: JSONValue, keys: [String], expected: String) throws {
      guard case .object(let members) = value.kind else { throw wrongType(name, expected, value) }
      for key in members.map(\.key).sorted() where !keys.contains(key) {
        throw LayoutParameterError.unknownParameter(
          layout: layout, name: "\(name).\(key)",
          suggestion: Suggestion.closest(to: key, among: keys).map { "\(name).\($0)" })
      }
      for key in keys {
        guard let member = value[key] else { continue }
        guard case .number(let number) = member.kind else {
          throw wrongType("\(name).\(key)", "a number", member)
        }
        try finite("\(name).\(key)", number)
      }
    }

    switch spec.type {
    case .number:
      guard case .number(let number) = value.kind else {
        throw wrongType(name, "a number", value)
      }
      try finite(name, number)
    case .integer:
      guard case .number(let number) = value.kind else {
        throw wrongType(name, "an integer", value)
      }
      guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else {
        throw LayoutParameterError.invalidValue(
          layout: layout, parameter: name,
          reason: "must be a whole number, not \(JSONValue.number(number).jsonText)")
      }
      try finite(name, number)
    case .boolean:
      guard case .bool = value.kind else { throw wrongType(name, "a boolean", value) }
    case .size:
      try checkMembers(value, keys: ["width", "height"], expected: sizeShape)
      for key in ["width", "height"] where value[key] == nil {
        throw LayoutParameterError.invalidValue(
          layout: layout, parameter: name, reason: "needs a \"\(key)\"")
      }
    case .insets:
      try checkMembers(value, keys: ["top", "left", "bottom", "right"], expected: insetsShape)
    case .directionalInsets:
      try checkMembers(
        value, keys: ["top", "leading", "bottom", "trailing"], expected: directionalInsetsShape)
    case .choice(let options):
      guard case .string(let text) = value.kind else {
        throw wrongType(name, "one of \(spec.type)", value)
      }
      guard options.contains(text) else {
        let suggestion = Suggestion.closest(to: text, among: options)
        throw LayoutParameterError.invalidValue(
          layout: layout, parameter: name,
          reason: "must be one of \(spec.type), not \"\(text)\""
            + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
      }
    case .structure:
      break  // The factory reads and checks it, locating its errors.
    }
  }
}
