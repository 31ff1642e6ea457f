import Foundation
import TransitionSimEngine

/// Why a scenario could not be replayed: a step failed, or did not fail as it was expected to.
public enum ScenarioRunError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The layout could not be made (unknown name, bad parameter). ``ScenarioRunner/run(_:fps:)`` no
  /// longer throws it: a layout factory's error becomes a ``ScenarioError`` at the layout's
  /// `type` (or, from TransitionSimLayouts' registry, at the parameter at fault).
  case layout(path: String, message: String)
  /// A step failed with an error it did not expect.
  case stepFailed(path: String, step: String, message: String)
  /// A step expected an error and succeeded.
  case expectedErrorNotThrown(path: String, expected: String)
  /// A step expected one error and got another.
  case unexpectedError(path: String, expected: String, actual: String)
  /// A step expected UIKit to log a line containing some text, and it did not (or logged
  /// another line).
  case expectedLogNotWritten(path: String, expected: String, logged: String?)
  /// A step kind that this build cannot replay yet.
  case unsupported(path: String, step: String, reason: String)
  /// One of the other errors, with where its step is written in the scenario file.
  indirect case located(ScenarioRunError, file: String?, line: Int, column: Int)

  /// `steps[2] (batch): attempt to delete item 3 from section 0 which only contains 3 items …`.
  public var description: String {
    switch self {
    case .layout(let path, let message): "\(path): \(message)"
    case .stepFailed(let path, let step, let message): "\(path) (\(step)): \(message)"
    case .expectedErrorNotThrown(let path, let expected):
      "\(path) (batch): expected the update to fail with \"\(expected)\", but it succeeded"
    case .unexpectedError(let path, let expected, let actual):
      "\(path) (batch): expected the error \"\(expected)\", got \"\(actual)\""
    case .expectedLogNotWritten(let path, let expected, let logged):
      "\(path) (batch): expected UIKit to log a line containing \"\(expected)\", "
        + (logged.map { "but it logged \"\($0)\"" }
          ?? "but nothing was logged (the batch was consistent, or the scenario's iOS is 16.4 or "
          + "later, where it raises instead)")
    case .unsupported(let path, let step, let reason):
      "\(path) (\(step)): not supported yet: \(reason)"
    case .located(let error, let file, let line, let column):
      (file.map { $0 + ":" } ?? "") + (line > 0 ? "\(line):\(column): " : (file == nil ? "" : " "))
        + error.description
    }
  }

  /// The error with where `step` is written, when the step came from a file.
  func located(at step: ScenarioStep) -> ScenarioRunError {
    if case .located = self { return self }
    guard step.line > 0 || step.file != nil else { return self }
    return .located(self, file: step.file, line: step.line, column: step.column)
  }
}

/// One step of a replayed scenario, placed on the timeline.
public struct ScenarioSegment: Sendable {
  /// The step's index in the file.
  public var stepIndex: Int
  /// The step's JSON path, `steps[2]`.
  public var path: String
  /// The step's kind, `batch`, `wait`, ….
  public var name: String
  /// When the step starts, in seconds.
  public var start: Double
  /// How long it lasts (its animation's delay and duration), in seconds.
  public var duration: Double
  /// The animation it produced, if any.
  public var transition: Transition?
  /// The animation settings in force for the step (scenario defaults merged under the step's).
  public var settings: AnimationSettings
  /// The error the step reproduced, when it expected one.
  public var reproducedError: String?
  /// The console line the step reproduced, when it expected one (`expectLog`).
  public var reproducedLog: String?
  /// The elements on screen once the step is over, sorted by zIndex, then element.
  public var restingState: [CollectionViewLayoutAttributes]
  /// Their item identifiers (for cells), parallel to `restingState`.
  public var restingIdentifiers: [String?]
  /// The content offset once the step is over.
  public var restingContentOffset: CGPoint = .zero
  /// The content size once the step is over.
  public var restingContentSize: CGSize = .zero

  /// When the step ends.
  public var end: Double { start + duration }
}

/// The result of replaying a scenario: its steps on a timeline, with the states between them.
public struct ScenarioRun: Sendable {
  /// The scenario replayed.
  public var scenario: Scenario
  /// The elements on screen before the first step, and their identifiers.
  public var initialState: [CollectionViewLayoutAttributes]
  /// The item identifiers of `initialState` (for cells).
  public var initialIdentifiers: [String?]
  /// The content offset before the first step.
  public var initialContentOffset: CGPoint
  /// The content size before the first step.
  public var initialContentSize: CGSize
  /// The steps, in the order they start.
  public var segments: [ScenarioSegment]
  /// Layout warnings collected along the way, each with the step it came from.
  public var diagnostics: [String]

