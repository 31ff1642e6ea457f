import Foundation

/// A view behind a section: UIKit's `NSCollectionLayoutDecorationItem`.
///
/// Only section backgrounds exist (`background(elementKind:)`): the view covers the section's
/// rectangle, inset by the decoration's `contentInsets`, at `zIndex` 0, and the section's cells
/// move up to `zIndex` 1 (UICollectionViewCompositionalLayout.h: "all other section items will be
/// automatically be promoted to zIndex=1"; the background's own 0 is UIKit's, from its binary,
/// iOS 26.1). Its index path is `(0, section)` (as in the IBPCollectionViewCompositionalLayout
/// backport). A value type, copied into its section.
public struct CollectionLayoutDecorationItem: Hashable, Sendable {
  /// The kind of the decoration view.
  public let elementKind: String
  /// The stacking order.
  ///
  /// The default is 0.
  public var zIndex = 0
  /// Insets from the section's rectangle.
  ///
  /// Points.
  public var contentInsets: DirectionalEdgeInsets = .zero

  private init(elementKind: String) {
    self.elementKind = elementKind
  }

  /// A background of `elementKind` covering the whole section.
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
