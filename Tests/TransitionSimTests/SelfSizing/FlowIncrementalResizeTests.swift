import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A resize in a list section moves what follows it without laying the lines out again; the
/// result must be the layout a full computation gives for the same sizes.
@Suite struct FlowIncrementalResizeTests {
  /// Three list sections of 700 rows (more than two blocks of 256) with headers and footers,
  /// estimated 100 tall, 1 point apart.
  private func makeList() -> (CollectionView, CollectionViewFlowLayout) {
    let (view, layout) = makeFlow(height: 600, counts: [700, 700, 700]) {
      $0.estimatedItemSize = CGSize(width: 320, height: 100)
      $0.minimumLineSpacing = 1
      $0.headerReferenceSize = CGSize(width: 320, height: 30)
      $0.footerReferenceSize = CGSize(width: 320, height: 20)
    }
    return (view, layout)
  }

  /// Every element's frame, in order: what the two layouts must agree on.
  private func frames(_ layout: CollectionViewFlowLayout, content: CGSize) -> [CGRect] {
    let all = CGRect(origin: .zero, size: content)
    return (layout.layoutAttributesForElements(in: all) ?? [])
      .sorted { $0.elementKey < $1.elementKey }.map(\.frame)
  }

  @Test func scrollingThroughAListMatchesAFullLayout() throws {
    // Heights are whole points (so sums are exact in any order), drawn with a fixed seed; the
    // list is scrolled down a screen at a time, then back up, so rows resize above, in and
    // below the viewport's blocks.
    var generator = SeededGenerator(seed: 19)
    var heights: [String: CGFloat] = [:]
    for section in 0..<3 {
      for item in 0..<700 {
        heights["\(section)-\(item)"] = CGFloat(Int.random(in: 20...140, using: &generator))
      }
    }
    let (view, layout) = makeList()
    view.preferredItemSize = { _, identifier, proposed in
      CGSize(width: proposed.size.width, height: heights[identifier] ?? 100)
    }
    try view.layoutIfNeeded()
    let computedBefore = layout.fullComputations
    var offsets = stride(from: 0, to: 60_000, by: 600).map { CGFloat($0) }
    offsets += [30_000, 12_345, 0]
    for y in offsets {
      view.contentOffset = CGPoint(x: 0, y: min(y, max(view.contentSize.height - 600, 0)))
      try view.layoutIfNeeded()
    }
    // Every resize went through the list path: no full computation since the first display.
    #expect(layout.fullComputations == computedBefore)
    // The same accepted sizes, laid out from scratch.
    let fresh = CollectionViewFlowLayout()
    fresh.estimatedItemSize = layout.estimatedItemSize
    fresh.minimumLineSpacing = 1
    fresh.headerReferenceSize = layout.headerReferenceSize
    fresh.footerReferenceSize = layout.footerReferenceSize
    let freshView = CollectionView(
      frame: view.frame, collectionViewLayout: fresh, itemCounts: [700, 700, 700])
    freshView.displayScale = 0
    fresh.preferredItemSizes = layout.preferredItemSizes
    try freshView.layoutIfNeeded(measuring: .none)
    #expect(layout.preferredItemSizes.count > 300)
    #expect(view.contentSize == freshView.contentSize)
    #expect(
      frames(layout, content: view.contentSize) == frames(fresh, content: freshView.contentSize))
    // And the content size is the sum, computed here: heights of measured rows, 100 for the
    // others, 1 point between rows, header and footer per section.
    var expected: CGFloat = 0
    for section in 0..<3 {
      expected += 30 + 20 + 699
      for item in 0..<700 {
        expected += layout.preferredItemSizes["\(section)-\(item)"]?.height ?? 100
      }
    }
    #expect(view.contentSize.height == expected)
  }

  @Test func aGridRecomputesAndStaysExact() throws {
    // Two items a line: a resize cannot use the list path; the layout is computed again.
    let (view, layout) = makeFlow(height: 300, counts: [40]) {
      $0.estimatedItemSize = CGSize(width: 150, height: 100)
    }
    view.preferredItemSize = { path, _, proposed in
      CGSize(width: proposed.size.width, height: path.item.isMultiple(of: 2) ? 60 : 80)
    }
    try view.layoutIfNeeded()
    // The first layout, then one full computation per round that resized cells.
    #expect(layout.fullComputations >= 2)
    // Lines are as tall as their tallest item (80), 10 apart: line 1 starts at 90.
    #expect(try itemFrame(view, 0, 2)?.minY == 90 + 10)
    #expect(layout.preferredItemSizes.count >= 4)
  }
}
