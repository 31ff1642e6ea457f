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
  /// - separators (when `showsSeparators`, unless the separator configuration hides them) as a
  ///   supplementary item of the row of kind ``CollectionLayoutListConfiguration/separatorElementKind``,
  ///   anchored to the row's bottom, one pixel high, inset by `bottomSeparatorInsets` across;
  ///   the layout reports items of that kind as decoration views.
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
    let rowSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(configuration.estimatedRowHeight))
    let separators = configuration.separatorsAreShown
    let row = CollectionLayoutItem(
      layoutSize: rowSize,
      supplementaryItems: separators
        ? [separator(configuration.separatorConfiguration, environment: layoutEnvironment)] : [])
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

  /// A row's separator: full width less the insets across, one pixel (or the configured
  /// thickness) high, on the row's bottom edge.
  private static func separator(
    _ configuration: ListSeparatorConfiguration, environment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSupplementaryItem {
    let scale = environment.displayScale
    let thickness = configuration.thickness ?? (scale > 0 ? 1 / scale : 1)
    var separator = CollectionLayoutSupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(thickness)),
      elementKind: CollectionLayoutListConfiguration.separatorElementKind,
      containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))
    let insets = configuration.bottomSeparatorInsets
    separator.contentInsets = DirectionalEdgeInsets(
      top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
    return separator
  }
}

extension CollectionLayoutListConfiguration {
  /// Whether rows get a separator: `showsSeparators`, unless the separator configuration makes
  /// the bottom separator always visible or always hidden.
  var separatorsAreShown: Bool {
    switch separatorConfiguration.bottomSeparatorVisibility {
    case .automatic: showsSeparators
    case .visible: true
    case .hidden: false
    }
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
  /// `sectionPadding`).
  ///
  /// - Complexity: O(1); each layout pass then builds one list section per section.
  public static func list(
    using configuration: CollectionLayoutListConfiguration
  ) -> CollectionViewCompositionalLayout {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Whether `kind` is the list separators': items of that kind, anchored to rows, are reported
  /// as decoration views.
  static func isListSeparator(_ kind: String) -> Bool {
    kind == CollectionLayoutListConfiguration.separatorElementKind
  }

  /// The separators a batch update inserts (`inserted`) or deletes: those of the rows it inserts
  /// (reloads and move destinations included, numbered after the update) or deletes (reloads and
  /// move sources, before it), in sections that show separators. A separator is part of its row,
  /// so it fades in and out with it, and the others follow their rows (a moved row's separator
  /// fades out and in: our choice).
  ///
  /// - Complexity: O(*u*) in the update items.
  func listSeparatorIndexPaths(ofKind kind: String, inserted: Bool) -> [IndexPath] {
    guard Self.isListSeparator(kind), let update = activeUpdate else { return [] }
    let sections = inserted ? geometry.sections : previousSections
    var paths: [IndexPath] = []
    for item in update.plan.updateItems where !item.isSectionOperation {
      let path: IndexPath?
      switch item.updateAction {
      case .insert: path = inserted ? item.indexPathAfterUpdate : nil
      case .delete: path = inserted ? nil : item.indexPathBeforeUpdate
      case .reload, .move:
        path =
          inserted
          ? item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate : item.indexPathBeforeUpdate
      case .none: path = nil
      }
      guard let path, sections.indices.contains(path.section),
        sections[path.section].slots.first?.supplementaries.contains(where: {
          Self.isListSeparator($0.kind)
        }) == true
      else { continue }
      paths.append(path)
    }
    return paths.sorted()
  }
}

extension CollectionViewCompositionalLayout {
  /// Where a list separator appearing at `indexPath` (after the update) starts, during a batch
  /// update; `nil` to use the base class's default (outside a batch update, or in a layout
  /// transition).
  ///
  /// The base class's defaults are prepared before the layout lists the separators its update
  /// inserts and deletes, so they pair a separator with the one at its old index path; a
  /// separator follows its row instead: an inserted one fades in in place, a surviving one
  /// starts where its row's separator was on screen (else where it is now).
  ///
  /// - Complexity: O(*l*) in the views listed by the update.
  func listSeparatorInitialAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let update = activeUpdate, transitioningFromLayout == nil,
      transitioningToLayout == nil
    else { return nil }
    let key = ElementKey.decorationView(
      CollectionLayoutListConfiguration.separatorElementKind, indexPath)
    guard var attributes = decorationAttributes(ofKind: key.kind ?? "", at: indexPath) else {
      return nil
    }
    let inserted = updateState?.isInserted(key, listed: update.listedInserted) ?? false
    if inserted {
      attributes.alpha = 0
    } else if let oldKey = update.oldKey(forNew: key), var old = update.before.elements[oldKey] {
      old.indexPath = indexPath
      attributes = old
    }
    return attributes
  }

  /// Where a list separator disappearing from `indexPath` (before the update) ends, during a
  /// batch update; `nil` for the base class's default: a deleted one fades out where it was, a
  /// surviving one ends at its row's new separator.
  ///
  /// - Complexity: O(*l*) in the views listed by the update.
  func listSeparatorFinalAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let update = activeUpdate, transitioningFromLayout == nil,
      transitioningToLayout == nil
    else { return nil }
    let kind = CollectionLayoutListConfiguration.separatorElementKind
    let key = ElementKey.decorationView(kind, indexPath)
    let deleted = updateState?.isDeleted(key, listed: update.listedDeleted) ?? false
    if !deleted, let newKey = update.newKey(forOld: key),
      var new = decorationAttributes(ofKind: kind, at: newKey.indexPath)
    {
      new.indexPath = indexPath
      return new
    }
    guard var old = update.before.elements[key] else { return nil }
    old.alpha = 0
    return old
  }
}
