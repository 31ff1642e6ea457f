import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct CollectionViewUpdateItemTests {
  @Test func actionsHaveUIKitsRawValues() {
    #expect(CollectionViewUpdateItem.Action.insert.rawValue == 0)
    #expect(CollectionViewUpdateItem.Action.delete.rawValue == 1)
    #expect(CollectionViewUpdateItem.Action.reload.rawValue == 2)
    #expect(CollectionViewUpdateItem.Action.move.rawValue == 3)
    #expect(CollectionViewUpdateItem.Action.none.rawValue == 4)
  }

  @Test func sectionOperationsUseNSNotFound() {
    let section = CollectionViewUpdateItem(
      action: .delete, indexPathBeforeUpdate: CollectionViewUpdateItem.sectionIndexPath(2),
      indexPathAfterUpdate: nil)
    #expect(section.isSectionOperation)
    #expect(section.indexPathBeforeUpdate?.item == NSNotFound)
    #expect(section.description == "D(2)")
    let move = CollectionViewUpdateItem(
      action: .move, indexPathBeforeUpdate: IndexPath(item: 1, section: 0),
      indexPathAfterUpdate: IndexPath(item: 4, section: 2))
    #expect(!move.isSectionOperation)
    #expect(move.description == "M(0,1)->(2,4)")
  }

  @Test func indexPathsPrintAsUIKitDoes() {
    #expect(IndexPath(item: 94, section: 0).uikitDescription == "{length = 2, path = 0 - 94}")
    #expect(IndexPath(item: 3, section: 7).item == 3)
    #expect(IndexPath(item: 3, section: 7).section == 7)
  }
}
