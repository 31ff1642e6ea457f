import Foundation

/// Where each item of a snapshot is: an open-addressing hash table of locations that holds no
/// identifiers, only the 32 low bits of each one's hash and its section and item indexes.
///
/// The identifiers stay in the snapshot's `items`, which every lookup takes: an entry matches an
/// identifier when the hash bits match and the identifier at the entry's location is equal. So
/// building the table costs one hash and one probe per item, with no copy or reference count of
/// the identifier and no allocation beyond the table itself (12 bytes a slot, at most three
/// quarters full), and a probe compares identifiers only when 32 bits of their hashes agree:
/// `Dictionary` compares the identifiers of every entry a probe meets, each a cache miss for a
/// string.
///
/// Because lookups read `items`, the table must agree with it: an edit that moves items
/// relocates their entries (found by hash bits and old location, which is unique, without
/// reading `items`), so entries never share a location. Linear probing with backward-shift
/// deletion: no tombstones.
///
/// - Complexity: O(1) expected per operation; O(*n*) to grow.
struct ItemLocationTable: Sendable {
  /// Where an item is: its section's index and its index in that section.
  struct Location: Hashable, Sendable {
    var section: Int
    var item: Int
  }

  /// One slot: the hash's low 32 bits and the location, or ``vacant``.
  private struct Entry {
    var hash: UInt32
    var section: UInt32
    var item: UInt32

    var location: Location { Location(section: Int(section), item: Int(item)) }

    func isAt(_ location: Location) -> Bool {
      Int(section) == location.section && Int(item) == location.item
    }
  }

  /// The section of an empty slot (no section has this index).
  private static let vacantSection = UInt32.max
  /// An empty slot.
  private static let vacant = Entry(hash: 0, section: vacantSection, item: 0)
  /// Where entries wait while sections are renumbered item by item: section *i* of a renumbering
  /// is parked at this index less *i*, beyond any real section.
  static let parkingSection = Int(UInt32.max) - 1

  /// The slots: none, or a power of two of them.
  private var entries: [Entry] = []
  /// The number of items.
  private(set) var count = 0

  /// An empty table with room for `minimumCapacity` items.
  ///
  /// - Complexity: O(*n*) for room for *n* items.
  init(minimumCapacity: Int = 0) {
    reserveCapacity(minimumCapacity)
  }

  /// The low 32 bits of an identifier's hash, which also choose its first slot.
  static func hashBits<Item: Hashable>(_ identifier: Item) -> UInt32 {
    UInt32(truncatingIfNeeded: identifier.hashValue)
  }

  /// Makes room for `minimumCapacity` items, keeping slots at most three quarters full.
  ///
  /// - Complexity: O(*n*) for *n* items when the table grows, else O(1).
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > entries.count / 4 * 3 else { return }
    var capacity = max(entries.count, 16)
    while minimumCapacity > capacity / 4 * 3 { capacity *= 2 }
    let old = entries
    entries = Array(repeating: Self.vacant, count: capacity)
    let mask = capacity - 1
    entries.withUnsafeMutableBufferPointer { slots in
      for entry in old where entry.section != Self.vacantSection {
        var slot = Int(entry.hash) & mask
        while slots[slot].section != Self.vacantSection { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }
  }

  /// Removes every item, keeping no slots.
  ///
  /// - Complexity: O(1), plus releasing the slots.
  mutating func removeAll() {
    entries = []
    count = 0
  }

  //===--- Lookups ---------------------------------------------------------------===//

  /// The location of `identifier`, or `nil` when it is not in the table.
  ///
  /// - Parameters:
  ///   - identifier: The item to look up.
  ///   - items: The snapshot's items, which the table agrees with.
  /// - Returns: The item's location, or `nil` when it is not in the table.
  /// - Complexity: O(1) expected.
  func location<Item: Hashable>(of identifier: Item, in items: [[Item]]) -> Location? {
    guard count > 0 else { return nil }
    let hash = Self.hashBits(identifier)
    let mask = entries.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = entries[slot]
      if entry.section == Self.vacantSection { return nil }
      if entry.hash == hash && items[Int(entry.section)][Int(entry.item)] == identifier {
        return entry.location
      }
      slot = (slot + 1) & mask
    }
  }