  /// When the last step ends.
  public var duration: Double { segments.map(\.end).max() ?? 0 }

  /// The sampling rate: the scenario's (``Scenario/fps``).
  public var fps: Double { scenario.fps }
}

/// Replays scenarios: builds the collection view, runs each step through the library, and places
/// the transitions on a timeline.
public struct ScenarioRunner {
  /// Makes a layout from its specification (name and parameters); throws a message for a bad one.
  public typealias LayoutFactory = (LayoutSpecification) throws -> CollectionViewLayout

  let makeLayout: LayoutFactory
  /// The most work a replay may do, checked before each step (``ScenarioLimits``).
  public let limits: ScenarioLimits

  /// Creates a runner that makes layouts with `layoutFactory` (TransitionSimLayouts'
  /// `LayoutRegistry` provides one with every seed layout) and refuses scenarios over `limits`.
  public init(layoutFactory: @escaping LayoutFactory, limits: ScenarioLimits = .standard) {
    self.makeLayout = layoutFactory
    self.limits = limits
  }

  /// Replays `scenario`, to be written at `fps` frames per second (the scenario's when `nil`).
  ///
  /// Each step is refused before it runs when it would take the replay over ``limits``
  /// (estimated from the elements on screen), and after it runs when what it put on screen is.
  ///
  /// - Throws: ``ScenarioRunError`` naming the step that failed or the limit it would break
  ///   (``ScenarioError`` at the layout's `type` for a first layout over the limit of elements on
  ///   screen), or ``ScenarioError`` for a
  ///   step that sets its own frame rate, for `sections` given to a layout that is not a flow
  ///   layout, or for a layout the factory cannot make (its error, located at the layout's
  ///   `type` unless it is a located ``ScenarioError`` already).
  /// - Complexity: the sum of the steps' costs (for a batch, O(*m* log *m* + *n*) plus layout).
  public func run(_ scenario: Scenario, fps: Double? = nil) throws -> ScenarioRun {
    // A scenario built in code can hold what its decoder refuses; the rate is the scenario's.
    for (index, step) in scenario.steps.enumerated() where step.animation.fps != nil {
      throw ScenarioError(
        path: (step.path.isEmpty ? "steps[\(index)]" : step.path) + ".animation.fps",
        message: Scenario.stepFrameRateMessage)
    }
    try Self.checkSpringAvailability(scenario)
    let (layout, delegate) = try buildLayout(scenario.layout)
    let view = CollectionView(
      frame: CGRect(origin: .zero, size: scenario.viewport), collectionViewLayout: layout,
      itemIdentifiers: scenario.data)
    view.displayScale = scenario.displayScale
    scenario.view.apply(to: view)
    view.delegate = delegate
    let sizing = SelfSizingStepState(scenario.selfSizing)
    sizing.install(on: view)
    var retainedDelegates: [AnyObject] = delegate.map { [$0] } ?? []
    defer { withExtendedLifetime(retainedDelegates) {} }
    var tally = ScenarioWorkTally(limits: limits, fps: fps ?? scenario.fps)
    if let problem = Self.flowOnScreenProblem(
      layout, sections: scenario.layout.sections, viewport: scenario.viewport, view: view,
      limits: limits)
    {
      throw scenario.layout.error(problem)
    }
    do {
      // Cells are measured where the scenario starts, not at offset 0 first: the first display
      // is at the scenario's content offset.
      try runStep("layout", "setup", sizes: (sizing, view)) {
        try view.layoutIfNeeded(measuring: .none)
      }
    } catch ScenarioRunError.stepFailed(_, _, let message) {
      // The first layout pass failed: located at the layout's type in the file.
      throw scenario.layout.error(message)
    }
    if scenario.contentOffset != .zero { view.contentOffset = scenario.contentOffset }
    let (initialState, initialIdentifiers) = try resting(view, path: "layout", sizing: sizing)
    if let problem = limits.onScreenMessage(initialState.count, estimated: false) {
      throw scenario.layout.error(problem)
    }
    tally.onScreen = initialState.count
    tally.elements = initialState.count
    tally.held = initialState.count
    var run = ScenarioRun(
      scenario: scenario, initialState: initialState, initialIdentifiers: initialIdentifiers,
      initialContentOffset: view.contentOffset, initialContentSize: view.contentSize, segments: [],
      diagnostics: [])
    collectDiagnostics(layout, path: "layout", into: &run)

    var clock: Double = 0
    // Scrolls sample the layout at the scenario's frame rate, at least the default rate.
    let sampleRate = max(scenario.fps, FrameSampler.defaultFPS)
    for (index, step) in scenario.steps.enumerated() {
      do {
        let settings = step.animation.merged(over: scenario.animation)
        let parameters = try animationParameters(settings, path: step.path)
        let start = step.at ?? clock
        var segment = ScenarioSegment(
          stepIndex: index, path: step.path, name: step.action.name, start: start, duration: 0,
          transition: nil, settings: settings, reproducedError: nil, restingState: [],
          restingIdentifiers: [])
        let context = StepContext(
          view: view, scenario: scenario, parameters: parameters, start: start,
          sampleRate: sampleRate, sizing: sizing)
        try checkWork(of: step, in: context, settings: settings, tally: tally)
        let firstSegment = run.segments.count
        try perform(step, in: context, segment: &segment, run: &run, delegates: &retainedDelegates)
        try runStep(step.path, step.action.name, sizes: (sizing, view)) {
          try view.layoutIfNeeded()
        }
        (segment.restingState, segment.restingIdentifiers) = try resting(
          view, path: step.path, sizing: sizing)
        segment.restingContentOffset = view.contentOffset
        segment.restingContentSize = view.contentSize
        collectDiagnostics(view.collectionViewLayout, path: step.path, into: &run)
        try checkStagger(settings.stagger, of: segment, path: step.path)
        run.segments.append(segment)
        if let problem = tally.record(run.segments[firstSegment...], step: segment) {
          throw ScenarioRunError.stepFailed(
            path: step.path, step: step.action.name, message: problem)
        }
        clock = max(clock, segment.end)
      } catch let error as ScenarioRunError {
        throw error.located(at: step)
      }
    }
    run.segments.sort { $0.start != $1.start ? $0.start < $1.start : $0.stepIndex < $1.stepIndex }
    return run
  }

