import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// A list row's top separator (`topSeparatorVisibility`, `topSeparatorInsets`), derived from
  /// the documented rules: a decoration view of kind `"list-separator-top"` at the row's index
  /// path, on the row's top edge (y = row.minY), one pixel high (1 point at scale 0), x = the
  /// row's x + the leading inset, width = the row's width − both insets; shown only when
  /// `.visible`.
  ///
  /// Rows are 44 high, full width (300) in a plain list.
  @Suite struct ListSeparatorTests {
    let top = CollectionLayoutListConfiguration.topSeparatorElementKind
    let bottom = CollectionLayoutListConfiguration.separatorElementKind

    /// A 300 × `height` collection view (scale 0 unless given) laid out by a list.
    func makeList(
      _ configuration: CollectionLayoutListConfiguration, counts: [Int], height: CGFloat = 600,
      scale: CGFloat = 0
    ) throws -> (CollectionView, CollectionViewCompositionalLayout) {
      let layout = CollectionViewCompositionalLayout.list(using: configuration)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout,
        itemCounts: counts)
      view.displayScale = scale
      try view.layoutIfNeeded()
      return (view, layout)
    }

    func plain(topVisibility: ListSeparatorConfiguration.Visibility = .visible)
      -> CollectionLayoutListConfiguration
    {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.separatorConfiguration.topSeparatorVisibility = topVisibility
      return configuration
    }

    @Test func aVisibleTopSeparatorLiesOnItsRowsTopEdge() throws {
      var configuration = plain()
      configuration.separatorConfiguration.topSeparatorInsets = DirectionalEdgeInsets(
        top: 5, leading: 20, bottom: 5, trailing: 8)
      let (view, layout) = try makeList(configuration, counts: [3, 2])
      // Rows at 44·i in section 0 (0, 44, 88), then section 1 from 132 (132, 176). A top
      // separator: x 20, y = row.minY, width 300 − 20 − 8 = 272, height 1 (top and bottom insets
      // ignored).
      let tops = separators(ofKind: top, view, layout)
      #expect(tops.count == 5)
      #expect(tops[IndexPath(item: 0, section: 0)] == CGRect(x: 20, y: 0, width: 272, height: 1))
      #expect(tops[IndexPath(item: 2, section: 0)] == CGRect(x: 20, y: 88, width: 272, height: 1))
      #expect(tops[IndexPath(item: 0, section: 1)] == CGRect(x: 20, y: 132, width: 272, height: 1))
      #expect(tops[IndexPath(item: 1, section: 1)] == CGRect(x: 20, y: 176, width: 272, height: 1))
      // The bottom separators are unchanged: x 16, y = row.maxY − 1, width 284.
      let bottoms = separators(ofKind: bottom, view, layout)
      #expect(bottoms.count == 5)
      #expect(
        bottoms[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 43, width: 284, height: 1))
      // Asked by index path: a decoration view with the separators' zIndex, never a
      // supplementary view.
      let one = layout.layoutAttributesForDecorationView(
        ofKind: top, at: IndexPath(item: 0, section: 1))
      #expect(one?.frame == CGRect(x: 20, y: 132, width: 272, height: 1))
      #expect(one?.zIndex == 1 && one?.representedElementCategory == .decorationView)
      #expect(try supplementaryFrame(view, top, 1, 0) == nil)
      #expect(
        layout.layoutAttributesForDecorationView(ofKind: top, at: IndexPath(item: 2, section: 1))
          == nil)
    }

    @Test func onlyVisibleShowsATopSeparator() throws {
      // `.automatic` (the default) and `.hidden`: none, whatever `showsSeparators`.
      for visibility in [ListSeparatorConfiguration.Visibility.automatic, .hidden] {
        let (view, layout) = try makeList(plain(topVisibility: visibility), counts: [3])
        #expect(separators(ofKind: top, view, layout).isEmpty, "\(visibility)")
        #expect(separators(ofKind: bottom, view, layout).count == 3, "\(visibility)")
      }
      #expect(ListSeparatorConfiguration().topSeparatorVisibility == .automatic)
      // `.visible` wins over `showsSeparators = false`, which hides the bottom ones.
      var configuration = plain()
      configuration.showsSeparators = false
      let (view, layout) = try makeList(configuration, counts: [3])
      #expect(separators(ofKind: top, view, layout).count == 3)
      #expect(separators(ofKind: bottom, view, layout).isEmpty)
      // A sidebar shows no separators, but a visible top one.
      var sidebar = CollectionLayoutListConfiguration(appearance: .sidebar)
      sidebar.separatorConfiguration.topSeparatorVisibility = .visible
      let (sidebarView, sidebarLayout) = try makeList(sidebar, counts: [2])
      // Sidebar rows: inside the 8-point margins (x 8, 284 wide), 8 of padding: y 8 + 44·i.
      // Top separators: x 8 + 16 = 24, width 284 − 16 = 268.
      #expect(
        separators(ofKind: top, sidebarView, sidebarLayout)
          == [
            IndexPath(item: 0, section: 0): CGRect(x: 24, y: 8, width: 268, height: 1),
            IndexPath(item: 1, section: 0): CGRect(x: 24, y: 52, width: 268, height: 1),
          ])
      #expect(separators(ofKind: bottom, sidebarView, sidebarLayout).isEmpty)
    }

    @Test func aTopSeparatorIsOnePixelHigh() throws {
      // Inset grouped at scale 2: rows x 8, 284 wide, 18 of padding: row i at 18 + 44·i. One
      // pixel is 0.5 points: row 1's top separator at (8 + 16, 62, 268, 0.5), its bottom one at
      // (24, 62 + 44 − 0.5, 268, 0.5).
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.separatorConfiguration.topSeparatorVisibility = .visible
      let (_, layout) = try makeList(configuration, counts: [2], scale: 2)
      let row = IndexPath(item: 1, section: 0)
      #expect(
        layout.layoutAttributesForDecorationView(ofKind: top, at: row)?.frame
          == CGRect(x: 24, y: 62, width: 268, height: 0.5))
      #expect(
        layout.layoutAttributesForDecorationView(ofKind: bottom, at: row)?.frame
          == CGRect(x: 24, y: 105.5, width: 268, height: 0.5))
      // A configured thickness is every separator's.
      configuration.separatorConfiguration.thickness = 2
      let (_, thick) = try makeList(configuration, counts: [2], scale: 2)
      #expect(
        thick.layoutAttributesForDecorationView(ofKind: top, at: row)?.frame
          == CGRect(x: 24, y: 62, width: 268, height: 2))
    }

    @Test func topSeparatorsStayOnSelfSizedRows() throws {
      // Rows prefer 60 in a 320 × 200 view: the first screen measures rows 0–4 (0–220 at the
      // estimate), at 0, 60, 120, 180, 240. Row 2's top separator stays on its top edge,
      // (16, 120, 304, 1), and its bottom one on its bottom edge, (16, 179, 304, 1).
      let layout = CollectionViewCompositionalLayout.list(using: plain())
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout,
        itemCounts: [8])
      view.displayScale = 0
      view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 60) }
      try view.layoutIfNeeded()
      let row = IndexPath(item: 2, section: 0)
      #expect(
        layout.layoutAttributesForDecorationView(ofKind: top, at: row)?.frame
          == CGRect(x: 16, y: 120, width: 304, height: 1))
      #expect(
        layout.layoutAttributesForDecorationView(ofKind: bottom, at: row)?.frame
          == CGRect(x: 16, y: 179, width: 304, height: 1))
    }

    @Test func aSectionProvidersListSectionHasTopSeparatorsToo() throws {
      // `CollectionLayoutSection.list(using:layoutEnvironment:)` in a provider: the same rows and
      // separators as `list(using:)`.
      let configuration = plain()
      let layout = CollectionViewCompositionalLayout { _, environment in
        CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemCounts: [2])
      view.displayScale = 0
      try view.layoutIfNeeded()
      #expect(
        separators(ofKind: top, view, layout)
          == [
            IndexPath(item: 0, section: 0): CGRect(x: 16, y: 0, width: 284, height: 1),
            IndexPath(item: 1, section: 0): CGRect(x: 16, y: 44, width: 284, height: 1),
          ])
    }

    //===--- Batch updates ------------------------------------------------------===//

    /// A plain list of rows A, B, C, D with top separators, laid out by `list(using:)` or by a
    /// section provider of list sections.
    func makeRows(provider: Bool) throws -> CollectionView {
      let configuration = plain()
      let layout =
        provider
        ? CollectionViewCompositionalLayout { _, environment in
          CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        } : CollectionViewCompositionalLayout.list(using: configuration)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemIdentifiers: [["A", "B", "C", "D"]])
      view.displayScale = 0
      try view.layoutIfNeeded()
      return view
    }

    @Test(arguments: [false, true])
    func deletingARowFadesItsTopSeparatorOut(provider: Bool) throws {
      let view = try makeRows(provider: provider)
      let transition = try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
      // B (44…88) fades out where it was; its top separator, (16, 44, 284, 1), with it.
      let gone = separatorTracks(transition, kind: top, before: IndexPath(item: 1, section: 0))
      #expect(gone.count == 1)
      #expect(gone.first?.change == .deleted)
      #expect(gone.first?.start.frame == CGRect(x: 16, y: 44, width: 284, height: 1))
      #expect(gone.first?.end.frame == gone.first?.start.frame)
      #expect(gone.first?.start.alpha == 1 && gone.first?.end.alpha == 0)
      // C's (old item 2, new item 1) moves up a row with C, 88 → 44, fully opaque; D's 132 → 88.
      let c = separatorTracks(
        transition, kind: top, before: IndexPath(item: 2, section: 0),
        after: IndexPath(item: 1, section: 0))
      #expect(c.count == 1)
      #expect(c.first?.start.frame == CGRect(x: 16, y: 88, width: 284, height: 1))
      #expect(c.first?.end.frame == CGRect(x: 16, y: 44, width: 284, height: 1))
      #expect(c.first?.start.alpha == 1 && c.first?.end.alpha == 1)
      let d = separatorTracks(
        transition, kind: top, before: IndexPath(item: 3, section: 0),
        after: IndexPath(item: 2, section: 0))
      #expect(d.first?.start.frame.minY == 132 && d.first?.end.frame.minY == 88)
      // Three top separators remain, each with its row.
      #expect(separatorTracks(transition, kind: top).filter { $0.change != .deleted }.count == 3)
    }

    @Test(arguments: [false, true])
    func insertingARowFadesItsTopSeparatorIn(provider: Bool) throws {
      let view = try makeRows(provider: provider)
      let transition = try view.performBatchUpdates {
        try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["N"])
      }
      // N at 0…44 fades in in place, its top separator at (16, 0, 284, 1) too; A's (old 0,
      // new 1) moves down with A from 0 to 44.
      let new = separatorTracks(transition, kind: top, after: IndexPath(item: 0, section: 0))
      #expect(new.count == 1)
      #expect(new.first?.change == .inserted)
      #expect(new.first?.start.alpha == 0 && new.first?.end.alpha == 1)
      #expect(new.first?.start.frame == CGRect(x: 16, y: 0, width: 284, height: 1))
      #expect(new.first?.end.frame == CGRect(x: 16, y: 0, width: 284, height: 1))
      let a = separatorTracks(
        transition, kind: top, before: IndexPath(item: 0, section: 0),
        after: IndexPath(item: 1, section: 0))
      #expect(a.count == 1)
      #expect(a.first?.start.frame.minY == 0 && a.first?.end.frame.minY == 44)
      #expect(a.first?.start.alpha == 1 && a.first?.end.alpha == 1)
    }
  }
}
