import Foundation
import Testing

@testable import TransitionSimEngine

@Suite struct CollectionViewStateTests {
  private func makeView() throws -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
      itemCounts: [3, 2])
    try view.layoutIfNeeded()
    return view
  }

  /// The view's names for the parts of its state read and write the one value.
  @Test func theViewsNamesReadAndWriteItsState() throws {
    let view = try makeView()
    view.itemIdentifiers[1].append("x")
    view.storedContentOffset = CGPoint(x: 0, y: 5)
    view.orthogonalOffsets[1] = 7
    view.generatedIdentifierCount += 2
    #expect(view.state.itemIdentifiers == [["0-0", "0-1", "0-2"], ["1-0", "1-1", "x"]])
    #expect(view.state.contentOffset == CGPoint(x: 0, y: 5))
    #expect(view.contentOffset == CGPoint(x: 0, y: 5))
    #expect(view.state.orthogonalOffsets == [1: 7])
    #expect(view.state.generatedIdentifierCount == 2)
  }

  /// A checkpoint is a copy: changing the view after it leaves it alone; restoring puts every
  /// part back, including the parts a rejected update's observable state does not show (the
  /// identifier counter, the orthogonal offsets, the section identifiers), and drops the caches.
  @Test func aCheckpointIsACopyAndRestoringAssignsItBack() throws {
    let view = try makeView()
    view.orthogonalOffsets[0] = 12
    view.generatedIdentifierCount = 3
    let before = view.state
    #expect(view.indexPath(forItemIdentifier: "1-1") == IndexPath(item: 1, section: 1))
    let checkpoint = try CollectionViewCheckpoint(of: view)

    view.itemIdentifiers = [["z"]]
    view.storedSectionIdentifiers = ["Q"]
    view.orthogonalOffsets = [:]
    view.generatedIdentifierCount = 9
    view.storedContentOffset = CGPoint(x: 0, y: 40)
    view.contentSize = CGSize(width: 1, height: 1)
    view.snapshot = nil
    #expect(checkpoint.state.itemIdentifiers == before.itemIdentifiers)
    #expect(checkpoint.state.generatedIdentifierCount == 3)

    checkpoint.restore(view)
    #expect(view.itemIdentifiers == before.itemIdentifiers)
    #expect(view.storedSectionIdentifiers == nil)
    #expect(view.orthogonalOffsets == [0: 12])
    #expect(view.generatedIdentifierCount == 3)
    #expect(view.contentOffset == before.contentOffset)
    #expect(view.contentSize == before.contentSize)
    // What is on screen is the checkpoint's: the 200 × 100 bounds at the top, where the 50-point
    // cells of the first two rows (sections 0 and 1, three and two items) meet them.
    #expect(view.snapshot?.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      view.snapshot?.visibleKeys
        == Set(
          before.itemIdentifiers.indices.flatMap { section in
            before.itemIdentifiers[section].indices.map {
              ElementKey.cell(IndexPath(item: $0, section: section))
            }
          }))
    #expect(view.identifierIndex == nil && view.identifierSet == nil)
    #expect(view.indexPath(forItemIdentifier: "1-1") == IndexPath(item: 1, section: 1))
  }
}
