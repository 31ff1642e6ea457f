// A file in the shape an app shares with its tests: layout functions written against UIKit's
// compositional layout, compiled here through the import block alone.
#if canImport(UIKit)
  import UIKit
#else
  import TransitionSimUIKit
#endif

enum PhotoLayouts {
  static let headerKind = "photo-header"
  static let badgeKind = "photo-badge"
  static let backgroundKind = "photo-background"

  /// Five square photos a row, each with a badge, under a header, on a background.
  static func grid() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badgeSize = NSCollectionLayoutSize(
      widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize, elementKind: badgeKind, containerAnchor: badgeAnchor)

    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.interGroupSpacing = 4

    let headerSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerSize, elementKind: headerKind, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]

    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]

    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(nil, forDecorationViewOfKind: backgroundKind)
    return layout
  }

  /// A wide photo beside two stacked ones, then a scrolling row of cards, by section.
  static func mixed() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      if sectionIndex == 0 {
        let wide = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        let small = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        let stack = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
          repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200)),
          subitems: [wide, stack])
        return NSCollectionLayoutSection(group: group)
      }
      let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 3 : 2
      let card = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(120)),
        subitem: card, count: columns)
      row.interItemSpacing = .fixed(8)
      let section = NSCollectionLayoutSection(group: row)
      section.orthogonalScrollingBehavior = .groupPagingCentered
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        for item in items where item.representedElementCategory == .cell {
          item.alpha = 0.5
        }
      }
      return section
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    layout.configuration = configuration
    return layout
  }

  /// An inset-grouped list with headers.
  static func list() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }
}
