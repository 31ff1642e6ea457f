import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting

/// The bundled compositional scenarios: each against its golden dump, and their frames worked
/// out by hand from the compositional layout's rules.
@Suite struct CompositionalScenarioGoldenTests {
  private func run(_ name: String) throws -> ScenarioRun { try runBundledScenario(name) }

  private func cell(_ state: [CollectionViewLayoutAttributes], _ item: Int) -> CGRect? {
    state.first { $0.representedElementCategory == .cell && $0.indexPath.item == item }?.frame
  }

  private func header(_ state: [CollectionViewLayoutAttributes]) -> CGRect? {
    state.first { $0.representedElementKind == "header" }?.frame
  }

  @Test func aThreeColumnGridFollowsTheFractionalRules() throws {
    let run = try run("compositional-grid")
    assertFrames(of: run, named: "compositional-grid")
    // The section's effective width is the viewport less its leading and trailing insets:
    // 375 − 16 − 16 = 343. A `subitem` + `count: 3` group gives each item a third of what the
    // two 8-point spacings leave: (343 − 2 × 8) / 3 = 109.
    let width: CGFloat = (375 - 16 - 16 - 2 * 8) / 3
    #expect(width == 109)
    // The 44-point header extends the section, so rows start below it and the top inset:
    // y = 44 + 10 + row × (100 + 8); columns at x = 16 + column × (109 + 8).
    func frame(_ index: Int) -> CGRect {
      CGRect(
        x: 16 + CGFloat(index % 3) * (width + 8), y: 44 + 10 + CGFloat(index / 3) * (100 + 8),
        width: width, height: 100)
    }
    let cells = run.initialState.filter { $0.representedElementCategory == .cell }
    #expect(!cells.isEmpty)
    for attributes in cells {
      #expect(attributes.frame == frame(attributes.indexPath.item))
    }
    // The header follows the section's insets across the axis: 343 wide at x 16, at the top.
    #expect(header(run.initialState) == CGRect(x: 16, y: 0, width: 343, height: 44))
    // 30 items are 10 rows: 44 + 10 + 10 × 100 + 9 × 8 + 10.
    let contentHeight: CGFloat = 44 + 10 + 10 * 100 + 9 * 8 + 10
    #expect(run.initialContentSize.height == contentHeight)
    // After the batch (two deleted, two inserted, one moved) there are still 30 items, each at
    // the frame of its new index: the moved item lands at index 2, the top right.
    let afterBatch = run.segments[0].restingState
    #expect(cell(afterBatch, 2) == frame(2))
    #expect(cell(afterBatch, 6) == CGRect(x: 16, y: 54 + 2 * 108, width: 109, height: 100))
    // Scrolled to 300, the pinned header sits at the top of the visible rect.
    let scrolled = run.segments[1].restingState
    #expect(run.segments[1].restingContentOffset == CGPoint(x: 0, y: 300))
    #expect(header(scrolled) == CGRect(x: 16, y: 300, width: 343, height: 44))
  }

  @Test func aFlowGridSwapsToANestedGroup() throws {
    let run = try run("flow-to-compositional")
    assertFrames(of: run, named: "flow-to-compositional")
    // The compositional layout: a 380-point viewport less the section's 10-point insets is 360;
    // the group is 360 × 200, repeated 10 apart from y = 10. Its large item takes half (180) and
    // the vertical group the other half, split into two 100-point slots; every item is inset 5
    // in its slot.
    let swapped = run.segments[0].restingState
    for group in 0..<3 {
      let top = 10 + CGFloat(group) * (200 + 10)
      #expect(cell(swapped, 3 * group) == CGRect(x: 15, y: top + 5, width: 170, height: 190))
      #expect(cell(swapped, 3 * group + 1) == CGRect(x: 195, y: top + 5, width: 170, height: 90))
      #expect(
        cell(swapped, 3 * group + 2) == CGRect(x: 195, y: top + 105, width: 170, height: 90))
    }
    // Back to the flow layout: three 100-point squares a line in 360 points, spread evenly:
    // (360 − 300) / 2 = 30 between them.
    let back = run.segments[2].restingState
    #expect(cell(back, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(cell(back, 1) == CGRect(x: 140, y: 10, width: 100, height: 100))
    #expect(cell(back, 4) == CGRect(x: 140, y: 120, width: 100, height: 100))
  }
}