  /// The slot of the entry with these hash bits at `location`, or `nil`.
  private func slot(hash: UInt32, at location: Location) -> Int? {
    guard count > 0 else { return nil }
    let mask = entries.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = entries[slot]
      if entry.section == Self.vacantSection { return nil }
      if entry.hash == hash && entry.isAt(location) { return slot }
      slot = (slot + 1) & mask
    }
  }

  //===--- Edits -----------------------------------------------------------------===//

  /// Adds `identifier` at `location` unless it is in the table already: then returns where it
  /// is and changes nothing.
  ///
  /// - Parameters:
  ///   - identifier: The item to add.
  ///   - location: Where the item is in `items`.
  ///   - items: The snapshot's items, holding `identifier` at `location` already.
  /// - Returns: `nil` when `identifier` was added; its location in the table when it was there
  ///   already.
  /// - Complexity: O(1) expected; O(*n*) when the table grows.
  mutating func insert<Item: Hashable>(
    _ identifier: Item, at location: Location, in items: [[Item]]
  ) -> Location? {
    reserveCapacity(count + 1)
    let hash = Self.hashBits(identifier)
    let mask = entries.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = entries[slot]
      if entry.section == Self.vacantSection { break }
      if entry.hash == hash && items[Int(entry.section)][Int(entry.item)] == identifier {
        return entry.location
      }
      slot = (slot + 1) & mask
    }
    entries[slot] = Entry(
      hash: hash, section: UInt32(location.section), item: UInt32(location.item))
    count += 1
    return nil
  }

  /// Adds an identifier known not to be in the table, by its hash bits, at `location` (which no
  /// entry holds): no identifier is compared, so `items` may disagree with the table meanwhile.
  ///
  /// - Complexity: O(1) expected; O(*n*) when the table grows.
  mutating func insertAbsent(hash: UInt32, at location: Location) {
    reserveCapacity(count + 1)
    let mask = entries.count - 1
    var slot = Int(hash) & mask
    while entries[slot].section != Self.vacantSection { slot = (slot + 1) & mask }
    entries[slot] = Entry(
      hash: hash, section: UInt32(location.section), item: UInt32(location.item))
    count += 1
  }

  /// Moves the entry with these hash bits at `old` to `new`, which no entry holds.
  ///
  /// - Complexity: O(1) expected.
  mutating func relocate(hash: UInt32, from old: Location, to new: Location) {
    guard let slot = slot(hash: hash, at: old) else { return }
    entries[slot].section = UInt32(new.section)
    entries[slot].item = UInt32(new.item)
  }

  /// The number of slots: 0, or a power of two at least 4/3 of ``count``.
  var slotCount: Int { entries.count }

  /// Renumbers sections in one pass over the slots, hashing nothing: the entries in section
  /// `first + i` move to section `newIndices[i]`, for every `i` in `newIndices.indices`; the
  /// others stay.
  ///
  /// A slot depends on the hash bits alone, so the table is the one that
  /// ``relocate(hash:from:to:)`` on each of those entries would give.
  ///
  /// - Complexity: O(*c*) for the table's *c* slots.
  mutating func renumberSections(from first: Int, to newIndices: [Int]) {
    guard !newIndices.isEmpty else { return }
    newIndices.withUnsafeBufferPointer { map in
      entries.withUnsafeMutableBufferPointer { slots in
        for index in slots.indices {
          // Vacant and parked slots have sections far beyond any snapshot's, so beyond the map.
          let offset = Int(slots[index].section) &- first
          if offset >= 0 && offset < map.count { slots[index].section = UInt32(map[offset]) }
        }
      }
    }
  }

  /// Removes the entry with these hash bits at `location`, shifting back the entries after it
  /// that may take its slot.
  ///
  /// - Complexity: O(1) expected.
  mutating func remove(hash: UInt32, at location: Location) {
    guard var hole = slot(hash: hash, at: location) else { return }
    let mask = entries.count - 1
    var next = (hole + 1) & mask
    while entries[next].section != Self.vacantSection {
      // The entry at `next` may fill the hole when the hole lies between its first slot and it.
      let home = Int(entries[next].hash) & mask
      if (next - home) & mask >= (next - hole) & mask {
        entries[hole] = entries[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    entries[hole] = Self.vacant
    count -= 1
  }
}
