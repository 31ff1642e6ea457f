import Foundation

/// The list ``CollectionViewCompositionalLayout/list(using:)`` makes for a configuration with an
/// ``CollectionLayoutListConfiguration/itemSeparatorHandler``: it asks the handler about each row
/// whose separators it answers for, and shows and insets them as the handler says.
///
/// Its sections are ``CollectionLayoutSection/list(using:layoutEnvironment:)``'s with a top and a
/// bottom separator on every row, at the row's full width. As the layout answers, each row's
/// separators go through the handler's answer for the row: one it does not show (see
/// ``ListSeparatorConfiguration``) is left out; one it shows is inset across the row by the
/// answer's insets, its origin on the pixel grid as every origin. Its height and its place along
/// the row (the row's top edge, or its bottom edge less the thickness) are the section's, so rows
/// that self-size keep their separators on their edges.
///
/// The handler is called lazily and nothing is kept between queries: a rect query calls it once
/// for each row with a separator meeting the rect (before insets, the separators span the row),
/// and stays O(log *s* + *k*).
final class ListCompositionalLayout: CollectionViewCompositionalLayout {
  /// The list's configuration, as given.
  let listConfiguration: CollectionLayoutListConfiguration
  /// The configuration's separator handler.
  let handler: (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

  /// A list of `listConfiguration` whose rows' separators `handler` decides.
  init(
    listConfiguration: CollectionLayoutListConfiguration,
    handler: @escaping (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
  ) {
    self.listConfiguration = listConfiguration
    self.handler = handler
    super.init(
      sectionProvider: { _, environment in
        CollectionLayoutSection.list(
          using: listConfiguration, layoutEnvironment: environment, separatorsPerRow: true)
      }, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// The compositional layout's elements in `rect`, with each row's separators as the handler
  /// answers for the row.
  ///
  /// - Complexity: O(log *s* + *k*), with at most one handler call per row among the *k*
  ///   elements.
  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    guard let elements = super.layoutAttributesForElements(in: rect) else { return nil }
    var answers: [IndexPath: ListSeparatorConfiguration] = [:]
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity(elements.count)
    for attributes in elements {
      guard attributes.representedElementCategory == .decorationView,
        let kind = attributes.representedElementKind, Self.isAnyListSeparator(kind)
      else {
        result.append(attributes)
        continue
      }
      let path = attributes.indexPath
      let answer = answers[path] ?? handler(path, listConfiguration.separatorConfiguration)
      answers[path] = answer
      if let separator = separator(attributes, ofKind: kind, answer: answer),
        separator.frame.overlaps(rect)
      {
        result.append(separator)
      }
    }
    return result
  }

  /// A section's background, or a row's separator as the handler answers for the row (`nil` when
  /// it does not show it).
  ///
  /// - Complexity: O(1), with one handler call for a separator.
  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    let attributes = super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    guard Self.isAnyListSeparator(elementKind), let attributes else { return attributes }
    return separator(
      attributes, ofKind: elementKind,
      answer: handler(indexPath, listConfiguration.separatorConfiguration))
  }

  /// The full-width separator `attributes` of `kind` as `answer` has it: `nil` when it does not
  /// show it, else inset across its row by its insets.
  private func separator(
    _ attributes: CollectionViewLayoutAttributes, ofKind kind: String,
    answer: ListSeparatorConfiguration
  ) -> CollectionViewLayoutAttributes? {
    let top = kind == CollectionLayoutListConfiguration.topSeparatorElementKind
    let shown =
      top
      ? answer.showsTopSeparator
      : answer.showsBottomSeparator(listShowsSeparators: listConfiguration.showsSeparators)
    guard shown, let row = unroundedRowFrame(at: attributes.indexPath) else { return nil }
    let insets = top ? answer.topSeparatorInsets : answer.bottomSeparatorInsets
    var separator = attributes
    separator.frame.origin.x = grid.rounded(row.minX + insets.leading)
    separator.frame.size.width = max(row.width - insets.leading - insets.trailing, 0)
    return separator
  }

  /// The frame of the row at `indexPath` before its origin is rounded; `nil` when there is no
  /// such row.
  private func unroundedRowFrame(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = geometry.sections[indexPath.section]
    guard !section.slots.isEmpty, indexPath.item >= 0, indexPath.item < section.itemCount else {
      return nil
    }
    return geometry.itemFrame(section, item: indexPath.item)
  }
}
