import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// The bytes a dump writes for an element's identity, made the first time each identity is
/// written and copied on every later row.
///
/// An element's `id`, category, kind and role depend only on its identity. A frame sampler's
/// frames read their identities from one shared ``IdentityTable``. So a dump of *n* elements over
/// *f* frames can format *n* identities instead of *n*·*f*: building a supplementary view's `id`
/// (`"header/0-2"`) for every frame alone would be a third of the CSV writer's work on a dump with
/// many of them.
///
/// The cache follows the table of the elements it is given (``IdentityMemo``). An element from
/// another table starts it over, in O(*t*) for a table of *t* entries, so a cache pays off across
/// a dump's frames, not within one frame: ``uncached`` writes every identity directly, for a
/// caller that writes a single frame. An element whose table holds it alone (made with
/// ``FrameElement``'s public initializer) is also written directly, as there is nothing to share.
///
/// ```swift
/// var identities = IdentityBytesCache()
/// for element in frame.elements {
///   identities.append(element, to: &buffer) { label, buffer in /* write the identity */ }
/// }
/// ```
struct IdentityBytesCache {
  /// Whether identities are kept at all (``uncached`` keeps none).
  private var keeps = true
  /// Where each identity's bytes are in ``storage``.
  private var ranges = IdentityMemo<Range<Int>>()
  private var storage: [UInt8] = []

  /// A cache that keeps nothing: every identity is written directly (one frame written alone).
  static var uncached: Self {
    var cache = Self()
    cache.keeps = false
    return cache
  }

  /// Appends the bytes of `element`'s identity to `buffer`: copied when this identity was
  /// written before, otherwise written by `write` (which must depend on the label alone) and
  /// kept.
  ///
  /// - Complexity: O(*b*) for *b* bytes copied; the first row of an identity also costs
  ///   `write`, and the first element of a new table O(*t*) for its *t* entries.
  mutating func append(
    _ element: FrameElement, to buffer: inout DumpByteBuffer,
    write: (LaneLabel, inout DumpByteBuffer) -> Void
  ) {
    guard keeps, let (slot, startedOver) = ranges.slot(of: element) else {
      write(element.label, &buffer)
      return
    }
    if startedOver { storage.removeAll(keepingCapacity: true) }
    guard let range = ranges[slot] else {
      let before = buffer.count
      write(element.label, &buffer)
      let start = storage.count
      buffer.withUnsafeBytes { storage.append(contentsOf: $0[before...]) }
      ranges[slot] = start..<storage.count
      return
    }
    storage.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[range])) }
  }
}
