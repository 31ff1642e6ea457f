import TransitionSimEngine

/// The scroll direction, section spacing and layout-wide headers of a compositional layout:
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// The layout copies a configuration when it is assigned and when it is read (UIKit's iOS 26.1
/// binary), so `layout.configuration.scrollDirection = .horizontal` changes a copy and nothing
/// else; assign a whole configuration instead.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
  /// The direction the layout scrolls in; vertical by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical

  /// The spacing between sections; 0 by default.
  open var interSectionSpacing: CGFloat = 0

  /// Headers and footers of the whole layout.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// What the content insets are measured from; the safe area by default.
  open var contentInsetsReference: UIContentInsetsReference = .safeArea

  /// A configuration with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// A copy with the same properties; the boundary items are shared, as in UIKit.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }

  /// The engine's configuration as this one is now.
  ///
  /// - Complexity: O(*b*) for *b* boundary items.
  func engineValue() -> CollectionViewCompositionalLayoutConfiguration {
    var configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = scrollDirection
    configuration.interSectionSpacing = interSectionSpacing
    configuration.boundarySupplementaryItems = boundarySupplementaryItems.map(\.engineValue)
    configuration.contentInsetsReference = contentInsetsReference
    return configuration
  }
}
