import Foundation
import Testing
import TransitionSimTesting

/// A column of 300 × 150 items with no spacing, whose rect query finds its first item by
/// rounding `rect.minY / 150` up instead of down: a rect that starts inside an item misses that
/// item.
///
/// In a 320 × 600 view every tile and half tile starts on a multiple of 150, so only a query off
/// the viewport grid shows the bug (as the Mosaic layout dropped item 3 at y = 550).
final class RoundsUpColumnLayout: CollectionViewLayout {
  let height: CGFloat = 150
  var isFixed = false

  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 320, height: CGFloat(count) * height)
  }

  override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(
      x: 0, y: CGFloat(indexPath.item) * height, width: 300, height: height)
    return attributes
  }

  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    let start = max(0, rect.minY / height)
    let first = Int(isFixed ? start.rounded(.down) : start.rounded(.up))
    let last = min(count - 1, Int((rect.maxY / height).rounded(.up)) - 1)
    guard first <= last else { return [] }
    return (first...last).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }
}

@Suite struct LayoutLinterOffGridTests {
  /// Twenty items, 3,000 points of content: five tiles of 600.
  func column(fixed: Bool) -> (CollectionView, RoundsUpColumnLayout) {
    let layout = RoundsUpColumnLayout()
    layout.isFixed = fixed
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
      itemIdentifiers: [(0..<20).map { "item \($0)" }])
    return (view, layout)
  }

  @Test func aRectStartingInsideAnItemIsQueried() throws {
    let (view, layout) = column(fixed: false)
    // On the grid the bug never shows: every tile and half starts on an item's top edge.
    for start in stride(from: CGFloat(0), to: 3_000, by: 300) {
      let rect = CGRect(x: 0, y: start, width: 320, height: 300)
      let returned = layout.layoutAttributesForElements(in: rect)?.count ?? 0
      #expect(returned == 2, "the rect at y = \(start) meets two items")
    }
    // Off it, the item the rect starts in is dropped: at y = 550 (in item 3, 450…600), item 3.
    let dropped = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 550, width: 320, height: 600))?.map(\.indexPath.item)
    #expect(dropped == [4, 5, 6, 7])
    let found = verifyLayout(layout, in: view)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.rule == .missingFromRectQuery })
    // The shifted tiles start at 0.381966 × 600 + 600k ≈ 229.2 + 600k: inside items 1, 5, 9,
    // 13 and 17 (each starts at 150 × item, so 229.2 + 600k lies in item 4k + 1).
    #expect(found.count == 5)
    #expect(
      found.compactMap(\.element)
        == [1, 5, 9, 13, 17].map { ElementKey.cell(IndexPath(item: $0, section: 0)) })
  }

  @Test func theCorrectedLayoutPasses() {
    let (view, layout) = column(fixed: true)
    #expect(verifyLayout(layout, in: view).isEmpty)
  }
}
