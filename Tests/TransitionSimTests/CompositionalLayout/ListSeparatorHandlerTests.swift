import Foundation
import Testing
import TransitionSim
import TransitionSimTesting

extension CompositionalLayoutTests {
  /// `itemSeparatorHandler`: each row's separators as the handler answers for the row — shown or
  /// not, inset by the answer's insets (x = row.minX + leading, width = row.width − leading −
  /// trailing), on the row's edges (top: y = row.minY; bottom: y = row.maxY − 1 at scale 0) —
  /// and the handler called only for the rows a query answers about.
  @Suite struct ListSeparatorHandlerTests {
    let top = CollectionLayoutListConfiguration.topSeparatorElementKind
    let bottom = CollectionLayoutListConfiguration.separatorElementKind

    /// The index paths a handler was called with, in order.
    final class CallLog {
      var paths: [IndexPath] = []
      var configurations: [ListSeparatorConfiguration] = []
    }

    /// The collection view a handler reads its counts from, once it exists.
    final class ViewBox {
      weak var view: CollectionView?
    }

    /// A 300 × 600 collection view (scale 0) laid out by a list of `configuration`.
    func makeList(
      _ configuration: CollectionLayoutListConfiguration, identifiers: [[String]]
    ) throws -> (CollectionView, CollectionViewCompositionalLayout) {
      let layout = CollectionViewCompositionalLayout.list(using: configuration)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemIdentifiers: identifiers)
      view.displayScale = 0
      try view.layoutIfNeeded()
      return (view, layout)
    }

    /// A plain list whose handler hides the bottom separator of each section's last row (as apps
    /// commonly do), reading the counts from the collection view in `box`.
    func hidingLastSeparators(_ box: ViewBox) -> CollectionLayoutListConfiguration {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.itemSeparatorHandler = { path, section in
        var row = section
        if let view = box.view, path.item == view.numberOfItems(inSection: path.section) - 1 {
          row.bottomSeparatorVisibility = .hidden
        }
        return row
      }
      return configuration
    }

    /// A list of `identifiers` whose handler hides each section's last separator, laid out
    /// again once the handler can see the view.
    func listHidingLastSeparators(
      identifiers: [[String]]
    ) throws -> (CollectionView, CollectionViewCompositionalLayout) {
      let box = ViewBox()
      let (view, layout) = try makeList(hidingLastSeparators(box), identifiers: identifiers)
      box.view = view
      layout.invalidateLayout()
      try view.layoutIfNeeded()
      return (view, layout)
    }

