import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The scenario keys for self-sizing: `selfSizing`, the `contentChange` step and a batch's
/// `reconfigureItems`.
@Suite struct ScenarioSelfSizingTests {
  /// A list of 6 rows 320 wide, estimated 100, no spacing, in a 320 × 200 viewport.
  static func text(selfSizing: String, steps: String = "{\"wait\": 0.1}") -> String {
    """
    {
      "version": 1,
      "name": "rows",
      "viewport": {"width": 320, "height": 200},
      "displayScale": 0,
      "layout": {"type": "flow", "estimatedItemSize": {"width": 320, "height": 100},
                 "minimumLineSpacing": 0, "minimumInteritemSpacing": 0},
      "data": [["a", "b", "c", "d", "e", "f"]],
      \(selfSizing)
      "steps": [\(steps)]
    }
    """
  }

  private func run(_ text: String) throws -> ScenarioRun {
    try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
  }

  private func heights(_ state: [CollectionViewLayoutAttributes]) -> [CGFloat] {
    state.filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
      .map(\.size.height)
  }

  @Test func sizesByIdentifierWithADefaultAndProposedDimensions() throws {
    // "b" prefers 80, the others 30 (default); widths follow the proposed 320.
    // Displayed and measured: a 0–30, b 30–110, c 110–140, d 140–170, e 170–200; f starts at
    // 200, outside the bounds: it keeps the estimate.
    let decoded = try scenario(
      Self.text(
        selfSizing: """
          "selfSizing": {"default": {"height": 30}, "items": {"b": {"height": 80}}},
          """))
    #expect(decoded.selfSizing?.items["b"] == ScenarioSelfSizing.Size(height: 80))
    #expect(decoded.selfSizing?.invalidation == .enabled)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(decoded)
    #expect(heights(run.initialState) == [30, 80, 30, 30, 30])
    let height: CGFloat = 30 + 80 + 30 + 30 + 30 + 100
    #expect(run.initialContentSize.height == height)
  }

