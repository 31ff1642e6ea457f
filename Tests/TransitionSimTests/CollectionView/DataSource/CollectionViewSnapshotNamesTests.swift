import Foundation
import Testing

@testable import TransitionSimEngine

@Suite struct CollectionViewSnapshotNamesTests {
  enum Section: Hashable { case favorites, everyone }

  struct Person: Hashable, CustomStringConvertible {
    let name: String
    var age = 0
    var description: String { name }
  }

  private func makeView() -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
    view.displayScale = 0
    return view
  }

  @Test func anAppsOwnIdentifiersAreShownUnderTheirDescriptions() throws {
    let view = makeView()
    var snapshot = CollectionViewSnapshot<Section, Person>()
    try snapshot.appendSections([.favorites, .everyone])
    try snapshot.appendItems([Person(name: "Ada")], toSection: .favorites)
    try snapshot.appendItems([Person(name: "Grace"), Person(name: "Linus")], toSection: .everyone)
    try view.apply(snapshot, animatingDifferences: false)
    #expect(view.sectionIdentifiers == ["favorites", "everyone"])
    #expect(view.itemIdentifier(at: IndexPath(item: 1, section: 1)) == "Linus")

    try snapshot.moveItem(Person(name: "Linus"), beforeItem: Person(name: "Grace"))
    try snapshot.reloadItems([Person(name: "Ada")])
    let transition = try view.apply(snapshot)
    // 40-point rows, 10 apart within a section (the flow layout's line spacing), sections one
    // after the other: Linus moves up from y 40 + 40 + 10 = 90 to 40.
    #expect(transition.track(forItem: "Linus")?.start.frame.minY == 90)
    #expect(transition.track(forItem: "Linus")?.end.frame.minY == 40)
    #expect(transition.track(forItem: "Ada")?.change == .reloaded)
  }

  @Test func identifiersThatDescribeThemselvesAlikeAreRefused() throws {
    var snapshot = CollectionViewSnapshot<Section, Person>()
    try snapshot.appendSections([.everyone])
    try snapshot.appendItems([Person(name: "Ada", age: 36), Person(name: "Ada", age: 37)])
    let error = #expect(throws: SnapshotNameCollision.self) { try snapshot.namedByDescription() }
    #expect(error?.name == "Ada")
    #expect(error?.first == IndexPath(item: 0, section: 0))
    #expect(error?.second == IndexPath(item: 1, section: 0))
    #expect(
      error?.description.hasPrefix("Two items of the snapshot describe themselves as \"Ada\"")
        == true)
    let view = makeView()
    #expect(throws: SnapshotNameCollision.self) { try view.apply(snapshot) }
    #expect(view.numberOfSections == 0)
  }
}
