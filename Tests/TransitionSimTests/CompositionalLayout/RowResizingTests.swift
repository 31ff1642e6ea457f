import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct RowResizingTests {
  private let sharing = SelfSizingSharing(uniformSlots: [false])

  /// A context carrying the preferred heights of `items` of section 0, and naming them invalid.
  private func resizes(_ items: [Int]) -> CollectionViewLayoutInvalidationContext {
    let context = CollectionViewLayoutInvalidationContext()
    let paths = items.map { IndexPath(item: $0, section: 0) }
    context.preferredItemSizes = paths.map {
      ("item \($0.item)", $0, CGSize(width: 10, height: 61))
    }
    context.invalidateItems(at: paths)
    return context
  }

  /// One section of `itemCount` one-item rows 44 long, with `rows` as laid out.
  private func sections(
    itemCount: Int, rows: ResizedRepetitions?
  ) -> [CompositionalLayoutGeometry.Section] {
    var section = CompositionalLayoutGeometry.Section()
    section.itemCount = itemCount
    section.sharing = sharing
    section.resized = rows
    return [section]
  }

  /// A resizing that has run one pass over `sections`.
  private func afterOnePass(_ sections: inout [CompositionalLayoutGeometry.Section]) -> RowResizing
  {
    var resizing = RowResizing()
    resizing.begin(taking: &sections)
    resizing.end(laidOut: true)
    return resizing
  }

  @Test func resizesAreKeptOnlyAfterAPassThatLaidTheLayoutOut() {
    var resizing = RowResizing()
    resizing.note(resizes([1]))
    #expect(!resizing.rowsAreCurrent)
    #expect(resizing.items.isEmpty)
    var laidOut = sections(itemCount: 10, rows: nil)
    resizing = afterOnePass(&laidOut)
    #expect(resizing.rowsAreCurrent)
    resizing.note(resizes([1, 4]))
    resizing.note(resizes([7]))
    #expect(resizing.items == [1, 4, 7].map { IndexPath(item: $0, section: 0) })
    var failed = resizing
    failed.begin(taking: &laidOut)
    failed.end(laidOut: false)
    #expect(!failed.rowsAreCurrent)
  }

  @Test func anyOtherInvalidationMakesTheRowsStale() {
    var laidOut = sections(itemCount: 10, rows: nil)
    let everything = CollectionViewLayoutInvalidationContext(
      everything: true, dataSourceCounts: false)
    let counts = CollectionViewLayoutInvalidationContext(everything: false, dataSourceCounts: true)
    let named = CollectionViewLayoutInvalidationContext()
    named.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    let resizeAndMore = resizes([3])
    resizeAndMore.invalidateItems(at: [IndexPath(item: 5, section: 0)])
    for context in [everything, counts, named, resizeAndMore] {
      var resizing = afterOnePass(&laidOut)
      resizing.note(resizes([1]))
      resizing.note(context)
      #expect(!resizing.rowsAreCurrent)
      #expect(resizing.items.isEmpty)
    }
  }

  @Test func anInvalidationDuringAPassMakesItsRowsStale() {
    var laidOut = sections(itemCount: 10, rows: nil)
    var resizing = afterOnePass(&laidOut)
    resizing.begin(taking: &laidOut)
    resizing.note(resizes([2]))
    resizing.end(laidOut: true)
    #expect(!resizing.rowsAreCurrent)
  }

  @Test func aPassResizesTheRowsItTookInPlace() {
    let rows = ResizedRepetitions(
      itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0, preferred: [0: 50])
    var laidOut = sections(itemCount: 10, rows: rows)
    var resizing = afterOnePass(&laidOut)
    laidOut = sections(itemCount: 10, rows: rows)
    resizing.note(resizes([3]))
    resizing.begin(taking: &laidOut)
    #expect(laidOut[0].resized == nil)
    let resized = resizing.resizedRows(
      section: 0, itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0
    ) { $0 == 3 ? 61 : nil }
    let expected = ResizedRepetitions(
      itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0, preferred: [0: 50, 3: 61])
    #expect(resized == .some(expected))
  }

  @Test func aSectionWhoseTemplateChangedIsLaidOutFromEveryItem() {
    let rows = ResizedRepetitions(
      itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0, preferred: [0: 50])
    for (itemCount, slotLength, spacing) in [(11, 44, 0), (10, 45, 0), (10, 44, 1)] {
      var laidOut = sections(itemCount: 10, rows: rows)
      var resizing = afterOnePass(&laidOut)
      laidOut = sections(itemCount: 10, rows: rows)
      resizing.note(resizes([3]))
      resizing.begin(taking: &laidOut)
      let resized = resizing.resizedRows(
        section: 0, itemCount: itemCount, slotLengths: [CGFloat(slotLength)], sharing: sharing,
        spacing: CGFloat(spacing)
      ) { _ in 61 }
      #expect(resized == nil)
    }
  }

  @Test func aSectionWithoutRowsGetsThemAtItsFirstResize() {
    var laidOut = sections(itemCount: 10, rows: nil)
    var resizing = afterOnePass(&laidOut)
    resizing.begin(taking: &laidOut)
    let untouched = resizing.resizedRows(
      section: 0, itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0
    ) { _ in 61 }
    #expect(untouched == .some(nil))
    resizing.end(laidOut: true)
    resizing.note(resizes([9]))
    resizing.begin(taking: &laidOut)
    let resized = resizing.resizedRows(
      section: 0, itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0
    ) { _ in 61 }
    let expected = ResizedRepetitions(
      itemCount: 10, slotLengths: [44], sharing: sharing, spacing: 0, preferred: [9: 61])
    #expect(resized == .some(expected))
  }
}
