import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct JSONValueTests {
  @Test func parsesEveryKindWithPositions() throws {
    let value = try JSONParser.parse(
      """
      {
        "a": [1, -2.5e2, true, false, null],
        "b": "x\\u00e9\\n\\ud83d\\ude00"
      }
      """)
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(
      value["a"]
        == JSONValue(
          .array([
            JSONValue(.number(1)), JSONValue(.number(-250)), JSONValue(.bool(true)),
            JSONValue(.bool(false)), JSONValue(.null),
          ])))
    #expect(value["b"]?.kind == .string("xé\n😀"))
    // "a"'s array starts on line 2, column 8.
    #expect(value["a"]?.line == 2 && value["a"]?.column == 8)
    #expect(value["b"]?.line == 3)
  }

  private func decode(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
  }

  @Test func decodesEveryKindOfJSONValueWithCodable() throws {
    let value = try decode(#"{"a": 1, "b": [true, "x", null], "c": {"d": 2.5}}"#)
    let expected: JSONValue = [
      "a": 1, "b": [true, "x", nil], "c": ["d": 2.5],
    ]
    #expect(value == expected)
    // Booleans stay booleans and numbers stay numbers.
    #expect(try decode("true") == .bool(true))
    #expect(try decode("1") == .number(1))
    #expect(try decode("0") == .number(0))
    #expect(try decode(#""1""#) == .string("1"))
    // The same value as the parser reads it, positions aside.
    #expect(try JSONParser.parse(#"{"c": {"d": 2.5}, "b": [true, "x", null], "a": 1}"#) == value)
  }

  @Test func objectsAreEqualWhateverTheOrderOfTheirMembers() throws {
    let forward: JSONValue = ["a": 1, "b": [2, 3]]
    let backward: JSONValue = ["b": [2, 3], "a": 1]
    #expect(forward == backward && forward.hashValue == backward.hashValue)
    #expect(forward != ["a": 1, "b": [3, 2]])
    #expect(forward != ["a": 1])
    #expect(JSONValue.object(["b": 2, "a": 1]) == ["a": 1, "b": 2])
    // A literal's repeated key keeps its last value.
    #expect(JSONValue(dictionaryLiteral: ("a", 1), ("a", 2)) == ["a": 2])
  }

  @Test func rendersCompactJSONWithSortedKeys() throws {
    let value: JSONValue = ["z": 1, "a": [true, "x", nil], "m": ["d": 2.5, "c": -3]]
    #expect(value.jsonText == #"{"a": [true, "x", null], "m": {"c": -3, "d": 2.5}, "z": 1}"#)
    #expect(JSONValue.string("say \"hi\"\n\\").jsonText == #""say \"hi\"\n\\""#)
    #expect(JSONValue.number(0.1).jsonText == "0.1")
    #expect(JSONValue.number(1e20).jsonText == "1e+20")
  }

  @Test func roundTripsThroughCodable() throws {
    let value: JSONValue = [
      "size": ["width": 10, "height": 2.5], "on": false, "n": nil,
    ]
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let ordered: JSONValue = ["z": 1, "a": [true, nil], "m": "x"]
    #expect(
      String(decoding: try encoder.encode(ordered), as: UTF8.self)
        == #"{"a":[true,null],"m":"x","z":1}"#)
  }

  @Test func namesItsType() {
    #expect(JSONValue.number(1).typeName == "a number")
    #expect(JSONValue.string("").typeName == "a string")
    #expect(JSONValue.bool(true).typeName == "a boolean")
    #expect(JSONValue.array([]).typeName == "an array")
    #expect(JSONValue.object([:]).typeName == "an object")
    #expect(JSONValue.null.typeName == "null")
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "expected a member name in double quotes"),
    ("[1 2]", 1, 4, "expected ',' or ']' after an array element"),
    ("{\"a\": 01}", 1, 8, "numbers may not have leading zeros"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
    ("\n\n  tru", 3, 3, "unexpected text; did you mean 'true'?"),
    ("\"abc", 1, 5, "unterminated string"),
    ("{} x", 1, 4, "unexpected text after the end of the document"),
    ("1e999", 1, 1, "number 1e999 is out of range"),
  ])
  func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    #expect(error == JSONSyntaxError(line: line, column: column, message: message))
  }

  /// Strings are UTF-8: a well-formed one reads whole (2-, 3- and 4-byte scalars among
  /// escapes); ill-formed bytes — an overlong form, an encoded surrogate, a truncated
  /// sequence, a stray continuation byte — are an error, never a replacement character.
  @Test func stringsMustBeWellFormedUTF8() throws {
    let text = Array(#"["a\u00e9 é € 😀 \n"]"#.utf8)
    #expect(try JSONParser.parse(Data(text)) == ["a\u{e9} é € 😀 \n"])
    for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0xF8, 0x88]] {
      let data = Data(Array(#"["x"#.utf8) + bad + Array(#"y"]"#.utf8))
      let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(data) }
      #expect(error?.message == "invalid UTF-8 in a string", "\(bad)")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    #expect(error?.message == "nesting deeper than 200 levels")
  }
}
