import Foundation
import TransitionSim

/// Apple's worked example of a custom layout (Collection View Programming Guide for iOS, "Custom
/// Layouts: A Worked Example"): a class hierarchy drawn as a tree.
///
/// Each section is one depth level and is drawn as a column, left to right: section 0 holds the
/// root class, section 1 its subclasses, and so on. Every class takes one row of its column;
/// a parent is drawn on the row of its first child, and a class needs as many rows as its
/// subtree has leaves, so subtrees never overlap (the example leaves the space below a parent
/// empty rather than packing rows smartly). Lines join each parent to its children:
/// `"ConnectionViewKind"` supplementary views.
///
/// The layout talks to a ``TreeLayoutDataSource``, not to a concrete data source, and caches
/// everything in `prepare()` as the example does, since a class hierarchy has few items.
///
/// Geometry. Every cell sits in a slot of (``itemWidth`` + `insets.left` + `insets.right`) ×
/// (``itemHeight`` + `insets.top` + `insets.bottom`) points, inset by ``insets``: the cell at
/// section *s* on row *r* has the frame
/// (*s* · slotWidth + `insets.left`, *r* · slotHeight + `insets.top`, ``itemWidth``,
/// ``itemHeight``). The example leaves the constants `ITEM_WIDTH`, `ITEM_HEIGHT` and `INSET_*`
/// to the app; the defaults here are 160 × 40 points with insets of 10 above and below and 20 on
/// either side, so slots are 200 × 60 and columns are 40 points apart.
///
/// Connectors. The example sets a connector's frame with `frameForSupplementaryViewOfKind:…`
/// without showing it; here the connector of a parent spans the gap between the parent's column
/// and its children's (from the parent's right edge, `insets.right` + `insets.left` wide) and runs
/// from the parent's top to its last child's bottom, so a connector view can draw a line from the
/// parent to every child. A connector shares its parent's index path and carries the same
/// `children` custom attribute. Leaves have none: the example creates one per item, but a
/// leaf's would have nothing to draw.
open class TreeLayout: CollectionViewLayout {
  /// The cells' kind in the cache, as in the example.
  public static let cellKind = "MyCellKind"
  /// The kind of the supplementary views joining a parent to its children.
  public static let connectorKind = "ConnectionViewKind"

