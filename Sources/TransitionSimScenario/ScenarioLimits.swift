import Foundation
import TransitionSimEngine

/// The most work one replay may do, checked before the work: a replay that is accepted finishes
/// in time proportional to its output, and in memory bounded by what is on screen at once.
///
/// ``ScenarioRunner`` checks each limit before the step that would break it runs, from what is
/// known then (the elements on screen, the step's duration, the frame rate): a scroll of 3,000
/// seconds over a thousand elements is refused before a single frame is sampled. Only the
/// elements on screen are known from the layout's own answer alone, so a layout that puts more
/// than ``maximumElementsOnScreen`` on screen is refused after that answer, before any animation
/// is built from it (a flow layout with one item size is estimated before it is asked).
///
/// ```swift
/// let runner = ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout)  // .standard
/// var generous = ScenarioLimits.standard
/// generous.maximumFrames = 2_000_000
/// ```
public struct ScenarioLimits: Hashable, Sendable {
  /// The most frames a replay may write: 1,000,000 (about 4.6 hours at 60 fps).
  public var maximumFrames = 1_000_000
  /// The most element rows (elements × frames) a replay may write, and a scroll or fling may
  /// sample (elements × samples, at the scroll's sampling rate): 200,000,000.
  public var maximumRows = 200_000_000
  /// The most elements (cells, supplementary and decoration views) on screen at once, in any
  /// step's resting state or animation: 100,000.
  public var maximumElementsOnScreen = 100_000
  /// The most progress values one interactive step may give: 10,000 (each is one frame).
  public var maximumProgressValues = 10_000
  /// The most element states a replay may hold: every step's resting state and every
  /// interactive progress value keep the attributes of each element on screen, and every
  /// animation its tracks: 2,000,000.
  public var maximumHeldStates = 2_000_000

  /// The limits the command-line tool enforces.
  public static let standard = ScenarioLimits()

  /// No limit at all: for tests and tools that bound their own input.
  public static let unlimited = ScenarioLimits(
    maximumFrames: .max, maximumRows: .max, maximumElementsOnScreen: .max,
    maximumProgressValues: .max, maximumHeldStates: .max)

  /// Limits with the given values.
  public init(
    maximumFrames: Int = 1_000_000, maximumRows: Int = 200_000_000,
    maximumElementsOnScreen: Int = 100_000, maximumProgressValues: Int = 10_000,
    maximumHeldStates: Int = 2_000_000
  ) {
    self.maximumFrames = maximumFrames
    self.maximumRows = maximumRows
    self.maximumElementsOnScreen = maximumElementsOnScreen
    self.maximumProgressValues = maximumProgressValues
    self.maximumHeldStates = maximumHeldStates
  }

  //===--- Messages ---------------------------------------------------------------------===//

  /// `the replay would write 1,200,001 frames (20,000 s at 60 fps); the limit is 1,000,000 …`.
  func framesMessage(_ frames: Int, duration: Double, fps: Double) -> String? {
    guard frames > maximumFrames else { return nil }
    return "the replay would write \(Self.grouped(frames)) frames (\(Self.seconds(duration)) at "
      + "\(Self.number(fps)) fps); the limit is \(Self.grouped(maximumFrames)) (lower --fps or "
      + "shorten the scenario)"
  }

  /// `the replay would write about 208,081,156 element rows (1,156 elements × 180,001 frames) …`.
  func rowsMessage(elements: Int, frames: Int, what: String) -> String? {
    let (rows, overflow) = elements.multipliedReportingOverflow(by: frames)
    guard overflow || rows > maximumRows else { return nil }
    return "\(what) about \(overflow ? "more than \(Self.grouped(Int.max))" : Self.grouped(rows)) "
      + "element rows (\(Self.grouped(elements)) elements × \(Self.grouped(frames)) frames); the "
      + "limit is \(Self.grouped(maximumRows)) (lower the frame rate, or shorten the step)"
  }

  /// `120,000 elements would be on screen at once …; the limit is 100,000`.
  func onScreenMessage(_ count: Int, estimated: Bool, detail: String = "") -> String? {
    guard count > maximumElementsOnScreen else { return nil }
    return "\(estimated ? "about " : "")\(Self.grouped(count)) elements would be on screen at "
      + "once\(detail); the limit is \(Self.grouped(maximumElementsOnScreen)) (show fewer items, "
      + "or make them larger)"
  }

  /// `12,000 progress values; the limit is 10,000` or the held states an interactive step adds.
  func progressMessage(_ count: Int, elements: Int, held: Int) -> String? {
    if count > maximumProgressValues {
      return "\(Self.grouped(count)) progress values; the limit is "
        + "\(Self.grouped(maximumProgressValues)) (each is one frame)"
    }
    return heldMessage(held + count * elements, adding: "\(Self.grouped(count)) progress values")
  }

  /// `the replay would hold 2,400,000 element states …; the limit is 2,000,000`.
  func heldMessage(_ held: Int, adding what: String) -> String? {
    guard held > maximumHeldStates else { return nil }
    return "with \(what), the replay would hold \(Self.grouped(held)) element states (each "
      + "step's resting state, each progress value and each animation keeps every element on "
      + "screen); the limit is \(Self.grouped(maximumHeldStates)) (use fewer steps or elements)"
  }

  /// `1,000,000`: thousands grouped, as the limits are written in the Reliability article.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  private static func number(_ value: Double) -> String {
    DumpNumberFormat.string(value, decimals: 3)
  }

  private static func seconds(_ value: Double) -> String { number(value) + " s" }
}
