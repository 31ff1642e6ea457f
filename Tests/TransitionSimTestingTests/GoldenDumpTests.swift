import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting
import XCTest

// Golden dumps checked into __Dumps__/GoldenDumpTests beside this file, as a user's would be.

final class GoldenDumpXCTests: XCTestCase {
  func testSampleTransition() throws {
    assertFrames(of: try sampleTransition(), named: "sample", sampler: tenFPS)
  }
}

@Suite struct GoldenDumpTests {
  @Test func flowGridBatch() throws {
    // The same bytes as `transition-sim replay Scenarios/flow-grid-batch.json`.
    assertFrames(of: try runBundledScenario("flow-grid-batch"), named: "flow-grid-batch")
  }
}

/// The bundled self-sizing scenarios: each against its golden dump, and the values the
/// scenario's description promises, worked out by hand.
@Suite struct SelfSizingScenarioGoldenTests {
  private func run(_ name: String) throws -> ScenarioRun { try runBundledScenario(name) }

  private func frame(_ state: [CollectionViewLayoutAttributes], _ item: Int) -> CGRect? {
    state.first { $0.representedElementCategory == .cell && $0.indexPath.item == item }?.frame
  }

  @Test func aListSelfSizesOnFirstDisplay() throws {
    let run = try run("self-sizing-list")
    assertFrames(of: run, named: "self-sizing-list")
    // The fixed point of first display, computed independently: a row is measured when its top
    // (after the rows above it were measured) is above the bottom of the 667-point viewport;
    // rows are 1 point apart; unmeasured rows keep the 100-point estimate.
    let heights: [CGFloat] = [
      44, 88, 44, 132, 66, 44, 110, 44, 88, 66, 44, 154, 44, 66, 88, 44, 132, 44, 66, 44, 88, 44,
      110, 44, 66, 44, 88, 132, 44, 66,
    ]
    var top: CGFloat = 0
    var measured = 0
    var content: CGFloat = 0
    for (index, height) in heights.enumerated() {
      let isMeasured = top < 667
      if isMeasured { measured += 1 }
      let size = isMeasured ? height : 100
      top += size + 1
      content += size + (index == heights.count - 1 ? 0 : 1)
    }
    #expect(run.initialContentSize.height == content)
    let cells = run.initialState.filter { $0.representedElementCategory == .cell }
    #expect(cells.count == measured)
    #expect(cells.map(\.size.height) == Array(heights.prefix(measured)))
  }

  @Test func rowsInsertedAboveTheViewportKeepTheirEstimate() throws {
    let run = try run("self-sizing-insert-above")
    assertFrames(of: run, named: "self-sizing-insert-above")
    // The flow layout keeps the offset through the insert.
    #expect(run.segments[0].restingContentOffset == CGPoint(x: 0, y: 1000))
    // Back at the top every row on screen is measured at 60, 1 point apart: new-a 0, new-b 61,
    // new-c 122, row-01 183.
    let end = run.segments[1].restingState
    #expect(run.segments[1].restingContentOffset == .zero)
    #expect(frame(end, 0) == CGRect(x: 0, y: 0, width: 375, height: 60))
    #expect(frame(end, 2) == CGRect(x: 0, y: 122, width: 375, height: 60))
    #expect(frame(end, 3)?.minY == 183)
  }

  @Test func aReconfigureGrowsACell() throws {
    let run = try run("self-sizing-reconfigure")
    assertFrames(of: run, named: "self-sizing-reconfigure")
    // Rows 60 tall, 8 apart: row i at 68 i. The first content change moves nothing (enabled, no
    // invalidate); the reconfigure grows note-4 to 140 (+80); note-6 then grows to 100 (+40):
    // note-8 ends at 7 · 68 + 80 + 40 = 596.
    #expect(frame(run.segments[0].restingState, 3)?.height == 60)
    #expect(frame(run.segments[1].restingState, 3) == CGRect(x: 0, y: 204, width: 375, height: 140))
    let end = run.segments[2].restingState
    #expect(frame(end, 5)?.height == 100)
    #expect(frame(end, 7)?.minY == 596)
  }
}

/// The bundled list scenario: its golden dump, and the values its description promises, worked
/// out by hand.
@Suite struct ListScenarioGoldenTests {
  @Test func aSelfSizingListInsertsDeletesAndScrolls() throws {
    let run = try runBundledScenario("list-self-sizing")
    assertFrames(of: run, named: "list-self-sizing")
    // Section 0 after the insert: header 28, then new (120), a1, a2 (60), a3 (120), a4–a6 (60):
    // 28 + 540 = 568. Section 1: its header (28) at 568, b1 at 596, b3 656, b4 716, b5 776 (120),
    // b6 896, b7 956 — each measured as the scroll to 400 reaches it (the bounds end at 1000) —
    // and b8 at its 44-point estimate: 596 + 60·5 + 120 + 44 = 1060.
    let end = run.segments[1]
    #expect(end.restingContentOffset == CGPoint(x: 0, y: 400))
    #expect(end.restingContentSize.height == 1060)
    let b5 = end.restingState.first {
      $0.representedElementCategory == .cell && $0.indexPath == IndexPath(item: 3, section: 1)
    }
    #expect(b5?.frame == CGRect(x: 0, y: 776, width: 390, height: 120))
    // The first header is pinned to the top of the bounds.
    let header = end.restingState.first {
      $0.representedElementCategory == .supplementaryView && $0.indexPath.section == 0
    }
    #expect(header?.frame == CGRect(x: 0, y: 400, width: 390, height: 28))
  }
}
