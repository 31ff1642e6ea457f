import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A flow layout that misbehaves from a chosen point of a batch update on: from the moment the
/// named method is called, its layout pass raises, or its answers turn invalid (a NaN frame) or go
/// missing, as a broken UIKit layout would.
final class FailingFlowLayout: CollectionViewFlowLayout {
  /// How the layout fails.
  enum Failure: CaseIterable {
    /// `prepare()` raises an error.
    case raiseInPrepare
    /// Queries return attributes with a NaN origin.
    case invalidAttributes
    /// Item queries return `nil` and rect queries drop the cells.
    case missingAttributes
  }

  /// The method whose call arms the failure (`nil`: armed at once), and the failure.
  var trigger: String?
  var failure = Failure.invalidAttributes
  /// Whether the failure is active: set when `trigger` is called while `isListening`.
  private(set) var isFailing = false
  /// Whether calls arm the failure; false while the test sets the collection view up, and
  /// setting it to false heals the layout.
  var isListening = false {
    didSet { if !isListening { isFailing = false } }
  }
  /// A target offset that differs from the proposal, so the update is a bounds change too.
  var targetOffsetShift: CGFloat = 0

  private func called(_ method: String) {
    guard isListening, !isFailing, trigger == nil || trigger == method else { return }
    isFailing = true
  }

  override func prepare() {
    if isListening && trigger == nil { isFailing = true }
    if isFailing && failure == .raiseInPrepare {
      raise(.raised("prepare() failed on purpose"))
    }
    super.prepare()
    called("prepare()")
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    called("prepare(forCollectionViewUpdates:)")
  }

  override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    defer { called("indexPathsToInsertForSupplementaryView(ofKind:)") }
    return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
  }

  override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
    defer { called("targetContentOffset(forProposedContentOffset:)") }
    return CGPoint(x: proposed.x, y: proposed.y + targetOffsetShift)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    isListening && targetOffsetShift != 0
      ? true : super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    defer { called("initialLayoutAttributesForAppearingItem(at:)") }
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    defer { called("finalLayoutAttributesForDisappearingItem(at:)") }
    return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }

  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    guard isFailing else { return attributes }
    switch failure {
    case .raiseInPrepare: return attributes
    case .invalidAttributes: return attributes.map { $0.map(Self.broken) }
    case .missingAttributes: return attributes?.filter { $0.representedElementCategory != .cell }
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    let attributes = super.layoutAttributesForItem(at: indexPath)
    guard isFailing else { return attributes }
    switch failure {
    case .raiseInPrepare: return attributes
    case .invalidAttributes: return attributes.map(Self.broken)
    case .missingAttributes: return nil
    }
  }

  private static func broken(_ attributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    var copy = attributes
    copy.center = CGPoint(x: CGFloat.nan, y: copy.center.y)
    return copy
  }
}

/// Everything a rejected update must leave as it was.
struct ObservableState: Equatable {
  var items: [[String]]
  var sections: [String]
  var offset: CGPoint
  var contentSize: CGSize
  var visible: [CollectionViewLayoutAttributes]

  init(_ view: CollectionView) throws {
    items = view.itemIdentifiers
    sections = view.sectionIdentifiers
    offset = view.contentOffset
    contentSize = view.contentSize
    visible = try view.visibleLayoutAttributes()
  }
}

