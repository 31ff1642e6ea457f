import Foundation
import Testing
import TransitionSimLayouts

/// A bad layout parameter in a scenario file is reported at its file, line and column, like
/// every other mistake in a scenario.
@Suite struct LayoutParameterLocationTests {
  private func error(layout: String) -> (error: ScenarioError?, text: String) {
    replayError(layout: layout)
  }

  /// The 1-based line and column of the first `needle` in `text`.
  private func position(of needle: String, in text: String) -> (line: Int, column: Int) {
    guard let range = text.range(of: needle) else { return (0, 0) }
    let before = text[..<range.lowerBound]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (
      before.filter { $0 == "\n" }.count + 1,
      text.distance(from: lineStart, to: range.lowerBound) + 1
    )
  }

  @Test func aValueOutOfRangeIsLocatedAtTheValue() throws {
    let (error, text) = error(
      layout: #"{"type": "grid", "itemSize": {"width": -1, "height": 60}}"#)
    let at = position(of: "-1", in: text)
    // The runner does not know the file; the command-line tool adds it (ReplayCheckDiffTests).
    #expect(error?.path == "layout.itemSize.width")
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(
      error?.description
        == "\(at.line):\(at.column): layout.itemSize.width: parameter "
        + "'itemSize.width' of layout 'grid' must be at least 0, not -1")
  }

  @Test func anUnknownParameterIsLocatedAtItsValue() throws {
    let (error, text) = error(layout: #"{"type": "flow", "itemSzie": 40}"#)
    let at = position(of: "40", in: text)
    #expect(error?.path == "layout.itemSzie")
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(error?.message == "layout 'flow' has no parameter 'itemSzie'; did you mean 'itemSize'?")
  }

  @Test func aWrongTypeIsLocatedAtTheValue() throws {
    let (error, text) = error(layout: #"{"type": "circle", "itemSize": "big"}"#)
    let at = position(of: #""big""#, in: text)
    #expect(error?.path == "layout.itemSize")
    #expect(error?.line == at.line && error?.column == at.column)
  }

  @Test func aMissingMemberIsLocatedAtItsObject() throws {
    let (error, text) = error(layout: #"{"type": "grid", "itemSize": {"width": 10}}"#)
    let at = position(of: #"{"width": 10}"#, in: text)
    #expect(error?.path == "layout.itemSize")
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(error?.message == #"parameter 'itemSize' of layout 'grid' needs a "height""#)
  }

  @Test func anUnknownLayoutIsLocatedAtItsType() throws {
    let (error, text) = error(layout: #"{"type": "flwo"}"#)
    let at = position(of: #""flwo""#, in: text)
    #expect(error?.path == "layout.type")
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(error?.message == "unknown layout 'flwo'; did you mean 'flow'?")
  }

  /// A misspelt type with a compositional layout's `sections` is reported as a misspelt type,
  /// not as flow-layout sections with unknown keys; the same sections under `flow` are flow
  /// sections, and wrong there.
  @Test func aMisspeltTypeComesBeforeItsSections() throws {
    let sections = #""sections": [{"contentInsets": {"top": 1}}]"#
    let (misspelt, text) = error(layout: #"{"type": "compositonal", "# + sections + "}")
    let at = position(of: #""compositonal""#, in: text)
    #expect(misspelt?.path == "layout.type")
    #expect(misspelt?.line == at.line && misspelt?.column == at.column)
    #expect(misspelt?.message == "unknown layout 'compositonal'; did you mean 'compositional'?")
    for type in ["flow", "circle"] {
      let (wrong, _) = error(layout: #"{"type": "\#(type)", "# + sections + "}")
      #expect(wrong?.path == "layout.sections[0].contentInsets", "\(type)")
      #expect(wrong?.message.hasPrefix("unknown key 'contentInsets'. Allowed keys: inset") == true)
    }
  }

  @Test func anyOtherFactoryErrorIsLocatedAtTheType() throws {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "this factory makes nothing" }
    }
    let text = """
      {"version": 1, "name": "x", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "mine"}, "data": [["A"]], "steps": []}
      """
    let scenario = try Scenario(json: Data(text.utf8), file: "x.json")
    let at = position(of: #""mine""#, in: text)
    #expect(
      throws: ScenarioError(
        file: nil, path: "layout.type", line: at.line, column: at.column,
        message: "this factory makes nothing")
    ) {
      try ScenarioRunner(layoutFactory: { _ in throw Refused() }).run(scenario)
    }
  }
}
