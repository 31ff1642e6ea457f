import Foundation
import TransitionSimEngine

/// What a replay has done so far, against its ``ScenarioLimits``: the runner estimates each
/// step's work from it before the step runs, and adds what the step did once it has.
struct ScenarioWorkTally {
  let limits: ScenarioLimits
  /// The rate the frames will be written at (`--fps`, else the scenario's).
  let fps: Double
  /// When the timeline ends so far.
  var end: Double = 0
  /// The most elements on screen so far (resting, or animated by one step).
  var elements = 0
  /// The element states held so far (resting states, progress values, animation tracks).
  var held = 0
  /// The elements on screen after the last step (or the first layout).
  var onScreen = 0

  /// The frames a timeline ending at `end` is written as: ``FrameSampler``'s count.
  func frames(until end: Double) -> Int {
    let sampler = (try? FrameSampler(fps: fps)) ?? FrameSampler()
    return sampler.lastFrameIndex(forDuration: end) + 1
  }

  /// Refuses a timeline ending at `end` with `elements` on screen when its frames or element rows
  /// are over the limits.
  ///
  /// - Returns: The message, or `nil` within the limits.
  /// - Complexity: O(1).
  func framesProblem(until end: Double, elements: Int) -> String? {
    let frames = frames(until: end)
    return limits.framesMessage(frames, duration: end, fps: fps)
      ?? limits.rowsMessage(elements: elements, frames: frames, what: "the replay would write")
  }

  /// Records a step's segments (its resting states, and an interactive step's progress values)
  /// and its animation, then checks the elements on screen, the states held and the frames.
  ///
  /// - Returns: The message of the first limit broken, or `nil`.
  /// - Complexity: O(*s*) in the segments recorded.
  mutating func record(_ segments: ArraySlice<ScenarioSegment>, step: ScenarioSegment) -> String? {
    let shown = max(step.restingState.count, step.transition?.tracks.count ?? 0)
    if let problem = limits.onScreenMessage(shown, estimated: false) { return problem }
    elements = max(elements, shown)
    onScreen = step.restingState.count
    held += segments.reduce(step.transition?.tracks.count ?? 0) { $0 + $1.restingState.count }
    if let problem = limits.heldMessage(held, adding: "this step") { return problem }
    end = segments.reduce(end) { max($0, $1.end) }
    return framesProblem(until: end, elements: elements)
  }
}

