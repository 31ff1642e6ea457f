import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Layout swaps between flow and compositional layouts, an animated bounds change, a pinned
  /// header through an update, and rejected updates, on the grid of ``TransitionGrid``.
  ///
  /// Expected frames are derived by hand in the comments.
  @Suite struct CompositionalTransitionSwapTests {
    typealias Grid = TransitionGrid

    //===--- Layout swaps ------------------------------------------------------===//

    /// Seven items A–G, in a 300 × 600 view.
    private let identifiers = [["A", "B", "C", "D", "E", "F", "G"]]

    /// The flow layout's defaults (50 × 50 items, 10 apart) with a 30-high header.
    private func flow() -> CollectionViewFlowLayout {
      let flow = CollectionViewFlowLayout()
      flow.headerReferenceSize = CGSize(width: 0, height: 30)
      return flow
    }

    /// The grid with the flow layout's header kind, a footer and a background.
    private func compositional() -> CollectionViewCompositionalLayout {
      CollectionViewCompositionalLayout(
        section: Grid.section(
          headerKind: CollectionView.elementKindSectionHeader, footer: true, background: true))
    }

    /// Flow frames: five 50-point items fit in 300 (5·50 + 4·10 = 290; six need 350); a full line
    /// is justified, gap (300 − 250) / 4 = 12.5, so x = 62.5·column.
    ///
    /// Line 0 under the header at y 30, line 1 at 30 + 50 + 10 = 90; the last line (F, G) keeps the
    /// columns because every item has the same size. The header spans the width: (0, 0, 300, 30).
    /// Content: 30 + 50 + 10 + 50 = 140.
    private func flowCell(_ position: Int) -> CGRect {
      CGRect(
        x: 62.5 * CGFloat(position % 5), y: 30 + 60 * CGFloat(position / 5), width: 50,
        height: 50)
    }

    /// Compositional frames: header (15, 0, 270, 30); cells at y = 45 + 110·row (A–C row 0, D–F
    /// row 1, G row 2); footer at 40 + 110·3 = 370; background (0, 0, 300, 390), the content.
    private let compositionalHeader = CGRect(x: 15, y: 0, width: 270, height: 30)
    private let compositionalFooter = CGRect(x: 15, y: 370, width: 270, height: 20)
    private let compositionalBackground = CGRect(x: 0, y: 0, width: 300, height: 390)

    @Test func swappingFlowForCompositionalMovesEveryElement() throws {
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: flow(),
        itemIdentifiers: identifiers)
      view.displayScale = 0
      try view.layoutIfNeeded()
      #expect(view.contentSize.height == 140)
      let transition = try #require(
        try view.setCollectionViewLayout(compositional(), animated: true))
      #expect(transition.kind == .layoutSwap)
      for (position, identifier) in identifiers[0].enumerated() {
        let track = try #require(transition.track(forItem: identifier))
        #expect(track.change == .unchanged, "\(identifier)")
        expectTrack(
          track, from: flowCell(position), to: Grid.cell(position, header: 30),
          Comment(rawValue: identifier))
      }
      // Spot checks of the formulas: F from (0, 90), G from (62.5, 90) to (20, 45 + 220 = 265).
      #expect(flowCell(5) == CGRect(x: 0, y: 90, width: 50, height: 50))
      expectTrack(
        transition.track(forItem: "G"), from: CGRect(x: 62.5, y: 90, width: 50, height: 50),
        to: CGRect(x: 20, y: 265, width: 80, height: 90))
      // The header is the same element in both layouts: it narrows to the section's insets.
      let headers = transition.tracks.filter {
        $0.element.kind == CollectionView.elementKindSectionHeader
      }
      #expect(headers.count == 1)
      expectTrack(
        headers.first, from: CGRect(x: 0, y: 0, width: 300, height: 30), to: compositionalHeader)
      // The footer and the background exist only in the new layout: nothing to come from, so
      // they fade in where they end (the default falls back to the final attributes, alpha 0).
      let footer = try #require(Grid.tracks(transition, Grid.footer, before: nil, after: 0).first)
      #expect(footer.change == .appearing)
      expectTrack(footer, from: compositionalFooter, to: compositionalFooter, alpha: (0, 1))
      let background = try #require(
        Grid.tracks(transition, Grid.background, before: nil, after: 0).first)
      #expect(background.change == .appearing)
      expectTrack(
        background, from: compositionalBackground, to: compositionalBackground, alpha: (0, 1))
      #expect(transition.tracks.count == 10)
      // Everything fits in 600 either way: the offset stays at 0.
      #expect(transition.contentOffsetBefore == .zero && transition.contentOffsetAfter == .zero)
      #expect(transition.contentSizeBefore.height == 140)
      #expect(transition.contentSizeAfter.height == 390)
      #expect(view.collectionViewLayout is CollectionViewCompositionalLayout)
    }

    @Test func swappingCompositionalForFlowMovesEveryElementBack() throws {
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: compositional(),
        itemIdentifiers: identifiers)
      view.displayScale = 0
      try view.layoutIfNeeded()
      #expect(view.contentSize.height == 390)
      let transition = try #require(try view.setCollectionViewLayout(flow(), animated: true))
      for (position, identifier) in identifiers[0].enumerated() {
        expectTrack(
          transition.track(forItem: identifier), from: Grid.cell(position, header: 30),
          to: flowCell(position), Comment(rawValue: identifier))
      }
      let headers = transition.tracks.filter {
        $0.element.kind == CollectionView.elementKindSectionHeader
      }
      #expect(headers.count == 1)
      expectTrack(
        headers.first, from: compositionalHeader, to: CGRect(x: 0, y: 0, width: 300, height: 30))
      // The flow layout has no footer of that kind and no background: they fade out in place.
      let footer = try #require(Grid.tracks(transition, Grid.footer, before: 0, after: nil).first)
      #expect(footer.change == .disappearing)
      expectTrack(footer, from: compositionalFooter, to: compositionalFooter, alpha: (1, 0))
      let background = try #require(
        Grid.tracks(transition, Grid.background, before: 0, after: nil).first)
      #expect(background.change == .disappearing)
      expectTrack(
        background, from: compositionalBackground, to: compositionalBackground, alpha: (1, 0))
      #expect(transition.tracks.count == 10)
      #expect(transition.contentSizeAfter.height == 140)
      #expect(transition.contentOffsetAfter == .zero)
    }

    @Test func aSwapEndsAPinnedHeaderWhereTheNewOffsetPinsIt() throws {
      // 300 × 200; sections with a pinned 30-high header: section 0 (A–C) 0…150, section 1
      // (D–L) 150…520, its rows at 195, 305, 415. Scrolled to 300, its header pins at 300.
      let section = Grid.section(headerKind: Grid.header, pinsHeader: true)
      let view = try Grid.view(
        [["A", "B", "C"], ["D", "E", "F", "G", "H", "I", "J", "K", "L"]], section, height: 200)
      view.setContentOffset(CGPoint(x: 0, y: 300))
      // A new layout object of the same section: every frame stays, but the offset moves. The
      // anchor is the visible cell whose centre is nearest the viewport's, (150, 400): H, centre
      // (150, 350), 50 away (K's (150, 460) is 60 away). Centred: 350 − 200 / 2 = 250, inside
      // 0…520 − 200. At 250 the header pins at max(150, min(250, 520 − 30)) = 250.
      let transition = try #require(
        try view.setCollectionViewLayout(
          CollectionViewCompositionalLayout(section: section), animated: true))
      #expect(transition.contentOffsetAfter == CGPoint(x: 0, y: 250))
      let header = Grid.tracks(transition, Grid.header, before: 1, after: 1)
      #expect(header.count == 1)
      let settled = CGRect(x: 15, y: 250, width: 270, height: 30)
      expectTrack(header.first, from: CGRect(x: 15, y: 300, width: 270, height: 30), to: settled)
      // The animation ends where the view settles.
      #expect(try supplementaryFrame(view, Grid.header, 1) == settled)
      let h = CGRect(x: 110, y: 305, width: 80, height: 90)
      expectTrack(transition.track(forItem: "H"), from: h, to: h)
    }

    //===--- Bounds change -----------------------------------------------------===//

    @Test func widening320To400RelaysTheFractionalGridOut() throws {
      // A–E (two rows) with a header and background. The slot is (W − 30) / 3: 290 / 3 at 320,
      // 370 / 3 at 400; x = 15 + c·slot + 5, width slot − 10; rows do not change (y 45, 155).
      // The header is W − 30 wide; with no footer the section is 30 + 10 + 210 + 10 = 260 high,
      // the background (0, 0, W, 260).
      let section = Grid.section(headerKind: Grid.header, background: true)
      let view = try Grid.view([["A", "B", "C", "D", "E"]], section, width: 320)
      let transition = try #require(
        try view.setFrame(CGRect(x: 0, y: 0, width: 400, height: 600), animated: true))
      #expect(transition.kind == .boundsChange)
      // C at 320: x = 20 + 2·290 / 3 ≈ 213.33, 86.67 wide; at 400: x = 20 + 2·370 / 3 ≈ 266.67,
      // 113.33 wide.
      #expect(
        approximatelyEqual(
          Grid.cell(2, header: 30, width: 320),
          CGRect(x: 20 + 580.0 / 3, y: 45, width: 290.0 / 3 - 10, height: 90)))
      // With no update in flight the hooks' defaults fade: each view fades out where it was while
      // its new one fades in where it ends.
      for (position, identifier) in ["A", "B", "C", "D", "E"].enumerated() {
        let tracks = transition.tracks(forItem: identifier)
        #expect(tracks.count == 2, "\(identifier)")
        let old = Grid.cell(position, header: 30, width: 320)
        let new = Grid.cell(position, header: 30, width: 400)
        expectTrack(
          tracks.first { $0.role == .ghost }, from: old, to: old, alpha: (1, 0),
          Comment(rawValue: identifier))
        expectTrack(
          tracks.first { $0.role == .element }, from: new, to: new, alpha: (0, 1),
          Comment(rawValue: identifier))
      }
      let header = Grid.tracks(transition, Grid.header, before: 0, after: 0)
      #expect(header.count == 2)
      let oldHeader = CGRect(x: 15, y: 0, width: 290, height: 30)
      let newHeader = CGRect(x: 15, y: 0, width: 370, height: 30)
      expectTrack(header.first { $0.role == .ghost }, from: oldHeader, to: oldHeader, alpha: (1, 0))
      expectTrack(
        header.first { $0.role == .element }, from: newHeader, to: newHeader, alpha: (0, 1))
      let background = Grid.tracks(transition, Grid.background, before: 0, after: 0)
      let oldBackground = CGRect(x: 0, y: 0, width: 320, height: 260)
      let newBackground = CGRect(x: 0, y: 0, width: 400, height: 260)
      expectTrack(
        background.first { $0.role == .ghost }, from: oldBackground, to: oldBackground,
        alpha: (1, 0))
      expectTrack(
        background.first { $0.role == .element }, from: newBackground, to: newBackground,
        alpha: (0, 1))
      #expect(transition.contentSizeBefore == CGSize(width: 320, height: 260))
      #expect(transition.contentSizeAfter == CGSize(width: 400, height: 260))
      // The view has settled at the new width.
      let settled = try view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
      #expect(approximatelyEqual(settled, Grid.cell(4, header: 30, width: 400)))
    }
  }
}

