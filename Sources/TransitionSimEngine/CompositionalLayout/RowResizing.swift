import Foundation

/// The self-sizing resizes a compositional layout received since its last pass, and, during a
/// pass, the rows that pass laid out: when only resizes arrived since, each section's rows take
/// the resized items in place instead of being laid out again from every item.
///
/// The rows depend on the section's items and template and on the preferred sizes the layout
/// accepted; a pass checks the template against the rows (item count, slot lengths, sharing and
/// spacing). Items move only in invalidations of the data-source counts, and accepted sizes
/// change only through invalidation contexts (or, when an update or a self-sizing cycle is
/// rolled back, together with such an invalidation): so after a context that only resizes, the
/// items it names are the only ones whose lengths differ from the rows'.
struct RowResizing {
  /// Whether the rows laid out at the last pass are current but for ``items``: `false` before
  /// the first pass, after a pass that failed, and after any other invalidation.
  private(set) var rowsAreCurrent = false
  /// The items resized since the last pass, at their index paths then (no data change moved
  /// them since: that would have made the rows stale).
  private(set) var items: [IndexPath] = []
  /// During a pass: the last pass's sections' item counts, sharing and rows (moved out of its
  /// geometry, so that they are changed in place), and the resized items by section.
  private var carried: [(itemCount: Int, sharing: SelfSizingSharing?, rows: ResizedRepetitions?)] =
    []
  private var resizedItems: [Int: [Int]] = [:]
  /// Whether a pass is running, and whether an invalidation arrived while it ran (the layout
  /// invalidated itself): what it laid out may not include it, so the rows are then stale.
  private var isInPass = false
  private var invalidatedInPass = false

  /// Records what `context` invalidates: its resizes when it carries nothing else (preferred
  /// sizes of items, of supplementary views, or both, naming only the views resized), else
  /// that the rows are stale.
  ///
  /// - Complexity: O(*k*) for the *k* resizes it carries.
  mutating func note(_ context: CollectionViewLayoutInvalidationContext) {
    let supplementaries =
      context.invalidatedSupplementaryIndexPaths?.values.reduce(0) { $0 + $1.count } ?? 0
    let resizesOnly =
      !context.invalidateEverything && !context.invalidateDataSourceCounts
      && context.invalidatedDecorationIndexPaths == nil
      && (!context.preferredItemSizes.isEmpty || !context.preferredSupplementarySizes.isEmpty)
      && (context.invalidatedItemIndexPaths?.count ?? 0) == context.preferredItemSizes.count
      && supplementaries == context.preferredSupplementarySizes.count
    if isInPass { invalidatedInPass = true }
    guard resizesOnly, rowsAreCurrent, !isInPass else {
      rowsAreCurrent = false
      items = []
      return
    }
    items += context.preferredItemSizes.map(\.indexPath)
  }

  /// Starts a pass: when the rows are current, moves them out of the last pass's `sections`.
  ///
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* resized items.
  mutating func begin(taking sections: inout [CompositionalLayoutGeometry.Section]) {
    carried = []
    resizedItems = [:]
    isInPass = true
    invalidatedInPass = false
    guard rowsAreCurrent else { return }
    carried.reserveCapacity(sections.count)
    for index in sections.indices {
      carried.append((sections[index].itemCount, sections[index].sharing, nil))
      guard sections[index].resized != nil else { continue }
      carried[index].rows = sections[index].resized
      sections[index].resized = nil
    }
    for path in items where path.count == 2 {
      resizedItems[path.section, default: []].append(path.item)
    }
  }

  /// Ends a pass: the rows are current when it `laidOut` the layout and nothing invalidated it
  /// while it ran.
  ///
  /// - Complexity: O(1), plus freeing what the pass did not take.
  mutating func end(laidOut: Bool) {
    rowsAreCurrent = laidOut && !invalidatedInPass
    isInPass = false
    items = []
    carried = []
    resizedItems = [:]
  }

  /// Section `index`'s rows of the last pass, resized in place to the items resized in it
  /// since (each at its accepted `length`, `nil` when it has none), when they may take these
  /// resizes: the section has the same item count, sharing and template, its rows do not all
  /// share its longest item, and it had rows, or had none because no item of it had an
  /// accepted size (they are then made from the template).
  ///
  /// `.some(nil)` when it still has no resized item; `nil` when the section must be laid out from
  /// every item.
  ///
  /// - Complexity: O(*k* · *w* + *k* log *r*) for *k* resized items in rows of *w* items; O(*r*)
  ///   when they are the section's first.
  mutating func resizedRows(
    section index: Int, itemCount: Int, slotLengths: [CGFloat], sharing: SelfSizingSharing,
    spacing: CGFloat, length: (Int) -> CGFloat?
  ) -> ResizedRepetitions?? {
    guard !sharing.acrossSection, carried.indices.contains(index),
      carried[index].itemCount == itemCount, carried[index].sharing == sharing
    else { return nil }
    if let rows = carried[index].rows,
      !rows.matches(
        itemCount: itemCount, slotLengths: slotLengths, sharing: sharing, spacing: spacing)
    {
      return nil
    }
    let items = resizedItems[index] ?? []
    if carried[index].rows == nil {
      guard !items.isEmpty else { return .some(nil) }
      carried[index].rows = ResizedRepetitions(
        itemCount: itemCount, slotLengths: slotLengths, sharing: sharing, spacing: spacing)
    }
    // Changed where they are held: no copy of the rows is made.
    for item in items {
      guard let accepted = length(item) else { continue }
      _ = carried[index].rows?.setLength(accepted, ofItem: item)
    }
    let rows = carried[index].rows
    carried[index].rows = nil
    return .some(rows)
  }
}
