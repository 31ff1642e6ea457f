import Foundation
import Testing
import TransitionSimLayouts

/// Gives section 1 its own insets, as a flow delegate does.
private final class Section1Insets: CollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    section == 1
      ? EdgeInsets(top: 40, left: 10, bottom: 0, right: 10)
      : EdgeInsets(top: 10, left: 10, bottom: 20, right: 10)
  }
}

// Seed 003, Table 3-1: a flow layout subclass adding a decoration view behind every section.
//
// Vertical case: a 320 × 480 view, 50 × 50 items 10 apart, section insets top 10, left 10,
// bottom 20, right 10, headers 30 high, sections of 7, 3, 0 and 2 items. Lines hold 5 items
// (5 · 50 + 4 · 10 = 290 ≤ 320 − 20). Along y:
//   section 0: header 0…30; lines at 40 (= 30 + 10) and 100 (= 40 + 50 + 10), ending at 150;
//              the section ends at 150 + 20 = 170. Background: 40 − 10 = 30 to 170.
//   section 1: header 170…200; one line 210…260; ends at 280. Background: 200 to 280.
//   section 2: empty: header 280…310, insets to 310 + 10 + 20 = 340. No background.
//   section 3: header 340…370; one line 380…430; ends at 450. Background: 370 to 450.
// Backgrounds span the content's width, 320.
@Suite struct DecoratedFlowLayoutTests {
  private static let kind = DecoratedFlowLayout.sectionBackgroundKind

  private func decorated(
    _ counts: [Int] = [7, 3, 0, 2]
  ) -> (CollectionView, DecoratedFlowLayout) {
    let layout = DecoratedFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 20, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = makeView(
      width: 320, height: 480, layout: layout,
      items: CollectionView.identifiers(forItemCounts: counts))
    return (view, layout)
  }

  private func background(_ layout: DecoratedFlowLayout, _ section: Int) -> CGRect? {
    layout.layoutAttributesForDecorationView(ofKind: Self.kind, at: path(section, 0))?.frame
  }

