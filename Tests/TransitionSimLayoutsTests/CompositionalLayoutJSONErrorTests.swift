import Foundation
import Testing
import TransitionSimLayouts

/// Mistakes in a `compositional` layout: each is an error at the value at fault, with its JSON
/// path, line and column (computed here from where the value is in the text), and no layout.
@Suite struct CompositionalLayoutJSONErrorTests {
  private static let fullItem =
    #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}"#

  /// A layout of one section of one horizontal group of 3 copies of `item`; `extra` is added
  /// to the section, `group` replaces the group's body members after its size.
  private static func layout(
    item: String = fullItem, group: String = #""count": 3"#, extra: String = ""
  ) -> String {
    #"{"type": "compositional", "sections": {"group": {"horizontal": {"layoutSize": "#
      + #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "#
      + #""subitem": \#(item), \#(group)}}\#(extra)}}"#
  }

  private static let group = "layout.sections.group.horizontal"

  private func error(layout: String) -> (error: ScenarioError?, text: String) {
    replayError(layout: layout)
  }

  /// The 1-based line and column of the first `needle` in `text`, plus `offset` characters.
  private func position(
    of needle: String, in text: String, offset: Int = 0
  ) -> (line: Int, column: Int) {
    guard let range = text.range(of: needle) else { return (0, 0) }
    let target = text.index(range.lowerBound, offsetBy: offset)
    let before = text[..<target]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (before.filter { $0 == "\n" }.count + 1, text.distance(from: lineStart, to: target) + 1)
  }

