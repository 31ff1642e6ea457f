import Foundation

#if canImport(UIKit)
  // UIKit declares IndexPath(item:section:), .item and .section.
#elseif canImport(AppKit)
  import AppKit  // AppKit declares them for NSCollectionView.
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
    /// A section-level path (one index) answers `NSNotFound`, as UIKit's update items do.
    public var item: Int {
      // `endIndex` is the count (an index path starts at 0) in one call rather than two: this
      // getter runs twice per item in a typical `sizeForItemAt`.
      get { endIndex > 1 ? self[1] : NSNotFound }
      set { self[1] = newValue }
    }

    /// The section number: the first index of the path.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif

extension IndexPath {
  /// The path as UIKit's `NSIndexPath` describes itself, without the pointer:
  /// `{length = 2, path = 0 - 3}`.
  public var uikitDescription: String {
    "{length = \(count), path = " + map(String.init).joined(separator: " - ") + "}"
  }
}
