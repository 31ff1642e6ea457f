import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Orthogonal sections.
  ///
  /// The carousel used throughout: a 320 × 600 vertical collection view; section 0 is a carousel of
  /// groups 200 × 100 (one full-size item each), section insets 16 leading and trailing, groups 10
  /// apart; section 1 a plain column of 50-tall rows. So group k sits at x = 16 + 210·k, the
  /// scroller's content is 16 + n·200 + (n − 1)·10 + 16 wide and its largest offset that less 320.
  @Suite struct OrthogonalScrollingTests {
    static func carousel(
      _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
      handler: CollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> CollectionLayoutSection {
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(200), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      section.interGroupSpacing = 10
      section.orthogonalScrollingBehavior = behavior
      section.visibleItemsInvalidationHandler = handler
      return section
    }

    static func makeView(
      _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 10,
      handler: CollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> CollectionView {
      let carousel = carousel(behavior, handler: handler)
      let column = CollectionLayoutSection(
        group: .vertical(
          layoutSize: size(.fractionalWidth(1), .absolute(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      let layout = CollectionViewCompositionalLayout { index, _ in
        index == 0 ? carousel : column
      }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
        itemCounts: [count, 4])
      view.displayScale = 0
      return view
    }

    private func frame(_ view: CollectionView, _ section: Int, _ item: Int) throws -> CGRect? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func groupsLieInOneRowAndTheSectionIsOneGroupTall() throws {
      let view = Self.makeView(.continuous)
      for index in 0..<10 {
        let expected = CGRect(x: 16 + 210 * CGFloat(index), y: 0, width: 200, height: 100)
        #expect(try frame(view, 0, index) == expected, "item \(index)")
      }
      // The column starts under the one-group-tall carousel: 100 + 4 · 50 = 300 of content.
      #expect(try frame(view, 1, 0) == CGRect(x: 0, y: 100, width: 320, height: 50))
      #expect(view.contentSize == CGSize(width: 320, height: 300))
    }

    @Test func anOffsetMovesTheSectionsItemsOnly() throws {
      let view = Self.makeView(.continuous)
      try view.setOrthogonalContentOffset(
        CGPoint(x: 300, y: 0), inSection: 0, animated: false)
      #expect(try view.orthogonalContentOffset(inSection: 0) == CGPoint(x: 300, y: 0))
      // Item 2: 16 + 420 − 300 = 136. The other section does not move.
      #expect(try frame(view, 0, 2) == CGRect(x: 136, y: 0, width: 200, height: 100))
      #expect(try frame(view, 1, 0) == CGRect(x: 0, y: 100, width: 320, height: 50))
      // On screen (x 0…320): item 1 (−74…126) and item 2 (136…336); item 0 ends at −84, item 3
      // starts at 346.
      let visible = try view.indexPathsForVisibleItems.filter { $0.section == 0 }
      #expect(visible == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test func offsetsAreClampedToTheContent() throws {
      // Content 16 + 10·200 + 9·10 + 16 = 2122; largest offset 2122 − 320 = 1802.
      let view = Self.makeView(.continuous)
      try view.setOrthogonalContentOffset(
        CGPoint(x: 5000, y: 0), inSection: 0, animated: false)
      #expect(try view.orthogonalContentOffset(inSection: 0) == CGPoint(x: 1802, y: 0))
      try view.setOrthogonalContentOffset(
        CGPoint(x: -40, y: 0), inSection: 0, animated: false)
      #expect(try view.orthogonalContentOffset(inSection: 0) == .zero)
    }

    @Test func aRectQueryFindsOnlyTheGroupsItMeets() throws {
      // 100 000 groups: a screen holds two or three of them, never the row.
      let view = Self.makeView(.continuous, count: 100_000)
      try view.setOrthogonalContentOffset(
        CGPoint(x: 210 * 5000, y: 0), inSection: 0, animated: false)
      let found = try view.indexPathsForVisibleItems.filter { $0.section == 0 }
      // Offset 1 050 000: group 5000 at 16 + 1 050 000 − 1 050 000 = 16, group 5001 at 226,
      // group 4999 at −194 (ending at 6, still on screen); 4998 ends at −204, 5002 starts at 436.
      #expect(found == (4999...5001).map { IndexPath(item: $0, section: 0) })
    }

    @Test func aSectionThatDoesNotScrollOrthogonallyCannotBeScrolled() throws {
      let view = Self.makeView(.continuous)
      #expect(throws: OrthogonalScrollingError.notOrthogonal(section: 1)) {
        try view.flingOrthogonalSection(1, velocity: CGPoint(x: 100, y: 0))
      }
      #expect(throws: OrthogonalScrollingError.sectionOutOfRange(section: 2, sectionCount: 2)) {
        try view.setOrthogonalContentOffset(.zero, inSection: 2, animated: false)
      }
      #expect(
        OrthogonalScrollingError.notOrthogonal(section: 1).description.contains(
          "section 1 does not scroll orthogonally"))
    }

    @Test func groupPagingCenteredCentersEveryGroup() throws {
      // Insets become (320 − 200) / 2 = 60 on each side: group k at 60 + 210·k, so at offset
      // 210·k it is at 60…260, centered on 160.
      let view = Self.makeView(.groupPagingCentered)
      #expect(try frame(view, 0, 0) == CGRect(x: 60, y: 0, width: 200, height: 100))
      try view.setOrthogonalContentOffset(
        CGPoint(x: 630, y: 0), inSection: 0, animated: false)
      #expect(try frame(view, 0, 3)?.midX == 160)
    }

    @Test func anInsertIntoTheSectionKeepsItsOffset() throws {
      let view = Self.makeView(.continuous)
      try view.setOrthogonalContentOffset(
        CGPoint(x: 300, y: 0), inSection: 0, animated: false)
      let transition = try view.performBatchUpdates {
        try view.insertItems(at: [IndexPath(item: 1, section: 0)], identifiers: ["new"])
      }
      // The new item takes slot 1 (x 226 − 300 = −74) and fades in there (UIKit's default:
      // final frame, alpha 0 → 1); the old item 1 moves to slot 2 (136).
      let appearing = transition.keyframes(ofItem: "new")
      #expect(appearing.first?.attributes.alpha == 0)
      #expect(appearing.first?.attributes.frame == CGRect(x: -74, y: 0, width: 200, height: 100))
      #expect(appearing.last?.attributes.alpha == 1)
      let moved = transition.keyframes(ofItem: "0-1")
      #expect(moved.first?.attributes.frame.minX == -74)
      #expect(moved.last?.attributes.frame.minX == 136)
      #expect(try view.orthogonalContentOffset(inSection: 0) == CGPoint(x: 300, y: 0))
    }

    @Test func theOffsetFollowsItsSectionThroughASectionInsert() throws {
      let section = Self.carousel(.continuous)
      let layout = CollectionViewCompositionalLayout(section: section)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
        itemCounts: [10, 10])
      view.displayScale = 0
      try view.setOrthogonalContentOffset(
        CGPoint(x: 420, y: 0), inSection: 1, animated: false)
      try view.performBatchUpdates {
        try view.insertSections([0])
      }
      // Old section 1 is section 2 now. The inserted section 0 is empty: on iOS 17 and later
      // it takes no room (UIKit draws no group row for it), so section 1 is at y 0 and section
      // 2 at y 100: item 2 at 16 + 420 − 420 = 16.
      #expect(try view.orthogonalContentOffset(inSection: 2) == CGPoint(x: 420, y: 0))
      #expect(try view.orthogonalContentOffset(inSection: 1) == .zero)
      #expect(try frame(view, 2, 2) == CGRect(x: 16, y: 100, width: 200, height: 100))
    }
  }
}
