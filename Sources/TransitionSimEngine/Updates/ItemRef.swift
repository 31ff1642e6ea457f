import Foundation

/// An item's position in one state of the data (before or after an update): cheaper to hash and
/// compare than `IndexPath`, which on Linux is a Foundation call per access.
///
/// It is a position, not an identity: the planner's maps say which position before an update is
/// which position after it (``ItemMap``).
struct ItemRef: Hashable, Comparable {
  var section: Int
  var item: Int

  init(_ section: Int, _ item: Int) {
    self.section = section
    self.item = item
  }

  /// The position an index path names; a section's index path (one index) gets item
  /// `NSNotFound`, as UIKit's section update items do.
  init(_ indexPath: IndexPath) {
    self.init(indexPath.section, indexPath.count > 1 ? indexPath.item : NSNotFound)
  }

  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  static func < (lhs: ItemRef, rhs: ItemRef) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}
