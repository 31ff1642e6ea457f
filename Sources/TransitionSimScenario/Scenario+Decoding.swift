import Foundation
import TransitionSimEngine

extension Scenario {
  /// The keys of a scenario object.
  static let keys =
    [
      "version", "name", "description", "viewport", "contentOffset", "displayScale", "layout",
      "data", "animation", "steps", "selfSizing",
    ] + ScenarioViewSettings.keys
  /// The step names.
  static let stepNames = [
    "batch", "apply", "setLayout", "scroll", "fling", "resize", "interactive", "wait",
    "contentChange", "outline", "expand", "collapse",
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
    "reloadSections", "moveSection", "reconfigureItems", "dataAfter", "expectError",
    "expectLog",
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
    let nameNode = try object.required("name")
    let name = try nameNode.string()
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
    let stepNodes = try object.required("steps").array()
    for node in stepNodes { steps.append(try Self.step(node)) }
    self.init(
      version: version, name: name, description: description, viewport: viewport,
      contentOffset: contentOffset, displayScale: displayScale, layout: layout, data: data,
      animation: animation, steps: steps)
    (nameLine, nameColumn) = (nameNode.value.line, nameNode.value.column)
    self.view = try ScenarioViewSettings(object)
    self.selfSizing = try object.optional("selfSizing").map(ScenarioSelfSizing.init)
    try refuseLateSprings(animation: object.optional("animation"), steps: stepNodes)
  }

  /// Refuses a `{duration, bounce}` spring in a scenario replayed as an iOS before 17, at the
  /// `spring` key that gives it: `UIView.animate(springDuration:bounce:…)` and
  /// `UISpringTimingParameters(duration:bounce:)` are iOS 17 API (Apple's documentation).
  ///
  /// - Complexity: O(*s*) in the steps.
  private func refuseLateSprings(animation: ScenarioNode?, steps: [ScenarioNode]) throws {
    guard view.iOSVersion < .iOS17 else { return }
    var places = [(self.animation, animation)]
    for (step, node) in zip(self.steps, steps) {
      places.append(
        (
          step.animation,
          try node.object(allowing: Self.stepNames + ["at", "animation"]).optional("animation")
        ))
    }
    for (settings, node) in places {
      guard case .spring(let spring)? = settings.curve,
        case .durationBounce = spring.parameterization,
        let node, let springNode = try node.object(allowing: Self.animationKeys).optional("spring")
      else { continue }
      throw springNode.error(Self.lateSpringMessage(view.iOSVersion))
    }
  }

  /// Why a `{duration, bounce}` spring is refused before iOS 17, for `version`.
  static func lateSpringMessage(_ version: IOSVersion) -> String {
    "a spring given as duration and bounce is iOS 17's (UIView.animate(springDuration:bounce:)); "
      + "the scenario's iOS is \(version): give it as {\"dampingRatio\", …} or {\"mass\", "
      + "\"stiffness\", \"damping\"}"
  }

  /// Reads a `layout` object: its registered `type`, its per-section flow metrics
  /// (`sections`, checked here, before anything runs) and its other members as parameters (the
  /// layout factory checks those).
  ///
  /// A `compositional` layout's `sections` are a parameter: its factory reads them
  /// (``layoutsReadingTheirOwnSections``).
  ///
  /// - Complexity: O(*n*) in the size of the layout's JSON.
  static func layout(_ node: ScenarioNode) throws -> LayoutSpecification {
    guard case .object(let members) = node.value.kind else {
      throw node.error("expected an object with a \"type\", found \(node.value.typeName)")
    }
    guard let type = members.first(where: { $0.key == "type" }) else {
      throw node.error("missing required key 'type' (the layout's registered name)")
    }
    var specification = LayoutSpecification(
      type: try node.child("type", type.value).string(), path: node.path,
      line: type.value.line, column: type.value.column)
    for member in members where member.key != "type" {
      if member.key == "sections" && !layoutsReadingTheirOwnSections.contains(specification.type) {
        do {
          specification.sections = try flowSections(node.child(member.key, member.value))
        } catch let error as ScenarioError where specification.type != "flow" {
          // The type may be misspelt ("compositonal"): its error comes first, from the layout
          // factory, and this one only if the type turns out to be a registered one.
          specification.sectionsError = error
        }
      } else {
        specification.parameters[member.key] = member.value
      }
    }
    return specification
  }

  /// The layouts whose `sections` are their own parameter, read by their factory rather than as
  /// flow-layout metrics: the compositional layout's sections (TransitionSimLayouts).
  static let layoutsReadingTheirOwnSections: Set<String> = ["compositional"]

  /// The keys a flow layout's section object may have.
  static let flowSectionKeys = [
    "inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
    "footerReferenceSize", "itemSize", "itemSizes",
  ]

  /// Reads the `"sections"` array of a flow layout: one object per section (see
  /// ``ScenarioFlowDelegate``).
  ///
  /// - Throws: ``ScenarioError`` at the offending value.
  /// - Complexity: O(*n*) in the size of the array's JSON.
  static func flowSections(_ node: ScenarioNode) throws -> [ScenarioFlowDelegate.SectionMetrics] {
    var sections: [ScenarioFlowDelegate.SectionMetrics] = []
    for element in try node.array() {
      let object = try element.object(allowing: flowSectionKeys)
      var metrics = ScenarioFlowDelegate.SectionMetrics()
      metrics.inset = try object.optional("inset")?.insets()
      if let spacing = object.optional("minimumLineSpacing") {
        metrics.minimumLineSpacing = CGFloat(try spacing.finite())
      }
      if let spacing = object.optional("minimumInteritemSpacing") {
        metrics.minimumInteritemSpacing = CGFloat(try spacing.finite())
      }
      metrics.headerReferenceSize = try object.optional("headerReferenceSize")?.size()
      metrics.footerReferenceSize = try object.optional("footerReferenceSize")?.size()
      metrics.itemSize = try object.optional("itemSize")?.size()
      metrics.itemSizes = try object.optional("itemSizes")?.array().map { try $0.size() }
      sections.append(metrics)
    }
    return sections
  }

  /// Sections of identifiers (`[["A", "B"], ["C"]]`) or counts (`[3, 5]`, identifiers `s-i`).
  ///
  /// At most `limit` items and at most `limit` sections (``Scenario/maximumElements``): items and
  /// sections are counted apart, so a single section of exactly `limit` items is accepted.
  ///
  /// - Complexity: O(*n*) for *n* items, refused before any identifier is made when over.
  static func data(_ node: ScenarioNode, limit: Int = Scenario.maximumElements) throws
    -> [[String]]
  {
    let sections = try node.array()
    guard let first = sections.first else { return [] }
    guard sections.count <= limit else {
      throw node.error("the data holds more than \(limit) sections")
    }
    var total = 0
    func count(_ items: Int, in section: ScenarioNode) throws {
      total += items
      guard total <= limit else {
        throw section.error("the data holds more than \(limit) items")
      }
    }
    if case .number = first.value.kind {
      var counts: [Int] = []
      for section in sections {
        let items = try section.index("an item count")
        try count(items, in: section)
        counts.append(items)
      }
      return CollectionView.identifiers(forItemCounts: counts)
    }
    var result: [[String]] = []
    var seen = Set<String>()
    for section in sections {
      let items = try section.array()
      try count(items.count, in: section)
      var identifiers: [String] = []
      for item in items {
        let identifier = try item.string()
        guard seen.insert(identifier).inserted else {
          throw item.error("duplicate item identifier \"\(identifier)\"")
        }
        identifiers.append(identifier)
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

  /// Reads a named timing curve or four Bézier control points.
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
}
