import Foundation
import TransitionSim

/// The layouts a scenario can name, each with its documented parameters and a factory.
///
/// ``standard`` holds `circle`, `compositional`, `decorated-flow`, `flow`, `grid`, `line` and
/// `tree`, in that
/// (alphabetical) order. A scenario's `layout` object, minus its `type`, arrives as
/// `[String: JSONValue]`; ``Entry/make(_:)`` checks it against the entry's parameters
/// (unknown names, with a suggestion, wrong types and out-of-range values are errors) and builds
/// the layout:
///
/// ```swift
/// let layout = try LayoutRegistry.standard.makeLayout(
///   named: "grid", parameters: ["columnCount": 3, "itemSize": ["width": 100, "height": 60]])
/// ```
public struct LayoutRegistry: Sendable {
  /// One layout: its name, a summary, its parameters and how to make it.
  public struct Entry: Sendable {
    /// The name a scenario uses (`"type"` of its `layout` object).
    public let name: String
    /// What the layout does, in one line.
    public let summary: String
    /// The parameters it accepts, in the order they are listed.
    public let parameters: [LayoutParameter]
    /// The data the layout is designed for, when it needs particular items (the tree's class
    /// names by depth); `nil` when any data will do.
    public let sampleItemIdentifiers: [[String]]?
    /// Lines `transition-sim list` prints after the parameters: the keys of a structured
    /// parameter's objects (the compositional layout's sections, groups and items).
    public let details: [String]
    private let factory: @Sendable (LayoutParameters) throws -> CollectionViewLayout

    /// Creates an entry; `factory` reads the checked parameters and returns a new layout.
    public init(
      name: String, summary: String, parameters: [LayoutParameter],
      sampleItemIdentifiers: [[String]]? = nil, details: [String] = [],
      factory: @escaping @Sendable (LayoutParameters) throws -> CollectionViewLayout
    ) {
      self.name = name
      self.summary = summary
      self.parameters = parameters
      self.sampleItemIdentifiers = sampleItemIdentifiers
      self.details = details
      self.factory = factory
    }

    /// Checks `parameters` and makes a new layout with them (defaults for those absent).
    ///
    /// - Throws: ``LayoutParameterError`` for an unknown parameter (with a suggestion when a
    ///   known name is close), a wrong type or a value out of range.
    public func make(
      _ parameters: [String: JSONValue] = [:]
    ) throws -> CollectionViewLayout {
      try factory(
        LayoutParameters(layout: name, parameters: self.parameters, values: parameters))
    }
  }

  /// The entries, sorted by name.
  public private(set) var entries: [Entry]

  /// A registry of `entries`; a later entry replaces an earlier one of the same name.
  public init(entries: [Entry]) {
    self.entries = []
    for entry in entries { register(entry) }
  }

  /// Adds `entry`, replacing any entry of the same name; entries stay sorted by name.
  public mutating func register(_ entry: Entry) {
    entries.removeAll { $0.name == entry.name }
    let index = entries.firstIndex { $0.name > entry.name } ?? entries.endIndex
    entries.insert(entry, at: index)
  }

  /// The layout names, sorted.
  public var names: [String] { entries.map(\.name) }