extension ScenarioRunner {
  /// Refuses `step` before it runs when what it would do is over the limits, estimated from the
  /// elements on screen now: the frames and element rows up to its end, the rows a scroll or
  /// fling samples, an interactive step's progress values, and the elements a new layout or size
  /// would show (for a flow layout with one item size).
  ///
  /// - Throws: ``ScenarioRunError/stepFailed(path:step:message:)`` with the limit.
  /// - Complexity: O(1), plus O(*n*) for *n* items when the step changes the layout or size.
  func checkWork(
    of step: ScenarioStep, in context: StepContext, settings: AnimationSettings,
    tally: ScenarioWorkTally
  ) throws {
    let view = context.view
    let sampleRate = context.sampleRate
    let start = context.start
    let animation = context.parameters.delay + context.parameters.duration
    let onScreen = tally.onScreen
    var duration = 0.0
    var samples = 0
    var seen = onScreen
    var problem: String?
    switch step.action {
    case .batch, .apply: duration = animation
    case .contentChange(let change): duration = change.animated ? animation : 0
    case .outline(_, _, let animated): duration = animated ? animation : 0
    case .disclose: duration = animation
    case .wait(let seconds): duration = seconds
    case .setLayout(let specification, let animated):
      duration = animated ? animation : 0
      problem = estimateOnScreen(specification, viewport: view.frame.size, view: view)
    case .resize(let size, let animated):
      duration = animated ? animation : 0
      problem = Self.flowOnScreenProblem(
        view.collectionViewLayout, sections: context.scenario.layout.sections, viewport: size,
        view: view, limits: tally.limits)
    case .scroll(let offset, let animated):
      duration = animated ? animation : 0
      samples = animated ? Self.samples(duration, rate: sampleRate) : 0
      let distance = CGSize(
        width: abs(offset.x - view.contentOffset.x), height: abs(offset.y - view.contentOffset.y))
      seen = animated ? Self.elementsSeen(onScreen, distance: distance, view: view) : onScreen
    case .fling(let velocity, let deceleration):
      let (time, distance) = Self.fling(velocity, deceleration: deceleration, view: view)
      duration = time
      samples = Self.samples(duration, rate: sampleRate)
      seen = Self.elementsSeen(onScreen, distance: distance, view: view)
    case .scrollSection(_, let offset, let animated):
      duration = animated ? animation : 0
      samples = animated ? Self.samples(duration, rate: sampleRate) : 0
      // At most the whole distance, across the axis, from the section's start.
      let distance = CGSize(width: abs(offset.x), height: abs(offset.y))
      seen = animated ? Self.elementsSeen(onScreen, distance: distance, view: view) : onScreen
    case .flingSection(_, let velocity):
      // Free deceleration at `.normal`, the slowest rate a section decelerates at by default,
      // unclamped: the section's content is not known before the layout runs.
      let rate = CollectionView.DecelerationRate.normal.value
      let natural = max(abs(Double(velocity.x)), abs(Double(velocity.y))) / 1000 / -log(rate)
      duration = natural.isFinite && natural > 0.5 ? log(0.5 / natural) / log(rate) / 1000 : 0
      samples = Self.samples(duration, rate: sampleRate)
      let distance = CGSize(width: natural, height: natural)
      seen = Self.elementsSeen(onScreen, distance: distance, view: view)
    case .interactive(let specification, let progress, _):
      duration = Double(progress.count) / context.scenario.fps + animation
      problem =
        tally.limits.progressMessage(progress.count, elements: onScreen, held: tally.held)
        ?? estimateOnScreen(specification, viewport: view.frame.size, view: view)
    }
    if let stagger = settings.stagger, stagger > 0 {
      duration += Double(max(onScreen - 1, 0)) * stagger
    }
    let elements = max(tally.elements, seen)
    problem =
      problem
      ?? tally.framesProblem(until: max(tally.end, start + duration), elements: elements)
      ?? tally.limits.rowsMessage(
        elements: seen, frames: samples, what: "the \(step.action.name) would sample")
      ?? (samples > tally.limits.maximumFrames
        ? "the \(step.action.name) would sample \(ScenarioLimits.grouped(samples)) frames (at "
          + "\(DumpNumberFormat.string(sampleRate, decimals: 3)) fps, the scenario's rate and at "
          + "least 60); the limit is \(ScenarioLimits.grouped(tally.limits.maximumFrames))"
        : nil)
    if let problem {
      throw ScenarioRunError.stepFailed(path: step.path, step: step.action.name, message: problem)
    }
  }

  /// The elements a new layout would show, estimated for a flow layout with one item size.
  private func estimateOnScreen(
    _ specification: LayoutSpecification, viewport: CGSize, view: CollectionView
  ) -> String? {
    guard specification.sections == nil, let layout = try? makeLayout(specification) else {
      return nil
    }
    return Self.flowOnScreenProblem(
      layout, sections: specification.sections, viewport: viewport, view: view, limits: limits)
  }

  /// The samples a scroll of `duration` seconds takes at `rate` (the collection view's rule).
  static func samples(_ duration: Double, rate: Double) -> Int {
    let rate = rate.isFinite && rate > 0 ? min(rate, 1_000) : 120
    let steps = (duration * rate - 1e-9).rounded(.up)
    return steps < 1 ? 2 : (steps < 1e15 ? Int(steps) + 1 : Int(1e15))
  }

