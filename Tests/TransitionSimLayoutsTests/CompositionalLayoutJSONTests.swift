import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimLayouts
@testable import TransitionSimScenario

/// The `compositional` layout type: every key is read into UIKit's model, and every mistake is
/// an error at the value at fault, with its path, line and column.
@Suite struct CompositionalLayoutJSONTests {
  /// An item filling its slot (`fractionalWidth(1)`, `fractionalHeight(1)`).
  private static let fullItem =
    #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}"#

  /// A section of one horizontal group of `count` copies of `item`.
  private static func section(item: String = fullItem, extra: String = "") -> String {
    #"{"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "#
      + #""heightDimension": {"absolute": 50}}, "subitem": \#(item), "count": 3}}\#(extra)}"#
  }

  //===--- Every key read ---------------------------------------------===//

  @Test func everyKeyOfASectionIsRead() throws {
    let json = """
      {"group": {"vertical": {
         "layoutSize": {"widthDimension": {"absolute": 300}, "heightDimension": {"estimated": 90}},
         "subitems": [
           {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5},
                           "heightDimension": {"fractionalHeight": 0.25}},
            "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
            "edgeSpacing": {"leading": {"fixed": 5}, "top": {"flexible": 6}},
            "supplementaryItems": [{"elementKind": "badge",
              "layoutSize": {"widthDimension": {"absolute": 20},
                             "heightDimension": {"uniformAcrossSiblings": 21}},
              "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}},
              "itemAnchor": {"edges": ["bottom"], "absoluteOffset": {"x": 1, "y": 2}},
              "zIndex": 7, "contentInsets": {"top": 1}}]},
           {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                                          "heightDimension": {"absolute": 40}},
              "repeatingSubitem": {"layoutSize": {"widthDimension": {"absolute": 30},
                                                  "heightDimension": {"absolute": 30}}},
              "count": 4}}],
         "interItemSpacing": {"flexible": 8},
         "contentInsets": {"leading": 9},
         "edgeSpacing": {"trailing": {"fixed": 10}, "bottom": {"fixed": 11}},
         "supplementaryItems": []}},
       "contentInsets": {"top": 12, "leading": 13, "bottom": 14, "trailing": 15},
       "interGroupSpacing": 16, "contentInsetsReference": "layoutMargins",
       "supplementariesFollowContentInsets": false,
       "boundarySupplementaryItems": [{"elementKind": "header",
         "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
         "alignment": "topLeading", "absoluteOffset": {"x": 3, "y": 4}, "extendsBoundary": false,
         "pinToVisibleBounds": true, "zIndex": 5, "contentInsets": {"bottom": 2}}],
       "decorationItems": [{"elementKind": "background", "zIndex": -1,
         "contentInsets": {"top": 6, "leading": 6, "bottom": 6, "trailing": 6}}]}
      """
    let section = try CompositionalLayoutJSON.section(
      LayoutJSONNode(value: try JSONParser.parse(json), path: "sections"), vertical: true)
    #expect(
      section.contentInsets == DirectionalEdgeInsets(top: 12, leading: 13, bottom: 14, trailing: 15)
    )
    #expect(section.interGroupSpacing == 16)
    #expect(section.contentInsetsReference == .layoutMargins)
    #expect(section.supplementariesFollowContentInsets == false)
    let header = try #require(section.boundarySupplementaryItems.first)
    #expect(header.elementKind == "header" && header.alignment == .topLeading)
    #expect(
      header.layoutSize
        == CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    )
    #expect(
      header.offset == CGPoint(x: 3, y: 4) && !header.extendsBoundary && header.pinToVisibleBounds)
    #expect(
      header.zIndex == 5
        && header.contentInsets == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0)
    )
    let decoration = try #require(section.decorationItems.first)
    #expect(decoration.elementKind == "background" && decoration.zIndex == -1)
    #expect(
      decoration.contentInsets == DirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
    let group = section.group
    #expect(
      group.layoutSize
        == CollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .estimated(90)))
    #expect(group.interItemSpacing == .flexible(8))
    #expect(
      group.contentInsets == DirectionalEdgeInsets(top: 0, leading: 9, bottom: 0, trailing: 0))
    #expect(
      group.edgeSpacing
        == CollectionLayoutEdgeSpacing(
          leading: nil, top: nil, trailing: .fixed(10), bottom: .fixed(11)))
    #expect(group.supplementaryItems.isEmpty)
    guard case .vertical = group.layout, case .fill = group.repetition else {
      Issue.record("not a vertical group of subitems")
      return
    }
    let item = try #require(group.subitems.first as? CollectionLayoutItem)
    #expect(
      item.layoutSize
        == CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.25)))
    #expect(item.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(
      item.edgeSpacing
        == CollectionLayoutEdgeSpacing(
          leading: .fixed(5), top: .flexible(6), trailing: nil, bottom: nil))
    let badge = try #require(item.supplementaryItems.first)
    #expect(badge.elementKind == "badge" && badge.zIndex == 7)
    #expect(
      badge.layoutSize
        == CollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .uniformAcrossSiblings(estimate: 21)))
    #expect(
      badge.containerAnchor
        == CollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    #expect(
      badge.itemAnchor
        == CollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 1, y: 2)))
    #expect(
      badge.contentInsets == DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
    let nested = try #require(group.subitems.last as? CollectionLayoutGroup)
    guard case .horizontal = nested.layout, case .repeatCount(4) = nested.repetition else {
      Issue.record("not a horizontal group repeating its subitem 4 times")
      return
    }
    #expect(
      nested.subitems.first?.layoutSize
        == CollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30)))
  }

  @Test func theConfigurationIsRead() throws {
    let json = """
      {"scrollDirection": "horizontal", "interSectionSpacing": 24, "contentInsetsReference": "none",
       "boundarySupplementaryItems": [{"elementKind": "banner", "alignment": "bottom",
         "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"fractionalHeight": 1}}}]}
      """
    let configuration = try CompositionalLayoutJSON.configuration(
      LayoutJSONNode(value: try JSONParser.parse(json), path: "configuration"))
    #expect(configuration.scrollDirection == .horizontal)
    #expect(configuration.interSectionSpacing == 24)
    #expect(configuration.contentInsetsReference == .none)
    #expect(configuration.boundarySupplementaryItems.map(\.elementKind) == ["banner"])
    #expect(configuration.boundarySupplementaryItems.first?.alignment == .bottom)
  }

  @Test func aSubitemWithACountMakesAnEqualCountGroup() throws {
    let section = try CompositionalLayoutJSON.section(
      LayoutJSONNode(value: try JSONParser.parse(Self.section()), path: "sections"), vertical: true)
    guard case .horizontal = section.group.layout, case .equalCount(3) = section.group.repetition
    else {
      Issue.record("not a horizontal group of 3 equal items")
      return
    }
  }

  @Test func theLastSectionRepeatsForTheSectionsAfterIt() throws {
    // Two sections given, four in the data: sections 1…3 use the second (50 and 80 points tall,
    // one row of 3 each for 3 items), so the content is 50 + 3 × 80.
    let tall = Self.section().replacingOccurrences(of: #""absolute": 50"#, with: #""absolute": 80"#)
    let text = """
      {"version": 1, "name": "repeat", "viewport": {"width": 300, "height": 480},
       "data": [3, 3, 3, 3], "steps": [],
       "layout": {"type": "compositional", "sections": [\(Self.section()), \(tall)]}}
      """
    let scenario = try Scenario(json: Data(text.utf8), file: "repeat.json")
    let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    let height: CGFloat = 50 + 3 * 80
    #expect(run.initialContentSize.height == height)
  }

  @Test func theTypeIsListedWithItsKeys() {
    let listing = LayoutRegistry.standard.listing
    #expect(listing.contains("compositional: UIKit's compositional layout"))
    #expect(listing.contains("  sections: a section object, or a list of them, default {"))
    #expect(
      listing.contains("  section: {" + CompositionalLayoutJSON.sectionKeys.joined(separator: ", "))
    )
  }

  @Test func theSchemaListsExactlyTheKeysTheDecoderReads() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Schema/scenario.schema.json").standardized
    let schema = try JSONParser.parse(try Data(contentsOf: root))
    func keys(_ name: String, _ body: String? = nil) -> [String] {
      var value = schema["$defs"]?[name]
      if let body {
        value = value?["oneOf"].flatMap { list -> JSONValue? in
          guard case .array(let options) = list.kind else { return nil }
          return options.first?["properties"]?[body]
        }
      }
      guard case .object(let members)? = value?["properties"]?.kind else { return [] }
      return members.map(\.key).sorted()
    }
    typealias JSON = CompositionalLayoutJSON
    #expect(keys("compositionalConfiguration") == JSON.configurationKeys.sorted())
    #expect(keys("compositionalSection") == JSON.sectionKeys.sorted())
    #expect(keys("compositionalGroup", "horizontal") == JSON.groupKeys.sorted())
    #expect(keys("compositionalItem") == JSON.itemKeys.sorted())
    #expect(keys("compositionalSize") == JSON.sizeKeys.sorted())
    #expect(keys("compositionalDimension") == JSON.dimensionKinds.sorted())
    #expect(keys("compositionalBoundaryItem") == JSON.boundaryKeys.sorted())
    #expect(keys("compositionalSupplementaryItem") == JSON.supplementaryKeys.sorted())
    #expect(keys("compositionalAnchor") == JSON.anchorKeys.sorted())
  }
}
