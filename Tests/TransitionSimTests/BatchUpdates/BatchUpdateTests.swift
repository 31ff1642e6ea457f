import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct BatchUpdateMappingTests {
  @Test func deletesUseOldIndexesAndInsertsNewOnes() throws {
    // Delete B (old index 1) and insert X at new index 1: [A, B, C] → [A, X, C].
    let (view, _) = makeGrid([["A", "B", "C"]])
    try view.performBatchUpdates {
      try view.insertItems(at: [path(0, 1)], identifiers: ["X"])
      try view.deleteItems(at: [path(0, 1)])
    }
    #expect(view.itemIdentifiers == [["A", "X", "C"]])
  }

  @Test func reloadIndexIsAdjustedForOtherDeletesAndInserts() throws {
    // [A, B, C, D]: reload C (0,2), delete A (0,0), insert X at (0,1).
    // Adjusted: 2 − 1 (a delete before it) = 1, then the insert at 1 ≤ 1 → 2.
    let (view, _) = makeGrid([["A", "B", "C", "D"]])
    let transition = try view.performBatchUpdates {
      try view.reloadItems(at: [path(0, 2)])
      try view.deleteItems(at: [path(0, 0)])
      try view.insertItems(at: [path(0, 1)], identifiers: ["X"])
    }
    #expect(view.itemIdentifiers == [["B", "X", "C", "D"]])
    let reload = transition.updateItems.first { $0.updateAction == .reload }
    #expect(reload?.indexPathBeforeUpdate == path(0, 2))
    #expect(reload?.indexPathAfterUpdate == path(0, 2))
    // prepare(forCollectionViewUpdates:) sees deletes, inserts, reloads, moves in that order.
    #expect(transition.updateItems.map(\.updateAction) == [.delete, .insert, .reload])
  }

  @Test func sectionOperationsAbsorbItemOperations() throws {
    let (view, _) = makeGrid([["A", "B"], ["C"]])
    try view.performBatchUpdates {
      try view.deleteSections([0])
      try view.deleteItems(at: [path(0, 1)])  // absorbed by the section delete
      try view.insertSections([1], identifiers: [["N1", "N2"]])
      try view.insertItems(at: [path(1, 0)])  // absorbed by the section insert
    }
    #expect(view.itemIdentifiers == [["C"], ["N1", "N2"]])
  }

  @Test func movesWithinAndAcrossSectionsAndSectionMoves() throws {
    let (a, _) = makeGrid([["A", "B", "C"], ["D", "E"]])
    try a.performBatchUpdates { try a.moveItem(at: path(0, 0), to: path(1, 2)) }
    #expect(a.itemIdentifiers == [["B", "C"], ["D", "E", "A"]])

    let (b, _) = makeGrid([["A", "B", "C"], ["D", "E"]])
    try b.performBatchUpdates { try b.moveItem(at: path(0, 0), to: path(0, 2)) }
    #expect(b.itemIdentifiers == [["B", "C", "A"], ["D", "E"]])

    let (c, _) = makeGrid([["A", "B", "C"], ["D", "E"], ["F"]])
    try c.performBatchUpdates { try c.moveSection(0, toSection: 2) }
    #expect(c.itemIdentifiers == [["D", "E"], ["F"], ["A", "B", "C"]])

    // A move plus a delete and an insert: survivors fill the free slots in order.
    let (d, _) = makeGrid([["A", "B", "C", "D", "E"]])
    try d.performBatchUpdates {
      try d.moveItem(at: path(0, 4), to: path(0, 0))
      try d.deleteItems(at: [path(0, 1)])
      try d.insertItems(at: [path(0, 2)], identifiers: ["X"])
    }
    #expect(d.itemIdentifiers == [["E", "A", "X", "C", "D"]])
  }

  @Test func singleOperationsOutsideABatchRunTheirOwnUpdate() throws {
    let (view, _) = makeGrid([["A", "B"]])
    try view.insertItems(at: [path(0, 0)], identifiers: ["Z"])
    #expect(view.itemIdentifiers == [["Z", "A", "B"]])
    #expect(view.lastTransition?.track(forItem: "Z")?.change == .inserted)
    try view.deleteItems(at: [path(0, 2)])
    #expect(view.itemIdentifiers == [["Z", "A"]])
    try view.moveItem(at: path(0, 0), to: path(0, 1))
    #expect(view.itemIdentifiers == [["A", "Z"]])
  }

  @Test func generatedIdentifiersAreUniqueAndDeterministic() throws {
    let (view, _) = makeGrid([["new-1"]])
    try view.performBatchUpdates { try view.insertItems(at: [path(0, 0), path(0, 2)]) }
    #expect(view.itemIdentifiers == [["new-2", "new-1", "new-3"]])
  }

  @Test func nestedBatchesRunOnce() throws {
    let (view, _) = makeGrid([["A", "B"]])
    let outer = try view.performBatchUpdates {
      try view.deleteItems(at: [path(0, 0)])
      let inner = try view.performBatchUpdates {
        try view.insertItems(at: [path(0, 1)], identifiers: ["X"])
      }
      #expect(inner.tracks.isEmpty)
    }
    #expect(view.itemIdentifiers == [["B", "X"]])
    #expect(outer.updateItems.count == 2)
  }

  @Test func anUpdateThatThrowsInsideTheClosureChangesNothing() throws {
    struct Stop: Error {}
    let (view, _) = makeGrid([["A", "B"]])
    #expect(throws: Stop.self) {
      try view.performBatchUpdates {
        try view.deleteItems(at: [path(0, 0)])
        throw Stop()
      }
    }
    #expect(view.itemIdentifiers == [["A", "B"]])
    try view.performBatchUpdates { try view.deleteItems(at: [path(0, 1)]) }
    #expect(view.itemIdentifiers == [["A"]])
  }
}

