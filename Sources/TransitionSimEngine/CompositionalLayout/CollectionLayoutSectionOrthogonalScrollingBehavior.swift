import Foundation

/// How a section scrolls across the layout's scrolling axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (raw values as UIKit's, from
/// UICollectionViewCompositionalLayout.h).
///
/// Any value but `.none` lays the section's groups out one after another across the scrolling
/// axis — a vertical layout's orthogonal section is one row of groups, scrolled horizontally in
/// a scroller of its own (UIKit embeds a private scroll view per such section). Where a fling comes
/// to rest is decided by `CollectionLayoutOrthogonalScroller/restingOffset(from:velocity:)`.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable,
  CaseIterable
{
  /// The section lays out along the layout's scrolling axis (the default).
  case none = 0
  /// Free scrolling, decelerating at `.normal`'s rate.
  case continuous
  /// Free scrolling that comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Paging by the collection view's width (its height in a horizontal layout).
  case paging
  /// Paging by one group and the spacing after it.
  case groupPaging
  /// Paging by group, each group centered in the collection view.
  case groupPagingCentered

  /// The name used in scenario files: the case's name.
  public var name: String {
    switch self {
    case .none: "none"
    case .continuous: "continuous"
    case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
    case .paging: "paging"
    case .groupPaging: "groupPaging"
    case .groupPagingCentered: "groupPagingCentered"
    }
  }

  /// Whether a fling lands on a page or group boundary (every behaviour but `.none` and
  /// `.continuous`).
  var snaps: Bool { self != .none && self != .continuous }
}

/// How an orthogonal section's scroller decelerates and bounces: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17).
public struct CollectionLayoutSectionOrthogonalScrollingProperties: Hashable, Sendable {
  /// The deceleration rate: `.automatic` chooses by behaviour.
  public enum DecelerationRate: Hashable, Sendable {
    /// By behaviour (UIKit's −1 sentinel): `.fast` for the paging behaviours, `.normal` for the
    /// continuous ones (the rates UICollectionViewCompositionalLayout.h names for each behaviour up
    /// to iOS 16).
    case automatic
    /// A UIScrollView rate.
    case rate(CollectionView.DecelerationRate)
  }

  /// What happens at the content's ends: UIKit's `…OrthogonalScrollingProperties.BounceMode`.
  public enum BounceMode: Int, Hashable, Sendable {
    /// As `.always` (UIKit's default for a scroller whose content is wider than it).
    case automatic = 0
    /// A fling towards an end eases into it, as a scroll view bounces back to its edge.
    case always
    /// A fling towards an end stops dead there, at the speed it reached it (Apple's documentation
    /// of `UICollectionLayoutSectionOrthogonalScrollingProperties.bounce`: "stops scrolling
    /// immediately upon encountering the content boundary").
    case never
  }

  /// The deceleration rate.
  ///
  /// The default is `.automatic`.
  public var decelerationRate: DecelerationRate = .automatic
  /// The bounce mode.
  ///
  /// The default is `.automatic`.
  public var bounce: BounceMode = .automatic

  /// The default properties.
  public init() {}

  /// The rate a fling of `behavior` decelerates at.
  func rate(for behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)
    -> CollectionView.DecelerationRate
  {
    switch decelerationRate {
    case .rate(let rate): rate
    case .automatic:
      switch behavior {
      case .paging, .groupPaging, .groupPagingCentered: .fast
      case .none, .continuous, .continuousGroupLeadingBoundary: .normal
      }
    }
  }
}