extension CompositionalLayoutTests {
  /// A pinned header through a batch update, and updates UIKit rejects, on a compositional
  /// layout.
  @Suite struct CompositionalTransitionEdgeTests {
    typealias Grid = TransitionGrid

    //===--- A pinned header through an update ---------------------------------===//

    @Test func aPinnedHeaderStaysPinnedThroughAnInsertAbove() throws {
      // 300 × 200. Sections with a pinned 30-high header (no footer): r rows are
      // 30 + 10 + 110·r − 10 + 10 = 40 + 110·r high, cells at y = top + 45 + 110·row.
      // Before: section 0 (A–C, one row) 0…150; section 1 (D–L, three rows) 150…520.
      let section = Grid.section(headerKind: Grid.header, pinsHeader: true)
      let view = try Grid.view(
        [["A", "B", "C"], ["D", "E", "F", "G", "H", "I", "J", "K", "L"]], section, height: 200)
      #expect(view.contentSize.height == 520)
      view.setContentOffset(CGPoint(x: 0, y: 300))
      // A pinned header's y = max(natural, min(visible top, section end − 30)):
      // section 1 → max(150, min(300, 520 − 30)) = 300, pinned below its natural 150.
      let pinned = CGRect(x: 15, y: 300, width: 270, height: 30)
      #expect(try supplementaryFrame(view, Grid.header, 1) == pinned)
      // Insert a row into section 0 (X, Y, Z at 3…5): section 0 becomes 150 + 110 = 260 high,
      // section 1 moves to 260…630. The content grows, so the offset stays at 300, and the header
      // stays pinned: max(260, min(300, 630 − 30)) = 300, below its new natural 260.
      let transition = try view.performBatchUpdates {
        try view.insertItems(
          at: (3...5).map { IndexPath(item: $0, section: 0) }, identifiers: ["X", "Y", "Z"])
      }
      #expect(transition.contentOffsetBefore.y == 300 && transition.contentOffsetAfter.y == 300)
      #expect(transition.contentSizeAfter.height == 630)
      let header = Grid.tracks(transition, Grid.header, before: 1, after: 1)
      #expect(header.count == 1)
      expectTrack(header.first, from: pinned, to: pinned)
      // Half way it is still there: a pinned header does not slide with its section.
      let middle = transition.presentation(at: transition.animation.duration / 2)
      let shown = middle.elements.first {
        $0.element.kind == Grid.header
          && $0.element.indexPathAfter == IndexPath(item: 0, section: 1)
      }
      #expect(approximatelyEqual(shown?.attributes.frame, pinned))
      #expect(try supplementaryFrame(view, Grid.header, 1) == pinned)
      // Section 0's header is off screen before (max(0, min(300, 120)) = 120…150) and after
      // (max(0, min(300, 230)) = 230…260): no track. Nor for X–Z, at y 155…245.
      #expect(Grid.tracks(transition, Grid.header, before: 0, after: 0).isEmpty)
      #expect(["X", "Y", "Z"].allSatisfy { transition.track(forItem: $0) == nil })
      // Section 1's cells slide down 110 under the header. Visible rect 300…500: row 0 (195 →
      // 305) scrolls in, row 1 (305 → 415) stays visible, row 2 (415 → 525) scrolls out.
      let rows: [(String, Int, Track.Change)] = [
        ("D", 0, .appearing), ("G", 3, .unchanged), ("J", 6, .disappearing),
      ]
      for (identifier, position, change) in rows {
        let track = try #require(transition.track(forItem: identifier))
        #expect(track.change == change, "\(identifier)")
        expectTrack(
          track, from: Grid.cell(position, top: 150, header: 30),
          to: Grid.cell(position, top: 260, header: 30), Comment(rawValue: identifier))
      }
      expectTrack(
        transition.track(forItem: "D"), from: CGRect(x: 20, y: 195, width: 80, height: 90),
        to: CGRect(x: 20, y: 305, width: 80, height: 90))
    }