  /// Expects the error for `layout` at `needle` (plus `offset`), with `path` and `message`.
  private func expectError(
    layout: String, at needle: String, offset: Int = 0, path: String, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (error, text) = error(layout: layout)
    let at = position(of: needle, in: text, offset: offset)
    #expect(at.line == 3, sourceLocation: sourceLocation)
    #expect(
      error?.description == "\(at.line):\(at.column): \(path): \(message)",
      sourceLocation: sourceLocation)
  }

  @Test func anUnknownKeySuggestsTheNearestOne() {
    expectError(
      layout: Self.layout(extra: #", "interGroupSpasing": 8"#), at: #"8}}"#,
      path: "layout.sections.interGroupSpasing",
      message: "unknown key 'interGroupSpasing'. Did you mean 'interGroupSpacing'?")
  }

  @Test func anUnknownKeyFarFromAnyListsTheKeys() {
    expectError(
      layout: Self.layout(group: #""count": 3, "zzz": 1"#), at: #""zzz": 1"#, offset: 7,
      path: Self.group + ".zzz",
      message: "unknown key 'zzz'. Allowed keys: layoutSize, subitems, subitem, repeatingSubitem, "
        + "count, interItemSpacing, contentInsets, edgeSpacing, supplementaryItems.")
  }

  @Test func anUnknownParameterOfTheLayoutSuggestsSections() {
    expectError(
      layout: #"{"type": "compositional", "section": 1}"#, at: "1}",
      path: "layout.section",
      message: "layout 'compositional' has no parameter 'section'; did you mean 'sections'?")
  }

  @Test func anEmptySectionListIsRefused() {
    expectError(
      layout: #"{"type": "compositional", "sections": []}"#, at: "[]}", path: "layout.sections",
      message: "a compositional layout needs at least one section")
  }

  @Test func aWrongTypeIsLocatedAtTheValue() {
    expectError(
      layout: Self.layout(extra: #", "interGroupSpacing": "8""#), at: #""8""#,
      path: "layout.sections.interGroupSpacing", message: "expected a number, found a string")
  }

  @Test(arguments: ["0", "-0.5"])
  func aFractionOfZeroOrBelowIsRefused(_ fraction: String) {
    let item =
      #"{"layoutSize": {"widthDimension": {"fractionalWidth": \#(fraction)}, "#
      + #""heightDimension": {"absolute": 10}}}"#
    expectError(
      layout: Self.layout(item: item), at: #""fractionalWidth": \#(fraction)"#, offset: 19,
      path: Self.group + ".subitem.layoutSize.widthDimension.fractionalWidth",
      message: "a fractional dimension must be above 0, found \(fraction)")
  }

  @Test func aHugeSizeIsRefused() {
    let item =
      #"{"layoutSize": {"widthDimension": {"absolute": 1e8}, "heightDimension": {"absolute": 1}}}"#
    expectError(
      layout: Self.layout(item: item), at: "1e8",
      path: Self.group + ".subitem.layoutSize.widthDimension.absolute",
      message: "an absolute dimension must be at most 10000000, found 100000000")
  }

  @Test func aNegativeEstimateIsRefused() {
    let item =
      #"{"layoutSize": {"widthDimension": {"absolute": 5}, "heightDimension": {"estimated": -3}}}"#
    expectError(
      layout: Self.layout(item: item), at: "-3",
      path: Self.group + ".subitem.layoutSize.heightDimension.estimated",
      message: "an estimated dimension must not be negative, found -3")
  }

  @Test func anInfiniteNumberIsRefusedByTheParser() {
    // JSON has no NaN or infinity; a literal too large for a double is the way to write one.
    let item =
      #"{"layoutSize": {"widthDimension": {"absolute": 1e999}, "heightDimension": {"absolute": 1}}}"#
    let (error, text) = error(layout: Self.layout(item: item))
    let at = position(of: "1e999", in: text)
    #expect(error?.line == at.line && error?.column == at.column)
    #expect(error?.message == "invalid JSON: number 1e999 is out of range")
  }

  @Test func aDimensionNeedsExactlyOneKind() {
    let item =
      #"{"layoutSize": {"widthDimension": {"absolute": 5, "estimated": 5}, "heightDimension": {"absolute": 1}}}"#
    expectError(
      layout: Self.layout(item: item), at: #"{"absolute": 5, "#,
      path: Self.group + ".subitem.layoutSize.widthDimension",
      message: #"a dimension is one object with one of "fractionalWidth", "fractionalHeight", "#
        + #""absolute", "estimated", "uniformAcrossSiblings", found 2 keys"#)
  }

  @Test func anEmptySubitemsListHasUIKitsMessage() {
    let layout = Self.layout().replacingOccurrences(
      of: #""subitem": \#(Self.fullItem), "count": 3"#, with: #""subitems": []"#)
    expectError(
      layout: layout, at: #""subitems": []"#, offset: 12, path: Self.group + ".subitems",
      message: "At least 1 subitem is required for a group")
  }

  @Test func aCountBelowOneHasUIKitsMessage() {
    expectError(
      layout: Self.layout(group: #""count": 0"#), at: #""count": 0"#, offset: 9,
      path: Self.group + ".count",
      message: "A repeating horizontal group should specify a count >= 1 (count 0)")
  }

  @Test func aSubitemLargerThanItsGroupCannotFit() {
    let wide =
      #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1.5}, "heightDimension": {"absolute": 1}}}"#
    let layout = Self.layout().replacingOccurrences(
      of: #""subitem": \#(Self.fullItem), "count": 3"#, with: #""subitems": [\#(wide)]"#)
    expectError(
      layout: layout, at: wide, path: Self.group + ".subitems[0]",
      message: "the subitem cannot fit its group: its width is .fractionalWidth(1.5) of the "
        + "group's, more than all of it (UIKit does not document what it does with a group's "
        + "first or repeating subitem that cannot fit; TransitionSim refuses it)")
  }

  /// A group repeats its subitems "until available space is exhausted" (UIKit's header): a
  /// later subitem that cannot fit ends each repetition, so a group of [a third, one and a half]
  /// holds one third-wide item per row and never the wide one.
  @Test func aLaterSubitemThatCannotFitEndsTheRepetition() throws {
    let third =
      #"{"layoutSize": {"widthDimension": {"fractionalWidth": 0.3333}, "heightDimension": {"absolute": 50}}}"#
    let wide =
      #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1.5}, "heightDimension": {"absolute": 50}}}"#
    let json =
      #"{"version": 1, "name": "w", "viewport": {"width": 300, "height": 400}, "displayScale": 0, "#
      + #""layout": {"type": "compositional", "sections": {"group": {"horizontal": {"#
      + #""layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}}, "#
      + #""subitems": [\#(third), \#(wide)]}}}}, "data": [3], "steps": [{"wait": 0.1}]}"#
    let scenario = try Scenario(json: Data(json.utf8), file: "w.json")
    let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    let frames = run.initialState.filter { $0.representedElementCategory == .cell }
      .sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
    #expect(frames.count == 3)
    for (index, frame) in frames.enumerated() {
      // Each item alone in its row: 0.3333 × 300 = 99.99 wide, rows 50 apart.
      #expect(abs(frame.minX) < 1e-9 && abs(frame.width - 99.99) < 1e-9)
      #expect(frame.minY == CGFloat(index) * 50)
    }
  }

  @Test func anAbsoluteSubitemWiderThanAnAbsoluteGroupCannotFit() {
    let layout =
      #"{"type": "compositional", "sections": {"group": {"vertical": {"layoutSize": "#
      + #"{"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 50}}, "#
      + #""repeatingSubitem": {"layoutSize": {"widthDimension": {"absolute": 10}, "#
      + #""heightDimension": {"absolute": 60}}}, "count": 2}}}}"#
    expectError(
      layout: layout, at: #"{"layoutSize": {"widthDimension": {"absolute": 10}"#,
      path: "layout.sections.group.vertical.repeatingSubitem",
      message: "the subitem cannot fit its group: its height .absolute(60.0) is larger than the "
        + "group's .absolute(50.0) (UIKit does not document what it does with a group's first "
        + "or repeating subitem that cannot fit; TransitionSim refuses it)")
  }

  @Test func duplicateElementKindsHaveUIKitsMessage() {
    let header =
      #"{"elementKind": "header", "alignment": "top", "layoutSize": "#
      + #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}}"#
    let badge =
      #"{"elementKind": "header", "containerAnchor": {"edges": ["top"]}, "layoutSize": "#
      + #"{"widthDimension": {"absolute": 9}, "heightDimension": {"absolute": 9}}}"#
    let item =
      #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": "#
      + #"{"fractionalHeight": 1}}, "supplementaryItems": [\#(badge)]}"#
    let layout = Self.layout(
      item: item, extra: #", "boundarySupplementaryItems": [\#(header)]"#)
    expectError(
      layout: layout, at: #""header", "containerAnchor""#,
      path: Self.group + ".subitem.supplementaryItems[0].elementKind",
      message: "Error: Every supplementary must have a unique elementKind: duplicates "
        + "detected: header")
  }

  @Test func anUnknownAlignmentSuggestsOne() {
    let header =
      #"{"elementKind": "header", "alignment": "tpo", "layoutSize": "#
      + #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}}"#
    expectError(
      layout: Self.layout(extra: #", "boundarySupplementaryItems": [\#(header)]"#),
      at: #""tpo""#, path: "layout.sections.boundarySupplementaryItems[0].alignment",
      message: "unknown alignment 'tpo'. Did you mean 'top'? Alignments: none, top, topLeading, "
        + "leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing.")
  }

  @Test func anErrorInASetLayoutStepIsLocatedInTheStep() throws {
    let text = """
      {"version": 1, "name": "bad", "viewport": {"width": 320, "height": 480},
       "data": [["A", "B"]], "layout": {"type": "flow"},
       "steps": [{"setLayout": {"layout": \(Self.layout(group: #""count": -2"#))}}]}
      """
    let scenario = try Scenario(json: Data(text.utf8), file: "bad.json")
    #expect(throws: (any Error).self) {
      _ = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    }
    do {
      _ = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    } catch {
      let at = position(of: "-2", in: text)
      #expect(
        "\(error)".contains(
          "\(at.line):\(at.column): steps[0].setLayout.layout.sections.group.horizontal.count: "
            + "A repeating horizontal group should specify a count >= 1 (count -2)"))
    }
  }
}
