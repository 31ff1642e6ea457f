import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The version-dependent rules (diffable data sources and batch-update validation, see
/// ``IOSVersion``), each tested on both sides of its boundary.
///
/// The grid: 320 × 480, flow layout items 50 × 50, 10 apart, five to a line.
@Suite struct IOSVersionRulesTests {
  private func grid(_ items: [[String]], version: String) throws -> CollectionView {
    let (view, _) = makeGrid(items)
    view.iOSVersion = try IOSVersion(version)
    try view.layoutIfNeeded()
    return view
  }

  @Test func versionsParseAndOrder() throws {
    #expect(try IOSVersion("17") == IOSVersion(17, 0))
    #expect(try IOSVersion("16.4.1") == IOSVersion.iOS16Point4)
    #expect(try IOSVersion("16.3") < IOSVersion.iOS16Point4)
    #expect(IOSVersion.newest.description == "26.1")
    #expect(throws: IOSVersionError.notAVersion("16.x")) { try IOSVersion("16.x") }
    #expect(throws: IOSVersionError.outOfRange("12.4")) { try IOSVersion("12.4") }
    #expect(IOSVersionError.outOfRange("12.4").description.contains("cover iOS 13 to 26"))
  }

  //===--- apply(animatingDifferences: false): iOS 15 ---------------------===//

  @Test func aNonAnimatedApplyDiffsFromIOS15() throws {
    // A, B → B, A, C in the same section "0": from iOS 15 a batch without animation: the update
    // items are the diff's, every track takes 0 s, and A and B keep their views.
    let view = try grid([["A", "B"]], version: "15.0")
    let snapshot = try makeSnapshot([("0", ["B", "A", "C"])])
    let transition = try view.apply(snapshot, animatingDifferences: false)
    #expect(transition.kind == .batchUpdate)
    #expect(!transition.updateItems.isEmpty)
    #expect(transition.endTime == 0)
    #expect(transition.tracks(with: .inserted).map(\.element.itemIdentifier) == ["C"])
    #expect(transition.tracks(with: .deleted).isEmpty)
    #expect(view.itemIdentifiers == [["B", "A", "C"]])
  }

  @Test func aNonAnimatedApplyReloadsBeforeIOS15() throws {
    let view = try grid([["A", "B"]], version: "14.8")
    let transition = try view.apply(
      try makeSnapshot([("0", ["B", "A", "C"])]), animatingDifferences: false)
    #expect(transition.kind == .reloadData)
    #expect(transition.tracks.isEmpty && transition.updateItems.isEmpty)
    #expect(view.itemIdentifiers == [["B", "A", "C"]])
  }

  @Test func applySnapshotUsingReloadDataNeedsIOS15() throws {
    let snapshot = try makeSnapshot([("0", ["C"])])
    let new = try grid([["A", "B"]], version: "15.0")
    let transition = try new.applySnapshotUsingReloadData(snapshot)
    #expect(transition.kind == .reloadData && transition.tracks.isEmpty)
    #expect(new.itemIdentifiers == [["C"]])
    let old = try grid([["A", "B"]], version: "14.8")
    #expect(
      throws: SnapshotError.unavailable(
        api: "applySnapshotUsingReloadData(_:)", introduced: "15.0", target: try IOSVersion("14.8"))
    ) { try old.applySnapshotUsingReloadData(snapshot) }
    #expect(old.itemIdentifiers == [["A", "B"]])
  }

  @Test func reconfigureItemsNeedsIOS15() throws {
    var snapshot = try makeSnapshot([("0", ["A", "B"])])
    try snapshot.reconfigureItems(["B"])
    let new = try grid([["A", "B"]], version: "15.0")
    let transition = try new.apply(snapshot)
    #expect(transition.tracks(with: .inserted).isEmpty)
    let old = try grid([["A", "B"]], version: "14.8")
    #expect(throws: SnapshotError.self) { try old.apply(snapshot) }
  }

  //===--- Inconsistent batches: iOS 16.4 and iOS 18 ----------------------===//

  /// Inserts N at (0, 0) while the data source still reports A, B, C: three items after, where
  /// 3 + 1 were due.
  private func insertWithStaleData(_ view: CollectionView) throws -> Transition {
    try view.performBatchUpdates(
      { try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["N"]) },
      dataAfterUpdate: .identifiers([["A", "B", "C"]]))
  }

  private static let classic =
    "Invalid update: invalid number of items in section 0.  The number of items contained in an "
    + "existing section after the update (3) must be equal to the number of items contained in "
    + "that section before the update (3), plus or minus the number of items inserted or deleted "
    + "from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
    + "or out of that section (0 moved in, 0 moved out)."

  @Test func beforeIOS16_4ACountMismatchLogsAndReloads() throws {
    // Before iOS 16.4: the classic text, "- will perform reloadData", then a reload without
    // animation.
    let view = try grid([["A", "B", "C"]], version: "16.3")
    let transition = try insertWithStaleData(view)
    #expect(transition.kind == .reloadData && transition.tracks.isEmpty)
    #expect(
      transition.log == [
        "[UICollectionView] " + Self.classic + " - will perform reloadData. UICollectionView "
          + "instance: <CollectionView: frame = (0 0; 320 480); layout: <CollectionViewFlowLayout>>"
      ])
    #expect(view.itemIdentifiers == [["A", "B", "C"]])
  }

  @Test func fromIOS16_4ACountMismatchRaisesInvalidBatchUpdates() throws {
    // iOS 16.4's text, verbatim but for the last line (ours).
    for version in ["16.4", "17.0"] {
      let view = try grid([["A", "B", "C"]], version: version)
      let expected =
        "Invalid batch updates detected: the number of sections and/or items returned by the "
        + "data source before and/or after performing the batch updates are inconsistent with "
        + "the updates.\nData source before updates = { 1 section with item counts: [3] }\n"
        + "Data source after updates = { 1 section with item counts: [3] }\nUpdates = [\n"
        + "\tInsert item (0 - 0)\n]\nCollection view: <CollectionView: frame = (0 0; 320 480); "
        + "layout: <CollectionViewFlowLayout>>"
      do {
        _ = try insertWithStaleData(view)
        Issue.record("iOS \(version): the batch succeeded")
      } catch let error as BatchUpdateError {
        #expect(error.description == expected, "iOS \(version)")
      }
      #expect(view.itemIdentifiers == [["A", "B", "C"]], "nothing applied")
    }
  }

  @Test func fromIOS18ACountMismatchRaisesTheClassicText() throws {
    let view = try grid([["A", "B", "C"]], version: "18.0")
    #expect(throws: BatchUpdateError.self) { try insertWithStaleData(view) }
    do {
      _ = try insertWithStaleData(view)
    } catch {
      #expect("\(error)" == Self.classic)
    }
  }

  @Test func aReloadIsADeleteAndAnInsertInTheReport() throws {
    // Forum 728797: one reload lists "Delete item (0 - 1)" then "Insert item (0 - 1)"; two
    // sections' counts joined by ", ".
    let view = try grid([["A", "B", "C"], ["D"]], version: "16.4")
    do {
      _ = try view.performBatchUpdates(
        { try view.reloadItems(at: [IndexPath(item: 1, section: 0)]) },
        dataAfterUpdate: .itemCounts([2, 1]))
      Issue.record("the batch succeeded")
    } catch {
      let text = "\(error)"
      #expect(text.contains("Data source before updates = { 2 sections with item counts: [3, 1] }"))
      #expect(text.contains("Data source after updates = { 2 sections with item counts: [2, 1] }"))
      #expect(text.contains("Updates = [\n\tDelete item (0 - 1)\n\tInsert item (0 - 1)\n]"))
    }
  }

  @Test func countsAloneReloadWithTheFirstIdentifiersKept() throws {
    // Before 16.4, counts [4] for A, B, C: A, B, C kept and one generated identifier added.
    let view = try grid([["A", "B", "C"]], version: "16.3")
    let transition = try view.performBatchUpdates(nil, dataAfterUpdate: .itemCounts([4]))
    #expect(transition.kind == .reloadData)
    #expect(view.itemIdentifiers.first?.prefix(3) == ["A", "B", "C"])
    #expect(view.itemIdentifiers.first?.count == 4)
  }

  @Test func structuralErrorsRaiseTheirTextsOnEveryVersion() throws {
    for version in ["13.0", "16.3", "17.0"] {
      let view = try grid([["A", "B", "C"]], version: version)
      #expect(throws: BatchUpdateError.deleteItemOutOfRange(item: 5, section: 0, itemCount: 3)) {
        try view.performBatchUpdates { try view.deleteItems(at: [IndexPath(item: 5, section: 0)]) }
      }
    }
  }
}

