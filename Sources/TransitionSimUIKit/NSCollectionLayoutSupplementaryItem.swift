import TransitionSimEngine

/// A view attached to an item or a group, such as a badge: UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
open class NSCollectionLayoutSupplementaryItem: NSObject, NSCopying {
  /// The engine's description, which every property reads and writes.
  var engineValue: CollectionLayoutSupplementaryItem

  /// A supplementary item anchored to its container.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// A supplementary item whose `itemAnchor` point sits on its container's `containerAnchor`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    engineValue = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: itemAnchor)
    super.init()
  }

  /// The size.
  open var layoutSize: NSCollectionLayoutSize { engineValue.layoutSize }

  /// The element kind of its views.
  open var elementKind: String { engineValue.elementKind }

  /// Where it is attached on the container.
  open var containerAnchor: NSCollectionLayoutAnchor { engineValue.containerAnchor }

  /// Which point of it sits on the container's anchor.
  open var itemAnchor: NSCollectionLayoutAnchor? { engineValue.itemAnchor }

  /// The stacking order; 1 by default.
  open var zIndex: Int {
    get { engineValue.zIndex }
    set { engineValue.zIndex = newValue }
  }

  /// The insets of its content.
  open var contentInsets: NSDirectionalEdgeInsets {
    get { engineValue.contentInsets }
    set { engineValue.contentInsets = newValue }
  }

  /// A copy with the same properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: itemAnchor)
    copy.engineValue = engineValue
    return copy
  }
}

/// A header or footer of a section or of the whole layout: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A section keeps the boundary items assigned to it, not copies (UIKit's iOS 26.1 binary copies
/// only the array), so changing one after assigning it changes the layout at its next pass.
open class NSCollectionLayoutBoundarySupplementaryItem: NSObject, NSCopying {
  /// The engine's description, which every property reads and writes.
  var engineValue: CollectionLayoutBoundarySupplementaryItem

  /// A boundary item aligned on its section's (or the layout's) edge.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// A boundary item aligned on an edge and moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    engineValue = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: absoluteOffset)
    super.init()
  }

  /// The size.
  open var layoutSize: NSCollectionLayoutSize { engineValue.layoutSize }

  /// The element kind of its views.
  open var elementKind: String { engineValue.elementKind }

  /// The edge it is aligned on.
  open var alignment: NSRectAlignment { engineValue.alignment }

  /// The offset from its aligned position.
  open var offset: CGPoint { engineValue.offset }

  /// Whether it makes room for itself in the content; `true` by default.
  open var extendsBoundary: Bool {
    get { engineValue.extendsBoundary }
    set { engineValue.extendsBoundary = newValue }
  }

  /// Whether it stays pinned to the visible bounds; `false` by default.
  open var pinToVisibleBounds: Bool {
    get { engineValue.pinToVisibleBounds }
    set { engineValue.pinToVisibleBounds = newValue }
  }

  /// The stacking order; 1 by default.
  open var zIndex: Int {
    get { engineValue.zIndex }
    set { engineValue.zIndex = newValue }
  }

  /// The insets of its content.
  open var contentInsets: NSDirectionalEdgeInsets {
    get { engineValue.contentInsets }
    set { engineValue.contentInsets = newValue }
  }

  /// A copy with the same properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: offset)
    copy.engineValue = engineValue
    return copy
  }
}

/// A view behind a section, such as its background: UIKit's `NSCollectionLayoutDecorationItem`.
open class NSCollectionLayoutDecorationItem: NSObject, NSCopying {
  /// The engine's description, which every property reads and writes.
  var engineValue: CollectionLayoutDecorationItem

  init(_ engineValue: CollectionLayoutDecorationItem) {
    self.engineValue = engineValue
    super.init()
  }

  /// A background of the section, of `elementKind`.
  open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(.background(elementKind: elementKind))
  }

  /// The element kind of its views.
  open var elementKind: String { engineValue.elementKind }

  /// The stacking order; 0 by default, behind the items.
  open var zIndex: Int {
    get { engineValue.zIndex }
    set { engineValue.zIndex = newValue }
  }

  /// The insets from the section's edges.
  open var contentInsets: NSDirectionalEdgeInsets {
    get { engineValue.contentInsets }
    set { engineValue.contentInsets = newValue }
  }

  /// A copy with the same properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    NSCollectionLayoutDecorationItem(engineValue)
  }
}
