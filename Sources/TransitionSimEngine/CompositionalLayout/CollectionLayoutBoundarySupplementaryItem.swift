import Foundation

/// A header, footer or other view on a section's (or the layout's) boundary: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A value type (UIKit's is a class), copied into its section or configuration. Defaults
/// (UICollectionViewCompositionalLayout.h, and UIKit's binary of iOS 26.1): `extendsBoundary` true,
/// `pinToVisibleBounds` false, `zIndex` 1, offset zero. Its index path is `(0, section)` (as in the
/// IBPCollectionViewCompositionalLayout backport).
///
/// - An item aligned to the start of the scrolling axis (`.top`, `.topLeading`, `.topTrailing`
///   when scrolling vertically; the leading alignments when scrolling horizontally) that extends
///   the boundary is placed before the section's content, which moves down by its height: a header
///   above the items. One aligned to the end is placed after the content: a footer. Several on
///   one side stack in array order, the first outermost (our choice). Any other alignment, or
///   `extendsBoundary = false`, places the item on the section's rectangle without making room:
///   a header then overlaps the first items, a footer the last (the header's comment on
///   `extendsBoundary`: it extends "the content area of the host geometry").
/// - Across the scrolling axis it is aligned inside the section's width, less the section's
///   leading and trailing insets when `supplementariesFollowContentInsets` is on (the insets along
///   the scrolling axis lie between the header and the items, as the
///   IBPCollectionViewCompositionalLayout backport places them).
/// - `offset` (`absoluteOffset`) moves the frame after placement; it does not change the room
///   made (IBP ignores it: a quirk not copied).
/// - A pinned item stays on screen while its section is, within the section's own bounds (see
///   ``CollectionViewCompositionalLayout``).
public struct CollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
  /// The size, resolved against the section's width (less its insets when supplementaries follow
  /// them) and the visible height.
  public let layoutSize: CollectionLayoutSize
  /// The kind of the supplementary view; unique within a section.
  public let elementKind: String
  /// Where on the section's rectangle the item is placed.
  public let alignment: RectAlignment
  /// The distance the item is moved from its aligned position (`absoluteOffset`).
  public let offset: CGPoint
  /// Whether the section grows to make room for the item.
  ///
  /// The default is `true`.
  public var extendsBoundary = true
  /// Whether the item stays on screen while its section is.
  ///
  /// The default is `false`.
  public var pinToVisibleBounds = false
  /// The stacking order.
  ///
  /// The default is 1.
  public var zIndex = 1
  /// Insets that shrink the item inside its frame (as an item's); ignored along estimated axes.
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// A boundary item of `elementKind` at `alignment`.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// A boundary item of `elementKind` at `alignment`, moved by `absoluteOffset`.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    self.offset = absoluteOffset
  }

  /// Where along the scrolling axis the item sits: `-1` at the start (a header), `1` at the end
  /// (a footer), `0` elsewhere, for a layout scrolling vertically or not.
  func side(vertical: Bool) -> Int {
    let point = alignment.unitPoint
    let along = vertical ? point.y : point.x
    return along == 0 ? -1 : along == 1 ? 1 : 0
  }
}

extension CollectionLayoutBoundarySupplementaryItem {
  /// Hashes what `==` compares (the offset by its components: see `Hasher.combine(point:)`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layoutSize)
    hasher.combine(elementKind)
    hasher.combine(alignment)
    hasher.combine(point: offset)
    hasher.combine(extendsBoundary)
    hasher.combine(pinToVisibleBounds)
    hasher.combine(zIndex)
    hasher.combine(contentInsets)
  }
}
