import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct ScenarioDecodingTests {
  static let minimal = """
    {
      "version": 1,
      "name": "grid",
      "viewport": {"width": 320, "height": 480},
      "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}},
      "data": [["A", "B", "C"]],
      "animation": {"duration": 0.25, "curve": "linear", "fps": 30},
      "steps": [
        {"batch": {
          "deleteItems": [[0, 1]],
          "insertItems": [{"at": [0, 0], "id": "X"}, [0, 3]],
          "moveItem": [{"from": [0, 0], "to": [0, 1]}],
          "reloadItems": [[0, 2]]
        }},
        {"wait": 0.5},
        {"batch": {"moveSection": [[0, 0]]}, "at": 2, "animation": {"duration": 1}}
      ]
    }
    """

  @Test func decodesACompleteScenario() throws {
    let decoded = try scenario(Self.minimal)
    #expect(decoded.name == "grid")
    #expect(decoded.viewport == CGSize(width: 320, height: 480))
    #expect(decoded.layout.type == "flow")
    #expect(decoded.layout.parameters.keys.sorted() == ["itemSize"])
    #expect(decoded.data == [["A", "B", "C"]])
    #expect(decoded.animation.duration == 0.25 && decoded.animation.fps == 30)
    #expect(decoded.animation.curve == .timing(.linear))
    #expect(decoded.steps.count == 3)
    guard case .batch(let batch) = decoded.steps[0].action else {
      Issue.record("not a batch")
      return
    }
    #expect(batch.update.deletedItems == [IndexPath(item: 1, section: 0)])
    #expect(
      batch.update.insertedItems.map(\.0) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0),
      ])
    #expect(batch.update.insertedItems.map(\.1) == ["X", nil])
    #expect(batch.update.movedItems.map(\.to) == [IndexPath(item: 1, section: 0)])
    #expect(decoded.steps[1].action == .wait(seconds: 0.5))
    #expect(decoded.steps[2].at == 2 && decoded.steps[2].animation.duration == 1)
    #expect(decoded.steps[2].path == "steps[2]")
  }

  @Test func countsBecomeIdentifiers() throws {
    let decoded = try scenario(
      Self.minimal.replacingOccurrences(of: "[[\"A\", \"B\", \"C\"]]", with: "[2, 1]"))
    #expect(decoded.data == [["0-0", "0-1"], ["1-0"]])
  }

  @Test(arguments: [
    // (replace, with, expected message)
    (
      "\"viewport\"", "\"viewprot\"",
      "test.json:4:15: viewprot: unknown key 'viewprot'. Did you mean 'viewport'?"
    ),
    (
      "\"moveItem\": [{\"from\": [0, 0], \"to\": [0, 1]}]",
      "\"moveItem\": [{\"from\": [0, 0], \"to\": \"end\"}]",
      "test.json:12:43: steps[0].batch.moveItem[0].to: expected an array, found a string"
    ),
    (
      "\"fps\": 30", "\"fps\": 0",
      "test.json:7:61: animation.fps: fps must be above 0 and at most 1000, found 0.0"
    ),
    (
      "\"duration\": 0.25", "\"duration\": -1",
      "test.json:7:29: animation.duration: the duration must not be negative, found -1"
    ),
    (
      "\"curve\": \"linear\"", "\"curve\": \"easeOutt\"",
      "test.json:7:44: animation.curve: unknown timing curve 'easeOutt'. Did you mean 'easeOut'? Named curves: linear, easeIn, easeOut, easeInEaseOut, default, or four control points [c1x, c1y, c2x, c2y]."
    ),
    (
      "{\"wait\": 0.5}", "{\"wiat\": 0.5}",
      "test.json:15:14: steps[1].wiat: unknown key 'wiat'. Did you mean 'wait'?"
    ),
    (
      "\"version\": 1", "\"version\": 2",
      "test.json:2:14: version: unsupported scenario version 2; this build reads version 1"
    ),
    (
      "[[\"A\", \"B\", \"C\"]]", "[[\"A\", \"B\", \"A\"]]",
      "test.json:6:23: data[0][2]: duplicate item identifier \"A\""
    ),
    (
      "\"name\": \"grid\",", "\"name\": \"grid\"",
      "test.json:4:3: invalid JSON: expected ',' or '}' after an object member"
    ),
  ])
  func errorsNameFilePathLineAndColumn(replace: String, with replacement: String, message: String) {
    let text = Self.minimal.replacingOccurrences(of: replace, with: replacement)
    let error = #expect(throws: ScenarioError.self) { try scenario(text) }
    #expect(error?.description == message)
  }

  @Test func aStepsFrameRateIsRefusedWhereItIsWritten() {
    let text = Self.minimal.replacingOccurrences(
      of: "\"animation\": {\"duration\": 1}", with: "\"animation\": {\"duration\": 1, \"fps\": 10}")
    let error = #expect(throws: ScenarioError.self) { try scenario(text) }
    // The value 10 of the step's "fps", found in the text: the error points at it.
    let (line, column) = position(of: "\"fps\": 10", in: text, offset: "\"fps\": ".count)
    #expect(
      error?.description
        == "test.json:\(line):\(column): steps[2].animation.fps: a step cannot set its own frame "
        + "rate: the frame rate belongs to the whole scenario (animation.fps at the top level)")
  }

  @Test func perSectionFlowMetricsAreCheckedWhenTheScenarioIsDecoded() {
    let text = Self.minimal.replacingOccurrences(
      of: "\"layout\": {\"type\": \"flow\", ",
      with: "\"layout\": {\"type\": \"flow\", \"sections\": [{}, {\"itemSize\": "
        + "{\"width\": -4, \"height\": 30}}], ")
    // Decoding alone, before anything runs, names the width of section 1's itemSize.
    let error = #expect(throws: ScenarioError.self) { try scenario(text) }
    let (line, column) = position(of: "\"width\": -4", in: text, offset: "\"width\": ".count)
    #expect(
      error?.description
        == "test.json:\(line):\(column): layout.sections[1].itemSize.width: "
        + "the width must not be negative, found -4")
  }

  @Test func perSectionFlowMetricsAreTypedValuesOfTheLayout() throws {
    let text = Self.minimal.replacingOccurrences(
      of: "\"layout\": {\"type\": \"flow\", ",
      with: "\"layout\": {\"type\": \"flow\", \"sections\": [{\"minimumLineSpacing\": 4}], ")
    let decoded = try scenario(text)
    var metrics = ScenarioFlowDelegate.SectionMetrics()
    metrics.minimumLineSpacing = 4
    #expect(decoded.layout.sections == [metrics])
    // The layout's own parameters no longer carry the sections.
    #expect(decoded.layout.parameters.keys.sorted() == ["itemSize"])
  }

  @Test func tooManyElementsAreRefusedUpFront() {
    let text = Self.minimal.replacingOccurrences(
      of: "[[\"A\", \"B\", \"C\"]]", with: "[6000000, 6000000]")
    let error = #expect(throws: ScenarioError.self) { try scenario(text) }
    #expect(error?.message == "the data holds more than 10000000 items")
    #expect(error?.path == "data[1]")
  }
}

