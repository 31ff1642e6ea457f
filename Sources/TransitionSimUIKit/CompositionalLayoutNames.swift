import TransitionSimEngine

// The compositional layout's immutable descriptions are values: UIKit's classes for them have no
// settable property, so a value behaves as the object does in everything but identity.

/// A width and a height dimension (`NSCollectionLayoutSize`).
public typealias NSCollectionLayoutSize = CollectionLayoutSize

/// A fractional, absolute or estimated length (`NSCollectionLayoutDimension`).
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension

/// A fixed or flexible spacing (`NSCollectionLayoutSpacing`).
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing

/// The spacing around an item on each edge (`NSCollectionLayoutEdgeSpacing`).
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing

/// Where a supplementary item is attached to its item (`NSCollectionLayoutAnchor`).
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor

/// Edges that follow the layout direction (`NSDirectionalRectEdge`).
public typealias NSDirectionalRectEdge = DirectionalRectEdge

/// Where a boundary item sits on its section or layout (`NSRectAlignment`).
public typealias NSRectAlignment = RectAlignment

/// The container and display a section is laid out for (`NSCollectionLayoutEnvironment`).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment

/// The size and insets of the container (`NSCollectionLayoutContainer`).
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer

/// A frame in a custom group (`NSCollectionLayoutGroupCustomItem`).
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem

/// The frames of a custom group's items (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// What the content insets are measured from (`UIContentInsetsReference`).
public typealias UIContentInsetsReference = ContentInsetsReference

/// How a section scrolls across the layout's axis
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutSectionOrthogonalScrollingBehavior

/// The deceleration and bounce of an orthogonal section
/// (`UICollectionLayoutSectionOrthogonalScrollingProperties`).
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
  CollectionLayoutSectionOrthogonalScrollingProperties

/// A list section's appearance, headers, footers and separators
/// (`UICollectionLayoutListConfiguration`, a structure in UIKit too).
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration

/// A list's separators: visibility and insets (`UIListSeparatorConfiguration`, a structure in UIKit).
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
