import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewInteractiveMovementTests {
  /// A plain list of the numbers 1 to 5 in one section, 44-point rows.
  static func makeList() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3, 4, 5])
    dataSource.apply(snapshot, animatingDifferences: false)
    return (view, dataSource)
  }

  @Test func reorderingIsOffUntilTheHandlerAllowsIt() {
    let (view, dataSource) = Self.makeList()
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    dataSource.reorderingHandlers.canReorderItem = { $0 != 5 }
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  @Test func draggingTheFirstRowDownReordersAndTellsTheHandlers() throws {
    let (view, dataSource) = Self.makeList()
    var transactions: [NSDiffableDataSourceTransaction<Int, Int>] = []
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // The third row's middle: y = 2 × 44 + 22.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 110))
    let transition = try #require(view.engineView.lastTransition)
    #expect(transition.track(forItem: "1")?.end.frame.minY == 88)
    #expect(transition.track(forItem: "3")?.end.frame.minY == 44)
    view.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1, 4, 5])
    let transaction = try #require(transactions.first)
    #expect(transactions.count == 1)
    #expect(transaction.initialSnapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(transaction.finalSnapshot.itemIdentifiers == [2, 3, 1, 4, 5])
    #expect(
      transaction.finalSnapshot.itemIdentifiers.applying(transaction.difference.inverse())
        == [1, 2, 3, 4, 5])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0])
  }

  @Test func cancellingPutsTheRowBack() {
    let (view, dataSource) = Self.makeList()
    var told = false
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { _ in told = true }
    view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 154))
    #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 4, 1, 5])
    view.cancelInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(!told)
  }
}
