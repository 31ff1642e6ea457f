import Foundation

/// Two identifiers of a snapshot that describe themselves alike, so that frame dumps and
/// assertions, which name elements by description, could not tell them apart.
public struct SnapshotNameCollision: Error, CustomStringConvertible, Sendable {
  /// What was described alike: "item" or "section".
  public let role: String
  /// The description both share.
  public let name: String
  /// The position of the first, in the snapshot (an item: section and item; a section: index).
  public let first: IndexPath
  /// The position of the second.
  public let second: IndexPath

  /// A collision of two identifiers of `role` described as `name`, at `first` and `second`.
  package init(role: String, name: String, first: IndexPath, second: IndexPath) {
    self.role = role
    self.name = name
    self.first = first
    self.second = second
  }

  public var description: String {
    "Two \(role)s of the snapshot describe themselves as \"\(name)\" (at \(first) and \(second)): "
      + "TransitionSim names elements by their description in frame dumps and assertions, so "
      + "give the type a description that tells them apart (CustomStringConvertible)."
  }
}

extension CollectionViewSnapshot {
  /// The same snapshot with every identifier named by its description.
  ///
  /// The description is `String(describing:)`: a `CustomStringConvertible`'s `description`, a
  /// string or a number itself, and Swift's default rendering otherwise. The marks for reloading
  /// and reconfiguring follow.
  ///
  /// - Throws: ``SnapshotNameCollision`` when two identifiers describe themselves alike.
  /// - Complexity: O(*n*) for *n* items and sections, plus the cost of their descriptions.
  public func namedByDescription() throws -> CollectionViewSnapshot<String, String> {
    var sectionNames: [String: Int] = [:]
    var itemNames: [String: IndexPath] = [:]
    var named: [(String, [String])] = []
    named.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      let name = String(describing: section)
      if let first = sectionNames.updateValue(index, forKey: name) {
        throw SnapshotNameCollision(
          role: "section", name: name, first: IndexPath(index: first),
          second: IndexPath(index: index))
      }
      var names: [String] = []
      names.reserveCapacity(items[index].count)
      for (item, identifier) in items[index].enumerated() {
        let itemName = String(describing: identifier)
        let path = IndexPath(item: item, section: index)
        if let first = itemNames.updateValue(path, forKey: itemName) {
          throw SnapshotNameCollision(role: "item", name: itemName, first: first, second: path)
        }
        names.append(itemName)
      }
      named.append((name, names))
    }
    var result = try CollectionViewSnapshot<String, String>(sections: named)
    let reloaded = reloadedItemIdentifiers.map { String(describing: $0) }
    if !reloaded.isEmpty { try result.reloadItems(reloaded) }
    let reconfigured = reconfiguredItemIdentifiers.map { String(describing: $0) }
    if !reconfigured.isEmpty { try result.reconfigureItems(reconfigured) }
    let reloadedSections = reloadedSectionIdentifiers.map { String(describing: $0) }
    if !reloadedSections.isEmpty { try result.reloadSections(reloadedSections) }
    let reconfiguredSections = reconfiguredSectionIdentifiers.map { String(describing: $0) }
    if !reconfiguredSections.isEmpty { try result.reconfigureSections(reconfiguredSections) }
    return result
  }
}