  /// `supplementaries`: by kind for every header, by `kind/section-item` for one.
  ///
  /// A flow layout of two sections (3 and 3 rows estimated 100), headers 20 by reference: every
  /// header prefers 40, section 1's 60; the rows prefer 30. Header 0 0–40, rows 40–130, header 1
  /// 130–190, its rows 190–280 (the last two off screen, at their estimate: 190–220, 220–320,
  /// 320–420).
  @Test func supplementaryViewsTakeTheirSizesByKindOrIdentifier() throws {
    let header = CollectionView.elementKindSectionHeader
    let text = Self.text(
      selfSizing: #""selfSizing": {"default": {"height": 30}, "supplementaries": {"#
        + #""\#(header)": {"height": 40}, "\#(header)/1-0": {"height": 60}}},"#
    )
    .replacingOccurrences(
      of: #""minimumLineSpacing": 0,"#,
      with: #""minimumLineSpacing": 0, "headerReferenceSize": {"width": 0, "height": 20},"#
    )
    .replacingOccurrences(
      of: #""data": [["a", "b", "c", "d", "e", "f"]]"#, with: #""data": [3, 3]"#)
    let decoded = try scenario(text)
    #expect(
      decoded.selfSizing?.supplementaries["\(header)/1-0"] == ScenarioSelfSizing.Size(height: 60))
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(decoded)
    let headers = run.initialState.filter { $0.representedElementKind == header }
      .sorted { $0.indexPath < $1.indexPath }.map(\.frame)
    #expect(
      headers == [
        CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 130, width: 320, height: 60),
      ])
  }

  @Test func aContentChangeFollowsTheInvalidation() throws {
    // All rows 40: a–e displayed (0–200). "b" grows to 70.
    // enabled + invalidate ["b"]: b resizes → a 0–40, b 40–110, c 110–150, d 150–190,
    // e 190–230 (still displayed, measured before).
    let enabled = try run(
      Self.text(
        selfSizing: "\"selfSizing\": {\"default\": {\"height\": 40}},",
        steps: "{\"contentChange\": {\"preferredSizes\": {\"b\": {\"height\": 70}}, "
          + "\"invalidate\": [\"b\"]}}"))
    #expect(heights(enabled.segments[0].restingState) == [40, 70, 40, 40, 40])
    let grown = try #require(enabled.segments[0].transition?.track(forItem: "b"))
    #expect(grown.start.size.height == 40 && grown.end.size.height == 70)
    // Without the invalidate list nothing moves (enabled), and with "disabled" not even with it.
    let silent = try run(
      Self.text(
        selfSizing: "\"selfSizing\": {\"default\": {\"height\": 40}},",
        steps: "{\"contentChange\": {\"preferredSizes\": {\"b\": {\"height\": 70}}}}"))
    #expect(heights(silent.segments[0].restingState) == [40, 40, 40, 40, 40])
    let disabled = try run(
      Self.text(
        selfSizing:
          "\"selfSizing\": {\"default\": {\"height\": 40}, \"invalidation\": \"disabled\"},",
        steps: "{\"contentChange\": {\"preferredSizes\": {\"b\": {\"height\": 70}}, "
          + "\"invalidate\": [\"b\"]}}"))
    #expect(heights(disabled.segments[0].restingState) == [40, 40, 40, 40, 40])
    #expect(disabled.segments[0].transition == nil)
    // enabledIncludingConstraints: the change alone resizes the displayed cells.
    let constraints = try run(
      Self.text(
        selfSizing:
          "\"selfSizing\": {\"default\": {\"height\": 40}, \"invalidation\": \"enabledIncludingConstraints\"},",
        steps: "{\"contentChange\": {\"preferredSizes\": {\"b\": {\"height\": 70}}, "
          + "\"animated\": false}}"))
    #expect(heights(constraints.segments[0].restingState) == [40, 70, 40, 40, 40])
    #expect(constraints.segments[0].transition == nil)
    // A reconfigure measures again whatever the invalidation.
    let reconfigured = try run(
      Self.text(
        selfSizing:
          "\"selfSizing\": {\"default\": {\"height\": 40}, \"invalidation\": \"disabled\"},",
        steps: "{\"contentChange\": {\"preferredSizes\": {\"b\": {\"height\": 70}}}}, "
          + "{\"batch\": {\"reconfigureItems\": [[0, 1]]}}"))
    #expect(heights(reconfigured.segments[1].restingState) == [40, 70, 40, 40, 40])
  }

  @Test(arguments: [
    (
      "\"selfSizing\": {\"items\": {\"b\": {\"height\": -3}}},",
      "selfSizing.items.b.height: the preferred height must not be negative, found -3"
    ),
    (
      "\"selfSizing\": {\"default\": {}},",
      "selfSizing.default: a preferred size names a width, a height or both"
    ),
    (
      "\"selfSizing\": {\"default\": {\"height\": 20000000}},",
      "selfSizing.default.height: the preferred height must be at most 10000000, found 20000000"
    ),
    (
      "\"selfSizing\": {\"invalidation\": \"always\"},",
      "selfSizing.invalidation: the self-sizing invalidation is one of \"disabled\", \"enabled\", "
        + "\"enabledIncludingConstraints\", found \"always\""
    ),
    (
      "\"selfSizing\": {\"supplementaries\": [1]},",
      "selfSizing.supplementaries: expected an object of sizes by a supplementary view's kind or "
        + "kind/section-item, found an array"
    ),
    (
      "\"selfSizing\": {\"defaults\": {}},",
      "selfSizing.defaults: unknown key 'defaults'. Did you mean 'default'?"
    ),
  ])
  func badSizesAreRefusedWhereTheyAre(selfSizing: String, message: String) {
    let error = #expect(throws: ScenarioError.self) {
      try scenario(Self.text(selfSizing: selfSizing))
    }
    #expect(error?.message == message.split(separator: ": ", maxSplits: 1).last.map(String.init))
    #expect(error?.path == String(message.split(separator: ":")[0]))
  }

  /// A zero height from `selfSizing` is refused by the flow layout in UIKit's words, located at
  /// the size that gave it: the default, an item's own size, or a content change's size.
  @Test func aZeroSizeIsRefusedAtTheSizeThatGaveIt() throws {
    let uikit = "negative or zero sizes are not supported in the flow layout"
    let cases: [(selfSizing: String, steps: String, path: String, item: String)] = [
      (
        "\"selfSizing\": {\"default\": {\"height\": 0}},", "{\"wait\": 0.1}", "selfSizing.default",
        "a"
      ),
      (
        "\"selfSizing\": {\"default\": {\"height\": 40}, \"items\": {\"c\": {\"width\": 0}}},",
        "{\"wait\": 0.1}", "selfSizing.items.c", "c"
      ),
      (
        "\"selfSizing\": {\"default\": {\"height\": 40}},",
        "{\"contentChange\": {\"preferredSizes\": {\"b\": {\"height\": 0}}, \"invalidate\": [\"b\"]}}",
        "steps[0].contentChange.preferredSizes.b", "b"
      ),
    ]
    for (index, test) in cases.enumerated() {
      let text = Self.text(selfSizing: test.selfSizing, steps: test.steps)
      let error = #expect(throws: ScenarioError.self, "case \(index)") { try run(text) }
      guard let error else { continue }
      #expect(error.path == test.path, "case \(index)")
      #expect(error.message.hasPrefix("item \"\(test.item)\" prefers a "), "case \(index)")
      #expect(error.message.contains(": \(uikit) (item at index path"), "case \(index)")
      // The line and column of the size's `{`, found here in the text.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let key = "\"\(test.path.split(separator: ".").last ?? "")\": {"
      let line = try #require(lines.firstIndex { $0.contains(key) && $0.contains(": 0") })
      let column = try #require(lines[line].range(of: key)).upperBound
      #expect(error.line == line + 1, "case \(index)")
      #expect(
        error.column == lines[line].distance(from: lines[line].startIndex, to: column),
        "case \(index)")
    }
  }

  @Test func runErrorsNameTheStep() throws {
    let unknown = #expect(throws: ScenarioRunError.self) {
      try run(
        Self.text(
          selfSizing: "\"selfSizing\": {\"default\": {\"height\": 40}},",
          steps: "{\"contentChange\": {\"preferredSizes\": {}, \"invalidate\": [\"zz\"]}}"))
    }
    #expect(
      "\(unknown.map { "\($0)" } ?? "")".contains(
        "steps[0] (contentChange): contentChange.invalidate names \"zz\", which the data does not have"
      ))
    let reconfigure = #expect(throws: ScenarioRunError.self) {
      try run(
        Self.text(
          selfSizing: "", steps: "{\"batch\": {\"reconfigureItems\": [[0, 9]]}}"))
    }
    #expect(
      "\(reconfigure.map { "\($0)" } ?? "")".contains(
        "attempt to reconfigure item 9 in section 0, which does not exist before the update: "
          + "the section contains only 6 items"))
  }
}
