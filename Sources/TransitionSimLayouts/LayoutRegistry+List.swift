import Foundation
import TransitionSim

extension LayoutRegistry {
  /// A list: UIKit's `UICollectionViewCompositionalLayout.list(using:)` with a
  /// ``CollectionLayoutListConfiguration``; every section is a list section.
  ///
  /// `showsSeparators` and `sectionPadding` keep the appearance's defaults (a parameter has one
  /// default for every appearance); Swift code can set them. The separator parameters are the
  /// configuration's `separatorConfiguration` (its visibilities and insets); an
  /// `itemSeparatorHandler` is a closure, which a scenario file cannot hold.
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
      LayoutParameter(
        name: "topSeparatorVisibility", type: .choice(visibilities), defaultValue: "automatic",
        summary: "Each row's top separator: automatic (none, ours), visible or hidden (iOS 14.5)."),
      LayoutParameter(
        name: "topSeparatorInsets", type: .directionalInsets,
        defaultValue: directionalInsetsValue(ListSeparatorConfiguration().topSeparatorInsets),
        summary: "The top separator's insets across the row (leading and trailing)."),
      LayoutParameter(
        name: "bottomSeparatorVisibility", type: .choice(visibilities),
        defaultValue: "automatic",
        summary: "Each row's bottom separator: automatic (by appearance), visible or hidden."),
      LayoutParameter(
        name: "bottomSeparatorInsets", type: .directionalInsets,
        defaultValue: directionalInsetsValue(ListSeparatorConfiguration().bottomSeparatorInsets),
        summary: "The bottom separator's insets across the row (leading and trailing)."),
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
      let visibility: [String: ListSeparatorConfiguration.Visibility] = [
        "automatic": .automatic, "visible": .visible, "hidden": .hidden,
      ]
      var separators = configuration.separatorConfiguration
      separators.topSeparatorVisibility =
        visibility[try parameters.string("topSeparatorVisibility")] ?? .automatic
      separators.topSeparatorInsets = try parameters.directionalInsets("topSeparatorInsets")
      separators.bottomSeparatorVisibility =
        visibility[try parameters.string("bottomSeparatorVisibility")] ?? .automatic
      separators.bottomSeparatorInsets = try parameters.directionalInsets("bottomSeparatorInsets")
      configuration.separatorConfiguration = separators
      return CollectionViewCompositionalLayout.list(using: configuration)
    })

  /// The separator visibilities' names, as UIKit's cases.
  private static let visibilities = ["automatic", "visible", "hidden"]

  /// `insets` as a parameter's JSON default.
  static func directionalInsetsValue(_ insets: DirectionalEdgeInsets) -> JSONValue {
    .object([
      "top": .number(Double(insets.top)), "leading": .number(Double(insets.leading)),
      "bottom": .number(Double(insets.bottom)), "trailing": .number(Double(insets.trailing)),
    ])
  }
}
