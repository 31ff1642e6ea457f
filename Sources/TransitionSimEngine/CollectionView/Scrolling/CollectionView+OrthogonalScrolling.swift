import Foundation

/// Why an orthogonal section cannot be scrolled.
public enum OrthogonalScrollingError: Error, Equatable, CustomStringConvertible {
  /// The section does not exist.
  case sectionOutOfRange(section: Int, sectionCount: Int)
  /// The section does not scroll orthogonally (its behaviour is `.none`, or the layout is not
  /// compositional).
  case notOrthogonal(section: Int)

  /// The message for the user.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let count):
      "section \(section) does not exist: the collection view has \(count) section"
        + (count == 1 ? "" : "s")
    case .notOrthogonal(let section):
      "section \(section) does not scroll orthogonally: only a compositional layout's section "
        + "with an orthogonalScrollingBehavior other than none has a scroller of its own"
    }
  }
}

extension CollectionView {
  /// The offset of orthogonal section `section`'s scroller: how far its groups are scrolled
  /// across the layout's axis (x in a vertical layout), within its content; `.zero` for a
  /// section that does not scroll orthogonally.
  ///
  /// UIKit keeps it in a private embedded scroll view per section and reports it to
  /// `visibleItemsInvalidationHandler` (`_UICollectionViewOrthogonalScrollerEmbeddedScrollView`, a
  /// private class of UIKit's; apps read the orthogonal offset from the handler's `contentOffset`).
  /// Here it is kept by the collection view: it follows its section through batch updates (a
  /// deleted or reloaded section's is dropped, our choice), is reset by `reloadData()`, and is
  /// clamped to the section's content when the content shrinks.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when the layout pass this needs fails.
  /// - Complexity: O(1) once laid out.
  public func orthogonalContentOffset(inSection section: Int) throws -> CGPoint {
    try layoutIfNeeded(measuring: .none)
    guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
      layout.orthogonalScroller(ofSection: section) != nil
    else { return .zero }
    return orthogonalPoint(layout.orthogonalOffset(ofSection: section))
  }

