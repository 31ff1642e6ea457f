import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Rules of the compositional layout that real UIKit shows and a reading of its documentation
  /// does not: frames measured in reference screenshots recorded on the iOS 14 and iOS 17
  /// simulators (375 points wide, 3 pixels a point).
  ///
  /// The expected values are the observations' arithmetic without the pixel grid (`displayScale`
  /// 0), each derived in its comment.
  @Suite struct CompositionalObservedRulesTests {
    /// A horizontal group `fractionalWidth(1)` × `absolute(40)` of 4 equal items
    /// (`subitem:count:`) 8 apart, in a section inset 16 on every edge, scrolling orthogonally
    /// or not.
    private func fourAcross(
      _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    ) -> CollectionLayoutSection {
      var group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(40)),
        subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 4)
      group.interItemSpacing = .fixed(8)
      var section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
      section.orthogonalScrollingBehavior = behavior
      return section
    }

    /// Observed: cells (375 − 3 × 8) / 4 = 87.75 wide (87.667 on the 3× pixel grid) at
    /// x = 16 + k × (87.75 + 8): the group is the container's full 375 points, from the leading
    /// inset on, and the fourth cell runs past the trailing inset (303.25 + 87.75 = 391).
    @Test func anOrthogonalGroupResolvesAgainstTheWholeContainer() throws {
      for behavior in [CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .paging] {
        let (view, _) = makeCompositional(fourAcross(behavior), width: 375, counts: [4])
        for k in 0..<4 {
          let expected = CGRect(x: 16 + CGFloat(k) * 95.75, y: 16, width: 87.75, height: 40)
          #expect(approximatelyEqual(try itemFrame(view, 0, k), expected), "\(behavior) item \(k)")
        }
      }
    }

    /// Observed too: without orthogonal scrolling the same group resolves after the insets,
    /// (375 − 32 − 3 × 8) / 4 = 79.75 wide at x = 16 + k × 87.75.
    @Test func aSectionThatDoesNotScrollResolvesAfterItsInsets() throws {
      let (view, _) = makeCompositional(fourAcross(.none), width: 375, counts: [4])
      for k in 0..<4 {
        let expected = CGRect(x: 16 + CGFloat(k) * 87.75, y: 16, width: 79.75, height: 40)
        #expect(approximatelyEqual(try itemFrame(view, 0, k), expected), "item \(k)")
      }
    }

    /// Observed (a 375 × 690 collection view, section insets 5, group `fractionalHeight(0.4)`):
    /// a section that does not scroll orthogonally resolves the height against the whole 690
    /// points (276), an orthogonal one against 690 − 5 − 5 = 680 (272) — the insets count only
    /// across the axis the section scrolls on.
    @Test func aGroupsHeightResolvesAcrossTheSectionsScrollingAxisOnly() throws {
      for (behavior, height) in [
        (CollectionLayoutSectionOrthogonalScrollingBehavior.none, CGFloat(276)), (.continuous, 272),
      ] {
        var section = CollectionLayoutSection(
          group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.orthogonalScrollingBehavior = behavior
        let (view, _) = makeCompositional(section, width: 375, height: 690, counts: [1])
        let width: CGFloat = behavior == .none ? 365 : 375
        #expect(
          approximatelyEqual(
            try itemFrame(view, 0, 0), CGRect(x: 5, y: 5, width: width, height: height)),
          "\(behavior)")
      }
    }

    /// A group 375 wide with a trailing inset of 20, 4 equal items 16 apart whose height is
    /// `fractionalWidth(0.25)`, and a 20 × 60 badge anchored to the group's trailing edge at a
    /// fractional offset of (1, 0).
    private func countGroupWithBadge() -> CollectionLayoutSection {
      var group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitem: item(.fractionalWidth(0.5), .fractionalWidth(0.25)), count: 4)
      group.interItemSpacing = .fixed(16)
      group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
      group.supplementaryItems = [
        CollectionLayoutSupplementaryItem(
          layoutSize: size(.absolute(20), .absolute(60)), elementKind: "badge",
          containerAnchor: CollectionLayoutAnchor(
            edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
      ]
      return CollectionLayoutSection(group: group)
    }

    /// Observed: 76.667 × 76.667 on the 3× grid, that is, 0.25 × (355 − 3 × 16) = 76.75 both ways:
    /// the subitem's fractions resolve against the group's width after its insets, less the
    /// spacing; the width is (355 − 48) / 4 = 76.75 too, the subitem's own width replaced.
    @Test func aCountGroupsSubitemResolvesAgainstItsShareLessTheSpacing() throws {
      let (view, _) = makeCompositional(countGroupWithBadge(), width: 375, counts: [4])
      for k in 0..<4 {
        let expected = CGRect(x: CGFloat(k) * 92.75, y: 0, width: 76.75, height: 76.75)
        #expect(approximatelyEqual(try itemFrame(view, 0, k), expected), "item \(k)")
      }
    }

    /// Observed: the badge at x = 355, where the group's frame inside its content insets ends
    /// (it would be at 375, off screen, anchored to the group's outer frame); vertically
    /// centered on the group's 100 points: y = (100 − 60) / 2 = 20.
    @Test func aGroupsSupplementaryAnchorsInsideTheGroupsInsets() throws {
      let (view, _) = makeCompositional(countGroupWithBadge(), width: 375, counts: [4])
      #expect(
        approximatelyEqual(
          try supplementaryFrame(view, "badge", 0), CGRect(x: 355, y: 20, width: 20, height: 60)))
    }

    /// Observed at 3 pixels a point: four 76.75-wide cells (`count: 4`, 16 apart, a group 375
    /// wide less a trailing inset of 20), each with a 15 × 15 badge centred on its top-trailing
    /// corner (fractional offset (0.5, −0.5)).
    ///
    /// Cell k starts at 92.75 k = 0, 278.25, 556.5 and 834.75 px and is 230.25 px wide (drawn 230).
    /// Before iOS 17 origins go to the nearest pixel (0, 278, 557, 835) and a badge to the nearest
    /// pixel of its exact place (its right edge less 7.5: 207.75, 486, 764.25, 1042.5 px → 208,
    /// 486, 764, 1043); from iOS 17 origins go down (0, 278, 556, 834) and a badge sits on its cell
    /// as drawn (230, 508, 786, 1064 px less 22.5, to the nearest: 208, 486, 764, 1042 — 347.333
    /// for the last, where the exact 347.5 is 347.667 to the nearest). Badge tops: −22.5 px → −23
    /// on both.
    @Test(arguments: [
      (IOSVersion.iOS14, [0, 278, 557, 835], [208, 486, 764, 1043]),
      (.iOS17, [0, 278, 556, 834], [208, 486, 764, 1042]),
    ])
    func cellsAndTheirBadgesSnapByVersion(
      _ version: IOSVersion, cells: [CGFloat], badges: [CGFloat]
    ) throws {
      let badge = CollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
        containerAnchor: CollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
      var group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(80)),
        subitem: CollectionLayoutItem(
          layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)),
          supplementaryItems: [badge]),
        count: 4)
      group.interItemSpacing = .fixed(16)
      group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
      let (view, _) = makeCompositional(
        CollectionLayoutSection(group: group), width: 375, counts: [4], scale: 3)
      view.iOSVersion = version
      for k in 0..<4 {
        let cell = try #require(try itemFrame(view, 0, k))
        #expect(cell.minX == cells[k] / 3, "\(version) cell \(k)")
        #expect(cell.width == 230.0 / 3 && cell.height == 230.0 / 3)
        let frame = try #require(try supplementaryFrame(view, "badge", 0, k))
        #expect(frame.minX == badges[k] / 3, "\(version) badge \(k)")
        #expect(frame.minY == -23.0 / 3 && frame.width == 15 && frame.height == 15)
      }
    }

    /// An item's own supplementary anchors to the item's frame after its content insets, as a
    /// group's does: a 100 × 50 item inset 10 on every edge hosts a 10 × 10 badge at its inner
    /// top-trailing corner, (10 + 80 − 10, 10).
    @Test func anItemsSupplementaryAnchorsInsideTheItemsInsets() throws {
      var cell = CollectionLayoutItem(
        layoutSize: size(.absolute(100), .absolute(50)),
        supplementaryItems: [
          CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: "dot",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        ])
      cell.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let section = CollectionLayoutSection(
        group: .horizontal(layoutSize: size(.absolute(100), .absolute(50)), subitems: [cell]))
      let (view, _) = makeCompositional(section, width: 375, counts: [1])
      #expect(
        approximatelyEqual(try itemFrame(view, 0, 0), CGRect(x: 10, y: 10, width: 80, height: 30)))
      #expect(
        approximatelyEqual(
          try supplementaryFrame(view, "dot", 0), CGRect(x: 80, y: 10, width: 10, height: 10)))
    }
  }
}
