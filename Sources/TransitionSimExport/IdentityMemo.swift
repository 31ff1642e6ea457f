import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A value per element identity, kept across the frames of one export: what an exporter works out
/// from an identity alone (its bytes, its row in a table) is worked out once per identity instead
/// of once per element per frame.
///
/// A frame sampler's frames read their identities from one shared ``IdentityTable``; the memo
/// follows the table of the elements it is given and holds one slot per entry. An element from
/// another table starts it over (O(*t*) for a table of *t* entries), and an element alone in its
/// table (made with ``FrameElement``'s public initializer) has no slot: there is nothing to share.
///
/// ```swift
/// var rows = IdentityMemo<Int>()
/// let slot = rows.slot(of: element)?.index
/// if let slot, let row = rows[slot] { … } else { /* work it out, then */ rows[slot] = row }
/// ```
struct IdentityMemo<Value> {
  private var table: IdentityTable?
  private var values: [Value?] = []

  /// The slot of `element`, after starting over on its table if it is another one (`startedOver`
  /// is then `true`, and every slot is empty); `nil` for an element alone in its table.
  ///
  /// - Complexity: O(1), or O(*t*) when starting over on a table of *t* entries.
  @inline(__always)
  mutating func slot(of element: FrameElement) -> (index: Int, startedOver: Bool)? {
    if let table, let index = element.entry(in: table) { return (index, false) }
    return startOver(with: element).map { ($0, true) }
  }

  /// Follows `element`'s table from now on, all slots empty; returns its slot, or `nil` (and
  /// changes nothing) for an element alone in its table.
  ///
  /// - Complexity: O(*t*) for a table of *t* entries.
  private mutating func startOver(with element: FrameElement) -> Int? {
    let other = element.identityTable
    guard other.entries.count > 1 else { return nil }
    table = other
    values = Array(repeating: nil, count: other.entries.count)
    return element.entry(in: other)
  }

  /// The value kept in `slot`, or `nil` before one is.
  ///
  /// - Complexity: O(1).
  subscript(slot: Int) -> Value? {
    get { values[slot] }
    set { values[slot] = newValue }
  }
}
