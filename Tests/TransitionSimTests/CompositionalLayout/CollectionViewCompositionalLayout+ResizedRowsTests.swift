import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// A self-sizing section's rows are resized where they change: a scroll that measures the rows
  /// it brings into view costs the layout work in those rows, not in the whole section.
  @Suite struct ResizedRowsTests {
    /// A plain list of `count` rows (estimated 44 tall) in a 375 × 667 view, every row
    /// preferring 61 points, laid out at the top.
    private func list(count: Int) throws -> (CollectionView, CollectionViewCompositionalLayout) {
      let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
        itemCounts: [count])
      view.preferredItemSize = { _, _, proposed in CGSize(width: proposed.size.width, height: 61) }
      try view.layoutIfNeeded()
      return (view, layout)
    }

    /// Scrolls a fresh list of `count` rows down 2,500 points in one animated second sampled
    /// 60 times; returns how many items' lengths the layout read and how many sizes it accepted
    /// during the scroll.
    private func scroll(count: Int) throws -> (reads: Int, resizes: Int) {
      let (view, layout) = try list(count: count)
      let reads = layout.itemLengthReads
      let resizes = view.selfSizing.resizeCount
      try view.setContentOffset(
        CGPoint(x: 0, y: 2_500), animated: true,
        animation: try AnimationParameters(duration: 1, curve: .timing(.linear)), sampleRate: 60)
      return (layout.itemLengthReads - reads, view.selfSizing.resizeCount - resizes)
    }

    @Test func aScrollReadsTheRowsItResizesNotTheSection() throws {
      // Each sample measures the one or two rows it brings into view; the layout reads a
      // resized row's items when it sizes the invalidation context and when it lays the row
      // out. Lists ten and a hundred times as long cost the same.
      let short = try scroll(count: 2_000)
      #expect(short.resizes > 30)
      #expect(short.reads <= 2 * short.resizes)
      for count in [20_000, 200_000] {
        let long = try scroll(count: count)
        #expect(long.resizes == short.resizes, "\(count) rows")
        #expect(long.reads == short.reads, "\(count) rows")
      }
    }
  }
}
