import Foundation

extension CollectionViewLayoutAttributes {
  /// Whether two attributes look the same on screen: everything but the index path is equal.
  func isEquivalent(to other: CollectionViewLayoutAttributes) -> Bool {
    var copy = other
    copy.indexPath = indexPath
    return self == copy
  }

  /// A copy with alpha 0: UIKit's fade.
  var faded: CollectionViewLayoutAttributes {
    var copy = self
    copy.alpha = 0
    return copy
  }
}

/// Runs one batch update from start to finish through UIKit's phases, and either returns its
/// transition or puts the collection view back exactly as it was.
///
/// The phases (in the order the binary of UXKit, Apple's macOS port of the collection view, runs
/// them), each a method:
///
/// ```
///  checkpoint ─► plan (validate; nothing has changed yet)
///             ─► install the data, invalidate, layout pass (prepare(), content size)
///             ─► self-sizing: displayed cells measured, layout invalidated and prepared again
///             ─► prepare(forCollectionViewUpdates:)
///             ─► indexPathsToDelete…/indexPathsToInsert… for every known kind
///             ─► targetContentOffset(forProposedContentOffset:) (+ delegate), bounds change
///                (the base class's end attributes read again there if the offset moved)
///             ─► appearing/disappearing hooks: one track per animated element
///             ─► finalizeCollectionViewUpdates() ─► Transition
///     any throw after the checkpoint ─► restore the checkpoint, rethrow
/// ```
///
/// The planner owns the update: it keeps the call log, hands the layout its ``UpdateContext``,
/// and holds the ``CollectionViewCheckpoint`` — the one rollback path. The collection view keeps
/// only its data, layout, bounds and offset.
///
/// Unlike UIKit, the count checks run before the layout sees the new data, so a rejected update
/// leaves the layout exactly as it was instead of half-updated.
struct UpdatePlanner {
  /// The collection view being updated.
  let collectionView: CollectionView
  /// Its layout, for the length of the update.
  let layout: CollectionViewLayout
  /// The timing every track gets.
  let animation: AnimationParameters

  /// A planner for one update of `collectionView`.
  init(collectionView: CollectionView, animation: AnimationParameters) {
    self.collectionView = collectionView
    self.layout = collectionView.collectionViewLayout
    self.animation = animation
  }

  /// Runs `update` and returns its transition.
  ///
  /// - Parameters:
  ///   - update: the recorded operations.
  ///   - dataAfter: the data source's answers after the update, or `nil` to derive them.
  /// - Returns: The transition the update animates.
  /// - Throws: ``BatchUpdateError`` or ``CollectionViewLayoutError``; the collection view is then
  ///   as it was before the call: data, section identifiers, offset, layout state.
  /// - Complexity: O(*m* log *m* + *n*) for *m* operations and *n* items, plus the layout's own
  ///   `prepare()` and one hook call per inserted item and per visible element.
  func run(_ update: BatchUpdate, dataAfter: DataAfterUpdate?) throws -> Transition {
    let view = collectionView
    view.callLog = LayoutCallLog()
    defer { view.callLog = nil }
    // Cells that came into view are measured first; content changes wait for the update.
    try view.layoutIfNeeded(measuring: .newlyDisplayed)
    let checkpoint = try CollectionViewCheckpoint(of: view)
    do {
      let plan = try makePlan(update, dataAfter: dataAfter, checkpoint: checkpoint)
      try install(plan)
      try selfSize(update, plan, oldIdentifiers: checkpoint.itemIdentifiers)
      var context = UpdateContext(
        before: checkpoint.onScreen, plan: plan,
        newBounds: CGRect(
          origin: view.clampedContentOffset(view.contentOffset), size: view.frame.size))
      context.layoutWideKinds = layout.layoutWideSupplementaryKinds
      layout.activeUpdate = view.layoutSpace(context)
      view.logCall("prepare(forCollectionViewUpdates:)")
      layout.prepare(forCollectionViewUpdates: plan.updateItems)
      try askListedElements(&context)
      // The snapshot in the layout's space is made once; only what changes is passed on.
      layout.activeUpdate?.listedInserted = context.listedInserted
      layout.activeUpdate?.listedDeleted = context.listedDeleted
      let offsetAtPrepare = view.contentOffset
      try settleContentOffset(proposed: context.newBounds.origin)
      context.newBounds = view.bounds
      layout.activeUpdate?.newBounds = view.layoutSpace(view.bounds)
      // Pinned views moved with the offset: the base class's end attributes follow them.
      if view.contentOffset != offsetAtPrepare { layout.refreshFinalAttributesInNewRect() }
      let tracks = try TrackGatherer(
        collectionView: view, context: context, oldIdentifiers: checkpoint.itemIdentifiers,
        animation: animation
      ).gather()
      view.logCall("finalizeCollectionViewUpdates()")
      layout.finalizeCollectionViewUpdates()
      layout.activeUpdate = nil
      layout.updateState = nil
      view.snapshot = nil
      var transition = Transition(
        kind: .batchUpdate, tracks: tracks, contentOffsetBefore: checkpoint.state.contentOffset,
        contentOffsetAfter: view.contentOffset, contentSizeBefore: checkpoint.state.contentSize,
        contentSizeAfter: view.contentSize, updateItems: plan.updateItems,
        layoutCalls: view.callLog?.calls ?? [], animation: animation)
      transition.viewportSize = view.bounds.size
      return transition
    } catch {
      checkpoint.restore(view)
      throw error
    }
  }