    @Test func aPinnedHeaderFollowsTheOffsetAnUpdatePullsBack() throws {
      // As above: sections 0…150 and 150…520 in a 300 × 200 view scrolled to 300, section 1's
      // header pinned at 300. Deleting section 0 leaves 370 of content, so the offset is pulled
      // back to 370 − 200 = 170; the old section 1, now 0…370, pins its header at
      // max(0, min(170, 370 − 30)) = 170.
      let section = Grid.section(headerKind: Grid.header, pinsHeader: true)
      let view = try Grid.view(
        [["A", "B", "C"], ["D", "E", "F", "G", "H", "I", "J", "K", "L"]], section, height: 200)
      view.setContentOffset(CGPoint(x: 0, y: 300))
      let transition = try view.performBatchUpdates {
        try view.deleteSections(IndexSet(integer: 0))
      }
      #expect(transition.contentOffsetAfter.y == 170)
      // One view slides from its pinned place to the new one: with the default hooks a survivor
      // makes a plain move, so no second, opaque header is left where it was.
      let header = Grid.tracks(transition, Grid.header, before: 1, after: 0)
      #expect(header.count == 1)
      #expect(header.first?.role == .element)
      expectTrack(
        header.first, from: CGRect(x: 15, y: 300, width: 270, height: 30),
        to: CGRect(x: 15, y: 170, width: 270, height: 30))
      // The animation ends where the view settles.
      #expect(
        try supplementaryFrame(view, Grid.header, 0)
          == CGRect(x: 15, y: 170, width: 270, height: 30))
      // G: row 1 of section 1 (150 + 45 + 110 = 305) to row 1 of section 0 (45 + 110 = 155).
      expectTrack(
        transition.track(forItem: "G"), from: CGRect(x: 20, y: 305, width: 80, height: 90),
        to: CGRect(x: 20, y: 155, width: 80, height: 90))
    }