  /// What the collection view, the timing and the clock are while one step runs.
  struct StepContext {
    let view: CollectionView
    let scenario: Scenario
    let parameters: AnimationParameters
    let start: Double
    let sampleRate: Double
    /// The sizes self-sizing cells prefer now (changed by `contentChange` steps).
    let sizing: SelfSizingStepState
  }

  /// Performs one step's action on the collection view, filling in its segment (and, for an
  /// interactive step, the segments of its progress values).
  ///
  /// - Throws: ``ScenarioRunError`` naming the step, or ``ScenarioError`` for a layout.
  /// - Complexity: the action's own cost (for a batch, O(*m* log *m* + *n*) plus layout).
  private func perform(
    _ step: ScenarioStep, in context: StepContext, segment: inout ScenarioSegment,
    run: inout ScenarioRun, delegates: inout [AnyObject]
  ) throws {
    let view = context.view
    let parameters = context.parameters
    if let motion = try motionTransition(of: step, in: context) {
      segment.transition = motion
      segment.duration = motion?.endTime ?? 0
      return
    }
    switch step.action {
    case .scroll, .fling, .scrollSection, .flingSection, .outline, .disclose:
      break  // Done by motionTransition(of:in:).
    case .batch(let batch):
      try performBatch(batch, step, in: context, segment: &segment, run: &run)
    case .wait(let seconds):
      segment.duration = seconds
    case .contentChange(let change):
      try runStep(step.path, "contentChange", sizes: (context.sizing, view)) {
        segment.transition = try context.sizing.apply(change, to: view, animation: parameters)
      }
      segment.duration = segment.transition.map { _ in parameters.delay + parameters.duration } ?? 0
    case .setLayout(let specification, let animated):
      let (newLayout, newDelegate) = try buildLayout(specification)
      if let newDelegate { delegates.append(newDelegate) }
      view.delegate = newDelegate
      try runStep(step.path, "setLayout") {
        let transition = try view.setCollectionViewLayout(
          newLayout, animated: animated, animation: parameters)
        if animated, let transition {
          segment.transition = transition
          segment.duration = parameters.delay + parameters.duration
        }
      }
      collectDiagnostics(newLayout, path: step.path, into: &run)
    case .resize(let size, let animated):
      try runStep(step.path, "resize") {
        segment.transition = try view.setFrame(
          CGRect(origin: view.frame.origin, size: size), animated: animated,
          animation: parameters)
      }
      segment.duration =
        segment.transition.map { _ in parameters.delay + parameters.duration } ?? 0
    case .apply(let data):
      try runStep(step.path, "apply") {
        let transition = try view.apply(identifiers: data, animation: parameters)
        segment.transition = transition
        segment.duration = parameters.delay + parameters.duration
      }
    case .interactive(let specification, let progress, let finish):
      try performInteractive(
        to: specification, progress: progress, finish: finish, step, in: context,
        segment: &segment, run: &run, delegates: &delegates)
    }
  }

