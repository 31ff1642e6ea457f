// On iOS the shared files' import block takes UIKit itself, which has no `engineView`: these tests
// run where UIKit is absent (macOS, Linux).
#if !canImport(UIKit)
  import Testing

  @testable import TransitionSimUIKit

  /// The list screen of `SharedFiles/ContactsList.swift`: a diffable data source keyed by an enum
  /// and a struct, a cell registration, and a cell whose `preferredLayoutAttributesFitting(_:)`
  /// sizes its row.
  @Suite struct DiffableSharedFileTests {
    static func names(_ count: Int) -> [Contact] {
      (0..<count).map { Contact(name: "Contact \($0)") }
    }

    @Test func theSnapshotIsShownUnderItsDescriptions() {
      let screen = ContactsScreen(height: 400)
      screen.show([Contact(name: "Ada", isFavorite: true), Contact(name: "Grace")])
      let view = screen.collectionView
      #expect(view.raisedExceptions.isEmpty)
      #expect(view.numberOfSections == 2)
      #expect(view.engineView.sectionIdentifiers == ["favorites", "everyone"])
      #expect(view.engineView.itemIdentifier(at: IndexPath(item: 0, section: 1)) == "Grace")
      #expect(screen.contact(at: IndexPath(item: 0, section: 0))?.name == "Ada")
      #expect(
        screen.dataSource.indexPath(for: Contact(name: "Grace")) == IndexPath(item: 0, section: 1))
      #expect(screen.dataSource.sectionIdentifier(for: 1) == .everyone)
    }

    @Test func cellsAreAskedForAsTheyComeOnScreenAndReused() throws {
      let screen = ContactsScreen(height: 200)
      screen.show(Self.names(40), animated: false)
      let view = screen.collectionView
      let visible = view.visibleCells
      // 44-point rows in a 200-point view: rows 0 to 4 meet the bounds (the fifth from y 176).
      #expect(visible.count == 5)
      #expect(Set(view.cellRequests) == Set((0..<5).map { IndexPath(item: $0, section: 1) }))
      #expect((visible.first as? ContactCell)?.name == "Contact 0")
      // Scrolling a screen down: the rows that left go to the pool and come back for the new rows.
      view.contentOffset = CGPoint(x: 0, y: 440)
      let scrolled = view.visibleCells.compactMap { $0 as? ContactCell }
      #expect(scrolled.map(\.name).first == "Contact 10")
      #expect(scrolled.contains { $0.reuseCount > 0 })
      #expect(view.cellRequests.count == 10)
    }

    @Test func aCellsPreferredAttributesSizeItsRow() {
      let screen = ContactsScreen(height: 400)
      screen.show([
        Contact(name: "Ada"), Contact(name: "Alexandra Fairweather"), Contact(name: "Bo"),
      ])
      let view = screen.collectionView
      view.layoutIfNeeded()
      let frames = (0..<3).map {
        view.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame
      }
      // 44, then 64 for the long name, then 44.
      #expect(frames.map { $0?.height } == [44, 64, 44])
      #expect(frames.map { $0?.minY } == [0, 44, 108])
    }

    @Test func favoritingMovesTheRowAndKeepsItsCell() throws {
      let screen = ContactsScreen(height: 400)
      screen.show([Contact(name: "Ada"), Contact(name: "Grace")])
      let view = screen.collectionView
      let graceCell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 1)))
      let requests = view.cellRequests.count
      screen.favorite("Grace")
      #expect(view.raisedExceptions.isEmpty)
      let transition = try #require(view.engineView.lastTransition)
      let track = try #require(transition.track(forItem: "Grace"))
      #expect(track.start.frame.minY == 44)
      #expect(track.end.frame.minY == 0)
      // Contact's equality includes isFavorite, so the favorite is a new item to the diff: a new
      // identity in UIKit's terms, but the same description, which the engine follows.
      #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === graceCell)
      #expect(view.cellRequests.count == requests)
    }

    @Test func itemsThatDescribeThemselvesAlikeAreRefused() {
      let screen = ContactsScreen(height: 400)
      screen.show([Contact(name: "Ada")])
      screen.show([Contact(name: "Ada", isFavorite: true), Contact(name: "Ada")])
      let view = screen.collectionView
      let messages = view.raisedExceptions.map { "\($0)" }
      #expect(messages.count == 1)
      #expect(
        messages.first?.contains("Two items of the snapshot describe themselves as \"Ada\"") == true
      )
      // Nothing changed.
      #expect(screen.dataSource.snapshot().numberOfItems == 1)
      #expect(view.numberOfItems(inSection: 1) == 1)
    }

    @Test func theAsyncApplyShowsTheSnapshot() async {
      let screen = ContactsScreen(height: 400)
      var snapshot = NSDiffableDataSourceSnapshot<ContactSection, Contact>()
      snapshot.appendSections([.everyone])
      snapshot.appendItems([Contact(name: "Ada"), Contact(name: "Grace")])
      await screen.dataSource.apply(snapshot, animatingDifferences: true)
      #expect(screen.collectionView.numberOfItems(inSection: 0) == 2)
      #expect(screen.dataSource.snapshot().itemIdentifiers.map(\.name) == ["Ada", "Grace"])
    }

    @Test func aSnapshotEditUIKitWouldRaiseOnIsKeptAndNotApplied() {
      let screen = ContactsScreen(height: 400)
      var snapshot = NSDiffableDataSourceSnapshot<ContactSection, Contact>()
      snapshot.appendItems([Contact(name: "Ada")])  // no section yet: UIKit raises
      #expect(snapshot.raisedExceptions.count == 1)
      #expect(snapshot.numberOfItems == 0)
      screen.dataSource.apply(snapshot)
      #expect(screen.collectionView.raisedExceptions.count == 1)
    }
  }
#endif
