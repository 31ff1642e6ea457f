import Foundation
import TransitionSim
import TransitionSimLayouts

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

/// A scenario scrolling a compositional list of `count` rows 25,000 points down in an animated
/// 10 seconds (a 375 × 667 viewport): its rows self-size to 61 points from the list's estimate
/// when `selfSizing`, else they are 61 points from the start (`estimatedRowHeight`).
func listScrollScenario(count: Int, selfSizing: Bool) -> Data {
  let layout = selfSizing ? #"{"type": "list"}"# : #"{"type": "list", "estimatedRowHeight": 61}"#
  let sizing = selfSizing ? #", "selfSizing": {"default": {"height": 61}}"# : ""
  return Data(
    """
    {"version": 1, "name": "list-scroll", "viewport": {"width": 375, "height": 667}, \
    "layout": \(layout), "data": [\(count)], "steps": [{"scroll": {"to": {"x": 0, "y": 25000}, \
    "animated": true}, "animation": {"duration": 10}}]\(sizing)}
    """.utf8)
}

/// A self-sizing compositional list of `count` rows scrolled in one animated scroll, replayed
/// through the library (decode, run, sample at 60 fps, format the JSON), against the same scroll
/// of the same list whose rows have their final height from the start, in the same run: the
/// rows a frame brings into view are measured and resized in place, so self-sizing may cost at
/// most twice the unsized scroll (target ≤ 2×).
func compositionalSelfSizingScrollCase(count: Int) -> BenchmarkCase {
  var benchmark = BenchmarkCase(
    name: "self-sizing list scroll (compositional, animated)", size: count,
    baselineName: "the same scroll, rows not self-sizing"
  ) {
    let sized = listScrollScenario(count: count, selfSizing: true)
    let unsized = listScrollScenario(count: count, selfSizing: false)
    func replay(_ data: Data) throws -> Int {
      let scenario = try Scenario(json: data, file: "list-scroll.json")
      let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
      var bytes = 0
      for frame in try run.frames() {
        var buffer: [UInt8] = []
        FrameDumpJSON.appendFrame(frame, elementSeparator: " ", closing: "", to: &buffer)
        bytes += buffer.count
      }
      return bytes
    }
    return (
      body: { blackHole(try replay(sized)) },
      baseline: { blackHole(try? replay(unsized)) }
    )
  }
  benchmark.target = .ratioAtMost(2)
  return benchmark
}