@Suite struct ScenarioRunnerTests {
  @Test func runsStepsOnATimeline() throws {
    let decoded = try scenario(ScenarioDecodingTests.minimal)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(decoded)
    #expect(run.segments.map(\.name) == ["batch", "wait", "batch"])
    // The first batch starts at 0 and lasts 0.25 s; the wait follows it; the last step is at 2.
    #expect(run.segments.map(\.start) == [0, 0.25, 2])
    #expect(run.segments.map(\.duration) == [0.25, 0.5, 1])
    #expect(run.duration == 3)
    #expect(run.fps == 30)
    let first = try #require(run.segments[0].transition)
    #expect(first.animation.curve == .timing(.linear))
    #expect(first.track(forItem: "X")?.change == .inserted)
    #expect(run.initialState.count == 3)
    #expect(run.initialIdentifiers == ["A", "B", "C"])
    // [A, B, C] − B, + X at 0 and new-1 at 3, A moved to 1, C reloaded at its adjusted index path
    // 2 − 1 (B deleted before it) + 1 (X inserted before it) = 2: [X, A, C, new-1].
    #expect(run.segments[0].restingIdentifiers == ["X", "A", "C", "new-1"])
  }

  @Test func aStepsFrameRateBuiltInCodeIsRefusedByTheRunner() throws {
    var decoded = try scenario(ScenarioDecodingTests.minimal)
    decoded.steps[1].animation.fps = 10
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioRunner(layoutFactory: testLayoutFactory).run(decoded)
    }
    #expect(error?.path == "steps[1].animation.fps")
    #expect(
      error?.message
        == "a step cannot set its own frame rate: the frame rate belongs to the whole scenario "
        + "(animation.fps at the top level)")
  }

  @Test func expectedErrorsAreVerified() throws {
    let base = """
      {"version": 1, "name": "crash", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flow"}, "data": [["A"]],
       "steps": [{"batch": {"deleteItems": [[0, 3]], "expectError": "MESSAGE"}}]}
      """
    let message =
      "attempt to delete item 3 from section 0 which only contains 1 items before the update"
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(
      try scenario(base.replacingOccurrences(of: "MESSAGE", with: message)))
    #expect(run.segments.first?.reproducedError == message)

    let wrong = #expect(throws: ScenarioRunError.self) {
      try ScenarioRunner(layoutFactory: testLayoutFactory).run(
        try scenario(base.replacingOccurrences(of: "MESSAGE", with: "something else")))
    }
    // The error names where the step's batch is written: the `{` after `"batch": `.
    let batch = position(of: #"{"deleteItems"#, in: base)
    #expect(
      wrong?.description
        == "test.json:\(batch.line):\(batch.column): steps[0] (batch): expected the error "
        + "\"something else\", got \"\(message)\"")

    let valid = base.replacingOccurrences(of: "[[0, 3]]", with: "[[0, 0]]")
      .replacingOccurrences(of: "MESSAGE", with: "x")
    let notThrown = #expect(throws: ScenarioRunError.self) {
      try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(valid))
    }
    #expect(
      notThrown?.description
        == "test.json:\(batch.line):\(batch.column): steps[0] (batch): expected the update to "
        + "fail with \"x\", but it succeeded")
  }

  @Test func perSectionFlowMetricsComeFromTheScenario() throws {
    let text = """
      {"version": 1, "name": "sections", "viewport": {"width": 320, "height": 480},
       "displayScale": 0,
       "layout": {"type": "flow", "sections": [
         {"inset": {"top": 10, "left": 20}, "itemSizes": [{"width": 100, "height": 40}]},
         {"itemSize": {"width": 30, "height": 30}, "minimumLineSpacing": 0}
       ]},
       "data": [["A", "B"], ["C"]],
       "steps": []}
      """
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
    let frames = Dictionary(
      uniqueKeysWithValues: zip(run.initialIdentifiers, run.initialState).compactMap { id, a in
        id.map { ($0, a.frame) }
      })
    // Section 0: A is 100 × 40 (itemSizes), B falls back to the layout's 50 × 50; inset top 10,
    // left 20. A and B share a line (available 300): left-packed last line x = 20 and 130; the line
    // is 50 tall, so A is centred at y = 10 + 5.
    #expect(frames["A"] == CGRect(x: 20, y: 15, width: 100, height: 40))
    #expect(frames["B"] == CGRect(x: 130, y: 10, width: 50, height: 50))
    // Section 1 starts at 60; C (30 × 30) is alone: centred at (320 − 30) / 2.
    #expect(frames["C"] == CGRect(x: 145, y: 60, width: 30, height: 30))
  }

  @Test func perSectionMetricsOfALayoutThatIsNotAFlowLayoutAreRefused() throws {
    let text = """
      {"version": 1, "name": "x", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "plain", "sections": [{}]}, "data": [["A"]], "steps": []}
      """
    let decoded = try scenario(text)
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioRunner { _ in CollectionViewLayout() }.run(decoded)
    }
    #expect(error?.path == "layout.sections")
    #expect(error?.message == "\"sections\" applies to flow layouts only")
  }

  @Test func applyStepsDiffTheNewData() throws {
    let text = """
      {"version": 1, "name": "x", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flow"}, "data": [["A", "B", "C"]],
       "steps": [{"apply": {"data": [["C", "A", "D"]]}}]}
      """
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
    let transition = try #require(run.segments.first?.transition)
    #expect(run.segments.first?.restingIdentifiers == ["C", "A", "D"])
    // The minimal batch: B deleted, D inserted, and one of A and C moved.
    #expect(transition.track(forItem: "B")?.change == .deleted)
    #expect(transition.track(forItem: "D")?.change == .inserted)
  }

}