  /// Performs a batch step: the update, or the error it expects (kept on the segment when it is
  /// UIKit's message, word for word), and the console line it expects.
  ///
  /// - Throws: ``ScenarioRunError`` naming the step.
  /// - Complexity: O(*m* log *m* + *n*) for *m* operations on *n* items, plus layout.
  private func performBatch(
    _ batch: BatchStep, _ step: ScenarioStep, in context: StepContext,
    segment: inout ScenarioSegment, run: inout ScenarioRun
  ) throws {
    let view = context.view
    let parameters = context.parameters
    do {
      let transition = try view.performBatchUpdates(
        batch.update, dataAfterUpdate: batch.dataAfter, animation: parameters)
      if let expected = batch.expectError {
        throw ScenarioRunError.expectedErrorNotThrown(path: step.path, expected: expected)
      }
      try checkLog(
        transition.log, expected: batch.expectLog, path: step.path, segment: &segment,
        run: &run)
      guard transition.kind != .reloadData else {
        // iOS before 16.4 answered the inconsistent batch with a reload: no animation.
        return
      }
      segment.transition = transition
      segment.duration = parameters.delay + parameters.duration
    } catch let error as ScenarioRunError {
      throw error
    } catch {
      let message = String(describing: error)
      guard let expected = batch.expectError else {
        throw ScenarioRunError.stepFailed(path: step.path, step: "batch", message: message)
      }
      guard expected == message else {
        throw ScenarioRunError.unexpectedError(
          path: step.path, expected: expected, actual: message)
      }
      segment.reproducedError = message
    }
  }

  /// Performs an interactive step: each progress value is shown for one frame (a segment each),
  /// then the transition finishes or cancels with an animation.
  ///
  /// - Throws: ``ScenarioRunError`` naming the step, or ``ScenarioError`` for the layout.
  /// - Complexity: O(*p* · *n*) for *p* progress values of *n* elements on screen.
  private func performInteractive(
    to specification: LayoutSpecification, progress: [Double], finish: Bool,
    _ step: ScenarioStep, in context: StepContext, segment: inout ScenarioSegment,
    run: inout ScenarioRun, delegates: inout [AnyObject]
  ) throws {
    let view = context.view
    let parameters = context.parameters
    let start = context.start
    // Each progress value is shown for one frame, then the transition finishes or cancels
    // with an animation.
    let (nextLayout, nextDelegate) = try buildLayout(specification)
    if let nextDelegate { delegates.append(nextDelegate) }
    let frameTime = 1 / context.scenario.fps
    var transitionLayout: CollectionViewTransitionLayout?
    try runStep(step.path, "interactive") {
      transitionLayout = try view.startInteractiveTransition(to: nextLayout)
      try view.layoutIfNeeded()
    }
    for (offset, value) in progress.enumerated() {
      transitionLayout?.transitionProgress = CGFloat(value)
      var update = segment
      update.start = start + Double(offset) * frameTime
      update.duration = frameTime
      try runStep(step.path, "interactive") { try view.layoutIfNeeded() }
      (update.restingState, update.restingIdentifiers) = try resting(
        view, path: step.path, sizing: context.sizing)
      update.restingContentOffset = view.contentOffset
      update.restingContentSize = view.contentSize
      run.segments.append(update)
    }
    segment.start = start + Double(progress.count) * frameTime
    if finish, let nextDelegate { view.delegate = nextDelegate }
    try runStep(step.path, "interactive") {
      segment.transition =
        finish
        ? try view.finishInteractiveTransition(animation: parameters)
        : try view.cancelInteractiveTransition(animation: parameters)
    }
    segment.duration = parameters.delay + parameters.duration
  }