@Suite struct UpdatePlannerRollbackTests {
  /// The review's reproducer: sections `S` and `T`, an insert and a section move, and a layout
  /// that has no attributes for the inserted item after `prepare(forCollectionViewUpdates:)`.
  ///
  /// The update throws; the section identifiers must be `S`, `T` again.
  @Test func aRejectedUpdateRestoresTheSectionIdentifiers() throws {
    let layout = FailingFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.failure = .missingAttributes
    layout.trigger = "prepare(forCollectionViewUpdates:)"
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let snapshot = try CollectionViewSnapshot(sections: [("S", ["a", "b"]), ("T", ["c"])])
    try view.apply(snapshot, animatingDifferences: false)
    #expect(view.sectionIdentifiers == ["S", "T"])
    layout.isListening = true
    #expect(throws: CollectionViewLayoutError.self) {
      try view.performBatchUpdates {
        try view.insertItems(at: [IndexPath(item: 0, section: 1)], identifiers: ["x"])
        try view.moveSection(0, toSection: 1)
      }
    }
    #expect(view.itemIdentifiers == [["a", "b"], ["c"]])
    #expect(view.sectionIdentifiers == ["S", "T"])
  }

  /// Random valid updates made to fail at every phase: a throwing layout pass, invalid or missing
  /// attributes from the moment each hook is called, with and without a bounds change from
  /// `targetContentOffset`.
  ///
  /// Whenever the update throws, the data, section identifiers, offset, content size and what the
  /// layout shows are exactly as before, no update state is left on the layout or the collection
  /// view, and the same update then runs on a healthy layout to the same result as on a fresh
  /// collection view.
  @Test func updatesRejectedAtEveryPhaseChangeNothing() throws {
    let triggers: [String?] = [
      nil, "prepare(forCollectionViewUpdates:)",
      "indexPathsToInsertForSupplementaryView(ofKind:)",
      "targetContentOffset(forProposedContentOffset:)",
      "finalLayoutAttributesForDisappearingItem(at:)",
      "initialLayoutAttributesForAppearingItem(at:)",
    ]
    let seed: UInt64 = 0x0BAD_5EED
    var rng = SeededGenerator(seed: seed)
    var rejected: [String: Int] = [:]
    for index in 0..<240 {
      let testCase = BatchUpdatePropertyTests.makeCase(&rng)
      let trigger = triggers[index % triggers.count]
      let failure = FailingFlowLayout.Failure.allCases[(index / triggers.count) % 3]
      let shift: CGFloat = (index / 18) % 2 == 0 ? 0 : 30
      let context = "case \(index) (seed \(seed)), \(failure) from \(trigger ?? "the start")"
      let layout = FailingFlowLayout()
      layout.itemSize = CGSize(width: 50, height: 50)
      layout.headerReferenceSize = CGSize(width: 0, height: 20)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
      view.displayScale = 0
      let names = testCase.old.indices.map { "S\($0)" }
      try view.apply(
        CollectionViewSnapshot(sections: Array(zip(names, testCase.old))),
        animatingDifferences: false)
      view.contentOffset = CGPoint(x: 0, y: min(20, view.contentOffsetRange.max.y))
      let before = try ObservableState(view)
      let lastTracks = view.lastTransition?.tracks
      (layout.trigger, layout.failure, layout.targetOffsetShift) = (trigger, failure, shift)
      layout.isListening = true
      do {
        try view.performBatchUpdates(testCase.update)
        continue
      } catch {
        rejected[trigger ?? "start", default: 0] += 1
      }
      layout.isListening = false
      layout.targetOffsetShift = 0
      #expect(try ObservableState(view) == before, "\(context)")
      #expect(view.lastTransition?.tracks == lastTracks, "\(context)")
      #expect(view.callLog == nil && view.recording == nil, "\(context)")
      #expect(layout.activeUpdate == nil && layout.updateState == nil, "\(context)")
      // The same update on the restored view reaches the same data as on a fresh one.
      let (fresh, _) = makeGrid(testCase.old, height: 200)
      try fresh.performBatchUpdates(testCase.update)
      try view.performBatchUpdates(testCase.update)
      #expect(view.itemIdentifiers == fresh.itemIdentifiers, "\(context)")
    }
    // Every phase made some updates fail: the test exercises each rollback point.
    for trigger in triggers {
      #expect(
        rejected[trigger ?? "start", default: 0] > 0, "no rejection from \(trigger ?? "start")")
    }
  }
}