  /// The elements a scroll by `distance` shows, from the `onScreen` now: a screenful more for
  /// every viewport's width or height scrolled along that axis (each keeps its track, and its
  /// row in every frame, once it has been on screen).
  ///
  /// - Complexity: O(1).
  static func elementsSeen(_ onScreen: Int, distance: CGSize, view: CollectionView) -> Int {
    let size = view.bounds.size
    let screens =
      1 + Double(distance.width) / Double(max(size.width, 1)) + Double(distance.height)
      / Double(max(size.height, 1))
    let seen = Double(onScreen) * (screens.isFinite ? screens : 1e15)
    return seen < 1e15 ? Int(seen) : Int(1e15)
  }

  /// How long a fling lasts and how far it goes, estimated before it runs: the collection view's
  /// rule, for the distance to where the deceleration would stop (a page when paging), at most
  /// the content's extent (the layout may choose another target, but the offset stays within the
  /// content).
  ///
  /// - Complexity: O(1).
  static func fling(
    _ velocity: CGPoint, deceleration: CollectionView.DecelerationRate?, view: CollectionView
  ) -> (duration: Double, distance: CGSize) {
    let rate = (deceleration ?? view.decelerationRate).value
    let bounds = view.bounds.size
    let content = view.contentSize
    func distance(_ speed: CGFloat, _ extent: CGFloat, _ page: CGFloat) -> Double {
      if view.isPagingEnabled { return Double(page) }
      let natural = abs(Double(speed) / 1000 / log(rate))
      return min(natural, Double(extent + page))
    }
    let across = distance(velocity.x, content.width, bounds.width)
    let along = distance(velocity.y, content.height, bounds.height)
    let farthest = max(across, along)
    guard farthest.isFinite, farthest > 0.5 else { return (0.001, .zero) }
    return (
      log(0.5 / farthest) / log(rate) / 1000, CGSize(width: across, height: along)
    )
  }

  /// For a flow layout with one item size (and no per-section sizes), the elements it would
  /// show in `viewport` when over the limit: the items of a full line times the full lines
  /// (with one section; with several, at least one item a line), at most the items there are.
  ///
  /// - Complexity: O(*s*) in the sections.
  static func flowOnScreenProblem(
    _ layout: CollectionViewLayout, sections: [ScenarioFlowDelegate.SectionMetrics]?,
    viewport: CGSize, view: CollectionView, limits: ScenarioLimits
  ) -> String? {
    guard sections == nil, let flow = layout as? CollectionViewFlowLayout else { return nil }
    let size = flow.itemSize
    guard size.width > 0, size.height > 0 else { return nil }
    let vertical = flow.scrollDirection == .vertical
    let inset = flow.sectionInset
    let across =
      vertical
      ? viewport.width - inset.left - inset.right
      : viewport.height - inset.top
        - inset.bottom
    let along = vertical ? viewport.height : viewport.width
    let spacing = max(flow.minimumInteritemSpacing, 0)
    let perLine = max(
      ((across + spacing) / ((vertical ? size.width : size.height) + spacing))
        .rounded(.down), 1)
    let lines = (along / ((vertical ? size.height : size.width) + max(flow.minimumLineSpacing, 0)))
      .rounded(.down)
    let items = (0..<view.numberOfSections).reduce(0) { $0 + view.numberOfItems(inSection: $1) }
    let perScreen = view.numberOfSections == 1 ? Double(perLine) * Double(lines) : Double(lines)
    guard perScreen.isFinite, perScreen > Double(limits.maximumElementsOnScreen) else {
      return nil
    }
    let estimate = min(items, Int(min(perScreen, 1e15)))
    return limits.onScreenMessage(
      estimate, estimated: true,
      detail: " (\(DumpNumberFormat.string(Double(size.width), decimals: 4)) × "
        + "\(DumpNumberFormat.string(Double(size.height), decimals: 4)) items in a "
        + "\(DumpNumberFormat.string(Double(viewport.width), decimals: 4)) × "
        + "\(DumpNumberFormat.string(Double(viewport.height), decimals: 4)) viewport)")
  }
}