  /// Refuses a stagger that makes a step's animation last longer than
  /// ``Scenario/maximumDuration``: each element starts `stagger` seconds after the one before, so
  /// the last of *n* starts (*n* − 1) · `stagger` late.
  private func checkStagger(
    _ stagger: Double?, of segment: ScenarioSegment, path: String
  ) throws {
    guard let stagger, stagger > 0, let transition = segment.transition else { return }
    let elements = Set(transition.tracks.map(\.element)).count
    let end = segment.duration + Double(max(elements - 1, 0)) * stagger
    guard end <= Scenario.maximumDuration else {
      throw ScenarioRunError.stepFailed(
        path: path, step: segment.name,
        message: "a stagger of \(DumpNumberFormat.string(stagger, decimals: 3)) s over \(elements) "
          + "elements makes the animation last \(DumpNumberFormat.string(end, decimals: 3)) s, over "
          + "the limit of \(Int(Scenario.maximumDuration)) s")
    }
  }

  /// Runs one step's work, turning an error it did not expect into ``ScenarioRunError``
  /// naming the step — or, when `sizes` are given and the error is a flow layout's refusal of a
  /// zero size that the scenario's self-sizing gave, into a ``ScenarioError`` at that size.
  ///
  /// - Complexity: That of `body`.
  func runStep(
    _ path: String, _ name: String, sizes: (SelfSizingStepState, CollectionView)? = nil,
    _ body: () throws -> Void
  ) throws {
    do {
      try body()
    } catch let error as ScenarioRunError {
      throw error
    } catch {
      if let (sizing, view) = sizes, let located = sizing.located(error, in: view) { throw located }
      throw ScenarioRunError.stepFailed(path: path, step: name, message: String(describing: error))
    }
  }

  private func resting(
    _ view: CollectionView, path: String, sizing: SelfSizingStepState
  ) throws -> ([CollectionViewLayoutAttributes], [String?]) {
    var state: [CollectionViewLayoutAttributes] = []
    try runStep(path, "layout", sizes: (sizing, view)) {
      state = try view.visibleLayoutAttributes()
    }
    let identifiers = state.map { attributes in
      attributes.representedElementCategory == .cell
        ? view.itemIdentifier(at: attributes.indexPath) : nil
    }
    return (state, identifiers)
  }

  private func collectDiagnostics(
    _ layout: CollectionViewLayout, path: String, into run: inout ScenarioRun
  ) {
    for diagnostic in layout.diagnostics {
      let line = "\(path): \(diagnostic)"
      if run.diagnostics.last != line { run.diagnostics.append(line) }
    }
  }

  private func animationParameters(
    _ settings: AnimationSettings, path: String
  ) throws -> AnimationParameters {
    do {
      if case .spring(let spring) = settings.curve, settings.duration == nil {
        return try AnimationParameters(spring: spring, delay: settings.delay ?? 0)
      }
      return try AnimationParameters(
        duration: settings.duration ?? AnimationParameters.collectionViewDefault.duration,
        curve: settings.curve ?? AnimationParameters.collectionViewDefault.curve,
        delay: settings.delay ?? 0)
    } catch {
      throw ScenarioRunError.stepFailed(path: path, step: "animation", message: "\(error)")
    }
  }

  /// Makes the layout and, for flow layouts given per-section metrics, their delegate.
  ///
  /// The metrics were decoded with the scenario; only whether the layout the factory made is a
  /// flow layout is left to check.
  private func buildLayout(
    _ specification: LayoutSpecification
  ) throws -> (CollectionViewLayout, ScenarioFlowDelegate?) {
    let layout: CollectionViewLayout
    do {
      layout = try makeLayout(specification)
    } catch let error as ScenarioError {
      throw error
    } catch {
      // Any other factory error is located at the layout's type, as every scenario error is.
      throw specification.error(String(describing: error))
    }
    if let error = specification.sectionsError { throw error }
    guard let sections = specification.sections else { return (layout, nil) }
    guard layout is CollectionViewFlowLayout else {
      throw ScenarioError(
        path: specification.path + ".sections",
        message: "\"sections\" applies to flow layouts only")
    }
    return (layout, ScenarioFlowDelegate(sections: sections))
  }
}
