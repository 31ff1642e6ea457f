import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// Lists in batch updates (a row's separator fades and moves with its row), and published list
  /// samples re-expressed as a user would write them.
  @Suite struct ListLayoutUpdateAndExampleTests {
    let separator = CollectionLayoutListConfiguration.separatorElementKind

    /// A 300 × 600 plain list of rows A, B, C, D (scale 0: no rounding).
    func makePlainList() throws -> CollectionView {
      let layout = CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain))
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemIdentifiers: [["A", "B", "C", "D"]])
      view.displayScale = 0
      try view.layoutIfNeeded()
      return view
    }

    @Test func deletingARowFadesItAndItsSeparator() throws {
      let view = try makePlainList()
      let transition = try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
      // Rows are 44 high: B at 44…88 fades out where it was (UIKit's default), and its
      // separator (x 16, y 88 − 1) with it.
      let row = try #require(transition.track(forItem: "B"))
      #expect(row.change == .deleted)
      #expect(row.start.frame == CGRect(x: 0, y: 44, width: 300, height: 44))
      #expect(row.end.alpha == 0 && row.end.frame == row.start.frame)
      let gone = separatorTracks(
        transition, kind: separator, before: IndexPath(item: 1, section: 0))
      #expect(gone.count == 1)
      #expect(gone.first?.change == .deleted)
      #expect(gone.first?.start.frame == CGRect(x: 16, y: 87, width: 284, height: 1))
      #expect(gone.first?.end.alpha == 0)
      // C's separator (old item 2, new item 1) moves up a row with C: 131 → 87, fully opaque.
      let moved = separatorTracks(
        transition, kind: separator, before: IndexPath(item: 2, section: 0),
        after: IndexPath(item: 1, section: 0))
      #expect(moved.count == 1)
      #expect(moved.first?.start.frame == CGRect(x: 16, y: 131, width: 284, height: 1))
      #expect(moved.first?.end.frame == CGRect(x: 16, y: 87, width: 284, height: 1))
      #expect(moved.first?.start.alpha == 1 && moved.first?.end.alpha == 1)
      // Nothing else moves to the deleted separator's place: three separators remain.
      #expect(
        transition.tracks.filter { $0.element.kind == separator && $0.change != .deleted }.count
          == 3)
    }

    @Test func insertingARowFadesItAndItsSeparatorIn() throws {
      let view = try makePlainList()
      let transition = try view.performBatchUpdates {
        try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["N"])
      }
      // N at 0…44 fades in in place; its separator at y 43 too; A's (old 0, new 1) moves down
      // from 43 to 87.
      let row = try #require(transition.track(forItem: "N"))
      #expect(row.change == .inserted)
      #expect(row.start.alpha == 0 && row.end.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
      let new = separatorTracks(transition, kind: separator, after: IndexPath(item: 0, section: 0))
      #expect(new.count == 1)
      #expect(new.first?.change == .inserted)
      #expect(new.first?.start.alpha == 0)
      #expect(new.first?.end.frame == CGRect(x: 16, y: 43, width: 284, height: 1))
      let moved = separatorTracks(
        transition, kind: separator, before: IndexPath(item: 0, section: 0),
        after: IndexPath(item: 1, section: 0))
      #expect(moved.count == 1)
      #expect(moved.first?.start.frame.minY == 43 && moved.first?.end.frame.minY == 87)
    }

    //===--- Apple's "Implementing Modern Collection Views" list samples ------===//

    /// The sample's simple list: one inset-grouped list section of 94 numbered rows, built with
    /// `UICollectionViewCompositionalLayout.list(using:)` (re-expressed, not copied), in a
    /// 390 × 844 view with UIKit's iPhone margins of 20 points (set here; our default is 8).
    @Test func simpleInsetGroupedList() throws {
      let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      let layout = CollectionViewCompositionalLayout.list(using: configuration)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
        itemIdentifiers: [(0..<94).map(String.init)])
      view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
      view.displayScale = 0
      // Rows 20 in from each side (350 wide), 18 of padding, then 44 each: row 93 at
      // 18 + 93 · 44 = 4110; the content ends 18 after the last row: 18 + 94 · 44 + 18 = 4172.
      #expect(
        try view.layoutAttributesForItem(at: IndexPath(item: 93, section: 0))?.frame
          == CGRect(x: 20, y: 4110, width: 350, height: 44))
      #expect(view.contentSize == CGSize(width: 390, height: 4172))
      // The first screen (0…844) shows rows 0 to 18 (row 18 spans 810…854) and the separators
      // of rows 0 to 17 (row 18's is at 853, below the screen).
      let visible = try #require(layout.layoutAttributesForElements(in: view.bounds))
      #expect(visible.filter { $0.representedElementCategory == .cell }.count == 19)
      #expect(visible.filter { $0.representedElementKind == separator }.count == 18)
    }

    /// The sample's list-appearances screen: a section provider giving every section a list of
    /// the chosen appearance whose first item is its header (`headerMode = .firstItemInSection`,
    /// re-expressed), switched between appearances as the sample's button does.
    @Test func listAppearancesWithFirstItemHeaders() throws {
      var appearance = CollectionLayoutListConfiguration.Appearance.plain
      let layout = CollectionViewCompositionalLayout { _, environment in
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
      // Three categories of a header item and three emoji each.
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemCounts: [4, 4, 4])
      view.displayScale = 0
      // Plain: 4 rows of 44 per section, no padding: section 2's header item at 2 · 176 = 352.
      let header2 = IndexPath(item: 0, section: 2)
      #expect(
        try view.layoutAttributesForItem(at: header2)?.frame
          == CGRect(x: 0, y: 352, width: 300, height: 44))
      // Grouped: 18 + 176 + 18 = 212 per section, so section 2's header item at 424 + 18 = 442.
      appearance = .grouped
      layout.invalidateLayout()
      #expect(
        try view.layoutAttributesForItem(at: header2)?.frame
          == CGRect(x: 0, y: 442, width: 300, height: 44))
      // Inset grouped: the same rows inside the 8-point margins.
      appearance = .insetGrouped
      layout.invalidateLayout()
      #expect(
        try view.layoutAttributesForItem(at: header2)?.frame
          == CGRect(x: 8, y: 442, width: 284, height: 44))
      // Sidebar: 8 + 176 + 8 = 192 per section: 384 + 8 = 392.
      appearance = .sidebar
      layout.invalidateLayout()
      #expect(
        try view.layoutAttributesForItem(at: header2)?.frame
          == CGRect(x: 8, y: 392, width: 284, height: 44))
    }
  }
}
