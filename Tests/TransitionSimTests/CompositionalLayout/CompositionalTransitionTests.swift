import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The three-column grid the compositional transition suites share, and its frames derived by
/// hand from the compositional layout's rules.
///
/// Every section of the vertical layout has content insets 10 top, 15 leading, 10 bottom,
/// 15 trailing, so its effective width is W − 30. Its group is that full width and 100 high,
/// repeated 10 apart (`interGroupSpacing`); it holds three items a third of its width and its
/// full height, each shrunk by 5-point content insets on every edge. Optionally: a header 30 high
/// (top, extending the boundary, following the insets across the axis), a footer 20 high
/// (bottom, extending), and a background decoration covering the whole section, its boundary
/// items included.
enum TransitionGrid {
  static let header = "header"
  static let footer = "footer"
  static let background = "background"

  /// The grid section, with the boundary items and background asked for.
  static func section(
    headerKind: String? = nil, footer: Bool = false, background: Bool = false,
    pinsHeader: Bool = false
  ) -> CollectionLayoutSection {
    var cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
    cell.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    var section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
    section.interGroupSpacing = 10
    var boundaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    if let headerKind {
      var top = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: headerKind,
        alignment: .top)
      top.pinToVisibleBounds = pinsHeader
      boundaryItems.append(top)
    }
    if footer {
      boundaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: Self.footer,
          alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaryItems
    if background { section.decorationItems = [.background(elementKind: Self.background)] }
    return section
  }

  /// A collection view of `identifiers` laid out with `section` (no pixel rounding).
  static func view(
    _ identifiers: [[String]], _ section: CollectionLayoutSection, width: CGFloat = 300,
    height: CGFloat = 600
  ) throws -> CollectionView {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height),
      collectionViewLayout: CollectionViewCompositionalLayout(section: section),
      itemIdentifiers: identifiers)
    view.displayScale = 0
    try view.layoutIfNeeded()
    return view
  }

  /// The frame of the cell at `position` of a section starting at `top` under a header of
  /// `header` points: column c = position % 3, row r = position / 3, slot s = (W − 30) / 3;
  /// x = 15 (leading inset) + c·s + 5 (item inset); y = top + header + 10 (top inset) +
  /// r·(100 + 10) + 5; size (s − 10) × (100 − 10).
  static func cell(
    _ position: Int, top: CGFloat = 0, header: CGFloat = 0, width: CGFloat = 300
  ) -> CGRect {
    let slot = (width - 30) / 3
    let column = CGFloat(position % 3)
    let row = CGFloat(position / 3)
    return CGRect(
      x: 15 + column * slot + 5, y: top + header + 10 + row * 110 + 5, width: slot - 10,
      height: 90)
  }

  /// The tracks of boundary items or decorations of `kind` whose section was `before` (`nil`:
  /// did not exist) and is `after` (`nil`: no longer exists).
  static func tracks(
    _ transition: Transition, _ kind: String, before: Int?, after: Int?
  ) -> [Track] {
    transition.tracks.filter {
      $0.element.kind == kind
        && $0.element.indexPathBefore == before.map { IndexPath(item: 0, section: $0) }
        && $0.element.indexPathAfter == after.map { IndexPath(item: 0, section: $0) }
    }
  }
}

/// Expects `track` to go from `start` to `end` (to within 1e-9 points, as fractions of a third
/// are not exact in binary) with the given alphas.
func expectTrack(
  _ track: Track?, from start: CGRect, to end: CGRect, alpha: (CGFloat, CGFloat) = (1, 1),
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(approximatelyEqual(track?.start.frame, start), comment, sourceLocation: sourceLocation)
  #expect(approximatelyEqual(track?.end.frame, end), comment, sourceLocation: sourceLocation)
  #expect(track?.start.alpha == alpha.0, comment, sourceLocation: sourceLocation)
  #expect(track?.end.alpha == alpha.1, comment, sourceLocation: sourceLocation)
}

extension CompositionalLayoutTests {
  /// Batch updates and diffable snapshots on a compositional layout, with UIKit's default
  /// appearing and disappearing attributes: inserted elements fade in at their final place, deleted
  /// ones fade out where they were, survivors slide.
  @Suite struct CompositionalTransitionTests {
    typealias Grid = TransitionGrid

