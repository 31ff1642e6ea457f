import Foundation
import Testing
import TransitionSimLayouts

@Suite struct LayoutParameterValueTests {
  private func decode(_ json: String) throws -> LayoutParameterValue {
    try JSONDecoder().decode(LayoutParameterValue.self, from: Data(json.utf8))
  }

  @Test func decodesEveryKindOfJSONValue() throws {
    let value = try decode(#"{"a": 1, "b": [true, "x", null], "c": {"d": 2.5}}"#)
    let expected: LayoutParameterValue = [
      "a": 1, "b": [true, "x", nil], "c": ["d": 2.5],
    ]
    #expect(value == expected)
    // Booleans stay booleans and numbers stay numbers.
    #expect(try decode("true") == .bool(true))
    #expect(try decode("1") == .number(1))
    #expect(try decode("0") == .number(0))
    #expect(try decode(#""1""#) == .string("1"))
  }

  @Test func rendersCompactJSONWithSortedKeys() throws {
    let value: LayoutParameterValue = ["z": 1, "a": [true, "x", nil], "m": ["d": 2.5, "c": -3]]
    #expect(value.jsonText == #"{"a": [true, "x", null], "m": {"c": -3, "d": 2.5}, "z": 1}"#)
    #expect(LayoutParameterValue.string("say \"hi\"\n\\").jsonText == #""say \"hi\"\n\\""#)
    #expect(LayoutParameterValue.number(0.1).jsonText == "0.1")
    #expect(LayoutParameterValue.number(1e20).jsonText == "1e+20")
  }

  @Test func roundTripsThroughJSON() throws {
    let value: LayoutParameterValue = [
      "size": ["width": 10, "height": 2.5], "on": false, "n": nil,
    ]
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(LayoutParameterValue.self, from: data) == value)
  }

  @Test func describesItsKind() {
    #expect(LayoutParameterValue.number(1).kindDescription == "a number")
    #expect(LayoutParameterValue.string("").kindDescription == "a string")
    #expect(LayoutParameterValue.bool(true).kindDescription == "a boolean")
    #expect(LayoutParameterValue.array([]).kindDescription == "an array")
    #expect(LayoutParameterValue.object([:]).kindDescription == "an object")
    #expect(LayoutParameterValue.null.kindDescription == "null")
  }
}
