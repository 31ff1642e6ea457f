import Foundation
import TransitionSim

/// A flow layout with a background decoration view behind every section: Collection View
/// Programming Guide for iOS, "Using the Flow Layout", Table 3-1, "You want to add new
/// supplementary or decoration views to your layout".
///
/// Following the table's tips, it answers `layoutAttributesForDecorationView(ofKind:at:)`, adds
/// the decorations that meet the rect to `super`'s answer in `layoutAttributesForElements(in:)`,
/// and, so that backgrounds fade in and out with their sections, reports the inserted and deleted
/// sections' backgrounds from `indexPathsToInsertForDecorationView(ofKind:)` and
/// `indexPathsToDeleteForDecorationView(ofKind:)`, tracking the sections in
/// `prepare(forCollectionViewUpdates:)` and forgetting them in `finalizeCollectionViewUpdates()`.
///
/// The background of section *s* has kind ``sectionBackgroundKind``, index path (*s*, 0) and
/// zIndex −1 (behind the cells). Its frame is the union of the section's item frames, grown by the
/// section's insets along the scrolling axis (`top` and `bottom` when scrolling vertically, `left`
/// and `right` horizontally) and spanning the whole content across it (x from 0 to the content
/// width when scrolling vertically; y from 0 to the content height horizontally). It covers the
/// section's lines and insets but not its header or footer. An empty section has no background.
/// The section insets are the delegate's (`insetForSectionAt`) when the collection view's delegate
/// is a ``CollectionViewDelegateFlowLayout``, else `sectionInset`.
open class DecoratedFlowLayout: CollectionViewFlowLayout {
  /// The decoration kind of the section backgrounds.
  public static let sectionBackgroundKind = "SectionBackground"
  /// The zIndex of the section backgrounds: behind the cells.
  public static let sectionBackgroundZIndex = -1

  /// The backgrounds of the non-empty sections, in section order (and so along the scrolling
  /// axis).
  private var backgrounds: [CollectionViewLayoutAttributes] = []
  /// For each section, the index of its background in `backgrounds`, or `nil` when empty.
  private var backgroundIndex: [Int?] = []
  private var needsBackgrounds = true

  /// Sections the update in flight inserts (numbered after the update).
  public private(set) var insertedSections: [Int] = []
  /// Sections the update in flight deletes (numbered before the update).
  public private(set) var deletedSections: [Int] = []

  /// Creates a decorated flow layout with the flow layout's defaults.
  public override init() {
    super.init()
  }

  //===--- Layout ---------------------------------------------------------===//

  /// Marks the backgrounds for recomputing whenever the flow layout recomputes its lines (every
  /// context except a flow context that only re-places pinned headers and footers).
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if let flow = context as? CollectionViewFlowLayoutInvalidationContext,
      !flow.invalidateEverything, !flow.invalidateDataSourceCounts,
      !flow.invalidateFlowLayoutDelegateMetrics, !flow.invalidateFlowLayoutAttributes
    {
      // Only pinned headers and footers move: the backgrounds stay.
    } else {
      needsBackgrounds = true
    }
    super.invalidateLayout(with: context)
  }

  /// Prepares the flow layout, then computes every section's background.
  ///
  /// - Complexity: O(*n*) in the number of items, when the lines were recomputed; O(1) otherwise.
  open override func prepare() {
    super.prepare()
    guard needsBackgrounds else { return }
    needsBackgrounds = false
    backgrounds = []
    backgroundIndex = []
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let content = collectionViewContentSize
    let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    for section in 0..<collectionView.numberOfSections {
      var union = CGRect.null
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
          union = union.union(attributes.frame)
        }
      }
      guard !union.isNull else {
        backgroundIndex.append(nil)
        continue
      }
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      var background = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: Self.sectionBackgroundKind,
        with: IndexPath(item: 0, section: section))
      background.frame =
        vertical
        ? CGRect(
          x: 0, y: union.minY - inset.top, width: content.width,
          height: union.height + inset.top + inset.bottom)
        : CGRect(
          x: union.minX - inset.left, y: 0, width: union.width + inset.left + inset.right,
          height: content.height)
      background.zIndex = Self.sectionBackgroundZIndex
      backgroundIndex.append(backgrounds.count)
      backgrounds.append(background)
    }
  }

  /// The flow layout's cells, headers and footers, then the backgrounds that meet `rect`.
  ///
  /// - Complexity: the flow layout's O(log *n* + *k*), plus O(log *s* + *k*) for the backgrounds
  ///   (a binary search along the scrolling axis).
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    var attributes = super.layoutAttributesForElements(in: rect) ?? []
    let vertical = scrollDirection == .vertical
    let rectMin = vertical ? rect.minY : rect.minX
    let rectMax = vertical ? rect.maxY : rect.maxX
    // The first background ending at or after the rect's start.
    var low = 0
    var high = backgrounds.count
    while low < high {
      let mid = (low + high) / 2
      let end = vertical ? backgrounds[mid].frame.maxY : backgrounds[mid].frame.maxX
      if end < rectMin { low = mid + 1 } else { high = mid }
    }
    var index = low
    while index < backgrounds.count {
      let background = backgrounds[index]
      if (vertical ? background.frame.minY : background.frame.minX) > rectMax { break }
      if background.frame.overlaps(rect) { attributes.append(background) }
      index += 1
    }
    return attributes
  }

  /// The background of section `indexPath.section` when `elementKind` is
  /// ``sectionBackgroundKind`` and the item is 0; else `super`'s answer.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard elementKind == Self.sectionBackgroundKind else {
      return super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }
    guard indexPath.count == 2, indexPath.item == 0,
      backgroundIndex.indices.contains(indexPath.section),
      let index = backgroundIndex[indexPath.section]
    else { return nil }
    return backgrounds[index]
  }

  //===--- Updates ----------------------------------------------------------===//

  /// Calls `super`, then records the sections the update inserts and deletes; a reloaded section
  /// counts as both, so its background cross-fades.
  ///
  /// - Complexity: O(*m*) in the number of update items, plus the base class's work.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    var inserted = Set<Int>()
    var deleted = Set<Int>()
    for update in updateItems where update.isSectionOperation {
      switch update.updateAction {
      case .insert:
        if let path = update.indexPathAfterUpdate { inserted.insert(path.section) }
      case .delete:
        if let path = update.indexPathBeforeUpdate { deleted.insert(path.section) }
      case .reload:
        if let path = update.indexPathBeforeUpdate { deleted.insert(path.section) }
        if let path = update.indexPathAfterUpdate ?? update.indexPathBeforeUpdate {
          inserted.insert(path.section)
        }
      case .move, .none:
        break
      }
    }
    insertedSections = inserted.sorted()
    deletedSections = deleted.sorted()
  }

  /// Calls `super`, then forgets the recorded sections.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedSections = []
    deletedSections = []
  }

  /// The backgrounds of the inserted sections, (*s*, 0) in section order; `super`'s for other
  /// kinds.
  open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath]
  {
    guard elementKind == Self.sectionBackgroundKind else {
      return super.indexPathsToInsertForDecorationView(ofKind: elementKind)
    }
    return insertedSections.map { IndexPath(item: 0, section: $0) }
  }

  /// The backgrounds of the deleted sections, (*s*, 0) in section order; `super`'s for other
  /// kinds.
  open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath]
  {
    guard elementKind == Self.sectionBackgroundKind else {
      return super.indexPathsToDeleteForDecorationView(ofKind: elementKind)
    }
    return deletedSections.map { IndexPath(item: 0, section: $0) }
  }
}
