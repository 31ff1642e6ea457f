import Foundation

/// The operations of one batch update, as recorded inside `performBatchUpdates`: UIKit's four
/// arrays of update items (insert, delete, reload, move), items and sections together.
///
/// Recording order is irrelevant, as in UIKit (uikit-semantics §1.1 phase A step 5).
public struct BatchUpdate: Hashable, Sendable {
  /// Inserted items with the identifiers they get (`nil`: generated).
  public var insertedItems: [(IndexPath, String?)] = []
  /// Deleted items, by index path before the update.
  public var deletedItems: [IndexPath] = []
  /// Reloaded items, by index path before the update.
  public var reloadedItems: [IndexPath] = []
  /// Moved items: index path before the update → index path after.
  public var movedItems: [(from: IndexPath, to: IndexPath)] = []
  /// Inserted sections with the identifiers of their items (`nil`: empty).
  public var insertedSections: [(Int, [String]?)] = []
  /// Deleted sections, numbered before the update.
  public var deletedSections: [Int] = []
  /// Reloaded sections, numbered before the update.
  public var reloadedSections: [Int] = []
  /// Moved sections: number before → number after.
  public var movedSections: [(from: Int, to: Int)] = []

  /// An empty update.
  public init() {}

  /// Whether no operation was recorded.
  public var isEmpty: Bool {
    insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
      && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty
  }

  /// Compares the recorded operations.
  public static func == (lhs: BatchUpdate, rhs: BatchUpdate) -> Bool {
    lhs.insertedItems.map(\.0) == rhs.insertedItems.map(\.0)
      && lhs.insertedItems.map(\.1) == rhs.insertedItems.map(\.1)
      && lhs.deletedItems == rhs.deletedItems && lhs.reloadedItems == rhs.reloadedItems
      && lhs.movedItems.map(\.from) == rhs.movedItems.map(\.from)
      && lhs.movedItems.map(\.to) == rhs.movedItems.map(\.to)
      && lhs.insertedSections.map(\.0) == rhs.insertedSections.map(\.0)
      && lhs.insertedSections.map(\.1) == rhs.insertedSections.map(\.1)
      && lhs.deletedSections == rhs.deletedSections
      && lhs.reloadedSections == rhs.reloadedSections
      && lhs.movedSections.map(\.from) == rhs.movedSections.map(\.from)
      && lhs.movedSections.map(\.to) == rhs.movedSections.map(\.to)
  }

  /// Hashes the recorded operations.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(insertedItems.map(\.0))
    hasher.combine(deletedItems)
    hasher.combine(reloadedItems)
    hasher.combine(movedItems.map(\.from))
    hasher.combine(movedItems.map(\.to))
    hasher.combine(insertedSections.map(\.0))
    hasher.combine(deletedSections)
    hasher.combine(reloadedSections)
    hasher.combine(movedSections.map(\.from))
    hasher.combine(movedSections.map(\.to))
  }
}

/// What the data source answers after an update: how the data after a batch update is known.
public enum DataAfterUpdate: Hashable, Sendable {
  /// The identifiers of every section's items, as a data source that already changed its model.
  case identifiers([[String]])
  /// Only the number of items per section (identifiers of new items are generated).
  case itemCounts([Int])
}
