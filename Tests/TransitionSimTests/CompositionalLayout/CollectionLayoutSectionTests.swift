import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Section defaults, insets and validation (UICollectionViewCompositionalLayout.h and UIKit's
  /// exception texts).
  @Suite struct CollectionLayoutSectionTests {
    private let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    @Test func defaultsMatchUIKit() {
      let section = CollectionLayoutSection(group: group)
      #expect(section.contentInsets == .zero)
      #expect(section.interGroupSpacing == 0)
      #expect(section.contentInsetsReference == .automatic)
      #expect(section.supplementariesFollowContentInsets)
      #expect(section.boundarySupplementaryItems.isEmpty)
      #expect(section.decorationItems.isEmpty)
      let configuration = CollectionViewCompositionalLayoutConfiguration()
      #expect(configuration.scrollDirection == .vertical)
      #expect(configuration.interSectionSpacing == 0)
      #expect(configuration.contentInsetsReference == .safeArea)
    }

    @Test func fractionalSectionInsetsAreFractionsOfTheContainer() throws {
      // Leading 0.1 of 300 = 30, top 0.05 of 600 = 30: the group is 300 − 30 = 270 wide at (30, 30).
      var section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 0.05, leading: 0.1, bottom: 0, trailing: 0)
      let (view, _) = makeCompositional(section, counts: [1])
      #expect(
        approximatelyEqual(try itemFrame(view, 0, 0), CGRect(x: 30, y: 30, width: 270, height: 50)))
    }

    @Test func fractionalHeightOfATopLevelGroupIsTheVisibleHeight() throws {
      // fractionalHeight(0.5) of the whole 600-point visible height = 300: a section's top and
      // bottom insets do not reduce it (as the iOS 13 and 14 simulators draw it; the leading and
      // trailing insets do reduce the width). Item 1 starts at 20 + 300 = 320.
      let tall = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: tall)
      section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 80, trailing: 0)
      let (view, _) = makeCompositional(section, counts: [2])
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 0, y: 320, width: 300, height: 300))
    }

    @Test func duplicateElementKindsAreRefusedWithUIKitsText() throws {
      let badge = CollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(10), .absolute(10)), elementKind: "header",
        containerAnchor: CollectionLayoutAnchor(edges: .top))
      let withBadge = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [
          CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
            supplementaryItems: [badge])
        ])
      var section = CollectionLayoutSection(group: withBadge)
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header",
          alignment: .top)
      ]
      let (view, _) = makeCompositional(section, counts: [1])
      #expect(
        throws: CollectionViewLayoutError.compositionalLayout(
          section: 0, .duplicateElementKinds(["header"]))
      ) { try view.layoutIfNeeded() }
      #expect(
        CollectionLayoutError.duplicateElementKinds(["header"]).uikitMessage
          == "Error: Every supplementary must have a unique elementKind: duplicates detected: header"
      )
    }

    @Test func invalidDimensionsAreRefused() throws {
      for bad in [
        CollectionLayoutDimension.fractionalWidth(0), .fractionalHeight(-1), .absolute(.nan),
        .estimated(.infinity),
      ] {
        let badGroup = CollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(bad, .absolute(10))]
        )
        let (view, _) = makeCompositional(CollectionLayoutSection(group: badGroup), counts: [1])
        let error = #expect(throws: CollectionViewLayoutError.self, "\(bad)") {
          try view.layoutIfNeeded()
        }
        guard case .compositionalLayout(section: 0, .invalidValue(let element, _)) = error else {
          Issue.record("\(bad): \(String(describing: error))")
          continue
        }
        #expect(element == "item size")
      }
    }
  }
}
