import Foundation
import Testing
import TransitionSimTesting

/// The change checks explain the two surprises of the trial: a misspelt identifier, and an item
/// whose index path changed without being moved.
@Suite struct AssertChangeMessageTests {
  /// Items A to E in one line; deleting B shifts C, D and E one place left.
  func deletingB() throws -> Transition {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C", "D", "E"]])
    view.displayScale = 0
    return try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
  }

  @Test func anItemShiftedByADeleteIsUnchangedAndTheMessageSaysWhy() throws {
    let transition = try deletingB()
    // E was item 4 and is item 3 after the delete: it slides, but UIKit calls it unchanged.
    #expect(verifyChange(of: "E", in: transition, is: .unchanged) == nil)
    let message = try #require(verifyChange(of: "E", in: transition, is: .moved))
    #expect(message.hasPrefix("Item \"E\" [0,3] is unchanged, expected moved. "))
    #expect(message.contains("Its index path changed from [0,4] to [0,3]"))
    #expect(message.contains("moveItem(at:to:)"))
    #expect(message.contains("shifted by inserts and deletes before it is unchanged"))
    // A keeps its index path: nothing to explain.
    #expect(
      verifyChange(of: "A", in: transition, is: .moved)
        == "Item \"A\" [0,0] is unchanged, expected moved.")
  }

  @Test func anIdentifierDifferingOnlyInCaseIsPointedOut() throws {
    let transition = try deletingB()
    let message = try #require(verifyChange(of: "c", in: transition, is: .unchanged))
    #expect(message.hasPrefix("Item \"c\" is never shown in the animation's 19 frames"))
    #expect(
      message.hasSuffix(
        " Did you mean \"C\"? Identifiers are case-sensitive, and \"c\" differs from it only in "
          + "case."))
  }

  @Test func aTypoGetsTheClosestIdentifier() throws {
    let transition = try deletingB()
    let typo = try #require(verifyChange(of: "Dx", in: transition, is: .unchanged))
    #expect(typo.hasSuffix(" Did you mean \"D\"?"))
    let far = try #require(verifyChange(of: "Zebra", in: transition, is: .unchanged))
    #expect(!far.contains("Did you mean"))
  }
}
