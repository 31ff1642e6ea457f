import TransitionSimEngine

/// Two identifiers of a snapshot that describe themselves alike, so that frame dumps and
/// assertions, which name elements by description, could not tell them apart.
public struct DiffableIdentityCollision: Error, CustomStringConvertible {
  /// What was described alike: "item" or "section".
  public let role: String
  /// The description both share.
  public let name: String
  /// The positions of the two in the snapshot (items: section and item; sections: index).
  public let positions: (first: IndexPath, second: IndexPath)

  public var description: String {
    "Two \(role)s of the snapshot describe themselves as \"\(name)\" (at \(positions.first) and "
      + "\(positions.second)): TransitionSim names elements by their description in frame dumps "
      + "and assertions, so give the type a description that tells them apart "
      + "(CustomStringConvertible)."
  }
}

/// The engine's names for a snapshot's identifiers: each identifier's description
/// (`String(describing:)`: a `CustomStringConvertible`'s `description`, a string or a number
/// itself, Swift's default rendering otherwise).
enum DiffableIdentity {
  /// The engine's snapshot for `snapshot`, its identifiers named by description.
  ///
  /// - Throws: ``DiffableIdentityCollision`` when two identifiers share a description.
  /// - Complexity: O(*n*) for *n* items and sections, plus the cost of their descriptions.
  static func engineSnapshot<S: Hashable, I: Hashable>(_ snapshot: CollectionViewSnapshot<S, I>)
    throws -> CollectionViewSnapshot<String, String>
  {
    var sectionNames: [String: Int] = [:]
    var itemNames: [String: IndexPath] = [:]
    var sections: [(String, [String])] = []
    for (index, section) in snapshot.sectionIdentifiers.enumerated() {
      let name = String(describing: section)
      if let first = sectionNames.updateValue(index, forKey: name) {
        throw DiffableIdentityCollision(
          role: "section", name: name, positions: (IndexPath(index: first), IndexPath(index: index))
        )
      }
      let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
      var names: [String] = []
      names.reserveCapacity(items.count)
      for (item, identifier) in items.enumerated() {
        let name = String(describing: identifier)
        let path = IndexPath(item: item, section: index)
        if let first = itemNames.updateValue(path, forKey: name) {
          throw DiffableIdentityCollision(role: "item", name: name, positions: (first, path))
        }
        names.append(name)
      }
      sections.append((name, names))
    }
    var engine = try CollectionViewSnapshot(sections: sections)
    let reloaded = snapshot.reloadedItemIdentifiers.map { String(describing: $0) }
    if !reloaded.isEmpty { try engine.reloadItems(reloaded) }
    let reconfigured = snapshot.reconfiguredItemIdentifiers.map { String(describing: $0) }
    if !reconfigured.isEmpty { try engine.reconfigureItems(reconfigured) }
    let reloadedSections = snapshot.reloadedSectionIdentifiers.map { String(describing: $0) }
    if !reloadedSections.isEmpty { try engine.reloadSections(reloadedSections) }
    return engine
  }
}
