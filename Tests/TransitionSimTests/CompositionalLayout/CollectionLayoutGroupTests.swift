import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Group filling, with frames derived by hand in each test's comments.
  @Suite struct CollectionLayoutGroupTests {
    private func oneGroupSection(_ group: CollectionLayoutGroup) -> CollectionLayoutSection {
      CollectionLayoutSection(group: group)
    }

    @Test func nestedGroupLargeItemBesideTwoStackedSmallOnes() throws {
      // 300 wide. The outer horizontal group is 300 × 200: a large item fractionalWidth(0.5) ×
      // fractionalHeight(1) = 150 × 200 at x 0, then a vertical group 150 × 200 at x 150. Inside,
      // small items fractionalHeight(0.45) = 90 tall, 10 apart: 90 + 10 + 90 = 190 ≤ 200 fits two,
      // a third would end at 290. So a repetition holds 3 items: (0, 0, 150, 200), (150, 0, 150,
      // 90), (150, 100, 150, 90). Repetitions are 200 + 20 apart: item 3 at y 220, item 5 at 320.
      let small = item(.fractionalWidth(1), .fractionalHeight(0.45))
      var stack = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
      stack.interItemSpacing = .fixed(10)
      let large = item(.fractionalWidth(0.5), .fractionalHeight(1))
      let outer = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, stack])
      var section = CollectionLayoutSection(group: outer)
      section.interGroupSpacing = 20
      let (view, _) = makeCompositional(section, counts: [6])
      let expected: [CGRect] = [
        CGRect(x: 0, y: 0, width: 150, height: 200), CGRect(x: 150, y: 0, width: 150, height: 90),
        CGRect(x: 150, y: 100, width: 150, height: 90),
        CGRect(x: 0, y: 220, width: 150, height: 200),
        CGRect(x: 150, y: 220, width: 150, height: 90),
        CGRect(x: 150, y: 320, width: 150, height: 90),
      ]
      for (index, frame) in expected.enumerated() {
        #expect(try itemFrame(view, 0, index) == frame, "item \(index)")
      }
      // Two repetitions: 200 + 20 + 200.
      #expect(view.contentSize.height == 420)
    }

    @Test func portOfAppleNestedGroupsSample() throws {
      // "Implementing Modern Collection Views", Nested Groups, rewritten from its structure: a
      // leading item 0.7 wide × full height inset by 10; a trailing vertical group 0.3 wide × full
      // height of `subitem: count: 2` items (full width × 0.3 height, replaced by half the group)
      // inset by 10; the two in a full-width group 0.4 of the container's height.
      // 320 × 480: the group is 320 × 0.4·480 = 192. Leading slot 224 × 192 → (10, 10, 204, 172).
      // Trailing group at x 224, 96 × 192; each item 96 × 192/2 = 96 → inset (234, 10, 76, 76) and
      // (234, 106, 76, 76). Repetitions stack 192 apart: item 3 at y 202, item 5 at 298.
      var leading = item(.fractionalWidth(0.7), .fractionalHeight(1))
      leading.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      var trailing = item(.fractionalWidth(1), .fractionalHeight(0.3))
      trailing.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      let trailingGroup = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
      let nested = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
        subitems: [leading, trailingGroup])
      let (view, _) = makeCompositional(
        CollectionLayoutSection(group: nested), width: 320, height: 480, counts: [10])
      let expected: [(Int, CGRect)] = [
        (0, CGRect(x: 10, y: 10, width: 204, height: 172)),
        (1, CGRect(x: 234, y: 10, width: 76, height: 76)),
        (2, CGRect(x: 234, y: 106, width: 76, height: 76)),
        (3, CGRect(x: 10, y: 202, width: 204, height: 172)),
        (5, CGRect(x: 234, y: 298, width: 76, height: 76)),
        (9, CGRect(x: 10, y: 586, width: 204, height: 172)),
      ]
      for (index, frame) in expected {
        #expect(approximatelyEqual(try itemFrame(view, 0, index), frame), "item \(index)")
      }
      // Ten items, three per repetition: four repetitions of 192 = 768.
      #expect(abs(view.contentSize.height - 768) < 1e-9)
    }

    @Test func countReplacesTheAxisDimensionLessTheSpacing() throws {
      // 300 wide, three items 15 apart: (300 − 2·15) / 3 = 90 each, at x 0, 105, 210. The
      // subitem's own width (500) is discarded; its height (40) is kept.
      var group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitem: item(.absolute(500), .absolute(40)), count: 3)
      group.interItemSpacing = .fixed(15)
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [4])
      #expect(try itemFrame(view, 0, 0) == CGRect(x: 0, y: 0, width: 90, height: 40))
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 105, y: 0, width: 90, height: 40))
      #expect(try itemFrame(view, 0, 2) == CGRect(x: 210, y: 0, width: 90, height: 40))
      // The fourth item starts the next repetition, 50 down.
      #expect(try itemFrame(view, 0, 3) == CGRect(x: 0, y: 50, width: 90, height: 40))
    }

    @Test func repeatingSubitemKeepsItsSizeAndMayOverflow() throws {
      // Four 100-wide copies in a 300-wide group: x 0, 100, 200, 300 — the fourth overflows, which
      // is the caller's responsibility (Apple's documentation); nothing moves to the next
      // repetition.
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        repeatingSubitem: item(.absolute(100), .absolute(50)), count: 4)
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [5])
      #expect(try itemFrame(view, 0, 3) == CGRect(x: 300, y: 0, width: 100, height: 50))
      #expect(try itemFrame(view, 0, 4) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func subitemsCycleAndFlexibleSpacingSharesTheSlack() throws {
      // 80-wide items at least 10 apart in 300: 80 + 10 + 80 + 10 + 80 = 260 fits, a fourth would
      // end at 350. The 40 left is shared by the 2 flexible gaps: 30 each → x 0, 110, 220.
      var group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.absolute(80), .absolute(50))])
      group.interItemSpacing = .flexible(10)
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [4])
      let xs = try (0..<4).map { try itemFrame(view, 0, $0)?.minX }
      #expect(xs == [0, 110, 220, 0])
      #expect(try itemFrame(view, 0, 3)?.minY == 50)
    }

    @Test func flexibleEdgeSpacingCentresAndAligns() throws {
      // 120-wide items with flexible(0) on all four edges in a 300 × 100 group: two fit (240); the
      // 60 left is shared by 4 flexible edges, 15 each → x 15 and 15 + 120 + 15 + 15 = 165.
      // Vertically both edges are flexible: the 50 left splits evenly → y 25.
      var centred = item(.absolute(120), .absolute(50))
      centred.edgeSpacing = CollectionLayoutEdgeSpacing(
        leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [centred])
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [2])
      #expect(try itemFrame(view, 0, 0) == CGRect(x: 15, y: 25, width: 120, height: 50))
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 165, y: 25, width: 120, height: 50))

      // The header's example: only the bottom flexible keeps the item at the top (y 0); only the
      // top flexible pushes it to the bottom (y 100 − 50 = 50).
      var top = item(.absolute(120), .absolute(50))
      top.edgeSpacing = CollectionLayoutEdgeSpacing(
        leading: nil, top: nil, trailing: nil, bottom: .flexible(0))
      var bottom = item(.absolute(120), .absolute(50))
      bottom.edgeSpacing = CollectionLayoutEdgeSpacing(
        leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
      let mixed = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [top, bottom])
      let (other, _) = makeCompositional(oneGroupSection(mixed), counts: [2])
      #expect(try itemFrame(other, 0, 0) == CGRect(x: 0, y: 0, width: 120, height: 50))
      #expect(try itemFrame(other, 0, 1) == CGRect(x: 120, y: 50, width: 120, height: 50))
    }

    @Test func groupContentInsetsAreTheSubitemsContainer() throws {
      // A 300 × 100 group inset by 0.1 leading (a fraction: 0.1 · 300 = 30) and 20 trailing, 10
      // top: the subitems' container is 250 × 90 at (30, 10); a fractionalWidth(0.5) item is 125
      // wide: x 30 and 155.
      var group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      group.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0.1, bottom: 0, trailing: 20)
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [2])
      #expect(try itemFrame(view, 0, 0) == CGRect(x: 30, y: 10, width: 125, height: 90))
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 155, y: 10, width: 125, height: 90))
    }

    @Test func contentInsetsAreIgnoredAlongEstimatedAxes() throws {
      // Width absolute 100 (inset 5 each side → 90), height estimated 40 (insets ignored → 40).
      var cell = item(.absolute(100), .estimated(40))
      cell.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [cell])
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [1])
      #expect(try itemFrame(view, 0, 0) == CGRect(x: 5, y: 0, width: 90, height: 40))
    }

    @Test func aFirstSubitemThatDoesNotFitIsPlacedAndLogged() throws {
      // A 400-wide item in a 300-wide group: placed anyway at x 0, one per repetition, logged.
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.absolute(400), .absolute(50))])
      let (view, layout) = makeCompositional(oneGroupSection(group), counts: [2])
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 0, y: 50, width: 400, height: 50))
      #expect(layout.diagnostics.count == 1)
    }

    @Test func customGroupPlacesItsProvidersFrames() throws {
      // The provider sees the group's container (300 × 100) and returns two frames; the second
      // repetition is 100 down.
      let group = CollectionLayoutGroup.custom(
        layoutSize: size(.fractionalWidth(1), .absolute(100))
      ) { environment in
        let width = environment.container.effectiveContentSize.width
        return [
          CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 3, height: 100)),
          CollectionLayoutGroupCustomItem(
            frame: CGRect(x: width / 3, y: 20, width: 50, height: 50), zIndex: 7),
        ]
      }
      let (view, _) = makeCompositional(oneGroupSection(group), counts: [3])
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 100, y: 20, width: 50, height: 50))
      #expect(try itemFrame(view, 0, 2) == CGRect(x: 0, y: 100, width: 100, height: 100))
      #expect(try view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 7)
    }

    @Test func constructionErrorsAreRaisedWithUIKitsText() throws {
      let empty = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [])
      let (view, _) = makeCompositional(oneGroupSection(empty), counts: [1])
      let error = #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
      #expect(error?.uikitMessage == "At least 1 subitem is required for a group")

      let zero = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 0)
      let (other, _) = makeCompositional(oneGroupSection(zero), counts: [1])
      let countError = #expect(throws: CollectionViewLayoutError.self) {
        try other.layoutIfNeeded()
      }
      #expect(
        countError?.uikitMessage == "A repeating vertical group should specify a count >= 1")
    }
  }
}
