import Foundation

// UIKit declares `IndexPath(item:section:)`, `item` and `section` (and AppKit, for
// NSCollectionView); Foundation does not. On Apple platforms the package re-exports the one it
// finds, so a file that imports TransitionSim uses them as a UIKit file does; elsewhere it
// declares them itself, with UIKit's behaviour.
#if canImport(UIKit)
  @_exported import UIKit
#elseif canImport(AppKit)
  @_exported import AppKit
#else
  extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)`.
    ///
    /// - Complexity: O(1), without allocating (a two-index path is stored inline).
    @inlinable
    public init(item: Int, section: Int) {
      // Appending to a one-index path builds the inline pair; `init(indexes:)` would allocate an
      // array first, which is a third of the flow layout's per-item cost.
      self.init(index: section)
      append(item)
    }

    /// The item number: the second index of the path.
    ///
    /// As UIKit's, it requires a path of two indexes: another path traps, on every platform.
    public var item: Int {
      // `endIndex` is the count (an index path starts at 0) in one call rather than two: this
      // getter runs twice per item in a typical `sizeForItemAt`.
      get {
        precondition(endIndex == 2, Self.notTwoIndexes)
        return self[1]
      }
      set { self[1] = newValue }
    }

    /// The section number: the first index of the path.
    ///
    /// As UIKit's, it requires a path of two indexes: another path traps, on every platform.
    public var section: Int {
      get {
        precondition(endIndex == 2, Self.notTwoIndexes)
        return self[0]
      }
      set { self[0] = newValue }
    }

    /// The message of the trap.
    @usableFromInline static let notTwoIndexes =
      "an index path for use with a collection view must have exactly two indexes (its section "
      + "and its item)"
  }
#endif

extension IndexPath {
  /// The path as UIKit's `NSIndexPath` describes itself, without the pointer:
  /// `{length = 2, path = 0 - 3}`.
  public var uikitDescription: String {
    "{length = \(count), path = " + map(String.init).joined(separator: " - ") + "}"
  }
}
