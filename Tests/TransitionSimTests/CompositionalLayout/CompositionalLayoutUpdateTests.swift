import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Batch updates on a compositional layout: the layout lists the boundary items and
  /// backgrounds of inserted and deleted sections, and they fade in and out.
  @Suite struct CompositionalLayoutUpdateTests {
    /// Records what the layout lists, as a subclass overriding the hooks would see it.
    final class ListingLayout: CollectionViewCompositionalLayout {
      var inserted: [String: [IndexPath]] = [:]
      var deleted: [String: [IndexPath]] = [:]

      override func indexPathsToInsertForSupplementaryView(ofKind kind: String) -> [IndexPath] {
        let paths = super.indexPathsToInsertForSupplementaryView(ofKind: kind)
        inserted[kind] = paths
        return paths
      }

      override func indexPathsToDeleteForSupplementaryView(ofKind kind: String) -> [IndexPath] {
        let paths = super.indexPathsToDeleteForSupplementaryView(ofKind: kind)
        deleted[kind] = paths
        return paths
      }

      override func indexPathsToInsertForDecorationView(ofKind kind: String) -> [IndexPath] {
        let paths = super.indexPathsToInsertForDecorationView(ofKind: kind)
        inserted[kind] = paths
        return paths
      }

      override func indexPathsToDeleteForDecorationView(ofKind kind: String) -> [IndexPath] {
        let paths = super.indexPathsToDeleteForDecorationView(ofKind: kind)
        deleted[kind] = paths
        return paths
      }
    }

    /// Rows of one 100 × 40 item under a 30-high header, with a background, in a 100 × 400 view.
    private func makeView() throws -> (CollectionView, ListingLayout) {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(40)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: row)
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header",
          alignment: .top)
      ]
      section.decorationItems = [.background(elementKind: "background")]
      let layout = ListingLayout(section: section)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout,
        itemIdentifiers: [["A"], ["B"]])
      view.displayScale = 0
      try view.layoutIfNeeded()
      return (view, layout)
    }

    @Test func theViewsOfInsertedAndDeletedSectionsAreListedAndFade() throws {
      let (view, layout) = try makeView()
      let transition = try view.performBatchUpdates {
        try view.deleteSections(IndexSet(integer: 1))
        try view.insertSections(IndexSet(integer: 0), identifiers: [["N"]])
      }
      // Section 1 (before) is deleted; section 0 (after) is inserted; each has both views.
      #expect(layout.deleted["header"] == [IndexPath(item: 0, section: 1)])
      #expect(layout.deleted["background"] == [IndexPath(item: 0, section: 1)])
      #expect(layout.inserted["header"] == [IndexPath(item: 0, section: 0)])
      #expect(layout.inserted["background"] == [IndexPath(item: 0, section: 0)])
      let headers = transition.tracks.filter { $0.element.kind == "header" }
      // The deleted section's header: 70 down (30 + 40), fading out where it was.
      let gone = try #require(headers.first { $0.change == .deleted })
      #expect(gone.element.indexPathBefore == IndexPath(item: 0, section: 1))
      #expect(gone.start.frame == CGRect(x: 0, y: 70, width: 100, height: 30))
      #expect(gone.end.alpha == 0)
      // The inserted section's header: at the top, fading in.
      let new = try #require(headers.first { $0.change == .inserted })
      #expect(new.element.indexPathAfter == IndexPath(item: 0, section: 0))
      #expect(new.end.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
      #expect(new.start.alpha == 0)
      // The surviving section's header moves from (0, 0) to below the new section, y = 70.
      let kept = try #require(
        headers.first { $0.element.indexPathBefore == IndexPath(item: 0, section: 0) })
      #expect(kept.element.indexPathAfter == IndexPath(item: 0, section: 1))
      #expect(kept.end.frame == CGRect(x: 0, y: 70, width: 100, height: 30))
      #expect(kept.end.alpha == 1)
    }
  }
}

