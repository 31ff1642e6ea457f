import Foundation
import TransitionSim

/// A self-sizing list of `count` rows (estimate 375 × 100, rows prefer 44, 64 or 84 points by
/// position) in a 375 × 667 viewport, laid out at the top: the cells on screen are measured.
func selfSizingList(count: Int) throws -> CollectionView {
  let layout = CollectionViewFlowLayout()
  layout.estimatedItemSize = CGSize(width: 375, height: 100)
  layout.minimumLineSpacing = 1
  layout.minimumInteritemSpacing = 0
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
    itemCounts: [count])
  view.preferredItemSize = { path, _, proposed in
    CGSize(width: proposed.size.width, height: 44 + CGFloat(path.item % 3) * 20)
  }
  try view.layoutIfNeeded()
  return view
}

/// Scrolls `view` down `screens` screens, one screen at a time, measuring the cells each screen
/// brings into view.
func scrollScreens(_ view: CollectionView, _ screens: Int) throws {
  for screen in 1...screens {
    view.contentOffset = CGPoint(x: 0, y: CGFloat(screen) * 667)
    try view.layoutIfNeeded()
  }
}

/// Issue 19: 20 screens of a self-sizing list of `count` rows, each screen measuring the cells it
/// brings into view, against the same 20 screens of a 1,000-row list in the same run: the cost
/// per screen must be flat from 10³ to 10⁵ rows (within 2×).
///
/// Every run scrolls a fresh list (built before the timing, several at a time), since a list
/// once scrolled has its cells measured.
func selfSizingScrollCase(count: Int) -> BenchmarkCase {
  let screens = 20
  var benchmark = BenchmarkCase(
    name: "self-sizing scroll (per screen)", size: count,
    baselineName: "the same at 1,000 rows"
  ) {
    var lists = try (0..<9).map { _ in try selfSizingList(count: count) }
    var small = try (0..<9).map { _ in try selfSizingList(count: 1_000) }
    // Scrolled lists are kept until the case ends, so freeing one is not timed.
    var scrolled: [CollectionView] = []
    return (
      body: {
        let view = try lists.popLast() ?? selfSizingList(count: count)
        try scrollScreens(view, screens)
        scrolled.append(view)
      },
      baseline: {
        guard let view = small.popLast() ?? (try? selfSizingList(count: 1_000)) else { return }
        try? scrollScreens(view, screens)
        scrolled.append(view)
      }
    )
  }
  benchmark.units = screens
  benchmark.usesUpItsState = true
  benchmark.target = .ratioAtMost(2)
  return benchmark
}
