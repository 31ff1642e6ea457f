import Foundation
import TransitionSim

extension CompositionalLayoutJSON {
  //===--- Groups and items ---------------------------------------------===//

  /// Reads a group: `{"horizontal": {…}}` or `{"vertical": {…}}`, whose body holds its
  /// `layoutSize` and either `subitems`, `subitem` and `count` (equal sizes, UIKit's
  /// `subitem:count:`) or `repeatingSubitem` and `count` (iOS 16).
  ///
  /// - Throws: ``LayoutJSONError``; with UIKit's text for an empty `subitems` ("At least 1
  ///   subitem is required for a group") and a `count` below 1.
  /// - Complexity: O(*n*) in the size of the JSON.
  static func group(_ node: LayoutJSONNode) throws(LayoutJSONError) -> CollectionLayoutGroup {
    let wrapper = try node.object(allowing: groupKinds)
    guard wrapper.members.count == 1, let kind = wrapper.members.first?.key else {
      throw node.error(
        "a group is one of {\"horizontal\": {…}} or {\"vertical\": {…}}, found "
          + (wrapper.members.isEmpty ? "an empty object" : "both"))
    }
    let horizontal = kind == "horizontal"
    let body = try wrapper.required(kind)
    let object = try body.object(allowing: groupKeys)
    let layoutSize = try size(try object.required("layoutSize"))
    let forms = ["subitems", "subitem", "repeatingSubitem"].filter { object.optional($0) != nil }
    guard forms.count == 1 else {
      throw body.error(
        "a group needs one of \"subitems\", \"subitem\" (with \"count\") or "
          + "\"repeatingSubitem\" (with \"count\"), found "
          + (forms.isEmpty ? "none" : forms.map { "\"\($0)\"" }.joined(separator: " and ")))
    }
    var group: CollectionLayoutGroup
    if let list = object.optional("subitems") {
      if let count = object.optional("count") {
        throw count.error(
          "\"count\" goes with \"subitem\" or \"repeatingSubitem\", not \"subitems\"")
      }
      let elements = try list.array()
      guard !elements.isEmpty else {
        throw list.error(CollectionLayoutError.noSubitems.uikitMessage)
      }
      var subitems: [any CollectionLayoutSubitem] = []
      for element in elements {
        let subitem = try Self.subitem(element)
        // A later subitem that does not fit ends the group's repetition, as UIKit's header
        // says a group repeats its items "until available space is exhausted".
        if subitems.isEmpty {
          try checkFits(subitem, element, in: layoutSize, horizontal: horizontal)
        }
        subitems.append(subitem)
      }
      group =
        horizontal
        ? .horizontal(layoutSize: layoutSize, subitems: subitems)
        : .vertical(layoutSize: layoutSize, subitems: subitems)
    } else {
      let repeating = object.optional("repeatingSubitem") != nil
      let subitemNode = try object.required(repeating ? "repeatingSubitem" : "subitem")
      let countNode = try object.required("count")
      let count = try countNode.integer("the count")
      guard count >= 1 else {
        throw countNode.error(
          CollectionLayoutError.repeatingCountBelowOne(horizontal: horizontal, count: count)
            .description)
      }
      guard count <= maximumCount else {
        throw countNode.error("the count must be at most \(maximumCount), found \(count)")
      }
      let subitem = try Self.subitem(subitemNode)
      if repeating { try checkFits(subitem, subitemNode, in: layoutSize, horizontal: horizontal) }
      switch (horizontal, repeating) {
      case (true, false):
        group = .horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
      case (false, false): group = .vertical(layoutSize: layoutSize, subitem: subitem, count: count)
      case (true, true):
        group = .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
      case (false, true):
        group = .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
      }
    }
    if let spacing = object.optional("interItemSpacing") {
      group.interItemSpacing = try Self.spacing(spacing)
    }
    if let insets = object.optional("contentInsets") {
      group.contentInsets = try insets.directionalInsets()
    }
    if let edges = object.optional("edgeSpacing") { group.edgeSpacing = try edgeSpacing(edges) }
    if let items = object.optional("supplementaryItems") {
      group.supplementaryItems = try supplementaryItems(items)
    }
    return group
  }

  /// The most copies a `count` may ask for: the model's limit on one group repetition.
  static let maximumCount = 10_000

