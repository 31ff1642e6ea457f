import Foundation

/// What kind of view a set of layout attributes describes (`UICollectionView.ElementCategory`).
///
/// A top-level type so value types (attributes, keys, tracks) do not name the collection view
/// class; `CollectionView.ElementCategory`, UIKit's spelling, names the same type.
public enum ElementCategory: Int, Hashable, Sendable, Comparable, CaseIterable, Codable,
  CustomStringConvertible
{
  /// A cell, one per item.
  case cell = 0
  /// A supplementary view (headers, footers, …), driven by the data source.
  case supplementaryView = 1
  /// A decoration view, owned entirely by the layout.
  case decorationView = 2

  /// Orders cells before supplementary views before decoration views.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The name used in frame dumps: `cell`, `supplementary` or `decoration`.
  public var description: String {
    switch self {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: "decoration"
    }
  }
}

extension CollectionView {
  /// UIKit's spelling of ``ElementCategory``: `UICollectionView.ElementCategory`.
  public typealias ElementCategory = TransitionSimEngine.ElementCategory

  /// The kind of a section header (`UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
