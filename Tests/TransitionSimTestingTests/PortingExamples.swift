// The code samples of PORTING.md, verbatim: `PortingGuideTests` checks that each sample of the
// guide is in this file, and runs them.
import Foundation
import TransitionSimTesting

/// Dims every item: UIKit code copies each attribute object before changing it; here the
/// attributes are values, so `var` is the copy.
final class DimmedFlowLayout: CollectionViewFlowLayout {
  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map { attributes in
      var dimmed = attributes
      dimmed.alpha = 0.5
      return dimmed
    }
  }

  override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard var attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
    attributes.alpha = 0.5
    return attributes
  }
}

/// What a waterfall layout asks its delegate: the `@objc optional` methods of
/// CHTCollectionViewDelegateWaterfallLayout, as a Swift protocol whose defaults answer the
/// layout's own properties.
protocol WaterfallLayoutDelegate: CollectionViewDelegate {
  /// The size of the item at `indexPath`; the layout keeps its aspect ratio at the column width.
  /// Required, as in the Objective-C protocol.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The number of columns of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int

  /// The horizontal space between the columns of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumColumnSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The vertical space between the items of a column of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension WaterfallLayoutDelegate {
  /// The layout's `columnCount`: what the layout used when the delegate did not respond.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int {
    (collectionViewLayout as? WaterfallLayout)?.columnCount ?? 2
  }

  /// The layout's `minimumColumnSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumColumnSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? WaterfallLayout)?.minimumColumnSpacing ?? 10
  }

  /// The layout's `minimumInteritemSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? WaterfallLayout)?.minimumInteritemSpacing ?? 10
  }
}

/// A minimal waterfall: each item goes to the shortest column (the leftmost of equals), as tall
/// as its delegate size scaled to the column width; sections are stacked vertically.
final class WaterfallLayout: CollectionViewLayout {
  /// The number of columns when the delegate does not say.
  var columnCount = 2 {
    didSet { invalidateLayout() }
  }
  /// The horizontal space between columns when the delegate does not say.
  var minimumColumnSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The vertical space between the items of a column when the delegate does not say.
  var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  private var sections: [[CollectionViewLayoutAttributes]] = []
  private var contentHeight: CGFloat = 0

  /// Places every item.
  ///
  /// - Complexity: O(*n* · *c*) for *n* items in *c* columns.
  override func prepare() {
    super.prepare()
    sections = []
    contentHeight = 0
    guard let collectionView else { return }
    guard let delegate = collectionView.delegate as? WaterfallLayoutDelegate else {
      raise(.raised("WaterfallLayout needs a WaterfallLayoutDelegate as the delegate"))
      return
    }
    let width = collectionView.bounds.width
    for section in 0..<collectionView.numberOfSections {
      let columns = delegate.collectionView(
        collectionView, layout: self, columnCountForSection: section)
      guard columns > 0 else {
        raise(.raised("section \(section) has \(columns) columns; it needs at least one"))
        return
      }
      let spacing = delegate.collectionView(
        collectionView, layout: self, minimumColumnSpacingForSectionAt: section)
      let gap = delegate.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      let columnWidth = pixelFloor((width - spacing * CGFloat(columns - 1)) / CGFloat(columns))
      var bottoms = Array(repeating: contentHeight, count: columns)
      var items: [CollectionViewLayoutAttributes] = []
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
        let height = size.width > 0 ? size.height * columnWidth / size.width : 0
        let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
        var attributes = CollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = CGRect(
          x: CGFloat(column) * (columnWidth + spacing), y: bottoms[column],
          width: columnWidth, height: height)
        bottoms[column] += height + gap
        items.append(attributes)
      }
      sections.append(items)
      if !items.isEmpty { contentHeight = (bottoms.max() ?? contentHeight) - gap }
    }
  }

  /// `value` rounded down to the display's pixel grid (`UIScreen.main.scale` in UIKit code).
  private func pixelFloor(_ value: CGFloat) -> CGFloat {
    let scale = collectionView?.displayScale ?? 0
    return scale > 0 ? (value * scale).rounded(.down) / scale : value
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  /// Every item whose frame meets `rect`.
  ///
  /// - Complexity: O(*n*) for *n* items.
  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    sections.joined().filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }
}

/// A photo wall's delegate: every third photo is portrait (3:4), the others landscape (4:3);
/// section 1 has three columns, the others two.
final class PhotoWallDelegate: WaterfallLayoutDelegate {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    indexPath.item.isMultiple(of: 3)
      ? CGSize(width: 300, height: 400) : CGSize(width: 400, height: 300)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    columnCountForSection section: Int
  ) -> Int {
    section == 1 ? 3 : 2
  }
}

/// A horizontal flow layout: UIKit's `UICollectionView.ScrollDirection` is
/// `CollectionViewFlowLayout.ScrollDirection` here.
func makeFilmstripLayout() -> CollectionViewFlowLayout {
  let layout = CollectionViewFlowLayout()
  let direction: CollectionViewFlowLayout.ScrollDirection = .horizontal
  layout.scrollDirection = direction
  layout.itemSize = CGSize(width: 120, height: 80)
  return layout
}

/// A chat cell's `preferredLayoutAttributesFitting(_:)`, ported: UIKit measured the label with
/// Auto Layout; here the height comes from the same rule, computed per item (a line of 20
/// points per 40 characters, plus 24 points of padding), at the width the layout proposes.
func installMessageSizes(on collectionView: CollectionView, texts: [String: String]) {
  collectionView.preferredItemSize = { _, identifier, proposed in
    guard let text = texts[identifier] else { return nil }
    let lines = max((CGFloat(text.count) / 40).rounded(.up), 1)
    return CGSize(width: proposed.size.width, height: lines * 20 + 24)
  }
}

/// The carousel zoom of many apps' `visibleItemsInvalidationHandler`, ported: UIKit's
/// `visibleItems.forEach { item in … item.transform = … }` writes through `items[index]`.
func zoomingCarousel(_ section: inout CollectionLayoutSection) {
  section.visibleItemsInvalidationHandler = { items, offset, environment in
    let width = environment.container.contentSize.width
    for index in items.indices where items[index].representedElementCategory == .cell {
      let distance = abs(items[index].frame.midX - offset.x - width / 2)
      let scale = max(0.8, 1 - distance / width)
      items[index].transform = CGAffineTransform(scaleX: scale, y: scale)
    }
  }
}
