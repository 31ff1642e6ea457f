import Foundation

/// The abstract base class of every layout: UIKit's `UICollectionViewLayout`.
///
/// Subclass it exactly as in UIKit and call `super` where UIKit says to. The methods are grouped
/// as UIKit groups them (UICollectionViewLayout.h): the core layout process, updates (batch updates
/// and bounds changes) and layout transitions. A layout reaches its collection view through
/// ``collectionView`` to read the number of sections and items, the bounds and the content offset.
///
/// The update and transition hooks implement UIKit's real base-class defaults, not the `nil` the
/// documentation describes (as the binary of UXKit, Apple's macOS port of the collection view,
/// implements them; PSTCollectionView, reverse-engineered from iOS 6, keeps the same dictionaries):
/// a surviving element moves from its old on-screen attributes to its new ones, and inserted or
/// deleted elements fade (alpha-0 copies). With no update in flight, as during an animated bounds
/// change, both appearing and disappearing defaults fade.
open class CollectionViewLayout {
  /// The collection view that uses this layout; `nil` until the layout is installed.
  public internal(set) weak var collectionView: CollectionView?

  /// Warnings the layout logged during its last `prepare()`, as UIKit prints them to the console.
  public internal(set) var diagnostics: [LayoutDiagnostic] = []

  /// The error raised during the current layout pass, if any; the collection view throws it.
  package var raisedError: CollectionViewLayoutError?

  /// The batch update in flight, set and cleared by the planner; the layout only reads it.
  var activeUpdate: UpdateContext?

  /// What the base class's `prepare(forCollectionViewUpdates:)` cached for its appearing and
  /// disappearing defaults; `nil` when no update is in flight or a subclass did not call `super`.
  var updateState: UpdateAnimationState?

  /// The preferred sizes of self-sized items this layout accepted (the contexts its
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` made), by item
  /// identifier, so a size follows its item through moves.
  ///
  /// Layouts that estimate sizes read it.
  package var preferredItemSizes: [String: CGSize] = [:]

  /// The preferred sizes of self-sized supplementary views this layout accepted, by the view's
  /// identity (its kind, its section's identifier and its item; see
  /// ``preferredSupplementarySize(ofKind:at:)``), so a size follows its section through updates.
  package var preferredSupplementarySizes: [String: CGSize] = [:]

  /// The decoration view classes registered, by kind (names only; no effect on geometry).
  var decorationViewClasses: [String: String] = [:]

  /// The layout this one is replacing during a layout transition.
  weak var transitioningFromLayout: CollectionViewLayout?
  /// The layout replacing this one during a layout transition.
  weak var transitioningToLayout: CollectionViewLayout?

  /// Creates a layout that is not yet installed in a collection view.
  public init() {}

  //===--- Core layout process ------------------------------------------===//

  /// Prepares the layout; called before the first query and after every invalidation.
  ///
  /// Subclasses compute and cache what their queries need here and must call `super.prepare()`.
  open func prepare() {}

  /// The size of the whole content.
  ///
  /// The default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// Whether the collection view mirrors this layout horizontally when its layout direction is
  /// not ``developmentLayoutDirection`` (`flipsHorizontallyInOppositeLayoutDirection`).
  ///
  /// The default is `false`, as UIKit's base class; ``CollectionViewFlowLayout`` returns `true`,
  /// as UIKit's does. A mirrored layout keeps working left to right in its own coordinates; the
  /// collection view mirrors every attributes it reads and every rect it queries about the
  /// content's width (see `CollectionView+LayoutDirection.swift`).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Supplementary kinds whose views belong to the whole layout rather than to a section, so
  /// that a batch update keeps each as the same view whatever it does to the sections.
  ///
  /// Empty here; a compositional layout's own boundary items are such views.
  var layoutWideSupplementaryKinds: Set<String> { [] }

  /// Items the self-sizing cycle measures besides the displayed ones: none here; a
  /// compositional section whose rows share its longest item measures all of its items.
  var itemsMeasuredBeyondTheBounds: [IndexPath] { [] }

  /// The direction the layout was written for (`developmentLayoutDirection`).
  ///
  /// The default is `.leftToRight`.
  ///
  /// UIKit's base class returns the direction of the main bundle's development region; there is
  /// no bundle here, so the default is an English app's, and the flow layout's is `.leftToRight`
  /// as in UIKit.
  open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  /// The attributes of every element whose frame meets `rect`.
  ///
  /// The default is `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`.
  ///
  /// The default is `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of a supplementary view.
  ///
  /// The default is `nil`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of a decoration view.
  ///
  /// The default is `nil`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change to the collection view's bounds needs a new layout.
  ///
  /// The default is `false`.
  ///
  /// When it is called, `collectionView.bounds` still holds the old bounds.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// The context sent to `invalidateLayout(with:)` when `shouldInvalidateLayout(forBoundsChange:)`
  /// returned `true`.
  ///
  /// The default invalidates nothing in particular, so the layout recomputes what its `prepare()`
  /// decides to.
  open func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> CollectionViewLayoutInvalidationContext {
    CollectionViewLayoutInvalidationContext()
  }