extension CompositionalLayoutTests {
  /// Layout swaps and bounds changes with a compositional layout.
  ///
  /// The layout's own boundary items (the configuration's, at `(0, 0)`) through section updates.
  @Suite struct LayoutWideBoundaryItemTests {
    /// Rows 120 tall, one a section, and a 40-point layout footer of kind "end" after them, in a
    /// 300 × 600 view.
    private func makeView() throws -> CollectionView {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(120)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "end",
          alignment: .bottom)
      ]
      let layout = CollectionViewCompositionalLayout(
        section: CollectionLayoutSection(group: row), configuration: configuration)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemIdentifiers: [["A"]])
      view.displayScale = 0
      try view.layoutIfNeeded()
      return view
    }

    @Test func aLayoutFooterMovesAsOneViewWhenSectionZeroIsInserted() throws {
      // Before: A at 0…120, "end" at 120…160. Inserting section 0 (N) puts N at 0, A at 120
      // and "end" at 240…280: the one view slides down, opaque throughout; no copy fades.
      let view = try makeView()
      let transition = try view.performBatchUpdates {
        try view.insertSections([0], identifiers: [["N"]])
      }
      let end = transition.tracks.filter { $0.element.kind == "end" }
      #expect(end.count == 1)
      #expect(end.first?.start.frame == CGRect(x: 0, y: 120, width: 300, height: 40))
      #expect(end.first?.end.frame == CGRect(x: 0, y: 240, width: 300, height: 40))
      #expect(end.first?.start.alpha == 1 && end.first?.end.alpha == 1)
    }

    @Test func aLayoutFooterMovesAsOneViewWhenSectionZeroIsDeleted() throws {
      // Two sections (N, A); deleting section 0 moves "end" from 240 up to 120.
      let view = try makeView()
      try view.performBatchUpdates { try view.insertSections([0], identifiers: [["N"]]) }
      let transition = try view.performBatchUpdates { try view.deleteSections([0]) }
      let end = transition.tracks.filter { $0.element.kind == "end" }
      #expect(end.count == 1)
      #expect(end.first?.start.frame.minY == 240)
      #expect(end.first?.end.frame.minY == 120)
      #expect(end.first?.end.alpha == 1)
    }
  }

  @Suite struct CompositionalLayoutTransitionTests {
    /// Two columns of 50-high items in a view 200 wide.
    private func twoColumns() -> CollectionViewCompositionalLayout {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
    }

    @Test func aSwapFromFlowEndsAtTheCompositionalFrames() throws {
      let flow = CollectionViewFlowLayout()
      flow.itemSize = CGSize(width: 200, height: 20)
      flow.minimumLineSpacing = 0
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: flow,
        itemIdentifiers: [["A", "B", "C"]])
      view.displayScale = 0
      try view.layoutIfNeeded()
      let transition = try #require(try view.setCollectionViewLayout(twoColumns(), animated: true))
      // Flow: one 200 × 20 item a line. Compositional: A (0, 0), B (100, 0), C (0, 50), 100 × 50.
      let expected: [String: (CGRect, CGRect)] = [
        "A": (
          CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 0, width: 100, height: 50)
        ),
        "B": (
          CGRect(x: 0, y: 20, width: 200, height: 20), CGRect(x: 100, y: 0, width: 100, height: 50)
        ),
        "C": (
          CGRect(x: 0, y: 40, width: 200, height: 20), CGRect(x: 0, y: 50, width: 100, height: 50)
        ),
      ]
      for (identifier, (start, end)) in expected {
        let track = try #require(transition.track(forItem: identifier))
        #expect(track.start.frame == start, "\(identifier)")
        #expect(track.end.frame == end, "\(identifier)")
      }
    }

    @Test func aResizeRelaysTheColumnsOut() throws {
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: twoColumns(),
        itemIdentifiers: [["A", "B"]])
      view.displayScale = 0
      try view.layoutIfNeeded()
      let transition = try #require(
        try view.setFrame(CGRect(x: 0, y: 0, width: 300, height: 400), animated: true))
      // Half of 200, then half of 300: B goes from (100, 0, 100, 50) to (150, 0, 150, 50).
      // With no update in flight the hooks' defaults fade, so the old view fades out where it was
      // (the ghost) and the new one fades in where it ends.
      let tracks = transition.tracks.filter { $0.element.itemIdentifier == "B" }
      let ghost = try #require(tracks.first { $0.role == .ghost })
      let element = try #require(tracks.first { $0.role == .element })
      #expect(ghost.start.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
      #expect(ghost.end.alpha == 0)
      #expect(element.end.frame == CGRect(x: 150, y: 0, width: 150, height: 50))
      #expect(element.start.alpha == 0)
    }
  }
}
