import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: the layout of section `index` in
/// an environment whose container is the layout's.
public typealias CollectionViewCompositionalLayoutSectionProvider =
  (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout composed of sections, groups and items: UIKit's `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group along the scrolling axis; a group places its items, and nested
/// groups, along its own axis (WWDC 2019 "Advances in Collection View Layout"). Sizes are fractions of a container, absolute, or
/// estimated (list and grid rows self-size; other estimates stay as they are). Boundary items —
/// headers and footers — sit on a section's or the whole layout's edges and may pin to the
/// visible bounds; a background decoration covers a section.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///   widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(
///   layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
///
/// Choices where UIKit's behaviour is not known (the reference marks them INF or UNK):
/// - A section provider that returns `nil` raises
///   ``CollectionLayoutError/sectionProviderReturnedNil`` for that section: a silent empty section
///   would hide the mistake, and UIKit is reported to crash or show nothing.
/// - A pinned header follows the top of the visible rect (below the collection view's top content
///   inset) but stays inside its own section: never above its natural place, never past the
///   section's end less its extending footers. A pinned footer mirrors it. Pinned items keep their
///   `zIndex` (as UIKit does: its binary, iOS 26.1, defaults the pinning z-index to it). Only items aligned to the start or end of
///   the scrolling axis pin.
/// - The layout's own boundary items have index path `(0, 0)`; they are found before a section's
///   items of the same kind.
///
/// Errors UIKit raises when the model is made are raised at the next `prepare()` (see
/// ``CollectionLayoutError``). Origins are rounded to the collection view's pixel grid, as the flow
/// layout's are; sizes are not.
///
/// - Complexity: `prepare()` is O(*s* + *m*) for *s* sections and *m* model objects (each section's
///   group is laid out once; items are found from it); `layoutAttributesForElements(in:)` is
///   O(log *s* + *k*) for *k* elements in the rect; `layoutAttributesForItem(at:)` is O(1).
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// The layout-wide settings.
  ///
  /// Setting them invalidates the layout; the value is copied.
  open var configuration: CollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  let sectionLayout: CollectionViewCompositionalLayoutSectionProvider
  var geometry = CompositionalLayoutGeometry()
  /// The sections as laid out at the pass before the current one (a copy-on-write copy, free),
  /// for the views a batch update deletes: only their counts and kinds are read, so a pass that
  /// resizes rows in place takes the rows out of them (see ``RowResizing``).
  var previousSections: [CompositionalLayoutGeometry.Section] = []
  var grid = PixelGrid(scale: 0)
  /// Whether origins go to the pixel at or before them (iOS 17 and later) rather than the
  /// nearest (before iOS 17); see ``rounded(_:)``.
  var snapsOriginsDown = true
  private var needsRecompute = true
  /// Counts `prepare()` calls: a section's visible-items handler runs again at each pass.
  var passGeneration = 0
  /// The visible-items handlers' answers, by section (see `visibleItemAdjustments(ofSection:)`).
  var visibleItemsAnswers: [Int: VisibleItemsAnswer] = [:]
  /// How many items' accepted lengths the layout has read to place the rows of self-sizing
  /// sections, over its lifetime: the per-item work self-sizing costs it (a test reads it).
  var itemLengthReads = 0
  /// The resizes received since the last pass, which it applies to the rows in place when
  /// nothing else changed (see `resizedRows(section:count:slots:sharing:alongY:spacing:)`).
  var rowResizing = RowResizing()

  /// A layout whose every section is `section` (copied), with the default configuration.
  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section` (copied).
  public convenience init(
    section: CollectionLayoutSection,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout that asks `sectionProvider` for each section, with the default configuration.
  public convenience init(
    sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section at every full layout pass (not on
  /// scrolling).
  public init(
    sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionLayout = sectionProvider
    self.configuration = configuration
    super.init()
  }

  //===--- Invalidation --------------------------------------------------===//

  /// Recomputes on the next `prepare()`, unless only pinned items need to move.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if !(context is PinnedItemsInvalidationContext) {
      needsRecompute = true
      rowResizing.note(context)
    }
    super.invalidateLayout(with: context)
  }

  /// `true` when the size changes, or when the origin moves and a boundary item pins.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let old = collectionView.bounds
    if old.size != newBounds.size { return true }
    return hasPinnedItems && old.origin != newBounds.origin
  }

  /// A context that moves pinned items only, when the size is unchanged (a scroll).
  ///
  /// Inset, margin and trait changes invalidate the whole layout through the collection view.
  open override func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    collectionView?.bounds.size == newBounds.size
      ? PinnedItemsInvalidationContext() : CollectionViewLayoutInvalidationContext()
  }

  private var hasPinnedItems: Bool { geometry.hasPinnedItems }

  //===--- Self-sizing ---------------------------------------------------===//

  /// `true` when a cell of a self-sizing section (see `selfSizing(_:slots:vertical:)`: a list
  /// row or a grid row estimated along the scrolling axis) prefers another length along that
  /// axis than the one the layout accepted for it (its estimate before that).
  ///
  /// The comparison is with the accepted length, not the laid-out one: a `uniformAcrossSiblings`
  /// item is laid out as long as its row's longest item, and its own shorter preference must not
  /// invalidate the layout again. UIKit's compositional layout sizes estimated dimensions itself
  /// and ignores changes along fixed axes (inferred from estimated dimensions being the only
  /// self-sized ones, WWDC 2019 "Advances in Collection View Layout"); a width change of a
  /// vertical list's row is ignored here too.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    let path = preferredAttributes.indexPath
    if preferredAttributes.representedElementCategory == .supplementaryView {
      return boundaryPrefersAnotherSize(preferredAttributes)
    }
    guard preferredAttributes.representedElementCategory == .cell, path.count == 2,
      geometry.sections.indices.contains(path.section), geometry.sections[path.section].selfSizes
    else { return false }
    let section = geometry.sections[path.section]
    // Along the axis the section's groups repeat on: across the layout's for an orthogonal one.
    let vertical = geometry.repeatsAlongY(section)
    // Never measured, an item accepted its estimate: its slot's length in the template.
    let template = section.slots[path.item % max(section.slots.count, 1)].frame
    var accepted = vertical ? template.height : template.width
    if let identifier = collectionView?.itemIdentifier(at: path),
      let size = preferredItemSizes[identifier]
    {
      accepted = vertical ? size.height : size.width
    }
    let preferred = vertical ? preferredAttributes.size.height : preferredAttributes.size.width
    return preferred != accepted
  }

  /// The base context, with the content size adjusted by how much the item's row grows along
  /// the scrolling axis, and the content offset too when the item starts above the visible rect,
  /// so what is on screen stays put (compositional and list layouts are reported by developers to
  /// compensate, where the flow layout jumps; the anchoring rule — the item's start above the top of the bounds —
  /// is ours).
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let path = preferredAttributes.indexPath
    if preferredAttributes.representedElementCategory == .supplementaryView {
      adjust(context, forBoundary: preferredAttributes, original: originalAttributes)
      return context
    }
    // An orthogonal section grows across the axis, in its own scroller: the content does not.
    guard geometry.sections.indices.contains(path.section),
      geometry.sections[path.section].scroller == nil
    else { return context }
    let vertical = configuration.scrollDirection == .vertical
    let delta = rowGrowth(
      at: preferredAttributes.indexPath,
      preferring: vertical ? preferredAttributes.size.height : preferredAttributes.size.width)
    context.contentSizeAdjustment =
      vertical ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0)
    if let bounds = collectionView?.bounds {
      let start = vertical ? originalAttributes.frame.minY : originalAttributes.frame.minX
      if start < (vertical ? bounds.minY : bounds.minX) {
        context.contentOffsetAdjustment =
          vertical ? CGPoint(x: 0, y: delta) : CGPoint(x: delta, y: 0)
      }
    }
    return context
  }

  //===--- Core layout ---------------------------------------------------===//

  /// Asks for every section and lays out one repetition of its group, when invalidated.
  ///
  /// - Complexity: O(*s* + *m*) in sections and model objects, plus, for self-sizing sections,
  ///   O(*k* · *w* + *k* log *r*) for *k* items resized since the last pass when nothing else
  ///   was invalidated, else O(*n*) in their items.
  open override func prepare() {
    super.prepare()
    passGeneration &+= 1
    guard needsRecompute else { return }
    visibleItemsAnswers = [:]
    clearDiagnostics()
    grid = PixelGrid(scale: collectionView?.displayScale ?? 0)
    snapsOriginsDown = (collectionView?.iOSVersion ?? .newest) >= .iOS17
    rowResizing.begin(taking: &geometry.sections)
    defer { rowResizing.end(laidOut: !needsRecompute) }
    if let computed = computeGeometry() {
      previousSections = geometry.sections
      geometry = computed
      needsRecompute = false
    } else {
      geometry = CompositionalLayoutGeometry()
    }
  }

  //===--- Updates -------------------------------------------------------===//

  /// The kinds of the layout's own boundary items (the configuration's): at `(0, 0)`, they are
  /// not section 0's, so an update that inserts, deletes or moves section 0 keeps each as one
  /// view that moves to its new place (our choice: UIKit's behaviour is not documented; a
  /// cross-fade of the view with itself was the alternative).
  override var itemsMeasuredBeyondTheBounds: [IndexPath] { itemsMeasuredWithTheirSection() }

  override var layoutWideSupplementaryKinds: Set<String> {
    Set(configuration.boundarySupplementaryItems.map(\.elementKind))
  }

  /// The boundary items of `elementKind` of the sections a batch update inserts (reloads
  /// included), at `(0, s)`: UIKit's default fade then applies to them, as to the flow layout's
  /// headers and footers.
  open override func indexPathsToInsertForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    Self.indexPaths(
      ofKind: elementKind, sections: updateState?.insertedSections ?? [],
      in: geometry.sections, decorations: false)
  }

  /// The boundary items of `elementKind` of the sections a batch update deletes (reloads
  /// included), as the sections were before the update.
  open override func indexPathsToDeleteForSupplementaryView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    Self.indexPaths(
      ofKind: elementKind, sections: updateState?.deletedSections ?? [],
      in: previousSections, decorations: false)
  }

  /// The backgrounds of `elementKind` of the sections a batch update inserts, and the list
  /// separators of the rows it inserts.
  open override func indexPathsToInsertForDecorationView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    Self.indexPaths(
      ofKind: elementKind, sections: updateState?.insertedSections ?? [],
      in: geometry.sections, decorations: true)
      + listSeparatorIndexPaths(ofKind: elementKind, inserted: true)
  }

  /// The backgrounds of `elementKind` of the sections a batch update deletes, as before it, and
  /// the list separators of the rows it deletes.
  open override func indexPathsToDeleteForDecorationView(
    ofKind elementKind: String
  ) -> [IndexPath] {
    Self.indexPaths(
      ofKind: elementKind, sections: updateState?.deletedSections ?? [],
      in: previousSections, decorations: true)
      + listSeparatorIndexPaths(ofKind: elementKind, inserted: false)
  }

  /// Where an appearing decoration view starts: a list separator follows its row (see
  /// `listSeparatorInitialAttributes(at:)`); other views get the base class's default.
  open override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    if Self.isListSeparator(elementKind),
      let attributes = listSeparatorInitialAttributes(at: decorationIndexPath)
    {
      return attributes
    }
    return super.initialLayoutAttributesForAppearingDecorationElement(
      ofKind: elementKind, at: decorationIndexPath)
  }

  /// Where a disappearing decoration view ends: a list separator follows its row (see
  /// `listSeparatorFinalAttributes(at:)`); other views get the base class's default.
  open override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    if Self.isListSeparator(elementKind),
      let attributes = listSeparatorFinalAttributes(at: decorationIndexPath)
    {
      return attributes
    }
    return super.finalLayoutAttributesForDisappearingDecorationElement(
      ofKind: elementKind, at: decorationIndexPath)
  }

  /// The size of the content: the container's width (height when scrolling horizontally) by the
  /// sections' total length.
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  /// `true`: in a right-to-left collection view the layout is mirrored about the content's
  /// width, so `leading` and `trailing` (insets, edge spacing, anchors, alignments) are the right
  /// and left edges and a horizontal group fills from the right (inferred from the directional
  /// names, `NSDirectionalEdgeInsets` and `NSDirectionalRectEdge`, which flip under right-to-left).
  ///
  /// The layout computes in left-to-right terms; the collection view mirrors its answers
  /// (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// The decorations, cells, supplementaries and boundary items whose frames meet `rect`.
  ///
  /// - Complexity: O(log *s* + *k*): a binary search for the first section that reaches the rect,
  ///   then, per section met, the group repetitions that may meet it, found arithmetically.
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    elementAttributes(in: rect)
  }

  /// The attributes of the item at `indexPath`, or `nil` when there is no such item.
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    itemAttributes(at: indexPath)
  }

  /// A boundary item (index path `(0, section)`, or `(0, 0)` for the layout's own; pinned when it
  /// pins) or a supplementary anchored to an item or group (its item's index path).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    supplementaryAttributes(ofKind: elementKind, at: indexPath)
  }

  /// A section's background, at index path `(0, section)`.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    decorationAttributes(ofKind: elementKind, at: indexPath)
  }
}

/// A bounds-change context that leaves the layout as computed: only pinned items move, and they
/// are placed at query time.
final class PinnedItemsInvalidationContext: CollectionViewLayoutInvalidationContext {}
