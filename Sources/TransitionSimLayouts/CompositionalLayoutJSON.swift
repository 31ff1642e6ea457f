import Foundation
import TransitionSim

/// Reads a scenario's `compositional` layout: its `configuration` and `sections`, mirroring
/// UIKit's model with its names (`NS`/`UI` dropped).
///
/// Everything is read and checked before the layout is made, so a mistake is a
/// ``LayoutJSONError`` at the value at fault and no layout is half-built. Section *i* of the data
/// uses `sections[i]`, the last one repeating for the sections after it: the list plays the
/// section provider.
///
/// ```json
/// {"type": "compositional",
///  "configuration": {"interSectionSpacing": 20},
///  "sections": {"contentInsets": {"leading": 10, "trailing": 10}, "interGroupSpacing": 10,
///   "group": {"horizontal": {
///     "layoutSize": {"widthDimension": {"fractionalWidth": 1},
///                    "heightDimension": {"absolute": 100}},
///     "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
///                                "heightDimension": {"fractionalHeight": 1}}},
///     "count": 3, "interItemSpacing": {"fixed": 10}}}}}
/// ```
enum CompositionalLayoutJSON {
  static let configurationKeys = [
    "scrollDirection", "interSectionSpacing", "contentInsetsReference",
    "boundarySupplementaryItems",
  ]
  static let sectionKeys = [
    "group", "contentInsets", "interGroupSpacing", "contentInsetsReference",
    "supplementariesFollowContentInsets", "supplementaryContentInsetsReference",
    "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior",
    "orthogonalScrollingProperties", "visibleItemsEffect",
  ]
  static let groupKinds = ["horizontal", "vertical"]
  static let groupKeys = [
    "layoutSize", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing",
    "contentInsets", "edgeSpacing", "supplementaryItems",
  ]
  static let itemKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
  static let sizeKeys = ["widthDimension", "heightDimension"]
  static let dimensionKinds = [
    "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
  ]
  static let boundaryKeys = [
    "elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary",
    "pinToVisibleBounds", "zIndex", "contentInsets",
  ]
  static let supplementaryKeys = [
    "elementKind", "layoutSize", "containerAnchor", "itemAnchor", "zIndex", "contentInsets",
  ]
  static let anchorKeys = ["edges", "absoluteOffset", "fractionalOffset"]
  static let decorationKeys = ["elementKind", "zIndex", "contentInsets"]
  static let references = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]
  static let alignments = [
    "none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing",
    "trailing", "topTrailing",
  ]
  static let edgeNames = ["top", "leading", "bottom", "trailing"]
  /// The largest fraction accepted: a dimension a hundred times its container is a mistake.
  static let maximumFraction: Double = 100

  /// Makes the layout from its `sections` (one section object or a non-empty list) and
  /// `configuration` (or `nil` for UIKit's defaults).
  ///
  /// - Throws: ``LayoutJSONError`` at the first value at fault.
  /// - Complexity: O(*n*) in the size of the JSON.
  static func makeLayout(
    sections: JSONValue?, configuration: JSONValue?
  ) throws(LayoutJSONError) -> CollectionViewCompositionalLayout {
    guard let sections else {
      throw LayoutJSONError(
        path: "", message: "a compositional layout needs \"sections\": a section or a list")
    }
    let node = LayoutJSONNode(value: sections, path: "sections")
    let settings = try configuration.map {
      (value) throws(LayoutJSONError) in
      try Self.configuration(LayoutJSONNode(value: value, path: "configuration"))
    }
    let vertical = settings?.scrollDirection != .horizontal
    var decoded: [CollectionLayoutSection] = []
    if case .array = sections.kind {
      for element in try node.array() {
        decoded.append(try section(element, vertical: vertical))
      }
      guard !decoded.isEmpty else {
        throw node.error("a compositional layout needs at least one section")
      }
    } else {
      decoded.append(try section(node, vertical: vertical))
    }
    let provided = decoded
    return CollectionViewCompositionalLayout(
      sectionProvider: { index, _ in provided[min(index, provided.count - 1)] },
      configuration: settings ?? CollectionViewCompositionalLayoutConfiguration())
  }

  //===--- Configuration and sections -----------------------------------===//

  /// Reads a `configuration` object.
  ///
  /// - Complexity: O(*n*) in the size of the JSON.
  static func configuration(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> CollectionViewCompositionalLayoutConfiguration {
    let object = try node.object(allowing: configurationKeys)
    var configuration = CollectionViewCompositionalLayoutConfiguration()
    if let direction = object.optional("scrollDirection") {
      configuration.scrollDirection =
        try direction.choice(["vertical", "horizontal"], "scroll direction") == "horizontal"
        ? .horizontal : .vertical
    }
    if let spacing = object.optional("interSectionSpacing") {
      configuration.interSectionSpacing = try spacing.length("the inter-section spacing")
    }
    if let reference = object.optional("contentInsetsReference") {
      configuration.contentInsetsReference = try contentInsetsReference(reference)
    }
    if let items = object.optional("boundarySupplementaryItems") {
      configuration.boundarySupplementaryItems = try boundaryItems(items)
    }
    return configuration
  }

  /// Reads a section object of a layout that scrolls vertically or not.
  ///
  /// - Complexity: O(*n*) in the size of the JSON.
  static func section(
    _ node: LayoutJSONNode, vertical: Bool
  ) throws(LayoutJSONError) -> CollectionLayoutSection {
    let object = try node.object(allowing: sectionKeys)
    var section = CollectionLayoutSection(group: try group(try object.required("group")))
    if let insets = object.optional("contentInsets") {
      section.contentInsets = try insets.directionalInsets()
    }
    if let spacing = object.optional("interGroupSpacing") {
      section.interGroupSpacing = try spacing.length("the inter-group spacing")
    }
    if let reference = object.optional("contentInsetsReference") {
      section.contentInsetsReference = try contentInsetsReference(reference)
    }
    if let follow = object.optional("supplementariesFollowContentInsets") {
      section.supplementariesFollowContentInsets = try follow.bool()
    }
    if let reference = object.optional("supplementaryContentInsetsReference") {
      section.supplementaryContentInsetsReference = try contentInsetsReference(reference)
    }
    if let items = object.optional("boundarySupplementaryItems") {
      section.boundarySupplementaryItems = try boundaryItems(items)
    }
    if let items = object.optional("decorationItems") {
      for element in try items.array() {
        let decoration = try element.object(allowing: decorationKeys)
        var item = CollectionLayoutDecorationItem.background(
          elementKind: try decoration.required("elementKind").string())
        if let zIndex = decoration.optional("zIndex") { item.zIndex = try zIndex.integer("zIndex") }
        if let insets = decoration.optional("contentInsets") {
          item.contentInsets = try insets.directionalInsets()
        }
        section.decorationItems.append(item)
      }
    }
    try readOrthogonalKeys(object, into: &section, vertical: vertical)
    try checkUniqueKinds(object)
    return section
  }

  static func contentInsetsReference(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> ContentInsetsReference {
    let name = try node.choice(references, "content insets reference")
    let index = references.firstIndex(of: name) ?? 0
    return ContentInsetsReference(rawValue: index) ?? .automatic
  }

  /// Refuses two supplementary items of one section (boundary, group or item) with one element
  /// kind, with UIKit's text, at the second one.
  ///
  /// The same kind on a subitem that repeats is one definition (as the model reads it).
  ///
  /// - Complexity: O(*n*) in the size of the section's JSON.
  static func checkUniqueKinds(_ section: LayoutJSONObject) throws(LayoutJSONError) {
    var kinds: [(kind: String, node: LayoutJSONNode)] = []
    var definitions: Set<JSONValue> = []
    func collect(_ node: LayoutJSONNode, key: String) {
      guard case .array(let elements) = node.value[key]?.kind else { return }
      let list = node.child(key, JSONValue(.array(elements)))
      for (index, element) in elements.enumerated() where definitions.insert(element).inserted {
        if case .string(let kind)? = element["elementKind"]?.kind {
          let owner = list.element(index, element)
          kinds.append((kind, owner.child("elementKind", element["elementKind"] ?? .null)))
        }
      }
    }
    func walk(_ node: LayoutJSONNode) {
      collect(node, key: "supplementaryItems")
      let body = groupKinds.compactMap { kind in node.value[kind].map { node.child(kind, $0) } }
      for group in body {
        collect(group, key: "supplementaryItems")
        for key in ["subitem", "repeatingSubitem"] {
          if let child = group.value[key] { walk(group.child(key, child)) }
        }
        if case .array(let children)? = group.value["subitems"]?.kind {
          let list = group.child("subitems", JSONValue(.array(children)))
          for (index, child) in children.enumerated() { walk(list.element(index, child)) }
        }
      }
    }
    collect(section.node, key: "boundarySupplementaryItems")
    if let group = section.optional("group") { walk(group) }
    var seen: Set<String> = []
    for entry in kinds where !seen.insert(entry.kind).inserted {
      throw entry.node.error(
        CollectionLayoutError.duplicateElementKinds([entry.kind]).uikitMessage)
    }
  }
}