    //===--- Rejected updates --------------------------------------------------===//

    typealias Case = (
      name: String, updates: @Sendable (CollectionView) throws -> Void,
      dataAfter: DataAfterUpdate?, message: String
    )

    /// Data [[A, B, C], [D, E]]; each case is rejected with UIKit's text.
    static let cases: [Case] = [
      (
        "insert item out of range",
        { try $0.insertItems(at: [IndexPath(item: 5, section: 0)]) }, nil,
        "attempt to insert item 5 into section 0, but there are only 4 items in section 0 after the update"
      ),
      (
        "delete section out of range", { try $0.deleteSections(IndexSet(integer: 2)) }, nil,
        "attempt to delete section 2, but there are only 2 sections before the update"
      ),
      (
        "move into an inserted section",
        {
          try $0.insertSections(IndexSet(integer: 0))
          try $0.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        }, nil,
        "cannot move an item into a newly inserted section (0)"
      ),
      (
        "the data source's count disagrees",
        { try $0.deleteItems(at: [IndexPath(item: 0, section: 1)]) }, .itemCounts([4, 1]),
        "Invalid update: invalid number of items in section 0.  The number of items contained in "
          + "an existing section after the update (4) must be equal to the number of items "
          + "contained in that section before the update (3), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      ),
    ]

    /// Every element in the content, as the layout answers after a layout pass.
    private func everything(_ view: CollectionView) throws -> [CollectionViewLayoutAttributes] {
      try view.layoutIfNeeded()
      return view.collectionViewLayout.layoutAttributesForElements(
        in: CGRect(origin: .zero, size: view.contentSize)) ?? []
    }

    @Test(arguments: cases.indices)
    func aRejectedUpdateRaisesUIKitsTextAndChangesNothing(index: Int) throws {
      let testCase = Self.cases[index]
      // Sections of 170 (one row, header, footer, background): content 340 in a 200-high view,
      // scrolled to 100.
      let section = Grid.section(headerKind: Grid.header, footer: true, background: true)
      let view = try Grid.view([["A", "B", "C"], ["D", "E"]], section, height: 200)
      view.setContentOffset(CGPoint(x: 0, y: 100))
      let layout = try #require(view.collectionViewLayout as? CollectionViewCompositionalLayout)
      let before = try everything(view)
      #expect(before.count == 5 + 2 * 3)
      let error = #expect(throws: BatchUpdateError.self, "\(testCase.name)") {
        try view.performBatchUpdates(
          { try testCase.updates(view) }, dataAfterUpdate: testCase.dataAfter)
      }
      #expect(error?.description == testCase.message, "\(testCase.name)")
      // Nothing was applied: data, offset, size, every element, no update left in flight.
      #expect(view.itemIdentifiers == [["A", "B", "C"], ["D", "E"]])
      #expect(view.contentOffset == CGPoint(x: 0, y: 100))
      #expect(view.contentSize == CGSize(width: 300, height: 340))
      #expect(try everything(view) == before, "\(testCase.name)")
      #expect(layout.updateState == nil)
      #expect(view.lastTransition == nil)
      // The next update starts from the untouched state: deleting section 1 fades its header
      // out where it was, (15, 170, 270, 30), and its background (0, 170, 300, 170); the content
      // shrinks to 170, so the offset is pulled back to 0.
      let transition = try view.performBatchUpdates {
        try view.deleteSections(IndexSet(integer: 1))
      }
      let header = try #require(Grid.tracks(transition, Grid.header, before: 1, after: nil).first)
      #expect(header.change == .deleted)
      let frame = CGRect(x: 15, y: 170, width: 270, height: 30)
      expectTrack(header, from: frame, to: frame, alpha: (1, 0), Comment(rawValue: testCase.name))
      let background = CGRect(x: 0, y: 170, width: 300, height: 170)
      expectTrack(
        Grid.tracks(transition, Grid.background, before: 1, after: nil).first, from: background,
        to: background, alpha: (1, 0), Comment(rawValue: testCase.name))
      #expect(transition.contentOffsetAfter == .zero)
      #expect(view.itemIdentifiers == [["A", "B", "C"]])
    }

    @Test func aLayoutErrorDuringAnUpdateChangesNothing() throws {
      // A section provider with no layout for a third section: inserting one raises the
      // layout's error while the new layout is prepared, after the update was validated.
      let section = Grid.section(headerKind: Grid.header)
      let layout = CollectionViewCompositionalLayout { index, _ in index < 2 ? section : nil }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemIdentifiers: [["A", "B", "C"], ["D", "E"]])
      view.displayScale = 0
      let before = try everything(view)
      #expect(
        throws: CollectionViewLayoutError.compositionalLayout(
          section: 2, .sectionProviderReturnedNil)
      ) {
        try view.performBatchUpdates {
          try view.insertSections(IndexSet(integer: 2), identifiers: [["N"]])
        }
      }
      #expect(view.itemIdentifiers == [["A", "B", "C"], ["D", "E"]])
      #expect(try everything(view) == before)
      #expect(layout.updateState == nil)
      // Sections of 150 (header, one row): D's section still starts at 150.
      #expect(
        try supplementaryFrame(view, Grid.header, 1)
          == CGRect(x: 15, y: 150, width: 270, height: 30))
    }
  }
}
