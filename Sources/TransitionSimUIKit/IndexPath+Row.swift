import TransitionSimEngine

extension IndexPath {
  /// The index path of `row` in `section`: UIKit's table-view spelling, which collection-view
  /// code uses too (`IndexPath(row:section:)`); `row` is the same index as `item`.
  ///
  /// - Complexity: O(1).
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The row: the same index as `item` (UIKit's `IndexPath.row`).
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
