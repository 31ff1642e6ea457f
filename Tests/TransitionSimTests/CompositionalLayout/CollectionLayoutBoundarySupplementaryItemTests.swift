import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Boundary items, pinning and zIndex, derived by hand in each comment.
  @Suite struct CollectionLayoutBoundarySupplementaryItemTests {
    private let header = "header"
    private let footer = "footer"

    /// Full-width 50-point rows; section insets 10 top, 15 leading, 20 bottom, 15 trailing; a
    /// header 40 tall (full width) at the top and a footer 30 tall at the bottom.
    private func section(extending: Bool, follows: Bool = true) -> CollectionLayoutSection {
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 20, trailing: 15)
      section.supplementariesFollowContentInsets = follows
      var top = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)
      var bottom = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: footer,
        alignment: .bottom)
      top.extendsBoundary = extending
      bottom.extendsBoundary = extending
      section.boundarySupplementaryItems = [top, bottom]
      return section
    }

    @Test func defaultsMatchUIKit() {
      let item = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)
      #expect(item.extendsBoundary)
      #expect(!item.pinToVisibleBounds)
      #expect(item.zIndex == 1)
      #expect(item.offset == .zero)
    }

    @Test func headerThatExtendsTheBoundaryPushesTheItemsDown() throws {
      // Width 300, section effective width 300 − 30 = 270. Supplementaries follow the insets
      // across the scrolling axis: header (15, 0, 270, 40). The items start after it and the top
      // inset: 40 + 10 = 50 → item 0 (15, 50, 270, 50), item 1 (15, 100). Content ends at
      // 150 + 20 = 170, where the footer goes: (15, 170, 270, 30). Total 200.
      let (view, _) = makeCompositional(section(extending: true), counts: [2])
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 15, y: 0, width: 270, height: 40))
      #expect(try itemFrame(view, 0, 0) == CGRect(x: 15, y: 50, width: 270, height: 50))
      #expect(try itemFrame(view, 0, 1) == CGRect(x: 15, y: 100, width: 270, height: 50))
      #expect(
        try supplementaryFrame(view, footer, 0) == CGRect(x: 15, y: 170, width: 270, height: 30))
      #expect(view.contentSize.height == 200)
    }

    @Test func headerThatDoesNotExtendOverlapsTheItems() throws {
      // No room is made: the section is 10 + 2·50 + 20 = 130 tall, items at y 10 and 60. The
      // header is aligned to the section's top (15, 0, 270, 40), over item 0; the footer to its
      // bottom: 130 − 30 = 100 → (15, 100, 270, 30), over item 1.
      let (view, _) = makeCompositional(section(extending: false), counts: [2])
      #expect(try itemFrame(view, 0, 0) == CGRect(x: 15, y: 10, width: 270, height: 50))
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 15, y: 0, width: 270, height: 40))
      #expect(
        try supplementaryFrame(view, footer, 0) == CGRect(x: 15, y: 100, width: 270, height: 30))
      #expect(view.contentSize.height == 130)
    }

    @Test func supplementariesThatDoNotFollowTheInsetsSpanTheSection() throws {
      // Resolved against the full 300 and placed from x 0.
      let (view, _) = makeCompositional(section(extending: true, follows: false), counts: [1])
      #expect(try supplementaryFrame(view, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test func alignmentAndOffsetPlaceTheItem() throws {
      // A 100 × 40 header at .topTrailing in the 270-wide band starting at 15: x = 15 + 270 − 100
      // = 185, then the offset (−5, 3): (180, 3). The room made is still 40: item 0 at y 50.
      var section = section(extending: true)
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.absolute(100), .absolute(40)), elementKind: header,
          alignment: .topTrailing, absoluteOffset: CGPoint(x: -5, y: 3))
      ]
      let (view, _) = makeCompositional(section, counts: [1])
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 180, y: 3, width: 100, height: 40))
      #expect(try itemFrame(view, 0, 0)?.minY == 50)
    }

    @Test func pinnedHeaderAtThreeOffsets() throws {
      // 300 × 200. Two sections of four 50-point rows under a pinned 40-point header, no insets.
      // Section 0: header 0…40, rows to 240. Section 1: header natural at 240, rows to 480.
      // A header's y = max(natural, min(visible top, section end − its height)):
      //   offset 0:   section 0 → max(0, min(0, 240 − 40)) = 0
      //   offset 100: section 0 → max(0, min(100, 200)) = 100
      //   offset 220: section 0 → max(0, min(220, 200)) = 200 (its section's end pushes it);
      //               section 1 → max(240, min(220, 480 − 40)) = 240 (its natural place)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: group)
      var pinned = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)
      pinned.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [pinned]
      let (view, layout) = makeCompositional(section, height: 200, counts: [4, 4])
      try view.layoutIfNeeded()
      #expect(view.contentSize.height == 480)
      let cases: [(offset: CGFloat, section: Int, y: CGFloat)] = [
        (0, 0, 0), (100, 0, 100), (220, 0, 200), (220, 1, 240),
      ]
      for (offset, index, y) in cases {
        view.setContentOffset(CGPoint(x: 0, y: offset))
        let frame = try supplementaryFrame(view, header, index)
        #expect(frame == CGRect(x: 0, y: y, width: 300, height: 40), "offset \(offset)")
      }
      // At offset 100 the visible rect is 100…300: section 0's header at its pinned place and
      // section 1's at its natural 240 (max(240, min(100, 440))) are both in it.
      view.setContentOffset(CGPoint(x: 0, y: 100))
      let visible = try #require(layout.layoutAttributesForElements(in: view.bounds))
      let headers = visible.filter { $0.representedElementKind == header }
      #expect(
        headers.map(\.frame) == [
          CGRect(x: 0, y: 100, width: 300, height: 40),
          CGRect(x: 0, y: 240, width: 300, height: 40),
        ])
      #expect(headers.first?.zIndex == 1)
    }

    @Test func aPinnedHeaderStaysBelowTheTopSafeArea() throws {
      // As above, with a 44-point top safe area: `.automatic` adds it to the adjusted content
      // inset, so the visible top is offset + 44 (as for the flow layout's pinned headers).
      //   offset 100: section 0 → max(0, min(100 + 44, 240 − 40)) = 144
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: group)
      var pinned = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)
      pinned.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [pinned]
      let (view, _) = makeCompositional(section, height: 200, counts: [4, 4])
      view.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
      try view.layoutIfNeeded()
      view.setContentOffset(CGPoint(x: 0, y: 100))
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 0, y: 144, width: 300, height: 40))
    }

    @Test func backgroundDecorationAndZIndexDefaults() throws {
      // With a background, cells move to zIndex 1; the background is 0 and covers the section,
      // the extending header and footer included: (0, 0, 300, 200) for the extending section.
      // Boundary items keep zIndex 1.
      var section = section(extending: true)
      section.decorationItems = [.background(elementKind: "background")]
      let (view, layout) = makeCompositional(section, counts: [2])
      try view.layoutIfNeeded()
      #expect(try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
      let background = layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0))
      #expect(background?.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
      #expect(background?.zIndex == 0)
      #expect(
        try view.layoutAttributesForSupplementaryElement(
          ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
      // Without a background, cells are at 0.
      let (plain, _) = makeCompositional(self.section(extending: true), counts: [2])
      #expect(try plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
    }

    @Test func layoutLevelHeaderPrecedesTheSections() throws {
      // A 60-point layout header extends the whole content: section 0 starts at 60 (its own 40
      // header, 10 inset: item 0 at 110); the layout header is at (0, 0, 300, 60), index (0, 0).
      var configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner",
          alignment: .top)
      ]
      let (view, _) = makeCompositional(
        section(extending: true), counts: [1], configuration: configuration)
      #expect(
        try supplementaryFrame(view, "banner", 0) == CGRect(x: 0, y: 0, width: 300, height: 60))
      #expect(try itemFrame(view, 0, 0)?.minY == 110)
      // 60 + 40 + 10 + 50 + 20 + 30 = 210.
      #expect(view.contentSize.height == 210)
    }
  }
}
