import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The calls a batch update makes to a flow layout, in order (UIKit's order; see
/// ``CollectionViewLayout``).
///
/// Hooks are gathered deleted cells first, then inserted and reloaded cells, then survivors (each
/// asked `final…(oldIP)` then `initial…(newIP)`), then supplementary and decoration views.
@Suite struct BatchUpdateLifecycleTests {
  private func calls(_ transition: Transition) -> [String] {
    transition.layoutCalls.map { call in
      var text = call.method
      if let path = call.indexPath { text += " \(path.section)-\(path.item)" }
      return text
    }
  }

  private static let head = [
    "invalidateLayout(with:)", "prepare()", "collectionViewContentSize",
    "prepare(forCollectionViewUpdates:)", "layoutAttributesForElements(in:)",
    "targetContentOffset(forProposedContentOffset:)", "layoutAttributesForElements(in:)",
  ]

  private func survivor(_ old: String, _ new: String) -> [String] {
    [
      "finalLayoutAttributesForDisappearingItem(at:) \(old)",
      "initialLayoutAttributesForAppearingItem(at:) \(new)",
    ]
  }

  private func laidOutGrid(_ ids: [[String]]) throws -> CollectionView {
    let (view, _) = makeGrid(ids)
    try view.layoutIfNeeded()
    return view
  }

  @Test func insert() throws {
    let view = try laidOutGrid([["A", "B", "C"]])
    let transition = try view.performBatchUpdates {
      try view.insertItems(at: [path(0, 1)], identifiers: ["X"])
    }
    #expect(
      calls(transition)
        == Self.head + ["initialLayoutAttributesForAppearingItem(at:) 0-1"]
        + survivor("0-0", "0-0") + survivor("0-1", "0-2") + survivor("0-2", "0-3")
        + ["finalizeCollectionViewUpdates()"])
  }

  @Test func delete() throws {
    let view = try laidOutGrid([["A", "B", "C"]])
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(0, 1)]) }
    #expect(
      calls(transition)
        == Self.head + ["finalLayoutAttributesForDisappearingItem(at:) 0-1"]
        + survivor("0-0", "0-0") + survivor("0-2", "0-1") + ["finalizeCollectionViewUpdates()"])
  }

  @Test func move() throws {
    let view = try laidOutGrid([["A", "B", "C"]])
    let transition = try view.performBatchUpdates {
      try view.moveItem(at: path(0, 0), to: path(0, 2))
    }
    #expect(
      calls(transition)
        == Self.head + survivor("0-1", "0-0") + survivor("0-2", "0-1") + survivor("0-0", "0-2")
        + ["finalizeCollectionViewUpdates()"])
  }

  @Test func reload() throws {
    let view = try laidOutGrid([["A", "B", "C"]])
    let transition = try view.performBatchUpdates { try view.reloadItems(at: [path(0, 1)]) }
    #expect(
      calls(transition)
        == Self.head + [
          "finalLayoutAttributesForDisappearingItem(at:) 0-1",
          "initialLayoutAttributesForAppearingItem(at:) 0-1",
        ] + survivor("0-0", "0-0") + survivor("0-2", "0-2") + ["finalizeCollectionViewUpdates()"])
  }

  @Test func sectionOperationsAskForSupplementaryIndexPaths() throws {
    let (view, layout) = makeGrid([["A"], ["B"]])
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    try view.layoutIfNeeded()
    let header = CollectionView.elementKindSectionHeader
    let transition = try view.performBatchUpdates { try view.deleteSections([0]) }
    let names = calls(transition)
    #expect(
      Array(names.prefix(7)) == [
        "invalidateLayout(with:)", "prepare()", "collectionViewContentSize",
        "prepare(forCollectionViewUpdates:)", "layoutAttributesForElements(in:)",
        "indexPathsToDeleteForSupplementaryView(ofKind:)",
        "indexPathsToInsertForSupplementaryView(ofKind:)",
      ])
    #expect(transition.layoutCalls[5].kind == header)
    #expect(
      Array(names.dropFirst(7)) == [
        "targetContentOffset(forProposedContentOffset:)", "layoutAttributesForElements(in:)",
        "finalLayoutAttributesForDisappearingItem(at:) 0-0",
        "finalLayoutAttributesForDisappearingItem(at:) 1-0",
        "initialLayoutAttributesForAppearingItem(at:) 0-0",
        "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:) 0-0",
        "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:) 1-0",
        "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:) 0-0",
        "finalizeCollectionViewUpdates()",
      ])
    // prepare(forCollectionViewUpdates:) got one section delete: item NSNotFound.
    #expect(transition.updateItems.count == 1)
    #expect(transition.updateItems.first?.isSectionOperation == true)
    #expect(transition.updateItems.first?.indexPathBeforeUpdate == path(0, NSNotFound))
  }
}

