// On iOS the shared files' import block takes UIKit itself, which has no `engineView`: these tests
// run where UIKit is absent (macOS, Linux).
#if !canImport(UIKit)
  import Testing

  @testable import TransitionSimUIKit

  /// The compositional layouts of `SharedFiles/CompositionalLayouts.swift`, written for UIKit,
  /// against the same layouts written with the engine's own values (whose geometry the engine's
  /// tests check against UIKit), and UIKit's copying rules.
  @Suite struct CompositionalSharedFileTests {
    final class Counts: UICollectionViewDataSource {
      let counts: [Int]
      init(_ counts: [Int]) { self.counts = counts }
      func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      {
        counts[section]
      }
    }

    static let frame = CGRect(x: 0, y: 0, width: 300, height: 700)

    /// Every element the front-door view shows, as the engine's values, in a stable order.
    static func elements(_ view: UICollectionView) -> [CollectionViewLayoutAttributes] {
      view.layoutIfNeeded()
      return
        (view.engineView.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
        ?? []).sorted { $0.elementKey < $1.elementKey }
    }

    static func elements(_ view: CollectionView) throws -> [CollectionViewLayoutAttributes] {
      try view.layoutIfNeeded()
      return (view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? [])
        .sorted { $0.elementKey < $1.elementKey }
    }

    static func frontDoor(_ layout: UICollectionViewLayout, _ counts: Counts) -> UICollectionView {
      let view = UICollectionView(frame: frame, collectionViewLayout: layout)
      view.dataSource = counts
      return view
    }

    /// The grid of the shared file, with the engine's values.
    static func engineGrid() -> CollectionViewCompositionalLayout {
      let badge = CollectionLayoutSupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: PhotoLayouts.badgeKind,
        containerAnchor: CollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
      var item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [badge])
      item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
        subitems: [item])
      var section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
      section.interGroupSpacing = 4
      var header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: PhotoLayouts.headerKind, alignment: .top)
      header.pinToVisibleBounds = true
      header.zIndex = 2
      section.boundarySupplementaryItems = [header]
      var background = CollectionLayoutDecorationItem.background(
        elementKind: PhotoLayouts.backgroundKind)
      background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      section.decorationItems = [background]
      return CollectionViewCompositionalLayout(section: section)
    }

    @Test func theGridLaysOutAsTheEnginesOwnValuesDo() throws {
      let counts = Counts([12, 7])
      let view = Self.frontDoor(PhotoLayouts.grid(), counts)
      let engine = CollectionView(
        frame: Self.frame, collectionViewLayout: Self.engineGrid(), itemCounts: [12, 7])
      let shown = Self.elements(view)
      #expect(shown == (try Self.elements(engine)))
      // 19 cells, 19 badges, 2 headers, 2 backgrounds.
      #expect(shown.count == 42)
      // Five 60-point columns across 300 points, inset by 2: the first cell is 56 wide at x 2.
      let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
      #expect(first?.frame.minX == 2)
      #expect(first?.frame.width == 56)
    }

    @Test func theMixedLayoutAndItsHandlerLayOutAsTheEnginesOwnValuesDo() throws {
      let counts = Counts([3, 6])
      let view = Self.frontDoor(PhotoLayouts.mixed(), counts)
      let shown = Self.elements(view)
      let wide = shown.first { $0.indexPath == IndexPath(item: 0, section: 0) }
      // 70% of 300 points, 200 tall.
      #expect(wide?.frame == CGRect(x: 0, y: 0, width: 210, height: 200))
      let stacked = shown.first { $0.indexPath == IndexPath(item: 2, section: 0) }
      #expect(stacked?.frame == CGRect(x: 210, y: 100, width: 90, height: 100))
      // Section 1 starts 20 below section 0 (the configuration's spacing); its cells were dimmed
      // by the visible-items handler.
      let card = shown.first { $0.indexPath == IndexPath(item: 0, section: 1) }
      #expect(card?.frame.minY == 220)
      #expect(card?.alpha == 0.5)
    }

    @Test func theListLaysOutAsTheEnginesOwnListDoes() throws {
      let counts = Counts([3, 2])
      let view = Self.frontDoor(PhotoLayouts.list(), counts)
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      let engine = CollectionView(
        frame: Self.frame,
        collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration),
        itemCounts: [3, 2])
      #expect(Self.elements(view) == (try Self.elements(engine)))
    }

    @Test func changingAnItemAfterBuildingItsGroupChangesNothing() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
      item.contentInsets = NSDirectionalEdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)
      let counts = Counts([2])
      let view = Self.frontDoor(
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
        counts)
      #expect(
        view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
          == CGRect(x: 150, y: 0, width: 150, height: 50))
      #expect(group.subitems.first !== item)
    }

    @Test func changingAHeaderAfterAssigningItChangesTheLayout() {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: "header", alignment: .top)
      let section = NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
          subitems: [
            NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          ]))
      section.boundarySupplementaryItems = [header]
      let layout = UICollectionViewCompositionalLayout { _, _ in section }
      let counts = Counts([1])
      let view = Self.frontDoor(layout, counts)
      #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 44)
      header.extendsBoundary = false
      layout.invalidateLayout()
      #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }

    @Test func theConfigurationIsCopiedWhenReadAndWhenAssigned() {
      let counts = Counts([1, 1])
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [
              NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                  widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            ])))
      let view = Self.frontDoor(layout, counts)
      let second = IndexPath(item: 0, section: 1)
      #expect(view.layoutAttributesForItem(at: second)?.frame.minY == 50)
      layout.configuration.interSectionSpacing = 30  // a copy: no effect, as in UIKit
      #expect(view.layoutAttributesForItem(at: second)?.frame.minY == 50)
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 30
      layout.configuration = configuration
      configuration.interSectionSpacing = 0  // the layout kept a copy
      #expect(view.layoutAttributesForItem(at: second)?.frame.minY == 80)
    }
  }
#endif