@Suite struct ScenarioSchemaTests {
  /// The package root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func schemaListsExactlyTheKeysTheDecoderAccepts() throws {
    let schema = try JSONParser.parse(
      try Data(contentsOf: Self.root.appendingPathComponent("Schema/scenario.schema.json")))
    guard case .object(let properties) = schema["properties"]?.kind,
      case .object(let stepProperties) = schema["$defs"]?["step"]?["properties"]?.kind,
      case .object(let batchProperties) = schema["$defs"]?["batch"]?["properties"]?.kind,
      case .object(let animationProperties) = schema["$defs"]?["animation"]?["properties"]?.kind
    else {
      Issue.record("the schema lacks properties")
      return
    }
    #expect(properties.map(\.key).sorted() == Scenario.keys.sorted())
    #expect(
      stepProperties.map(\.key).sorted() == (Scenario.stepNames + ["at", "animation"]).sorted())
    #expect(batchProperties.map(\.key).sorted() == Scenario.batchKeys.sorted())
    #expect(animationProperties.map(\.key).sorted() == Scenario.animationKeys.sorted())
    let sectionProperties = schema["$defs"]?["flowSection"]?["properties"]
    if case .object(let members) = sectionProperties?.kind {
      #expect(members.map(\.key).sorted() == Scenario.flowSectionKeys.sorted())
    } else {
      Issue.record("the schema lacks the flow layout's section properties")
    }
    // A step's animation is the same object without "fps": the rate is the scenario's.
    let stepAnimation = schema["$defs"]?["step"]?["properties"]?["animation"]
    #expect(stepAnimation?["not"]?["required"] == JSONValue(.array([JSONValue(.string("fps"))])))
  }

  @Test func everyBundledScenarioDecodes() throws {
    let folder = Self.root.appendingPathComponent("Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 5)
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let decoded = try Scenario(json: data, file: file)
      #expect(decoded.name + ".json" == file, "a scenario's name matches its file name")
    }
  }
}

