import Foundation
import TransitionSimEngine

/// A scripted update scenario, format version 1: a collection view, its data and layout, and the
/// steps to replay (see the "Scenario files" article for the complete format and an example).
public struct Scenario: Equatable, Sendable {
  /// The format version this library reads and writes.
  public static let currentVersion = 1
  /// The most elements (items plus sections) a scenario may hold, to refuse absurd input early.
  public static let maximumElements = 10_000_000
  /// The highest frame rate accepted.
  public static let maximumFrameRate: Double = 1_000
  /// The longest total duration accepted, in seconds.
  public static let maximumDuration: Double = 3_600

  /// The format version (1).
  public var version: Int
  /// A short name, used in frame dumps.
  public var name: String
  /// The 1-based line and column of the `name` value in the file (0 when built in code), so
  /// that a name refused as a file name is reported where it is written.
  package var nameLine = 0
  package var nameColumn = 0
  /// What the scenario shows.
  public var description: String
  /// The collection view's size.
  public var viewport: CGSize
  /// The initial content offset.
  public var contentOffset: CGPoint
  /// The display scale the flow layout rounds to; 0 turns rounding off.
  public var displayScale: CGFloat
  /// The collection view's insets, margins and scrolling settings; UIKit's defaults unless the
  /// file sets them.
  public var view = ScenarioViewSettings()
  /// The layout to start with.
  public var layout: LayoutSpecification
  /// The item identifiers, section by section.
  public var data: [[String]]
  /// The animation defaults for every step.
  public var animation: AnimationSettings
  /// The steps, in file order.
  public var steps: [ScenarioStep]
  /// The sizes self-sizing cells prefer (the `selfSizing` key); `nil`: no cell self-sizes.
  public var selfSizing: ScenarioSelfSizing?

  /// Where the `name` value is, as `file:line:column` after `path` (the file as the user
  /// named it), or `path` alone for a scenario built in code.
  package func nameLocation(in path: String) -> String {
    nameLine > 0 ? "\(path):\(nameLine):\(nameColumn)" : path
  }

  /// The frame rate of the whole scenario: `animation.fps`, else ``FrameSampler/defaultFPS``.
  ///
  /// A scenario has one rate (a frame dump's header has one `fps`); a step cannot set its own.
  public var fps: Double { animation.fps ?? FrameSampler.defaultFPS }

  /// Creates a scenario.
  public init(
    version: Int = Scenario.currentVersion, name: String, description: String = "",
    viewport: CGSize, contentOffset: CGPoint = .zero, displayScale: CGFloat = 3,
    layout: LayoutSpecification, data: [[String]], animation: AnimationSettings = .init(),
    steps: [ScenarioStep]
  ) {
    self.version = version
    self.name = name
    self.description = description
    self.viewport = viewport
    self.contentOffset = contentOffset
    self.displayScale = displayScale
    self.layout = layout
    self.data = data
    self.animation = animation
    self.steps = steps
  }
}

/// A layout named by its registered type, with its parameters as written in the file and, for a
/// flow layout, its per-section metrics, decoded with the scenario.
public struct LayoutSpecification: Hashable, Sendable {
  /// The registered name: `flow`, `circle`, `line`, `tree`, `decorated-flow`, `grid`, ….
  public var type: String
  /// The other members of the layout object but `sections`, for the layout factory to read.
  public var parameters: [String: JSONValue]
  /// The flow layout's per-section and per-item metrics (`"sections"`), answered by a
  /// ``ScenarioFlowDelegate``; `nil` when the file gives none.
  public var sections: [ScenarioFlowDelegate.SectionMetrics]?
  /// Why `sections` could not be read as flow-layout metrics, for a layout type that is not
  /// `flow`: reported once the layout factory has accepted the type, so that a misspelt type is
  /// reported as such rather than as flow metrics it was never meant to have.
  package var sectionsError: ScenarioError?
  /// Where the specification is in the file (for error messages).
  public var path: String
  /// The 1-based line of the `type` value in the file (0 when built in code).
  public var line: Int
  /// The 1-based column of the `type` value in the file (0 when built in code).
  public var column: Int

