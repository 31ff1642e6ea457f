import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting
import XCTest

/// A column of 50 × 50 items, one every 60 points down the left edge, with ways to break it.
final class ColumnLayout: CollectionViewLayout {
  enum Fault: Hashable {
    /// Item `n`'s frame is NaN.
    case nanFrame(Int)
    /// The rect query puts item `n` 10 points lower than the getter.
    case rectQueryShifts(Int)
    /// The rect query returns a cell one past the last item.
    case extraCell
    /// The getter returns nil for item `n`.
    case missingItem(Int)
    /// The rect query returns item `n` twice.
    case duplicate(Int)
    /// Item `n` sticks out on the right.
    case outside(Int)
    /// The getter moves item `n` one point right at every call.
    case unstable(Int)
    /// The rect query returns item 0 only for rects at least 400 points tall.
    case onlyForTallRects
    /// The rect query never returns item `n`.
    case skipped(Int)
    /// The rect query returns a header the supplementary getter does not know.
    case headerWithoutGetter
    /// The getter answers item `n` with item `n + 1`'s attributes.
    case wrongElement(Int)
    /// prepare() raises.
    case raises
  }

  var faults: Set<Fault>
  private var calls = 0

  init(_ faults: Set<Fault> = []) {
    self.faults = faults
    super.init()
  }

  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  override func prepare() {
    super.prepare()
    if faults.contains(.raises) { raise(.raised("the column is broken")) }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 320, height: max(0, CGFloat(count) * 60 - 10))
  }

  private func attributes(_ item: Int) -> CollectionViewLayoutAttributes {
    var attributes = CollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: 50, height: 50)
    if faults.contains(.nanFrame(item)) { attributes.center.x = .nan }
    if faults.contains(.outside(item)) { attributes.center.x = 325 }
    return attributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    let item = indexPath.item
    guard indexPath.section == 0, item >= 0, item < count, !faults.contains(.missingItem(item))
    else { return nil }
    if faults.contains(.wrongElement(item)) { return attributes(item + 1) }
    var result = attributes(item)
    if faults.contains(.unstable(item)) {
      calls += 1
      result.center.x += CGFloat(calls)
    }
    return result
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var result: [CollectionViewLayoutAttributes] = []
    for item in 0..<count where !faults.contains(.skipped(item)) {
      var attributes = attributes(item)
      if faults.contains(.rectQueryShifts(item)) { attributes.center.y += 10 }
      guard attributes.frame.overlaps(rect) || attributes.frame.origin.x.isNaN else { continue }
      if item == 0 && faults.contains(.onlyForTallRects) && rect.height < 400 { continue }
      result.append(attributes)
      if faults.contains(.duplicate(item)) { result.append(attributes) }
    }
    if faults.contains(.extraCell) { result.append(attributes(count)) }
    if faults.contains(.headerWithoutGetter) {
      var header = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: 0))
      header.frame = CGRect(x: 60, y: 0, width: 100, height: 20)
      if header.frame.overlaps(rect) { result.append(header) }
    }
    return result
  }
}

/// A 320 × 480 view of three items with `layout`.
func column(_ faults: Set<ColumnLayout.Fault> = []) -> (CollectionView, ColumnLayout) {
  let layout = ColumnLayout(faults)
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
    itemIdentifiers: [["a", "b", "c"]])
  return (view, layout)
}

/// The findings for a column with `faults`, as `rule element` lines and messages.
func findings(_ faults: Set<ColumnLayout.Fault>) -> [LayoutLintFinding] {
  let (view, layout) = column(faults)
  return verifyLayout(layout, in: view)
}

@Suite struct LayoutLinterTests {
  let tile = "layoutAttributesForElements(in: (0, 0, 320, 480))"

  @Test func aCorrectLayoutHasNoFindings() {
    #expect(findings([]).isEmpty)
    let (view, layout) = flowView(items: (0..<200).map { "item \($0)" })
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(verifyLayout(layout, in: view) == [])
  }

