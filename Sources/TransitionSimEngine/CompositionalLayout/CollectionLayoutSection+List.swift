import Foundation

extension CollectionLayoutSection {
  //===--- list(using:layoutEnvironment:) --------------------------------===//

  /// A list section: UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (iOS 14).
  ///
  /// The section is built from ordinary parts, so it can be changed like any section before it is
  /// returned from a section provider (with these metrics, all from `configuration`):
  /// - a horizontal group of one item per row, both `fractionalWidth(1)` by
  ///   `.estimated(estimatedRowHeight)`, no spacing between rows;
  /// - `contentInsetsReference` `.layoutMargins` when `insetsRowsByLayoutMargins`
  ///   (`.insetGrouped`, `.sidebar`), so rows, header and footer lie inside the collection view's
  ///   layout margins; `.automatic` (the layout's reference) otherwise;
  /// - `sectionPadding` above the section's first element and below its last: the section's top
  ///   and bottom insets, with a header moved down by the top one and a footer up by the bottom
  ///   one (boundary-item offsets do not change the room made), so the header sits right above
  ///   the rows and the footer right below them;
  /// - with `headerMode` `.supplementary`, a `.top` boundary item of kind
  ///   ``CollectionView/elementKindSectionHeader``, `fractionalWidth(1)` by
  ///   `.estimated(estimatedHeaderHeight)`, pinned in `.plain` and `.sidebarPlain` lists, with
  ///   `headerTopPadding` (default 0) more space above it;
  /// - with `footerMode` `.supplementary`, a `.bottom` boundary item of kind
  ///   ``CollectionView/elementKindSectionFooter``, `.estimated(estimatedFooterHeight)`;
  /// - separators as supplementary items of the row, which the layout reports as decoration
  ///   views, one pixel high (or the configuration's `thickness`): of kind
  ///   ``CollectionLayoutListConfiguration/separatorElementKind`` anchored to the row's bottom,
  ///   inset across by `bottomSeparatorInsets`, when `showsSeparators` unless the separator
  ///   configuration hides it; of kind ``CollectionLayoutListConfiguration/topSeparatorElementKind``
  ///   anchored to the row's top, inset by `topSeparatorInsets`, when `topSeparatorVisibility` is
  ///   `.visible` (see ``ListSeparatorConfiguration``). The section has no place for an
  ///   `itemSeparatorHandler`: every row gets these.
  ///
  /// Lists scroll vertically, as UIKit's do: in a layout scrolling horizontally the padding and
  /// offsets above still apply along y.
  ///
  /// - Parameters:
  ///   - configuration: the list's appearance, modes and metrics.
  ///   - layoutEnvironment: the environment the section provider was given; its display scale
  ///     sets the separators' thickness.
  /// - Returns: the section.
  /// - Complexity: O(1).
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let perRow = configuration.itemSeparatorHandler != nil
    var section = list(
      using: configuration, layoutEnvironment: layoutEnvironment, separatorsPerRow: perRow)
    if perRow { section.listSeparatorRule = configuration }
    return section
  }

  /// A list section; with `separatorsPerRow`, every row carries both separators at the full
  /// width of the row, for a layout that shows and insets them row by row
  /// (a section with a `listSeparatorRule`); otherwise as ``list(using:layoutEnvironment:)`` says.
  ///
  /// - Complexity: O(1).
  static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: CollectionLayoutEnvironment, separatorsPerRow: Bool
  ) -> CollectionLayoutSection {
    let rowSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(configuration.estimatedRowHeight))
    let separators = configuration.separatorConfiguration
    let thickness = separators.thickness ?? Self.pixel(layoutEnvironment.displayScale)
    var rowSupplementaries: [CollectionLayoutSupplementaryItem] = []
    if separatorsPerRow || separators.showsTopSeparator {
      rowSupplementaries.append(
        separator(
          ofKind: CollectionLayoutListConfiguration.topSeparatorElementKind, edge: .top,
          insets: separatorsPerRow ? .zero : separators.topSeparatorInsets, thickness: thickness))
    }
    if separatorsPerRow
      || separators.showsBottomSeparator(listShowsSeparators: configuration.showsSeparators)
    {
      rowSupplementaries.append(
        separator(
          ofKind: CollectionLayoutListConfiguration.separatorElementKind, edge: .bottom,
          insets: separatorsPerRow ? .zero : separators.bottomSeparatorInsets,
          thickness: thickness))
    }
    let row = CollectionLayoutItem(layoutSize: rowSize, supplementaryItems: rowSupplementaries)
    let group = CollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [row])
    var section = CollectionLayoutSection(group: group)
    if configuration.insetsRowsByLayoutMargins {
      section.contentInsetsReference = .layoutMargins
    }
    let padding = configuration.sectionPadding
    let headerPadding =
      configuration.headerMode == .supplementary ? configuration.headerTopPadding ?? 0 : 0
    section.contentInsets = DirectionalEdgeInsets(
      top: padding + headerPadding, leading: 0, bottom: padding, trailing: 0)
    if configuration.headerMode == .supplementary {
      var header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(configuration.estimatedHeaderHeight)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top,
        absoluteOffset: CGPoint(x: 0, y: padding + headerPadding))
      header.pinToVisibleBounds = configuration.pinsHeaders
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(configuration.estimatedFooterHeight)),
          elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom,
          absoluteOffset: CGPoint(x: 0, y: -padding)))
    }
    return section
  }

  /// One pixel at `scale`, or 1 point when the scale is 0.
  private static func pixel(_ scale: CGFloat) -> CGFloat { scale > 0 ? 1 / scale : 1 }

  /// A row's separator of `kind`: the row's width less `insets` across, `thickness` high, on the
  /// row's `edge` (`.top` or `.bottom`).
  private static func separator(
    ofKind kind: String, edge: DirectionalRectEdge, insets: DirectionalEdgeInsets,
    thickness: CGFloat
  ) -> CollectionLayoutSupplementaryItem {
    var separator = CollectionLayoutSupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(thickness)),
      elementKind: kind, containerAnchor: CollectionLayoutAnchor(edges: edge))
    separator.contentInsets = DirectionalEdgeInsets(
      top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
    return separator
  }
}

extension CollectionViewCompositionalLayout {
  //===--- list(using:) ------------------------------------------------===//

  /// A layout whose every section is a list: UIKit's
  /// `UICollectionViewCompositionalLayout.list(using:)` (iOS 14).
  ///
  /// Each section is ``CollectionLayoutSection/list(using:layoutEnvironment:)`` of
  /// `configuration` in the layout's environment; the layout's configuration is the default
  /// (vertical, no spacing between sections: grouped lists space their sections with their
  /// `sectionPadding`). With an `itemSeparatorHandler`, the layout applies it to each row's
  /// separators as it answers (see
  /// ``CollectionLayoutListConfiguration/itemSeparatorHandler``).
  ///
  /// - Complexity: O(1); each layout pass then builds one list section per section.
  public static func list(
    using configuration: CollectionLayoutListConfiguration
  ) -> CollectionViewCompositionalLayout {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
