import Foundation

extension CollectionView {
  /// Changes the layout, animated or not, as `setCollectionViewLayout(_:animated:)`, and returns
  /// the transition.
  ///
  /// UIKit's lifecycle (Apple's documentation of `prepareForTransition(to:)`,
  /// `prepareForTransition(from:)` and `finalizeLayoutTransition()`, and the order of
  /// `_setCollectionViewLayout:animated:isInteractive:completion:` in the binary of UXKit, Apple's
  /// macOS port of the collection view; iOS has the same selector): the same layout is a no-op
  /// (`nil`); the new layout is prepared; `old.prepareForTransition(to: new)` then
  /// `new.prepareForTransition(from: old)`; the anchor item — the visible cell whose centre, in the
  /// old layout, is nearest the viewport's centre (this simulator has no selection, so UIKit's "one
  /// selected visible item" rule does not apply) — is centred in the viewport in the new layout,
  /// clamped to the new content size, and that offset goes through
  /// `targetContentOffset(forProposedContentOffset:)` and the delegate; then the views are classed:
  ///
  /// - *persisting* (on screen, and in the new visible rect): from their current attributes to
  ///   the new layout's;
  /// - *disappearing* (on screen, not in the new visible rect): to the new layout's
  ///   `finalLayoutAttributesForDisappearingItem(at:)` — whose default fades the current
  ///   attributes out;
  /// - *appearing* (in the new visible rect, not on screen): from the new layout's
  ///   `initialLayoutAttributesForAppearingItem(at:)` — whose default is the old layout's
  ///   attributes, unfaded.
  ///
  /// Both hooks are asked of the new layout, as in UXKit's binary (not confirmed on iOS). The
  /// content offset and size animate with the elements. `finalizeLayoutTransition()` runs on both
  /// layouts once every attribute is gathered, as Apple's documentation says ("before the
  /// transition animations occur"); UXKit's binary calls it at the end of the animation instead —
  /// with a value-producing simulator the two are indistinguishable except in the call log. Not
  /// animated, the same steps run but no hook is asked: views jump to their new attributes.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Whether to animate; the transition has tracks from the old attributes to the
  ///     new either way, with a zero duration when not animated.
  ///   - animation: The timing; 0.3 s easeInEaseOut by default.
  /// - Returns: The transition, or `nil` when `layout` is already the layout.
  /// - Throws: ``CollectionViewLayoutError`` when either layout raises one; the collection view is
  ///   then left with its old layout.
  @discardableResult
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool,
    animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition? {
    try changeLayout(to: layout, animated: animated, animation: animation, anchored: true)
  }

  /// The layout change behind ``setCollectionViewLayout(_:animated:animation:)``; `anchored`
  /// false keeps the content offset (clamped) instead of centring the anchor item, as
  /// installing or leaving an interactive transition layout does: the blend starts and ends
  /// exactly where the layouts are.
  func changeLayout(
    to layout: CollectionViewLayout, animated: Bool, animation: AnimationParameters,
    anchored: Bool
  ) throws -> Transition? {
    let old = collectionViewLayout
    guard layout !== old else { return nil }
    callLog = LayoutCallLog()
    defer { callLog = nil }
    try layoutIfNeeded()
    let before = try currentSnapshot()
    let offsetBefore = contentOffset
    let sizeBefore = contentSize

    // Prepare the new layout against this collection view without installing it yet.
    // Its passes run as the installed layout's do: again while it invalidates itself.
    layout.collectionView = self
    let newContentSize: CGSize
    do {
      newContentSize = try runLayoutPasses(of: layout) { logSwap($0, layout) }
    } catch {
      layout.collectionView = nil
      pendingInvalidation = nil
      throw error
    }
    logSwap("prepareForTransition(to:)", old)
    old.prepareForTransition(to: layout)
    old.transitioningToLayout = layout
    logSwap("prepareForTransition(from:)", layout)
    layout.prepareForTransition(from: old)
    layout.transitioningFromLayout = old

    let target = swapTarget(
      layout: layout, anchor: anchored ? swapAnchor(in: before) : nil, anchored: anchored,
      newContentSize: newContentSize)
    let newBounds = CGRect(origin: target, size: frame.size)
    // The animation body sets the content size and offset first, then queries the new layout
    // (as UXKit's binary does): views pinned to the visible bounds are placed against the new
    // offset, where they settle, and the hooks see the bounds the animation ends at.
    storedContentOffset = target
    contentSize = newContentSize

    logSwap("layoutAttributesForElements(in:)", layout)
    var after: [ElementKey: CollectionViewLayoutAttributes] = [:]
    let queried = layout.layoutAttributesForElements(in: mirrored(newBounds, in: layout)) ?? []
    for attributes in mirrored(queried, in: layout)
    where attributes.frame.overlaps(newBounds) && after[attributes.elementKey] == nil {
      after[attributes.elementKey] = attributes
    }
    let timing = animated ? animation : .immediate
    let tracks = swapTracks(
      before: before, after: after, layout: layout, animated: animated, timing: timing)

    logSwap("finalizeLayoutTransition()", old)
    old.finalizeLayoutTransition()
    logSwap("finalizeLayoutTransition()", layout)
    layout.finalizeLayoutTransition()
    old.transitioningToLayout = nil
    layout.transitioningFromLayout = nil

    // Install the new layout at the target offset.
    old.collectionView = nil
    collectionViewLayout = layout
    pendingInvalidation = nil
    hasLaidOut = true
    snapshot = nil
    let calls = callLog?.calls ?? []
    var transition = Transition(
      kind: .layoutSwap,
      tracks: tracks.sorted { lhs, rhs in
        lhs.element != rhs.element ? lhs.element < rhs.element : lhs.role < rhs.role
      },
      contentOffsetBefore: offsetBefore, contentOffsetAfter: target, contentSizeBefore: sizeBefore,
      contentSizeAfter: newContentSize, updateItems: [], layoutCalls: calls, animation: timing)
    transition.viewportSize = bounds.size
    lastTransition = transition
    return transition
  }

