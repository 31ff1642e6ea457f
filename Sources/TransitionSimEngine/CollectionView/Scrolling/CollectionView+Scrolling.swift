import Foundation

extension CollectionView {
  /// UIScrollView's deceleration rates: the fraction of the velocity kept per millisecond
  /// (`UIScrollView.DecelerationRate`).
  public enum DecelerationRate: Hashable, Sendable, CaseIterable, RawRepresentable {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    case normal
    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
    case fast
    /// Any other rate, per millisecond, as `UIScrollView.DecelerationRate(rawValue:)` makes; a
    /// rate outside (0, 1) — one that never slows down — decelerates at `.normal`'s rate.
    case custom(Double)

    /// The named rates (`.normal` and `.fast`).
    public static let allCases: [DecelerationRate] = [.normal, .fast]

    /// A rate per millisecond, as `UIScrollView.DecelerationRate(rawValue:)`.
    public init(rawValue: CGFloat) {
      switch Double(rawValue) {
      case 0.998: self = .normal
      case 0.99: self = .fast
      default: self = .custom(Double(rawValue))
      }
    }

    /// The rate named `"normal"` or `"fast"`, or written as a number; `nil` otherwise.
    public init?(rawValue: String) {
      switch rawValue {
      case "normal": self = .normal
      case "fast": self = .fast
      default:
        guard let value = Double(rawValue) else { return nil }
        self = .custom(value)
      }
    }

    /// The rate's name, or its value for a custom rate.
    public var rawValue: String {
      switch self {
      case .normal: "normal"
      case .fast: "fast"
      case .custom(let value): "\(value)"
      }
    }

    /// The fraction of the velocity kept per millisecond.
    public var value: Double {
      switch self {
      case .normal: 0.998
      case .fast: 0.99
      case .custom(let value): value > 0 && value < 1 ? value : 0.998
      }
    }
  }

  /// Scrolls to `offset`, animated or not (`setContentOffset(_:animated:)`), and returns the
  /// transition when animated.
  ///
  /// The content offset follows `animation`'s curve (UIKit does not document its scroll
  /// animation; 0.3 s easeInEaseOut is our default). At every sample — `sampleRate` times a
  /// second — the bounds move: a layout that invalidates on bounds changes (LineLayout) is
  /// invalidated and prepared again, and the elements in and around the visible rect are queried,
  /// so their attributes (a zoom, a pinned header) follow the scroll, and elements entering or
  /// leaving the viewport appear and disappear in the frames. Self-sizing cells that come into
  /// view are measured at the sample they appear in (see ``preferredItemSize``), so the content
  /// size and the positions after them change from that frame on, and a layout's
  /// `contentOffsetAdjustment` moves the rest of the scroll with the content.
  ///
  /// - Complexity: O(*s* · (*p* + *k*)) for *s* samples, a layout pass of cost *p* when the layout
  ///   invalidates on bounds changes, and *k* elements around the visible rect.
  @discardableResult
  public func setContentOffset(
    _ offset: CGPoint, animated: Bool, animation: AnimationParameters = .collectionViewDefault,
    sampleRate: Double = 120
  ) throws -> Transition? {
    guard animated else {
      setContentOffset(offset)
      try layoutIfNeeded()
      return nil
    }
    let start = contentOffset
    let duration = animation.duration
    return try scrollTransition(
      to: offset, duration: animation.delay + duration, sampleRate: sampleRate
    ) { time in
      let progress = animation.progress(atTime: time)
      return CGPoint(
        x: start.x + (offset.x - start.x) * progress, y: start.y + (offset.y - start.y) * progress)
    }
  }

