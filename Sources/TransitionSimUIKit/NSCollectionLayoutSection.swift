import TransitionSimEngine

/// Called with the section's visible items as it scrolls or lays out, to change their look
/// (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// A group repeated along the layout's axis, with insets, spacing, headers, footers and
/// backgrounds: UIKit's `NSCollectionLayoutSection`.
///
/// As in UIKit (its iOS 26.1 binary): the section copies its group when it is made, and copies
/// the decoration items assigned to it, but keeps the boundary supplementary items themselves,
/// so changing a header after assigning it changes the layout at its next pass.
open class NSCollectionLayoutSection: NSObject, NSCopying {
  /// The engine's section, which the settable properties read and write.
  var engineValue: CollectionLayoutSection

  /// The section's headers and footers, shared with whoever made them.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The section's backgrounds, copied when assigned.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = [] {
    didSet {
      decorationItems = decorationItems.map {
        $0.copy() as? NSCollectionLayoutDecorationItem ?? $0
      }
    }
  }

  /// Called with the visible items as the section scrolls or lays out.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// A section that repeats a copy of `group`.
  public init(group: NSCollectionLayoutGroup) {
    engineValue = CollectionLayoutSection(group: group.engineGroup())
    super.init()
  }

  init(engineValue: CollectionLayoutSection) {
    self.engineValue = engineValue
    super.init()
  }

  /// A list section: rows, separators, headers and footers as `configuration` says.
  open class func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      engineValue: .list(using: configuration, layoutEnvironment: layoutEnvironment))
  }

  /// The insets around the section's groups.
  open var contentInsets: NSDirectionalEdgeInsets {
    get { engineValue.contentInsets }
    set { engineValue.contentInsets = newValue }
  }

  /// The spacing between groups.
  open var interGroupSpacing: CGFloat {
    get { engineValue.interGroupSpacing }
    set { engineValue.interGroupSpacing = newValue }
  }

  /// What the content insets are measured from.
  open var contentInsetsReference: UIContentInsetsReference {
    get { engineValue.contentInsetsReference }
    set { engineValue.contentInsetsReference = newValue }
  }

  /// Whether headers and footers follow the content insets; `true` by default.
  open var supplementariesFollowContentInsets: Bool {
    get { engineValue.supplementariesFollowContentInsets }
    set { engineValue.supplementariesFollowContentInsets = newValue }
  }

  /// What the headers' and footers' insets are measured from.
  open var supplementaryContentInsetsReference: UIContentInsetsReference {
    get { engineValue.supplementaryContentInsetsReference }
    set { engineValue.supplementaryContentInsetsReference = newValue }
  }

  /// How the section scrolls across the layout's axis; `.none` by default.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
    get { engineValue.orthogonalScrollingBehavior }
    set { engineValue.orthogonalScrollingBehavior = newValue }
  }

  /// The deceleration and bounce of an orthogonal section (iOS 17).
  open var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties {
    get { engineValue.orthogonalScrollingProperties }
    set { engineValue.orthogonalScrollingProperties = newValue }
  }

  /// A copy with the same group, properties and items.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(engineValue: engineValue)
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.decorationItems = decorationItems
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    return copy
  }

  /// The engine's section as this one is now.
  ///
  /// - Complexity: O(*b* + *d*) for its boundary and decoration items.
  func engineSection() -> CollectionLayoutSection {
    var section = engineValue
    if !boundarySupplementaryItems.isEmpty {
      section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.engineValue)
    }
    if !decorationItems.isEmpty { section.decorationItems = decorationItems.map(\.engineValue) }
    if let handler = visibleItemsInvalidationHandler {
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        let objects = items.map(VisibleItem.init)
        handler(objects, offset, environment)
        items = objects.map(\.value)
      }
    }
    return section
  }
}

/// A visible item as a section's invalidation handler sees it: UIKit's
/// `NSCollectionLayoutVisibleItem`, whose alpha, z-index, hidden state, center and transforms the
/// handler may change.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The item's index path.
  var indexPath: IndexPath { get }
  /// Whether it is a cell, a supplementary view or a decoration view.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The supplementary or decoration kind; `nil` for cells.
  var representedElementKind: String? { get }
  /// The frame, in the collection view's coordinates.
  var frame: CGRect { get }
  /// The bounds.
  var bounds: CGRect { get }
  /// The center; settable.
  var center: CGPoint { get set }
  /// The opacity; settable.
  var alpha: CGFloat { get set }
  /// The stacking order; settable.
  var zIndex: Int { get set }
  /// Whether it is hidden; settable.
  var isHidden: Bool { get set }
  /// The affine transform; settable.
  var transform: CGAffineTransform { get set }
  /// The 3D transform; settable.
  var transform3D: CATransform3D { get set }
}

/// The object a visible-items handler receives: the engine's value, changed in place.
final class VisibleItem: NSCollectionLayoutVisibleItem {
  var value: CollectionLayoutVisibleItem
  init(_ value: CollectionLayoutVisibleItem) { self.value = value }
  var indexPath: IndexPath { value.indexPath }
  var representedElementCategory: UICollectionView.ElementCategory {
    value.representedElementCategory
  }
  var representedElementKind: String? { value.representedElementKind }
  var frame: CGRect { value.frame }
  var bounds: CGRect { value.bounds }
  var center: CGPoint {
    get { value.center }
    set { value.center = newValue }
  }
  var alpha: CGFloat {
    get { value.alpha }
    set { value.alpha = newValue }
  }
  var zIndex: Int {
    get { value.zIndex }
    set { value.zIndex = newValue }
  }
  var isHidden: Bool {
    get { value.isHidden }
    set { value.isHidden = newValue }
  }
  var transform: CGAffineTransform {
    get { value.transform }
    set { value.transform = newValue }
  }
  var transform3D: CATransform3D {
    get { value.transform3D }
    set { value.transform3D = newValue }
  }
}
