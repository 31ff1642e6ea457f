// On iOS the shared files' import block takes UIKit itself, which has no `engineView`: these tests
// run where UIKit is absent (macOS, Linux).
#if !canImport(UIKit)
  import Testing

  @testable import TransitionSimUIKit

  /// The outline of `SharedFiles/Outline.swift`: section snapshots, expansion and the section
  /// snapshot handlers.
  @Suite struct OutlineSharedFileTests {
    static let fruit = OutlineEntry(
      title: "Fruit", children: [OutlineEntry(title: "Apple"), OutlineEntry(title: "Pear")])
    static let pinned = OutlineEntry(title: "Pinned", children: [OutlineEntry(title: "Notes")])
    static let tools = OutlineEntry(
      title: "Tools", children: [OutlineEntry(title: "Hammer"), OutlineEntry(title: "Saw")])

    static func loaded() -> OutlineScreen {
      let screen = OutlineScreen()
      screen.load([fruit, pinned, tools], expanding: [fruit, pinned])
      return screen
    }

    static func shown(_ screen: OutlineScreen) -> [String] {
      let view = screen.collectionView
      return (0..<view.numberOfItems(inSection: 0)).compactMap {
        view.engineView.itemIdentifier(at: IndexPath(item: $0, section: 0))
      }
    }

    @Test func theOutlineShowsTheExpandedBranches() {
      let screen = Self.loaded()
      #expect(screen.collectionView.raisedExceptions.isEmpty)
      #expect(Self.shown(screen) == ["Fruit", "Apple", "Pear", "Pinned", "Notes", "Tools"])
      let section = screen.dataSource.snapshot(for: 0)
      #expect(section.items.count == 8)
      #expect(section.rootItems.map(\.title) == ["Fruit", "Pinned", "Tools"])
      #expect(section.isExpanded(Self.fruit))
      #expect(!section.isExpanded(Self.tools))
      #expect(section.parent(of: OutlineEntry(title: "Saw"))?.title == "Tools")
      #expect(
        screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.title == "Apple")
    }

    @Test func tappingADisclosureExpandsWithTheHandlersAsked() throws {
      let screen = Self.loaded()
      let transition = try screen.collectionView.engineView.expand("Tools")
      #expect(transition != nil)
      #expect(screen.expandedTitles == ["Tools"])
      #expect(Self.shown(screen).suffix(2) == ["Hammer", "Saw"])
      #expect(screen.dataSource.snapshot(for: 0).isExpanded(Self.tools))
      #expect(screen.dataSource.snapshot().itemIdentifiers.count == 8)
    }

    @Test func aHandlerCanRefuseACollapse() throws {
      let screen = Self.loaded()
      _ = try screen.collectionView.engineView.collapse("Pinned")
      #expect(Self.shown(screen).contains("Notes"))
      _ = try screen.collectionView.engineView.collapse("Fruit")
      #expect(!Self.shown(screen).contains("Apple"))
    }
  }
#endif
