import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting

/// The bundled scenarios of version-dependent rules (diffable data sources and batch-update
/// validation, see ``IOSVersion``): each against its golden dump, and what its description
/// promises, worked out by hand.
///
/// The flow grid: 375 wide, items 100 × 100, three to a line (4 · 100 + 3 · 10 > 375), the spare 75
/// points split between the two gaps: x 0, 137.5, 275.
@Suite struct VersionScenarioGoldenTests {
  private func run(_ name: String) throws -> ScenarioRun { try runBundledScenario(name) }

  private func frame(
    of id: String, _ state: [CollectionViewLayoutAttributes], _ identifiers: [String?]
  ) -> CGRect? {
    zip(state, identifiers).first { $0.1 == id }?.0.frame
  }

  @Test func iOS16_3LogsAndReloads() throws {
    let run = try run("invalid-batch-ios16.3")
    assertFrames(of: run, named: "invalid-batch-ios16.3")
    // The inconsistent batch: a log line (the one the scenario expects, so reproduced rather than
    // a diagnostic), a reload without animation (no transition), the data source's A, B, C in
    // place.
    #expect(run.segments[0].transition == nil)
    #expect(run.segments[0].reproducedError == nil)
    #expect(run.segments[0].reproducedLog?.contains("- will perform reloadData.") == true)
    #expect(run.diagnostics.isEmpty)
    let after = run.segments[0]
    #expect(
      frame(of: "C", after.restingState, after.restingIdentifiers)
        == CGRect(x: 275, y: 0, width: 100, height: 100))
    // The valid delete of A then animates: B slides from 137.5 to 0.
    let slide = try #require(run.segments[1].transition?.track(forItem: "B"))
    #expect(slide.start.frame.minX == 137.5 && slide.end.frame.minX == 0)
  }

  @Test func iOS17RaisesInvalidBatchUpdates() throws {
    let run = try run("invalid-batch-ios17")
    assertFrames(of: run, named: "invalid-batch-ios17")
    let error = try #require(run.segments[0].reproducedError)
    #expect(error.hasPrefix("Invalid batch updates detected: "))
    #expect(error.contains("Updates = [\n\tInsert item (0 - 0)\n]"))
    // Nothing applied: the delete of A starts from A, B, C, and B slides from 137.5 to 0.
    let slide = try #require(run.segments[1].transition?.track(forItem: "B"))
    #expect(slide.start.frame.minX == 137.5 && slide.end.frame.minX == 0)
  }

  @Test func aReconfiguredItemKeepsItsCellAndAReloadedOneCrossFades() throws {
    let run = try run("reconfigure-vs-reload")
    assertFrames(of: run, named: "reconfigure-vs-reload")
    // Step 0: B (reconfigured) keeps one view and does not move or fade; D (reloaded) gets a
    // new view that sits at its place while the old one fades out over it (a ghost, alpha 1 → 0).
    let first = try #require(run.segments[0].transition)
    let b = first.tracks.filter { $0.element.itemIdentifier == "B" }
    #expect(b.count == 1 && b.first?.start == b.first?.end)
    let d = first.tracks.filter { $0.element.itemIdentifier == "D" }
    #expect(d.count == 2)
    let ghost = try #require(d.first { $0.role == .ghost })
    #expect(ghost.start.alpha == 1 && ghost.end.alpha == 0)
    // Step 1: the roles swap.
    let second = try #require(run.segments[1].transition)
    #expect(second.tracks.filter { $0.element.itemIdentifier == "B" }.count == 2)
    #expect(second.tracks.filter { $0.element.itemIdentifier == "D" }.count == 1)
  }
}

extension VersionScenarioGoldenTests {
  @Test func anOutlineExpandsAndCollapsesInOneUpdateEach() throws {
    let run = try run("outline-expand-collapse")
    assertFrames(of: run, named: "outline-expand-collapse")
    // A sidebar list: 8 points of padding, rows estimated 44 (no self-sizing here): row k at
    // 8 + 44k. Shown first: Inbox 8, Folders 52, Trash 96.
    let shown = run.segments[0]
    #expect(frame(of: "Trash", shown.restingState, shown.restingIdentifiers)?.minY == 96)
    // Expanding Folders inserts its five visible descendants (Work, Personal, Travel, Receipts,
    // Archive: Personal stays expanded) at rows 2–6; Trash slides to row 7, 8 + 44 · 7 = 316.
    let expand = try #require(run.segments[1].transition)
    #expect(expand.updateItems.map(\.description) == (2...6).map { "I(0,\($0))" })
    let down = try #require(expand.track(forItem: "Trash"))
    #expect(down.start.frame.minY == 96 && down.end.frame.minY == 316)
    #expect(expand.animation.duration == 0.25)
    // Collapsing deletes them again (UIKit lists deletes in descending order); Trash slides back.
    let collapse = try #require(run.segments[2].transition)
    #expect(collapse.updateItems.map(\.description) == (2...6).reversed().map { "D(0,\($0))" })
    let up = try #require(collapse.track(forItem: "Trash"))
    #expect(up.start.frame.minY == 316 && up.end.frame.minY == 96)
  }
}
