import Foundation

/// A JSON value being decoded, with its path for messages.
struct ScenarioNode {
  let value: JSONValue
  let path: String
  let file: String?

  func error(_ message: String) -> ScenarioError {
    ScenarioError(file: file, path: path, line: value.line, column: value.column, message: message)
  }

  func child(_ key: String, _ value: JSONValue) -> ScenarioNode {
    ScenarioNode(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  func element(_ index: Int, _ value: JSONValue) -> ScenarioNode {
    ScenarioNode(value: value, path: "\(path)[\(index)]", file: file)
  }

  /// The members of an object, refusing keys not in `allowed` (with a suggestion).
  func object(allowing allowed: [String]) throws -> ScenarioObject {
    guard case .object(let members) = value.kind else {
      throw error("expected an object, found \(value.typeName)")
    }
    for member in members where !allowed.contains(member.key) {
      let node = child(member.key, member.value)
      throw node.error(
        "unknown key '\(member.key)'." + Suggestion.didYouMean(member.key, among: allowed)
          + (Suggestion.closest(to: member.key, among: allowed) == nil
            ? " Allowed keys: " + allowed.joined(separator: ", ") + "." : ""))
    }
    return ScenarioObject(node: self, members: members)
  }

  func number() throws -> Double {
    guard case .number(let number) = value.kind else {
      throw error("expected a number, found \(value.typeName)")
    }
    return number
  }

  func number(in range: ClosedRange<Double>, _ what: String) throws -> Double {
    let number = try number()
    guard range.contains(number) else {
      throw error(
        "\(what) must be between \(format(range.lowerBound)) and "
          + "\(format(range.upperBound)), found \(format(number))")
    }
    return number
  }

  func nonNegative(_ what: String, maximum: Double = .greatestFiniteMagnitude) throws -> Double {
    let number = try number()
    guard number >= 0 else { throw error("\(what) must not be negative, found \(format(number))") }
    guard number <= maximum else {
      throw error("\(what) must be at most \(format(maximum)), found \(format(number))")
    }
    return number
  }

  func integer(_ what: String = "the value") throws -> Int {
    let number = try number()
    guard number.rounded() == number, abs(number) <= Double(Scenario.maximumElements) else {
      throw error(
        "\(what) must be a whole number up to \(Scenario.maximumElements), found "
          + format(number))
    }
    return Int(number)
  }

  func index(_ what: String) throws -> Int {
    let value = try integer(what)
    guard value >= 0 else { throw error("\(what) must not be negative, found \(value)") }
    return value
  }

  func string() throws -> String {
    guard case .string(let string) = value.kind else {
      throw error("expected a string, found \(value.typeName)")
    }
    return string
  }

  func bool() throws -> Bool {
    guard case .bool(let bool) = value.kind else {
      throw error("expected true or false, found \(value.typeName)")
    }
    return bool
  }

  func array() throws -> [ScenarioNode] {
    guard case .array(let elements) = value.kind else {
      throw error("expected an array, found \(value.typeName)")
    }
    return elements.enumerated().map { element($0.offset, $0.element) }
  }

  /// `[section, item]`.
  func indexPath() throws -> IndexPath {
    let parts = try array()
    guard parts.count == 2 else {
      throw error("expected an index path [section, item], found an array of \(parts.count)")
    }
    return IndexPath(
      item: try parts[1].index("the item"), section: try parts[0].index("the section"))
  }

  /// `{"x": …, "y": …}`.
  func point() throws -> CGPoint {
    let object = try self.object(allowing: ["x", "y"])
    return CGPoint(x: try object.required("x").finite(), y: try object.required("y").finite())
  }

  /// `{"width": …, "height": …}`, not negative.
  func size() throws -> CGSize {
    let object = try self.object(allowing: ["width", "height"])
    return CGSize(
      width: try object.required("width").nonNegative("the width", maximum: 1e7),
      height: try object.required("height").nonNegative("the height", maximum: 1e7))
  }

  func finite() throws -> Double {
    let number = try number()
    guard abs(number) <= 1e9 else {
      throw error("the value must be between -1e9 and 1e9, found \(format(number))")
    }
    return number
  }

  private func format(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}

/// An object being decoded.
struct ScenarioObject {
  let node: ScenarioNode
  let members: [(key: String, value: JSONValue)]

  func optional(_ key: String) -> ScenarioNode? {
    members.first { $0.key == key }.map { node.child(key, $0.value) }
  }

  func required(_ key: String) throws -> ScenarioNode {
    guard let value = optional(key) else { throw node.error("missing required key '\(key)'") }
    return value
  }
}

extension Scenario {
  /// The keys of a scenario object.
  static let keys = [
    "version", "name", "description", "viewport", "contentOffset", "displayScale", "layout",
    "data", "animation", "steps",
  ]
  /// The step names.
  static let stepNames = [
    "batch", "apply", "setLayout", "scroll", "fling", "resize", "interactive", "wait",
  ]
  static let animationKeys = [
    "duration", "curve", "spring", "fps", "delay", "stagger", "interruption",
  ]
  /// Why a step's `animation` may not hold `fps`: a frame dump has one rate.
  static let stepFrameRateMessage =
    "a step cannot set its own frame rate: the frame rate belongs to the whole scenario "
    + "(animation.fps at the top level)"
  static let batchKeys = [
    "insertItems", "deleteItems", "reloadItems", "moveItem", "insertSections", "deleteSections",
    "reloadSections", "moveSection", "dataAfter", "expectError",
  ]

  /// Reads a scenario from JSON.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - file: the file name, for messages.
  /// - Throws: ``ScenarioError`` naming the file, the JSON path and the line and column.
  /// - Complexity: O(*n*) in the size of the file.
  public init(json data: Data, file: String? = nil) throws {
    let root: JSONValue
    do {
      root = try JSONParser.parse(data)
    } catch let syntax as JSONSyntaxError {
      throw ScenarioError(
        file: file, path: "", line: syntax.line, column: syntax.column,
        message: "invalid JSON: \(syntax.message)")
    }
    try self.init(root: ScenarioNode(value: root, path: "", file: file))
  }

  init(root: ScenarioNode) throws {
    let object = try root.object(allowing: Self.keys)
    let versionNode = try object.required("version")
    let version = try versionNode.integer("the version")
    guard version == Self.currentVersion else {
      throw versionNode.error(
        "unsupported scenario version \(version); this build reads version \(Self.currentVersion)")
    }
    let name = try object.required("name").string()
    let description = try object.optional("description")?.string() ?? ""
    let viewport = try object.required("viewport").size()
    let contentOffset = try object.optional("contentOffset")?.point() ?? .zero
    let displayScale =
      try object.optional("displayScale")?.number(in: 0...4, "the display scale") ?? 3
    let layout = try Self.layout(try object.required("layout"))
    let data = try Self.data(try object.required("data"))
    let animation =
      try object.optional("animation").map { try Self.animation($0) } ?? AnimationSettings()
    var steps: [ScenarioStep] = []
    for node in try object.required("steps").array() { steps.append(try Self.step(node)) }
    self.init(
      version: version, name: name, description: description, viewport: viewport,
      contentOffset: contentOffset, displayScale: displayScale, layout: layout, data: data,
      animation: animation, steps: steps)
  }

  static func layout(_ node: ScenarioNode) throws -> LayoutSpecification {
    guard case .object(let members) = node.value.kind else {
      throw node.error("expected an object with a \"type\", found \(node.value.typeName)")
    }
    guard let type = members.first(where: { $0.key == "type" }) else {
      throw node.error("missing required key 'type' (the layout's registered name)")
    }
    let typeName = try node.child("type", type.value).string()
    var parameters: [String: JSONValue] = [:]
    for member in members where member.key != "type" { parameters[member.key] = member.value }
    return LayoutSpecification(type: typeName, parameters: parameters, path: node.path)
  }

  /// Sections of identifiers (`[["A", "B"], ["C"]]`) or counts (`[3, 5]`, identifiers `s-i`).
  static func data(_ node: ScenarioNode) throws -> [[String]] {
    let sections = try node.array()
    guard let first = sections.first else { return [] }
    var total = 0
    if case .number = first.value.kind {
      var counts: [Int] = []
      for section in sections {
        let count = try section.index("an item count")
        total += count + 1
        guard total <= Scenario.maximumElements else {
          throw section.error("the data holds more than \(Scenario.maximumElements) elements")
        }
        counts.append(count)
      }
      return CollectionView.identifiers(forItemCounts: counts)
    }
    var result: [[String]] = []
    var seen = Set<String>()
    for section in sections {
      var identifiers: [String] = []
      for item in try section.array() {
        let identifier = try item.string()
        guard seen.insert(identifier).inserted else {
          throw item.error("duplicate item identifier \"\(identifier)\"")
        }
        identifiers.append(identifier)
      }
      total += identifiers.count + 1
      guard total <= Scenario.maximumElements else {
        throw section.error("the data holds more than \(Scenario.maximumElements) elements")
      }
      result.append(identifiers)
    }
    return result
  }

  /// Reads an `animation` object: the scenario's, or a step's (`ofStep`), which may not set `fps`.
  static func animation(_ node: ScenarioNode, ofStep: Bool = false) throws -> AnimationSettings {
    let object = try node.object(allowing: animationKeys)
    var settings = AnimationSettings()
    if let duration = object.optional("duration") {
      settings.duration = try duration.nonNegative("the duration", maximum: maximumDuration)
    }
    if let fps = object.optional("fps") {
      guard !ofStep else { throw fps.error(stepFrameRateMessage) }
      let value = try fps.number()
      guard value > 0, value <= maximumFrameRate else {
        throw fps.error("fps must be above 0 and at most \(Int(maximumFrameRate)), found \(value)")
      }
      settings.fps = value
    }
    if let delay = object.optional("delay") {
      settings.delay = try delay.nonNegative("the delay", maximum: maximumDuration)
    }
    if let stagger = object.optional("stagger") {
      settings.stagger = try stagger.nonNegative("the stagger", maximum: maximumDuration)
    }
    if let interruption = object.optional("interruption") {
      let name = try interruption.string()
      guard let mode = InterruptionMode(rawValue: name) else {
        let names = InterruptionMode.allCases.map(\.rawValue)
        throw interruption.error(
          "unknown interruption '\(name)'." + Suggestion.didYouMean(name, among: names)
            + " Interruptions: " + names.joined(separator: ", ") + ".")
      }
      settings.interruption = mode
    }
    let curve = object.optional("curve")
    let spring = object.optional("spring")
    if curve != nil && spring != nil {
      throw node.error("give either a \"curve\" or a \"spring\", not both")
    }
    if let curve { settings.curve = .timing(try timingCurve(curve)) }
    if let spring { settings.curve = .spring(try Self.spring(spring, duration: settings.duration)) }
    return settings
  }

  static func timingCurve(_ node: ScenarioNode) throws -> TimingCurve {
    if case .string(let name) = node.value.kind {
      guard let curve = TimingCurve.named(name) else {
        throw node.error(
          "unknown timing curve '\(name)'."
            + Suggestion.didYouMean(name, among: TimingCurve.curveNames) + " Named curves: "
            + TimingCurve.curveNames.joined(separator: ", ")
            + ", or four control points [c1x, c1y, c2x, c2y].")
      }
      return curve
    }
    let points = try node.array()
    guard points.count == 4 else {
      throw node.error("a custom curve needs four control points [c1x, c1y, c2x, c2y]")
    }
    let values = try points.map { try $0.finite() }
    do {
      return try TimingCurve(controlPoints: values[0], values[1], values[2], values[3])
    } catch {
      throw node.error("\(error)")
    }
  }

  static func spring(_ node: ScenarioNode, duration: Double?) throws -> Spring {
    let object = try node.object(allowing: [
      "mass", "stiffness", "damping", "initialVelocity", "duration", "dampingRatio",
      "initialSpringVelocity", "response", "dampingFraction",
    ])
    func value(_ key: String) throws -> Double? { try object.optional(key)?.finite() }
    do {
      if let stiffness = try value("stiffness") {
        return try Spring(
          mass: try value("mass") ?? 1, stiffness: stiffness, damping: try value("damping") ?? 10,
          initialVelocity: try value("initialVelocity") ?? 0)
      }
      if let ratio = try value("dampingRatio") {
        guard let springDuration = try value("duration") ?? duration else {
          throw node.error("a dampingRatio spring needs a \"duration\"")
        }
        return try Spring(
          duration: springDuration, dampingRatio: ratio,
          initialSpringVelocity: try value("initialSpringVelocity") ?? 0)
      }
      if let response = try value("response") {
        return try Spring(
          response: response, dampingFraction: try value("dampingFraction") ?? 0.825,
          initialVelocity: try value("initialVelocity") ?? 0)
      }
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw node.error("\(error)")
    }
    throw node.error(
      "a spring needs \"stiffness\" (with mass, damping), \"dampingRatio\" (with duration) or "
        + "\"response\" (with dampingFraction)")
  }

  static func step(_ node: ScenarioNode) throws -> ScenarioStep {
    guard case .object(let members) = node.value.kind else {
      throw node.error(
        "expected a step object such as {\"batch\": {…}}, found \(node.value.typeName)")
    }
    let object = try node.object(allowing: stepNames + ["at", "animation"])
    let actions = members.filter { stepNames.contains($0.key) }
    guard actions.count == 1, let action = actions.first else {
      throw node.error(
        actions.isEmpty
          ? "a step needs one of: " + stepNames.joined(separator: ", ")
          : "a step has one action, found " + actions.map(\.key).joined(separator: " and "))
    }
    let actionNode = node.child(action.key, action.value)
    var step = ScenarioStep(action: .wait(seconds: 0), path: node.path)
    if let at = object.optional("at") {
      step.at = try at.nonNegative("the start time", maximum: maximumDuration)
    }
    if let animation = object.optional("animation") {
      step.animation = try Self.animation(animation, ofStep: true)
    }
    switch action.key {
    case "batch": step.action = .batch(try batch(actionNode))
    case "apply":
      let apply = try actionNode.object(allowing: ["data"])
      step.action = .apply(data: try data(try apply.required("data")))
    case "setLayout":
      let object = try actionNode.object(allowing: ["layout", "animated"])
      step.action = .setLayout(
        try layout(try object.required("layout")),
        animated: try object.optional("animated")?.bool() ?? true)
    case "scroll":
      let object = try actionNode.object(allowing: ["to", "animated"])
      step.action = .scroll(
        to: try object.required("to").point(),
        animated: try object.optional("animated")?.bool() ?? true)
    case "fling":
      let object = try actionNode.object(allowing: ["velocity", "deceleration"])
      var fast = false
      if let rate = object.optional("deceleration") {
        let name = try rate.string()
        guard name == "normal" || name == "fast" else {
          throw rate.error("the deceleration is \"normal\" or \"fast\", found \"\(name)\"")
        }
        fast = name == "fast"
      }
      step.action = .fling(velocity: try object.required("velocity").point(), fast: fast)
    case "resize":
      let object = try actionNode.object(allowing: ["to", "animated"])
      step.action = .resize(
        to: try object.required("to").size(),
        animated: try object.optional("animated")?.bool() ?? true)
    case "interactive":
      let object = try actionNode.object(allowing: ["layout", "progress", "finish"])
      let progress = try object.required("progress").array().map {
        try $0.number(in: 0...1, "a progress value")
      }
      step.action = .interactive(
        layout: try layout(try object.required("layout")), progress: progress,
        finish: try object.optional("finish")?.bool() ?? true)
    default:
      if case .number = actionNode.value.kind {
        step.action = .wait(
          seconds: try actionNode.nonNegative("the wait", maximum: maximumDuration))
      } else {
        let object = try actionNode.object(allowing: ["duration"])
        step.action = .wait(
          seconds: try object.required("duration").nonNegative("the wait", maximum: maximumDuration)
        )
      }
    }
    return step
  }

  static func batch(_ node: ScenarioNode) throws -> BatchStep {
    let object = try node.object(allowing: batchKeys)
    var update = BatchUpdate()
    if let inserts = object.optional("insertItems") {
      for element in try inserts.array() {
        if case .object = element.value.kind {
          let insert = try element.object(allowing: ["at", "id"])
          update.operations.append(
            .insertItem(
              try insert.required("at").indexPath(), identifier: try insert.optional("id")?.string()
            ))
        } else {
          update.operations.append(.insertItem(try element.indexPath(), identifier: nil))
        }
      }
    }
    if let deletes = object.optional("deleteItems") {
      update.operations += (try deletes.array().map { try $0.indexPath() }).map(
        BatchUpdate.Operation.deleteItem)
    }
    if let reloads = object.optional("reloadItems") {
      update.operations += (try reloads.array().map { try $0.indexPath() }).map(
        BatchUpdate.Operation.reloadItem)
    }
    if let moves = object.optional("moveItem") {
      for element in try moves.array() {
        let (from, to) = try pair(element) { try $0.indexPath() }
        update.operations.append(.moveItem(from: from, to: to))
      }
    }
    if let inserts = object.optional("insertSections") {
      for element in try inserts.array() {
        if case .object = element.value.kind {
          let insert = try element.object(allowing: ["at", "items"])
          let items = try insert.optional("items")?.array().map { try $0.string() }
          update.operations.append(
            .insertSection(try insert.required("at").index("the section"), identifiers: items))
        } else {
          update.operations.append(
            .insertSection(try element.index("the section"), identifiers: nil))
        }
      }
    }
    if let deletes = object.optional("deleteSections") {
      update.operations += (try deletes.array().map { try $0.index("the section") }).map(
        BatchUpdate.Operation.deleteSection)
    }
    if let reloads = object.optional("reloadSections") {
      update.operations += (try reloads.array().map { try $0.index("the section") }).map(
        BatchUpdate.Operation.reloadSection)
    }
    if let moves = object.optional("moveSection") {
      for element in try moves.array() {
        let (from, to) = try pair(element) { try $0.index("the section") }
        update.operations.append(.moveSection(from: from, to: to))
      }
    }
    var dataAfter: DataAfterUpdate?
    if let after = object.optional("dataAfter") {
      let sections = try after.array()
      if let first = sections.first, case .number = first.value.kind {
        dataAfter = .itemCounts(try sections.map { try $0.index("an item count") })
      } else {
        dataAfter = .identifiers(try data(after))
      }
    }
    let expectError = try object.optional("expectError")?.string()
    return BatchStep(update: update, dataAfter: dataAfter, expectError: expectError)
  }

  /// `{"from": a, "to": b}` or `[a, b]`.
  static func pair<T>(
    _ node: ScenarioNode, _ read: (ScenarioNode) throws -> T
  ) throws -> (T, T) {
    if case .object = node.value.kind {
      let object = try node.object(allowing: ["from", "to"])
      return (try read(try object.required("from")), try read(try object.required("to")))
    }
    let parts = try node.array()
    guard parts.count == 2 else { throw node.error("expected {\"from\": …, \"to\": …}") }
    return (try read(parts[0]), try read(parts[1]))
  }
}
