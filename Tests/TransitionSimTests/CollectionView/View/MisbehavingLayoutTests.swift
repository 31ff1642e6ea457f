import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A layout with one tall column of 100-point items whose answers can be spoiled on purpose.
final class SpoilableLayout: CollectionViewLayout {
  enum Spoil { case none, nanCenter, negativeSize, staleCache, nilForItem(Int) }
  var spoil = Spoil.none
  private var cache: [CollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    if case .staleCache = spoil, !cache.isEmpty { return }  // forgets to rebuild after updates
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    cache = (0..<count).map { item in
      var attributes = CollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 100, height: 100)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 100, height: CGFloat(cache.count) * 100)
  }

  private func spoiled(_ attributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes?
  {
    var copy = attributes
    switch spoil {
    case .nanCenter: copy.center = CGPoint(x: CGFloat.nan, y: 0)
    case .negativeSize: copy.size = CGSize(width: -5, height: 10)
    case .nilForItem(let item) where attributes.indexPath.item == item: return nil
    default: break
    }
    return copy
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.overlaps(rect) }.compactMap(spoiled)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    guard cache.indices.contains(indexPath.item) else { return nil }
    return spoiled(cache[indexPath.item])
  }
}

@Suite struct MisbehavingLayoutTests {
  private func view(_ layout: SpoilableLayout, items: [String] = ["A", "B", "C"]) -> CollectionView
  {
    CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 500), collectionViewLayout: layout,
      itemIdentifiers: [items])
  }

  @Test func aNaNCenterIsAnErrorQuotingCoreAnimation() throws {
    let layout = SpoilableLayout()
    layout.spoil = .nanCenter
    let error = #expect(throws: CollectionViewLayoutError.self) {
      try view(layout).visibleLayoutAttributes()
    }
    #expect(
      error?.description
        == "invalid layout attributes for cell [0,0]: CALayer position contains NaN: [nan 0.0]")
  }

  @Test func aNegativeSizeIsAnError() throws {
    let layout = SpoilableLayout()
    layout.spoil = .negativeSize
    let error = #expect(throws: CollectionViewLayoutError.self) {
      try view(layout).visibleLayoutAttributes()
    }
    #expect(
      error?.description == "invalid layout attributes for cell [0,0]: negative size -5.0 × 10.0")
  }

  @Test func staleAttributesAfterADeleteQuoteUIKit() throws {
    // The layout keeps its cache after an update (brightec/CustomCollectionViewLayout#7): it
    // answers for item 2, which no longer exists once an item is deleted.
    let layout = SpoilableLayout()
    let collectionView = view(layout)
    try collectionView.layoutIfNeeded()
    layout.spoil = .staleCache
    let error = #expect(throws: CollectionViewLayoutError.self) {
      try collectionView.performBatchUpdates {
        try collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    #expect(
      error?.description
        == "UICollectionView received layout attributes for a cell with an index path that does not exist: {length = 2, path = 0 - 2}"
    )
    // The collection view is back as it was.
    #expect(collectionView.itemIdentifiers == [["A", "B", "C"]])
  }

  @Test func noAttributesForAnInsertedItemQuotesUIKit() throws {
    let layout = SpoilableLayout()
    let collectionView = view(layout)
    try collectionView.layoutIfNeeded()
    layout.spoil = .nilForItem(1)
    let error = #expect(throws: CollectionViewLayoutError.self) {
      try collectionView.performBatchUpdates {
        try collectionView.insertItems(at: [IndexPath(item: 1, section: 0)], identifiers: ["X"])
      }
    }
    #expect(
      error?.description
        == "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: {0-1}"
    )
    #expect(collectionView.itemIdentifiers == [["A", "B", "C"]])
    layout.spoil = .none
    try collectionView.performBatchUpdates {
      try collectionView.insertItems(at: [IndexPath(item: 1, section: 0)], identifiers: ["X"])
    }
    #expect(collectionView.itemIdentifiers == [["A", "X", "B", "C"]])
  }
}