    /// Sections with a header, a footer and a background, so a section of r rows is
    /// 30 + 10 + (r·100 + (r − 1)·10) + 10 + 20 = 60 + 110·r high, its footer at
    /// top + 40 + 110·r, its cells at y = top + 45 + 110·row.
    private let boxed = Grid.section(headerKind: Grid.header, footer: true, background: true)

    @Test func insertDeleteAndMoveInAThreeColumnGrid() throws {
      // No boundary items: cell p at (20 + 90·(p % 3), 15 + 110·(p / 3)), 80 × 90 (the slot is
      // (300 − 30) / 3 = 90 wide, less 5 each side; rows start 10 + 5 down, 110 apart).
      let view = try Grid.view([["A", "B", "C", "D", "E", "F", "G", "H"]], Grid.section())
      let transition = try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        try view.insertItems(at: [IndexPath(item: 4, section: 0)], identifiers: ["X"])
        try view.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 0, section: 0))
      }
      // G is moved to 0 and X inserted at 4; the survivors fill the other places in order.
      #expect(view.itemIdentifiers == [["G", "A", "C", "D", "X", "E", "F", "H"]])
      // The moved item: old place 6 (row 2, column 0) to new place 0.
      let g = try #require(transition.track(forItem: "G"))
      #expect(g.change == .moved)
      expectTrack(
        g, from: CGRect(x: 20, y: 235, width: 80, height: 90),
        to: CGRect(x: 20, y: 15, width: 80, height: 90))
      #expect(transition.tracks(forItem: "G").count == 1, "the defaults make a plain move")
      // Survivors slide to their new places: A 0 → 1, E 4 → 5, F 5 → 6; C, D, H stay.
      expectTrack(
        transition.track(forItem: "A"), from: CGRect(x: 20, y: 15, width: 80, height: 90),
        to: CGRect(x: 110, y: 15, width: 80, height: 90))
      expectTrack(
        transition.track(forItem: "E"), from: CGRect(x: 110, y: 125, width: 80, height: 90),
        to: CGRect(x: 200, y: 125, width: 80, height: 90))
      expectTrack(
        transition.track(forItem: "F"), from: CGRect(x: 200, y: 125, width: 80, height: 90),
        to: CGRect(x: 20, y: 235, width: 80, height: 90))
      for (identifier, position) in [("C", 2), ("D", 3), ("H", 7)] {
        let track = try #require(transition.track(forItem: identifier))
        #expect(track.change == .unchanged, "\(identifier)")
        expectTrack(
          track, from: Grid.cell(position), to: Grid.cell(position), Comment(rawValue: identifier))
      }
      // The deleted item fades out where it was (place 1); the inserted one fades in at its
      // final place (4), without moving.
      let b = try #require(transition.track(forItem: "B"))
      #expect(b.change == .deleted)
      let bFrame = CGRect(x: 110, y: 15, width: 80, height: 90)
      expectTrack(b, from: bFrame, to: bFrame, alpha: (1, 0))
      let x = try #require(transition.track(forItem: "X"))
      #expect(x.change == .inserted)
      let xFrame = CGRect(x: 110, y: 125, width: 80, height: 90)
      expectTrack(x, from: xFrame, to: xFrame, alpha: (0, 1))
      // The hooks were asked of the compositional layout: the appearing one at X's new path,
      // the disappearing one at B's old path.
      #expect(
        transition.layoutCalls.contains {
          $0.method == "initialLayoutAttributesForAppearingItem(at:)"
            && $0.indexPath == IndexPath(item: 4, section: 0)
            && $0.layout == "CollectionViewCompositionalLayout"
        })
      #expect(
        transition.layoutCalls.contains {
          $0.method == "finalLayoutAttributesForDisappearingItem(at:)"
            && $0.indexPath == IndexPath(item: 1, section: 0)
        })
      // Eight items before and after: three rows, 10 + 3·100 + 2·10 + 10 = 340 high.
      #expect(transition.tracks.count == 9)
      #expect(transition.contentSizeBefore == CGSize(width: 300, height: 340))
      #expect(transition.contentSizeAfter == CGSize(width: 300, height: 340))
    }

    @Test func reloadCrossFadesInTheGrid() throws {
      // [A, B, C, D]: delete A, reload B. B's reload lands at 1 − 1 (A deleted before it) = 0.
      let view = try Grid.view([["A", "B", "C", "D"]], Grid.section())
      let transition = try view.performBatchUpdates {
        try view.reloadItems(at: [IndexPath(item: 1, section: 0)])
        try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
      #expect(view.itemIdentifiers == [["B", "C", "D"]])
      let reload = try #require(transition.updateItems.first { $0.updateAction == .reload })
      #expect(reload.indexPathAfterUpdate == IndexPath(item: 0, section: 0))
      // The old view fades out where it was (place 1: x 110); the new one is at its final place
      // (0: x 20) from the start, unfaded, under the fading one (the reload "cross-fade").
      let tracks = transition.tracks(forItem: "B")
      #expect(tracks.count == 2)
      let ghost = try #require(tracks.first { $0.role == .ghost })
      let element = try #require(tracks.first { $0.role == .element })
      #expect(ghost.change == .reloaded && element.change == .reloaded)
      let old = CGRect(x: 110, y: 15, width: 80, height: 90)
      let new = CGRect(x: 20, y: 15, width: 80, height: 90)
      expectTrack(ghost, from: old, to: old, alpha: (1, 0))
      expectTrack(element, from: new, to: new)
      // A fades out; C slides 2 → 1; D 3 (row 1) → 2 (row 0, x 200).
      expectTrack(transition.track(forItem: "A"), from: new, to: new, alpha: (1, 0))
      expectTrack(
        transition.track(forItem: "C"), from: CGRect(x: 200, y: 15, width: 80, height: 90),
        to: old)
      expectTrack(
        transition.track(forItem: "D"), from: CGRect(x: 20, y: 125, width: 80, height: 90),
        to: CGRect(x: 200, y: 15, width: 80, height: 90))
      // Two rows (10 + 100 + 10 + 100 + 10 = 230) become one (10 + 100 + 10 = 120).
      #expect(transition.contentSizeBefore.height == 230)
      #expect(transition.contentSizeAfter.height == 120)
    }

    @Test func insertedAndDeletedSectionsFadeTheirBoundaryItemsAndBackgrounds() throws {
      // Before: section 0 (A, B, C: one row) at 0…170, section 1 (D, E) at 170…340.
      // Delete section 0 and insert a section of four items (two rows: 280 high) at 1.
      // After: section 0 (D, E) at 0…170, section 1 (N1…N4) at 170…450.
      let view = try Grid.view([["A", "B", "C"], ["D", "E"]], boxed)
      let transition = try view.performBatchUpdates {
        try view.deleteSections(IndexSet(integer: 0))
        try view.insertSections(IndexSet(integer: 1), identifiers: [["N1", "N2", "N3", "N4"]])
      }
      #expect(view.itemIdentifiers == [["D", "E"], ["N1", "N2", "N3", "N4"]])
      #expect(transition.contentSizeBefore.height == 340)
      #expect(transition.contentSizeAfter.height == 450)

      // Headers follow the 15-point insets: (15, top, 270, 30).
      let deletedHeader = try #require(
        Grid.tracks(transition, Grid.header, before: 0, after: nil).first)
      #expect(deletedHeader.change == .deleted)
      let header0 = CGRect(x: 15, y: 0, width: 270, height: 30)
      expectTrack(deletedHeader, from: header0, to: header0, alpha: (1, 0))
      let slidingHeader = Grid.tracks(transition, Grid.header, before: 1, after: 0)
      #expect(slidingHeader.count == 1)
      expectTrack(
        slidingHeader.first, from: CGRect(x: 15, y: 170, width: 270, height: 30), to: header0)
      let insertedHeader = try #require(
        Grid.tracks(transition, Grid.header, before: nil, after: 1).first)
      #expect(insertedHeader.change == .inserted)
      let header1 = CGRect(x: 15, y: 170, width: 270, height: 30)
      expectTrack(insertedHeader, from: header1, to: header1, alpha: (0, 1))
      #expect(transition.tracks.filter { $0.element.kind == Grid.header }.count == 3)

      // Footers at top + 40 + 110·rows: one row → top + 150; two rows → top + 260.
      let footer0 = CGRect(x: 15, y: 150, width: 270, height: 20)
      expectTrack(
        Grid.tracks(transition, Grid.footer, before: 0, after: nil).first, from: footer0,
        to: footer0, alpha: (1, 0))
      expectTrack(
        Grid.tracks(transition, Grid.footer, before: 1, after: 0).first,
        from: CGRect(x: 15, y: 320, width: 270, height: 20), to: footer0)
      let footer1 = CGRect(x: 15, y: 430, width: 270, height: 20)
      expectTrack(
        Grid.tracks(transition, Grid.footer, before: nil, after: 1).first, from: footer1,
        to: footer1, alpha: (0, 1))

      // Backgrounds cover the whole section, full width: (0, top, 300, height).
      let background0 = CGRect(x: 0, y: 0, width: 300, height: 170)
      expectTrack(
        Grid.tracks(transition, Grid.background, before: 0, after: nil).first,
        from: background0, to: background0, alpha: (1, 0))
      expectTrack(
        Grid.tracks(transition, Grid.background, before: 1, after: 0).first,
        from: CGRect(x: 0, y: 170, width: 300, height: 170), to: background0)
      let insertedBackground = try #require(
        Grid.tracks(transition, Grid.background, before: nil, after: 1).first)
      #expect(insertedBackground.change == .inserted)
      let background1 = CGRect(x: 0, y: 170, width: 300, height: 280)
      expectTrack(insertedBackground, from: background1, to: background1, alpha: (0, 1))
      // zIndex: background 0, cells promoted to 1 over it, boundary items 1.
      #expect(insertedBackground.end.zIndex == 0)
      #expect(insertedHeader.end.zIndex == 1)

      // The deleted section's cells fade where they were; the survivors slide up 170; the
      // inserted section's cells fade in at their places.
      for (identifier, position) in [("A", 0), ("B", 1), ("C", 2)] {
        let frame = Grid.cell(position, header: 30)
        expectTrack(
          transition.track(forItem: identifier), from: frame, to: frame, alpha: (1, 0),
          Comment(rawValue: identifier))
      }
      expectTrack(
        transition.track(forItem: "D"), from: CGRect(x: 20, y: 215, width: 80, height: 90),
        to: CGRect(x: 20, y: 45, width: 80, height: 90))
      expectTrack(
        transition.track(forItem: "E"), from: CGRect(x: 110, y: 215, width: 80, height: 90),
        to: CGRect(x: 110, y: 45, width: 80, height: 90))
      for (index, identifier) in ["N1", "N2", "N3", "N4"].enumerated() {
        let track = try #require(transition.track(forItem: identifier))
        #expect(track.change == .inserted)
        #expect(track.end.zIndex == 1)
        let frame = Grid.cell(index, top: 170, header: 30)
        expectTrack(track, from: frame, to: frame, alpha: (0, 1), Comment(rawValue: identifier))
      }
      // N4 is the second row's first cell: (20, 170 + 45 + 110).
      #expect(
        approximatelyEqual(
          transition.track(forItem: "N4")?.end.frame,
          CGRect(x: 20, y: 325, width: 80, height: 90)))
    }

    @Test func boundaryItemsPushedOutOfViewSlideAway() throws {
      // 300 × 200: section 0 (A–C) 0…170, section 1 (D) 170…340. On screen (0…200): section 0's
      // footer (15, 150), section 1's header (15, 170) and background (0, 170, 300, 170).
      // Inserting X–Z adds a row to section 0 (280 high): its footer moves to 40 + 220 = 260,
      // section 1 to 280…450 — all three off screen after. Each slides there as one view.
      let view = try Grid.view([["A", "B", "C"], ["D"]], boxed, height: 200)
      let transition = try view.performBatchUpdates {
        try view.insertItems(
          at: (3...5).map { IndexPath(item: $0, section: 0) }, identifiers: ["X", "Y", "Z"])
      }
      let moves: [(String, Int, CGRect, CGRect)] = [
        (
          Grid.footer, 0, CGRect(x: 15, y: 150, width: 270, height: 20),
          CGRect(x: 15, y: 260, width: 270, height: 20)
        ),
        (
          Grid.header, 1, CGRect(x: 15, y: 170, width: 270, height: 30),
          CGRect(x: 15, y: 280, width: 270, height: 30)
        ),
        (
          Grid.background, 1, CGRect(x: 0, y: 170, width: 300, height: 170),
          CGRect(x: 0, y: 280, width: 300, height: 170)
        ),
      ]
      for (kind, section, start, end) in moves {
        let tracks = Grid.tracks(transition, kind, before: section, after: section)
        #expect(tracks.count == 1, "\(kind) \(section): no copy left behind")
        #expect(tracks.first?.change == .disappearing)
        expectTrack(tracks.first, from: start, to: end, Comment(rawValue: kind))
      }
      // X at row 1 of section 0, (20, 155), fades in; D (y 215) was and stays off screen.
      let x = CGRect(x: 20, y: 155, width: 80, height: 90)
      expectTrack(transition.track(forItem: "X"), from: x, to: x, alpha: (0, 1))
      #expect(transition.track(forItem: "D") == nil)
    }

    //===--- Diffable snapshots ------------------------------------------------===//

    /// Sections S1 [A, B, C, D] and S2 [E, F, G, H], boxed: two rows each, 280 high, S1 at
    /// 0…280 and S2 at 280…560 (content 560, all on screen in 600).
    private func twoSections() throws -> CollectionView {
      let view = try Grid.view([], boxed)
      try view.apply(
        try CollectionViewSnapshot(sections: [
          ("S1", ["A", "B", "C", "D"]), ("S2", ["E", "F", "G", "H"]),
        ]),
        animatingDifferences: false)
      return view
    }

    @Test func applyingASnapshotReordersInsertsAndDeletesAcrossSections() throws {
      let view = try twoSections()
      var snapshot = try view.dataSourceSnapshot()
      try snapshot.deleteItems(["B", "H"])
      try snapshot.moveItem("D", beforeItem: "A")
      try snapshot.moveItem("G", afterItem: "C")
      try snapshot.insertItems(["X"], afterItem: "E")
      let transition = try view.apply(snapshot)
      #expect(view.itemIdentifiers == [["D", "A", "C", "G"], ["E", "X", "F"]])
      // In S1, A and C keep their order, so D is the one move; G changes section. S2's E and F
      // keep theirs. Deletes name old paths, inserts new ones, moves both.
      #expect(
        Set(transition.updateItems.map(\.description))
          == ["D(0,1)", "D(1,3)", "I(1,1)", "M(0,3)->(0,0)", "M(1,2)->(0,3)"])
      // Cells at y = top + 45 + 110·row: S1's rows at 45 and 155, S2's at 325 and 435.
      let d = try #require(transition.track(forItem: "D"))
      #expect(d.change == .moved)
      expectTrack(
        d, from: CGRect(x: 20, y: 155, width: 80, height: 90),
        to: CGRect(x: 20, y: 45, width: 80, height: 90))
      let g = try #require(transition.track(forItem: "G"))
      #expect(g.change == .moved)
      expectTrack(
        g, from: CGRect(x: 200, y: 325, width: 80, height: 90),
        to: CGRect(x: 20, y: 155, width: 80, height: 90))
      expectTrack(
        transition.track(forItem: "A"), from: CGRect(x: 20, y: 45, width: 80, height: 90),
        to: CGRect(x: 110, y: 45, width: 80, height: 90))
      let c = CGRect(x: 200, y: 45, width: 80, height: 90)
      expectTrack(transition.track(forItem: "C"), from: c, to: c)
      let e = CGRect(x: 20, y: 325, width: 80, height: 90)
      expectTrack(transition.track(forItem: "E"), from: e, to: e)
      expectTrack(
        transition.track(forItem: "F"), from: CGRect(x: 110, y: 325, width: 80, height: 90),
        to: CGRect(x: 200, y: 325, width: 80, height: 90))
      // Deleted items fade where they were; X fades in at its final place.
      let b = CGRect(x: 110, y: 45, width: 80, height: 90)
      expectTrack(transition.track(forItem: "B"), from: b, to: b, alpha: (1, 0))
      let h = CGRect(x: 20, y: 435, width: 80, height: 90)
      expectTrack(transition.track(forItem: "H"), from: h, to: h, alpha: (1, 0))
      let x = try #require(transition.track(forItem: "X"))
      #expect(x.change == .inserted)
      let xFrame = CGRect(x: 110, y: 325, width: 80, height: 90)
      expectTrack(x, from: xFrame, to: xFrame, alpha: (0, 1))
      // S1 keeps two rows: its boundary items stay. S2 drops to one row (170 high): its header
      // stays at 280, its footer rises from 280 + 40 + 220 = 540 to 280 + 40 + 110 = 430 and
      // its background shrinks from 280 to 170.
      let header1 = CGRect(x: 15, y: 280, width: 270, height: 30)
      expectTrack(
        Grid.tracks(transition, Grid.header, before: 1, after: 1).first, from: header1, to: header1)
      let footer0 = CGRect(x: 15, y: 260, width: 270, height: 20)
      expectTrack(
        Grid.tracks(transition, Grid.footer, before: 0, after: 0).first, from: footer0, to: footer0)
      expectTrack(
        Grid.tracks(transition, Grid.footer, before: 1, after: 1).first,
        from: CGRect(x: 15, y: 540, width: 270, height: 20),
        to: CGRect(x: 15, y: 430, width: 270, height: 20))
      expectTrack(
        Grid.tracks(transition, Grid.background, before: 1, after: 1).first,
        from: CGRect(x: 0, y: 280, width: 300, height: 280),
        to: CGRect(x: 0, y: 280, width: 300, height: 170))
      #expect(
        !transition.tracks.contains { $0.element.category != .cell && $0.change != .unchanged })
      #expect(transition.contentSizeBefore.height == 560)
      #expect(transition.contentSizeAfter.height == 450)
    }

    @Test func applyingASnapshotThatReplacesASection() throws {
      // Delete S1 and append S3 [Y]: S2 (two rows, 280) moves to 0…280, S3 (one row, 170) is
      // inserted at 280…450.
      let view = try twoSections()
      var snapshot = try view.dataSourceSnapshot()
      try snapshot.deleteSections(["S1"])
      try snapshot.appendSections(["S3"])
      try snapshot.appendItems(["Y"], toSection: "S3")
      let transition = try view.apply(snapshot)
      #expect(view.sectionIdentifiers == ["S2", "S3"])
      #expect(transition.updateItems.map(\.description).sorted() == ["D(0)", "I(1)"])
      let top = CGRect(x: 15, y: 0, width: 270, height: 30)
      let deleted = try #require(Grid.tracks(transition, Grid.header, before: 0, after: nil).first)
      #expect(deleted.change == .deleted)
      expectTrack(deleted, from: top, to: top, alpha: (1, 0))
      expectTrack(
        Grid.tracks(transition, Grid.header, before: 1, after: 0).first,
        from: CGRect(x: 15, y: 280, width: 270, height: 30), to: top)
      let inserted = CGRect(x: 15, y: 280, width: 270, height: 30)
      expectTrack(
        Grid.tracks(transition, Grid.header, before: nil, after: 1).first, from: inserted,
        to: inserted, alpha: (0, 1))
      // S3's footer at 280 + 40 + 110 = 430 and background (0, 280, 300, 170) fade in.
      let footer = CGRect(x: 15, y: 430, width: 270, height: 20)
      expectTrack(
        Grid.tracks(transition, Grid.footer, before: nil, after: 1).first, from: footer,
        to: footer, alpha: (0, 1))
      let background = CGRect(x: 0, y: 280, width: 300, height: 170)
      expectTrack(
        Grid.tracks(transition, Grid.background, before: nil, after: 1).first, from: background,
        to: background, alpha: (0, 1))
      // E slides up 280 (325 → 45); Y fades in at (20, 325).
      expectTrack(
        transition.track(forItem: "E"), from: CGRect(x: 20, y: 325, width: 80, height: 90),
        to: CGRect(x: 20, y: 45, width: 80, height: 90))
      let y = CGRect(x: 20, y: 325, width: 80, height: 90)
      expectTrack(transition.track(forItem: "Y"), from: y, to: y, alpha: (0, 1))
    }

    @Test func reconfiguredItemsKeepTheirCellsAndReloadedOnesCrossFade() throws {
      let view = try twoSections()
      var snapshot = try view.dataSourceSnapshot()
      try snapshot.reconfigureItems(["C"])
      try snapshot.reloadItems(["A"])
      let transition = try view.apply(snapshot)
      // Only the reload is an update item; C keeps its view: one track, standing still.
      #expect(transition.updateItems.map(\.description) == ["R(0,0)"])
      let c = try #require(transition.track(forItem: "C"))
      #expect(transition.tracks(forItem: "C").count == 1)
      #expect(c.change == .unchanged)
      let cFrame = CGRect(x: 200, y: 45, width: 80, height: 90)
      expectTrack(c, from: cFrame, to: cFrame)
      // A's old view fades out over the new one at the same place (20, 45).
      let a = transition.tracks(forItem: "A")
      let aFrame = CGRect(x: 20, y: 45, width: 80, height: 90)
      expectTrack(a.first { $0.role == .ghost }, from: aFrame, to: aFrame, alpha: (1, 0))
      expectTrack(a.first { $0.role == .element }, from: aFrame, to: aFrame)
      // Nothing else changes: no boundary item or decoration is inserted or deleted.
      #expect(
        transition.tracks.allSatisfy { $0.change == .unchanged || $0.element.itemIdentifier == "A" }
      )
    }
  }
}