/// The `interruption` animation setting: how a step that starts while another still animates
/// takes over (Timeline's two modes, reached from a scenario file).
@Suite struct ScenarioInterruptionTests {
  /// B moves from index 1 to 0 (A deleted) over 1 s, linearly; at 0.5 s, Z is inserted at 0 and
  /// B heads back to index 1 over 1 s.
  private func run(interruption: String?) throws -> ScenarioRun {
    let setting = interruption.map { ", \"interruption\": \"\($0)\"" } ?? ""
    let text = """
      {"version": 1, "name": "interrupt", "viewport": {"width": 320, "height": 480},
       "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}}, "data": [["A", "B"]],
       "animation": {"duration": 1, "curve": "linear", "fps": 10},
       "steps": [
         {"batch": {"deleteItems": [[0, 0]]}, "at": 0},
         {"batch": {"insertItems": [{"at": [0, 0], "id": "Z"}]}, "at": 0.5,
          "animation": {"duration": 1\(setting)}}
       ]}
      """
    return try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
  }

  /// B's center x at index 1 (before and after) and at index 0 (after the first step).
  private func positions(_ run: ScenarioRun) throws -> (atIndex1: CGFloat, atIndex0: CGFloat) {
    let initial = try #require(
      zip(run.initialState, run.initialIdentifiers).first { $0.1 == "B" }?.0)
    let afterFirst = try #require(
      zip(run.segments[0].restingState, run.segments[0].restingIdentifiers).first { $0.1 == "B" }?
        .0)
    return (initial.center.x, afterFirst.center.x)
  }

  @Test("beginFromCurrentState starts the second animation from what is shown")
  func beginFromCurrentState() throws {
    let run = try run(interruption: "beginFromCurrentState")
    #expect(run.segments[1].settings.interruption == .beginFromCurrentState)
    let (x1, x0) = try positions(run)
    #expect(x1 != x0)
    let frames = try run.frames()
    // Shown at 0.5: half-way from x1 to x0. Then linearly from there back to x1 over 1 s: at
    // 1.0, half of the way, (x1 + x0) / 2 + (x1 − (x1 + x0) / 2) / 2 = (3 x1 + x0) / 4.
    let atInterruption = try #require(frames.frame(at: 0.5).attributes(forItem: "B"))
    #expect(abs(atInterruption.center.x - (x1 + x0) / 2) < 1e-9)
    let later = try #require(frames.frame(at: 1.0).attributes(forItem: "B"))
    #expect(abs(later.center.x - (3 * x1 + x0) / 4) < 1e-9)
  }

  @Test("Additive is the default: the second animation runs from the model value")
  func additiveByDefault() throws {
    for interruption in [nil, "additive"] {
      let run = try run(interruption: interruption)
      let (x1, x0) = try positions(run)
      let frames = try run.frames()
      // From the model value x0 to x1, half-way at 1.0, plus the first animation's remaining
      // change, which is 0 when it ends at 1.0: (x0 + x1) / 2.
      let later = try #require(frames.frame(at: 1.0).attributes(forItem: "B"))
      #expect(abs(later.center.x - (x0 + x1) / 2) < 1e-9)
    }
  }

  @Test("An unknown interruption is named, with a suggestion")
  func unknownInterruption() {
    let error = #expect(throws: ScenarioError.self) {
      try self.run(interruption: "beginFromCurrent")
    }
    #expect(error?.path == "steps[1].animation.interruption")
    #expect(
      error?.message
        == "unknown interruption 'beginFromCurrent'. Did you mean 'beginFromCurrentState'? "
        + "Interruptions: additive, beginFromCurrentState.")
  }
}
