import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Paging and deceleration rates in `fling(velocity:deceleration:sampleRate:)`.
@Suite struct PagingTests {
  /// A horizontal carousel of ten full-screen pages: 375 × 667 items, no spacing, so the content
  /// is 10 × 375 = 3750 wide.
  private func pages() -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 375, height: 667)
    layout.minimumLineSpacing = 0
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [10])
    view.isPagingEnabled = true
    return view
  }

  @Test func aFlingLandsOnTheNextPage() throws {
    // From page 0 at 3000 pt/s: one page on, x = 375 (a free fling would go
    // 3 / −ln 0.998 ≈ 1498.5 points).
    let view = pages()
    let transition = try view.fling(velocity: CGPoint(x: 3000, y: 0))
    #expect(transition?.contentOffsetAfter == CGPoint(x: 375, y: 0))
  }

  @Test func aFastFlingStillMovesOnePage() throws {
    // From x = 750 (page 2) at 20000 pt/s: page 3, x = 1125.
    let view = pages()
    try view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 750, y: 0)
    #expect(try view.fling(velocity: CGPoint(x: 20000, y: 0))?.contentOffsetAfter.x == 1125)
  }

  @Test func aFlingBackLandsOnThePageItStartsIn() throws {
    // From x = 850 (2.27 pages) backwards: ⌈2.27⌉ − 1 = 2 → x = 750.
    let view = pages()
    try view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 850, y: 0)
    #expect(try view.fling(velocity: CGPoint(x: -500, y: 0))?.contentOffsetAfter.x == 750)
  }

  @Test func theLastPageIsTheContentsEnd() throws {
    // From page 9 (x = 3375) forwards: page 10 would be 3750, beyond the largest offset
    // 3750 − 375 = 3375, so the fling does not move.
    let view = pages()
    try view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 3375, y: 0)
    #expect(try view.fling(velocity: CGPoint(x: 3000, y: 0)) == nil)
  }

  @Test func decelerationRatesHaveUIKitsValues() {
    #expect(CollectionView.DecelerationRate.normal.value == 0.998)
    #expect(CollectionView.DecelerationRate.fast.value == 0.99)
    #expect(CollectionView.DecelerationRate(rawValue: 0.95) == .custom(0.95))
    #expect(CollectionView.DecelerationRate(rawValue: 0.99) == .fast)
    #expect(CollectionView.DecelerationRate(rawValue: "fast") == .fast)
    #expect(CollectionView.DecelerationRate(rawValue: "sideways") == nil)
    // A rate that never slows down decelerates at the normal rate.
    #expect(CollectionView.DecelerationRate.custom(1.5).value == 0.998)
  }

  @Test func theViewsRateIsUsedByAFling() throws {
    // Without paging, a fling at 3000 pt/s = 3 pt/ms stops at −v / ln(rate): at the fast rate
    // 3 / −ln 0.99 ≈ 298.5, at a custom 0.9 rate 3 / −ln 0.9 ≈ 28.47.
    let view = pages()
    view.isPagingEnabled = false
    view.decelerationRate = .fast
    let fast = try view.fling(velocity: CGPoint(x: 3000, y: 0))?.contentOffsetAfter.x ?? 0
    #expect(abs(fast - 3 / -log(0.99)) < 1e-9)
    view.contentOffset = .zero
    view.decelerationRate = .custom(0.9)
    let custom = try view.fling(velocity: CGPoint(x: 3000, y: 0))?.contentOffsetAfter.x ?? 0
    #expect(abs(custom - 3 / -log(0.9)) < 1e-9)
  }
}