/// A layout written like the fixed WWDC 2012 CircleLayout (mpospese/CircleLayout 1.1): it calls
/// `super` in every hook and changes only the attributes of the index paths its update items name.
final class FixedCircleLayout: CollectionViewLayout {
  private var center = CGPoint.zero
  private var radius: CGFloat = 0
  private var count = 0
  private var inserted: [IndexPath] = []
  private var deleted: [IndexPath] = []

  override func prepare() {
    super.prepare()
    let size = collectionView?.frame.size ?? .zero
    count = collectionView?.numberOfItems(inSection: 0) ?? 0
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  override var collectionViewContentSize: CGSize { collectionView?.frame.size ?? .zero }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, indexPath.item < count else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.size = CGSize(width: 70, height: 70)
    let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(count)
    attributes.center = CGPoint(
      x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for item in updateItems {
      if item.updateAction == .insert, let path = item.indexPathAfterUpdate {
        inserted.append(path)
      }
      if item.updateAction == .delete, let path = item.indexPathBeforeUpdate {
        deleted.append(path)
      }
    }
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    inserted = []
    deleted = []
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    if inserted.contains(itemIndexPath) {
      attributes?.alpha = 0
      attributes?.center = center
    }
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    if deleted.contains(itemIndexPath) {
      attributes?.alpha = 0
      attributes?.center = center
      attributes?.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1)
    }
    return attributes
  }
}

@Suite struct FixedCircleLayoutUpdateTests {
  /// Centre (150, 200), radius 300 / 2.5 = 120.
  private func position(_ item: Int, of count: Int) -> CGPoint {
    let angle = 2 * Double.pi * Double(item) / Double(count)
    return CGPoint(x: 150 + 120 * cos(angle), y: 200 + 120 * sin(angle))
  }

  @Test func insertedItemsGrowFromTheCentreWhileTheOthersSlide() throws {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: FixedCircleLayout(),
      itemIdentifiers: [["A", "B", "C", "D"]])
    let transition = try view.performBatchUpdates {
      try view.insertItems(at: [path(0, 2)], identifiers: ["X"])
    }
    let x = try #require(transition.track(forItem: "X"))
    #expect(x.start.center == CGPoint(x: 150, y: 200) && x.start.alpha == 0)
    #expect(x.end.center == position(2, of: 5) && x.end.alpha == 1)
    // Survivors slide from their place among 4 to their place among 5, in one move.
    for (id, old, new) in [("A", 0, 0), ("B", 1, 1), ("C", 2, 3), ("D", 3, 4)] {
      let tracks = transition.tracks(forItem: id)
      #expect(tracks.count == 1, "\(id) makes a single move")
      #expect(tracks.first?.start.center == position(old, of: 4), "\(id)")
      #expect(tracks.first?.end.center == position(new, of: 5), "\(id)")
      #expect(tracks.first?.start.alpha == 1 && tracks.first?.end.alpha == 1)
    }
  }

  @Test func deletedItemsShrinkIntoTheCentre() throws {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: FixedCircleLayout(),
      itemIdentifiers: [["A", "B", "C"]])
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(0, 0)]) }
    let a = try #require(transition.track(forItem: "A"))
    #expect(a.change == .deleted)
    #expect(a.start.center == position(0, of: 3))
    #expect(a.end.center == CGPoint(x: 150, y: 200) && a.end.alpha == 0)
    #expect(a.end.transform3D == Transform3D(scaleX: 0.1, y: 0.1, z: 1))
    #expect(transition.track(forItem: "B")?.end.center == position(0, of: 2))
    #expect(transition.tracks(forItem: "B").count == 1)
  }

  @Test func theUnfixedLayoutShrinksEveryCellToTheCentre() throws {
    // Pospesel's observation: applying the centre to every path (no filtering) makes surviving
    // cells shrink away and reappear: each survivor gets a ghost going to the centre.
    let layout = UnfilteredCircleLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C"]])
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(0, 0)]) }
    let b = transition.tracks(forItem: "B")
    #expect(b.count == 2)
    #expect(b.first { $0.role == .ghost }?.end.center == CGPoint(x: 150, y: 200))
  }
}

/// The 1.0 CircleLayout mistake: the disappearing hook moves every item to the centre.
final class UnfilteredCircleLayout: CollectionViewLayout {
  override var collectionViewContentSize: CGSize { collectionView?.frame.size ?? .zero }
  private func positioned(_ path: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let view = collectionView, path.item < view.numberOfItems(inSection: 0) else {
      return nil
    }
    let count = view.numberOfItems(inSection: 0)
    var attributes = CollectionViewLayoutAttributes(forCellWith: path)
    attributes.size = CGSize(width: 70, height: 70)
    let angle = 2 * CGFloat.pi * CGFloat(path.item) / CGFloat(count)
    attributes.center = CGPoint(x: 150 + 120 * cos(angle), y: 200 + 120 * sin(angle))
    return attributes
  }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    positioned(indexPath)
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    return (0..<count).compactMap { positioned(IndexPath(item: $0, section: 0)) }
  }
  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    attributes?.center = CGPoint(x: 150, y: 200)
    attributes?.alpha = 0
    return attributes
  }
}
