import Foundation
import TransitionSimEngine

/// A JSON value, with the position it was read from: TransitionSim's one JSON value type.
///
/// ``JSONParser`` makes it from a scenario file, recording each value's line and column so that
/// errors point into the file; a layout's parameters arrive as it (``LayoutSpecification``);
/// code builds it with literals or the static constructors, and `Codable` reads and writes it
/// with any coder:
///
/// ```swift
/// let size: JSONValue = ["width": 100, "height": 60]
/// size["width"]?.kind    // .number(100)
/// size.jsonText          // {"height": 60, "width": 100}
/// ```
///
/// Equality and hashing ignore positions and the order of an object's members (JSON objects are
/// unordered); objects keep their members in file (or literal) order for messages.
public struct JSONValue: Hashable, Sendable {
  /// The kinds of JSON value.
  ///
  /// Objects keep their keys in file order.
  public enum Kind: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in file order.
    case object([(key: String, value: JSONValue)])

    /// Compares kinds structurally; objects compare as sets of members, whatever their order.
    ///
    /// - Complexity: O(*n*) in the size of the values.
    public static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): true
      case (.bool(let a), .bool(let b)): a == b
      case (.number(let a), .number(let b)): a == b
      case (.string(let a), .string(let b)): a == b
      case (.array(let a), .array(let b)): a == b
      case (.object(let a), .object(let b)):
        a.count == b.count && Self.lookup(a) == Self.lookup(b)
      default: false
      }
    }

    /// Hashes the kind structurally; an object's members are hashed in key order.
    ///
    /// - Complexity: O(*n* log *n*) in the size of the value (keys are sorted).
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .null: hasher.combine(0)
      case .bool(let value): hasher.combine(value)
      case .number(let value): hasher.combine(value)
      case .string(let value): hasher.combine(value)
      case .array(let values): hasher.combine(values)
      case .object(let members):
        hasher.combine(members.count)
        let lookup = Self.lookup(members)
        for key in lookup.keys.sorted() {
          hasher.combine(key)
          hasher.combine(lookup[key])
        }
      }
    }

    /// An object's members by key; a repeated key (possible only in values built in code) keeps
    /// its first value, as ``JSONValue/subscript(_:)`` does.
    private static func lookup(
      _ members: [(key: String, value: JSONValue)]
    ) -> [String: JSONValue] {
      Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The value.
  public var kind: Kind
  /// The 1-based line the value starts on (0 when built in code).
  public var line: Int
  /// The 1-based column the value starts at (0 when built in code).
  public var column: Int

  /// Creates a value, optionally with its position.
  public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// Compares the values, ignoring positions.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.kind == rhs.kind }

  /// Hashes the value, ignoring its position.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// The name of the value's type, as error messages say it: `a number`, `a string`,
  /// `a boolean`, `an array`, `an object` or `null`.
  public var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The member named `key` of an object, or `nil`.
  ///
  /// - Complexity: O(*n*) in the number of members.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }
}

//===--- Building values in code --------------------------------------------===//

extension JSONValue {
  /// `null`.
  public static let null = JSONValue(.null)

  /// A number.
  public static func number(_ value: Double) -> JSONValue { JSONValue(.number(value)) }

  /// A string.
  public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

  /// `true` or `false`.
  public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

  /// An array.
  public static func array(_ values: [JSONValue]) -> JSONValue { JSONValue(.array(values)) }

  /// An object with `members`, in key order (a dictionary has none of its own).
  ///
  /// - Complexity: O(*n* log *n*) in the number of members.
  public static func object(_ members: [String: JSONValue]) -> JSONValue {
    JSONValue(.object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }))
  }
}

extension JSONValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A number.
  public init(integerLiteral value: Int) { self.init(.number(Double(value))) }
  /// A number.
  public init(floatLiteral value: Double) { self.init(.number(value)) }
  /// A string.
  public init(stringLiteral value: String) { self.init(.string(value)) }
  /// A boolean.
  public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }
  /// An object, its members in the literal's order; a repeated key keeps its last value.
  ///
  /// - Complexity: O(*n*²) in the number of members (literals are short).
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var members: [(key: String, value: JSONValue)] = []
    for (key, value) in elements {
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = value
      } else {
        members.append((key, value))
      }
    }
    self.init(.object(members))
  }
  /// `null`.
  public init(nilLiteral: ()) { self.init(.null) }
}

//===--- Rendering ----------------------------------------------------------===//

extension JSONValue {
  /// Compact JSON with object keys sorted; whole numbers print without a fraction.
  ///
  /// ```swift
  /// let value: JSONValue = ["z": 1, "a": [true, nil]]
  /// value.jsonText    // {"a": [true, null], "z": 1}
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) in the size of the value (keys are sorted).
  public var jsonText: String {
    switch kind {
    case .number(let value): Self.format(value)
    case .string(let value): Self.quote(value)
    case .bool(let value): value ? "true" : "false"
    case .array(let values): "[" + values.map(\.jsonText).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { member in
          Self.quote(member.key) + ": " + member.value.jsonText
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

//===--- Codable ------------------------------------------------------------===//

extension JSONValue: Codable {
  /// An object member's name as a coding key.
  private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes any JSON value (numbers are `Double`s; an object's members in key order, as a
  /// decoder does not promise any other).
  ///
  /// Positions are 0.
  ///
  /// - Complexity: O(*n* log *n*) in the size of the value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self.init(.null)
    } else if let value = try? container.decode(Bool.self) {
      self.init(.bool(value))
    } else if let value = try? container.decode(Double.self) {
      self.init(.number(value))
    } else if let value = try? container.decode(String.self) {
      self.init(.string(value))
    } else if let value = try? container.decode([JSONValue].self) {
      self.init(.array(value))
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a JSON value")
    }
  }

  /// Encodes the value as the JSON it came from (the order of an object's members in the output
  /// is the encoder's: `JSONEncoder`'s `.sortedKeys` makes it stable).
  ///
  /// - Complexity: O(*n*) in the size of the value.
  public func encode(to encoder: any Encoder) throws {
    switch kind {
    case .object(let members):
      var container = encoder.container(keyedBy: MemberKey.self)
      for member in members {
        try container.encode(member.value, forKey: MemberKey(stringValue: member.key))
      }
    case .array(let values):
      var container = encoder.singleValueContainer()
      try container.encode(values)
    case .number(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}
