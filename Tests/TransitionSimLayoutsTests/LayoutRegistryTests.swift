import Foundation
import Testing
import TransitionSimLayouts

@Suite struct LayoutRegistryTests {
  private let registry = LayoutRegistry.standard

  private func error(
    _ name: String, _ parameters: [String: JSONValue]
  ) -> LayoutParameterError? {
    do {
      _ = try registry.makeLayout(named: name, parameters: parameters)
      return nil
    } catch let error as LayoutParameterError {
      return error
    } catch {
      return nil
    }
  }

  @Test func namesAreSorted() {
    #expect(
      registry.names == [
        "circle", "compositional", "decorated-flow", "flow", "grid", "line", "list", "tree",
      ])
    for entry in registry.entries {
      #expect(!entry.summary.isEmpty)
      #expect(!entry.summary.contains("\n"))
      for parameter in entry.parameters { #expect(!parameter.summary.isEmpty) }
    }
  }

  @Test func defaultsMakeTheLayoutsDefaults() throws {
    let flow = try #require(try registry.makeLayout(named: "flow") as? CollectionViewFlowLayout)
    let plain = CollectionViewFlowLayout()
    #expect(type(of: flow) == CollectionViewFlowLayout.self)
    #expect(flow.itemSize == plain.itemSize)
    #expect(flow.minimumLineSpacing == plain.minimumLineSpacing)
    #expect(flow.minimumInteritemSpacing == plain.minimumInteritemSpacing)
    #expect(flow.sectionInset == plain.sectionInset)
    #expect(flow.headerReferenceSize == plain.headerReferenceSize)
    #expect(flow.footerReferenceSize == plain.footerReferenceSize)
    #expect(flow.scrollDirection == plain.scrollDirection)
    #expect(flow.sectionHeadersPinToVisibleBounds == plain.sectionHeadersPinToVisibleBounds)
    #expect(flow.sectionFootersPinToVisibleBounds == plain.sectionFootersPinToVisibleBounds)

    let line = try #require(try registry.makeLayout(named: "line") as? LineLayout)
    let sample = LineLayout()
    #expect(line.itemSize == sample.itemSize)
    #expect(line.minimumLineSpacing == sample.minimumLineSpacing)
    #expect(line.sectionInset == sample.sectionInset)
    #expect(line.scrollDirection == .horizontal)
    #expect(line.activeDistance == 200 && line.zoomFactor == 0.3)

    let circle = try #require(try registry.makeLayout(named: "circle") as? CircleLayout)
    #expect(circle.itemSize == 70)

    let grid = try #require(try registry.makeLayout(named: "grid") as? GridLayout)
    #expect(grid.columnCount == 4 && grid.itemSize == CGSize(width: 80, height: 80))
    #expect(grid.interitemSpacing == 10 && grid.lineSpacing == 10 && grid.sectionInset == .zero)

    let decorated = try registry.makeLayout(named: "decorated-flow")
    #expect(decorated is DecoratedFlowLayout)

    let tree = try #require(try registry.makeLayout(named: "tree") as? ClassHierarchyTreeLayout)
    #expect(tree.itemWidth == 160 && tree.itemHeight == 40)
    #expect(tree.insets == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
    #expect(
      registry.entry(named: "tree")?.sampleItemIdentifiers
        == ClassHierarchy.uikit.itemIdentifiers())
    #expect(registry.entry(named: "flow")?.sampleItemIdentifiers == nil)
  }

  @Test func everyFlowParameterIsApplied() throws {
    let layout = try registry.makeLayout(
      named: "flow",
      parameters: [
        "itemSize": ["width": 30, "height": 40], "minimumLineSpacing": 3,
        "minimumInteritemSpacing": 4, "sectionInset": ["top": 1, "right": 2],
        "headerReferenceSize": ["width": 0, "height": 20],
        "footerReferenceSize": ["width": 0, "height": 25], "scrollDirection": "horizontal",
        "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true,
      ])
    let flow = try #require(layout as? CollectionViewFlowLayout)
    #expect(flow.itemSize == CGSize(width: 30, height: 40))
    #expect(flow.minimumLineSpacing == 3)
    #expect(flow.minimumInteritemSpacing == 4)
    #expect(flow.sectionInset == EdgeInsets(top: 1, left: 0, bottom: 0, right: 2))
    #expect(flow.headerReferenceSize == CGSize(width: 0, height: 20))
    #expect(flow.footerReferenceSize == CGSize(width: 0, height: 25))
    #expect(flow.scrollDirection == .horizontal)
    #expect(flow.sectionHeadersPinToVisibleBounds && flow.sectionFootersPinToVisibleBounds)
  }

  @Test func parametersDecodedFromJSON() throws {
    let json = #"{"columnCount": 3, "itemSize": {"width": 100, "height": 60}, "lineSpacing": 0}"#
    let parameters = try JSONDecoder().decode(
      [String: JSONValue].self, from: Data(json.utf8))
    let grid = try #require(
      try registry.makeLayout(named: "grid", parameters: parameters) as? GridLayout)
    #expect(grid.columnCount == 3)
    #expect(grid.itemSize == CGSize(width: 100, height: 60))
    #expect(grid.lineSpacing == 0)
    #expect(grid.interitemSpacing == 10)
  }

  @Test func unknownParameterSuggestsTheClosestName() {
    let misspelt = error("flow", ["itemSzie": ["width": 1, "height": 1]])
    #expect(misspelt == .unknownParameter(layout: "flow", name: "itemSzie", suggestion: "itemSize"))
    #expect(
      misspelt?.description == "layout 'flow' has no parameter 'itemSzie'; did you mean 'itemSize'?"
    )
    // Case does not count against a name.
    #expect(
      error("circle", ["itemsize": 3])
        == .unknownParameter(layout: "circle", name: "itemsize", suggestion: "itemSize"))
    #expect(
      error("line", ["zoomFacter": 1])
        == .unknownParameter(layout: "line", name: "zoomFacter", suggestion: "zoomFactor"))
    // Nothing close: no suggestion.
    let far = error("grid", ["colour": "red"])
    #expect(far == .unknownParameter(layout: "grid", name: "colour", suggestion: nil))
    #expect(far?.description == "layout 'grid' has no parameter 'colour'")
    // A key inside an insets object.
    #expect(
      error("flow", ["sectionInset": ["lft": 1]])
        == .unknownParameter(
          layout: "flow", name: "sectionInset.lft", suggestion: "sectionInset.left"))
  }

  @Test func wrongTypesNameTheParameter() {
    let size = error("flow", ["itemSize": "big"])
    #expect(
      size?.description
        == "parameter 'itemSize' of layout 'flow' must be a size object "
        + "{\"width\": number, \"height\": number}, not a string")
    #expect(
      error("flow", ["minimumLineSpacing": true])
        == .wrongType(
          layout: "flow", parameter: "minimumLineSpacing", expected: "a number", found: "a boolean")
    )
    #expect(
      error("flow", ["sectionHeadersPinToVisibleBounds": 1])
        == .wrongType(
          layout: "flow", parameter: "sectionHeadersPinToVisibleBounds", expected: "a boolean",
          found: "a number"))
    #expect(
      error("grid", ["columnCount": "3"])
        == .wrongType(
          layout: "grid", parameter: "columnCount", expected: "an integer", found: "a string"))
    #expect(
      error("flow", ["sectionInset": ["top": "1"]])
        == .wrongType(
          layout: "flow", parameter: "sectionInset.top", expected: "a number", found: "a string"))
    #expect(
      error("circle", ["itemSize": nil])
        == .wrongType(layout: "circle", parameter: "itemSize", expected: "a number", found: "null"))
    #expect(
      error("tree", ["insets": [1, 2, 3, 4]])?.description
        == "parameter 'insets' of layout 'tree' must be an insets object "
        + "{\"top\", \"left\", \"bottom\", \"right\": number}, not an array")
  }

  @Test func valuesOutOfRange() {
    #expect(
      error("grid", ["columnCount": 0])?.description
        == "parameter 'columnCount' of layout 'grid' must be at least 1, not 0")
    #expect(
      error("grid", ["columnCount": 2.5])?.description
        == "parameter 'columnCount' of layout 'grid' must be a whole number, not 2.5")
    #expect(
      error("grid", ["itemSize": ["width": 10]])?.description
        == "parameter 'itemSize' of layout 'grid' needs a \"height\"")
    #expect(
      error("grid", ["itemSize": ["width": -1, "height": 3]])?.description
        == "parameter 'itemSize.width' of layout 'grid' must be at least 0, not -1")
    #expect(
      error("flow", ["scrollDirection": "horizonal"])?.description
        == "parameter 'scrollDirection' of layout 'flow' must be one of \"vertical\" | "
        + "\"horizontal\", not \"horizonal\"; did you mean \"horizontal\"?")
  }

  @Test func theFirstProblemByNameIsReported() {
    // Both are wrong; "alpha" sorts before "itemSize".
    #expect(
      error("circle", ["itemSize": "x", "alpha": 1])
        == .unknownParameter(layout: "circle", name: "alpha", suggestion: nil))
  }

  @Test func unknownLayoutSuggestsAName() {
    #expect(error("circel", [:]) == .unknownLayout(name: "circel", suggestion: "circle"))
    #expect(error("circel", [:])?.description == "unknown layout 'circel'; did you mean 'circle'?")
    #expect(error("spiral", [:]) == .unknownLayout(name: "spiral", suggestion: nil))
  }

  @Test func registeringKeepsTheOrderAndReplacesByName() throws {
    var registry = LayoutRegistry.standard
    registry.register(
      LayoutRegistry.Entry(
        name: "custom", summary: "A plain base layout.", parameters: [],
        factory: { _ in CollectionViewLayout() }))
    #expect(
      registry.names == [
        "circle", "compositional", "custom", "decorated-flow", "flow", "grid", "line", "list",
        "tree",
      ])
    registry.register(
      LayoutRegistry.Entry(
        name: "circle", summary: "Replaced.", parameters: [], factory: { _ in GridLayout() }))
    #expect(registry.names.count == 9)
    #expect(try registry.makeLayout(named: "circle") is GridLayout)
  }

  @Test func listingShowsEveryParameter() {
    let listing = registry.listing
    let lines = listing.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("circle: ") == true)
    #expect(lines.contains("  itemSize: number ≥ 0, default 70"))
    #expect(
      lines.contains(
        "  sectionInset: insets {top, left, bottom, right}, default "
          + #"{"bottom": 200, "left": 0, "right": 0, "top": 200}"#))
    #expect(lines.contains(#"  scrollDirection: "vertical" | "horizontal", default "vertical""#))
    #expect(lines.contains("  columnCount: integer ≥ 1, default 4"))
    let parameterCount = registry.entries.reduce(0) { $0 + $1.parameters.count }
    let detailCount = registry.entries.reduce(0) { $0 + $1.details.count }
    // One line per layout, two per parameter, one per detail (the compositional layout's keys).
    #expect(lines.count == registry.entries.count + 2 * parameterCount + detailCount)
    #expect(listing == LayoutRegistry.standard.listing)
  }
}
