import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Dimensions, sizes, containers and anchors.
  @Suite struct CollectionLayoutDimensionTests {
    @Test func dimensionsResolveAgainstTheContainer() {
      let container = CGSize(width: 320, height: 480)
      #expect(CollectionLayoutDimension.fractionalWidth(0.5).resolved(in: container) == 160)
      #expect(CollectionLayoutDimension.fractionalHeight(0.25).resolved(in: container) == 120)
      // Either axis may use either fraction: a height of 0.2 of the width is 64.
      #expect(CollectionLayoutDimension.fractionalWidth(0.2).resolved(in: container) == 64)
      #expect(CollectionLayoutDimension.absolute(44).resolved(in: container) == 44)
      #expect(CollectionLayoutDimension.estimated(44).resolved(in: container) == 44)
      #expect(
        CollectionLayoutDimension.uniformAcrossSiblings(estimate: 30).resolved(in: container) == 30)
    }

    @Test func estimatedCoversUniformAcrossSiblings() {
      // UIKit's isEstimated (from its binary, iOS 26.1) is `(semantic − 3) < 2`: true for both
      // estimated kinds.
      #expect(CollectionLayoutDimension.estimated(1).isEstimated)
      #expect(CollectionLayoutDimension.uniformAcrossSiblings(estimate: 1).isEstimated)
      #expect(!CollectionLayoutDimension.absolute(1).isEstimated)
      #expect(CollectionLayoutDimension.fractionalWidth(1).description == ".fractionalWidth(1.0)")
    }

    @Test func containerReadsInsetsBelowOneAsFractions() {
      // Leading 0.15 of 200 = 30; top 10 points; effective 200 − 30 − 20 = 150 by 100 − 10 = 90.
      let container = CollectionLayoutContainer(
        contentSize: CGSize(width: 200, height: 100),
        contentInsets: DirectionalEdgeInsets(top: 10, leading: 0.15, bottom: 0, trailing: 20))
      #expect(
        container.effectiveContentInsets
          == DirectionalEdgeInsets(top: 10, leading: 30, bottom: 0, trailing: 20))
      #expect(container.effectiveContentSize == CGSize(width: 150, height: 90))
    }

    @Test func anchoredBadgeSitsOnTheCorner() {
      // Host (0, 0, 100, 100); badge 20 × 20 at [.top, .trailing] with fractional offset
      // (0.5, −0.5): corner (100, 0) + offset (10, −10) − size × anchor (20, 0) = (90, −10), so
      // the badge's centre is the corner.
      let badge = CollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: CollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
      let host = CGRect(x: 0, y: 0, width: 100, height: 100)
      #expect(badge.frame(onHost: host) == CGRect(x: 90, y: -10, width: 20, height: 20))
      #expect(badge.zIndex == 1)
      // An item anchor at [.bottom, .leading] with the container's absolute offset (10, −10) puts
      // the badge's bottom-left corner at (110, −10): outside the top-trailing corner.
      let outside = CollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: CollectionLayoutAnchor(
          edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
        itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
      #expect(outside.frame(onHost: host) == CGRect(x: 110, y: -30, width: 20, height: 20))
    }

    @Test func itemSupplementaryFollowsItsItem() throws {
      // Items 100 × 100 in a row; item 1's badge (as above) is at (100 + 90, −10).
      let badge = CollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: CollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
      let cell = CollectionLayoutItem(
        layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
      let (view, _) = makeCompositional(CollectionLayoutSection(group: group), counts: [2])
      #expect(
        try supplementaryFrame(view, "badge", 0, 1) == CGRect(x: 190, y: -10, width: 20, height: 20)
      )
    }
  }
}
