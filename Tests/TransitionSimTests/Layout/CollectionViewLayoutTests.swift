import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct CollectionViewLayoutTests {
  private func flowView() throws -> (CollectionView, CollectionViewFlowLayout) {
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [3, 2])
    view.displayScale = 0
    try view.layoutIfNeeded()
    return (view, layout)
  }

  @Test func baseClassDefaults() {
    let layout = CollectionViewLayout()
    #expect(layout.collectionViewContentSize == .zero)
    #expect(layout.layoutAttributesForElements(in: .infinite) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
    let proposed = CGPoint(x: 3, y: 4)
    #expect(layout.targetContentOffset(forProposedContentOffset: proposed) == proposed)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 1, y: 1)) == proposed)
    #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "x").isEmpty)
    #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "x").isEmpty)
    #expect(layout.collectionView == nil)
  }

  @Test func withNoUpdateInFlightAppearingAndDisappearingFade() throws {
    // No current update (a bounds change) → alpha-0 copies, as UIKit's base class does.
    let (_, layout) = try flowView()
    let path = IndexPath(item: 1, section: 0)
    let current = try #require(layout.layoutAttributesForItem(at: path))
    var faded = current
    faded.alpha = 0
    #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == faded)
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == faded)
    let header = CollectionView.elementKindSectionHeader
    #expect(
      layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path)
        == nil, "no header in this layout")
  }

  @Test func insertedItemsAndSectionsFadeWhileSurvivorsDoNot() throws {
    let (_, layout) = try flowView()
    let inserted = IndexPath(item: 2, section: 0)
    let survivor = IndexPath(item: 0, section: 0)
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: inserted),
      CollectionViewUpdateItem(
        action: .insert, indexPathBeforeUpdate: nil,
        indexPathAfterUpdate: CollectionViewUpdateItem.sectionIndexPath(1)),
    ])
    #expect(layout.initialLayoutAttributesForAppearingItem(at: inserted)?.alpha == 0)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: survivor)?.alpha == 1)
    #expect(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 1))?.alpha
        == 0,
      "every item of an inserted section fades in")
    // The flow layout lists the inserted section's header and footer.
    #expect(
      layout.indexPathsToInsertForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader)
        == [IndexPath(item: 0, section: 1)])
    #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "custom").isEmpty)
    layout.finalizeCollectionViewUpdates()
    #expect(
      layout.indexPathsToInsertForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader)
        .isEmpty)
  }

  @Test func deletedItemsFadeOutInPlace() throws {
    let (view, layout) = try flowView()
    let deleted = IndexPath(item: 1, section: 0)
    let onScreen = try #require(view.displayedAttributes(for: .cell(deleted)))
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        action: .delete, indexPathBeforeUpdate: deleted, indexPathAfterUpdate: nil)
    ])
    let final = try #require(layout.finalLayoutAttributesForDisappearingItem(at: deleted))
    #expect(final.frame == onScreen.frame)
    #expect(final.alpha == 0)
    layout.finalizeCollectionViewUpdates()
  }
}