@Suite struct BatchUpdateAnimationTests {
  @Test func defaultsFadeInsertedAndDeletedItemsAndMoveSurvivors() throws {
    // [A, B, C, D]: delete B, insert X at the end. Survivors C and D slide left by one column.
    let (view, _) = makeGrid([["A", "B", "C", "D"]])
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [path(0, 1)])
      try view.insertItems(at: [path(0, 3)], identifiers: ["X"])
    }
    let deleted = try #require(transition.track(forItem: "B"))
    #expect(deleted.change == .deleted)
    #expect(deleted.start.frame == gridFrame(1) && deleted.start.alpha == 1)
    #expect(deleted.end.frame == gridFrame(1) && deleted.end.alpha == 0, "fades out in place")

    let inserted = try #require(transition.track(forItem: "X"))
    #expect(inserted.change == .inserted)
    #expect(inserted.start.frame == gridFrame(3) && inserted.start.alpha == 0, "fades in in place")
    #expect(inserted.end.frame == gridFrame(3) && inserted.end.alpha == 1)

    let c = try #require(transition.track(forItem: "C"))
    #expect(c.change == .unchanged)
    #expect(c.start.frame == gridFrame(2) && c.end.frame == gridFrame(1))
    #expect(c.start.alpha == 1 && c.end.alpha == 1)
    #expect(transition.tracks(forItem: "C").count == 1, "a plain move, no ghost")

    let a = try #require(transition.track(forItem: "A"))
    #expect(a.start == a.end)
    #expect(transition.tracks.count == 5)
    #expect(transition.animation == .collectionViewDefault)
  }

  @Test func explicitMovesAreMarkedMoved() throws {
    let (view, _) = makeGrid([["A", "B", "C"]])
    let transition = try view.performBatchUpdates {
      try view.moveItem(at: path(0, 0), to: path(0, 2))
    }
    let a = try #require(transition.track(forItem: "A"))
    #expect(a.change == .moved)
    #expect(a.start.frame == gridFrame(0) && a.end.frame == gridFrame(2))
    #expect(a.element.indexPathBefore == path(0, 0) && a.element.indexPathAfter == path(0, 2))
    #expect(transition.track(forItem: "B")?.change == .unchanged)
  }

  @Test func reloadCrossFadesTheOldViewOverTheNewOne() throws {
    let (view, _) = makeGrid([["A", "B"]])
    let transition = try view.performBatchUpdates { try view.reloadItems(at: [path(0, 1)]) }
    let tracks = transition.tracks(forItem: "B")
    #expect(tracks.count == 2)
    let ghost = try #require(tracks.first { $0.role == .ghost })
    let element = try #require(tracks.first { $0.role == .element })
    #expect(ghost.change == .reloaded && element.change == .reloaded)
    #expect(ghost.start.alpha == 1 && ghost.end.alpha == 0 && ghost.end.frame == gridFrame(1))
    // The new view is not faded by the default: it appears under the fading old one (the reload
    // "cross-fade").
    #expect(element.start == element.end)
    #expect(element.end.frame == gridFrame(1) && element.end.alpha == 1)
  }

  @Test func insertedSectionFadesInWithItsHeader() throws {
    let (view, layout) = makeGrid([["A"]])
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    let transition = try view.performBatchUpdates {
      try view.insertSections([0], identifiers: [["N"]])
    }
    #expect(view.itemIdentifiers == [["N"], ["A"]])
    let header = try #require(
      transition.tracks.first {
        $0.element.kind == CollectionView.elementKindSectionHeader
          && $0.element.indexPathAfter == path(0, 0)
      })
    #expect(header.change == .inserted)
    #expect(header.start.alpha == 0 && header.end.alpha == 1)
    #expect(header.end.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
    let n = try #require(transition.track(forItem: "N"))
    #expect(n.start.alpha == 0 && n.change == .inserted)
    // The old section's header moves down with its section: 0 → 20 + 50 = 70.
    let moved = try #require(
      transition.tracks.first {
        $0.element.kind == CollectionView.elementKindSectionHeader
          && $0.element.indexPathAfter == path(1, 0)
      })
    #expect(moved.element.indexPathBefore == path(0, 0))
    #expect(moved.start.frame.minY == 0 && moved.end.frame.minY == 70)
    #expect(moved.start.alpha == 1 && moved.end.alpha == 1)
  }

  @Test func deletedSectionFadesOutWithItsHeader() throws {
    let (view, layout) = makeGrid([["A"], ["B"]])
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    let transition = try view.performBatchUpdates { try view.deleteSections([0]) }
    let header = try #require(
      transition.tracks.first {
        $0.element.kind == CollectionView.elementKindSectionHeader
          && $0.element.indexPathBefore == path(0, 0) && $0.element.indexPathAfter == nil
      })
    #expect(header.change == .deleted)
    #expect(header.end.alpha == 0 && header.end.frame == header.start.frame)
    #expect(transition.track(forItem: "A")?.end.alpha == 0)
    #expect(transition.track(forItem: "B")?.end.frame.minY == 20)
  }

  @Test func offScreenChangesDoNotAnimateAndItemsScrollIn() throws {
    // 100 tall: lines 0 (0–50) and 1 (60–110) are visible; 30 items in 6 lines.
    let ids = (0..<30).map { "i\($0)" }
    let (view, _) = makeGrid([ids], height: 100)
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [path(0, 0), path(0, 25)])
    }
    // i0 was visible: it fades. i25 was off screen: no track.
    #expect(transition.track(forItem: "i0")?.change == .deleted)
    #expect(transition.track(forItem: "i25") == nil)
    // i10 was at grid position 10 (y 120, off screen) and moves to 9 (y 60): it scrolls in from
    // its real old place.
    let i10 = try #require(transition.track(forItem: "i10"))
    #expect(i10.change == .appearing)
    #expect(i10.start.frame == gridFrame(10) && i10.end.frame == gridFrame(9))
    // i5 leaves line 1 for line 0: still visible. i20 stays off screen: no track.
    #expect(transition.track(forItem: "i5")?.change == .unchanged)
    #expect(transition.track(forItem: "i20") == nil)
    #expect(
      transition.tracks.allSatisfy { $0.start.frame.union($0.end.frame).overlaps(view.bounds) })
  }

  @Test func contentShrinkingPullsTheOffsetBack() throws {
    // 20 items (4 lines, 230 tall) in a 100-tall view scrolled to the bottom (130). Deleting the
    // last line's 5 items shrinks the content to 170, so the offset is pulled back to 70.
    let ids = (0..<20).map { "i\($0)" }
    let (view, _) = makeGrid([ids], height: 100)
    try view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 130)
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: (15..<20).map { path(0, $0) })
    }
    #expect(transition.contentOffsetBefore == CGPoint(x: 0, y: 130))
    #expect(transition.contentOffsetAfter == CGPoint(x: 0, y: 70))
    #expect(transition.contentSizeBefore.height == 230 && transition.contentSizeAfter.height == 170)
    #expect(view.contentOffset == CGPoint(x: 0, y: 70))
  }

  @Test func batchWithNoOperationsAnimatesAPendingLayoutChange() throws {
    let (view, layout) = makeGrid([["A", "B"]])
    try view.layoutIfNeeded()
    layout.itemSize = CGSize(width: 100, height: 100)
    let transition = try view.performBatchUpdates(nil)
    let b = try #require(transition.track(forItem: "B"))
    #expect(b.start.frame == gridFrame(1))
    // 100-point items: 3 fit in 320 (gap 10); B is the second of a 2-item last line.
    #expect(b.end.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
  }
}

