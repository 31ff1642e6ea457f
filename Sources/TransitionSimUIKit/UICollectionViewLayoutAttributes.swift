import TransitionSimEngine

/// The position, size and look of one element, as an object: UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// As in UIKit it is a class: a layout creates one with `let`, sets its properties, and hands it
/// on; `copy()` makes an independent object of the same class. Subclass it to carry properties of
/// your own, as Apple's documentation of the class asks: override `copy(with:)` to copy them and
/// `isEqual(_:)` to compare them, call `super` in both, and return the subclass from your layout's
/// `layoutAttributesClass`. Subclasses that declare their own designated initializers must also
/// implement `init()`, which `copy(with:)` calls on the receiver's class.
///
/// The engine animates the standard properties (frame, transform, alpha, z-index, hidden); a
/// subclass's own properties travel with the object to the cells' `apply(_:)`, as in UIKit, which
/// sets the final attributes of an update inside its animation block and does not interpolate
/// custom properties itself.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// The engine's value, which every standard property reads and writes.
  package var value: CollectionViewLayoutAttributes

  /// Attributes for a cell at an empty index path, with UIKit's defaults (alpha 1, z-index 0,
  /// identity transform, not hidden).
  public required override init() {
    value = CollectionViewLayoutAttributes()
    super.init()
  }

  /// Attributes for the cell at `indexPath` (`layoutAttributesForCellWithIndexPath:`).
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    value = CollectionViewLayoutAttributes(forCellWith: indexPath)
  }

  /// Attributes for a supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    value = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
  }

  /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    value = CollectionViewLayoutAttributes(
      forDecorationViewOfKind: decorationViewKind, with: indexPath)
  }

  /// The frame: the bounds' size at the center, before the transform.
  open var frame: CGRect {
    get { value.frame }
    set { value.frame = newValue }
  }

  /// The center, in the collection view's coordinates.
  open var center: CGPoint {
    get { value.center }
    set { value.center = newValue }
  }

  /// The size.
  open var size: CGSize {
    get { value.size }
    set { value.size = newValue }
  }

  /// The bounds: the size, at the origin.
  open var bounds: CGRect {
    get { value.bounds }
    set { value.bounds = newValue }
  }

  /// The 3D transform; setting it replaces ``transform``.
  open var transform3D: CATransform3D {
    get { value.transform3D }
    set { value.transform3D = newValue }
  }

  /// The affine transform; setting it replaces ``transform3D``.
  open var transform: CGAffineTransform {
    get { value.transform }
    set { value.transform = newValue }
  }

  /// The opacity, 0 to 1.
  open var alpha: CGFloat {
    get { value.alpha }
    set { value.alpha = newValue }
  }

  /// The stacking order; higher is in front.
  open var zIndex: Int {
    get { value.zIndex }
    set { value.zIndex = newValue }
  }

  /// Whether the element is hidden.
  open var isHidden: Bool {
    get { value.isHidden }
    set { value.isHidden = newValue }
  }

  /// The element's index path.
  open var indexPath: IndexPath {
    get { value.indexPath }
    set { value.indexPath = newValue }
  }

  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  open var representedElementCategory: UICollectionView.ElementCategory {
    value.representedElementCategory
  }

  /// The supplementary or decoration kind; `nil` for cells.
  open var representedElementKind: String? { value.representedElementKind }

  /// A copy of the same class with the same standard properties; subclasses copy their own
  /// properties after calling `super`.
  ///
  /// - Parameter zone: Unused, as in Swift on Apple platforms.
  /// - Returns: The copy, an instance of the receiver's class.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.value = value
    return copy
  }

  /// Whether `object` is attributes with the same standard properties; subclasses compare their
  /// own properties and call `super`.
  ///
  /// UIKit does not apply attributes that compare equal to the ones a view has (Apple's
  /// documentation of `isEqual(_:)` for this class).
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` when both describe the same element the same way.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return value == other.value
  }

  /// A hash consistent with ``isEqual(_:)``: the element's category and index path.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(value.representedElementCategory)
    hasher.combine(value.indexPath)
    return hasher.finalize()
  }

  /// The element and its geometry, for logs.
  open override var description: String { "<\(type(of: self))> \(value.description)" }
}
