import Foundation

extension CollectionView {
  /// The largest preferred width or height accepted, in points.
  ///
  /// UIKit has no such limit; ours keeps a wrong answer (a size in pixels squared, say) from
  /// producing content sizes the frame dumps cannot hold.
  public static let maximumPreferredDimension: CGFloat = 10_000_000

  /// The sizes cells prefer: the counterpart of UIKit's `preferredLayoutAttributesFitting(_:)`.
  ///
  /// Cells have no Auto Layout here, so the size a cell would take comes from this closure. It is
  /// asked for each item when its cell is displayed (the items meeting the bounds after a layout
  /// pass, not the whole collection), and again when the layout proposes another size or the
  /// item's content changed (a reconfigure, a reload, ``invalidateIntrinsicContentSize(ofItemsAt:animation:)``).
  /// When the answer differs from the proposed size, the layout is asked
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, then
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, is invalidated
  /// with that context and prepared again, and the items that come into view are measured in turn
  /// (Apple's documentation of those two methods; that cells are measured as they are displayed is
  /// inferred from "Cells that aren't onscreen are assumed to be the estimated height" in the
  /// documentation of `estimatedItemSize`). A `nil` answer keeps the proposed size: the item keeps
  /// its estimate.
  ///
  /// Setting it is a content change: displayed items are measured again at once only with
  /// ``SelfSizingInvalidation/enabledIncludingConstraints`` (see ``selfSizingInvalidation``);
  /// items not displayed are measured again when next displayed.
  ///
  /// Prefetching is not modelled: cells are measured when they meet the bounds, not a screen
  /// ahead (UIKit also sizes prefetched cells; the difference is when, not what, is measured).
  public var preferredItemSize: PreferredItemSize? {
    get { selfSizing.provider }
    set {
      selfSizing.provider = newValue
      selfSizing.settled = nil
      contentDidChange()
    }
  }

  /// The sizes supplementary views prefer: the counterpart of UIKit's
  /// `preferredLayoutAttributesFitting(_:)` on a header, a footer or any reusable view.
  ///
  /// UIKit measures a supplementary view as it measures a cell, when the view is displayed:
  /// Apple's "Implementing Modern Collection Views" sample gives its list headers and footers
  /// `.estimated(44)` heights, and the iOS 13 and 14 simulators draw such headers at their
  /// content's height. The cycle is the cells' (see ``preferredItemSize``): each displayed view
  /// that needs it is asked, and a size other than the proposed one goes to the layout's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. The
  /// compositional layout takes the estimated dimensions of its boundary items from it; the flow
  /// layout, when it estimates item sizes, a header's or footer's length along the scrolling
  /// axis. A view is measured again when its layout proposes another size, when its section is
  /// reloaded, and after this closure is replaced (a content change).
  public var preferredSupplementarySize: PreferredSupplementarySize? {
    get { selfSizing.supplementaryProvider }
    set {
      selfSizing.supplementaryProvider = newValue
      selfSizing.measuredSupplementaries = [:]
      selfSizing.settled = nil
    }
  }

  /// The identity a supplementary view's measurement is kept under: its kind, its section's
  /// identifier (so the measurement follows the section through updates) and its item.
  ///
  /// - Complexity: O(1).
  func supplementaryIdentity(
    ofKind kind: String, at indexPath: IndexPath, sections: [String]
  ) -> String {
    let section =
      indexPath.count == 2 && sections.indices.contains(indexPath.section)
      ? sections[indexPath.section] : "?"
    let item = indexPath.count == 2 ? indexPath.item : 0
    return "\(kind)\u{1F}\(section)\u{1F}\(item)"
  }

