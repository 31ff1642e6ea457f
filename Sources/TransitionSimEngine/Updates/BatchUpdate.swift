import Foundation

/// The operations of one batch update, as recorded inside `performBatchUpdates`: UIKit's insert,
/// delete, reload and move calls, for items and sections.
///
/// Index paths follow UIKit's conventions: deletes, reloads and move sources name positions
/// before the update; inserts and move destinations name positions after it. The order in which
/// operations are recorded does not change what the update does, as in UIKit (WWDC 2018 "A Tour of
/// UICollectionView"; Apple's documentation of AppKit's `NSCollectionView.performBatchUpdates` says
/// the order of the calls "is ignored"); it is kept, so two updates are equal when they record the
/// same operations in the same order.
///
/// ```swift
/// var update = BatchUpdate()
/// update.deleteItems(at: [IndexPath(item: 1, section: 0)])
/// update.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["Z"])
/// update.operations  // [.deleteItem([0, 1]), .insertItem([0, 0], identifier: "Z")]
/// ```
public struct BatchUpdate: Hashable, Sendable {
  /// One recorded operation.
  public enum Operation: Hashable, Sendable {
    /// Inserts an item at an index path after the update, with its identifier (`nil`:
    /// generated).
    case insertItem(IndexPath, identifier: String?)
    /// Deletes the item at an index path before the update.
    case deleteItem(IndexPath)
    /// Reloads the item at an index path before the update: it is replaced in place.
    case reloadItem(IndexPath)
    /// Reconfigure the item at this index path before the update: its cell is kept and its
    /// content updated (`reconfigureItems(at:)`, iOS 15); a self-sizing cell is measured again.
    case reconfigureItem(IndexPath)
    /// Moves an item from its index path before the update to its index path after.
    case moveItem(from: IndexPath, to: IndexPath)
    /// Inserts a section, numbered after the update, with its items' identifiers (`nil`: empty).
    case insertSection(Int, identifiers: [String]?)
    /// Deletes a section, numbered before the update, with all its items.
    case deleteSection(Int)
    /// Reloads a section, numbered before the update.
    case reloadSection(Int)
    /// Moves a section from its number before the update to its number after.
    case moveSection(from: Int, to: Int)
  }

  /// The operations, in the order they were recorded.
  public var operations: [Operation]

  /// An update recording `operations`.
  public init(_ operations: [Operation] = []) {
    self.operations = operations
  }

  /// Whether no operation was recorded.
  public var isEmpty: Bool { operations.isEmpty }

  //===--- Recording, with UIKit's names -------------------------------------===//

  /// Records item inserts.
  ///
  /// - Parameters:
  ///   - indexPaths: The index paths after the update.
  ///   - identifiers: one per index path, in the same order; `nil` generates them.
  /// - Throws: ``BatchUpdateError/insertedIdentifierCountMismatch(expected:given:)`` when the
  ///   counts differ; nothing is recorded then.
  public mutating func insertItems(
    at indexPaths: [IndexPath], identifiers: [String]? = nil
  ) throws(BatchUpdateError) {
    if let identifiers, identifiers.count != indexPaths.count {
      throw .insertedIdentifierCountMismatch(expected: indexPaths.count, given: identifiers.count)
    }
    for (index, path) in indexPaths.enumerated() {
      operations.append(.insertItem(path, identifier: identifiers?[index]))
    }
  }

  /// Records item deletes.
  public mutating func deleteItems(at indexPaths: [IndexPath]) {
    operations += indexPaths.map(Operation.deleteItem)
  }

  /// Records item reloads.
  public mutating func reloadItems(at indexPaths: [IndexPath]) {
    operations += indexPaths.map(Operation.reloadItem)
  }

  /// Records reconfigures of the items at these index paths before the update
  /// (`reconfigureItems(at:)`): each keeps its cell, its content is updated, and a self-sizing
  /// cell is measured again, its size change animated with the update.
  ///
  /// Index paths name positions before the update, as reloads do (inferred: UIKit does not say).
  public mutating func reconfigureItems(at indexPaths: [IndexPath]) {
    operations += indexPaths.map(Operation.reconfigureItem)
  }

  /// Records an item move.
  public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    operations.append(.moveItem(from: indexPath, to: newIndexPath))
  }

  /// Records section inserts.
  ///
  /// - Parameters:
  ///   - sections: The sections, numbered after the update.
  ///   - identifiers: the items of each inserted section, in ascending section order;
  ///     `nil` inserts empty sections.
  /// - Throws: ``BatchUpdateError/insertedIdentifierCountMismatch(expected:given:)`` when the
  ///   counts differ; nothing is recorded then.
  public mutating func insertSections(
    _ sections: IndexSet, identifiers: [[String]]? = nil
  ) throws(BatchUpdateError) {
    if let identifiers, identifiers.count != sections.count {
      throw .insertedIdentifierCountMismatch(expected: sections.count, given: identifiers.count)
    }
    for (index, section) in sections.enumerated() {
      operations.append(.insertSection(section, identifiers: identifiers?[index]))
    }
  }

  /// Records section deletes.
  public mutating func deleteSections(_ sections: IndexSet) {
    operations += sections.map(Operation.deleteSection)
  }

  /// Records section reloads.
  public mutating func reloadSections(_ sections: IndexSet) {
    operations += sections.map(Operation.reloadSection)
  }

  /// Records a section move.
  public mutating func moveSection(_ section: Int, toSection newSection: Int) {
    operations.append(.moveSection(from: section, to: newSection))
  }

  //===--- The operations by kind ---------------------------------------------===//

  /// Inserted items with their identifiers, in recording order.
  public var insertedItems: [(IndexPath, String?)] {
    operations.compactMap { if case .insertItem(let path, let id) = $0 { (path, id) } else { nil } }
  }

  /// Deleted items, in recording order.
  public var deletedItems: [IndexPath] {
    operations.compactMap { if case .deleteItem(let path) = $0 { path } else { nil } }
  }

  /// Reloaded items, in recording order.
  public var reloadedItems: [IndexPath] {
    operations.compactMap { if case .reloadItem(let path) = $0 { path } else { nil } }
  }

  /// Moved items, in recording order.
  ///
  /// The reconfigured items, in recording order.
  public var reconfiguredItems: [IndexPath] {
    operations.compactMap { if case .reconfigureItem(let path) = $0 { path } else { nil } }
  }

  public var movedItems: [(from: IndexPath, to: IndexPath)] {
    operations.compactMap { if case .moveItem(let from, let to) = $0 { (from, to) } else { nil } }
  }

  /// Inserted sections with their items, in recording order.
  public var insertedSections: [(Int, [String]?)] {
    operations.compactMap {
      if case .insertSection(let section, let ids) = $0 { (section, ids) } else { nil }
    }
  }

  /// Deleted sections, in recording order.
  public var deletedSections: [Int] {
    operations.compactMap { if case .deleteSection(let section) = $0 { section } else { nil } }
  }

  /// Reloaded sections, in recording order.
  public var reloadedSections: [Int] {
    operations.compactMap { if case .reloadSection(let section) = $0 { section } else { nil } }
  }

  /// Moved sections, in recording order.
  public var movedSections: [(from: Int, to: Int)] {
    operations.compactMap {
      if case .moveSection(let from, let to) = $0 { (from, to) } else { nil }
    }
  }
}

/// What the data source answers after an update: how the data after a batch update is known.
public enum DataAfterUpdate: Hashable, Sendable {
  /// The identifiers of every section's items, as a data source that already changed its model.
  case identifiers([[String]])
  /// Only the number of items per section (identifiers of new items are generated).
  case itemCounts([Int])
}