  /// Scrolls orthogonal section `section` to `offset` (the component across the layout's axis
  /// counts; the other is ignored), animated or not, and returns the transition when animated.
  ///
  /// The offset is clamped to the section's content. The animation follows `animation`'s curve,
  /// as ``setContentOffset(_:animated:animation:sampleRate:)``; at each sample the section's items
  /// move, the section's `visibleItemsInvalidationHandler` runs, and items entering or leaving
  /// the screen appear and disappear in the frames.
  ///
  /// - Throws: ``OrthogonalScrollingError`` when the section does not exist or does not scroll
  ///   orthogonally; ``CollectionViewLayoutError`` when a layout pass fails.
  /// - Complexity: O(*s* · *k*) for *s* samples and *k* elements around the visible rect.
  @discardableResult
  public func setOrthogonalContentOffset(
    _ offset: CGPoint, inSection section: Int, animated: Bool,
    animation: AnimationParameters = .collectionViewDefault, sampleRate: Double = 120
  ) throws -> Transition? {
    let scroller = try orthogonalScroller(section)
    let start = try orthogonalContentOffset(inSection: section)
    let target = orthogonalPoint(scroller.clamped(orthogonalValue(offset)))
    guard animated else {
      storeOrthogonalOffset(target, inSection: section)
      try layoutIfNeeded()
      return nil
    }
    return try scrollTransition(
      to: target, duration: animation.delay + animation.duration, sampleRate: sampleRate,
      orthogonalSection: section
    ) { time in
      let progress = animation.progress(atTime: time)
      return CGPoint(
        x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
    }
  }

  /// Flings orthogonal section `section`: its scroller decelerates from `velocity` (points per
  /// second; the component across the layout's axis counts) and comes to rest where the
  /// section's `orthogonalScrollingBehavior` lands.
  ///
  /// The rate is the section's `orthogonalScrollingProperties.decelerationRate` (`.automatic`:
  /// `.fast` for the paging behaviours, `.normal` for the continuous ones). Where it lands, by
  /// behaviour (the page sizes are those UICollectionViewCompositionalLayout.h gives in its
  /// comments; the snapping rules are inferred from them):
  /// - `.continuous`: where free deceleration stops, `offset − v / ln(rate)` (v per millisecond);
  /// - `.continuousGroupLeadingBoundary`, `.groupPaging`, `.groupPagingCentered`: that point
  ///   snapped to a multiple of the group and its spacing — the next one in the fling's direction
  ///   — so a group rests where the first group rests at offset 0 (its leading edge at the
  ///   section's inset; centered for `.groupPagingCentered`);
  /// - `.paging`: one page (the collection view's width, or height in a horizontal layout) on
  ///   from the page the fling starts in, whatever its speed.
  ///
  /// The landing place is clamped to the content. The scroll follows `start + (target − start) ·
  /// (1 − rateᵗ)`, normalised to reach the target, as the collection view's own fling. When the
  /// landing place was past an end: with `bounce` `.always` or `.automatic` the scroll eases into
  /// the end; with `.never` it follows the free deceleration towards the unclamped place and
  /// stops dead at the end.
  ///
  /// - Returns: The transition, or `nil` when the section does not move.
  /// - Throws: ``OrthogonalScrollingError`` when the section does not exist or does not scroll
  ///   orthogonally; ``CollectionViewLayoutError`` when a layout pass fails.
  /// - Complexity: O(*s* · *k*) for *s* samples and *k* elements around the visible rect.
  @discardableResult
  public func flingOrthogonalSection(
    _ section: Int, velocity: CGPoint, sampleRate: Double = 120
  ) throws -> Transition? {
    let scroller = try orthogonalScroller(section)
    let start = orthogonalValue(try orthogonalContentOffset(inSection: section))
    let speed = orthogonalValue(velocity)
    let unclamped = scroller.unclampedRestingOffset(from: start, velocity: speed)
    let target = scroller.clamped(unclamped)
    guard abs(target - start) > 0 else { return nil }
    let stopsDead = scroller.properties.bounce == .never && unclamped != target
    // The path runs towards `aim`; it is cut where it reaches `target` when it stops dead.
    let aim = stopsDead ? unclamped : target
    let curve = DecelerationCurve(
      distance: abs(aim - start), rate: scroller.properties.rate(for: scroller.behavior).value)
    let duration =
      stopsDead ? curve.time(reaching: (target - start) / (aim - start)) : curve.duration
    return try scrollTransition(
      to: orthogonalPoint(target), duration: duration, sampleRate: sampleRate,
      orthogonalSection: section
    ) { time in
      orthogonalPoint(scroller.clamped(start + (aim - start) * curve.progress(at: time)))
    }
  }

  /// The offsets after a batch update: each surviving section's goes with it.
  ///
  /// - Complexity: O(*o*) in the number of sections with an offset.
  func orthogonalOffsets(after sections: SectionMap) -> [Int: CGFloat] {
    var moved: [Int: CGFloat] = [:]
    for (old, offset) in orthogonalOffsets where sections.newSection.indices.contains(old) {
      if let new = sections.newSection[old] { moved[new] = offset }
    }
    return moved
  }

  /// Sets section `section`'s offset (the component across the layout's axis) without
  /// animation; what is on screen is queried again.
  func storeOrthogonalOffset(_ offset: CGPoint, inSection section: Int) {
    let value = orthogonalValue(offset)
    guard orthogonalOffsets[section] != value else { return }
    orthogonalOffsets[section] = value
    snapshot = nil
    // Other cells are displayed now: the self-sizing cycle looks again.
    selfSizing.settled = nil
  }

  /// The scroller of `section`, laid out.
  private func orthogonalScroller(_ section: Int) throws -> OrthogonalScroller {
    try layoutIfNeeded(measuring: .none)
    guard section >= 0, section < numberOfSections else {
      throw OrthogonalScrollingError.sectionOutOfRange(
        section: section, sectionCount: numberOfSections)
    }
    guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
      let scroller = layout.orthogonalScroller(ofSection: section)
    else { throw OrthogonalScrollingError.notOrthogonal(section: section) }
    return scroller
  }

  /// Whether orthogonal sections scroll along x: the layout scrolls vertically.
  private var scrollsOrthogonallyAlongX: Bool {
    (collectionViewLayout as? CollectionViewCompositionalLayout)?.configuration.scrollDirection
      != .horizontal
  }

  /// The component of `point` across the layout's scrolling axis.
  private func orthogonalValue(_ point: CGPoint) -> CGFloat {
    scrollsOrthogonallyAlongX ? point.x : point.y
  }

  /// A point whose component across the layout's scrolling axis is `value`.
  private func orthogonalPoint(_ value: CGFloat) -> CGPoint {
    scrollsOrthogonallyAlongX ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
  }
}
