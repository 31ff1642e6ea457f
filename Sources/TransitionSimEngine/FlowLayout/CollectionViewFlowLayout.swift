import Foundation

/// A line-based layout faithful to UIKit's `UICollectionViewFlowLayout`.
///
/// Items fill lines greedily; full lines are justified edge to edge; a line holding a single item
/// is centred; the last line of a section is left-packed at the minimum spacing, except that it
/// keeps the columns of the lines above when every item of the section has the same size; items of
/// different heights are centred in their line, which is as tall as its tallest item; headers and
/// footers span the whole width, outside the insets, and are absent when their size is 0. Scrolling
/// horizontally swaps the axes. The rules come from the Collection View Programming Guide for iOS
/// ("Using the Flow Layout": lines fill until an item no longer fits, spacing grows to fill a line,
/// items of different sizes are centred in their line), Apple's documentation of each property, and
/// the binary of UXKit, Apple's macOS port of the collection view, which shares UIKit's flow-layout
/// code (the last line's alignment and the single-item centring). The last-line rule matches what
/// is observed on iOS since iOS 6 (openradar 20825965: the last row is left-aligned once item sizes
/// differ).
///
/// Every metric can be overridden per section or item by a ``CollectionViewDelegateFlowLayout``
/// set as the collection view's delegate.
///
/// - Complexity: `prepare()` is O(*n*) in the number of items; `layoutAttributesForElements(in:)`
///   is O(log *n* + *k*) for *k* elements in the rect; `layoutAttributesForItem(at:)` is O(1).
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The direction the content scrolls in (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Hashable, Sendable, Codable {
    /// Lines are rows, stacked top to bottom.
    case vertical = 0
    /// Lines are columns, stacked left to right.
    case horizontal = 1
  }

  /// The size of every item, unless the delegate says otherwise.
  ///
  /// The default is 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateIfChanged(oldValue, itemSize) }
  }

  /// The size of items not yet measured, turning self-sizing on: UIKit's `estimatedItemSize`.
  ///
  /// The default is `.zero`: off.
  ///
  /// Any other value makes the flow layout a self-sizing one (Apple's documentation of
  /// `estimatedItemSize`): an item is laid out at this size until its cell is displayed and reports
  /// its preferred size (``CollectionView/preferredItemSize``); the layout then accepts it
  /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` is `true` when
  /// the size differs) and lays the item out at it from then on, moving the rest of its line, the
  /// following lines and sections, and the content size. "Cells that aren't onscreen are assumed to
  /// be the estimated height" (the same documentation). With ``automaticSize`` the estimate is the
  /// item's ordinary size (``itemSize``, or the delegate's).
  ///
  /// The content offset does not compensate when an item above the visible rect changes size:
  /// what is on screen jumps, as UIKit's flow layout is widely reported to do when scrolling up
  /// into items of estimated size.
  open var estimatedItemSize: CGSize = .zero {
    didSet { invalidateIfChanged(oldValue, estimatedItemSize) }
  }

  /// The placeholder estimate that turns self-sizing on with the items' ordinary sizes as the
  /// estimate: UIKit's `UICollectionViewFlowLayout.automaticSize` (iOS 10), "a non-zero,
  /// placeholder value".
  ///
  /// Its value, the largest finite size, is inferred from what UIKit prints.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// Whether the layout self-sizes its items (``estimatedItemSize`` is not zero).
  public var estimatesItemSizes: Bool { estimatedItemSize != .zero }

  /// The minimum spacing between lines.
  ///
  /// The default is 10.
  ///
  /// It applies only between lines: not between the header and the first line, nor between the
  /// last line and the footer.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateIfChanged(oldValue, minimumLineSpacing) }
  }

  /// The minimum spacing between the items of a line; full lines spread further.
  ///
  /// The default is 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateIfChanged(oldValue, minimumInteritemSpacing) }
  }

  /// The margins around each section's lines, inside its header and footer.
  ///
  /// The default is zero.
  open var sectionInset: EdgeInsets = .zero {
    didSet { invalidateIfChanged(oldValue, sectionInset) }
  }

  /// The size of every section header; only the scrolling dimension is used.
  ///
  /// The default is zero: no header.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateIfChanged(oldValue, headerReferenceSize) }
  }

  /// The size of every section footer; only the scrolling dimension is used.
  ///
  /// The default is zero: no footer.
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateIfChanged(oldValue, footerReferenceSize) }
  }

  /// The scrolling direction.
  ///
  /// The default is vertical.
  open var scrollDirection: ScrollDirection = .vertical {
    didSet { invalidateIfChanged(oldValue, scrollDirection) }
  }

  /// Whether headers stick to the top of the visible rect while their section is on screen.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateIfChanged(oldValue, sectionHeadersPinToVisibleBounds) }
  }

  /// Whether footers stick to the bottom of the visible rect while their section is on screen.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateIfChanged(oldValue, sectionFootersPinToVisibleBounds) }
  }

  /// The boundary section insets are measured from: UIKit's
  /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11).
  public enum SectionInsetReference: Int, Hashable, Sendable, CaseIterable {
    /// From the adjusted content inset (the default): section insets apply as they are.
    case fromContentInset = 0
    /// From the safe area: a section inset of 0 keeps the lines clear of a notch.
    case fromSafeArea = 1
    /// From the layout margins.
    case fromLayoutMargins = 2

    /// The scenario-file name of the reference: UIKit's case name.
    public var name: String {
      switch self {
      case .fromContentInset: "fromContentInset"
      case .fromSafeArea: "fromSafeArea"
      case .fromLayoutMargins: "fromLayoutMargins"
      }
    }
  }

  /// The boundary section insets are measured from.
  ///
  /// The default is `.fromContentInset`.
  ///
  /// UIKit: "The minimum value of this property is always the collection view's contentInset":
  /// on each edge the lines start at the boundary plus the section inset, or at the adjusted
  /// content inset when that lies further in (Apple's documentation of `sectionInsetReference`).
  /// Headers and footers still span the width inside the adjusted content inset.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateIfChanged(oldValue, sectionInsetReference) }
  }

  /// The zIndex of pinned headers and footers, so they float above the cells.
  ///
  /// UIKit does not document the value; 10 is our choice, above LineLayout's zoomed items.
  public static let pinnedSupplementaryZIndex = 10

  /// The lines computed at the last computation; read through ``geometry``.
  private var cachedGeometry = FlowLayoutGeometry()
  /// The item frames of the computation before the last one, whose storage the next computation
  /// writes into when it has as many items (see `computeGeometry(reusing:)`).
  ///
  /// The last computation's frames cannot be: a delegate that queries the layout while it is
  /// computed reads them. The peak memory is that of both frame arrays, which a computation needs
  /// anyway; between computations the spare array stays allocated.
  private var spareFrames: [CGRect] = []
  /// Whether an invalidation came since the lines were computed.
  private var needsRecompute = true
  /// Self-sizing resizes received since the lines were computed, applied when next read.
  private var pendingResizes: [(indexPath: IndexPath, size: CGSize)] = []
  /// How many times the lines were computed in full (tests check resizes avoid it).
  private(set) var fullComputations = 0
  /// The error the last computation raised, raised again by every query until an invalidation.
  private var geometryError: CollectionViewLayoutError?

  /// The lines, computed when first read after an invalidation.
  ///
  /// UIKit's flow layout computes its lines when first queried after `prepare()`: its sizing and
  /// line building (`_getSizingInfos`, `_fetchItemsInfoForRect:`) appear in iOS crash stacks under
  /// the collection view's queries, and the collection view reads the content size right after
  /// `prepare()` (as the binary of UXKit, Apple's macOS port, and PSTCollectionView both do). So
  /// metrics a subclass sets in `prepare()`, before or after `super.prepare()`, are the ones the
  /// pass lays out with.
  ///
  /// - Complexity: O(*n*) in the number of items when it computes; O(1) otherwise.
  var geometry: FlowLayoutGeometry {
    if !needsRecompute && !pendingResizes.isEmpty {
      // A resize in a list moves what follows it, in O(B + n / B); any other needs the lines
      // computed again (the resizes are in the preferred sizes the computation reads).
      let resizes = pendingResizes
      pendingResizes = []
      for resize in resizes
      where !cachedGeometry.resizeListItem(at: resize.indexPath, to: resize.size) {
        needsRecompute = true
        break
      }
    }
    if needsRecompute {
      // Cleared first: a delegate that queries the layout while it is computed gets the old
      // lines, and one that changes a metric makes the next query compute again.
      needsRecompute = false
      fullComputations += 1
      clearDiagnostics()
      // The computation's own error is kept apart from one raised earlier in the pass.
      let earlier = raisedError
      raisedError = nil
      // The frames of the computation before the last are written over; the last one's stay
      // whole while this one runs, and are kept for the next.
      var spare: [CGRect] = []
      swap(&spare, &spareFrames)
      let computed = computeGeometry(reusing: consume spare)
      geometryError = computed == nil ? raisedError : nil
      spareFrames = cachedGeometry.itemFrames
      cachedGeometry = computed ?? FlowLayoutGeometry()
      raisedError = earlier ?? raisedError
    }
    if let geometryError { raise(geometryError) }
    return cachedGeometry
  }

  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  //===--- Invalidation --------------------------------------------------===//

  /// Invalidates the whole layout.
  open override func invalidateLayout() {
    invalidateLayout(with: makeInvalidationContext(everything: true, dataSourceCounts: false))
  }

  /// Recomputes the lines when next queried unless the context is a flow context that turns
  /// both flow flags off and invalidates neither everything nor the counts.
  ///
  /// `super` runs first: the collection view keeps what is on screen, read from the lines as they
  /// were before the change.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if let flow = context as? CollectionViewFlowLayoutInvalidationContext,
      !flow.invalidateEverything, !flow.invalidateDataSourceCounts,
      !flow.invalidateFlowLayoutDelegateMetrics, !flow.invalidateFlowLayoutAttributes
    {
      // Only pinned supplementary views move; they are placed at query time.
    } else if context.isSelfSizingOnly, estimatesItemSizes, !needsRecompute, geometryError == nil {
      // Resized self-sizing items: applied to the lines as they are when next read, without
      // laying everything out again when the item's section is a list (see ``geometry``).
      pendingResizes += context.preferredItemSizes.map { ($0.indexPath, $0.size) }
    } else {
      needsRecompute = true
      pendingResizes = []
    }
  }

  /// Invalidates the layout when a metric really changed, as UIKit's setters do.
  ///
  /// Inferred: UIKit's setters are not documented to compare, but Apple's `ColumnFlowLayout` sets
  /// `itemSize` in every `prepare()` and lays out once on iOS; a setter that always invalidated
  /// would leave it invalid after every pass.
  private func invalidateIfChanged<Value: Equatable>(_ old: Value, _ new: Value) {
    if old != new { invalidateLayout() }
  }

  /// As the generic form; a NaN is the same metric as a NaN, so a layout that sets one in every
  /// `prepare()` settles and gets the error the NaN causes.
  private func invalidateIfChanged(_ old: CGFloat, _ new: CGFloat) {
    if !Self.isSameMetric(old, new) { invalidateLayout() }
  }

  /// As the generic form, comparing each dimension as a metric.
  private func invalidateIfChanged(_ old: CGSize, _ new: CGSize) {
    let same =
      Self.isSameMetric(old.width, new.width) && Self.isSameMetric(old.height, new.height)
    if !same { invalidateLayout() }
  }

  /// As the generic form, comparing each edge as a metric.
  private func invalidateIfChanged(_ old: EdgeInsets, _ new: EdgeInsets) {
    let same =
      Self.isSameMetric(old.top, new.top) && Self.isSameMetric(old.left, new.left)
      && Self.isSameMetric(old.bottom, new.bottom) && Self.isSameMetric(old.right, new.right)
    if !same { invalidateLayout() }
  }

  /// Whether two metric values are the same: equal, or both NaN.
  static func isSameMetric(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
    lhs == rhs || (lhs.isNaN && rhs.isNaN)
  }

  /// Makes flow invalidation contexts.
  open override func makeInvalidationContext(
    everything: Bool, dataSourceCounts: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    CollectionViewFlowLayoutInvalidationContext(
      everything: everything, dataSourceCounts: dataSourceCounts)
  }

  /// `true` when the size changes, or when the origin moves and headers or footers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let old = collectionView.bounds
    if old.size != newBounds.size { return true }
    let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    return pins && old.origin != newBounds.origin
  }

  /// A flow context that recomputes the lines only when the size changed.
  open override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    let context = CollectionViewFlowLayoutInvalidationContext()
    let sizeChanged = collectionView.map { $0.bounds.size != newBounds.size } ?? true
    context.invalidateFlowLayoutDelegateMetrics = sizeChanged
    context.invalidateFlowLayoutAttributes = sizeChanged
    return context
  }

  //===--- Self-sizing ---------------------------------------------------===//

  /// `true` when the layout estimates item sizes and a cell prefers another size than it has,
  /// or a header or footer another length along the scrolling axis.
  ///
  /// Inferred from how self-sizing flow layouts behave on iOS: UIKit's flow layout accepts any
  /// differing size when ``estimatedItemSize`` is set; without an estimate its items keep their
  /// sizes. A header or footer keeps the section's width (height when scrolling horizontally).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    guard estimatesItemSizes else { return false }
    switch preferredAttributes.representedElementCategory {
    case .cell: return preferredAttributes.size != originalAttributes.size
    case .supplementaryView:
      let kind = preferredAttributes.representedElementKind
      guard
        kind == CollectionView.elementKindSectionHeader
          || kind == CollectionView.elementKindSectionFooter
      else { return false }
      return scrollDirection == .vertical
        ? preferredAttributes.size.height != originalAttributes.size.height
        : preferredAttributes.size.width != originalAttributes.size.width
    case .decorationView: return false
    }
  }

  /// The base context (the item named invalid, its preferred size kept), with the content size
  /// adjusted by the change along the scrolling axis and no content-offset adjustment
  /// (inferred: `contentSizeAdjustment = (0, Δh)` when scrolling vertically, as a content size that
  /// grows by the item's change implies).
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let delta = CGSize(
      width: preferredAttributes.size.width - originalAttributes.size.width,
      height: preferredAttributes.size.height - originalAttributes.size.height)
    context.contentSizeAdjustment =
      scrollDirection == .vertical
      ? CGSize(width: 0, height: delta.height) : CGSize(width: delta.width, height: 0)
    return context
  }

  //===--- Core layout ---------------------------------------------------===//

  /// Prepares the layout; the lines are computed when first queried after it (see `geometry`),
  /// so a subclass may set its metrics here before or after calling `super`.
  open override func prepare() {
    super.prepare()
  }

  /// The size of all sections: the available width (height when scrolling horizontally) by the
  /// sum of the sections' lengths.
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  /// `true`, as UIKit's flow layout: in a right-to-left collection view the lines fill from the
  /// right (the collection view mirrors the left-to-right layout; see
  /// ``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// The cells, then headers, then footers whose frames meet `rect` (the order of UIKit's flow
  /// layout).
  ///
  /// - Complexity: O(log *n* + *k*): binary searches over sections and lines, then the *k* lines
  ///   crossing the rect.
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    let geometry = geometry
    let range = geometry.vRange(of: rect)
    var cells: [CollectionViewLayoutAttributes] = []
    var headers: [CollectionViewLayoutAttributes] = []
    var footers: [CollectionViewLayoutAttributes] = []
    var sectionIndex = geometry.firstSection(endingAtOrAfter: range.min)
    while sectionIndex < geometry.sections.count {
      let section = geometry.section(sectionIndex)
      if section.minV > range.max { break }
      var line = geometry.firstLine(in: section, endingAtOrAfter: range.min)
      let lineEnd = section.firstLine + section.lineCount
      while line < lineEnd, geometry.lineMinV(line) <= range.max {
        let first = geometry.lines[line].firstItem
        let last =
          line + 1 < lineEnd
          ? geometry.lines[line + 1].firstItem : section.firstItem + section.itemCount
        for global in first..<last {
          let frame = geometry.itemFrame(global)
          guard frame.overlaps(rect) else { continue }
          var attributes = CollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: global - section.firstItem, section: sectionIndex))
          attributes.frame = frame
          cells.append(attributes)
        }
        line += 1
      }
      if let header = supplementaryAttributes(
        ofKind: CollectionView.elementKindSectionHeader, section: sectionIndex),
        header.frame.overlaps(rect)
      {
        headers.append(header)
      }
      if let footer = supplementaryAttributes(
        ofKind: CollectionView.elementKindSectionFooter, section: sectionIndex),
        footer.frame.overlaps(rect)
      {
        footers.append(footer)
      }
      sectionIndex += 1
    }
    return cells + headers + footers
  }

  /// The attributes of the item at `indexPath`, or `nil` when there is no such item.
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    let geometry = geometry
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = geometry.sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = geometry.itemFrame(section.firstItem + indexPath.item)
    return attributes
  }

  /// The header or footer of a section, pinned to the visible rect when pinning is on.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.item == 0 else { return nil }
    return supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
  }

  //===--- Updates --------------------------------------------------------===//

  /// The headers and footers of the sections the update inserts (observed on iOS: the flow layout
  /// returns the index paths of those sections' headers and footers, sorted).
  open override func indexPathsToInsertForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    supplementaryIndexPaths(ofKind: elementKind, sections: updateState?.insertedSections ?? [])
  }

  /// The headers and footers of the sections the update deletes (observed on iOS, as for inserts).
  open override func indexPathsToDeleteForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    supplementaryIndexPaths(ofKind: elementKind, sections: updateState?.deletedSections ?? [])
  }

  private func supplementaryIndexPaths(ofKind kind: String, sections: Set<Int>) -> [IndexPath] {
    guard
      kind == CollectionView.elementKindSectionHeader
        || kind == CollectionView.elementKindSectionFooter
    else { return [] }
    return sections.sorted().map { IndexPath(item: 0, section: $0) }
  }
}
