import Foundation
import TransitionSim

/// A class hierarchy: the sample data behind ``TreeLayout`` (Collection View Programming Guide for
/// iOS, "Custom Layouts: A Worked Example", Figure 6-1).
///
/// Build one from nested ``Node`` values, then use ``itemIdentifiers()`` as the collection view's
/// data (one section per depth level) and a ``ClassHierarchyDataSource`` as the layout's data
/// source. Class names must be unique: they are the items' identifiers.
public struct ClassHierarchy: Hashable, Sendable {
  /// A class and its direct subclasses.
  public struct Node: Hashable, Sendable {
    /// The class name.
    public var name: String
    /// The direct subclasses, in the order they are drawn.
    public var subclasses: [Node]

    /// Creates a class with its subclasses.
    public init(_ name: String, _ subclasses: [Node] = []) {
      self.name = name
      self.subclasses = subclasses
    }
  }

  /// The root class.
  public let root: Node
  private let subclassNames: [String: [String]]

  /// Creates a hierarchy from its root.
  ///
  /// A name met again after its first occurrence (breadth first) is dropped with its subtree, so
  /// the identifiers stay unique and the hierarchy stays a tree.
  ///
  /// - Complexity: O(*n*) in the number of classes.
  public init(root: Node) {
    self.root = root
    var names: [String: [String]] = [root.name: []]
    var level = [root]
    while !level.isEmpty {
      var next: [Node] = []
      for node in level {
        var kept: [String] = []
        for subclass in node.subclasses where names[subclass.name] == nil {
          names[subclass.name] = []
          kept.append(subclass.name)
          next.append(subclass)
        }
        names[node.name] = kept
      }
      level = next
    }
    subclassNames = names
  }

  /// The direct subclasses of the class named `name`; empty for a leaf or an unknown name.
  public func subclasses(of name: String) -> [String] {
    subclassNames[name] ?? []
  }

  /// The class names, one section per depth level: the root alone in section 0, then its
  /// subclasses, and so on; within a level, the subclasses of earlier classes come first.
  ///
  /// - Complexity: O(*n*) in the number of classes.
  public func itemIdentifiers() -> [[String]] {
    var sections: [[String]] = []
    var level = [root.name]
    while !level.isEmpty {
      sections.append(level)
      level = level.flatMap { subclasses(of: $0) }
    }
    return sections
  }

  /// The number of classes.
  public var count: Int { subclassNames.count }

  /// A part of UIKit's class hierarchy rooted at `NSObject`, in the spirit of the worked
  /// example's Figure 6-1: 5 levels and 27 classes, among them the classes of this package's
  /// porting table.
  ///
  /// Every superclass is UIKit's.
  public static let uikit = ClassHierarchy(
    root: Node(
      "NSObject",
      [
        Node(
          "UIResponder",
          [
            Node(
              "UIView",
              [
                Node(
                  "UIScrollView",
                  [Node("UICollectionView"), Node("UITableView"), Node("UITextView")]),
                Node("UIControl", [Node("UIButton"), Node("UISlider"), Node("UISwitch")]),
                Node("UILabel"),
                Node("UIImageView"),
                Node("UICollectionReusableView", [Node("UICollectionViewCell")]),
              ]),
            Node(
              "UIViewController",
              [
                Node("UICollectionViewController"), Node("UINavigationController"),
                Node("UITableViewController"),
              ]),
            Node("UIApplication"),
          ]),
        Node(
          "UICollectionViewLayout",
          [Node("UICollectionViewFlowLayout"), Node("UICollectionViewTransitionLayout")]),
        Node("UICollectionViewLayoutAttributes"),
        Node(
          "UIGestureRecognizer", [Node("UITapGestureRecognizer"), Node("UIPinchGestureRecognizer")]
        ),
      ]))
}

/// A ``TreeLayoutDataSource`` that answers from a ``ClassHierarchy``.
///
/// Detached, it answers for the hierarchy's own ``ClassHierarchy/itemIdentifiers()``. Attached to
/// a collection view (``collectionView``), it reads the class names from the collection view's
/// items, so it keeps answering correctly after batch updates insert, delete or move classes;
/// names the hierarchy does not know are leaves.
public final class ClassHierarchyDataSource: TreeLayoutDataSource {
  /// The hierarchy.
  public let hierarchy: ClassHierarchy
  /// The collection view whose items name the classes; `nil` to use the hierarchy's own sections.
  public weak var collectionView: CollectionView?

  private let sections: [[String]]
  private let positions: [String: IndexPath]

  /// Creates a data source for `hierarchy`.
  ///
  /// - Complexity: O(*n*) in the number of classes.
  public init(hierarchy: ClassHierarchy, collectionView: CollectionView? = nil) {
    self.hierarchy = hierarchy
    self.collectionView = collectionView
    let sections = hierarchy.itemIdentifiers()
    var positions: [String: IndexPath] = [:]
    for (section, names) in sections.enumerated() {
      for (item, name) in names.enumerated() where positions[name] == nil {
        positions[name] = IndexPath(item: item, section: section)
      }
    }
    self.sections = sections
    self.positions = positions
  }

  /// The class name at `indexPath`, or `nil`.
  public func className(at indexPath: IndexPath) -> String? {
    if let collectionView { return collectionView.itemIdentifier(at: indexPath) }
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section][indexPath.item]
  }

  /// The index path of the class named `name`, or `nil`.
  public func indexPath(ofClassNamed name: String) -> IndexPath? {
    if let collectionView { return collectionView.indexPath(forItemIdentifier: name) }
    return positions[name]
  }

  /// The index paths of the subclasses of the class at `indexPath` that are present.
  ///
  /// - Complexity: O(*c*) for *c* subclasses (after the collection view's first lookup).
  public func childrenIndexPaths(ofClassAt indexPath: IndexPath) -> [IndexPath] {
    guard let name = className(at: indexPath) else { return [] }
    return hierarchy.subclasses(of: name).compactMap(indexPath(ofClassNamed:))
  }

  /// The number of leaves below the class at `indexPath` (1 for a leaf).
  ///
  /// - Complexity: O(*m*) in the size of the class's subtree.
  public func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int {
    let children = childrenIndexPaths(ofClassAt: indexPath)
    guard !children.isEmpty else { return 1 }
    return children.reduce(0) { $0 + numRowsForClassAndChildren(at: $1) }
  }
}
