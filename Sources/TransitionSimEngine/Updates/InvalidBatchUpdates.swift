import Foundation

/// The content of iOS 16.4's "Invalid batch updates detected" exception: the data source's
/// counts before and after, and the updates.
///
/// The text is UIKit's, verbatim where public crash reports and Apple Developer Forums thread
/// 728797 quote it: the first line, the `{ 1 section with item counts: [1] }` form,
/// `Insert item (0 - 0)` and `Delete item (0 - 0)` entries, reloads decomposed into a delete and an
/// insert. Inferred or ours, as no public report shows them: the plural `sections`, counts joined
/// by `", "`, the entries `Insert section 1`, `Delete section 1`, `Move item (0 - 1) to (0 - 2)`
/// and `Move section 0 to 1` (UIKit's inferred forms), entries in the order the update recorded
/// them, and the last line, which names TransitionSim's view and layout without an address.
public struct InvalidBatchUpdates: Hashable, Sendable, CustomStringConvertible {
  /// Items per section before the update.
  public var countsBefore: [Int]
  /// Items per section after it, as the data source reports them.
  public var countsAfter: [Int]
  /// The update's entries, as UIKit lists them.
  public var updates: [String]
  /// The collection view's description (ours).
  public var collectionView: String

  /// A report of these counts and entries.
  public init(
    countsBefore: [Int], countsAfter: [Int], updates: [String], collectionView: String
  ) {
    self.countsBefore = countsBefore
    self.countsAfter = countsAfter
    self.updates = updates
    self.collectionView = collectionView
  }

  /// The exception's text.
  public var description: String {
    func counts(_ values: [Int]) -> String {
      "{ \(values.count) section\(values.count == 1 ? "" : "s") with item counts: ["
        + values.map(String.init).joined(separator: ", ") + "] }"
    }
    return "Invalid batch updates detected: the number of sections and/or items returned by the "
      + "data source before and/or after performing the batch updates are inconsistent with the "
      + "updates.\nData source before updates = \(counts(countsBefore))\n"
      + "Data source after updates = \(counts(countsAfter))\nUpdates = [\n"
      + updates.map { "\t\($0)\n" }.joined() + "]\nCollection view: \(collectionView)"
  }

  /// UIKit's entries for `operations`, in their order: a reload is a delete and an insert at
  /// the same place; reconfigures are not updates.
  ///
  /// - Complexity: O(*m*) in the operations.
  static func entries(_ operations: [BatchUpdate.Operation]) -> [String] {
    func item(_ path: IndexPath) -> String { "(\(path.section) - \(path.item))" }
    var entries: [String] = []
    for operation in operations {
      switch operation {
      case .insertItem(let path, _): entries.append("Insert item \(item(path))")
      case .deleteItem(let path): entries.append("Delete item \(item(path))")
      case .reloadItem(let path):
        entries += ["Delete item \(item(path))", "Insert item \(item(path))"]
      case .reconfigureItem: break
      case .moveItem(let from, let to): entries.append("Move item \(item(from)) to \(item(to))")
      case .insertSection(let section, _): entries.append("Insert section \(section)")
      case .deleteSection(let section): entries.append("Delete section \(section)")
      case .reloadSection(let section):
        entries += ["Delete section \(section)", "Insert section \(section)"]
      case .moveSection(let from, let to): entries.append("Move section \(from) to \(to)")
      }
    }
    return entries
  }
}
