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

  /// The screen scale the flow layout rounds origins to: `traitCollection.displayScale`, kept as
  /// a property of its own for existing code.
  ///
  /// The default is 3; 0 turns rounding off.
  public var displayScale: CGFloat {
    get { traitCollection.displayScale }
    set { traitCollection.displayScale = newValue }
  }

  /// The traits the layout reads: the display scale and the layout direction.
  ///
  /// UIKit's is read-only and comes from the screen and the app's language; here it is set, as a
  /// test sets a device's. A change invalidates the layout (inferred: UIKit relays a trait change
  /// to the layout through a new layout pass).
  public var traitCollection = TraitCollection() {
    didSet {
      if oldValue != traitCollection { invalidateLayoutForEnvironmentChange() }
    }
  }

  /// The margins around the content (`contentInset`); the flow layout lays lines out within them,
  /// with the safe area added as ``contentInsetAdjustmentBehavior`` says
  /// (``adjustedContentInset``).
  public var contentInset: EdgeInsets = .zero {
    didSet { if oldValue != contentInset { invalidateLayoutForEnvironmentChange() } }
  }

  /// The part of the view not covered by bars, notches and rounded corners (`safeAreaInsets`).
  ///
  /// UIKit's is read-only and comes from the window; here it is set, as a test sets a device's.
  /// The default is zero. A change invalidates the layout, as a bounds change does.
  public var safeAreaInsets: EdgeInsets = .zero {
    didSet {
      if oldValue != safeAreaInsets { invalidateLayoutForEnvironmentChange() }
    }
  }

  /// How the safe area adds to the content inset.
  ///
  /// The default is `.automatic`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      if oldValue != contentInsetAdjustmentBehavior {
        invalidateLayoutForEnvironmentChange()
      }
    }
  }

  /// The layout margins set, before the safe area is added (see ``layoutMargins``).
  var storedLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// Whether ``layoutMargins`` include the safe area (`insetsLayoutMarginsFromSafeArea`).
  ///
  /// The default is `true`.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet {
      if oldValue != insetsLayoutMarginsFromSafeArea {
        invalidateLayoutForEnvironmentChange()
      }
    }
  }

  /// Whether a fling stops on a multiple of the bounds' size (`isPagingEnabled`).
  ///
  /// The default is `false`.
  public var isPagingEnabled = false

  /// How fast a fling slows down (`decelerationRate`).
  ///
  /// The default is `.normal`.
  public var decelerationRate: DecelerationRate = .normal

  /// The iOS version the app runs on and links against: it selects UIKit's version-dependent
  /// update rules (the "UIKit by iOS version" article): how
  /// `apply(_:animatingDifferences: false)` shows a snapshot, whether
  /// `applySnapshotUsingReloadData` and `reconfigureItems` exist, and whether
  /// an inconsistent batch raises iOS 16.4's "Invalid batch updates detected" or logs and
  /// reloads — and which layout APIs exist (a compositional section using an iOS 17 API raises
  /// at the next layout pass on an older version).
  ///
  /// The default is ``IOSVersion/newest``. A change invalidates the layout.
  public var iOSVersion: IOSVersion = .newest {
    didSet { if oldValue != iOSVersion { invalidateLayoutForEnvironmentChange() } }
  }

  /// The classes registered for cells, supplementary views and decoration views, by reuse
  /// identifier or kind; `register` has no effect on geometry (see ``register(_:forCellWithReuseIdentifier:)``).
  var registrations = ViewRegistrations()

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

  var storedFrame: CGRect
  /// What a batch update may change, as one value: the data, the offset and content size, what
  /// is on screen, self-sizing and the orthogonal offsets (see `CollectionView+State.swift`).
  var state: CollectionViewState

  /// The layout.
  public internal(set) var collectionViewLayout: CollectionViewLayout

  var pendingInvalidation: CollectionViewLayoutInvalidationContext?
  /// Where each identifier is, built on demand from the data and dropped when it changes.
  var identifierIndex: [String: IndexPath]?
  /// Every identifier, kept up to date through updates once built.
  var identifierSet: Set<String>?
  /// Whether a layout pass has completed since the layout was installed.
  var hasLaidOut = false
  /// Whether a layout pass is running: an invalidation then re-runs the pass rather than keeping
  /// what is on screen.
  var isInLayoutPass = false
  /// Whether the invalidation under way shows its new state at once (a bounds, inset or trait
  /// change without animation), so what is on screen need not be kept for an animation.
  var showsNewStateAtOnce = false
  /// Where layout calls are recorded while a planner runs (see ``UpdatePlanner``); `nil`
  /// otherwise.
  var callLog: LayoutCallLog?
  /// Told of every call the collection view makes to its layouts, in order, wherever it happens
  /// — layout passes, scroll samples, self-sizing, updates — where a transition's `layoutCalls`
  /// holds only those of its update.
  ///
  /// `nil` (the default) records nothing.
  public var layoutCallObserver: ((LayoutCall) -> Void)?
  /// The operations recorded by the `performBatchUpdates` closure in progress, if any.
  var recording: BatchUpdate?
  /// The section snapshots applied and their handlers (see `CollectionView+SectionSnapshot`).
  var outline = OutlineState()

  /// The transition of the last update that ran (including single operations outside a batch).
  public internal(set) var lastTransition: Transition?

  /// Creates a collection view with a frame, a layout and its data.
  public init(
    frame: CGRect, collectionViewLayout layout: CollectionViewLayout,
    itemIdentifiers: [[String]] = []
  ) {
    self.storedFrame = frame
    self.state = CollectionViewState(itemIdentifiers: itemIdentifiers)
    self.collectionViewLayout = layout
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
  ///
  /// Every cell is configured again, so every self-sizing cell is measured again when displayed;
  /// sizes the layout accepted stay, by item identifier, until then.
  public func reloadData() {
    identifierIndex = nil
    identifierSet = nil
    selfSizing.measured = [:]
    selfSizing.measuredSupplementaries = [:]
    selfSizing.stale = []
    orthogonalOffsets = [:]
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.makeInvalidationContext(everything: true, dataSourceCounts: true))
    snapshot = nil
  }

  /// Replaces the data and reloads, as a data source that changed its model then called
  /// `reloadData()`.
  public func reloadData(_ itemIdentifiers: [[String]]) {
    self.itemIdentifiers = itemIdentifiers
    storedSectionIdentifiers = nil
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
  /// below zero (the adjusted content insets extend the range).
  public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    contentOffsetRange(for: contentSize)
  }

  /// The range of content offsets for a content size: from minus the top-left adjusted insets to
  /// the content size plus the bottom-right adjusted insets less the visible size, never below
  /// the minimum.
  func contentOffsetRange(for size: CGSize) -> (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, size.width + inset.right - frame.width),
      y: max(minimum.y, size.height + inset.bottom - frame.height))
    return (minimum, maximum)
  }

  /// `offset` pulled inside the range of content offsets for `size` (the current content size
  /// by default).
  func clampedContentOffset(_ offset: CGPoint, for size: CGSize? = nil) -> CGPoint {
    let range = contentOffsetRange(for: size ?? contentSize)
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  //===--- Layout --------------------------------------------------------===//

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
    return mirrored(collectionViewLayout.layoutAttributesForItem(at: indexPath))
  }

  /// The layout's attributes for a supplementary element.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) throws -> CollectionViewLayoutAttributes? {
    try layoutIfNeeded()
    return mirrored(
      collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
  }

  /// Replaces the layout without animation, as assigning `collectionViewLayout` does in UIKit.
  ///
  /// The same layout is a no-op. The old layout is detached; the new one is prepared before the
  /// next query.
  public func setCollectionViewLayout(_ layout: CollectionViewLayout) {
    guard layout !== collectionViewLayout else { return }
    collectionViewLayout.collectionView = nil
    collectionViewLayout = layout
    install(layout)
    snapshot = nil
  }

  //===--- Internals -----------------------------------------------------===//

  private func install(_ layout: CollectionViewLayout) {
    layout.collectionView = self
    hasLaidOut = false
    // The new layout has accepted no preferred size: its cells are measured for it.
    selfSizing.measured = [:]
    selfSizing.measuredSupplementaries = [:]
    selfSizing.stale = []
    layout.invalidateLayout(
      with: layout.makeInvalidationContext(everything: true, dataSourceCounts: true))
  }

  func query(_ rect: CGRect) throws -> [CollectionViewLayoutAttributes] {
    let layout = collectionViewLayout
    logCall("layoutAttributesForElements(in:)")
    let attributes = mirrored(layout.layoutAttributesForElements(in: mirrored(rect)) ?? [])
    if let error = layout.raisedError {
      layout.raisedError = nil
      throw error
    }
    for item in attributes { try validate(item) }
    return attributes
  }

  /// Refuses attributes UIKit could not show: non-finite numbers or negative sizes (Core
  /// Animation raises "CALayer position contains NaN"), and index paths the data does not have.
  func validate(_ attributes: CollectionViewLayoutAttributes) throws {
    let key = attributes.elementKey
    guard attributes.isGeometryValid else {
      let center = attributes.center
      let size = attributes.size
      let reason =
        center.x.isFinite && center.y.isFinite
        ? (size.width.isFinite && size.height.isFinite
          ? (attributes.alpha.isFinite
            ? "negative size \(size.width) × \(size.height)" : "alpha is not finite")
          : "CALayer bounds contains NaN: [0 0; \(size.width) \(size.height)]")
        : "CALayer position contains NaN: [\(center.x) \(center.y)]"
      throw CollectionViewLayoutError.invalidAttributes(element: key, reason: reason)
    }
    guard isValid(attributes.indexPath, for: attributes.representedElementCategory) else {
      throw CollectionViewLayoutError.nonexistentIndexPath(key)
    }
  }

}
