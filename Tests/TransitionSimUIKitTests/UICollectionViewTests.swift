import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewTests {
  /// A model of item counts that the tests change.
  final class Model: UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }
  }

  private func makeView(_ model: Model) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 170, height: 300),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.dataSource = model
    view.layoutIfNeeded()
    return view
  }

  @Test func settingTheDataSourceReadsItsCounts() {
    let model = Model([3, 0, 2])
    let view = makeView(model)
    #expect(view.numberOfSections == 3)
    #expect((0..<3).map(view.numberOfItems(inSection:)) == [3, 0, 2])
    #expect(view.engineView.itemIdentifier(at: IndexPath(item: 1, section: 2)) == "2-1")
    model.counts = [1]
    #expect(view.numberOfSections == 3)
    view.reloadData()
    #expect(view.numberOfSections == 1)
    #expect(view.raisedExceptions.isEmpty)
  }

  @Test func anOperationOutsideABatchIsItsOwnAnimatedUpdate() throws {
    let model = Model([3])
    let view = makeView(model)
    model.counts = [2]
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.raisedExceptions.isEmpty)
    #expect(view.numberOfItems(inSection: 0) == 2)
    let transition = try #require(view.engineView.lastTransition)
    #expect(transition.updateItems.map(\.updateAction) == [.delete])
    // 50-point items, 10-point spacing, three to a 170-point row: "0-1" slides from x 60 to 0.
    let track = try #require(transition.track(forItem: "0-1"))
    #expect(track.start.frame.minX == 60)
    #expect(track.end.frame.minX == 0)
  }

  @Test func nestedBatchesRunOnceAtTheOutermost() throws {
    let model = Model([1])
    let view = makeView(model)
    var innerFinished: Bool?
    var outerFinished: Bool?
    view.performBatchUpdates(
      {
        model.counts = [3]
        view.insertItems(at: [IndexPath(item: 1, section: 0)])
        view.performBatchUpdates(
          { view.insertItems(at: [IndexPath(item: 2, section: 0)]) },
          completion: { innerFinished = $0 })
        #expect(view.numberOfItems(inSection: 0) == 1)
      }, completion: { outerFinished = $0 })
    #expect(outerFinished == true)
    // Every completion runs once the one update has run.
    #expect(innerFinished == true)
    #expect(view.numberOfItems(inSection: 0) == 3)
    let inserted = try #require(view.engineView.lastTransition).updateItems.filter {
      $0.updateAction == .insert
    }
    #expect(inserted.count == 2)
  }

  @Test func anInvalidIndexPathIsRaisedAndChangesNothing() {
    let model = Model([2])
    let view = makeView(model)
    model.counts = [1]
    view.deleteItems(at: [IndexPath(item: 5, section: 0)])
    #expect(view.raisedExceptions.count == 1)
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(view.indexPathsForVisibleItems.count == 2)
  }
}