  @Test func everySampleLayoutPassesTheLinter() throws {
    for entry in LayoutRegistry.standard.entries {
      let layout = try entry.make()
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
        itemIdentifiers: entry.sampleItemIdentifiers ?? [(0..<40).map { "\(entry.name)-\($0)" }])
      let found = verifyLayout(layout, in: view)
      if entry.name == "line" {
        // As in Apple's sample, only the rect query zooms and raises the middle items:
        // layoutAttributesForItem(at:) is the flow layout's. The linter says so.
        #expect(!found.isEmpty && found.allSatisfy { $0.rule == .gettersDisagree })
        #expect(
          found.first?.message
            == "layoutAttributesForElements(in:) gives zIndex 1 but layoutAttributesForItem(at:) "
            + "gives 0")
      } else {
        #expect(found.isEmpty, "\(entry.name): \(found.map(\.description))")
      }
    }
  }

  @Test func aNaNFrame() {
    #expect(
      findings([.nanFrame(1)]) == [
        LayoutLintFinding(
          rule: .invalidGeometry, element: .cell(path(1)),
          message: "layoutAttributesForItem(at:) returned a frame of (NaN, 60, 50, 50)")
      ])
  }

  @Test func gettersThatDisagree() {
    #expect(
      findings([.rectQueryShifts(2)]) == [
        LayoutLintFinding(
          rule: .gettersDisagree, element: .cell(path(2)),
          message: "layoutAttributesForElements(in:) gives frame (0, 130, 50, 50) but "
            + "layoutAttributesForItem(at:) gives (0, 120, 50, 50)")
      ])
    #expect(
      findings([.headerWithoutGetter]) == [
        LayoutLintFinding(
          rule: .gettersDisagree,
          element: .supplementaryView(CollectionView.elementKindSectionHeader, path(0)),
          message: "layoutAttributesForElements(in:) returns it, but "
            + "layoutAttributesForSupplementaryView(ofKind:at:) returns nil")
      ])
  }

  @Test func attributesForANonexistentIndexPath() {
    #expect(
      findings([.extraCell]) == [
        LayoutLintFinding(
          rule: .nonexistentIndexPath, element: .cell(path(3)),
          message: "\(tile) returned a cell whose index path does not exist: section 0 has only "
            + "3 items (UIKit raises \"UICollectionView received layout attributes for a cell "
            + "with an index path that does not exist: {length = 2, path = 0 - 3}\")")
      ])
  }

  @Test func aMissingItem() {
    #expect(
      findings([.missingItem(1)]) == [
        LayoutLintFinding(
          rule: .missingItemAttributes, element: .cell(path(1)),
          message: "layoutAttributesForItem(at:) returned nil for an item of the data (UIKit "
            + "raises \"no UICollectionViewLayoutAttributes instance for "
            + "-layoutAttributesForItemAtIndexPath: {0-1}\")")
      ])
  }

  @Test func duplicatesOutsidersAndSkippedItems() {
    #expect(
      findings([.duplicate(1)]) == [
        LayoutLintFinding(
          rule: .duplicateElement, element: .cell(path(1)), message: "\(tile) returned it 2 times")
      ])
    // Content is 320 × 170; item 2's frame is 300…350 wide.
    #expect(
      findings([.outside(2)]) == [
        LayoutLintFinding(
          rule: .outsideContent, element: .cell(path(2)),
          message: "its frame (300, 120, 50, 50) is outside the content (0, 0, 320, 170) by 30 "
            + "points on the right")
      ])
    #expect(
      findings([.skipped(2)]) == [
        LayoutLintFinding(
          rule: .missingFromRectQuery, element: .cell(path(2)),
          message: "its frame (0, 120, 50, 50) from layoutAttributesForItem(at:) meets "
            + "(0, 0, 320, 480), but \(tile) did not return it")
      ])
  }

  @Test func unstableAnswersAndHalvesThatDisagree() {
    // The getter moves item 0 right at every call: 1, 2, 3 points.
    #expect(
      findings([.unstable(0)]) == [
        LayoutLintFinding(
          rule: .gettersDisagree, element: .cell(path(0)),
          message: "layoutAttributesForElements(in:) gives frame (0, 0, 50, 50) but "
            + "layoutAttributesForItem(at:) gives (3, 0, 50, 50)"),
        LayoutLintFinding(
          rule: .unstableAttributes, element: .cell(path(0)),
          message: "two calls to layoutAttributesForItem(at:) with no invalidation in between "
            + "returned different attributes: frame (1, 0, 50, 50) then (2, 0, 50, 50)"),
      ])
    // The 480-point tile is split into two 240-point halves.
    #expect(
      findings([.onlyForTallRects]) == [
        LayoutLintFinding(
          rule: .splitQueryMismatch, element: .cell(path(0)),
          message: "\(tile) returns it, but the queries of its halves, (0, 0, 320, 240) and "
            + "(0, 240, 320, 240), do not")
      ])
  }

  @Test func aWrongElementNotInstalledAndARaisingLayout() {
    let wrong = findings([.wrongElement(1)])
    #expect(wrong.map(\.rule) == [.wrongElement, .gettersDisagree])
    #expect(
      wrong.first?.message == "layoutAttributesForItem(at:) returned attributes for cell [0,2]")
    let (view, _) = column()
    #expect(
      verifyLayout(ColumnLayout(), in: view) == [
        LayoutLintFinding(
          rule: .notInstalled, element: nil,
          message: "the layout is not this collection view's layout; install it with "
            + "setCollectionViewLayout(_:) first")
      ])
    #expect(
      findings([.raises]).map(\.description) == [
        "layoutPassFailed: prepare() raised an error: the column is broken"
      ])
  }

  @Test func findingsAreSortedAndCapped() {
    let several = findings([.nanFrame(2), .duplicate(0), .missingItem(1)])
    #expect(several.map(\.rule) == [.duplicateElement, .missingItemAttributes, .invalidGeometry])
    let (view, layout) = column([.nanFrame(0), .nanFrame(1), .nanFrame(2)])
    #expect(LayoutLinter(maximumFindings: 2).findings(for: layout, in: view).count == 2)
  }

  @Test func aLargeLayoutIsCheckedInBoundedTime() {
    // 10,000 items: 2,000 lines of 60 points, 250 viewport tiles, each queried four times.
    let (view, layout) = flowView(items: (0..<10_000).map { "item \($0)" })
    #expect(verifyLayout(layout, in: view).isEmpty)
    // Capping the tiles enlarges them instead of skipping content.
    #expect(LayoutLinter(maximumTiles: 8).findings(for: layout, in: view).isEmpty)
    let (broken, brokenLayout) = column([.skipped(2)])
    #expect(LayoutLinter(maximumTiles: 1).findings(for: brokenLayout, in: broken).count == 1)
  }

  @Test func expectLayoutListsEveryFinding() {
    let (view, layout) = column([.nanFrame(1), .missingItem(2)])
    withKnownIssue {
      assertLayout(layout, in: view)
    } matching: { issue in
      shows(
        issue,
        """
        ColumnLayout breaks 2 layout rules.

          - invalidGeometry: cell [0,1]: layoutAttributesForItem(at:) returned a frame of (NaN, \
        60, 50, 50)
          - missingItemAttributes: cell [0,2]: layoutAttributesForItem(at:) returned nil for an \
        item of the data (UIKit raises "no UICollectionViewLayoutAttributes instance for \
        -layoutAttributesForItemAtIndexPath: {0-2}")
        """)
    }
    let (good, goodLayout) = column()
    assertLayout(goodLayout, in: good)
  }
}

final class AssertLayoutXCTests: FailureCapturingTestCase {
  func testAssertLayoutFailsThroughXCTest() {
    let (view, layout) = column([.extraCell])
    let recorded = failures { assertLayout(layout, in: view) }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(
      recorded.first?.message.contains("ColumnLayout breaks 1 layout rule.\n\n  - nonexistent")
        ?? false)
    let (good, goodLayout) = flowView(items: ["a", "b"])
    XCTAssertEqual(failures { assertLayout(goodLayout, in: good) }, [])
  }
}
