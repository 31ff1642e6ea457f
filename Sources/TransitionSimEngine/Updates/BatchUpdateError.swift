import Foundation

/// Why a batch update was rejected: UIKit's `NSInternalInconsistencyException` reasons.
///
/// `description` is UIKit's message verbatim (the assertion texts of the binary of UXKit, Apple's
/// macOS port of the collection view, which iOS crash reports quote word for word), index paths
/// printed as `NSIndexPath` prints them without the pointer (`{length = 2, path = 0 - 3}`), the two
/// spaces after "sections." / "section 0." and the "to to" typo included. Cases UIKit leaves
/// undefined (deleting or inserting the same index path twice) get a clear message of ours instead
/// of a later crash.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  // During reload decomposition
  /// A delete and a reload name the same index path.
  case deleteAndReloadSameIndexPath(IndexPath)

  // Deletes, against the data before the update
  /// A section delete beyond the sections before the update.
  case deleteSectionOutOfRange(section: Int, sectionCount: Int)
  /// An item delete and a move from the same index path.
  case deleteAndMoveFromSameIndexPath(IndexPath)
  /// A section delete and a move from the same section.
  case deleteAndMoveFromSameSection(Int)
  /// An item move out of a section that is deleted.
  case moveFromDeletedSection(Int)
  /// An item delete in a section that does not exist before the update.
  case deleteItemFromMissingSection(item: Int, section: Int, sectionCount: Int)
  /// An item delete beyond the items of its section before the update.
  case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)
  /// The same index path deleted twice (UIKit does not check this and crashes later).
  case duplicateDelete(IndexPath)
  /// The same section deleted twice (UIKit does not check this).
  case duplicateSectionDelete(Int)

  // Inserts, against the data after the update
  /// A section insert beyond the sections after the update.
  case insertSectionOutOfRange(section: Int, sectionCount: Int)
  /// An item insert and a move to the same index path.
  case insertAndMoveToSameIndexPath(IndexPath)
  /// A section insert and a move to the same section.
  case insertAndMoveToSameSection(Int)
  /// An item move into a section that is inserted.
  case moveIntoInsertedSection(Int)
  /// An item insert into a section that does not exist after the update.
  case insertItemIntoMissingSection(item: Int, section: Int, sectionCount: Int)
  /// An item insert beyond the items of its section after the update.
  case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)
  /// The same index path inserted twice (UIKit does not check this).
  case duplicateInsert(IndexPath)
  /// The same section inserted twice (UIKit does not check this).
  case duplicateSectionInsert(Int)

  // Moves
  /// A section move from a section that does not exist before the update.
  case moveSectionFromOutOfRange(section: Int, sectionCount: Int)
  /// A section move to a section that does not exist after the update.
  case moveSectionToOutOfRange(from: Int, to: Int, sectionCount: Int)
  /// An item move from a section that does not exist before the update.
  case moveItemFromMissingSection(IndexPath, sectionCount: Int)
  /// An item move from an item that does not exist before the update.
  case moveItemFromOutOfRange(IndexPath, itemCount: Int, section: Int)
  /// An item move to a section that does not exist after the update.
  case moveItemToMissingSection(from: IndexPath, to: IndexPath, sectionCount: Int)
  /// An item move to an item that does not exist after the update.
  case moveItemToOutOfRange(from: IndexPath, to: IndexPath, itemCount: Int, section: Int)
  /// One section moved to two places.
  case moveSectionToTwoPlaces(section: Int, first: Int, second: Int)
  /// One item moved to two places.
  case moveItemToTwoPlaces(IndexPath, first: IndexPath, second: IndexPath)
  /// Two sections moved to one place.
  case moveTwoSectionsToOnePlace(first: Int, second: Int, to: Int)
  /// Two items moved to one place.
  case moveTwoItemsToOnePlace(first: IndexPath, second: IndexPath, to: IndexPath)

  // Counts, once the update is built
  /// The number of sections after the update is not the number before plus inserts minus deletes.
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
  /// More items deleted or moved out of a section than it holds.
  case deleteMoreItemsThanExist(section: Int)
  /// A section's item count after the update does not add up.
  case invalidNumberOfItems(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)

  // iOS 16.4 and later
  /// iOS 16.4's check, raised where earlier versions counted sections and items (see
  /// ``CollectionView/iOSVersion``): the data source's counts do not add up with the updates.
  case invalidBatchUpdates(InvalidBatchUpdates)

  // Scripted updates
  /// An update that inserts items or sections named identifiers the data already has.
  case duplicateItemIdentifiers([String])
  /// The identifiers given for inserted items do not match the inserted index paths.
  case insertedIdentifierCountMismatch(expected: Int, given: Int)
  /// A reconfigure names an item the data before the update does not have (UIKit's text is not
  /// known; the message is ours). `itemCount` is `nil` when the section does not exist.
  case reconfigureItemOutOfRange(IndexPath, itemCount: Int?)
  /// A reconfigure names an item the same update deletes or reloads: it keeps no cell to
  /// reconfigure (UIKit's text is not known; the message is ours).
  case reconfigureOfRemovedItem(IndexPath)
  /// An API the target iOS version does not have: `reconfigureItems(at:)` before iOS 15 (ours:
  /// UIKit's would not compile against that SDK).
  case unavailable(api: String, introduced: String, target: IOSVersion)

  /// Whether the error is a count that does not add up (sections or items), the check iOS 16.4
  /// replaced by "Invalid batch updates detected" and earlier versions sometimes logged and
  /// answered with a reload (see ``CollectionView/iOSVersion``).
  public var isCountMismatch: Bool {
    switch self {
    case .invalidNumberOfSections, .invalidNumberOfItems, .invalidBatchUpdates: true
    default: false
    }
  }

  /// UIKit's message, verbatim.
  public var description: String {
    func path(_ indexPath: IndexPath) -> String { indexPath.uikitDescription }
    switch self {
    case .deleteAndReloadSameIndexPath(let p):
      return "attempt to delete and reload the same index path (\(path(p)))"
    case .deleteSectionOutOfRange(let section, let count):
      return "attempt to delete section \(section), but there are only \(count) sections before "
        + "the update"
    case .deleteAndMoveFromSameIndexPath(let p):
      return "attempt to perform a delete and a move from the same index path (\(path(p)))"
    case .deleteAndMoveFromSameSection(let section):
      return "attempt to perform a delete and a move from the same section (\(section))"
    case .moveFromDeletedSection(let section):
      return "cannot move an item from a deleted section (\(section))"
    case .deleteItemFromMissingSection(let item, let section, let count):
      return "attempt to delete item \(item) from section \(section), but there are only "
        + "\(count) sections before the update"
    case .deleteItemOutOfRange(let item, let section, let count):
      return "attempt to delete item \(item) from section \(section) which only contains "
        + "\(count) items before the update"
    case .duplicateDelete(let p):
      return "attempt to delete the same index path (\(path(p))) twice in one update (UIKit does "
        + "not check this and crashes later)"
    case .duplicateSectionDelete(let section):
      return "attempt to delete section \(section) twice in one update (UIKit does not check this)"
    case .insertSectionOutOfRange(let section, let count):
      return "attempt to insert section \(section) but there are only \(count) sections after "
        + "the update"
    case .insertAndMoveToSameIndexPath(let p):
      return "attempt to perform an insert and a move to the same index path (\(path(p)))"
    case .insertAndMoveToSameSection(let section):
      return "attempt to perform an insert and a move to the same section (\(section))"
    case .moveIntoInsertedSection(let section):
      return "cannot move an item into a newly inserted section (\(section))"
    case .insertItemIntoMissingSection(let item, let section, let count):
      return "attempt to insert item \(item) into section \(section), but there are only "
        + "\(count) sections after the update"
    case .insertItemOutOfRange(let item, let section, let count):
      return "attempt to insert item \(item) into section \(section), but there are only "
        + "\(count) items in section \(section) after the update"
    case .duplicateInsert(let p):
      return "attempt to insert at the same index path (\(path(p))) twice in one update (UIKit "
        + "does not check this)"
    case .duplicateSectionInsert(let section):
      return "attempt to insert section \(section) twice in one update (UIKit does not check this)"
    case .moveSectionFromOutOfRange(let section, let count):
      return "attempt to move section \(section), but there are only \(count) sections before "
        + "the update"
    case .moveSectionToOutOfRange(let from, let to, let count):
      return "attempt to to move section \(from) to section \(to), but there are only \(count) "
        + "sections after the update"
    case .moveItemFromMissingSection(let p, let count):
      return "attempt to move index path (\(path(p))) from a section that does not exist - there "
        + "are only \(count) sections before the update"
    case .moveItemFromOutOfRange(let p, let count, let section):
      return "attempt to move index path (\(path(p))) that does not exist - there are only "
        + "\(count) items in section \(section) before the update"
    case .moveItemToMissingSection(let from, let to, let count):
      return "attempt to move index path (\(path(from))) to index path (\(path(to))) in section "
        + "that does not exist - there are only \(count) sections after the update"
    case .moveItemToOutOfRange(let from, let to, let count, let section):
      return "attempt to move index path (\(path(from))) to index path (\(path(to))) that does "
        + "not exist - there are only \(count) items in section \(section) after the update"
    case .moveSectionToTwoPlaces(let section, let first, let second):
      return "attempt to move section \(section) to both section \(first) and section \(second)"
    case .moveItemToTwoPlaces(let p, let first, let second):
      return "attempt to move item at index path \(path(p)) to both \(path(first)) and "
        + "\(path(second))"
    case .moveTwoSectionsToOnePlace(let first, let second, let to):
      return "attempt to move both section \(first) and section \(second) to section \(to)"
    case .moveTwoItemsToOnePlace(let first, let second, let to):
      return "attempt to move both item at index path \(path(first)) and \(path(second)) to "
        + "\(path(to))"
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of sections.  The number of sections contained in "
        + "the collection view after the update (\(after)) must be equal to the number of "
        + "sections contained in the collection view before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) "
        + "deleted)."
    case .deleteMoreItemsThanExist(let section):
      return "Invalid update: invalid number of items in section \(section).  Attempt to delete "
        + "more items than exist in section."
    case .invalidNumberOfItems(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of items in section \(section).  The number of "
        + "items contained in an existing section after the update (\(after)) must be equal to "
        + "the number of items contained in that section before the update (\(before)), plus "
        + "or minus the number of items inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of items moved into or out "
        + "of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .invalidBatchUpdates(let report):
      return report.description
    case .duplicateItemIdentifiers(let identifiers):
      return "the update would give several items the same identifier: "
        + identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
    case .insertedIdentifierCountMismatch(let expected, let given):
      return "the update inserts \(expected) items but names \(given) identifiers for them"
    case .reconfigureItemOutOfRange(let p, let count):
      return "attempt to reconfigure item \(p.item) in section \(p.section), which does not exist "
        + "before the update: "
        + (count.map { "the section contains only \($0) items" } ?? "there is no such section")
    case .unavailable(let api, let introduced, let target):
      return "\(api) is available from iOS \(introduced); the collection view's iOSVersion is "
        + "\(target)"
    case .reconfigureOfRemovedItem(let p):
      return "attempt to reconfigure the item at \(path(p)), which the same update deletes or "
        + "reloads (reconfiguring keeps the item's cell; a deleted or reloaded item has none)"
    }
  }
}