  /// Creates a specification; `line` and `column` are where its `type` is in the file.
  public init(
    type: String, parameters: [String: JSONValue] = [:],
    sections: [ScenarioFlowDelegate.SectionMetrics]? = nil, path: String = "layout",
    line: Int = 0, column: Int = 0
  ) {
    self.type = type
    self.parameters = parameters
    self.sections = sections
    self.path = path
    self.line = line
    self.column = column
  }

  /// Compares the specifications, ignoring where they are in the file (as ``JSONValue`` does).
  public static func == (lhs: LayoutSpecification, rhs: LayoutSpecification) -> Bool {
    lhs.type == rhs.type && lhs.parameters == rhs.parameters && lhs.sections == rhs.sections
      && lhs.path == rhs.path
  }

  /// Hashes the specification, ignoring where it is in the file; of the sections, their count
  /// (their metrics hold Core Graphics sizes, which are not `Hashable` on every supported
  /// system; equal specifications still hash equally).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(parameters)
    hasher.combine(sections?.count)
    hasher.combine(path)
  }

  /// A ``ScenarioError`` about this layout, located at the value it is about: the parameter
  /// named `parameter` (`"itemSize"`, or `"itemSize.width"` for a member of one), or the
  /// deepest part of that name the file gives; the layout's `type` when `parameter` is `nil` or
  /// absent from the file.
  ///
  /// A layout factory throws it so that a bad parameter is reported at its line and column, like
  /// every other mistake in a scenario (TransitionSimLayouts' `LayoutRegistry` does).
  ///
  /// - Complexity: O(*m*) in the number of members of the objects `parameter` goes through.
  public func error(_ message: String, parameter: String? = nil) -> ScenarioError {
    var found: (path: String, value: JSONValue)?
    if let parameter {
      let names = parameter.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      var value = parameters[names[0]]
      var depth = 0
      while let current = value {
        found = (names[...depth].joined(separator: "."), current)
        depth += 1
        value = depth < names.count ? current[names[depth]] : nil
      }
    }
    guard let found else {
      return ScenarioError(path: path + ".type", line: line, column: column, message: message)
    }
    return ScenarioError(
      path: path + "." + found.path, line: found.value.line, column: found.value.column,
      message: message)
  }
}

/// Animation settings of a scenario or a step; unset values fall back to the scenario's, then to
/// the library defaults (0.3 s easeInEaseOut at ``FrameSampler/defaultFPS``, no delay, no stagger,
/// additive interruption).
public struct AnimationSettings: Hashable, Sendable {
  /// Seconds.
  public var duration: Double?
  /// A timing curve or a spring.
  public var curve: AnimationCurve?
  /// Frames per second for sampling: the whole scenario's only (a frame dump has one rate), so
  /// a step's settings leave it `nil`; the decoder and ``ScenarioRunner`` refuse a step's.
  public var fps: Double?
  /// Seconds before the animation starts.
  public var delay: Double?
  /// Seconds between the starts of consecutive elements.
  public var stagger: Double?
  /// How the step's animation takes over from animations still running when it starts (a step
  /// with `at`): UIKit's additive animations by default, or `beginFromCurrentState`.
  public var interruption: InterruptionMode?

  /// Creates settings; every value is optional.
  public init(
    duration: Double? = nil, curve: AnimationCurve? = nil, fps: Double? = nil,
    delay: Double? = nil, stagger: Double? = nil, interruption: InterruptionMode? = nil
  ) {
    self.duration = duration
    self.curve = curve
    self.fps = fps
    self.delay = delay
    self.stagger = stagger
    self.interruption = interruption
  }

  /// These settings with unset values taken from `fallback`.
  public func merged(over fallback: AnimationSettings) -> AnimationSettings {
    AnimationSettings(
      duration: duration ?? fallback.duration, curve: curve ?? fallback.curve,
      fps: fps ?? fallback.fps, delay: delay ?? fallback.delay,
      stagger: stagger ?? fallback.stagger,
      interruption: interruption ?? fallback.interruption)
  }
}

