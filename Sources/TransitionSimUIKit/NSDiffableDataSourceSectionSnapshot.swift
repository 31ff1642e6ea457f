import TransitionSimEngine

/// The items of one section as a tree, with what is expanded: UIKit's
/// `NSDiffableDataSourceSectionSnapshot`, over any `Hashable` identifier.
///
/// The engine's ``CollectionViewSectionSnapshot`` does the work; where UIKit raises, the change
/// is not made and the error is kept in ``raisedExceptions``, as for
/// ``NSDiffableDataSourceSnapshot``.
///
/// - Complexity: as the engine's section snapshot.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> {
  /// The engine's section snapshot.
  var value = CollectionViewSectionSnapshot<ItemIdentifierType>()

  /// The errors UIKit would have raised while this snapshot was edited.
  public private(set) var raisedExceptions: [SectionSnapshotError] = []

  /// An empty section snapshot.
  public init() {}

  init(_ value: CollectionViewSectionSnapshot<ItemIdentifierType>) {
    self.value = value
  }

  private mutating func edit(
    _ change: (inout CollectionViewSectionSnapshot<ItemIdentifierType>) throws(SectionSnapshotError)
      -> Void
  ) {
    do throws(SectionSnapshotError) {
      try change(&value)
    } catch {
      raisedExceptions.append(error)
    }
  }

  /// Every item, parents before their children.
  public var items: [ItemIdentifierType] { value.items }
  /// The items without a parent.
  public var rootItems: [ItemIdentifierType] { value.rootItems }
  /// The items shown: those whose ancestors are all expanded.
  public var visibleItems: [ItemIdentifierType] { value.visibleItems }

  /// Whether the snapshot holds `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool { value.contains(item) }
  /// The position of `item` among all items.
  public func index(of item: ItemIdentifierType) -> Int? { value.index(of: item) }
  /// How deep `item` is; 0 for a root item (and for an item not there, with no exception kept).
  public func level(of item: ItemIdentifierType) -> Int { (try? value.level(of: item)) ?? 0 }
  /// The parent of `item`, or `nil` for a root item.
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    (try? value.parent(of: item)) ?? nil
  }
  /// Whether `item` is expanded.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    (try? value.isExpanded(item)) ?? false
  }
  /// Whether `item` is shown.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    (try? value.isVisible(item)) ?? false
  }
  /// The subtree under `parent`, with `parent` at its root when `includingParent`.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    NSDiffableDataSourceSectionSnapshot(
      (try? value.snapshot(of: parent, includingParent: includingParent)) ?? .init())
  }

  /// Appends items under `parent`, or at the root.
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    edit { snapshot throws(SectionSnapshotError) in try snapshot.append(items, to: parent) }
  }

  /// Appends a subtree under `parent`, or at the root.
  public mutating func append(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to parent: ItemIdentifierType? = nil
  ) {
    edit { value throws(SectionSnapshotError) in try value.append(snapshot.value, to: parent) }
  }

  /// Inserts items before `item`, at its level.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    edit { snapshot throws(SectionSnapshotError) in try snapshot.insert(items, before: item) }
  }

  /// Inserts items after `item` and its subtree, at its level.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    edit { snapshot throws(SectionSnapshotError) in try snapshot.insert(items, after: item) }
  }

  /// Deletes items and their subtrees.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    edit { snapshot throws(SectionSnapshotError) in try snapshot.delete(items) }
  }

  /// Deletes every item.
  public mutating func deleteAll() { value.deleteAll() }

  /// Expands items: their children show.
  public mutating func expand(_ items: [ItemIdentifierType]) { value.expand(items) }

  /// Collapses items: their children hide.
  public mutating func collapse(_ items: [ItemIdentifierType]) { value.collapse(items) }

  /// Replaces the children of `parent` with `snapshot`.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    edit { value throws(SectionSnapshotError) in
      try value.replace(childrenOf: parent, using: snapshot.value)
    }
  }

  /// The same tree with each item mapped by `transform`; an item it maps to `nil` is left out,
  /// with its subtree.
  ///
  /// - Complexity: O(*n*) for *n* items, appending runs of siblings together.
  func compactMapped<T: Hashable>(_ transform: (ItemIdentifierType) -> T?)
    throws(SectionSnapshotError) -> CollectionViewSectionSnapshot<T>
  {
    var result = CollectionViewSectionSnapshot<T>()
    var names: [ItemIdentifierType: T] = [:]
    var run: [T] = []
    var runParent: T?
    var expanded: [T] = []
    for item in value.items {
      let parent = try value.parent(of: item)
      // Left out with its parent, or on its own.
      guard let mapped = transform(item), parent.map({ names[$0] != nil }) ?? true else { continue }
      names[item] = mapped
      let mappedParent = parent.flatMap { names[$0] }
      if mappedParent != runParent {
        try result.append(run, to: runParent)
        run = []
        runParent = mappedParent
      }
      run.append(mapped)
      if try value.isExpanded(item) { expanded.append(mapped) }
    }
    try result.append(run, to: runParent)
    result.expand(expanded)
    return result
  }
}