  /// Invalidates the whole layout: `prepare()` runs again before the next query.
  open func invalidateLayout() {
    invalidateLayout(with: makeInvalidationContext(everything: true, dataSourceCounts: false))
  }

  /// Invalidates the parts of the layout the context names; subclasses must call `super`.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    for resize in context.preferredItemSizes { preferredItemSizes[resize.identifier] = resize.size }
    for resize in context.preferredSupplementarySizes {
      preferredSupplementarySizes[resize.identity] = resize.size
    }
    collectionView?.layoutDidInvalidate(context)
  }

  /// The class of invalidation context this layout uses; override to return a subclass's contexts.
  open func makeInvalidationContext(
    everything: Bool, dataSourceCounts: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    CollectionViewLayoutInvalidationContext(
      everything: everything, dataSourceCounts: dataSourceCounts)
  }

  //===--- Self-sizing ----------------------------------------------------===//

  /// Whether a self-sizing cell's preferred attributes need a new layout: UIKit's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  ///
  /// The collection view asks when a cell it displays prefers another size than the layout gave
  /// it (see ``CollectionView/preferredItemSize``). The default is `false` [DOC, as UIKit's base
  /// class]: the cell keeps the layout's size. The flow layout answers `true` when it estimates
  /// sizes and the size differs.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The size a self-sized supplementary view of `kind` at `indexPath` prefers, as this layout
  /// accepted it; `nil` when it has not been measured (or did not prefer another size).
  ///
  /// - Parameters:
  ///   - kind: the supplementary view's element kind.
  ///   - indexPath: the supplementary view's index path.
  ///   - sections: the collection view's section identifiers, when the caller has them (a layout
  ///     pass asks for many views: reading them once is O(s)).
  /// - Returns: The preferred size, or `nil` when there is none.
  /// - Complexity: O(1) with `sections`, O(*s*) without.
  package func preferredSupplementarySize(
    ofKind kind: String, at indexPath: IndexPath, sections: [String]? = nil
  ) -> CGSize? {
    guard !preferredSupplementarySizes.isEmpty, let collectionView else { return nil }
    let identity = collectionView.supplementaryIdentity(
      ofKind: kind, at: indexPath, sections: sections ?? collectionView.sectionIdentifiers)
    return preferredSupplementarySizes[identity]
  }

  /// The context sent to `invalidateLayout(with:)` after
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` said `true`:
  /// UIKit's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  ///
  /// The default makes a context of this layout's class (``makeInvalidationContext(everything:dataSourceCounts:)``)
  /// that names the item invalid and carries its preferred size, which the base class keeps
  /// (by item identifier) when the context is received; the flow layout lays the item out at
  /// that size. Subclasses that override this should call `super` and adjust the context
  /// (`contentSizeAdjustment`, `contentOffsetAdjustment`).
  ///
  /// - Complexity: O(1).
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext(everything: false, dataSourceCounts: false)
    let path = preferredAttributes.indexPath
    switch preferredAttributes.representedElementCategory {
    case .cell:
      context.invalidateItems(at: [path])
      if let identifier = collectionView?.itemIdentifier(at: path) {
        context.preferredItemSizes.append((identifier, path, preferredAttributes.size))
      }
    case .supplementaryView:
      let kind = preferredAttributes.representedElementKind ?? ""
      context.invalidateSupplementaryElements(ofKind: kind, at: [path])
      if let collectionView {
        let identity = collectionView.supplementaryIdentity(
          ofKind: kind, at: path, sections: collectionView.sectionIdentifiers)
        context.preferredSupplementarySizes.append((identity, preferredAttributes.size))
      }
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: preferredAttributes.representedElementKind ?? "", at: [path])
    }
    return context
  }

  /// The content offset to use after an update or a layout change.
  ///
  /// The default is `proposed`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// Where scrolling should stop, given where it would stop and the velocity when the finger
  /// lifted (points per millisecond).
  ///
  /// The default is `proposed`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  //===--- Updates --------------------------------------------------------===//

  /// Told which changes a batch update makes, before any attributes are gathered.
  ///
  /// The base class records the inserted and deleted sections and the attributes its
  /// appearing/disappearing defaults need (as UIKit's base class does), which is why subclasses
  /// must call `super`.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    var state = updateState ?? UpdateAnimationState()
    state.record(updateItems)
    state.layoutWideKinds = layoutWideSupplementaryKinds
    if let update = activeUpdate {
      // Survivors start from their old on-screen attributes, keyed by their new index path…
      for (key, attributes) in update.before.elements {
        guard let newKey = update.newKey(forOld: key) else { continue }
        var moved = attributes
        moved.indexPath = newKey.indexPath
        state.initialAttributes[newKey] = moved
      }
      // …and end at their new attributes, keyed by their old index path: every element in the
      // new visible rect, and every cell that was visible before (views leaving the rect are
      // found when their hook is asked, once the views the update lists are known).
      for attributes in layoutAttributesForElements(in: update.newBounds) ?? [] {
        guard let oldKey = update.oldKey(forNew: attributes.elementKey) else { continue }
        var moved = attributes
        moved.indexPath = oldKey.indexPath
        state.finalAttributes[oldKey] = moved
        state.finalAttributesFromNewRect[oldKey] = attributes.elementKey
      }
      for key in update.before.visibleKeys.sorted()
      where key.category == .cell && state.finalAttributes[key] == nil {
        guard let newKey = update.newKey(forOld: key),
          var moved = layoutAttributesForItem(at: newKey.indexPath)
        else { continue }
        moved.indexPath = key.indexPath
        state.finalAttributes[key] = moved
      }
    }
    for item in updateItems where !item.isSectionOperation {
      switch item.updateAction {
      case .insert:
        if let path = item.indexPathAfterUpdate, var attributes = layoutAttributesForItem(at: path)
        {
          attributes.alpha = 0
          state.initialAttributes[.cell(path)] = attributes
        }
      case .delete, .reload:
        if let path = item.indexPathBeforeUpdate,
          var attributes = collectionView?.layoutSpaceDisplayedAttributes(
            for: .cell(path), in: self)
        {
          attributes.alpha = 0
          state.finalAttributes[.cell(path)] = attributes
          state.finalAttributesFromNewRect[.cell(path)] = nil
        }
      case .move, .none:
        break
      }
    }
    updateState = state
  }

  /// Reads again, in the update's new visible rect, the end attributes the base class recorded
  /// from it in `prepare(forCollectionViewUpdates:)`, once the content offset has settled where
  /// the update moves it (pulled back inside shrunk content, or a target offset).
  ///
  /// `prepare(forCollectionViewUpdates:)` runs before the collection view moves (the offset is set
  /// inside the animation block, as in the binary of UXKit, Apple's macOS port of the collection
  /// view), but a view pinned to the visible bounds is placed against the bounds when it is
  /// queried: recorded then, a pinned header's final attributes would be its pinned place at the
  /// old offset while its new attributes are at the new one, and the two-sided animation would
  /// leave an opaque copy of it behind (`Track.twoSided`). Only survivors' attributes are replaced;
  /// those of deleted and reloaded items stay faded.
  ///
  /// - Complexity: one rect query, plus O(*k*) for the *k* elements it returns.
  func refreshFinalAttributesInNewRect() {
    guard var state = updateState, let update = activeUpdate,
      !state.finalAttributesFromNewRect.isEmpty
    else { return }
    var oldKeys: [ElementKey: ElementKey] = [:]
    for (oldKey, newKey) in state.finalAttributesFromNewRect { oldKeys[newKey] = oldKey }
    for attributes in layoutAttributesForElements(in: update.newBounds) ?? [] {
      guard let oldKey = oldKeys[attributes.elementKey] else { continue }
      var moved = attributes
      moved.indexPath = oldKey.indexPath
      state.finalAttributes[oldKey] = moved
    }
    updateState = state
  }

  /// Called last in a batch update, after every attribute was gathered; subclasses call `super`.
  open func finalizeCollectionViewUpdates() {
    updateState = nil
  }

  /// The attributes an item that appears starts from (`initialLayoutAttributesForAppearingItem`).
  ///
  /// UIKit calls it for every inserted item and every surviving item visible after the update
  /// (observed since iOS 6, as Mark Pospesel's "Fixing CircleLayout" reports for the sample of WWDC
  /// 2012 "Advanced Collection Views"). The default: the item's old on-screen attributes when it
  /// survives; otherwise its attributes in the layout being replaced (in a transition) or in this
  /// one, faded to alpha 0 when no batch update is in flight or its section is inserted.
  open func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    initialDefault(
      for: .cell(itemIndexPath),
      fallback: { $0.layoutAttributesForItem(at: itemIndexPath) })
  }

  /// The attributes an item that disappears ends at (`finalLayoutAttributesForDisappearingItem`).
  ///
  /// UIKit calls it for every visible deleted item and every surviving item (observed since iOS 6:
  /// Mark Pospesel's "Fixing CircleLayout"). The default: the item's new attributes when it
  /// survives; otherwise its attributes in the layout replacing this one, or on screen, faded to
  /// alpha 0 when no batch update is in flight or its section is deleted.
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    finalDefault(
      for: .cell(itemIndexPath),
      fallback: { $0.layoutAttributesForItem(at: itemIndexPath) })
  }

  /// The attributes an appearing supplementary view starts from; defaults as for items.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    initialDefault(
      for: .supplementaryView(elementKind, elementIndexPath),
      fallback: {
        $0.layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
      }
    )
  }

  /// The attributes a disappearing supplementary view ends at; defaults as for items.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    finalDefault(
      for: .supplementaryView(elementKind, elementIndexPath),
      fallback: {
        $0.layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
      }
    )
  }

  /// The attributes an appearing decoration view starts from; defaults as for items (a layout
  /// that places some decoration views itself, `DecorationUpdateAttributesProviding`, is asked
  /// first).
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    if let provider = self as? any DecorationUpdateAttributesProviding,
      let attributes = provider.updateInitialAttributes(
        forDecorationOfKind: elementKind, at: decorationIndexPath)
    {
      return attributes
    }
    return initialDefault(
      for: .decorationView(elementKind, decorationIndexPath),
      fallback: {
        $0.layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
      }
    )
  }

  /// The attributes a disappearing decoration view ends at; defaults as for items (a layout that
  /// places some decoration views itself, `DecorationUpdateAttributesProviding`, is asked
  /// first).
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    if let provider = self as? any DecorationUpdateAttributesProviding,
      let attributes = provider.updateFinalAttributes(
        forDecorationOfKind: elementKind, at: decorationIndexPath)
    {
      return attributes
    }
    return finalDefault(
      for: .decorationView(elementKind, decorationIndexPath),
      fallback: {
        $0.layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
      }
    )
  }

  /// The supplementary views of `elementKind` a batch update inserts.
  ///
  /// The default is empty.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The supplementary views of `elementKind` a batch update deletes.
  ///
  /// The default is empty.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The decoration views of `elementKind` a batch update inserts.
  ///
  /// The default is empty.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The decoration views of `elementKind` a batch update deletes.
  ///
  /// The default is empty.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Told that the bounds are about to change with an animation; `oldBounds` is the current one.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after the animated bounds change's attributes were gathered.
  open func finalizeAnimatedBoundsChange() {}

  //===--- Layout transitions ---------------------------------------------===//

  /// Told that this layout is about to be replaced by `newLayout`.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}

  /// Told that this layout is about to replace `oldLayout`.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

  /// Called when the layout transition's attributes were all gathered.
  open func finalizeLayoutTransition() {}
}