@Suite struct BatchUpdateReloadSectionTests {
  @Test func aReloadedSectionKeepsItsItems() throws {
    // A section reload replaces the section's views, not its data (a reload counts as a delete and
    // an insert of the section).
    let (view, _) = makeGrid([["A", "B"], ["C"]])
    let transition = try view.performBatchUpdates { try view.reloadSections([0]) }
    #expect(view.itemIdentifiers == [["A", "B"], ["C"]])
    #expect(transition.updateItems.map(\.updateAction) == [.reload])
    // The old views fade out and the new ones fade in (the section counts as deleted and
    // inserted).
    let a = transition.tracks(forItem: "A")
    #expect(a.contains { $0.change == .deleted && $0.end.alpha == 0 })
    #expect(a.contains { $0.change == .inserted && $0.start.alpha == 0 })
  }

  @Test func aBatchRecordedInsideAnotherJoinsIt() throws {
    let (view, _) = makeGrid([["A", "B", "C"]])
    var inner = BatchUpdate()
    inner.operations += ([path(0, 2)]).map(BatchUpdate.Operation.deleteItem)
    try view.performBatchUpdates {
      try view.deleteItems(at: [path(0, 0)])
      try view.performBatchUpdates(inner)
    }
    #expect(view.itemIdentifiers == [["B"]])
  }
}
