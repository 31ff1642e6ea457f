import Foundation
import TransitionSim

/// A grid section of three square items a row, repeated: the compositional layout the cases
/// below lay out.
func gridCompositionalLayout() -> CollectionViewCompositionalLayout {
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
  let row = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
    subitems: [item])
  var section = CollectionLayoutSection(group: row)
  section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  section.interGroupSpacing = 8
  return CollectionViewCompositionalLayout(section: section)
}

/// `count` items in sections of 1,000 (the grid section repeated).
func gridSectionCounts(_ count: Int) -> [Int] {
  let sections = max(count / 1_000, 1)
  return Array(repeating: count / sections, count: sections)
}

/// `prepare()` of the grid compositional layout over `count` items, against the flow layout's
/// uniform `prepare()` over the same sections.
func compositionalPrepareCase(count: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "compositional prepare (grid sections)", size: count,
    baselineName: "flow prepare (uniform), same sections"
  ) {
    let counts = gridSectionCounts(count)
    let layout = gridCompositionalLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: counts)
    let flow = CollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 115, height: 115)
    let flowView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: flow,
      itemCounts: counts)
    return (
      body: {
        layout.invalidateLayout()
        try view.layoutIfNeeded()
        blackHole(view.contentSize)
      },
      baseline: {
        flow.invalidateLayout()
        try? flowView.layoutIfNeeded()
        blackHole(flowView.contentSize)
      }
    )
  }
}

/// One screen's rect query in the middle of the grid compositional layout (target: under
/// 50 µs at 10⁶ items).
func compositionalQueryCase(count: Int) -> BenchmarkCase {
  var benchmark = BenchmarkCase(
    name: "compositional rect query (one screen, middle)", size: count,
    baselineName: "loop writing the k rects returned"
  ) {
    let layout = gridCompositionalLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: gridSectionCounts(count))
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

/// One screen's rect query of a carousel (an orthogonal section) of `count` cards, scrolled to
/// its middle: the groups in view are found arithmetically, so the cost is the screen's few
/// cards whatever the row holds.
func orthogonalQueryCase(count: Int) -> BenchmarkCase {
  var benchmark = BenchmarkCase(
    name: "orthogonal carousel rect query (one screen, middle)", size: count,
    baselineName: "loop writing the k rects returned"
  ) {
    let card = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(150), heightDimension: .absolute(150)),
      subitems: [card])
    var section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .continuous
    let layout = CollectionViewCompositionalLayout(section: section)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [count])
    try view.setOrthogonalContentOffset(
      CGPoint(x: CGFloat(count / 2) * 160, y: 0), inSection: 0, animated: false)
    let rect = view.bounds
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
