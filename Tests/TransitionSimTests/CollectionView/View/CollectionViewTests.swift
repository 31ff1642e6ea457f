import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A flow layout that counts its lifecycle calls and remembers what it saw.
final class CountingFlowLayout: CollectionViewFlowLayout {
  var prepareCount = 0
  var boundsSeenDuringShouldInvalidate: [CGRect] = []

  override func prepare() {
    prepareCount += 1
    super.prepare()
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsSeenDuringShouldInvalidate.append(collectionView?.bounds ?? .null)
    return super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }
}

/// A layout that raises an error from `prepare()` while `fails` is set.
final class FailingLayout: CollectionViewLayout {
  var fails = true
  override func prepare() {
    super.prepare()
    if fails { raise(.raised("boom in prepare")) }
  }
  override var collectionViewContentSize: CGSize { CGSize(width: 10, height: 10) }
}

@Suite struct CollectionViewTests {
  private func grid(height: CGFloat = 100) -> (CollectionView, CountingFlowLayout) {
    let layout = CountingFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout,
      itemCounts: [14])
    view.displayScale = 0
    return (view, layout)
  }

  @Test func visibleItemsAreThoseInTheBounds() throws {
    // Lines at y = 0, 60, 120 (see the flow-layout grid test). 100 tall: lines 0 and 1.
    let (view, _) = grid()
    #expect(try view.indexPathsForVisibleItems == (0..<10).map { IndexPath(item: $0, section: 0) })
    view.contentOffset = CGPoint(x: 0, y: 70)
    // Visible 70–170: line 1 (60–110) and line 2 (120–170).
    #expect(try view.indexPathsForVisibleItems == (5..<14).map { IndexPath(item: $0, section: 0) })
  }

  @Test func indexPathForItemAtAPoint() throws {
    let (view, _) = grid()
    // Item 6 is at x 67.5–117.5, y 60–110.
    #expect(try view.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
    // The gap between columns 0 and 1 (x 50–67.5) holds no item.
    #expect(try view.indexPathForItem(at: CGPoint(x: 60, y: 65)) == nil)
  }

  @Test func layoutIsPreparedOnceUntilInvalidated() throws {
    let (view, layout) = grid()
    #expect(layout.prepareCount == 0, "nothing runs before the first query")
    _ = try view.indexPathsForVisibleItems
    _ = try view.visibleLayoutAttributes()
    #expect(layout.prepareCount == 1)
    view.reloadData()
    #expect(layout.prepareCount == 1, "invalidation is lazy")
    _ = try view.indexPathsForVisibleItems
    #expect(layout.prepareCount == 2)
  }

  @Test func boundsChangesConsultTheLayoutWithTheOldBounds() throws {
    let (view, layout) = grid()
    _ = try view.indexPathsForVisibleItems
    view.contentOffset = CGPoint(x: 0, y: 30)
    // Scrolling a flow layout without pinning does not invalidate it.
    _ = try view.indexPathsForVisibleItems
    #expect(layout.prepareCount == 1)
    #expect(
      layout.boundsSeenDuringShouldInvalidate == [CGRect(x: 0, y: 0, width: 320, height: 100)])
    // A width change does: 4 columns no longer fit the same way.
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    _ = try view.indexPathsForVisibleItems
    #expect(layout.prepareCount == 2)
    #expect(
      layout.boundsSeenDuringShouldInvalidate.last == CGRect(x: 0, y: 30, width: 320, height: 100))
    // 200 wide: 3 per line (50 + 10 + 50 + 10 + 50 = 170), gap 25 → item 3 starts line 2.
    #expect(try view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 60)
  }

  @Test func aRaisedLayoutErrorIsThrownAndTheNextPassRetries() throws {
    let layout = FailingLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: layout,
      itemCounts: [1])
    #expect(throws: CollectionViewLayoutError.raised("boom in prepare")) {
      try view.layoutIfNeeded()
    }
    layout.fails = false
    try view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 10, height: 10))
  }

  @Test func identifiersAndIndexPaths() {
    let view = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout(),
      itemIdentifiers: [["A", "B"], [], ["C"]])
    #expect(view.numberOfSections == 3)
    #expect(view.numberOfItems(inSection: 1) == 0)
    #expect(view.numberOfItems(inSection: 9) == 0)
    #expect(view.itemIdentifier(at: IndexPath(item: 0, section: 2)) == "C")
    #expect(view.itemIdentifier(at: IndexPath(item: 5, section: 0)) == nil)
    #expect(view.indexPath(forItemIdentifier: "B") == IndexPath(item: 1, section: 0))
    view.reloadData([["C", "B"]])
    #expect(view.indexPath(forItemIdentifier: "B") == IndexPath(item: 1, section: 0))
    #expect(view.indexPath(forItemIdentifier: "A") == nil)
    #expect(CollectionView.identifiers(forItemCounts: [2, 1]) == [["0-0", "0-1"], ["1-0"]])
  }

  @Test func visibleAttributesAreSortedByZIndexThenElement() throws {
    let (view, layout) = grid(height: 200)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionHeadersPinToVisibleBounds = true
    let visible = try view.visibleLayoutAttributes()
    // Cells (zIndex 0) in index-path order, then the pinned header (zIndex 10).
    #expect(visible.last?.representedElementKind == CollectionView.elementKindSectionHeader)
    let cells = visible.dropLast().map(\.indexPath)
    #expect(cells == cells.sorted())
  }
}
