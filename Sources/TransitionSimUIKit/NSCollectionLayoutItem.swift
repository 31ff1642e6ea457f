import TransitionSimEngine

/// The size, insets and supplementary items of an item: UIKit's `NSCollectionLayoutItem`.
///
/// A class, as in UIKit: settable properties can change after the item is made. A group copies
/// its subitems when it is made (`NSCollectionLayoutGroup` calls `initWithArray:copyItems:YES`
/// in UIKit's iOS 26.1 binary), so changing an item after building its group does not change the
/// group.
open class NSCollectionLayoutItem: NSObject, NSCopying {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize

  /// The supplementary items attached to the item (settable on a group, as in UIKit).
  public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// The insets of the item's content inside its size.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// The spacing around the item, added outside its size.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of `layoutSize` with supplementary items.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    super.init()
  }

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A copy with the same properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }

  /// The engine's description of the item as it is now.
  ///
  /// - Complexity: O(*s*) for *s* supplementary items (a group: its whole tree).
  func engineSubitem() -> any CollectionLayoutSubitem {
    var item = CollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems.map(\.engineValue))
    item.contentInsets = contentInsets
    item.edgeSpacing = edgeSpacing
    return item
  }
}