  /// Flings the content: scrolling decelerates from `velocity` (points per second) at
  /// UIScrollView's rate, towards the offset the layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` chooses.
  ///
  /// Where the deceleration would stop: `offset − v / ln(rate)` with `v` in points per
  /// millisecond (the rate is per millisecond). The layout receives that proposal and the
  /// velocity in points per millisecond, as UIKit passes it; its answer is clamped to the content.
  /// The scroll then follows `start + (target − start) · (1 − rateᵗ)` (t in milliseconds), which
  /// starts at the fling's velocity when the target is the natural stop, and ends when less than
  /// half a point remains. How iOS bends the curve towards an adjusted target is not documented;
  /// this exponential is our inference.
  ///
  /// With ``isPagingEnabled`` the fling lands on a page boundary instead, and the layout is not
  /// asked (see `pagingTarget(from:velocity:)`).
  ///
  /// - Parameters:
  ///   - velocity: The velocity in points per second.
  ///   - deceleration: The rate; `nil` (the default) uses ``decelerationRate``.
  ///   - sampleRate: The rate, in samples a second, at which the scroll is sampled.
  /// - Returns: The transition, or `nil` when the content does not move.
  /// - Throws: ``CollectionViewLayoutError`` when the layout raises one.
  @discardableResult
  public func fling(
    velocity: CGPoint, deceleration: DecelerationRate? = nil, sampleRate: Double = 120
  ) throws -> Transition? {
    try layoutIfNeeded()
    let rate = (deceleration ?? decelerationRate).value
    let logRate = log(rate)
    let start = contentOffset
    let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    let proposed = CGPoint(
      x: start.x - perMillisecond.x / logRate, y: start.y - perMillisecond.y / logRate)
    var target =
      isPagingEnabled
      ? pagingTarget(from: start, velocity: velocity)
      : collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: perMillisecond)
    target = clampedContentOffset(target)
    let distance = max(abs(target.x - start.x), abs(target.y - start.y))
    guard distance > 0 else { return nil }
    let curve = DecelerationCurve(distance: distance, rate: rate)
    return try scrollTransition(
      to: target, duration: curve.duration, sampleRate: sampleRate
    ) { time in
      let factor = curve.progress(at: time)
      return CGPoint(
        x: start.x + (target.x - start.x) * factor, y: start.y + (target.y - start.y) * factor)
    }
  }

  /// Where a paging fling lands: a multiple of the bounds' size along each axis, one page on
  /// from the page the fling starts in, in the direction of the velocity.
  ///
  /// UIKit documents that paging "stops on multiples of the scroll view's bounds"; the rest is
  /// inferred from how iOS behaves: a fling moves at most one page whatever its speed, a fling
  /// with no velocity along an axis settles on the nearest page, and the content's end (clamped
  /// by the caller) is a landing place even when it is not a multiple. The layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is not asked, as
  /// UIKit does not ask it for a paging scroll view.
  func pagingTarget(from start: CGPoint, velocity: CGPoint) -> CGPoint {
    func land(_ offset: CGFloat, _ speed: CGFloat, page: CGFloat) -> CGFloat {
      guard page > 0, offset.isFinite, speed.isFinite else { return offset }
      let position = offset / page
      let index: CGFloat
      if speed > 0 {
        index = position.rounded(.down) + 1
      } else if speed < 0 {
        index = position.rounded(.up) - 1
      } else {
        index = position.rounded()
      }
      return index * page
    }
    return CGPoint(
      x: land(start.x, velocity.x, page: frame.width),
      y: land(start.y, velocity.y, page: frame.height))
  }

  /// Samples a scroll along `path` (seconds → offset), querying the layout at each sample: the
  /// collection view's content offset, or orthogonal section `orthogonalSection`'s.
  func scrollTransition(
    to target: CGPoint, duration: Double, sampleRate: Double, orthogonalSection: Int? = nil,
    path: (Double) -> CGPoint
  ) throws -> Transition {
    try layoutIfNeeded()
    let rate = sampleRate.isFinite && sampleRate > 0 ? min(sampleRate, 1_000) : 120
    let steps = max(1, Int((duration * rate - 1e-9).rounded(.up)))
    var times = (0..<steps).map { Double($0) / rate }
    times.append(duration)
    var keyframes: [ElementKey: [Keyframe<CollectionViewLayoutAttributes>]] = [:]
    var firstSeen: [ElementKey: Int] = [:]
    var visibleAt: [ElementKey: (first: Bool, last: Bool)] = [:]
    var offsets: [Keyframe<CGPoint>] = []
    var sizes: [Keyframe<CGSize>] = []
    var previous = contentOffset
    var previousOrthogonal = target
    // What self-sizing added to the offset so far (a layout's `contentOffsetAdjustment`): the
    // scroll goes on from where the content was moved to.
    var drift = CGPoint.zero
    for (index, time) in times.enumerated() {
      let planned = index == times.count - 1 ? target : path(time)
      var wanted = CGPoint(x: planned.x + drift.x, y: planned.y + drift.y)
      let resizesBefore = selfSizing.resizeCount
      var orthogonalStep: CGFloat = 0
      if let section = orthogonalSection {
        wanted = contentOffset
        if index == 0 { previousOrthogonal = planned }
        orthogonalStep = max(
          abs(planned.x - previousOrthogonal.x), abs(planned.y - previousOrthogonal.y))
        previousOrthogonal = planned
        storeOrthogonalOffset(planned, inSection: section)
      } else {
        setContentOffset(wanted)
      }
      try layoutIfNeeded()
      // Cells measured at this sample resize at once: a step, not a slide from the last sample.
      let resized = selfSizing.resizeCount != resizesBefore
      let offset = contentOffset
      drift.x += offset.x - wanted.x
      drift.y += offset.y - wanted.y
      let bounds = self.bounds
      // Look a step ahead, so an element entering next sample is already placed off screen.
      let margin =
        max(abs(offset.x - previous.x), abs(offset.y - previous.y), orthogonalStep) + 1
      previous = offset
      let band = bounds.insetBy(dx: -margin, dy: -margin)
      let linear = AnimationCurve.timing(.linear)
      for attributes in try query(band) where attributes.frame.overlaps(band) {
        let key = attributes.elementKey
        let last = keyframes[key]?.last
        if last?.time == time { continue }
        if firstSeen[key] == nil { firstSeen[key] = index }
        if resized, let last, last.attributes != attributes {
          keyframes[key, default: []].appendMergingHold(
            Keyframe(time: time, attributes: last.attributes, curve: linear))
        }
        keyframes[key, default: []].appendMergingHold(
          Keyframe(time: time, attributes: attributes, curve: linear))
        let visible = attributes.frame.overlaps(bounds)
        var flags = visibleAt[key] ?? (first: false, last: false)
        if index == 0 { flags.first = visible }
        if index == times.count - 1 { flags.last = visible }
        visibleAt[key] = flags
      }
      if resized, let last = sizes.last, last.value != contentSize {
        sizes.appendMergingHold(Keyframe(time: time, value: last.value, curve: linear))
      }
      if offset != wanted, !offsets.isEmpty {
        // A layout's contentOffsetAdjustment moved the content at this sample: a step too.
        offsets.appendMergingHold(Keyframe(time: time, value: wanted, curve: linear))
      }
      offsets.appendMergingHold(Keyframe(time: time, value: offset, curve: linear))
      sizes.appendMergingHold(Keyframe(time: time, value: contentSize, curve: linear))
    }
    var tracks: [Track] = []
    for key in keyframes.keys.sorted() {
      guard let frames = keyframes[key] else { continue }
      let flags = visibleAt[key] ?? (false, false)
      // On screen at the end: unchanged, or appearing when it came into view. Off screen at the
      // end — it left, or passed through — disappearing: its view is removed after its last
      // keyframe (before, an element that came and went stayed in every later frame).
      let atEnd = flags.last && frames.last?.time == duration
      let change: Track.Change =
        atEnd ? (flags.first ? .unchanged : .appearing) : .disappearing
      let element = TrackElement(
        before: key, after: key,
        itemIdentifier: key.category == .cell ? itemIdentifier(at: key.indexPath) : nil)
      tracks.append(
        Track(element: element, change: change, values: try ValueTrack(keyframes: frames)))
    }
    var transition = Transition(
      kind: .scroll, tracks: tracks, contentOffsetTrack: try ValueTrack(keyframes: offsets),
      contentSizeTrack: try ValueTrack(keyframes: sizes),
      animation: (try? AnimationParameters(duration: duration, curve: .timing(.linear)))
        ?? .collectionViewDefault)
    transition.viewportSize = bounds.size
    lastTransition = transition
    return transition
  }
}
