import Foundation

/// What a group's subitems are: an item, or another group (in UIKit a group *is* an item).
///
/// ``CollectionLayoutItem`` and ``CollectionLayoutGroup`` conform, so a group's `subitems` can mix
/// them as UIKit's `[NSCollectionLayoutItem]` does: `subitems: [leadingItem, trailingGroup]`.
public protocol CollectionLayoutSubitem {
  /// The size, resolved against the effective size of the enclosing group.
  var layoutSize: CollectionLayoutSize { get }
  /// Insets inside the slot: for an item they shrink its frame; for a group they inset its
  /// subitems (the group is their container).
  var contentInsets: DirectionalEdgeInsets { get set }
  /// Space reserved around the slot, outside it; `nil` for none.
  var edgeSpacing: CollectionLayoutEdgeSpacing? { get set }
  /// Supplementary views anchored to the item or group.
  var supplementaryItems: [CollectionLayoutSupplementaryItem] { get }
}

/// One cell's slot in a compositional layout: UIKit's `NSCollectionLayoutItem`.
///
/// A value type, where UIKit's is a class: an item is copied when a group, section or layout is
/// made from it, as UIKit copies its model objects (`NSCopying`), so changing it afterwards does
/// not change a layout already made. Defaults (UIKit's, from its binary, iOS 26.1): `contentInsets`
/// zero and no edge spacing.
///
/// The item's frame is its slot — its `layoutSize` resolved against the enclosing group's
/// effective size — shrunk by `contentInsets`, except along an axis whose dimension is estimated,
/// where UIKit ignores the insets (UICollectionViewCompositionalLayout.h; UIKit's
/// `_effectiveContentInsets` zeroes them, from its binary, iOS 26.1).
///
/// ```swift
/// var item = CollectionLayoutItem(
///   layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
public struct CollectionLayoutItem: CollectionLayoutSubitem, Hashable, Sendable {
  /// The size of the item's slot.
  public let layoutSize: CollectionLayoutSize
  /// Insets that shrink the item inside its slot; ignored along estimated axes.
  ///
  /// Points (item insets are not container insets, so the header's fractional reading of container
  /// insets does not apply: inferred).
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space reserved around the slot, outside it; `nil` for none (UIKit's default spacing).
  public var edgeSpacing: CollectionLayoutEdgeSpacing?
  /// Supplementary views anchored to the item.
  public let supplementaryItems: [CollectionLayoutSupplementaryItem]

  /// An item of `layoutSize` with no supplementary views.
  public init(layoutSize: CollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with supplementary views anchored to it.
  public init(
    layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

extension CollectionLayoutSubitem {
  /// `contentInsets` with the insets along estimated axes set to zero (as UIKit's
  /// `_effectiveContentInsets` does).
  var effectiveContentInsets: DirectionalEdgeInsets {
    var insets = contentInsets
    if layoutSize.widthDimension.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if layoutSize.heightDimension.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return insets
  }
}