  @Test func backgroundsCoverEachSectionsLinesAndInsets() throws {
    let (view, layout) = decorated()
    try view.layoutIfNeeded()
    #expect(background(layout, 0) == CGRect(x: 0, y: 30, width: 320, height: 140))
    #expect(background(layout, 1) == CGRect(x: 0, y: 200, width: 320, height: 80))
    #expect(background(layout, 2) == nil)  // empty section
    #expect(background(layout, 3) == CGRect(x: 0, y: 370, width: 320, height: 80))
    let first = try #require(
      layout.layoutAttributesForDecorationView(ofKind: Self.kind, at: path(0, 0)))
    #expect(first.zIndex == -1)
    #expect(first.representedElementCategory == .decorationView)
    #expect(first.representedElementKind == "SectionBackground")
    // Only item 0 and only this kind.
    #expect(layout.layoutAttributesForDecorationView(ofKind: Self.kind, at: path(0, 1)) == nil)
    #expect(layout.layoutAttributesForDecorationView(ofKind: "Other", at: path(0, 0)) == nil)
    #expect(layout.layoutAttributesForDecorationView(ofKind: Self.kind, at: path(4, 0)) == nil)
  }

  @Test func rectQueryAddsTheBackgroundsToSupers() throws {
    let (view, layout) = decorated()
    let visible = try view.visibleLayoutAttributes()
    // 12 cells, 4 headers and 3 backgrounds; the backgrounds sort first (zIndex −1).
    #expect(visible.count == 19)
    #expect(
      visible.prefix(3).map(\.elementKey)
        == [0, 1, 3].map { .decorationView(Self.kind, path($0, 0)) }
    )
    // y 175…195 lies in section 1's header, between backgrounds 0 (…170) and 1 (200…).
    let between = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 175, width: 320, height: 20))
    #expect(between?.contains { $0.representedElementCategory == .decorationView } == false)
    // y 160…205 meets backgrounds 0 and 1.
    let across = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 160, width: 320, height: 45))
    #expect(
      across?.filter { $0.representedElementCategory == .decorationView }.map(\.indexPath)
        == [path(0, 0), path(1, 0)])
  }

  @Test func delegateInsetsAreUsed() throws {
    let (view, layout) = decorated()
    let delegate = Section1Insets()
    view.delegate = delegate
    view.reloadData()
    try view.layoutIfNeeded()
    // Section 1: header 170…200, line at 200 + 40 = 240…290, bottom inset 0: background 200…290.
    #expect(background(layout, 1) == CGRect(x: 0, y: 200, width: 320, height: 90))
    withExtendedLifetime(delegate) {}
  }

  @Test func horizontalBackgroundsSpanTheHeight() throws {
    // A 300 × 200 view scrolling horizontally, insets top 10, left 20, bottom 10, right 30:
    // columns of 3 items (3 · 50 + 2 · 10 = 170 ≤ 180). Section 0 (4 items): columns at x 20 and
    // 80, ending at 130, section end 160: background x 0…160. Section 1 (2 items): column at
    // 160 + 20 = 180…230, end 260: background x 160…260. Both span y 0…200.
    let layout = DecoratedFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
    let view = makeView(
      width: 300, height: 200, layout: layout,
      items: CollectionView.identifiers(forItemCounts: [4, 2]))
    try view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 260, height: 200))
    #expect(background(layout, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
    #expect(background(layout, 1) == CGRect(x: 160, y: 0, width: 100, height: 200))
    let right = layout.layoutAttributesForElements(in: CGRect(x: 200, y: 0, width: 10, height: 10))
    #expect(
      right?.filter { $0.representedElementCategory == .decorationView }.map(\.indexPath)
        == [path(1, 0)])
  }

  @Test func deletingASectionFadesItsBackground() throws {
    let (view, layout) = decorated()
    try view.layoutIfNeeded()
    let transition = try view.performBatchUpdates { try view.deleteSections([1]) }
    let decorations = transition.tracks.filter {
      $0.element.category == .decorationView && $0.role == .element
    }
    // Old section 1's background fades out where it was.
    let deleted = try #require(decorations.first { $0.element.indexPathBefore == path(1, 0) })
    #expect(deleted.change == .deleted)
    #expect(deleted.element.indexPathAfter == nil)
    #expect(deleted.start.frame == CGRect(x: 0, y: 200, width: 320, height: 80))
    #expect(deleted.start.alpha == 1)
    #expect(deleted.end.frame == deleted.start.frame)
    #expect(deleted.end.alpha == 0)
    // Old section 3 is now section 2: header 170…200 is the (now empty) old section 2's, which
    // ends at 230; the header runs 230…260, the line 270…320, the end 340: background 260…340.
    let moved = try #require(decorations.first { $0.element.indexPathBefore == path(3, 0) })
    #expect(moved.element.indexPathAfter == path(2, 0))
    #expect(moved.start.frame == CGRect(x: 0, y: 370, width: 320, height: 80))
    #expect(moved.end.frame == CGRect(x: 0, y: 260, width: 320, height: 80))
    #expect(moved.end.alpha == 1)
    // The layout reported the deleted background, and forgot it afterwards.
    #expect(
      transition.layoutCalls.contains {
        $0.method == "indexPathsToDeleteForDecorationView(ofKind:)" && $0.kind == Self.kind
      })
    #expect(layout.deletedSections.isEmpty && layout.insertedSections.isEmpty)
  }

  @Test func insertingASectionFadesItsBackgroundIn() throws {
    let (view, layout) = decorated()
    try view.layoutIfNeeded()
    let transition = try view.performBatchUpdates {
      try view.insertSections([1], identifiers: [["N1", "N2"]])
    }
    #expect(layout.indexPathsToInsertForDecorationView(ofKind: Self.kind).isEmpty)
    // The new section 1 (2 items) is laid out like the old one: background 200…280.
    let inserted = try #require(
      transition.tracks.first {
        $0.element.category == .decorationView && $0.element.indexPathAfter == path(1, 0)
          && $0.element.indexPathBefore == nil
      })
    #expect(inserted.change == .inserted)
    #expect(inserted.start.frame == CGRect(x: 0, y: 200, width: 320, height: 80))
    #expect(inserted.start.alpha == 0)
    #expect(inserted.end.frame == inserted.start.frame)
    #expect(inserted.end.alpha == 1)
    // The old section 1 moves down to section 2: header 280…310, line 320…370, end 390.
    let moved = try #require(
      transition.tracks.first {
        $0.element.category == .decorationView && $0.element.indexPathBefore == path(1, 0)
      })
    #expect(moved.element.indexPathAfter == path(2, 0))
    #expect(moved.end.frame == CGRect(x: 0, y: 310, width: 320, height: 80))
  }
}