/// One step of a scenario.
public struct ScenarioStep: Equatable, Sendable {
  /// What the step does.
  public enum Action: Equatable, Sendable {
    /// A batch update in UIKit's index-path conventions.
    case batch(BatchStep)
    /// A new snapshot of identifiers, diffed into a batch update.
    case apply(data: [[String]])
    /// A layout change, animated or not.
    case setLayout(LayoutSpecification, animated: Bool)
    /// A scroll to an offset, animated or not.
    case scroll(to: CGPoint, animated: Bool)
    /// A fling: scrolling that decelerates from a velocity (points per second) at a
    /// UIScrollView deceleration rate; `nil`: the collection view's `decelerationRate`.
    case fling(velocity: CGPoint, deceleration: CollectionView.DecelerationRate?)
    /// A scroll of an orthogonal section's scroller to an offset, animated or not (`scroll`
    /// with a `section`).
    case scrollSection(Int, to: CGPoint, animated: Bool)
    /// A fling of an orthogonal section's scroller, landing where its behaviour lands (`fling`
    /// with a `section`).
    case flingSection(Int, velocity: CGPoint)
    /// A change of the collection view's size, animated or not.
    case resize(to: CGSize, animated: Bool)
    /// An interactive layout transition driven through progress values, then finished or
    /// cancelled.
    case interactive(layout: LayoutSpecification, progress: [Double], finish: Bool)
    /// Nothing happens for a while.
    case wait(seconds: Double)
    /// The cells' content changed: new preferred sizes, applied as the scenario's
    /// ``SelfSizingInvalidation`` says (see ``ScenarioContentChange``).
    case contentChange(ScenarioContentChange)
    /// A section snapshot (an outline) applied to section `section`, as the diffable data
    /// source's `apply(_:to:animatingDifferences:)`.
    case outline(section: Int, CollectionViewSectionSnapshot<String>, animated: Bool)
    /// A tap on an item's outline disclosure: expands or collapses it through the section
    /// snapshot handlers (``CollectionView/expand(_:animation:)``).
    case disclose(item: String, expanding: Bool)

    /// The step's name in the file: `batch`, `apply`, ….
    public var name: String {
      switch self {
      case .batch: "batch"
      case .apply: "apply"
      case .setLayout: "setLayout"
      case .scroll, .scrollSection: "scroll"
      case .fling, .flingSection: "fling"
      case .resize: "resize"
      case .interactive: "interactive"
      case .wait: "wait"
      case .contentChange: "contentChange"
      case .outline: "outline"
      case .disclose(_, let expanding): expanding ? "expand" : "collapse"
      }
    }
  }

  /// What the step does.
  public var action: Action
  /// When the step starts, in seconds; `nil`: when the previous step ends.
  public var at: Double?
  /// The step's own animation settings.
  public var animation: AnimationSettings
  /// The step's JSON path (`steps[2]`), for messages.
  public var path: String
  /// The file the step was read from, when it came from one.
  public var file: String?
  /// The 1-based line and column of the step's action in the file (0 when built in code), so an
  /// error raised while the step runs can say where the step is.
  public var line: Int
  public var column: Int

  /// Creates a step; `file`, `line` and `column` say where its action is written.
  public init(
    action: Action, at: Double? = nil, animation: AnimationSettings = .init(), path: String = "",
    file: String? = nil, line: Int = 0, column: Int = 0
  ) {
    self.action = action
    self.at = at
    self.animation = animation
    self.path = path
    self.file = file
    self.line = line
    self.column = column
  }

  /// Compares the steps, ignoring where they are in the file (as ``JSONValue`` does).
  public static func == (lhs: ScenarioStep, rhs: ScenarioStep) -> Bool {
    lhs.action == rhs.action && lhs.at == rhs.at && lhs.animation == rhs.animation
      && lhs.path == rhs.path
  }
}

/// A batch-update step.
public struct BatchStep: Hashable, Sendable {
  /// The operations.
  public var update: BatchUpdate
  /// The data source's answers after the update, when the scenario reproduces a data source that
  /// disagrees with its updates.
  public var dataAfter: DataAfterUpdate?
  /// The exact message the step must fail with, when it reproduces a crash.
  public var expectError: String?
  /// Text the line UIKit logs must contain, when the step reproduces a batch that an iOS
  /// before 16.4 answers with a log line and a reload rather than a crash (see
  /// ``Transition/log``).
  public var expectLog: String?

  /// Creates a batch step.
  public init(
    update: BatchUpdate, dataAfter: DataAfterUpdate? = nil, expectError: String? = nil,
    expectLog: String? = nil
  ) {
    self.update = update
    self.dataAfter = dataAfter
    self.expectError = expectError
    self.expectLog = expectLog
  }
}
