import Foundation

/// A headless `UICollectionView`: data, a layout, bounds and a content offset.
///
/// It holds the data as sections of item identifiers (strings, unique across the collection view),
/// drives its layout through UIKit's lifecycle — `prepare()` before the first query and again
/// after any invalidation, `shouldInvalidateLayout(forBoundsChange:)` on every bounds change — and
/// answers what is on screen. Queries that may run a layout pass are `throws`, because a layout can
/// fail the way a UIKit layout raises an exception.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// let view = CollectionView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
///   itemIdentifiers: [["A", "B", "C"]])
/// let visible = try view.indexPathsForVisibleItems  // [[0, 0], [0, 1], [0, 2]]
/// ```
public final class CollectionView {
  /// The delegate the layout consults (the flow layout's per-section and per-item metrics).
  public weak var delegate: (any CollectionViewDelegate)?

  /// The screen scale the flow layout rounds origins to (UIKit's display scale). The default is 3;
  /// 0 turns rounding off.
  public var displayScale: CGFloat = 3

  /// The margins around the content (`contentInset`); the flow layout lays lines out within them.
  public var contentInset: EdgeInsets = .zero {
    didSet { invalidateLayoutForBoundsChange(to: bounds, force: true) }
  }

  /// The frame in the superview's coordinates; its size is the bounds' size.
  ///
  /// Setting it is a bounds change when the size changes (see ``setFrame(_:)``).
  public var frame: CGRect {
    get { storedFrame }
    set { setFrame(newValue) }
  }

  /// The offset of the visible rect from the content's origin.
  ///
  /// Setting it is a bounds change, without animation (see ``setContentOffset(_:)``).
  public var contentOffset: CGPoint {
    get { storedContentOffset }
    set { setContentOffset(newValue) }
  }

  private var storedFrame: CGRect
  private var storedContentOffset: CGPoint

  /// The size of the content, as the layout reported it at the last layout pass.
  public private(set) var contentSize: CGSize = .zero

  /// The layout.
  public private(set) var collectionViewLayout: CollectionViewLayout

  /// The item identifiers, section by section.
  public private(set) var itemIdentifiers: [[String]]

  private var pendingInvalidation: CollectionViewLayoutInvalidationContext?
  private var displayed: [ElementKey: CollectionViewLayoutAttributes]?
  private var identifierIndex: [String: IndexPath]?

  /// Creates a collection view with a frame, a layout and its data.
  public init(
    frame: CGRect, collectionViewLayout layout: CollectionViewLayout,
    itemIdentifiers: [[String]] = []
  ) {
    self.storedFrame = frame
    self.storedContentOffset = .zero
    self.collectionViewLayout = layout
    self.itemIdentifiers = itemIdentifiers
    install(layout)
  }

