import Foundation
import TransitionSim

/// Apple's CircleLayout from WWDC 2012 session 219, "Advanced Collection Views", as fixed in the
/// sample's version 1.1 (Mark Pospesel's "Fixing CircleLayout": the appearing and disappearing
/// hooks are called for every visible item, so the sample filters by its update items).
///
/// The items of section 0 sit on a circle centred in the collection view, item *i* of *n* at the
/// angle 2π*i*/*n* (clockwise from the right, since y grows downwards). The content is exactly the
/// collection view's frame, so nothing scrolls.
///
/// Inserted items grow out of the circle's centre, fading in; deleted items shrink into it to a
/// tenth of their size, fading out. As in version 1.1, the appearing and disappearing hooks call
/// `super` and change the attributes only for the index paths the update inserts or deletes:
/// UIKit calls those hooks for every visible item, so changing all of them would make the
/// survivors shrink away too (Mark Pospesel, "Fixing CircleLayout").
///
/// Only section 0 is laid out, as in the sample.
open class CircleLayout: CollectionViewLayout {
  /// The sample's `ITEM_SIZE`: the side of every item, 70 points.
  public static let defaultItemSize: CGFloat = 70

  /// The side of every (square) item.
  ///
  /// The default is ``defaultItemSize``.
  open var itemSize: CGFloat = CircleLayout.defaultItemSize {
    didSet { invalidateLayout() }
  }

  /// The centre of the circle, set by `prepare()`: the middle of the collection view's frame.
  public private(set) var center: CGPoint = .zero
  /// The radius of the circle, set by `prepare()`: the frame's smaller side divided by 2.5.
  public private(set) var radius: CGFloat = 0
  /// The number of items in section 0, read by `prepare()`.
  public private(set) var cellCount = 0

  /// The index paths (after the update) of the items the update in flight inserts.
  public private(set) var insertIndexPaths: [IndexPath] = [] {
    didSet { inserted = Set(insertIndexPaths) }
  }
  /// The index paths (before the update) of the items the update in flight deletes.
  public private(set) var deleteIndexPaths: [IndexPath] = [] {
    didSet { deleted = Set(deleteIndexPaths) }
  }
  /// The same index paths, looked up once per appearing or disappearing item.
  private var inserted: Set<IndexPath> = []
  private var deleted: Set<IndexPath> = []

  /// The most items the circle lays out: every item is on screen, and a collection view shows
  /// at most 100,000 elements at once (the replay limit, `ScenarioLimits`).
  ///
  /// A layout pass with more raises an error before computing any of them.
  public static let maximumItemCount = 100_000

  /// Creates a circle layout with 70-point items.
  public override init() {
    super.init()
  }

  /// Reads the item count and derives the circle from the collection view's frame.
  ///
  /// - Complexity: O(1).
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      cellCount = 0
      return
    }
    let size = collectionView.frame.size
    cellCount = collectionView.numberOfItems(inSection: 0)
    if cellCount > Self.maximumItemCount {
      raise(
        .raised(
          "a circle layout shows every item at once, and section 0 has \(cellCount) items; the "
            + "limit is \(Self.maximumItemCount)"))
      cellCount = 0
    }
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  /// The collection view's frame size: the circle never scrolls.
  open override var collectionViewContentSize: CGSize {
    collectionView?.frame.size ?? .zero
  }

  /// Item *i* of *n*: a square of ``itemSize`` centred at
  /// (cx + r·cos(2π*i*/*n*), cy + r·sin(2π*i*/*n*)); `nil` outside section 0's items.
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0,
      indexPath.item < cellCount
    else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.size = CGSize(width: itemSize, height: itemSize)
    let angle = 2 * CGFloat(indexPath.item) * CGFloat.pi / CGFloat(cellCount)
    attributes.center = CGPoint(
      x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    return attributes
  }

  /// Every item whose frame meets `rect`, built with ``layoutAttributesForItem(at:)``.
  ///
  /// The sample returns every item whatever the rect; keeping only those that meet it is the
  /// same answer for any rect covering the view, and the contract the collection view relies on.
  ///
  /// - Complexity: O(*n*) in the number of items.
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    var attributes: [CollectionViewLayoutAttributes] = []
    for item in 0..<cellCount {
      if let item = layoutAttributesForItem(at: IndexPath(item: item, section: 0)),
        item.frame.overlaps(rect)
      {
        attributes.append(item)
      }
    }
    return attributes
  }

  //===--- Updates (version 1.1) -------------------------------------------===//

  /// Calls `super`, then records the inserted items' new index paths and the deleted items' old
  /// ones.
  ///
  /// - Complexity: O(*m*) in the number of update items, plus the base class's work.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertIndexPaths = []
    deleteIndexPaths = []
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    for update in updateItems {
      switch update.updateAction {
      case .insert:
        if let path = update.indexPathAfterUpdate { inserts.append(path) }
      case .delete:
        if let path = update.indexPathBeforeUpdate { deletes.append(path) }
      case .reload, .move, .none:
        break
      }
    }
    // Set once each, so that the sets are built once per update.
    insertIndexPaths = inserts
    deleteIndexPaths = deletes
  }

  /// Calls `super`, then clears the recorded index paths.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertIndexPaths = []
    deleteIndexPaths = []
  }

  /// `super`'s attributes; an inserted item starts instead at the circle's centre with alpha 0.
  open override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    if inserted.contains(itemIndexPath) {
      // Only change the attributes of inserted cells (version 1.1).
      if attributes == nil { attributes = layoutAttributesForItem(at: itemIndexPath) }
      attributes?.alpha = 0
      attributes?.center = center
    }
    return attributes
  }

  /// `super`'s attributes; a deleted item ends instead at the circle's centre with alpha 0,
  /// scaled to a tenth.
  open override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    if deleted.contains(itemIndexPath) {
      // Only change the attributes of deleted cells (version 1.1).
      if attributes == nil { attributes = layoutAttributesForItem(at: itemIndexPath) }
      attributes?.alpha = 0
      attributes?.center = center
      attributes?.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1)
    }
    return attributes
  }
}
