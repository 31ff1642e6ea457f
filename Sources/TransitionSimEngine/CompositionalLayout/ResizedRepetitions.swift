import Foundation

/// The repetitions (rows) of a self-sizing section's group once cells were resized: each row's
/// length along the axis the rows follow one another on, where each starts, and each item's
/// length.
///
/// An item's length is the preferred length the layout accepted for it, else its slot's in the
/// group template; a row is as long as its longest item (every row as long as the section's
/// longest when the group is `uniformAcrossSiblings`), and a `uniformAcrossSiblings` item as
/// long as its row. Rows follow one another `spacing` apart.
///
/// Row starts are kept as a row count times the stride of a row at its template length, plus
/// the sum of the rows' differences from that length before it, summed in a ``PrefixSumTree``:
/// resizing an item costs O(*w* + log *r*) for rows of *w* items, and the values depend only on
/// the lengths held, whether built at once or item by item.
struct ResizedRepetitions: Equatable, Sendable {
  /// The section's number of items.
  let itemCount: Int
  /// Each slot's length in the group template.
  let slotLengths: [CGFloat]
  /// How the items share lengths.
  let sharing: SelfSizingSharing
  /// The space between rows.
  let spacing: CGFloat
  /// The length of a full row none of whose items was resized: its longest slot's.
  let templateLength: CGFloat
  /// The accepted preferred lengths, by item.
  private(set) var preferred: [Int: CGFloat]
  /// Each row's length.
  private var lengths: [CGFloat]
  /// Each row's length less ``templateLength``.
  private var differences: PrefixSumTree

  /// The rows of `itemCount` items in groups of `slotLengths.count`, with the accepted
  /// `preferred` lengths by item.
  ///
  /// - Complexity: O(*r* + *p* · *w*) for *r* rows, *p* preferred lengths and rows of *w* items
  ///   (O(*n*) for a group that is `uniformAcrossSiblings`).
  init(
    itemCount: Int, slotLengths: [CGFloat], sharing: SelfSizingSharing, spacing: CGFloat,
    preferred: [Int: CGFloat] = [:]
  ) {
    let width = max(slotLengths.count, 1)
    let count = max(itemCount, 0)
    let rows = (count + width - 1) / width
    let templateLength = slotLengths.max() ?? 0
    self.itemCount = count
    self.slotLengths = slotLengths
    self.sharing = sharing
    self.spacing = spacing
    self.templateLength = templateLength
    self.preferred = preferred
    lengths = Array(repeating: templateLength, count: rows)
    let last = count - (rows - 1) * width
    if rows > 0, last < width { lengths[rows - 1] = slotLengths[0..<last].max() ?? 0 }
    for row in Set(preferred.keys.map { $0 / width }) where row < rows {
      lengths[row] = Self.rowLength(row, width: width, count: count, slotLengths, preferred)
    }
    if sharing.acrossSection, let longest = lengths.max() {
      lengths = Array(repeating: longest, count: rows)
    }
    differences = PrefixSumTree(lengths.map { $0 - templateLength })
  }

  /// The number of rows.
  ///
  /// - Complexity: O(1).
  var rowCount: Int { lengths.count }

  /// Whether these rows were laid out from the same template as a section of `itemCount` items
  /// with these slot lengths, sharing and spacing: they then take its resizes.
  ///
  /// - Complexity: O(*w*).
  func matches(
    itemCount: Int, slotLengths: [CGFloat], sharing: SelfSizingSharing, spacing: CGFloat
  ) -> Bool {
    self.itemCount == itemCount && self.slotLengths == slotLengths && self.sharing == sharing
      && self.spacing == spacing
  }

  /// The length of row `row`.
  ///
  /// - Complexity: O(1).
  func length(ofRow row: Int) -> CGFloat { lengths[row] }

  /// The last row's length; `nil` without rows.
  ///
  /// - Complexity: O(1).
  var lastRowLength: CGFloat? { lengths.last }

  /// Where row `row` starts, from the first row's start.
  ///
  /// - Complexity: O(log *r*).
  func start(ofRow row: Int) -> CGFloat {
    CGFloat(row) * (templateLength + spacing) + differences.prefix(row)
  }

  /// Where the last row ends, from the first row's start; 0 without rows.
  ///
  /// - Complexity: O(log *r*).
  var end: CGFloat {
    rowCount == 0 ? 0 : start(ofRow: rowCount - 1) + lengths[rowCount - 1]
  }

  /// The length of item `item`; `nil` past the section's items.
  ///
  /// - Complexity: O(1).
  func length(ofItem item: Int) -> CGFloat? {
    guard item >= 0, item < itemCount, !slotLengths.isEmpty else { return nil }
    let slot = item % slotLengths.count
    if sharing.uniformSlots.indices.contains(slot), sharing.uniformSlots[slot] {
      return lengths[item / slotLengths.count]
    }
    return preferred[item] ?? slotLengths[slot]
  }

  /// Accepts `length` for item `item` and resizes its row; `false`, changing nothing, when the
  /// rows are shared across the section (each resize may change every row: the caller lays
  /// them out again) or `item` is not one of the section's.
  ///
  /// - Complexity: O(*w* + log *r*).
  mutating func setLength(_ length: CGFloat, ofItem item: Int) -> Bool {
    guard !sharing.acrossSection, item >= 0, item < itemCount, !slotLengths.isEmpty else {
      return false
    }
    preferred[item] = length
    let width = slotLengths.count
    let row = item / width
    let rowLength = Self.rowLength(row, width: width, count: itemCount, slotLengths, preferred)
    if rowLength != lengths[row] {
      lengths[row] = rowLength
      differences.set(rowLength - templateLength, at: row)
    }
    return true
  }

  /// The rows meeting `min...max` when the first starts at `origin`: binary searches over the
  /// rows' ends and starts, both increasing.
  ///
  /// - Complexity: O(log² *r*).
  func rows(from origin: CGFloat, meeting min: CGFloat, _ max: CGFloat) -> Range<Int> {
    var low = 0
    var high = rowCount
    while low < high {
      let mid = (low + high) / 2
      if origin + start(ofRow: mid) + lengths[mid] < min { low = mid + 1 } else { high = mid }
    }
    let first = low
    high = rowCount
    while low < high {
      let mid = (low + high) / 2
      if origin + start(ofRow: mid) <= max { low = mid + 1 } else { high = mid }
    }
    return first..<Swift.max(first, low)
  }

  /// The length of row `row`: its longest item's, each at its preferred length or its slot's.
  ///
  /// - Complexity: O(*w*).
  private static func rowLength(
    _ row: Int, width: Int, count: Int, _ slotLengths: [CGFloat], _ preferred: [Int: CGFloat]
  ) -> CGFloat {
    var longest: CGFloat?
    for item in row * width..<Swift.min(row * width + width, count) {
      let length = preferred[item] ?? slotLengths[item % width]
      // As `Sequence.max()`: the first of equal lengths.
      if let current = longest, !(length > current) { continue }
      longest = length
    }
    return longest ?? 0
  }
}
