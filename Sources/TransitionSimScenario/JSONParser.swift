import Foundation
import TransitionSimEngine

/// A syntax error in a JSON text, with where it is.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// `line 3, column 14: expected ',' or '}' after an object member`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON parser (RFC 8259) that records where each value starts.
///
/// It never recurses deeper than `maximumDepth` levels, so a deeply nested file is an error, not
/// a stack overflow.
///
/// - Complexity: O(*n*) in the length of the text.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 200

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses a whole JSON document.
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line and column of the first problem.
  public static func parse(_ data: Data) throws -> JSONValue {
    var parser = JSONParser(Array(data))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected text after the end of the document")
    }
    return value
  }

  /// Parses a sequence of JSON documents separated by white space (JSON Lines is one), keeping
  /// the lines and columns of the whole text.
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line and column of the first problem.
  /// - Complexity: O(*n*) in the length of the text.
  public static func parseSequence(_ data: Data) throws -> [JSONValue] {
    var parser = JSONParser(Array(data))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    var values: [JSONValue] = []
    parser.skipWhitespace()
    while parser.index < parser.bytes.count {
      values.append(try parser.parseValue(depth: 0))
      parser.skipWhitespace()
    }
    return values
  }

  /// Parses a JSON document given as a string.
  public static func parse(_ text: String) throws -> JSONValue {
    try parse(Data(text.utf8))
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of the document") }
    let startLine = line
    let startColumn = column
    func value(_ kind: JSONValue.Kind) -> JSONValue {
      JSONValue(kind, line: startLine, column: startColumn)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard depth < Self.maximumDepth else {
        throw error("nesting deeper than \(Self.maximumDepth) levels")
      }
      return value(.object(try parseObject(depth: depth + 1)))
    case UInt8(ascii: "["):
      guard depth < Self.maximumDepth else {
        throw error("nesting deeper than \(Self.maximumDepth) levels")
      }
      return value(.array(try parseArray(depth: depth + 1)))
    case UInt8(ascii: "\""):
      return value(.string(try parseString()))
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return value(.bool(true))
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return value(.bool(false))
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return value(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return value(.number(try parseNumber()))
    default:
      throw error("unexpected character '\(Self.printable(bytes[index]))'")
    }
  }

  private static func printable(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : String(format: "\\u%04X", byte)
  }

  private mutating func expectLiteral(_ literal: String) throws {
    let utf8 = Array(literal.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("unexpected text; did you mean '\(literal)'?") }
    index += utf8.count
  }

  private mutating func parseObject(depth: Int) throws -> [(key: String, value: JSONValue)] {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in double quotes")
      }
      let keyColumn = column
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw JSONSyntaxError(line: line, column: keyColumn, message: "duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth)))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the document in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return members
      }
      throw error("expected ',' or '}' after an object member")
    }
  }

  private mutating func parseArray(depth: Int) throws -> [JSONValue] {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the document in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return elements
      }
      throw error("expected ',' or ']' after an array element")
    }
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var pendingBytes: [UInt8] = []
    func flush() throws {
      guard !pendingBytes.isEmpty else { return }
      // The standard library's UTF-8 decoder refuses ill-formed sequences (overlong forms,
      // surrogates, truncated sequences), as `String(validating:as:)` does, which Apple's
      // systems have only from macOS 15 and iOS 18.
      var decoder = UTF8()
      var input = pendingBytes.makeIterator()
      decoding: while true {
        switch decoder.decode(&input) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: break decoding
        case .error: throw error("invalid UTF-8 in a string")
        }
      }
      pendingBytes.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        try flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in a \\u escape") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw error("unpaired surrogate in a \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default:
          index -= 1
          throw error("invalid escape '\\\(Self.printable(escape))' in a string")
        }
      case 0x00..<0x20:
        throw error("control character in a string (escape it)")
      default:
        pendingBytes.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hexadecimal digit in a \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    guard index < bytes.count else { throw error("incomplete number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        throw error("numbers may not have leading zeros")
      }
    } else if digits() == 0 {
      throw error("invalid number")
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("expected digits after the decimal point") }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard digits() > 0 else { throw error("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      index = start
      throw error("number \(text) is out of range")
    }
    return number
  }
}