  /// How a cell's content change resizes it (UIKit's `selfSizingInvalidation`, iOS 16); the
  /// default is `.enabled`.
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { selfSizing.invalidation }
    set { selfSizing.invalidation = newValue }
  }

  /// Tells the collection view that items' cells changed their size (UIKit's
  /// `invalidateIntrinsicContentSize()` on a self-sizing cell): they are measured again and the
  /// layout follows.
  ///
  /// With ``SelfSizingInvalidation/disabled`` nothing happens. Otherwise, without `animation`,
  /// the items are resized at once, without animation; with it, as one animated update whose
  /// survivors move and resize to the new layout (inferred from WWDC 2022 "What's new in UIKit":
  /// such resizes animate when triggered inside an animation block and are applied without
  /// animation otherwise). Items not displayed are measured when next displayed.
  ///
  /// - Returns: The transition when animated and enabled, else `nil`.
  /// - Throws: ``CollectionViewLayoutError`` for a preferred size the layout cannot take; the
  ///   collection view is then as it was.
  /// - Complexity: O(*k*) for *k* index paths, plus the layout passes and the update.
  @discardableResult
  public func invalidateIntrinsicContentSize(
    ofItemsAt indexPaths: [IndexPath], animation: AnimationParameters? = nil
  ) throws -> Transition? {
    guard selfSizing.invalidation != .disabled else { return nil }
    for path in indexPaths {
      guard let identifier = itemIdentifier(at: path) else { continue }
      markStale(identifier)
    }
    if let animation { return try performBatchUpdates(nil, animation: animation) }
    try layoutIfNeeded()
    return nil
  }

  /// Marks an item's measurement stale: it is measured again by the next update or layout pass.
  func markStale(_ identifier: String) {
    guard selfSizing.measured[identifier] != nil else { return }
    selfSizing.stale.insert(identifier)
  }

  /// A content change: resolved by the next cycle (see ``SelfSizingState/contentChanged``), when
  /// it is known which cells are displayed.
  private func contentDidChange() {
    guard !selfSizing.measured.isEmpty else { return }
    selfSizing.contentChanged = true
  }

  /// Applies a content change to the cells displayed now: the others forget their measurement,
  /// and the displayed ones are marked stale with ``SelfSizingInvalidation/enabledIncludingConstraints``.
  ///
  /// - Complexity: O(*k* + *m*) for *k* displayed cells and *m* measured items.
  private func resolveContentChange(displayed: [CollectionViewLayoutAttributes]) {
    selfSizing.contentChanged = false
    var kept: [String: CGSize] = [:]
    for attributes in displayed {
      guard let identifier = itemIdentifier(at: attributes.indexPath),
        let size = selfSizing.measured[identifier]
      else { continue }
      kept[identifier] = size
    }
    selfSizing.measured = kept
    selfSizing.stale = selfSizing.stale.filter { kept[$0] != nil }
    if selfSizing.invalidation == .enabledIncludingConstraints {
      selfSizing.stale.formUnion(kept.keys)
    }
  }

  //===--- The cycle --------------------------------------------------------===//

  /// Measures the displayed cells that need it and lets the layout follow, pass after pass,
  /// until no displayed cell needs measuring (inferred: UIKit measures a cell as it is configured
  /// for display, and a new size moves what follows, which can bring further cells into view).
  ///
  /// Each round queries the bounds, asks ``preferredItemSize`` for each cell that needs it (in
  /// index-path order), checks every answer, then asks the layout about each size that differs
  /// and runs the layout pass the invalidations call for. An answer the layout refuses, or a
  /// size that is not a number, negative, infinite or over ``maximumPreferredDimension``, throws,
  /// and the collection view and its layout are put back as before the call. An item measured
  /// more than ``maximumLayoutPasses`` times in one call (its layout keeps proposing another size
  /// than the one it accepted) ends the cycle with a diagnostic on the layout; the item keeps the
  /// layout's size.
  ///
  /// - Complexity: O(*r* · (*q* + *p*)) for *r* rounds, a bounds query of cost *q* and a layout
  ///   pass of cost *p*; a round measures the cells that came into view in the previous one.
  ///   O(1) when nothing changed since the last cycle settled (same bounds, no invalidation,
  ///   no content change, nothing stale): every query that runs a layout pass calls it.
  func selfSizeDisplayedCells(includingStale: Bool) throws {
    guard selfSizing.isActive,
      selfSizing.mayMeasure(at: bounds, includingStale: includingStale)
    else { return }
    let layout = collectionViewLayout
    let saved = (
      selfSizing, layout.preferredItemSizes, layout.preferredSupplementarySizes,
      storedContentOffset, contentSize
    )
    showsNewStateAtOnce = true
    defer { showsNewStateAtOnce = false }
    do {
      var counts: [String: Int] = [:]
      while try selfSizingRound(includingStale: includingStale, counts: &counts) {
        if pendingInvalidation != nil {
          contentSize = try runLayoutPasses(of: collectionViewLayout) { logCall($0) }
        }
      }
      if pendingInvalidation != nil {
        contentSize = try runLayoutPasses(of: collectionViewLayout) { logCall($0) }
      }
      selfSizing.settled = (bounds, selfSizing.invalidations)
    } catch {
      (
        selfSizing, layout.preferredItemSizes, layout.preferredSupplementarySizes,
        storedContentOffset, contentSize
      ) = saved
      collectionViewLayout.invalidateLayout()
      snapshot = nil
      throw error
    }
    snapshot = nil
  }

  /// One round of ``selfSizeDisplayedCells(includingStale:)``: `true` when the layout was
  /// invalidated and another round is needed.
  private func selfSizingRound(includingStale: Bool, counts: inout [String: Int]) throws -> Bool {
    let visible = try query(bounds)
    var changes = try measureSupplementaries(visible, counts: &counts)
    guard let provider = selfSizing.provider else { return try apply(changes) }
    var displayed = visible.filter {
      $0.representedElementCategory == .cell && $0.frame.overlaps(bounds)
    }
    // Items the layout has measured with the displayed ones (a compositional section whose
    // rows share its longest item).
    let layout = collectionViewLayout
    let beyond = layout.itemsMeasuredBeyondTheBounds
    if !beyond.isEmpty {
      let shown = Set(displayed.map(\.indexPath))
      for path in beyond where !shown.contains(path) {
        if let attributes = mirrored(layout.layoutAttributesForItem(at: path)) {
          displayed.append(attributes)
        }
      }
    }
    displayed.sort { $0.indexPath < $1.indexPath }
    if selfSizing.contentChanged { resolveContentChange(displayed: displayed) }
    for attributes in displayed {
      guard let identifier = itemIdentifier(at: attributes.indexPath),
        selfSizing.needsMeasuring(
          identifier, proposed: attributes.size, includingStale: includingStale)
      else { continue }
      let count = counts[identifier, default: 0] + 1
      counts[identifier] = count
      guard count <= Self.maximumLayoutPasses else {
        collectionViewLayout.log(Self.unsettledSelfSizingDiagnostic(attributes, identifier))
        return false
      }
      selfSizing.stale.remove(identifier)
      selfSizing.measured[identifier] = attributes.size
      logCall("preferredLayoutAttributesFitting(_:)", attributes.indexPath)
      guard let size = provider(attributes.indexPath, identifier, attributes) else { continue }
      try Self.checkPreferred(
        size, of: attributes, source: "preferredItemSize for item \"\(identifier)\"")
      if size != attributes.size { changes.append((attributes, size, identifier)) }
    }
    return try apply(changes)
  }

  /// A displayed view's preferred size that differs from its attributes', and the identity its
  /// measurement is kept under (an item's identifier, or a supplementary view's identity).
  private typealias SizeChange = (
    original: CollectionViewLayoutAttributes, preferred: CGSize, id: String
  )

  /// Measures the displayed supplementary views that need it: the first part of a round.
  ///
  /// - Complexity: O(*k*) for *k* displayed views, plus O(*s*) for the section identifiers.
  private func measureSupplementaries(
    _ visible: [CollectionViewLayoutAttributes], counts: inout [String: Int]
  ) throws -> [SizeChange] {
    guard let provider = selfSizing.supplementaryProvider else { return [] }
    let views = visible.filter {
      $0.representedElementCategory == .supplementaryView && $0.frame.overlaps(bounds)
    }.sorted { $0.elementKey < $1.elementKey }
    guard !views.isEmpty else { return [] }
    let sections = sectionIdentifiers
    var changes: [SizeChange] = []
    for attributes in views {
      let kind = attributes.representedElementKind ?? ""
      let identity = supplementaryIdentity(
        ofKind: kind, at: attributes.indexPath, sections: sections)
      guard selfSizing.needsMeasuring(supplementary: identity, proposed: attributes.size) else {
        continue
      }
      let count = counts[identity, default: 0] + 1
      counts[identity] = count
      guard count <= Self.maximumLayoutPasses else { return changes }
      selfSizing.measuredSupplementaries[identity] = attributes.size
      logCall("preferredLayoutAttributesFitting(_:)", attributes.indexPath, kind: kind)
      guard let size = provider(kind, attributes.indexPath, attributes) else { continue }
      try Self.checkPreferred(
        size, of: attributes,
        source: "preferredSupplementarySize for \(attributes.elementKey)")
      if size != attributes.size { changes.append((attributes, size, identity)) }
    }
    return changes
  }

  /// Asks the layout about each preferred size and invalidates it with the contexts it makes:
  /// the second part of a round.
  ///
  /// `true` when the layout was invalidated.
  private func apply(_ changes: [SizeChange]) throws -> Bool {
    let layout = collectionViewLayout
    var invalidated = false
    for change in changes {
      let path = change.original.indexPath
      let kind = change.original.representedElementKind
      // The layout is asked in its own space (mirrored back in a right-to-left collection view).
      let original = mirrored(change.original) ?? change.original
      var preferred = original
      preferred.size = change.preferred
      logCall(
        "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)", path,
        kind: kind)
      guard
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      else { continue }
      logCall(
        "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)", path,
        kind: kind)
      let context = layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      layout.invalidateLayout(with: context)
      if change.original.representedElementCategory == .cell {
        selfSizing.measured[change.id] = change.preferred
      } else {
        selfSizing.measuredSupplementaries[change.id] = change.preferred
      }
      selfSizing.resizeCount += 1
      invalidated = true
    }
    return invalidated
  }

  /// Refuses a preferred size no cell can have, with UIKit's wording for a NaN (Core Animation's
  /// "CALayer bounds contains NaN"); the other texts are ours.
  static func checkPreferred(
    _ size: CGSize, of attributes: CollectionViewLayoutAttributes, source: String
  ) throws {
    let text = "\(size.width) × \(size.height)"
    let reason: String?
    if size.width.isNaN || size.height.isNaN {
      reason = "CALayer bounds contains NaN: [0 0; \(size.width) \(size.height)]"
    } else if size.width.isInfinite || size.height.isInfinite {
      reason = "the preferred size \(text) is infinite"
    } else if size.width < 0 || size.height < 0 {
      reason = "the preferred size \(text) is negative"
    } else if max(size.width, size.height) > maximumPreferredDimension {
      reason =
        "the preferred size \(text) is over the limit of "
        + "\(Int(maximumPreferredDimension)) points"
    } else {
      reason = nil
    }
    guard let reason else { return }
    throw CollectionViewLayoutError.invalidAttributes(
      element: attributes.elementKey,
      reason: "\(reason) (\(source))")
  }

  /// The diagnostic for an item its layout never settles: measured again in every pass.
  static func unsettledSelfSizingDiagnostic(
    _ attributes: CollectionViewLayoutAttributes, _ identifier: String
  ) -> LayoutDiagnostic {
    LayoutDiagnostic(
      indexPath: attributes.indexPath,
      message: "self-sizing did not settle: item \"\(identifier)\" was measured "
        + "\(maximumLayoutPasses) times in one layout pass, and each time the layout proposed a "
        + "size other than the one it accepted (its "
        + "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) answers "
        + "true, but its next pass does not lay the item out at the preferred size); the item "
        + "keeps the size \(attributes.size.width) × \(attributes.size.height)")
  }
}
