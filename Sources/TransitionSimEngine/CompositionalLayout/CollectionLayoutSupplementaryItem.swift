import Foundation

/// A supplementary view anchored to an item or group: UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// A value type (UIKit's is a class), copied into the item or group that holds it. Its size
/// resolves against its host's frame, fractions being fractions of the host (as in the
/// IBPCollectionViewCompositionalLayout backport); its index path is its host item's (for a group,
/// the group's first item: our choice, as UIKit's is not known). `zIndex` defaults to 1 (both of
/// UIKit's constructors pass `zIndex:1`, from its binary, iOS 26.1).
///
/// Placement: the `containerAnchor` point of the host, plus the container anchor's offset, is
/// where the supplementary's `itemAnchor` point goes, less the item anchor's offset. Without an
/// item anchor the supplementary's own point is the container anchor's, so it sits inside the
/// host's corner (the item-anchor rule is inferred from the diagram in
/// UICollectionViewCompositionalLayout.h).
public struct CollectionLayoutSupplementaryItem: Hashable, Sendable {
  /// The size, resolved against the host's frame.
  public let layoutSize: CollectionLayoutSize
  /// The kind of the supplementary view; unique within a section.
  public let elementKind: String
  /// Where on the host the supplementary is anchored.
  public let containerAnchor: CollectionLayoutAnchor
  /// Which point of the supplementary goes on the host's anchor; `nil` for the same edges.
  public let itemAnchor: CollectionLayoutAnchor?
  /// The stacking order.
  ///
  /// The default is 1.
  public var zIndex: Int = 1
  /// Insets that shrink the supplementary inside its frame (as an item's).
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// A supplementary of `elementKind` anchored to its host at `containerAnchor`.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String,
    containerAnchor: CollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// A supplementary whose `itemAnchor` point is placed on its host's `containerAnchor` point.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String,
    containerAnchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor?
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
  }

  /// The supplementary's frame on a host of frame `host`, before its content insets.
  func frame(onHost host: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: host.size)
    let hostPoint = containerAnchor.unitPoint
    let hostOffset = containerAnchor.offset(for: size)
    let own = itemAnchor ?? CollectionLayoutAnchor(edges: containerAnchor.edges)
    let ownPoint = own.unitPoint
    let ownOffset = own.offset(for: size)
    return CGRect(
      x: host.minX + host.width * hostPoint.x + hostOffset.x - size.width * ownPoint.x
        - ownOffset.x,
      y: host.minY + host.height * hostPoint.y + hostOffset.y - size.height * ownPoint.y
        - ownOffset.y,
      width: size.width, height: size.height)
  }
}