    @Test func theHandlerHidesEachSectionsLastSeparator() throws {
      let (view, layout) = try listHidingLastSeparators(identifiers: [
        ["A", "B", "C"], ["D", "E"],
      ])
      // Rows at 0, 44, 88, then section 1 from 132: 132, 176. Bottom separators, x 16, width
      // 284, at row.maxY − 1: rows (0, 0) 43, (0, 1) 87, (1, 0) 175; none on the last rows
      // (0, 2) and (1, 1). No top separators (`.automatic`).
      #expect(
        separators(ofKind: bottom, view, layout)
          == [
            IndexPath(item: 0, section: 0): CGRect(x: 16, y: 43, width: 284, height: 1),
            IndexPath(item: 1, section: 0): CGRect(x: 16, y: 87, width: 284, height: 1),
            IndexPath(item: 0, section: 1): CGRect(x: 16, y: 175, width: 284, height: 1),
          ])
      #expect(separators(ofKind: top, view, layout).isEmpty)
      #expect(
        layout.layoutAttributesForDecorationView(
          ofKind: bottom, at: IndexPath(item: 2, section: 0)) == nil)
      #expect(
        layout.layoutAttributesForDecorationView(
          ofKind: bottom, at: IndexPath(item: 0, section: 1))?.frame
          == CGRect(x: 16, y: 175, width: 284, height: 1))
      assertLayout(layout, in: view)
    }

    @Test func aSectionProvidersListSectionKeepsItsHandler() throws {
      // The same list, its sections made by `CollectionLayoutSection.list(using:layoutEnvironment:)`
      // in a section provider (the common pattern): the same separators as above, none on the
      // last rows (0, 2) and (1, 1).
      let box = ViewBox()
      let configuration = hidingLastSeparators(box)
      let layout = CollectionViewCompositionalLayout { _, environment in
        CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemIdentifiers: [["A", "B", "C"], ["D", "E"]])
      view.displayScale = 0
      box.view = view
      try view.layoutIfNeeded()
      #expect(
        separators(ofKind: bottom, view, layout)
          == [
            IndexPath(item: 0, section: 0): CGRect(x: 16, y: 43, width: 284, height: 1),
            IndexPath(item: 1, section: 0): CGRect(x: 16, y: 87, width: 284, height: 1),
            IndexPath(item: 0, section: 1): CGRect(x: 16, y: 175, width: 284, height: 1),
          ])
      #expect(
        layout.layoutAttributesForDecorationView(
          ofKind: bottom, at: IndexPath(item: 1, section: 1)) == nil)
    }

    @Test func theHandlersInsetsAndTopLinesArePerRow() throws {
      // Inset grouped: rows x 8, 284 wide, 18 of padding: row i at 18 + 44·i. The handler gives
      // row 0 a full-width top line (insets 0) and row 1 bottom insets 40 and 10.
      let log = CallLog()
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.itemSeparatorHandler = { path, section in
        log.configurations.append(section)
        var row = section
        if path.item == 0 {
          row.topSeparatorVisibility = .visible
          row.topSeparatorInsets = .zero
        } else {
          row.bottomSeparatorInsets = DirectionalEdgeInsets(
            top: 0, leading: 40, bottom: 0, trailing: 10)
        }
        return row
      }
      let (view, layout) = try makeList(configuration, identifiers: [["A", "B"]])
      // Row 0's top line: (8, 18, 284, 1). Its bottom separator as configured: x 8 + 16 = 24,
      // width 284 − 16 = 268, y 18 + 44 − 1 = 61. Row 1's bottom one: x 8 + 40 = 48, width
      // 284 − 40 − 10 = 234, y 62 + 44 − 1 = 105.
      #expect(
        separators(ofKind: top, view, layout)
          == [IndexPath(item: 0, section: 0): CGRect(x: 8, y: 18, width: 284, height: 1)])
      #expect(
        separators(ofKind: bottom, view, layout)
          == [
            IndexPath(item: 0, section: 0): CGRect(x: 24, y: 61, width: 268, height: 1),
            IndexPath(item: 1, section: 0): CGRect(x: 48, y: 105, width: 234, height: 1),
          ])
      // The handler is given the list's separator configuration.
      #expect(!log.configurations.isEmpty)
      #expect(log.configurations.allSatisfy { $0 == configuration.separatorConfiguration })
      assertLayout(layout, in: view)
    }

    @Test func theHandlerIsCalledOnlyForTheRowsAQueryAnswers() throws {
      let log = CallLog()
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.itemSeparatorHandler = { path, section in
        log.paths.append(path)
        return section
      }
      let (view, layout) = try makeList(
        configuration, identifiers: [(0..<1000).map(String.init)])
      // A layout pass (`prepare()`, then the collection view's query of what is on screen and
      // one viewport either side, −600…1200) asks about rows 0…27 (row 27: 1188–1232), once
      // each, and about none of the 972 others.
      log.paths = []
      layout.invalidateLayout()
      try view.layoutIfNeeded()
      #expect(log.paths.sorted() == (0..<28).map { IndexPath(item: $0, section: 0) })
      log.paths = []
      // 0…100 meets rows 0 (0–44), 1 (44–88) and 2 (88–132), whose separators span the row
      // before the handler's insets: row 2's top one (88) meets it, its bottom one (131) does
      // not. One call for each of those rows, and none for the 997 others.
      _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 100))
      #expect(log.paths.sorted() == (0..<3).map { IndexPath(item: $0, section: 0) })
      // 22010…22060 meets rows 500 (22000–22044) and 501 (22044–22088): row 500's bottom
      // separator (22043) and row 501's top one (22044).
      log.paths = []
      _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 22010, width: 300, height: 50))
      #expect(log.paths.sorted() == [500, 501].map { IndexPath(item: $0, section: 0) })
      // One element: one call, for its row.
      log.paths = []
      _ = layout.layoutAttributesForDecorationView(
        ofKind: bottom, at: IndexPath(item: 7, section: 0))
      #expect(log.paths == [IndexPath(item: 7, section: 0)])
    }

    @Test func firstItemHeadersAreRowsTheHandlerCanAnswerFor() throws {
      // `.firstItemInSection`: item 0 is a row with the rows' separators; a handler can hide its
      // bottom one.
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .firstItemInSection
      let (view, layout) = try makeList(configuration, identifiers: [["H", "A"]])
      #expect(
        separators(ofKind: bottom, view, layout)[IndexPath(item: 0, section: 0)]
          == CGRect(x: 16, y: 43, width: 284, height: 1))
      configuration.itemSeparatorHandler = { path, section in
        var row = section
        if path.item == 0 { row.bottomSeparatorVisibility = .hidden }
        return row
      }
      let (handled, handledLayout) = try makeList(configuration, identifiers: [["H", "A"]])
      #expect(
        separators(ofKind: bottom, handled, handledLayout)
          == [IndexPath(item: 1, section: 0): CGRect(x: 16, y: 87, width: 284, height: 1)])
    }

    @Test func equalityIgnoresTheHandlersBody() {
      var a = CollectionLayoutListConfiguration(appearance: .plain)
      var b = a
      a.itemSeparatorHandler = { _, section in section }
      #expect(a != b)
      b.itemSeparatorHandler = { _, section in
        var row = section
        row.bottomSeparatorVisibility = .hidden
        return row
      }
      #expect(a == b && a.hashValue == b.hashValue)
      b.separatorConfiguration.topSeparatorVisibility = .visible
      #expect(a != b)
      a.itemSeparatorHandler = nil
      #expect(a.itemSeparatorHandler == nil && b.itemSeparatorHandler != nil)
    }

    //===--- Batch updates ------------------------------------------------------===//

    /// The bottom-separator tracks whose element was at `before` and is at `after`.
    func tracks(
      _ transition: Transition, before: IndexPath? = nil, after: IndexPath? = nil
    ) -> [Track] {
      transition.tracks.filter {
        $0.element.kind == bottom
          && (before == nil || $0.element.indexPathBefore == before)
          && (after == nil || $0.element.indexPathAfter == after)
      }
    }

    @Test func aRowThatBecomesLastLosesItsSeparatorAsItMoves() throws {
      // A, B, C; B's separator (87) shows, C (last) has none. Inserting N at 0 and deleting C
      // leaves N, A, B: B is last, so its separator fades out, moving with B (44…88 → 88…132):
      // it ends at 87 + 44 = 131, transparent. A's (43) moves to 87; N's fades in at 43.
      let (view, layout) = try listHidingLastSeparators(identifiers: [["A", "B", "C"]])
      let transition = try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["N"])
      }
      let b = tracks(transition, before: IndexPath(item: 1, section: 0))
      #expect(b.count == 1)
      #expect(b.first?.start.frame == CGRect(x: 16, y: 87, width: 284, height: 1))
      #expect(b.first?.end.frame == CGRect(x: 16, y: 131, width: 284, height: 1))
      #expect(b.first?.start.alpha == 1 && b.first?.end.alpha == 0)
      let a = tracks(
        transition, before: IndexPath(item: 0, section: 0), after: IndexPath(item: 1, section: 0))
      #expect(a.first?.start.frame.minY == 43 && a.first?.end.frame.minY == 87)
      #expect(a.first?.end.alpha == 1)
      let n = tracks(transition, before: nil, after: IndexPath(item: 0, section: 0))
      #expect(n.first?.change == .inserted)
      #expect(n.first?.start.alpha == 0 && n.first?.end.frame.minY == 43)
      // After the update: separators under N and A only.
      #expect(
        separators(ofKind: bottom, view, layout).keys.sorted()
          == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func aRowThatStopsBeingLastGainsASeparatorAsItMoves() throws {
      // A, B, C; deleting A and appending M leaves B, C, M: C (88…132 → 44…88) is no longer
      // last, so it gains a separator, which fades in moving with C: from 131 (where it would
      // have been on C's old frame) to 87. B's moves from 87 to 43; A's fades out at 43.
      let (view, _) = try listHidingLastSeparators(identifiers: [["A", "B", "C"]])
      let transition = try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        try view.insertItems(at: [IndexPath(item: 2, section: 0)], identifiers: ["M"])
      }
      let c = tracks(transition, after: IndexPath(item: 1, section: 0))
      #expect(c.count == 1)
      #expect(c.first?.change == .appearing)
      #expect(c.first?.start.frame == CGRect(x: 16, y: 131, width: 284, height: 1))
      #expect(c.first?.end.frame == CGRect(x: 16, y: 87, width: 284, height: 1))
      #expect(c.first?.start.alpha == 0 && c.first?.end.alpha == 1)
      let b = tracks(
        transition, before: IndexPath(item: 1, section: 0), after: IndexPath(item: 0, section: 0))
      #expect(b.first?.start.frame.minY == 87 && b.first?.end.frame.minY == 43)
      let a = tracks(transition, before: IndexPath(item: 0, section: 0), after: nil)
      #expect(a.first?.change == .deleted && a.first?.end.alpha == 0)
      #expect(a.first?.end.frame == CGRect(x: 16, y: 43, width: 284, height: 1))
    }
  }
}
