import Foundation
import TransitionSimUIKit

/// The counts a front-door data source answers: one section of `count` items.
final class CountingDataSource: UICollectionViewDataSource {
  var count: Int
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }
}

/// The flow layout's `prepare()` and a batch update (an insert, then a delete, so the size stays)
/// over `count` items through the UIKit-named front door, against the same work on the engine's
/// own view: the same updates, validated against the data source's counts as the front door's
/// are (target: at most 1.5×, an object per attribute being what UIKit itself pays).
///
/// The front door's data source gives counts only, so each cell on screen is a plain cell: the
/// case includes keeping the cells on screen.
func frontDoorFlowCase(count: Int) -> BenchmarkCase {
  BenchmarkCase(
    name: "UIKit front door: flow prepare + batch update", size: count,
    baselineName: "the engine's view, same work"
  ) {
    let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let layout = UICollectionViewFlowLayout()
    let dataSource = CountingDataSource(count: count)
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.dataSource = dataSource
    let flow = CollectionViewFlowLayout()
    let engineView = CollectionView(frame: frame, collectionViewLayout: flow, itemCounts: [count])
    let first = IndexPath(item: 0, section: 0)
    return (
      body: {
        layout.invalidateLayout()
        view.layoutIfNeeded()
        dataSource.count += 1
        view.insertItems(at: [first])
        dataSource.count -= 1
        view.deleteItems(at: [first])
        blackHole(view.contentSize)
        if !view.raisedExceptions.isEmpty { throw FrontDoorBenchmarkError.raised }
      },
      baseline: {
        flow.invalidateLayout()
        try? engineView.layoutIfNeeded()
        // Validated against the counts after each update, as the front door's data source is.
        _ = try? engineView.performBatchUpdates(
          { try engineView.insertItems(at: [first]) }, dataAfterUpdate: .itemCounts([count + 1]))
        _ = try? engineView.performBatchUpdates(
          { try engineView.deleteItems(at: [first]) }, dataAfterUpdate: .itemCounts([count]))
        blackHole(engineView.contentSize)
      }
    )
  }
}

/// The front door raised an exception, so its timing would not be of the same work.
enum FrontDoorBenchmarkError: Error, CustomStringConvertible {
  case raised

  var description: String { "the UIKit front door's update was rejected" }
}
