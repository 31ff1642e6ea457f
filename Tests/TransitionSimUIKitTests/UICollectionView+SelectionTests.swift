import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewSelectionTests {
  final class Model: UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      count
    }
  }

  /// 50-point items, three to a 170-point row, 60 points a row; a 120-point-high view.
  private func makeView(_ model: Model) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 170, height: 120),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.dataSource = model
    view.layoutIfNeeded()
    return view
  }

  @Test func selectingAndDeselectingMarksTheCells() {
    let model = Model(9)
    let view = makeView(model)
    #expect(view.indexPathsForSelectedItems == nil)
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    // Single selection: selecting another deselects the first.
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    view.deselectItem(at: IndexPath(item: 2, section: 0), animated: true)
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test func selectionFollowsTheItemThroughAnUpdate() {
    let model = Model(9)
    let view = makeView(model)
    view.allowsMultipleSelection = true
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    model.count = 10
    view.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(
      view.indexPathsForSelectedItems == [
        IndexPath(item: 2, section: 0), IndexPath(item: 5, section: 0),
      ])
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
  }

  @Test func selectingWithAScrollPositionScrollsToTheItem() {
    let model = Model(30)
    let view = makeView(model)
    // Item 12 is in row 4, at y 240…290: its top at the top is offset 240; its middle at the
    // middle is 265 − 60 = 205; its bottom at the bottom is 290 − 120 = 170.
    view.selectItem(at: IndexPath(item: 12, section: 0), animated: false, scrollPosition: .top)
    #expect(view.contentOffset.y == 240)
    view.scrollToItem(at: IndexPath(item: 12, section: 0), at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 205)
    view.scrollToItem(at: IndexPath(item: 12, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 170)
    // The last row (540…590) cannot reach the top: the offset stops at 590 − 120 = 470.
    view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: true)
    #expect(view.contentOffset.y == 470)
    #expect(view.engineView.lastTransition?.kind == .scroll)
    #expect(view.cellForItem(at: IndexPath(item: 29, section: 0)) != nil)
  }
}
