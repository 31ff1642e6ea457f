import Foundation
import TransitionSimEngine

extension Scenario {
  /// Reads an `outline` step: `{"section": 0, "items": [tree], "animated": true}`, where a tree
  /// node is an item identifier (a leaf) or `{"id": "A", "children": [nodes], "expanded": true}`
  /// (`expanded` defaults to `false`, as a new section snapshot's items are collapsed).
  ///
  /// - Throws: ``ScenarioError`` at the value at fault: a node of the wrong type, a repeated
  ///   identifier (the section snapshot's text).
  /// - Complexity: O(*n*) in the nodes.
  static func outline(_ node: ScenarioNode) throws -> ScenarioStep.Action {
    let object = try node.object(allowing: ["section", "items", "animated"])
    let section = try object.required("section").index("the section")
    var outline = CollectionViewSectionSnapshot<String>()
    var expanded: [String] = []
    try appendOutline(
      try object.required("items"), to: nil, into: &outline, expanded: &expanded)
    outline.expand(expanded)
    return .outline(
      section: section, outline, animated: try object.optional("animated")?.bool() ?? true)
  }

  /// Appends the nodes of the list `list` under `parent`, then each node's children under it.
  private static func appendOutline(
    _ list: ScenarioNode, to parent: String?,
    into outline: inout CollectionViewSectionSnapshot<String>, expanded: inout [String]
  ) throws {
    var level: [(id: String, children: ScenarioNode?)] = []
    for node in try list.array() {
      if case .string(let id) = node.value.kind {
        level.append((id, nil))
        continue
      }
      let object = try node.object(allowing: ["id", "children", "expanded"])
      let id = try object.required("id").string()
      if try object.optional("expanded")?.bool() ?? false { expanded.append(id) }
      level.append((id, object.optional("children")))
    }
    do {
      try outline.append(level.map(\.id), to: parent)
    } catch {
      throw list.error(error.description)
    }
    for entry in level {
      guard let children = entry.children else { continue }
      try appendOutline(children, to: entry.id, into: &outline, expanded: &expanded)
    }
  }

  /// Reads an `expand` or `collapse` step: the item's identifier.
  static func disclosure(_ node: ScenarioNode, expanding: Bool) throws -> ScenarioStep.Action {
    .disclose(item: try node.string(), expanding: expanding)
  }
}
