// A file in the shape an app shares with its tests: an outline built from section snapshots,
// written against UIKit, compiled here through the import block alone.
#if canImport(UIKit)
  import UIKit
#else
  import TransitionSimUIKit
#endif

struct OutlineEntry: Hashable, CustomStringConvertible {
  let title: String
  var children: [OutlineEntry] = []

  var description: String { title }
}

final class OutlineScreen {
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, OutlineEntry>
  private(set) var expandedTitles: [String] = []

  init() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineEntry> {
      cell, indexPath, entry in
      cell.indentationLevel = entry.children.isEmpty ? 1 : 0
    }
    dataSource = UICollectionViewDiffableDataSource<Int, OutlineEntry>(
      collectionView: collectionView
    ) { collectionView, indexPath, entry in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: entry)
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] entry in
      self?.expandedTitles.append(entry.title)
    }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { entry in
      entry.title != "Pinned"
    }
  }

  func load(_ roots: [OutlineEntry], expanding expanded: [OutlineEntry]) {
    var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineEntry>()
    func add(_ entries: [OutlineEntry], to parent: OutlineEntry?) {
      snapshot.append(entries, to: parent)
      for entry in entries where !entry.children.isEmpty {
        add(entry.children, to: entry)
      }
    }
    add(roots, to: nil)
    snapshot.expand(expanded)
    dataSource.apply(snapshot, to: 0, animatingDifferences: false)
  }
}
