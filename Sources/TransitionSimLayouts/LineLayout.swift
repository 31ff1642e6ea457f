import Foundation
import TransitionSim

/// Apple's LineLayout from WWDC 2012 session 219, "Advanced Collection Views": a flow layout that
/// shows one horizontal line of items, zooms the items near the middle of the visible rect and
/// snaps the nearest item to the middle when scrolling ends.
///
/// It is the session's example of tweaking the attributes a flow layout returns (Collection View
/// Programming Guide for iOS, "Using the Flow Layout", Table 3-1):
/// `layoutAttributesForElements(in:)` calls `super` and changes what it got back. In UIKit those
/// are the flow layout's cached objects and must be copied first; here attributes are values, so
/// the zoom changes copies and the flow layout's cache is untouched.
///
/// As in the sample, only the rect query zooms: `layoutAttributesForItem(at:)` is the flow
/// layout's, unzoomed.
open class LineLayout: CollectionViewFlowLayout {
  /// The sample's `ITEM_SIZE`: 200 points.
  public static let defaultItemSize = CGSize(width: 200, height: 200)
  /// The sample's `ACTIVE_DISTANCE`: items closer than this to the middle are zoomed.
  public static let defaultActiveDistance: CGFloat = 200
  /// The sample's `ZOOM_FACTOR`: the extra scale of an item exactly in the middle.
  public static let defaultZoomFactor: CGFloat = 0.3

  /// How close to the middle of the visible rect an item's centre must be to be zoomed.
  open var activeDistance: CGFloat = LineLayout.defaultActiveDistance {
    didSet { invalidateLayout() }
  }

  /// The extra scale of an item exactly in the middle; it falls linearly to 0 at
  /// ``activeDistance``.
  open var zoomFactor: CGFloat = LineLayout.defaultZoomFactor {
    didSet { invalidateLayout() }
  }

  /// Creates the sample's layout: 200 × 200 items, horizontal scrolling, section insets of 200
  /// above and below (room for one line only) and 50 points between items.
  public override init() {
    super.init()
    itemSize = Self.defaultItemSize
    scrollDirection = .horizontal
    sectionInset = EdgeInsets(top: 200, left: 0, bottom: 200, right: 0)
    minimumLineSpacing = 50
  }

  /// The zoom of an item whose centre is `distance` from the middle of the visible rect:
  /// 1 + ``zoomFactor`` · (1 − |distance| / ``activeDistance``) when |distance| is below
  /// ``activeDistance``, else `nil` (not zoomed).
  public func zoom(atDistance distance: CGFloat) -> CGFloat? {
    guard abs(distance) < activeDistance else { return nil }
    let normalizedDistance = distance / activeDistance
    return 1 + zoomFactor * (1 - abs(normalizedDistance))
  }

  /// The flow layout's attributes, with the cells near the middle of the visible rect scaled by
  /// ``zoom(atDistance:)`` and brought forward (zIndex 1).
  ///
  /// The sample changes every element it gets back; it has no headers or footers, and here only
  /// cells are zoomed so that pinned headers keep their own zIndex.
  ///
  /// - Complexity: the flow layout's query, O(log *n* + *k*), plus O(*k*).
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
    guard let collectionView else { return original }
    var array = original
    let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
    for index in array.indices
    where array[index].representedElementCategory == .cell && array[index].frame.overlaps(rect) {
      let distance = visibleRect.midX - array[index].center.x
      if let zoom = zoom(atDistance: distance) {
        array[index].transform3D = Transform3D(scaleX: zoom, y: zoom, z: 1)
        array[index].zIndex = 1
      }
    }
    return array
  }

  /// Snaps the item nearest the horizontal middle of the proposed visible rect to that middle.
  ///
  /// The seed's algorithm: among the flow layout's items in the proposed visible rect, find the
  /// smallest adjustment between an item's centre and the proposed middle, and add it to the
  /// proposed offset. The velocity is ignored. With no item in the rect, the proposed offset is
  /// kept (the sample would add `MAXFLOAT`).
  ///
  /// - Complexity: the flow layout's query over one visible rect.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    var offsetAdjustment = CGFloat.greatestFiniteMagnitude
    let horizontalCenter = proposedContentOffset.x + collectionView.bounds.width / 2
    let targetRect = CGRect(
      x: proposedContentOffset.x, y: 0, width: collectionView.bounds.width,
      height: collectionView.bounds.height)
    for attributes in super.layoutAttributesForElements(in: targetRect) ?? [] {
      let itemHorizontalCenter = attributes.center.x
      if abs(itemHorizontalCenter - horizontalCenter) < abs(offsetAdjustment) {
        offsetAdjustment = itemHorizontalCenter - horizontalCenter
      }
    }
    guard offsetAdjustment != .greatestFiniteMagnitude else { return proposedContentOffset }
    return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
  }

  /// `true`: the zoom depends on the visible rect, so every scroll needs new attributes.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }
}
