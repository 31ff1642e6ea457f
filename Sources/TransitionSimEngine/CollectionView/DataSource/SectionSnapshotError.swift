import Foundation

/// Why a ``CollectionViewSectionSnapshot`` refused an edit or a query: the reasons of the
/// `NSInternalInconsistencyException`s `NSDiffableDataSourceSectionSnapshot` raises, thrown
/// instead of trapping.
///
/// `description` is the message a user reads: UIKit's reason verbatim, as
/// `NSDiffableDataSourceSectionSnapshot.m` formats it (read from decompiled UIKitCore; the
/// duplicate text also appears in crash reports, e.g. `hackiftekhar/IQListKit#3`). Identifiers
/// print with `String(describing:)`, and a list of them as Foundation prints an `NSOrderedSet`
/// (`{(\n    a,\n    b\n)}`), as ``SnapshotError`` does.
public enum SectionSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Items appended or inserted are already in the section snapshot, or repeat in the call (the
  /// offenders, once each, in the order of the call).
  case duplicateItemIdentifiers([String])
  /// Items appended to, a subtree taken from, or children replaced under, a parent that is not
  /// in the section snapshot.
  case missingParent(String)
  /// A query (`level(of:)`, `isExpanded(_:)`, `isVisible(_:)`) named an item that is not in the
  /// section snapshot.
  case missingItem(String)
  /// `parent(of:)` named an item that is not in the section snapshot.
  case missingChild(String)
  /// Items inserted before an item that is not in the section snapshot.
  case insertBeforeMissingItem(String)
  /// Items inserted after an item that is not in the section snapshot.
  case insertAfterMissingItem(String)
  /// An item deleted that is not in the section snapshot (nothing is deleted then).
  case deleteOfMissingItem(String)

  /// The message a user reads: UIKit's reason (see the type's documentation).
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let identifiers):
      "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n"
        + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    case .missingParent(let item):
      "Parent item identifier does not exist in section snapshot: \(item)"
    case .missingItem(let item):
      "Item identifier does not exist in section snapshot: \(item)"
    case .missingChild(let item):
      "Child item identifier does not exist in section snapshot: \(item)"
    case .insertBeforeMissingItem(let item):
      "Item identifier to insert before does not exist in section snapshot: \(item)"
    case .insertAfterMissingItem(let item):
      "Item identifier to insert after does not exist in section snapshot: \(item)"
    case .deleteOfMissingItem(let item):
      "Failed to find index of item \(item)"
    }
  }
}
