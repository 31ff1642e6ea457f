import Foundation
import TransitionSim

extension LayoutRegistry {
  /// A list: UIKit's `UICollectionViewCompositionalLayout.list(using:)` with a
  /// ``CollectionLayoutListConfiguration``; every section is a list section.
  ///
  /// `showsSeparators` and `sectionPadding` keep the appearance's defaults (a parameter has one
  /// default for every appearance); Swift code can set them.
  static let listEntry = Entry(
    name: "list",
    summary: "A compositional list (CollectionViewCompositionalLayout.list(using:)): full-width "
      + "rows of estimated height, headers, footers and separators, by appearance.",
    parameters: [
      LayoutParameter(
        name: "appearance",
        type: .choice(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]),
        defaultValue: "plain", summary: "UIKit's list appearance."),
      LayoutParameter(
        name: "headerMode", type: .choice(["none", "supplementary", "firstItemInSection"]),
        defaultValue: "none",
        summary: "Section headers: none, a supplementary view, or the first item."),
      LayoutParameter(
        name: "footerMode", type: .choice(["none", "supplementary"]), defaultValue: "none",
        summary: "Section footers: none or a supplementary view."),
      LayoutParameter(
        name: "headerTopPadding", type: .number, defaultValue: 0, minimum: 0,
        summary: "Space above each supplementary header (iOS 15)."),
      LayoutParameter(
        name: "estimatedRowHeight", type: .number, defaultValue: 44, minimum: 1,
        summary: "The rows' estimated height (ours: UIKit's is not documented); rows self-size."),
      LayoutParameter(
        name: "estimatedHeaderHeight", type: .number, defaultValue: 28, minimum: 1,
        summary: "The headers' height (ours)."),
      LayoutParameter(
        name: "estimatedFooterHeight", type: .number, defaultValue: 28, minimum: 1,
        summary: "The footers' height (ours)."),
    ],
    factory: { parameters in
      let appearances: [String: CollectionLayoutListConfiguration.Appearance] = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped,
        "sidebar": .sidebar, "sidebarPlain": .sidebarPlain,
      ]
      let headerModes: [String: CollectionLayoutListConfiguration.HeaderMode] = [
        "none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection,
      ]
      var configuration = CollectionLayoutListConfiguration(
        appearance: appearances[try parameters.string("appearance")] ?? .plain)
      configuration.headerMode = headerModes[try parameters.string("headerMode")] ?? .none
      configuration.footerMode =
        try parameters.string("footerMode") == "supplementary" ? .supplementary : .none
      configuration.headerTopPadding = try parameters.number("headerTopPadding")
      configuration.estimatedRowHeight = try parameters.number("estimatedRowHeight")
      configuration.estimatedHeaderHeight = try parameters.number("estimatedHeaderHeight")
      configuration.estimatedFooterHeight = try parameters.number("estimatedFooterHeight")
      return CollectionViewCompositionalLayout.list(using: configuration)
    })
}