  /// The anchor of a layout swap: the visible cell nearest the viewport's centre in the old
  /// layout (ties: the first by element order).
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible elements.
  private func swapAnchor(in before: OnScreenSnapshot) -> ElementKey? {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    var anchor: ElementKey?
    var nearest = CGFloat.infinity
    for key in before.visibleKeys.sorted() where key.category == .cell {
      guard let attributes = before.elements[key] else { continue }
      let dx = attributes.center.x - center.x
      let dy = attributes.center.y - center.y
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance < nearest {
        nearest = distance
        anchor = key
      }
    }
    return anchor
  }

  /// Where a layout swap ends: the anchor centred in the viewport in the new layout (or, not
  /// `anchored`, the offset kept and clamped), as the new layout's
  /// `targetContentOffset(forProposedContentOffset:)` and then the delegate adjust it.
  ///
  /// - Complexity: O(1) beyond the layout's and the delegate's answers.
  private func swapTarget(
    layout: CollectionViewLayout, anchor: ElementKey?, anchored: Bool, newContentSize: CGSize
  ) -> CGPoint {
    var proposed = CGPoint.zero
    if !anchored {
      proposed = clampedContentOffset(contentOffset, for: newContentSize)
    } else if let anchor {
      logSwap("layoutAttributesForItem(at:)", layout, anchor.indexPath)
      if let frame = mirrored(layout.layoutAttributesForItem(at: anchor.indexPath), in: layout)?
        .frame
      {
        proposed = clampedContentOffset(
          CGPoint(x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2),
          for: newContentSize)
      }
    }
    logSwap("targetContentOffset(forProposedContentOffset:)", layout)
    var target = layout.targetContentOffset(forProposedContentOffset: proposed)
    if let delegate {
      target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
    }
    return target
  }

  /// The tracks of a layout swap: elements on screen in both layouts move, those only before
  /// disappear (through the new layout's final-attributes hook when animated, else they fade),
  /// those only after appear (through its initial-attributes hook; decorations fade in).
  ///
  /// - Complexity: O(*v* log *v*) for *v* elements on screen before and after.
  private func swapTracks(
    before: OnScreenSnapshot, after: [ElementKey: CollectionViewLayoutAttributes],
    layout: CollectionViewLayout, animated: Bool, timing: AnimationParameters
  ) -> [Track] {
    var tracks: [Track] = []
    func element(_ key: ElementKey) -> TrackElement {
      TrackElement(
        before: key, after: key,
        itemIdentifier: key.category == .cell ? itemIdentifier(at: key.indexPath) : nil)
    }
    for key in before.visibleKeys.sorted() {
      guard let start = before.elements[key] else { continue }
      if let end = after[key] {
        tracks.append(
          Track(
            element: element(key), change: .unchanged, start: start, end: end, animation: timing))
      } else {
        var end = start.faded
        if animated, let final = disappearingAttributes(of: key, in: layout) { end = final }
        var identity = element(key)
        identity.indexPathAfter = nil
        tracks.append(
          Track(element: identity, change: .disappearing, start: start, end: end, animation: timing)
        )
      }
    }
    for key in after.keys.sorted() where !before.visibleKeys.contains(key) {
      guard let end = after[key] else { continue }
      var start = end
      if animated && key.category != .decorationView {
        // UXKit's binary asks no initial hook of decorations in a transition: they fade in.
        start = appearingAttributes(of: key, in: layout) ?? end.faded
      } else if animated {
        start = end.faded
      }
      var identity = element(key)
      identity.indexPathBefore = nil
      tracks.append(
        Track(element: identity, change: .appearing, start: start, end: end, animation: timing))
    }

    return tracks
  }

  private func logSwap(_ method: String, _ layout: CollectionViewLayout, _ path: IndexPath? = nil) {
    logCall(method, path, layout: layout)
  }
}
