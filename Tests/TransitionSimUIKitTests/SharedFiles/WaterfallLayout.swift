// A file in the shape an app shares with its tests: written against UIKit, compiled here through
// the import block alone. Nothing below it differs from what an app targeting iOS writes.
#if canImport(UIKit)
  import UIKit
#else
  import TransitionSimUIKit
#endif

/// Asks the app for the height of each photo.
protocol WaterfallLayoutDelegate: AnyObject {
  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath
  ) -> CGFloat
}

/// Attributes that carry the photo's height to the cell.
final class WaterfallLayoutAttributes: UICollectionViewLayoutAttributes {
  var photoHeight: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    guard let copy = super.copy(with: zone) as? WaterfallLayoutAttributes else {
      return super.copy(with: zone)
    }
    copy.photoHeight = photoHeight
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? WaterfallLayoutAttributes, other.photoHeight == photoHeight else {
      return false
    }
    return super.isEqual(object)
  }
}

/// Columns of equal width; each item goes into the shortest column so far.
final class WaterfallLayout: UICollectionViewLayout {
  weak var delegate: WaterfallLayoutDelegate?

  let numberOfColumns = 2
  let cellPadding: CGFloat = 6
  let captionHeight: CGFloat = 20

  private var cache: [WaterfallLayoutAttributes] = []
  private var contentHeight: CGFloat = 0
  private var insertedIndexPaths: Set<IndexPath> = []

  private var contentWidth: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    let insets = collectionView.contentInset
    return collectionView.bounds.width - (insets.left + insets.right)
  }

  override class var layoutAttributesClass: AnyClass {
    WaterfallLayoutAttributes.self
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: contentWidth, height: contentHeight)
  }

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    cache.removeAll()
    contentHeight = 0
    let columnWidth = contentWidth / CGFloat(numberOfColumns)
    var xOffset: [CGFloat] = []
    for column in 0..<numberOfColumns {
      xOffset.append(CGFloat(column) * columnWidth)
    }
    var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)

    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let photoHeight =
        delegate?.collectionView(collectionView, heightForPhotoAt: indexPath) ?? 180
      let height = cellPadding * 2 + photoHeight + captionHeight
      let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
      let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

      let attributes = WaterfallLayoutAttributes(forCellWith: indexPath)
      attributes.photoHeight = photoHeight
      attributes.frame = insetFrame
      cache.append(attributes)

      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] = yOffset[column] + height
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
    for attributes in cache where attributes.frame.intersects(rect) {
      visibleLayoutAttributes.append(attributes)
    }
    return visibleLayoutAttributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard cache.indices.contains(indexPath.item) else { return nil }
    return cache[indexPath.item]
  }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertedIndexPaths = Set(
      updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil })
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedIndexPaths.removeAll()
  }

  /// New photos grow from a tenth of their size instead of only fading in.
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard insertedIndexPaths.contains(itemIndexPath),
      let grown = layoutAttributesForItem(at: itemIndexPath)?.copy()
        as? UICollectionViewLayoutAttributes
    else { return attributes }
    grown.alpha = 0
    grown.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    return grown
  }
}
