import Foundation

extension CollectionView {
  /// Changes the frame, animated or not (a resize or a rotation), and returns the transition.
  ///
  /// When the layout answers `true` to `shouldInvalidateLayout(forBoundsChange:)` (Apple's
  /// documentation of `prepare(forAnimatedBoundsChange:)`; that the hooks are then asked for every
  /// visible item is what developers observe on rotation), it is invalidated with its
  /// `invalidationContext(forBoundsChange:)` and prepared for the new bounds; then, animated,
  /// `prepare(forAnimatedBoundsChange:)` receives the old bounds, the appearing and disappearing
  /// hooks are asked for every element visible before or after — with no update in flight their
  /// defaults fade, so a surviving view cross-fades from its old place to its new one, the
  /// "ghosting" seen when rotating — and `finalizeAnimatedBoundsChange()` closes. The content
  /// offset is kept, pulled back inside the new content if it shrank.
  ///
  /// - Returns: The transition, or `nil` when the frame does not change.
  /// - Throws: ``CollectionViewLayoutError`` when the layout raises one.
  @discardableResult
  public func setFrame(
    _ newFrame: CGRect, animated: Bool, animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition? {
    guard newFrame != frame else { return nil }
    guard animated else {
      setFrame(newFrame)
      try layoutIfNeeded()
      return nil
    }
    let layout = collectionViewLayout
    callLog = LayoutCallLog()
    defer { callLog = nil }
    try layoutIfNeeded()
    let before = try currentSnapshot()
    let oldBounds = bounds
    let offsetBefore = contentOffset
    let sizeBefore = contentSize
    let newBounds = CGRect(origin: contentOffset, size: newFrame.size)
    logCall("shouldInvalidateLayout(forBoundsChange:)")
    let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    let context = invalidates ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    storedFrame = newFrame
    if let context {
      layout.invalidateLayout(with: context)
      snapshot = before
    }
    try layoutIfNeeded()
    storedContentOffset = clampedContentOffset(contentOffset)
    if invalidates {
      logCall("prepare(forAnimatedBoundsChange:)")
      layout.prepare(forAnimatedBoundsChange: oldBounds)
    }
    var after: [ElementKey: CollectionViewLayoutAttributes] = [:]
    for attributes in try query(bounds) where after[attributes.elementKey] == nil {
      if attributes.frame.overlaps(bounds) { after[attributes.elementKey] = attributes }
    }
    var tracks: [Track] = []
    let keys = Set(before.visibleKeys).union(after.keys).sorted()
    for key in keys {
      let identifier = key.category == .cell ? itemIdentifier(at: key.indexPath) : nil
      let element = TrackElement(before: key, after: key, itemIdentifier: identifier)
      let start = before.visibleKeys.contains(key) ? before.elements[key] : nil
      let end = after[key]
      if !invalidates {
        if let start {
          tracks.append(
            Track(
              element: element, change: end == nil ? .disappearing : .unchanged, start: start,
              end: end ?? start, animation: animation))
        } else if let end {
          tracks.append(
            Track(element: element, change: .appearing, start: end, end: end, animation: animation))
        }
        continue
      }
      let final = start.flatMap { _ in disappearingAttributes(of: key) }
      let initial = end.flatMap { _ in appearingAttributes(of: key) }
      switch (start, end) {
      case (let start?, let end?):
        tracks += Track.twoSided(
          element: element, change: .unchanged, start: start, end: end, final: final,
          initial: initial, animation: animation)
      case (let start?, nil):
        tracks.append(
          Track(
            element: element, change: .disappearing, start: start, end: final ?? start.faded,
            animation: animation))
      case (nil, let end?):
        tracks.append(
          Track(
            element: element, change: .appearing, start: initial ?? end.faded, end: end,
            animation: animation))
      case (nil, nil):
        break
      }
    }
    if invalidates {
      logCall("finalizeAnimatedBoundsChange()")
      layout.finalizeAnimatedBoundsChange()
    }
    snapshot = nil
    var transition = Transition(
      kind: .boundsChange, tracks: tracks, contentOffsetBefore: offsetBefore,
      contentOffsetAfter: contentOffset, contentSizeBefore: sizeBefore,
      contentSizeAfter: contentSize,
      updateItems: [], layoutCalls: callLog?.calls ?? [], animation: animation)
    transition.viewportSize = bounds.size
    lastTransition = transition
    return transition
  }
}