extension IOSVersionRulesTests {
  @Test func aBatchReconfigureNeedsIOS15() throws {
    let old = try grid14([["A", "B"]])
    #expect(
      throws: BatchUpdateError.unavailable(
        api: "reconfigureItems(at:)", introduced: "15.0", target: try IOSVersion("14.8"))
    ) {
      try old.performBatchUpdates {
        try old.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    let (new, _) = makeGrid([["A", "B"]])
    new.iOSVersion = .iOS15
    let transition = try new.performBatchUpdates {
      try new.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(transition.tracks(with: .reloaded).isEmpty)
  }

  private func grid14(_ items: [[String]]) throws -> CollectionView {
    let (view, _) = makeGrid(items)
    view.iOSVersion = try IOSVersion("14.8")
    return view
  }
}

extension IOSVersionRulesTests {
  /// A compositional section of rows `height` tall, in a 320 × 480 view at `version`.
  private func compositional(
    _ section: CollectionLayoutSection, version: String
  ) throws -> CollectionView {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewCompositionalLayout(section: section),
      itemCounts: [3])
    view.iOSVersion = try IOSVersion(version)
    return view
  }

  private func row(_ height: CollectionLayoutDimension) -> CollectionLayoutSection {
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
    return CollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
  }

  @Test func iOS17LayoutAPIsNeedIOS17() throws {
    let uniform = row(.uniformAcrossSiblings(estimate: 44))
    #expect(throws: Never.self) { try compositional(uniform, version: "17.0").layoutIfNeeded() }
    do {
      try compositional(uniform, version: "16.4").layoutIfNeeded()
      Issue.record("iOS 16.4 laid out uniformAcrossSiblings")
    } catch {
      #expect(
        "\(error)".contains(
          "uniformAcrossSiblings is available from iOS 17.0; the collection view's iOSVersion is "
            + "16.4"))
    }
    var bouncing = row(.absolute(44))
    bouncing.orthogonalScrollingBehavior = .continuous
    bouncing.orthogonalScrollingProperties.bounce = .never
    #expect(throws: (any Error).self) {
      try compositional(bouncing, version: "16.4").layoutIfNeeded()
    }
    #expect(throws: Never.self) { try compositional(bouncing, version: "17.0").layoutIfNeeded() }
  }

  @Test func iOS16LayoutAPIsNeedIOS16() throws {
    var section = row(.absolute(44))
    section.supplementariesFollowContentInsets = false
    section.supplementaryContentInsetsReference = .none
    #expect(throws: (any Error).self) {
      try compositional(section, version: "15.5").layoutIfNeeded()
    }
    #expect(throws: Never.self) { try compositional(section, version: "16.0").layoutIfNeeded() }
  }
}

extension IOSVersionRulesTests {
  @Test func aSnapshotReconfigureMeasuresTheCellAgainAndAnimatesTheNewSize() throws {
    // Rows 320 wide, estimated 100, minimum line spacing 10; every row prefers 60 until B's
    // content grows to 120. Reconfiguring B keeps its cell (no fade) and the update resizes it:
    // B 60 → 120, C moves from 70 + 70 = 140 to 70 + 130 = 200.
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 320, height: 100)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C"]])
    view.displayScale = 0
    var tall: Set<String> = []
    view.preferredItemSize = { _, identifier, proposed in
      CGSize(width: proposed.size.width, height: tall.contains(identifier) ? 120 : 60)
    }
    try view.layoutIfNeeded()
    tall.insert("B")
    var snapshot = try view.dataSourceSnapshot()
    try snapshot.reconfigureItems(["B"])
    let transition = try view.apply(snapshot)
    let b = transition.tracks.filter { $0.element.itemIdentifier == "B" }
    #expect(b.count == 1)
    #expect(b.first?.start.size.height == 60 && b.first?.end.size.height == 120)
    let c = try #require(transition.track(forItem: "C"))
    #expect(c.start.frame.minY == 140 && c.end.frame.minY == 200)
  }
}
