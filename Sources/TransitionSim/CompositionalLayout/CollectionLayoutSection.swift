import Foundation

/// Where a container's insets come from: UIKit's `UIContentInsetsReference`.
///
/// The insets are the collection view's safe area or layout margins, across the scrolling axis;
/// `.readableContent` uses the layout margins, as TransitionSim has no readable-content guide (our
/// choice). See ``CollectionViewCompositionalLayout/layoutContainer(for:reference:)``.
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
/// (modern-uikit §1.1, [HDR], [DEC] `initWithLayoutGroup:`): `contentInsets` zero,
/// `interGroupSpacing` 0, `contentInsetsReference` `.automatic`,
/// `supplementariesFollowContentInsets` true, no boundary items or decorations.
///
/// The section repeats its group along the scrolling axis, `interGroupSpacing` apart, until every
/// item of the section is placed (§1.4). Its container is the layout's effective size;
/// `contentInsets` inset the group's container (values in (0, 1) are fractions of the container's
/// width or height, [HDR] §1.2), so `fractionalWidth(1)` on the group is the section's width less
/// its leading and trailing insets, and `fractionalHeight(1)` the visible height less its top and
/// bottom insets.
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
  /// section's insets. Setting it while ``supplementariesFollowContentInsets`` is `true` is
  /// UIKit's "Mixing supplementariesFollowContentInsets and supplementaryContentInsetsReference
  /// is not supported…" exception (modern-uikit §1.1), raised at the next layout pass.
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// Headers, footers and other views on the section's boundary.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Views behind the section (backgrounds).
  public var decorationItems: [CollectionLayoutDecorationItem] = []

  /// A section that repeats `group`.
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}
