import Foundation
import TransitionSim

/// What a ``TreeLayout`` needs to know about the tree it shows: the `MyCustomProtocol` of "Custom
/// Layouts: A Worked Example" (Collection View Programming Guide for iOS).
///
/// The worked example ("Initialization") gives the layout its own protocol instead of a connection
/// to a concrete data source, so the layout works with any object that can answer these two
/// questions. Each section of the collection view is one depth level of the tree.
public protocol TreeLayoutDataSource: AnyObject {
  /// The index paths of the children of the class at `indexPath`, in the next section, in the
  /// order they are drawn.
  func childrenIndexPaths(ofClassAt indexPath: IndexPath) -> [IndexPath]

  /// How many rows the class at `indexPath` and all its descendants occupy: 1 for a leaf, and
  /// for a parent the rows its children need (the worked example's Listing 6-5, note 3).
  func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int
}

extension LayoutAttributeKey where Value == [IndexPath] {
  /// The index paths of an element's children in a ``TreeLayout``: the custom attribute the
  /// worked example adds by subclassing `UICollectionViewLayoutAttributes` (its Listing 6-3).
  ///
  /// Like its `isEqual:` override, it takes part in the attributes' equality.
  public static let children = LayoutAttributeKey("children")
}
