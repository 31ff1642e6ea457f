import Foundation
import Testing

@testable import TransitionSim

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

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    #expect(error?.message == "nesting deeper than 200 levels")
  }
}
