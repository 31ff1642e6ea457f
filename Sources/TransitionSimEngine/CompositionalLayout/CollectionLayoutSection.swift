import Foundation

/// Where a container's insets come from: UIKit's `UIContentInsetsReference`.
///
/// The insets are the collection view's safe area or layout margins, across the scrolling axis;
/// `.readableContent` uses the layout margins, as TransitionSim has no readable-content guide (our
/// choice). See `CollectionViewCompositionalLayout/layoutContainer(for:reference:)`.
public enum ContentInsetsReference: Int, Hashable, Sendable {
  /// Follow the enclosing configuration (a section) or the system default (the layout).
  case automatic = 0
  /// No insets.
  case none
  /// The safe area's insets (UIKit's default for the layout, iOS 14+).
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable-content guide.
  case readableContent
}

/// One section's layout: UIKit's `NSCollectionLayoutSection`.
///
/// A value type (UIKit's is a class): it is copied when given to a layout (`init(section:)`) or
/// returned by a section provider, so changing it afterwards does not change the layout. Defaults
/// (UICollectionViewCompositionalLayout.h, and UIKit's `initWithLayoutGroup:`, from its binary,
/// iOS 26.1): `contentInsets` zero, `interGroupSpacing` 0, `contentInsetsReference` `.automatic`,
/// `supplementariesFollowContentInsets` true, no boundary items or decorations.
///
/// The section repeats its group along the scrolling axis, `interGroupSpacing` apart, until every
/// item of the section is placed. Its container is the layout's effective size; `contentInsets`
/// inset the group's container (values in (0, 1) are fractions of the container's width or height,
/// as UICollectionViewCompositionalLayout.h says of container insets), so `fractionalWidth(1)` on
/// the group is the section's width less its leading and trailing insets, and `fractionalHeight(1)`
/// the visible height less its top and bottom insets.
public struct CollectionLayoutSection {
  /// The group repeated for the section's items.
  public let group: CollectionLayoutGroup
  /// Insets around the section's groups.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Spacing between consecutive repetitions of the group.
  public var interGroupSpacing: CGFloat = 0
  /// Where the section's insets are measured from: `.automatic` follows the configuration; any
  /// other reference lays the section out in the container that reference gives (see
  /// ``ContentInsetsReference``).
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// Whether boundary items are inset by the section's insets across the scrolling axis.
  public var supplementariesFollowContentInsets = true
  /// Where boundary items are inset from across the scrolling axis (iOS 16): `.automatic`
  /// follows ``supplementariesFollowContentInsets``; any other reference places them in the
  /// band that reference gives (the safe area's, the layout margins', none), whatever the
  /// section's insets.
  ///
  /// Setting it while ``supplementariesFollowContentInsets`` is `true` is UIKit's "Mixing
  /// supplementariesFollowContentInsets and supplementaryContentInsetsReference is not supported…"
  /// exception (its text from UIKit's binary, iOS 26.1), raised at the next layout pass.
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// Headers, footers and other views on the section's boundary.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Views behind the section (backgrounds).
  public var decorationItems: [CollectionLayoutDecorationItem] = []
  /// Whether the section scrolls across the layout's scrolling axis, and how it comes to rest.
  ///
  /// The default is `.none`. Any other value lays the groups out in one row across the axis, in a
  /// scroller of their own (see ``CollectionView/orthogonalContentOffset(inSection:)``): the
  /// section is as long as one group along the scrolling axis, plus its insets and boundary items,
  /// which stay in place while the groups scroll.
  public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  /// How an orthogonal section's fling decelerates and bounces (iOS 17).
  public var orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
  /// Called with the section's visible items, its offset and the environment at every layout
  /// pass and every sample of a scroll; what it changes (alpha, transform, center, zIndex,
  /// hidden) is what the frames show.
  ///
  /// See ``CollectionLayoutSectionVisibleItemsInvalidationHandler``.
  ///
  /// The visible items are the section's cells and supplementary views (boundary items
  /// included, backgrounds and list separators not) whose frames meet the collection view's
  /// bounds. The offset is the section's orthogonal offset for an orthogonal section, the
  /// collection view's content offset otherwise (the orthogonal offset is what public app code
  /// reads from it; the other case is inferred). The changes last until the next call; the layout's
  /// own attributes are not changed (not documented for UIKit; our choice). The handler is called
  /// lazily, once per section per layout pass and per bounds and offset, when the section's
  /// elements are asked for; it is not called for the frames an update animation interpolates —
  /// Core Animation runs those without app code — but its answers at the update's start and end are
  /// what the animation runs between.
  public var visibleItemsInvalidationHandler:
    CollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// For a list section made with an `itemSeparatorHandler`: the list's configuration, whose
  /// handler decides each row's separators as the layout answers (see
  /// `list(using:layoutEnvironment:)`).
  var listSeparatorRule: CollectionLayoutListConfiguration?

  /// A section that repeats `group`.
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}