  /// Creates a collection view whose items are named by position: item `i` of section `s` is
  /// `"s-i"`.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public convenience init(
    frame: CGRect, collectionViewLayout layout: CollectionViewLayout, itemCounts: [Int]
  ) {
    self.init(
      frame: frame, collectionViewLayout: layout,
      itemIdentifiers: Self.identifiers(forItemCounts: itemCounts))
  }

  /// Identifiers `"s-i"` for sections of the given sizes.
  ///
  /// - Complexity: O(*n*) in the number of items.
  public static func identifiers(forItemCounts counts: [Int]) -> [[String]] {
    counts.enumerated().map { section, count in
      (0..<max(count, 0)).map { "\(section)-\($0)" }
    }
  }

  //===--- Data --------------------------------------------------------===//

  /// The number of sections.
  public var numberOfSections: Int { itemIdentifiers.count }

  /// The number of items in `section`; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    itemIdentifiers.indices.contains(section) ? itemIdentifiers[section].count : 0
  }

  /// The identifier of the item at `indexPath`, or `nil` when there is no such item.
  public func itemIdentifier(at indexPath: IndexPath) -> String? {
    guard indexPath.count == 2, itemIdentifiers.indices.contains(indexPath.section),
      itemIdentifiers[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemIdentifiers[indexPath.section][indexPath.item]
  }

  /// The index path of the item with `identifier`, or `nil`.
  ///
  /// - Complexity: O(*n*) the first time after a data change, then O(1).
  public func indexPath(forItemIdentifier identifier: String) -> IndexPath? {
    if identifierIndex == nil {
      var index: [String: IndexPath] = [:]
      for (section, items) in itemIdentifiers.enumerated() {
        for (item, id) in items.enumerated() where index[id] == nil {
          index[id] = IndexPath(item: item, section: section)
        }
      }
      identifierIndex = index
    }
    return identifierIndex?[identifier]
  }

  /// Whether `indexPath` names an existing element of `category`: an item for cells, a section
  /// for supplementary and decoration views.
  public func isValid(_ indexPath: IndexPath, for category: ElementCategory) -> Bool {
    guard indexPath.count == 2 else { return false }
    if category == .cell { return itemIdentifier(at: indexPath) != nil }
    return itemIdentifiers.indices.contains(indexPath.section)
  }

  /// Discards the layout and re-reads the data, as `reloadData()`: no animation.
  public func reloadData() {
    identifierIndex = nil
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.makeInvalidationContext(everything: true, dataSourceCounts: true))
  }

  /// Replaces the data and reloads, as a data source that changed its model then called
  /// `reloadData()`.
  public func reloadData(_ itemIdentifiers: [[String]]) {
    self.itemIdentifiers = itemIdentifiers
    reloadData()
  }

  //===--- Geometry ----------------------------------------------------===//

  /// The visible rect in content coordinates: origin `contentOffset`, size `frame.size`.
  public var bounds: CGRect {
    CGRect(origin: contentOffset, size: frame.size)
  }

  /// Moves the visible rect without animation (`contentOffset = …`).
  ///
  /// The layout is asked `shouldInvalidateLayout(forBoundsChange:)` first, as for every bounds
  /// change.
  public func setContentOffset(_ offset: CGPoint) {
    guard offset != contentOffset else { return }
    let newBounds = CGRect(origin: offset, size: frame.size)
    invalidateLayoutForBoundsChange(to: newBounds, force: false) {
      self.storedContentOffset = offset
    }
  }

  /// Changes the frame without animation; a size change is a bounds change for the layout.
  public func setFrame(_ newFrame: CGRect) {
    guard newFrame != frame else { return }
    let newBounds = CGRect(origin: contentOffset, size: newFrame.size)
    if newFrame.size == frame.size {
      storedFrame = newFrame
      return
    }
    invalidateLayoutForBoundsChange(to: newBounds, force: false) {
      self.storedFrame = newFrame
    }
  }

  /// The smallest and largest content offsets: the content size less the visible size, never
  /// below zero (content insets extend the range).
  public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + contentInset.right - frame.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - frame.height))
    return (minimum, maximum)
  }

  //===--- Layout --------------------------------------------------------===//

  /// Runs a layout pass if the layout was invalidated: `prepare()`, then the content size.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when the layout raised one.
  /// - Complexity: whatever the layout's `prepare()` costs, when it runs; O(1) otherwise.
  public func layoutIfNeeded() throws {
    guard pendingInvalidation != nil else { return }
    pendingInvalidation = nil
    displayed = nil
    let layout = collectionViewLayout
    layout.raisedError = nil
    layout.prepare()
    contentSize = layout.collectionViewContentSize
    if let error = layout.raisedError {
      layout.raisedError = nil
      pendingInvalidation = CollectionViewLayoutInvalidationContext(
        everything: true, dataSourceCounts: false)
      throw error
    }
  }

  /// The attributes of every element on screen, sorted by zIndex, then category, kind and index
  /// path: `layoutAttributesForElements(in: bounds)`.
  ///
  /// - Complexity: the layout's rect query, plus O(*k* log *k*) to sort the *k* results.
  public func visibleLayoutAttributes() throws -> [CollectionViewLayoutAttributes] {
    try layoutIfNeeded()
    let attributes = try query(bounds)
    return attributes.sorted { lhs, rhs in
      lhs.zIndex != rhs.zIndex ? lhs.zIndex < rhs.zIndex : lhs.elementKey < rhs.elementKey
    }
  }

  /// The index paths of the visible items, sorted (`indexPathsForVisibleItems`).
  public var indexPathsForVisibleItems: [IndexPath] {
    get throws {
      try visibleLayoutAttributes().filter { $0.representedElementCategory == .cell }
        .map(\.indexPath).sorted()
    }
  }

  /// The item whose frame contains `point` (content coordinates), topmost first by zIndex.
  public func indexPathForItem(at point: CGPoint) throws -> IndexPath? {
    try layoutIfNeeded()
    let probe = CGRect(origin: point, size: .zero)
    let hits = try query(probe).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }
    return hits.max { lhs, rhs in
      lhs.zIndex != rhs.zIndex ? lhs.zIndex < rhs.zIndex : lhs.indexPath > rhs.indexPath
    }?.indexPath
  }

  /// The layout's attributes for the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) throws
    -> CollectionViewLayoutAttributes?
  {
    try layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for a supplementary element.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) throws -> CollectionViewLayoutAttributes? {
    try layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The attributes of the element as currently on screen, from the last layout pass; `nil` when
  /// it is not visible. This is what UIKit reads from a visible view.
  public func displayedAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
    if displayed == nil {
      let visible = (try? query(bounds)) ?? []
      displayed = Dictionary(visible.map { ($0.elementKey, $0) }, uniquingKeysWith: { a, _ in a })
    }
    return displayed?[key]
  }

  //===--- Internals -----------------------------------------------------===//

  private func install(_ layout: CollectionViewLayout) {
    layout.collectionView = self
    layout.invalidateLayout(
      with: layout.makeInvalidationContext(everything: true, dataSourceCounts: true))
  }

  private func query(_ rect: CGRect) throws -> [CollectionViewLayoutAttributes] {
    let layout = collectionViewLayout
    let attributes = layout.layoutAttributesForElements(in: rect) ?? []
    if let error = layout.raisedError {
      layout.raisedError = nil
      throw error
    }
    return attributes
  }

  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(_ context: CollectionViewLayoutInvalidationContext) {
    if let pending = pendingInvalidation {
      pending.invalidateEverything = pending.invalidateEverything || context.invalidateEverything
      pending.invalidateDataSourceCounts =
        pending.invalidateDataSourceCounts || context.invalidateDataSourceCounts
    } else {
      pendingInvalidation = context
    }
    displayed = nil
    if context.invalidateDataSourceCounts { identifierIndex = nil }
  }

  private func invalidateLayoutForBoundsChange(
    to newBounds: CGRect, force: Bool, apply: () -> Void = {}
  ) {
    let layout = collectionViewLayout
    let invalidates = force || layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    let context = invalidates ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    apply()
    displayed = nil
    if let context { layout.invalidateLayout(with: context) }
  }
}
