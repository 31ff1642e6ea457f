import Foundation
import Testing
import TransitionSimLayouts

/// The `list` layout's separator keys in a scenario file (`topSeparatorVisibility`,
/// `topSeparatorInsets`, `bottomSeparatorVisibility`, `bottomSeparatorInsets`): read into the
/// configuration, in the schema, and located when wrong.
@Suite struct ListLayoutJSONTests {
  let top = CollectionLayoutListConfiguration.topSeparatorElementKind
  let bottom = CollectionLayoutListConfiguration.separatorElementKind

  /// The elements shown first by a 300 × 600 scenario (scale 0) of rows A and B laid out by the
  /// list `layout` (a JSON object's members).
  private func initialState(layout members: String) throws -> [CollectionViewLayoutAttributes] {
    let text = """
      {"version": 1, "name": "list", "viewport": {"width": 300, "height": 600},
       "displayScale": 0, "data": [["A", "B"]], "steps": [],
       "layout": {"type": "list"\(members)}}
      """
    let scenario = try Scenario(json: Data(text.utf8), file: "list.json")
    return try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
      .initialState
  }

  private func frames(
    ofKind kind: String, _ state: [CollectionViewLayoutAttributes]
  ) -> [IndexPath: CGRect] {
    var result: [IndexPath: CGRect] = [:]
    for attributes in state where attributes.representedElementKind == kind {
      result[attributes.indexPath] = attributes.frame
    }
    return result
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

  @Test func theSeparatorKeysReachTheConfiguration() throws {
    // Plain rows A 0…44 and B 44…88, 300 wide. Top separators (visible, leading 20, trailing
    // 8): x 20, y = row.minY, 300 − 28 = 272 wide. Bottom ones (insets 0): the full width at
    // row.maxY − 1.
    let state = try initialState(
      layout: """
        , "topSeparatorVisibility": "visible",
         "topSeparatorInsets": {"leading": 20, "trailing": 8},
         "bottomSeparatorVisibility": "visible", "bottomSeparatorInsets": {}
        """)
    #expect(
      frames(ofKind: top, state)
        == [
          path(0, 0): CGRect(x: 20, y: 0, width: 272, height: 1),
          path(0, 1): CGRect(x: 20, y: 44, width: 272, height: 1),
        ])
    #expect(
      frames(ofKind: bottom, state)
        == [
          path(0, 0): CGRect(x: 0, y: 43, width: 300, height: 1),
          path(0, 1): CGRect(x: 0, y: 87, width: 300, height: 1),
        ])
    // The defaults are the configuration's: no top separators, bottom ones inset 16.
    let defaults = try initialState(layout: "")
    #expect(frames(ofKind: top, defaults).isEmpty)
    #expect(
      frames(ofKind: bottom, defaults)[path(0, 1)] == CGRect(x: 16, y: 87, width: 284, height: 1))
    // Hidden bottom separators in a grouped list: none at all.
    let hidden = try initialState(
      layout: #", "appearance": "grouped", "bottomSeparatorVisibility": "hidden""#)
    #expect(frames(ofKind: top, hidden).isEmpty && frames(ofKind: bottom, hidden).isEmpty)
    #expect(LayoutRegistry.standard.listing.contains("  topSeparatorVisibility: "))
  }

  @Test func aWrongVisibilityIsLocatedAtItsValue() {
    let (error, text) = replayError(layout: #"{"type": "list", "topSeparatorVisibility": 1}"#)
    let at = position(of: "1}", in: text)
    #expect(error?.path == "layout.topSeparatorVisibility")
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(
      error?.message
        == #"parameter 'topSeparatorVisibility' of layout 'list' must be one of "automatic" | "#
        + #""visible" | "hidden", not a number"#)
    let (misspelt, misspeltText) = replayError(
      layout: #"{"type": "list", "bottomSeparatorVisibility": "visibl"}"#)
    let value = position(of: #""visibl""#, in: misspeltText)
    #expect(misspelt?.path == "layout.bottomSeparatorVisibility")
    #expect(misspelt?.line == value.line && misspelt?.column == value.column)
    #expect(
      misspelt?.message
        == #"parameter 'bottomSeparatorVisibility' of layout 'list' must be one of "automatic" | "#
        + #""visible" | "hidden", not "visibl"; did you mean "visible"?"#)
  }

  @Test func badInsetsAreLocatedAtTheirValue() {
    // An unknown edge, named with its parameter, with a suggestion.
    let (unknown, text) = replayError(
      layout: #"{"type": "list", "topSeparatorInsets": {"leadin": 16}}"#)
    let at = position(of: "16", in: text)
    #expect(unknown?.path == "layout.topSeparatorInsets.leadin")
    #expect(unknown?.line == at.line && unknown?.column == at.column)
    #expect(
      unknown?.message
        == "layout 'list' has no parameter 'topSeparatorInsets.leadin'; did you mean "
        + "'topSeparatorInsets.leading'?")
    // An edge that is not a number.
    let (edge, edgeText) = replayError(
      layout: #"{"type": "list", "bottomSeparatorInsets": {"trailing": "8"}}"#)
    let quoted = position(of: #""8""#, in: edgeText)
    #expect(edge?.path == "layout.bottomSeparatorInsets.trailing")
    #expect(edge?.line == quoted.line && edge?.column == quoted.column)
    #expect(
      edge?.message
        == "parameter 'bottomSeparatorInsets.trailing' of layout 'list' must be a number, not "
        + "a string")
    // Insets that are not an object.
    let (shape, _) = replayError(layout: #"{"type": "list", "topSeparatorInsets": 3}"#)
    #expect(shape?.path == "layout.topSeparatorInsets")
    #expect(
      shape?.message
        == "parameter 'topSeparatorInsets' of layout 'list' must be a directional insets object "
        + #"{"top", "leading", "bottom", "trailing": number}, not a number"#)
  }

  @Test func anUnknownKeyIsLocatedWithASuggestion() {
    let (error, text) = replayError(layout: #"{"type": "list", "topSeparatorInset": {}}"#)
    let at = position(of: "{}", in: text)
    #expect(error?.path == "layout.topSeparatorInset")
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(
      error?.message
        == "layout 'list' has no parameter 'topSeparatorInset'; did you mean 'topSeparatorInsets'?")
  }

  @Test func theSchemaListsExactlyTheListLayoutsKeys() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Schema/scenario.schema.json").standardized
    let schema = try JSONParser.parse(try Data(contentsOf: root))
    guard case .object(let members)? = schema["$defs"]?["listLayout"]?["properties"]?.kind else {
      Issue.record("the schema has no listLayout")
      return
    }
    let parameters = LayoutRegistry.standard.entry(named: "list")?.parameters.map(\.name) ?? []
    #expect(members.map(\.key).sorted() == (["type"] + parameters).sorted())
    #expect(schema["$defs"]?["listLayout"]?["additionalProperties"] == JSONValue(.bool(false)))
  }
}
