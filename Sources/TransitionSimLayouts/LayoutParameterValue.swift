import Foundation

/// A JSON value, as a layout's parameters arrive from a scenario file.
///
/// It decodes from any JSON (numbers are `Double`s) and encodes back to the same JSON.
/// ``jsonText`` renders it compactly with sorted keys, so listings are deterministic.
public enum LayoutParameterValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// An array.
  case array([LayoutParameterValue])
  /// An object.
  case object([String: LayoutParameterValue])
  /// `null`.
  case null

  /// What kind of JSON value this is, for error messages: `a number`, `a string`, `a boolean`,
  /// `an array`, `an object` or `null`.
  public var kindDescription: String {
    switch self {
    case .number: "a number"
    case .string: "a string"
    case .bool: "a boolean"
    case .array: "an array"
    case .object: "an object"
    case .null: "null"
    }
  }

  /// Compact JSON with object keys sorted; whole numbers print without a fraction.
  ///
  /// - Complexity: O(*n* log *n*) in the size of the value (keys are sorted).
  public var jsonText: String {
    switch self {
    case .number(let value): Self.format(value)
    case .string(let value): Self.quote(value)
    case .bool(let value): value ? "true" : "false"
    case .array(let values): "[" + values.map(\.jsonText).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.keys.sorted().map { key in
          Self.quote(key) + ": " + (members[key]?.jsonText ?? "null")
        }.joined(separator: ", ") + "}"
    case .null: "null"
    }
  }

  private static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  private static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += String(format: "\\u%04x", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension LayoutParameterValue: Codable {
  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([LayoutParameterValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: LayoutParameterValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a JSON value")
    }
  }

  /// Encodes the value as the JSON it came from.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let members): try container.encode(members)
    case .null: try container.encodeNil()
    }
  }
}

extension LayoutParameterValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array.
  public init(arrayLiteral elements: LayoutParameterValue...) { self = .array(elements) }
  /// An object; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, LayoutParameterValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}
