import Foundation

/// Why a ``CollectionViewSnapshot`` refused an edit or a query: the reasons of UIKit's
/// `NSInternalInconsistencyException`s, thrown instead of trapping.
///
/// `description` is the message a user reads. Where UIKit raises, it is UIKit's reason verbatim,
/// as `__UIDiffableDataSourceSnapshot.m`, `_UIDiffableDataSourceUpdate.m` and
/// `_UIDiffableDataSourceHelpers.m` format it (read from decompiled UIKitCore, and matching the
/// texts quoted in crash reports, e.g. "Fatal: supplied item identifiers are not unique. Duplicate
/// identifiers: {(…)}"), with two changes: the `_UIDiffableDataSourceUpdate` a message prints is
/// written without its pointer, and UIKit's bare assertions ("Invalid parameter not satisfying:
/// section != NSNotFound") are followed by the identifier that was not found, in parentheses.
/// Identifiers print with `String(describing:)`; sets and arrays of them print as Foundation prints
/// an `NSOrderedSet` (`{(\n    a,\n    b\n)}`) or an `NSArray` (`(\n    a,\n    b\n)`).
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The identifiers passed to one call repeat an item identifier (the repeats, in the order they
  /// were found).
  case duplicateItemIdentifiers([String])
  /// The identifiers passed to one call repeat a section identifier.
  case duplicateSectionIdentifiers([String])
  /// Sections appended or inserted are already in the snapshot (UIKit refuses these, while it
  /// moves items that are already there).
  case sectionIdentifiersAlreadyExist([String])
  /// Items appended to a snapshot without sections.
  case noSections
  /// Items appended to a section that is not in the snapshot.
  case appendToMissingSection(String)
  /// Items inserted before or after an item that is not in the snapshot.
  case insertRelativeToMissingItem(String)
  /// Sections inserted before or after a section that is not in the snapshot.
  case insertRelativeToMissingSection(String)
  /// An item moved that is not in the snapshot.
  case moveOfMissingItem(String)
  /// An item moved before or after an item that is not in the snapshot.
  case moveRelativeToMissingItem(String)
  /// A section moved that is not in the snapshot.
  case moveOfMissingSection(String)
  /// A section moved before or after a section that is not in the snapshot.
  case moveRelativeToMissingSection(String)
  /// Items inserted before or after one of themselves.
  case insertionDestinationInInsertedItems(destination: String, identifiers: [String])
  /// Sections inserted before or after one of themselves.
  case insertionDestinationInInsertedSections(destination: String, identifiers: [String])
  /// An item moved before or after itself.
  case itemMovedRelativeToItself(String)
  /// A section moved before or after itself.
  case sectionMovedRelativeToItself(String)
  /// An item reloaded that is not in the snapshot.
  case reloadOfMissingItem(String)
  /// An item reconfigured that is not in the snapshot.
  case reconfigureOfMissingItem(String)
  /// A section reloaded that is not in the snapshot.
  case reloadOfMissingSection(String)
  /// A section reconfigured that is not in the snapshot.
  case reconfigureOfMissingSection(String)
  /// A query named a section that is not in the snapshot.
  case missingSection(String)
  /// An API the target iOS version does not have (ours: UIKit's would not compile against that
  /// SDK, or would crash with an unrecognized selector).
  case unavailable(api: String, introduced: String, target: IOSVersion)

  /// The message a user reads: UIKit's reason (see the type's documentation).
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let identifiers):
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + Self.orderedSet(identifiers)
    case .duplicateSectionIdentifiers(let identifiers):
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + Self.orderedSet(identifiers)
    case .sectionIdentifiersAlreadyExist(let identifiers):
      identifiers.count == 1
        ? "Diffable data source detected an attempt to insert or append 1 section identifier that "
          + "already exists in the snapshot. Identifiers in a snapshot must be unique. Section "
          + "identifier that already exists: \(identifiers[0])"
        : "Diffable data source detected an attempt to insert or append \(identifiers.count) "
          + "section identifiers that already exist in the snapshot. Identifiers in a snapshot "
          + "must be unique. Section identifiers that already exist: " + Self.array(identifiers)
    case .noSections:
      "There are currently no sections in the data source. Please add a section first."
    case .appendToMissingSection(let section):
      "Invalid parameter not satisfying: section != NSNotFound (section identifier: \(section))"
    case .insertRelativeToMissingItem(let item):
      "Invalid parameter not satisfying: section != NSNotFound (item identifier: \(item))"
    case .insertRelativeToMissingSection(let section):
      "Invalid parameter not satisfying: insertIndex != NSNotFound (section identifier: \(section))"
    case .moveOfMissingItem(let item):
      "Invalid parameter not satisfying: fromIndex != NSNotFound (item identifier: \(item))"
    case .moveRelativeToMissingItem(let item):
      "Invalid parameter not satisfying: toIndex != NSNotFound (item identifier: \(item))"
    case .moveOfMissingSection(let section):
      "Invalid parameter not satisfying: fromSection != NSNotFound (section identifier: \(section))"
    case .moveRelativeToMissingSection(let section):
      "Invalid parameter not satisfying: toSection != NSNotFound (section identifier: \(section))"
    case .insertionDestinationInInsertedItems(let destination, let identifiers):
      "Invalid update: destination for insertion operation [\(destination)] is in the insertion "
        + "identifier list for update: "
        + Self.update("INS", destination: destination, identifiers: identifiers) + "."
    case .insertionDestinationInInsertedSections(let destination, let identifiers):
      "Invalid update: destination for section operation [\(destination)] is in the inserted "
        + "section list for update: "
        + Self.update("INS", destination: destination, identifiers: identifiers)
    case .itemMovedRelativeToItself(let item):
      "Invalid update: destination for item move is the same as the source [\(item)] for update: "
        + Self.update("MOV", destination: item, identifiers: [item]) + "."
    case .sectionMovedRelativeToItself(let section):
      "Invalid update: destination for section move is the same as the source [\(section)] for "
        + "update: " + Self.update("MOV", destination: section, identifiers: [section]) + "."
    case .reloadOfMissingItem(let item):
      "Attempted to reload item identifier that does not exist in the snapshot: \(item)"
    case .reconfigureOfMissingItem(let item):
      "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)"
    case .reloadOfMissingSection(let section):
      "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
    case .reconfigureOfMissingSection(let section):
      "Attempted to reconfigure section identifier that does not exist in the snapshot: \(section)"
    case .unavailable(let api, let introduced, let target):
      "\(api) is available from iOS \(introduced); the collection view's iOSVersion is \(target)"
    case .missingSection(let section):
      "Section identifier was not found. You can verify the section exists by calling the "
        + "indexOfSectionIdentifier API (which has O(1) performance) (section identifier: "
        + "\(section))"
    }
  }

  /// `{(\n    a,\n    b\n)}`: how Foundation prints an `NSOrderedSet`.
  private static func orderedSet(_ identifiers: [String]) -> String {
    "{" + array(identifiers) + "}"
  }

  /// `(\n    a,\n    b\n)`: how Foundation prints an `NSArray`.
  private static func array(_ identifiers: [String]) -> String {
    "(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
  }

  /// `_UIDiffableDataSourceUpdate`'s description, without the pointer.
  private static func update(
    _ action: String, destination: String, identifiers: [String]
  ) -> String {
    "<_UIDiffableDataSourceUpdate - action: \(action) destinationIdentifier:\(destination); "
      + "destIsSection: 0; identifiers: [\(identifiers.joined(separator: ", "))]>"
  }
}
