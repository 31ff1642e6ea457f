import Foundation

/// Space required around an item, outside it: UIKit's `NSCollectionLayoutEdgeSpacing`.
///
/// Unlike `contentInsets`, which shrink an item inside its slot, edge spacing moves the slot: the
/// group reserves it before and after the item along each axis. A `nil` edge is no spacing.
/// A flexible edge is a minimum that grows to share the group's left-over space, so
/// `bottom: .flexible(0)` alone keeps an item at the top of its group (the example in
/// UICollectionViewCompositionalLayout.h).
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
  /// The spacing before the item horizontally.
  public let leading: CollectionLayoutSpacing?
  /// The spacing above the item.
  public let top: CollectionLayoutSpacing?
  /// The spacing after the item horizontally.
  public let trailing: CollectionLayoutSpacing?
  /// The spacing below the item.
  public let bottom: CollectionLayoutSpacing?

  /// Creates edge spacing; `nil` edges have none.
  ///
  /// UIKit's argument order.
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
    trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The spacing before and after an item along the horizontal (`true`) or vertical axis.
  func edges(horizontal: Bool) -> (
    before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?
  ) {
    horizontal ? (leading, trailing) : (top, bottom)
  }
}