  /// The default `ITEM_WIDTH`: 160 points.
  public static let defaultItemWidth: CGFloat = 160
  /// The default `ITEM_HEIGHT`: 40 points.
  public static let defaultItemHeight: CGFloat = 40
  /// The default insets (`INSET_TOP`, `INSET_LEFT`, `INSET_BOTTOM`, `INSET_RIGHT`).
  public static let defaultInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)

  /// The object answering the tree's structure (the `customDataSource` of Listing 6-1 in "Custom
  /// Layouts: A Worked Example", Collection View Programming Guide for iOS).
  ///
  /// Held weakly, as in the example: keep it alive yourself. Without one, every class is a
  /// leaf and each column is a plain list.
  public weak var customDataSource: (any TreeLayoutDataSource)? {
    didSet { invalidateLayout() }
  }

  /// The width of every cell (`ITEM_WIDTH`).
  open var itemWidth: CGFloat = TreeLayout.defaultItemWidth {
    didSet { invalidateLayout() }
  }

  /// The height of every cell (`ITEM_HEIGHT`).
  open var itemHeight: CGFloat = TreeLayout.defaultItemHeight {
    didSet { invalidateLayout() }
  }

  /// The space around every cell within its slot; also sizes the content (Listing 6-6).
  open var insets: EdgeInsets = TreeLayout.defaultInsets {
    didSet { invalidateLayout() }
  }

  /// The number of rows of the tallest column, section 0's (Listing 6-5 note 4).
  public private(set) var maxNumRows = 0

  /// The cache: attributes by kind, then by index path (Listing 6-2's `layoutInformation`).
  private var layoutInformation: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
  /// The cached attributes in a fixed order (cells, then connectors, by index path), so rect
  /// queries answer in the same order on every run.
  private var orderedAttributes: [CollectionViewLayoutAttributes] = []
  /// The cells being built by `prepare()`.
  private var cellInformation: [IndexPath: CollectionViewLayoutAttributes] = [:]
  /// The connectors being built by `prepare()`.
  private var supplementaryInformation: [IndexPath: CollectionViewLayoutAttributes] = [:]
  /// The row of every cell placed so far by `prepare()`.
  private var rowInformation: [IndexPath: Int] = [:]

  /// Creates a tree layout with the default metrics and no data source.
  public override init() {
    super.init()
  }

  /// Creates a tree layout with a data source and metrics.
  public init(
    customDataSource: (any TreeLayoutDataSource)?, itemWidth: CGFloat = TreeLayout.defaultItemWidth,
    itemHeight: CGFloat = TreeLayout.defaultItemHeight,
    insets: EdgeInsets = TreeLayout.defaultInsets
  ) {
    super.init()
    self.customDataSource = customDataSource
    self.itemWidth = itemWidth
    self.itemHeight = itemHeight
    self.insets = insets
  }

  /// The width of a column's slot: ``itemWidth`` plus the left and right insets.
  public var slotWidth: CGFloat { itemWidth + insets.left + insets.right }
  /// The height of a row's slot: ``itemHeight`` plus the top and bottom insets.
  public var slotHeight: CGFloat { itemHeight + insets.top + insets.bottom }

  //===--- Preparing the layout (Listings 6-4, 6-5, 6-9) --------------------===//

  /// Builds and caches the attributes of every cell and connector, in the example's two passes.
  ///
  /// First pass, every section in increasing order: each item's attributes with its children
  /// (and a connector for each parent). Second pass, from the last section back to the first
  /// (Figure 6-3): each item is placed on the next free row of its column (`totalHeight`), its
  /// subtree is moved to its row by `adjustFramesOfChildrenAndConnectors(forClassAt:)`, and
  /// `totalHeight` grows by the rows the class needs. Section 0's total is ``maxNumRows``.
  ///
  /// Children that do not name an item of a later section are ignored, so a faulty data source
  /// cannot make the recursion loop; a class always needs at least one row.
  ///
  /// - Complexity: O(*n* · *d*) for *n* items in *d* sections (each subtree is moved again at
  ///   every level above it), plus the data source's answers.
  open override func prepare() {
    super.prepare()
    cellInformation = [:]
    supplementaryInformation = [:]
    rowInformation = [:]
    maxNumRows = 0
    guard let collectionView else {
      storeCache()
      return
    }
    let numSections = collectionView.numberOfSections
    for section in 0..<numSections {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let attributes = attributesWithChildren(at: indexPath)
        cellInformation[indexPath] = attributes
        if let children = attributes[.children], !children.isEmpty {
          var connector = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: Self.connectorKind, with: indexPath)
          connector[.children] = children
          supplementaryInformation[indexPath] = connector
        }
      }
    }
    // End of the first pass.
    for section in stride(from: numSections - 1, through: 0, by: -1) {
      var totalHeight = 0
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        place(indexPath, onRow: totalHeight)
        adjustFramesOfChildrenAndConnectors(forClassAt: indexPath)
        totalHeight += numRows(forClassAt: indexPath)
      }
      if section == 0 { maxNumRows = totalHeight }
    }
    storeCache()
  }

  /// The attributes of the cell at `indexPath` with its children set
  /// (`attributesWithChildrenAtIndexPath:`).
  private func attributesWithChildren(at indexPath: IndexPath) -> CollectionViewLayoutAttributes {
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    let children = customDataSource?.childrenIndexPaths(ofClassAt: indexPath) ?? []
    attributes[.children] = children.filter { isItem($0, below: indexPath) }
    return attributes
  }

  /// Whether `child` names an existing item in a section after `parent`'s.
  private func isItem(_ child: IndexPath, below parent: IndexPath) -> Bool {
    guard let collectionView, child.count == 2, child.section > parent.section else {
      return false
    }
    return child.item >= 0 && child.item < collectionView.numberOfItems(inSection: child.section)
  }

  /// The rows the class at `indexPath` and its descendants need, from the data source; at least 1.
  private func numRows(forClassAt indexPath: IndexPath) -> Int {
    max(1, customDataSource?.numRowsForClassAndChildren(at: indexPath) ?? 1)
  }

  /// The frame of the cell at `indexPath` on row `totalHeight` of its column.
  private func frameForCell(at indexPath: IndexPath, withHeight totalHeight: Int) -> CGRect {
    CGRect(
      x: CGFloat(indexPath.section) * slotWidth + insets.left,
      y: CGFloat(totalHeight) * slotHeight + insets.top, width: itemWidth, height: itemHeight)
  }

  /// Sets the frame of the cell at `indexPath` to row `row` of its column.
  private func place(_ indexPath: IndexPath, onRow row: Int) {
    rowInformation[indexPath] = row
    cellInformation[indexPath]?.frame = frameForCell(at: indexPath, withHeight: row)
  }

  /// Moves the children of the class at `indexPath`, and recursively their descendants, to the
  /// class's row: the first child on the parent's row, each next one below the rows its previous
  /// sibling needs.
  ///
  /// Then spans the parent's connector from it to its last child.
  private func adjustFramesOfChildrenAndConnectors(forClassAt indexPath: IndexPath) {
    guard let parent = cellInformation[indexPath], let children = parent[.children],
      !children.isEmpty
    else { return }
    var row = rowInformation[indexPath] ?? 0
    var lastChildFrame = parent.frame
    for child in children {
      place(child, onRow: row)
      lastChildFrame = cellInformation[child]?.frame ?? lastChildFrame
      adjustFramesOfChildrenAndConnectors(forClassAt: child)
      row += numRows(forClassAt: child)
    }
    supplementaryInformation[indexPath]?.frame = frameForConnector(
      from: parent.frame, toLastChild: lastChildFrame)
  }

  /// A connector's frame: the gap right of the parent, from its top to the last child's bottom.
  private func frameForConnector(from parent: CGRect, toLastChild last: CGRect) -> CGRect {
    CGRect(
      x: parent.maxX, y: parent.minY, width: insets.right + insets.left,
      height: max(last.maxY, parent.maxY) - parent.minY)
  }

  /// Publishes the attributes built by `prepare()` (Listing 6-5 note 5, Listing 6-9).
  private func storeCache() {
    layoutInformation = [
      Self.cellKind: cellInformation, Self.connectorKind: supplementaryInformation,
    ]
    orderedAttributes =
      cellInformation.keys.sorted().compactMap { cellInformation[$0] }
      + supplementaryInformation.keys.sorted().compactMap { supplementaryInformation[$0] }
    cellInformation = [:]
    supplementaryInformation = [:]
    rowInformation = [:]
  }

  //===--- Answering queries (Listings 6-6, 6-7, 6-8, 6-10) ----------------===//

  /// Sections × slot width by ``maxNumRows`` × slot height (Listing 6-6).
  open override var collectionViewContentSize: CGSize {
    let sections = collectionView?.numberOfSections ?? 0
    return CGSize(
      width: CGFloat(sections) * slotWidth, height: CGFloat(maxNumRows) * slotHeight)
  }

  /// Every cached cell and connector whose frame meets `rect` (Listing 6-7): cells first, then
  /// connectors, each by index path.
  ///
  /// - Complexity: O(*n*): the cache is scanned, as in the example.
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    orderedAttributes.filter { $0.frame.overlaps(rect) }
  }

  /// The cached cell at `indexPath` (Listing 6-8).
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutInformation[Self.cellKind]?[indexPath]
  }

  /// The cached supplementary view of `elementKind` at `indexPath` (Listing 6-10).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard elementKind != Self.cellKind else { return nil }
    return layoutInformation[elementKind]?[indexPath]
  }
}