  /// The entry named `name`, or `nil`.
  public func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }

  /// Makes the layout named `name` with `parameters`.
  ///
  /// - Throws: ``LayoutParameterError/unknownLayout(name:suggestion:)`` for an unknown name, or
  ///   what ``Entry/make(_:)`` throws.
  public func makeLayout(
    named name: String, parameters: [String: JSONValue] = [:]
  ) throws -> CollectionViewLayout {
    guard let entry = entry(named: name) else {
      throw LayoutParameterError.unknownLayout(
        name: name, suggestion: Suggestion.closest(to: name, among: names))
    }
    return try entry.make(parameters)
  }

  /// Every layout with its parameters, as `transition-sim list` prints them.
  ///
  /// ```text
  /// circle: Items on a circle …
  ///   itemSize: number ≥ 0, default 70
  ///     The side of every square item (the sample's ITEM_SIZE).
  /// ```
  public var listing: String {
    var lines: [String] = []
    for entry in entries {
      lines.append("\(entry.name): \(entry.summary)")
      for parameter in entry.parameters {
        var type = parameter.type.description
        if let minimum = parameter.minimum {
          type += " ≥ " + JSONValue.number(minimum).jsonText
        }
        let value =
          parameter.defaultValue == .null
          ? "required" : "default \(parameter.defaultValue.jsonText)"
        lines.append("  \(parameter.name): \(type), \(value)")
        lines.append("    \(parameter.summary)")
      }
      lines += entry.details.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

//===--- The standard layouts ----------------------------------------------===//

extension LayoutRegistry {
  /// The layouts of this package and the core flow and compositional layouts: `circle`,
  /// `compositional`, `decorated-flow`, `flow`, `grid`, `line`, `list` and `tree`.
  public static let standard = LayoutRegistry(entries: [
    circleEntry, lineEntry, treeEntry, decoratedFlowEntry, gridEntry, flowEntry,
    compositionalEntry, listEntry,
  ])

  static let circleEntry = Entry(
    name: "circle",
    summary: "Items of section 0 on a circle (WWDC 2012 session 219's CircleLayout); inserted "
      + "items grow from its centre, deleted ones shrink into it.",
    parameters: [
      LayoutParameter(
        name: "itemSize", type: .number,
        defaultValue: .number(Double(CircleLayout.defaultItemSize)),
        minimum: 0, summary: "The side of every square item (the sample's ITEM_SIZE).")
    ],
    factory: { parameters in
      let layout = CircleLayout()
      layout.itemSize = try parameters.number("itemSize")
      return layout
    })

  static let lineEntry = Entry(
    name: "line",
    summary: "One horizontal line of items that zoom near the middle and snap to it (WWDC 2012 "
      + "session 219's LineLayout, a flow layout).",
    parameters: [
      LayoutParameter(
        name: "itemSize", type: .size, defaultValue: sizeValue(LineLayout.defaultItemSize),
        summary: "The size of every item (the sample's ITEM_SIZE × ITEM_SIZE)."),
      LayoutParameter(
        name: "minimumLineSpacing", type: .number, defaultValue: 50,
        summary: "The space between items along the line."),
      LayoutParameter(
        name: "sectionInset", type: .insets,
        defaultValue: insetsValue(EdgeInsets(top: 200, left: 0, bottom: 200, right: 0)),
        summary: "The margins around the line; 200 above and below leave room for one line."),
      LayoutParameter(
        name: "activeDistance", type: .number,
        defaultValue: .number(Double(LineLayout.defaultActiveDistance)), minimum: 0,
        summary: "Items whose centre is closer than this to the middle are zoomed "
          + "(ACTIVE_DISTANCE)."),
      LayoutParameter(
        name: "zoomFactor", type: .number,
        defaultValue: .number(Double(LineLayout.defaultZoomFactor)),
        summary: "The extra scale of an item exactly in the middle (ZOOM_FACTOR)."),
    ],
    factory: { parameters in
      let layout = LineLayout()
      layout.itemSize = try parameters.size("itemSize")
      layout.minimumLineSpacing = try parameters.number("minimumLineSpacing")
      layout.sectionInset = try parameters.insets("sectionInset")
      layout.activeDistance = try parameters.number("activeDistance")
      layout.zoomFactor = try parameters.number("zoomFactor")
      return layout
    })

  static let treeEntry = Entry(
    name: "tree",
    summary: "UIKit's class hierarchy as a tree, one column per depth level (the Collection View "
      + "Programming Guide's worked example); use its sample data.",
    parameters: [
      LayoutParameter(
        name: "itemWidth", type: .number,
        defaultValue: .number(Double(TreeLayout.defaultItemWidth)),
        minimum: 0, summary: "The width of every cell (ITEM_WIDTH)."),
      LayoutParameter(
        name: "itemHeight", type: .number,
        defaultValue: .number(Double(TreeLayout.defaultItemHeight)), minimum: 0,
        summary: "The height of every cell (ITEM_HEIGHT)."),
      LayoutParameter(
        name: "insets", type: .insets, defaultValue: insetsValue(TreeLayout.defaultInsets),
        summary: "The space around every cell in its slot (INSET_TOP, …); left + right is the "
          + "connectors' width."),
    ],
    sampleItemIdentifiers: ClassHierarchy.uikit.itemIdentifiers(),
    factory: { parameters in
      ClassHierarchyTreeLayout(
        hierarchy: .uikit, itemWidth: try parameters.number("itemWidth"),
        itemHeight: try parameters.number("itemHeight"), insets: try parameters.insets("insets"))
    })

  static let decoratedFlowEntry = Entry(
    name: "decorated-flow",
    summary: "A flow layout with a background decoration view behind every section, fading in "
      + "and out with its section.",
    parameters: flowParameters,
    factory: { parameters in
      let layout = DecoratedFlowLayout()
      try configureFlow(layout, parameters)
      return layout
    })

  static let gridEntry = Entry(
    name: "grid",
    summary: "A fixed-column grid computed on demand, without a cache (for millions of items); "
      + "sections stacked vertically.",
    parameters: [
      LayoutParameter(
        name: "columnCount", type: .integer, defaultValue: 4, minimum: 1,
        summary: "The number of columns."),
      LayoutParameter(
        name: "itemSize", type: .size, defaultValue: sizeValue(CGSize(width: 80, height: 80)),
        minimum: 0, summary: "The size of every item."),
      LayoutParameter(
        name: "interitemSpacing", type: .number, defaultValue: 10, minimum: 0,
        summary: "The horizontal space between columns."),
      LayoutParameter(
        name: "lineSpacing", type: .number, defaultValue: 10, minimum: 0,
        summary: "The vertical space between rows."),
      LayoutParameter(
        name: "sectionInset", type: .insets, defaultValue: insetsValue(.zero),
        summary: "The margins around each section's grid."),
    ],
    factory: { parameters in
      GridLayout(
        columnCount: try parameters.integer("columnCount"),
        itemSize: try parameters.size("itemSize"),
        interitemSpacing: try parameters.number("interitemSpacing"),
        lineSpacing: try parameters.number("lineSpacing"),
        sectionInset: try parameters.insets("sectionInset"))
    })

  static let flowEntry = Entry(
    name: "flow",
    summary: "UIKit's flow layout (CollectionViewFlowLayout): lines of items with headers and "
      + "footers.",
    parameters: flowParameters,
    factory: { parameters in
      let layout = CollectionViewFlowLayout()
      try configureFlow(layout, parameters)
      return layout
    })

  /// The flow layout's parameters, with UIKit's defaults.
  static let flowParameters: [LayoutParameter] = [
    LayoutParameter(
      name: "itemSize", type: .size, defaultValue: sizeValue(CGSize(width: 50, height: 50)),
      summary: "The size of every item."),
    LayoutParameter(
      name: "minimumLineSpacing", type: .number, defaultValue: 10,
      summary: "The minimum space between lines."),
    LayoutParameter(
      name: "minimumInteritemSpacing", type: .number, defaultValue: 10,
      summary: "The minimum space between the items of a line."),
    LayoutParameter(
      name: "sectionInset", type: .insets, defaultValue: insetsValue(.zero),
      summary: "The margins around each section's lines, inside its header and footer."),
    LayoutParameter(
      name: "headerReferenceSize", type: .size, defaultValue: sizeValue(.zero), minimum: 0,
      summary: "The size of every section header; 0 along the scrolling axis means none."),
    LayoutParameter(
      name: "footerReferenceSize", type: .size, defaultValue: sizeValue(.zero), minimum: 0,
      summary: "The size of every section footer; 0 along the scrolling axis means none."),
    LayoutParameter(
      name: "scrollDirection", type: .choice(["vertical", "horizontal"]),
      defaultValue: "vertical", summary: "The scrolling direction."),
    LayoutParameter(
      name: "sectionHeadersPinToVisibleBounds", type: .boolean, defaultValue: false,
      summary: "Whether headers stick to the top of the visible rect."),
    LayoutParameter(
      name: "sectionFootersPinToVisibleBounds", type: .boolean, defaultValue: false,
      summary: "Whether footers stick to the bottom of the visible rect."),
    LayoutParameter(
      name: "sectionInsetReference",
      type: .choice(CollectionViewFlowLayout.SectionInsetReference.allCases.map(\.name)),
      defaultValue: "fromContentInset",
      summary: "What section insets are measured from: the content inset, the safe area or the "
        + "layout margins."),
    LayoutParameter(
      name: "estimatedItemSize", type: .size, defaultValue: sizeValue(.zero), minimum: 0,
      summary: "The size of items not yet measured; not zero turns self-sizing on (the sizes "
        + "come from the scenario's selfSizing)."),
  ]

  static func configureFlow(
    _ layout: CollectionViewFlowLayout, _ parameters: LayoutParameters
  ) throws {
    layout.itemSize = try parameters.size("itemSize")
    layout.minimumLineSpacing = try parameters.number("minimumLineSpacing")
    layout.minimumInteritemSpacing = try parameters.number("minimumInteritemSpacing")
    layout.sectionInset = try parameters.insets("sectionInset")
    layout.headerReferenceSize = try parameters.size("headerReferenceSize")
    layout.footerReferenceSize = try parameters.size("footerReferenceSize")
    layout.scrollDirection =
      try parameters.string("scrollDirection") == "horizontal" ? .horizontal : .vertical
    layout.sectionHeadersPinToVisibleBounds = try parameters.boolean(
      "sectionHeadersPinToVisibleBounds")
    layout.sectionFootersPinToVisibleBounds = try parameters.boolean(
      "sectionFootersPinToVisibleBounds")
    let reference = try parameters.string("sectionInsetReference")
    layout.sectionInsetReference =
      CollectionViewFlowLayout.SectionInsetReference.allCases.first { $0.name == reference }
      ?? .fromContentInset
    layout.estimatedItemSize = try parameters.size("estimatedItemSize")
  }

  static func sizeValue(_ size: CGSize) -> JSONValue {
    .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
  }

  static func insetsValue(_ insets: EdgeInsets) -> JSONValue {
    .object([
      "top": .number(Double(insets.top)), "left": .number(Double(insets.left)),
      "bottom": .number(Double(insets.bottom)), "right": .number(Double(insets.right)),
    ])
  }
}
