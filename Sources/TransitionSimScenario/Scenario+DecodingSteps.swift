import Foundation
import TransitionSimEngine

//===--- Steps: the `steps` array of a scenario --------------------------===//

extension Scenario {
  /// Reads one step: its action (exactly one of ``stepNames``), `at` and `animation`.
  ///
  /// - Throws: ``ScenarioError`` at the offending value.
  /// - Complexity: O(*n*) in the size of the step's JSON.
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
    var step = ScenarioStep(
      action: .wait(seconds: 0), path: node.path, file: node.file,
      line: actionNode.value.line, column: actionNode.value.column)
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
      let object = try actionNode.object(allowing: ["to", "animated", "section"])
      let to = try object.required("to").point()
      let animated = try object.optional("animated")?.bool() ?? true
      if let section = object.optional("section") {
        step.action = .scrollSection(try section.index("the section"), to: to, animated: animated)
      } else {
        step.action = .scroll(to: to, animated: animated)
      }
    case "fling":
      let object = try actionNode.object(allowing: ["velocity", "deceleration", "section"])
      let velocity = try object.required("velocity").point()
      if let section = object.optional("section") {
        if let deceleration = object.optional("deceleration") {
          throw deceleration.error(
            "a section's fling decelerates at its orthogonalScrollingProperties' rate; "
              + "remove \"deceleration\" or set the rate in the layout's section")
        }
        step.action = .flingSection(try section.index("the section"), velocity: velocity)
      } else {
        step.action = .fling(
          velocity: velocity,
          deceleration: try object.optional("deceleration")?.decelerationRate())
      }
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
    case "contentChange": step.action = .contentChange(try ScenarioContentChange(actionNode))
    case "outline": step.action = try outline(actionNode)
    case "expand": step.action = try disclosure(actionNode, expanding: true)
    case "collapse": step.action = try disclosure(actionNode, expanding: false)
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

  /// Reads a `batch` step's operations, `dataAfter` and `expectError`.
  ///
  /// - Throws: ``ScenarioError`` at the offending value.
  /// - Complexity: O(*n*) in the size of the batch's JSON.
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
    if let reconfigures = object.optional("reconfigureItems") {
      update.operations += (try reconfigures.array().map { try $0.indexPath() }).map(
        BatchUpdate.Operation.reconfigureItem)
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
    let expectLog = try object.optional("expectLog")?.string()
    if expectError != nil, let node = object.optional("expectLog") {
      throw node.error(
        "a batch expects an error or a logged reload, not both: remove expectError or expectLog")
    }
    return BatchStep(
      update: update, dataAfter: dataAfter, expectError: expectError, expectLog: expectLog)
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
