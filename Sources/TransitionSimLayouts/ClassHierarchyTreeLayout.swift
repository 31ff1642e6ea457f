import Foundation
import TransitionSim

/// A ``TreeLayout`` that owns a ``ClassHierarchyDataSource`` and keeps it attached to its
/// collection view: the ready-made tree of the ``LayoutRegistry`` (the worked example of the
/// Collection View Programming Guide for iOS, "Custom Layouts: A Worked Example").
///
/// ``TreeLayout/customDataSource`` is weak, as in the worked example, so something must keep the
/// data source alive; this layout does. Before every layout pass it points the data source at the
/// layout's collection view, so the tree follows the collection view's items (class names)
/// through batch updates. Give the collection view ``ClassHierarchy/itemIdentifiers()`` as its
/// data.
public final class ClassHierarchyTreeLayout: TreeLayout {
  /// The data source this layout owns.
  public let hierarchyDataSource: ClassHierarchyDataSource

  /// Creates a tree layout for `hierarchy` (by default UIKit's, ``ClassHierarchy/uikit``).
  public init(
    hierarchy: ClassHierarchy = .uikit, itemWidth: CGFloat = TreeLayout.defaultItemWidth,
    itemHeight: CGFloat = TreeLayout.defaultItemHeight,
    insets: EdgeInsets = TreeLayout.defaultInsets
  ) {
    let dataSource = ClassHierarchyDataSource(hierarchy: hierarchy)
    hierarchyDataSource = dataSource
    super.init(
      customDataSource: dataSource, itemWidth: itemWidth, itemHeight: itemHeight, insets: insets)
  }

  /// The hierarchy drawn.
  public var hierarchy: ClassHierarchy { hierarchyDataSource.hierarchy }

  /// Attaches the data source to the collection view, then prepares the tree.
  ///
  /// - Complexity: as ``TreeLayout/prepare()``.
  public override func prepare() {
    hierarchyDataSource.collectionView = collectionView
    super.prepare()
  }
}