  //===--- Phases -------------------------------------------------------------===//

  /// Validates the update against the data before and after it (nothing changes yet).
  private func makePlan(
    _ update: BatchUpdate, dataAfter: DataAfterUpdate?, checkpoint: CollectionViewCheckpoint
  ) throws -> BatchUpdatePlan {
    let view = collectionView
    // The set of identifiers is built once, then kept up to date update by update, so an update
    // costs O(operations) here rather than rehashing every identifier. Identifiers the data
    // source supplies replace it and are checked without it (`DataAfter` asks neither closure),
    // so it is not built for them.
    var known: Set<String> = []
    if case .identifiers = dataAfter {
    } else {
      known = view.identifierSet ?? Set(checkpoint.itemIdentifiers.joined())
      view.identifierSet = known
    }
    return try BatchUpdatePlan(
      update: update, oldIdentifiers: checkpoint.itemIdentifiers, dataAfter: dataAfter,
      isExistingIdentifier: { known.contains($0) },
      generateIdentifier: { view.makeIdentifier(avoiding: known) })
  }

  /// Installs the data after the update and lays it out.
  private func install(_ plan: BatchUpdatePlan) throws {
    let view = collectionView
    view.storedSectionIdentifiers = view.storedSectionIdentifiers.map {
      view.sectionIdentifiers(after: plan, $0)
    }
    view.itemIdentifiers = plan.dataAfter.identifiers
    view.identifierIndex = nil
    view.orthogonalOffsets = view.orthogonalOffsets(after: plan.sections)
    if plan.dataAfter.isSupplied {
      view.identifierSet = nil  // rebuilt when an update needs it
    } else if var known = view.identifierSet {
      view.identifierSet = nil
      for identifier in plan.dataAfter.removed { known.remove(identifier) }
      for identifier in plan.dataAfter.added { known.insert(identifier) }
      view.identifierSet = known
    }
    layout.invalidateLayout(
      with: layout.makeInvalidationContext(everything: false, dataSourceCounts: true))
    try view.layoutIfNeeded(measuring: .none)
  }

  /// Asks the layout which supplementary and decoration views the update deletes and inserts,
  /// for every kind on screen before or in the visible rect after (phase C step 3).
  private func askListedElements(_ context: inout UpdateContext) throws {
    let view = collectionView
    let newAround = try view.query(context.newBounds)
    var supplementaryKinds = Set<String>()
    var decorationKinds = Set<String>()
    for key in Array(context.before.elements.keys) + newAround.map(\.elementKey) {
      guard let kind = key.kind else { continue }
      if key.category == .supplementaryView {
        supplementaryKinds.insert(kind)
      } else if key.category == .decorationView {
        decorationKinds.insert(kind)
      }
    }
    // UIKit's order: every delete list, supplementary kinds first, then every insert list.
    let asks: [(ElementCategory, Set<String>, String, (String) -> [IndexPath], Bool)] = [
      (
        .supplementaryView, supplementaryKinds, "indexPathsToDeleteForSupplementaryView(ofKind:)",
        layout.indexPathsToDeleteForSupplementaryView(ofKind:), false
      ),
      (
        .decorationView, decorationKinds, "indexPathsToDeleteForDecorationView(ofKind:)",
        layout.indexPathsToDeleteForDecorationView(ofKind:), false
      ),
      (
        .supplementaryView, supplementaryKinds, "indexPathsToInsertForSupplementaryView(ofKind:)",
        layout.indexPathsToInsertForSupplementaryView(ofKind:), true
      ),
      (
        .decorationView, decorationKinds, "indexPathsToInsertForDecorationView(ofKind:)",
        layout.indexPathsToInsertForDecorationView(ofKind:), true
      ),
    ]
    for (category, kinds, method, ask, inserts) in asks {
      for kind in kinds.sorted() {
        view.logCall(method, kind: kind)
        let keys = ask(kind).map { ElementKey(category: category, kind: kind, indexPath: $0) }
        if inserts {
          context.listedInserted.formUnion(keys)
        } else {
          context.listedDeleted.formUnion(keys)
        }
      }
    }
  }

