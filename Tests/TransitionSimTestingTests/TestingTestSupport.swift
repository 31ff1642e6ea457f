import Foundation
import Testing
import TransitionSimLayouts
import XCTest

@testable import TransitionSimTesting

/// Whether Swift Testing shows `issue` with `message` as its text: the first line as the
/// headline, as an `#expect` failure shows its expression, the lines after the blank line as the
/// comment under it.
func shows(_ issue: Issue, _ message: String) -> Bool {
  let parts = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let rest = parts.count > 1 ? String(parts[1].drop { $0 == "\n" }) : ""
  return String(describing: issue.kind) == "Expectation failed: \(parts[0])"
    && issue.comments.map(\.rawValue) == (rest.isEmpty ? [] : [rest])
}

/// Ten frames a second: a 1-second animation has 11 frames, one every 0.1 s.
let tenFPS: FrameSampler = {
  guard let sampler = try? FrameSampler(fps: 10) else { return .standard }
  return sampler
}()

/// `IndexPath(item:section:)` in section 0.
func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

/// The identity of a cell with an identifier.
func cell(_ identifier: String, before: Int?, after: Int?) -> TrackElement {
  TrackElement(
    category: .cell, kind: nil, indexPathBefore: before.map(path),
    indexPathAfter: after.map(path), itemIdentifier: identifier)
}

/// A 10 × 10 cell centered at (`x`, `y`).
func square(
  item: Int, x: CGFloat, y: CGFloat = 5, alpha: CGFloat = 1, zIndex: Int = 0
) -> CollectionViewLayoutAttributes {
  var attributes = CollectionViewLayoutAttributes(forCellWith: path(item))
  attributes.size = CGSize(width: 10, height: 10)
  attributes.center = CGPoint(x: x, y: y)
  attributes.alpha = alpha
  attributes.zIndex = zIndex
  return attributes
}

/// One second, linear: every value is start + t · (end − start) at t seconds.
func oneSecondLinear() throws -> AnimationParameters {
  try AnimationParameters(duration: 1, curve: .timing(.linear))
}

/// A hand-made transition of four cells, one second long and linear, so every value is known.
///
/// - A [0,0] slides right: center x = 100 · t, y = 5;
/// - B [0,1] is deleted and fades out at x = 200: alpha = 1 − t;
/// - C [0,1] is inserted and fades in at x = 300: alpha = t;
/// - D [0,2] stays still at x = 400.
func sampleTransition() throws -> Transition {
  let linear = try oneSecondLinear()
  return Transition(
    kind: .batchUpdate,
    tracks: [
      Track(
        element: cell("A", before: 0, after: 0), change: .unchanged, start: square(item: 0, x: 0),
        end: square(item: 0, x: 100), animation: linear),
      Track(
        element: cell("B", before: 1, after: nil), change: .deleted,
        start: square(item: 1, x: 200), end: square(item: 1, x: 200, alpha: 0), animation: linear),
      Track(
        element: cell("C", before: nil, after: 1), change: .inserted,
        start: square(item: 1, x: 300, alpha: 0), end: square(item: 1, x: 300), animation: linear),
      Track(
        element: cell("D", before: 2, after: 2), change: .unchanged,
        start: square(item: 2, x: 400), end: square(item: 2, x: 400), animation: linear),
    ],
    contentOffsetBefore: .zero, contentOffsetAfter: .zero,
    contentSizeBefore: CGSize(width: 500, height: 10),
    contentSizeAfter: CGSize(width: 500, height: 10),
    updateItems: [], layoutCalls: [], animation: linear)
}

/// A flow layout of 50 × 50 items in a 320 × 480 view, without pixel rounding: five items a
/// line, 17.5 points apart ((320 − 5 · 50) / 4), lines 10 points apart.
func flowView(items: [String]) -> (CollectionView, CollectionViewFlowLayout) {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 50, height: 50)
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
    itemIdentifiers: [items])
  view.displayScale = 0
  return (view, layout)
}

/// An error to throw from an animation's autoclosure.
struct SampleError: Error, CustomStringConvertible {
  var description: String { "the sample error" }
}

/// A fresh, empty temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    .appendingPathComponent("TransitionSimTestingTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// An XCTest case that can capture the failures its assertions record instead of failing, so
/// failure messages can be checked (`XCTExpectFailure` does not exist on Linux).
class FailureCapturingTestCase: XCTestCase {
  /// A failure recorded while capturing.
  struct Failure: Equatable {
    var message: String
    var file: String
    var line: Int
  }

  private var captured: [Failure]?

  /// The failures `body` records, without failing the test.
  func failures(of body: () -> Void) -> [Failure] {
    captured = []
    defer { captured = nil }
    body()
    return captured ?? []
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard captured != nil else { return super.record(issue) }
      captured?.append(
        Failure(
          message: issue.compactDescription,
          file: issue.sourceCodeContext.location?.fileURL.path ?? "",
          line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard captured != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured?.append(Failure(message: description, file: filePath, line: lineNumber))
    }
  #endif
}

/// Replays the bundled scenario `Scenarios/<name>.json` with the standard layouts, as
/// `transition-sim replay` does.
func runBundledScenario(_ name: String) throws -> ScenarioRun {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Scenarios/\(name).json").standardized
  let scenario = try Scenario(json: Data(contentsOf: file), file: file.path)
  return try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
}