  /// Reads a subitem: a group when it is `{"horizontal": …}` or `{"vertical": …}`, else an item.
  static func subitem(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> any CollectionLayoutSubitem {
    if case .object(let members) = node.value.kind,
      members.contains(where: { groupKinds.contains($0.key) })
    {
      return try group(node)
    }
    return try item(node)
  }

  /// Reads an item object.
  static func item(_ node: LayoutJSONNode) throws(LayoutJSONError) -> CollectionLayoutItem {
    let object = try node.object(allowing: itemKeys)
    let layoutSize = try size(try object.required("layoutSize"))
    var item = CollectionLayoutItem(
      layoutSize: layoutSize,
      supplementaryItems: try object.optional("supplementaryItems").map {
        (items) throws(LayoutJSONError) in try supplementaryItems(items)
      } ?? [])
    if let insets = object.optional("contentInsets") {
      item.contentInsets = try insets.directionalInsets()
    }
    if let edges = object.optional("edgeSpacing") { item.edgeSpacing = try edgeSpacing(edges) }
    return item
  }

  /// Refuses a group's first subitem, or its repeating subitem, that can never fit the group
  /// along the group's axis: a fraction of the group's own axis above 1, or an absolute length
  /// beyond the group's absolute one.
  ///
  /// Apple documents neither case (a `repeatingSubitem:count:` group's fit is "your
  /// responsibility"), so the refusal is TransitionSim's, and the message says so; the model
  /// itself places such a subitem overflowing the group, with a warning. A later subitem that
  /// does not fit is not refused: it ends the group's repetition.
  static func checkFits(
    _ subitem: any CollectionLayoutSubitem, _ node: LayoutJSONNode,
    in groupSize: CollectionLayoutSize, horizontal: Bool
  ) throws(LayoutJSONError) {
    let own = horizontal ? subitem.layoutSize.widthDimension : subitem.layoutSize.heightDimension
    let container = horizontal ? groupSize.widthDimension : groupSize.heightDimension
    let sameAxis = horizontal ? own.isFractionalWidth : own.isFractionalHeight
    let axis = horizontal ? "width" : "height"
    if sameAxis && own.dimension > 1 {
      throw node.error(
        "the subitem cannot fit its group: its \(axis) is \(own) of the group's, more than all of it "
          + Self.unknownOverflow)
    }
    if own.isAbsolute && container.isAbsolute && own.dimension > container.dimension {
      throw node.error(
        "the subitem cannot fit its group: its \(axis) \(own) is larger than the group's "
          + "\(container) " + Self.unknownOverflow)
    }
  }

  /// Says whose the refusal of a subitem that cannot fit is.
  static let unknownOverflow =
    "(UIKit does not document what it does with a group's first or repeating subitem that "
    + "cannot fit; TransitionSim refuses it)"

  //===--- Sizes, dimensions and spacing --------------------------------===//

  /// Reads `{"widthDimension": …, "heightDimension": …}`.
  static func size(_ node: LayoutJSONNode) throws(LayoutJSONError) -> CollectionLayoutSize {
    let object = try node.object(allowing: sizeKeys)
    return CollectionLayoutSize(
      widthDimension: try dimension(try object.required("widthDimension")),
      heightDimension: try dimension(try object.required("heightDimension")))
  }

  /// Reads a dimension: one of `{"fractionalWidth": f}`, `{"fractionalHeight": f}` (above 0, at
  /// most ``maximumFraction``), `{"absolute": n}`, `{"estimated": n}` or
  /// `{"uniformAcrossSiblings": n}` (0 to 10⁷ points).
  static func dimension(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> CollectionLayoutDimension {
    let object = try node.object(allowing: dimensionKinds)
    guard object.members.count == 1, let member = object.members.first else {
      throw node.error(
        "a dimension is one object with one of "
          + dimensionKinds.map { "\"\($0)\"" }.joined(separator: ", ") + ", found "
          + (object.members.isEmpty ? "none" : "\(object.members.count) keys"))
    }
    let valueNode = node.child(member.key, member.value)
    switch member.key {
    case "fractionalWidth", "fractionalHeight":
      let fraction = try valueNode.number()
      guard fraction > 0 else {
        throw valueNode.error(
          "a fractional dimension must be above 0, found \(LayoutJSONNode.format(fraction))")
      }
      guard fraction <= maximumFraction else {
        throw valueNode.error(
          "a fractional dimension must be at most \(LayoutJSONNode.format(maximumFraction)), "
            + "found \(LayoutJSONNode.format(fraction))")
      }
      return member.key == "fractionalWidth"
        ? .fractionalWidth(CGFloat(fraction)) : .fractionalHeight(CGFloat(fraction))
    case "absolute": return .absolute(try valueNode.size("an absolute dimension"))
    case "estimated": return .estimated(try valueNode.size("an estimated dimension"))
    default:
      return .uniformAcrossSiblings(estimate: try valueNode.size("an estimated dimension"))
    }
  }

  /// Reads `{"fixed": n}` or `{"flexible": n}`.
  static func spacing(_ node: LayoutJSONNode) throws(LayoutJSONError) -> CollectionLayoutSpacing {
    let object = try node.object(allowing: ["fixed", "flexible"])
    guard object.members.count == 1, let member = object.members.first else {
      throw node.error("a spacing is {\"fixed\": n} or {\"flexible\": n}")
    }
    let value = try node.child(member.key, member.value).length("a spacing")
    return member.key == "fixed" ? .fixed(value) : .flexible(value)
  }

  /// Reads `{"leading", "top", "trailing", "bottom"}`, each a spacing; missing edges have none.
  static func edgeSpacing(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> CollectionLayoutEdgeSpacing {
    let object = try node.object(allowing: ["leading", "top", "trailing", "bottom"])
    func edge(_ key: String) throws(LayoutJSONError) -> CollectionLayoutSpacing? {
      try object.optional(key).map { (edge) throws(LayoutJSONError) in try spacing(edge) }
    }
    return CollectionLayoutEdgeSpacing(
      leading: try edge("leading"), top: try edge("top"), trailing: try edge("trailing"),
      bottom: try edge("bottom"))
  }

  //===--- Supplementary items ------------------------------------------===//

  /// Reads a list of boundary supplementary items (headers, footers).
  static func boundaryItems(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> [CollectionLayoutBoundarySupplementaryItem] {
    var items: [CollectionLayoutBoundarySupplementaryItem] = []
    for element in try node.array() {
      let object = try element.object(allowing: boundaryKeys)
      var item = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: try size(try object.required("layoutSize")),
        elementKind: try object.required("elementKind").string(),
        alignment: RectAlignment(
          rawValue: alignments.firstIndex(
            of: try object.required("alignment").choice(alignments, "alignment")) ?? 0) ?? .none,
        absoluteOffset: try object.optional("absoluteOffset")?.point() ?? .zero)
      if let extends = object.optional("extendsBoundary") {
        item.extendsBoundary = try extends.bool()
      }
      if let pin = object.optional("pinToVisibleBounds") {
        item.pinToVisibleBounds = try pin.bool()
      }
      if let zIndex = object.optional("zIndex") { item.zIndex = try zIndex.integer("zIndex") }
      if let insets = object.optional("contentInsets") {
        item.contentInsets = try insets.directionalInsets()
      }
      items.append(item)
    }
    var seen: Set<String> = []
    for (index, item) in items.enumerated() where !seen.insert(item.elementKind).inserted {
      let element = try node.array()[index]
      throw element.child("elementKind", element.value["elementKind"] ?? .null).error(
        CollectionLayoutError.duplicateElementKinds([item.elementKind]).uikitMessage)
    }
    return items
  }

  /// Reads a list of supplementary items anchored to an item or group.
  static func supplementaryItems(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError) -> [CollectionLayoutSupplementaryItem] {
    var items: [CollectionLayoutSupplementaryItem] = []
    for element in try node.array() {
      let object = try element.object(allowing: supplementaryKeys)
      var item = CollectionLayoutSupplementaryItem(
        layoutSize: try size(try object.required("layoutSize")),
        elementKind: try object.required("elementKind").string(),
        containerAnchor: try anchor(try object.required("containerAnchor")),
        itemAnchor: try object.optional("itemAnchor").map {
          (anchor) throws(LayoutJSONError) in try Self.anchor(anchor)
        })
      if let zIndex = object.optional("zIndex") { item.zIndex = try zIndex.integer("zIndex") }
      if let insets = object.optional("contentInsets") {
        item.contentInsets = try insets.directionalInsets()
      }
      items.append(item)
    }
    return items
  }

  /// Reads `{"edges": ["top", "trailing"], "absoluteOffset" | "fractionalOffset": {x, y}}`.
  static func anchor(_ node: LayoutJSONNode) throws(LayoutJSONError) -> CollectionLayoutAnchor {
    let object = try node.object(allowing: anchorKeys)
    var edges: DirectionalRectEdge = []
    let all: [DirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
    for element in try object.required("edges").array() {
      let name = try element.choice(edgeNames, "edge")
      edges.insert(all[edgeNames.firstIndex(of: name) ?? 0])
    }
    let absolute = object.optional("absoluteOffset")
    let fractional = object.optional("fractionalOffset")
    if absolute != nil && fractional != nil {
      throw node.error("give either an \"absoluteOffset\" or a \"fractionalOffset\", not both")
    }
    if let fractional {
      return CollectionLayoutAnchor(edges: edges, fractionalOffset: try fractional.point())
    }
    return CollectionLayoutAnchor(edges: edges, absoluteOffset: try absolute?.point() ?? .zero)
  }
}