  /// The offset after the update (phase C step 4): the current one, pulled inside the new
  /// content (phase B step 8), through `targetContentOffset(forProposedContentOffset:)` and the
  /// delegate; moving there is a bounds change for the layout.
  private func settleContentOffset(proposed: CGPoint) throws {
    let view = collectionView
    view.logCall("targetContentOffset(forProposedContentOffset:)")
    var target = layout.targetContentOffset(forProposedContentOffset: proposed)
    if let delegate = view.delegate {
      target = delegate.collectionView(view, targetContentOffsetForProposedContentOffset: target)
    }
    guard target != view.contentOffset else { return }
    let newBounds = CGRect(origin: target, size: view.frame.size)
    view.logCall("shouldInvalidateLayout(forBoundsChange:)")
    let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    let context = invalidates ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    view.storedContentOffset = target
    if let context {
      layout.invalidateLayout(with: context)
      try view.layoutIfNeeded(measuring: .none)
    }
  }

  /// The self-sizing phase: the cells of the new layout are created, so the displayed ones that
  /// need it are measured, and the layout is prepared again before it is told about the update
  /// (as developers report of self-sizing cells in batch updates: they are measured once created,
  /// which takes a second layout pass).
  ///
  /// That this happens before `prepare(forCollectionViewUpdates:)` and the animations, so inserted
  /// cells and survivors animate to their preferred sizes rather than snapping after the animation,
  /// is our choice: UIKit's exact sequencing is not documented. Cells that only come into view
  /// because the content offset then moves are measured at the next layout pass, without animation.
  ///
  /// Inserted and reloaded items get new cells and are measured as new; reconfigured items and
  /// items whose content changed before the update (``SelfSizingState/stale``) keep their cells
  /// and are measured again.
  ///
  /// - Throws: ``BatchUpdateError`` for a reconfigure of an item that does not exist before the
  ///   update or that the update deletes or reloads; ``CollectionViewLayoutError`` from the cycle.
  private func selfSize(
    _ update: BatchUpdate, _ plan: BatchUpdatePlan, oldIdentifiers: [[String]]
  ) throws {
    let view = collectionView
    for path in update.reconfiguredItems {
      let ref = ItemRef(path)
      guard path.count == 2, oldIdentifiers.indices.contains(ref.section),
        oldIdentifiers[ref.section].indices.contains(ref.item)
      else {
        let count =
          path.count == 2 && oldIdentifiers.indices.contains(ref.section)
          ? oldIdentifiers[ref.section].count : nil
        throw BatchUpdateError.reconfigureItemOutOfRange(path, itemCount: count)
      }
      guard plan.items.new(forOld: ref) != nil, plan.reloadedItems[ref] == nil else {
        throw BatchUpdateError.reconfigureOfRemovedItem(path)
      }
      view.markStale(oldIdentifiers[ref.section][ref.item])
    }
    if !view.selfSizing.measured.isEmpty {
      for (section, slots) in plan.items.slots.enumerated() {
        for (item, slot) in slots.enumerated() {
          if case .survivor = slot { continue }
          guard let identifier = view.itemIdentifier(at: IndexPath(item: item, section: section))
          else { continue }
          view.selfSizing.measured[identifier] = nil
        }
      }
    }
    forgetReloadedSectionsSupplementaries(plan)
    try view.selfSizeDisplayedCells(includingStale: true)
  }

  /// A reloaded section's supplementary views are new views, measured as new (their section
  /// keeps its identifier, under which their measurements are kept).
  ///
  /// - Complexity: O(*u* + *m*) for *u* update items and *m* measured views.
  private func forgetReloadedSectionsSupplementaries(_ plan: BatchUpdatePlan) {
    let view = collectionView
    guard !view.selfSizing.measuredSupplementaries.isEmpty else { return }
    let reloaded = plan.updateItems.filter { $0.updateAction == .reload && $0.isSectionOperation }
      .compactMap(\.indexPathAfterUpdate?.section)
    guard !reloaded.isEmpty else { return }
    let sections = view.sectionIdentifiers
    let names = Set(reloaded.compactMap { sections.indices.contains($0) ? sections[$0] : nil })
    view.selfSizing.measuredSupplementaries = view.selfSizing.measuredSupplementaries.filter {
      let parts = $0.key.split(separator: "\u{1F}", omittingEmptySubsequences: false)
      return !(parts.count == 3 && names.contains(String(parts[1])))
    }
  }
}

extension CollectionView {
  /// A fresh identifier for an inserted item: `new-1`, `new-2`, … skipping any in use.
  func makeIdentifier(avoiding known: Set<String>) -> String {
    while true {
      generatedIdentifierCount += 1
      let candidate = "new-\(generatedIdentifierCount)"
      if !known.contains(candidate) { return candidate }
    }
  }
}
