import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Expected frames are derived by hand from the compositional layout's rules (listed on
  /// ``CollectionViewCompositionalLayout``) in each test's comments.
  @Suite struct CollectionViewCompositionalLayoutTests {
    /// Three columns: items `fractionalWidth(1/3)` × `fractionalHeight(1)` inset by 5 on every side,
    /// in a full-width group 100 tall; the section inset 10 top, 10 leading, 30 bottom, 10 trailing,
    /// groups 8 apart.
    private func threeColumnGrid() -> CollectionLayoutSection {
      var cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
      cell.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
      var section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 30, trailing: 10)
      section.interGroupSpacing = 8
      return section
    }

    @Test func threeColumnFractionalGridWithInsetsAndSpacing() throws {
      // Container 320 wide; the section's effective width is 320 − 10 − 10 = 300, so the group is
      // 300 × 100 at (10, 10) and each slot 300 / 3 = 100 × 100 (three fill it exactly). The item
      // insets shrink a slot to 90 × 90, 5 in: x = 10 + 5 + 100·column = 15, 115, 215. Rows are
      // 100 + 8 = 108 apart: y = 10 + 5 + 108·row = 15, 123, 231.
      let (view, _) = makeCompositional(threeColumnGrid(), width: 320, counts: [7])
      for index in 0..<7 {
        let expected = CGRect(
          x: 15 + CGFloat(index % 3) * 100, y: 15 + CGFloat(index / 3) * 108, width: 90, height: 90)
        #expect(approximatelyEqual(try itemFrame(view, 0, index), expected), "item \(index)")
      }
      // Three rows: 10 + 3·100 + 2·8 + 30 = 356.
      #expect(view.contentSize == CGSize(width: 320, height: 356))
    }

    @Test func rectQueryFindsTheRowsItMeets() throws {
      // y 120…130 meets row 1 only (123…213); row 0 ends at 105 and row 2 starts at 231.
      let (view, layout) = makeCompositional(threeColumnGrid(), width: 320, counts: [7])
      try view.layoutIfNeeded()
      let found = layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 120, width: 320, height: 10))
      #expect(
        found?.map(\.indexPath).sorted() == [3, 4, 5].map { IndexPath(item: $0, section: 0) })
    }

    @Test func rectQueryAgreesWithItemQueriesEverywhere() throws {
      // An independent method: every item asked for by index path, filtered by `overlaps`.
      let (view, layout) = makeCompositional(threeColumnGrid(), width: 320, counts: [50, 0, 13])
      try view.layoutIfNeeded()
      var all: [CollectionViewLayoutAttributes] = []
      for section in 0..<3 {
        for index in 0..<view.numberOfItems(inSection: section) {
          if let attributes = layout.layoutAttributesForItem(
            at: IndexPath(item: index, section: section))
          {
            all.append(attributes)
          }
        }
      }
      for top in stride(from: -50, through: 2_500, by: 37) {
        let rect = CGRect(x: 0, y: CGFloat(top), width: 320, height: 150)
        let expected = all.filter { $0.frame.overlaps(rect) }.map(\.elementKey).sorted()
        let found = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.elementKey).sorted()
        #expect(found == expected, "rect at \(top)")
      }
    }

    /// Frames snap to the pixel grid as UIKit's do (measured in screenshots of the iOS 14 and 17
    /// simulators): sizes to the nearest pixel, origins to the nearest before iOS 17 and down
    /// from iOS 17.
    ///
    /// Columns 320 / 3 = 106.67 wide at scale 2: the width 213.3 px → 213 px → 106.5; column 1 at
    /// 106.67 → 213.3 px → 213 either way; column 2 at 213.33 → 426.7 px → 427 px (213.5) to the
    /// nearest, 426 px (213) down.
    @Test(arguments: [(IOSVersion.iOS14, CGFloat(213.5)), (.iOS17, 213), (.newest, 213)])
    func framesSnapToThePixelGridByVersion(_ version: IOSVersion, third: CGFloat) throws {
      let cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
      let (view, _) = makeCompositional(
        CollectionLayoutSection(group: group), width: 320, counts: [3], scale: 2)
      view.iOSVersion = version
      let frames = try (0..<3).map { try itemFrame(view, 0, $0) }
      #expect(frames.map { $0?.minX } == [0, 106.5, third])
      #expect(frames.allSatisfy { $0?.width == 106.5 && $0?.height == 50 })
    }

    @Test func interSectionSpacingGoesOnlyBetweenSections() throws {
      // Two sections of one 50-point group each, 30 apart: section 1 starts at 80, and the content
      // ends at 130 (no spacing after the last section: IBP's trailing spacing is not copied).
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 30
      let (view, _) = makeCompositional(
        CollectionLayoutSection(group: group), counts: [1, 1], configuration: configuration)
      #expect(try itemFrame(view, 1, 0) == CGRect(x: 0, y: 80, width: 300, height: 50))
      #expect(view.contentSize == CGSize(width: 300, height: 130))
    }

    @Test func horizontalScrollingStacksGroupsAlongX() throws {
      // 300 × 200, scrolling horizontally. A vertical group 100 wide × fractionalHeight(1) = 200
      // holds two items of fractionalHeight(0.5) = 100 each; groups are 100 + 10 apart along x.
      // Five items: groups at x = 0, 110, 220; item 2 at (110, 0), item 3 at (110, 100).
      // Content width 3·100 + 2·10 = 320.
      let group = CollectionLayoutGroup.vertical(
        layoutSize: size(.absolute(100), .fractionalHeight(1)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
      var section = CollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      var configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = .horizontal
      let (view, _) = makeCompositional(
        section, height: 200, counts: [5], configuration: configuration)
      #expect(try itemFrame(view, 0, 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
      #expect(try itemFrame(view, 0, 3) == CGRect(x: 110, y: 100, width: 100, height: 100))
      #expect(try itemFrame(view, 0, 4) == CGRect(x: 220, y: 0, width: 100, height: 100))
      #expect(view.contentSize == CGSize(width: 320, height: 200))
    }

    @Test func sectionProviderSeesTheLayoutContainer() throws {
      // The container is the bounds (300 × 600) less the content insets (20 left, 10 right, 5
      // top): 270 × 595, with no insets of its own (the safe area is zero by default).
      var seen: [CollectionLayoutEnvironment] = []
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let layout = CollectionViewCompositionalLayout { _, environment in
        seen.append(environment)
        return CollectionLayoutSection(group: group)
      }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemCounts: [1, 1])
      view.contentInset = EdgeInsets(top: 5, left: 20, bottom: 0, right: 10)
      try view.layoutIfNeeded()
      #expect(seen.count == 2)
      #expect(seen.last?.container.contentSize == CGSize(width: 270, height: 595))
      #expect(seen.last?.container.effectiveContentSize == CGSize(width: 270, height: 595))
      #expect(seen.last?.displayScale == 3)
      #expect(try itemFrame(view, 0, 0)?.width == 270)
    }

    @Test func changingContentInsetsRecomputes() throws {
      // Full-width items: 300 wide, then 300 − 20 − 30 = 250 once the insets are set.
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let (view, _) = makeCompositional(CollectionLayoutSection(group: group), counts: [1])
      #expect(try itemFrame(view, 0, 0)?.width == 300)
      view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
      #expect(try itemFrame(view, 0, 0)?.width == 250)
    }

    @Test func providerReturningNilIsAnError() throws {
      let layout = CollectionViewCompositionalLayout { _, _ in nil }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemCounts: [1])
      #expect(
        throws: CollectionViewLayoutError.compositionalLayout(
          section: 0, .sectionProviderReturnedNil)
      ) { try view.layoutIfNeeded() }
    }

    @Test func settingTheConfigurationInvalidates() throws {
      // One 50-point group per section, two sections: 100 tall, then 100 + 20 with the spacing.
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let (view, layout) = makeCompositional(CollectionLayoutSection(group: group), counts: [1, 1])
      try view.layoutIfNeeded()
      #expect(view.contentSize.height == 100)
      layout.configuration.interSectionSpacing = 20
      try view.layoutIfNeeded()
      #expect(view.contentSize.height == 120)
    }
  }
}
