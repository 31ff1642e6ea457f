import Foundation
import TransitionSim

/// A delegate that sizes items by index, so every item is asked for.
final class IndexSizedDelegate: CollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(
      width: CGFloat(40 + indexPath.item % 7 * 10), height: CGFloat(40 + indexPath.item % 3 * 5))
  }
}

/// The baseline for `prepare()`: a plain loop writing `count` rectangles into an array.
func writeRects(_ count: Int) -> [CGRect] {
  var rects: [CGRect] = []
  rects.reserveCapacity(count)
  for index in 0..<count {
    let value = CGFloat(index)
    rects.append(CGRect(x: value, y: value, width: 50, height: 50))
  }
  return rects
}

/// `prepare()` of a flow layout over `count` items, uniform or delegate-sized.
///
/// Uniform, the baseline is a loop writing as many `CGRect`s, and the target 10× it. Delegate-sized,
/// UIKit's API makes a protocol call with an `IndexPath` per item, which no layout can avoid: the
/// baseline is those calls alone (``delegateCalls(count:layout:view:)``, the same calls `prepare()`
/// makes, timed in the same run), and the target 1.5× it, so the ratio measures the layout's own
/// work.
func flowPrepareCase(count: Int, delegateSized: Bool) -> BenchmarkCase {
  var benchmark = BenchmarkCase(
    name: delegateSized ? "flow prepare (delegate sizes)" : "flow prepare (uniform)",
    size: count,
    baselineName: delegateSized
      ? "the delegate's sizeForItemAt calls alone" : "loop writing the same number of CGRects"
  ) {
    let layout = CollectionViewFlowLayout()
    let delegate = IndexSizedDelegate()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [count])
    if delegateSized { view.delegate = delegate }
    let baseline =
      delegateSized
      ? try delegateCalls(count: count, layout: layout, view: view)
      : {
        blackHole(writeRects(count))
      }
    return (
      body: {
        withExtendedLifetime(delegate) {
          layout.invalidateLayout()
        }
        try view.layoutIfNeeded()
        blackHole(view.contentSize)
      },
      baseline: baseline
    )
  }
  benchmark.target = .ratioAtMost(delegateSized ? 1.5 : 10)
  return benchmark
}

/// The flow layout's delegate was not found on the collection view.
private struct DelegateNotFound: Error {}

/// The delegate's `sizeForItemAt` calls alone, as `prepare()` makes them (one index path updated
/// in place, every size read), as a closure to time: the part of the delegate-sized `prepare()`
/// that is UIKit's API rather than the layout's work.
///
/// - Throws: ``DelegateNotFound`` when `view` has no flow layout delegate.
/// - Complexity: O(*n*) per call of the closure, one delegate call per item.
func delegateCalls(
  count: Int, layout: CollectionViewFlowLayout, view: CollectionView
) throws -> () -> Void {
  // Through the same dynamic cast as `prepare()`, so the calls stay calls.
  guard let delegate = view.delegate as? CollectionViewDelegateFlowLayout else {
    throw DelegateNotFound()
  }
  return {
    var path = IndexPath(item: 0, section: 0)
    var total: CGFloat = 0
    for item in 0..<count {
      path[1] = item
      total += delegate.collectionView(view, layout: layout, sizeForItemAt: path).width
    }
    blackHole(total)
  }
}

/// The delegate's `sizeForItemAt` calls alone (``delegateCalls(count:layout:view:)``) against the
/// floor of writing as many `CGRect`s.
func flowDelegateCallsCase(count: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "flow delegate sizeForItemAt calls alone", size: count,
    baselineName: "loop writing the same number of CGRects"
  ) {
    let layout = CollectionViewFlowLayout()
    let sizing = IndexSizedDelegate()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [count])
    view.delegate = sizing
    let calls = try delegateCalls(count: count, layout: layout, view: view)
    return (
      body: { withExtendedLifetime(sizing) { calls() } },
      baseline: { blackHole(writeRects(count)) }
    )
  }
}

/// One screenful `layoutAttributesForElements(in:)` in the middle of `count` uniform items.
func flowQueryCase(count: Int) -> BenchmarkCase {
  var benchmark = BenchmarkCase(
    name: "flow rect query (one screen, middle)", size: count,
    baselineName: "loop writing the k rects returned"
  ) {
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [count])
    try view.layoutIfNeeded()
    let rect = CGRect(x: 0, y: view.contentSize.height / 2, width: 375, height: 667)
    let k = layout.layoutAttributesForElements(in: rect)?.count ?? 0
    return (
      body: { blackHole(layout.layoutAttributesForElements(in: rect)) },
      baseline: { blackHole(writeRects(k)) }
    )
  }
  benchmark.units = 1
  benchmark.target = .under(50e-6)
  return benchmark
}
