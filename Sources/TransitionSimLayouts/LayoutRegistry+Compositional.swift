import Foundation
import TransitionSim

extension LayoutRegistry {
  /// UIKit's compositional layout, its model written as JSON (``CompositionalLayoutJSON``).
  static let compositionalEntry = Entry(
    name: "compositional",
    summary: "UIKit's compositional layout (CollectionViewCompositionalLayout): sections of "
      + "repeated groups of items, boundary items and decorations, written as UIKit's model.",
    parameters: [
      LayoutParameter(
        name: "sections",
        type: .structure("a section object, or a list of them"), defaultValue: defaultSection,
        summary: "Section i of the data uses sections[i]; the last repeats for the sections "
          + "after it (the section provider). The default: full-width rows 44 points tall."),
      LayoutParameter(
        name: "configuration",
        type: .structure(
          "an object {"
            + CompositionalLayoutJSON.configurationKeys.joined(
              separator: ", ") + "}"),
        defaultValue: .object([:]),
        summary: "The layout-wide settings; UIKit's defaults (vertical, 0, \"safeArea\", none) "
          + "for those left out."),
    ],
    details: compositionalDetails,
    factory: { parameters in
      try CompositionalLayoutJSON.makeLayout(
        sections: parameters.json("sections"), configuration: parameters.json("configuration"))
    })

  /// The section used when a scenario gives none: full-width rows 44 points tall, a plain list.
  static let defaultSection: JSONValue = {
    let full: JSONValue = [
      "widthDimension": ["fractionalWidth": 1], "heightDimension": ["fractionalHeight": 1],
    ]
    let row: JSONValue = [
      "widthDimension": ["fractionalWidth": 1], "heightDimension": ["absolute": 44],
    ]
    return ["group": ["horizontal": ["layoutSize": row, "subitems": [["layoutSize": full]]]]]
  }()

  /// The keys of the compositional layout's objects, as `transition-sim list` prints them.
  static let compositionalDetails: [String] = {
    typealias JSON = CompositionalLayoutJSON
    func keys(_ keys: [String]) -> String { keys.joined(separator: ", ") }
    return [
      "section: {\(keys(JSON.sectionKeys))}; group required",
      "group: {\"horizontal\": {…}} or {\"vertical\": {…}}, the body {\(keys(JSON.groupKeys))}; "
        + "layoutSize and one of subitems, subitem + count, repeatingSubitem + count",
      "subitem: a group, or an item {\(keys(JSON.itemKeys))}; layoutSize required",
      "layoutSize: {widthDimension, heightDimension}; a dimension is one of "
        + "{\(keys(JSON.dimensionKinds))}: number, a fraction above 0",
      "interItemSpacing: {\"fixed\": n} or {\"flexible\": n}; edgeSpacing: {leading, top, "
        + "trailing, bottom} of spacings; insets: {top, leading, bottom, trailing}",
      "boundarySupplementaryItems: [{\(keys(JSON.boundaryKeys))}]; alignment one of "
        + keys(JSON.alignments),
      "supplementaryItems: [{\(keys(JSON.supplementaryKeys))}]; an anchor is "
        + "{\(keys(JSON.anchorKeys))}",
      "decorationItems: [{\(keys(JSON.decorationKeys))}], section backgrounds",
      "contentInsetsReference: one of \(keys(JSON.references))",
      "orthogonalScrollingBehavior: one of "
        + keys(CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.map(\.name))
        + "; orthogonalScrollingProperties: {\(keys(JSON.orthogonalPropertiesKeys))}, "
        + "decelerationRate automatic, normal, fast or a number in (0, 1), bounce one of "
        + keys(JSON.bounceModes),
      "visibleItemsEffect: {\(keys(JSON.effectKeys))}: cells scale and fade with their "
        + "distance from the middle of the screen (ours, for visibleItemsInvalidationHandler)",
    ]
  }()
}
