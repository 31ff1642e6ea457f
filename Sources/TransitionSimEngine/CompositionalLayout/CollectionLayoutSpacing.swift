import Foundation

/// A spacing that is exact or a minimum: UIKit's `NSCollectionLayoutSpacing`.
///
/// A fixed spacing is used as given ("i.e. =="); a flexible one is a minimum ("i.e. >=") that
/// grows to share the space a group has left once its items are placed
/// (UICollectionViewCompositionalLayout.h).
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
  /// The spacing in points: exact when fixed, the minimum when flexible.
  public let spacing: CGFloat
  /// Whether the spacing may grow.
  public let isFlexibleSpacing: Bool

  /// Whether the spacing is exact.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = flexible
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// At least `flexibleSpacing` points, more when the group has room to share.
  public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// UIKit's default spacing: fixed 0 (`+defaultSpacing`, from UIKit's binary, iOS 26.1).
  static let defaultSpacing = CollectionLayoutSpacing.fixed(0)

  /// `.fixed(8.0)` or `.flexible(8.0)`.
  public var description: String {
    isFlexibleSpacing ? ".flexible(\(spacing))" : ".fixed(\(spacing))"
  }
}
