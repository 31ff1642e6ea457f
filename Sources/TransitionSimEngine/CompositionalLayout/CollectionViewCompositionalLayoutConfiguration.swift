import Foundation

extension CollectionView {
  /// The direction a layout scrolls in: UIKit's `UICollectionView.ScrollDirection`, shared by the
  /// flow layout and the compositional layout's configuration.
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}

/// Layout-wide settings of a compositional layout:
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// A value type (UIKit's is a class the layout copies): setting the layout's `configuration`
/// invalidates it; changing a copy has no effect (UICollectionViewCompositionalLayout.h). Defaults
/// (the same header): vertical scrolling, `interSectionSpacing` 0, no boundary items,
/// `contentInsetsReference` `.safeArea` (the safe area across the scrolling axis: see
/// ``ContentInsetsReference``).
public struct CollectionViewCompositionalLayoutConfiguration {
  /// The direction the sections are stacked and scrolled in.
  ///
  /// The default is vertical.
  public var scrollDirection: CollectionView.ScrollDirection = .vertical
  /// Spacing between consecutive sections: not before the first, nor after the last (Apple's
  /// "between the sections"; the IBPCollectionViewCompositionalLayout backport's trailing spacing
  /// is a quirk not copied).
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout, before the first section and after the last.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Where the layout container's insets come from.
  ///
  /// The default is `.safeArea`.
  public var contentInsetsReference: ContentInsetsReference = .safeArea

  /// A configuration with UIKit's defaults.
  public init() {}
}
