import Foundation

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: called with a section's
/// visible items, the offset it is scrolled to and the layout's environment; the changes it
/// makes to the items are what is displayed.
///
/// UIKit passes its visible items as objects the handler mutates; here they are values in an
/// `inout` array, so a ported handler writes `for index in items.indices { items[index].alpha =
/// … }` where UIKit's wrote `items.forEach { $0.alpha = … }` (PORTING.md).
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
  (inout [CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment) -> Void

/// One element of a section as its `visibleItemsInvalidationHandler` sees it: UIKit's
/// `NSCollectionLayoutVisibleItem`.
///
/// Read-only, as UIKit's: the index path, the category and kind, the frame and bounds. Writable,
/// as UIKit's: `alpha`, `zIndex`, `isHidden`, `center`, `transform` and `transform3D`. The frame
/// is in the collection view's content coordinates as if the section were not scrolled
/// orthogonally (inferred from public app code): the common handler computes an item's distance
/// from the middle of the screen as `item.frame.midX − offset.x − width / 2`.
public struct CollectionLayoutVisibleItem: Sendable {
  /// The element's attributes with the handler's changes.
  package var attributes: CollectionViewLayoutAttributes

  /// An item showing `attributes`.
  package init(attributes: CollectionViewLayoutAttributes) {
    self.attributes = attributes
  }

  /// The element's name: its kind for a supplementary or decoration view, `"cell"` for a cell
  /// (UIKit's names are private; ours).
  public var name: String { attributes.representedElementKind ?? "cell" }
  /// The element's index path.
  public var indexPath: IndexPath { attributes.indexPath }
  /// Whether the element is a cell, a supplementary view or a decoration view.
  public var representedElementCategory: ElementCategory {
    attributes.representedElementCategory
  }
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  public var representedElementKind: String? { attributes.representedElementKind }
  /// The frame, moved when the handler sets `center`.
  public var frame: CGRect { attributes.frame }
  /// The bounds: the origin at zero and the frame's size.
  public var bounds: CGRect { attributes.bounds }

  /// The center, in the collection view's content coordinates (unscrolled orthogonally).
  public var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }
  /// The opacity.
  public var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  /// The stacking order.
  public var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  /// Whether the element is hidden.
  public var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  /// The affine transform; setting it sets ``transform3D`` to its 3D equivalent, as UIKit's.
  public var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }
  /// The 3D transform.
  public var transform3D: Transform3D {
    get { attributes.transform3D }
    set { attributes.transform3D = newValue }
  }
}
