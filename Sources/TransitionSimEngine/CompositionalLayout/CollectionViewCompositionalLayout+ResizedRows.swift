import Foundation

extension CollectionViewCompositionalLayout {
  /// Gives `placed`, self-sizing section `index` as laid out from its template, its resized
  /// rows, and returns where the last one ends from the first one's start; `nil` when the
  /// section does not self-size or no item of it has an accepted size.
  ///
  /// Lengths are heights when `alongY` (the axis the section's groups repeat on), widths otherwise.
  ///
  /// - Complexity: as ``resizedRows(section:count:slots:sharing:alongY:spacing:)``, plus
  ///   O(log *r*) in the rows.
  func placeResizedRows(
    _ placed: inout CompositionalLayoutGeometry.Section, section index: Int, spacing: CGFloat,
    alongY: Bool
  ) -> CGFloat? {
    guard let sharing = placed.sharing,
      let rows = resizedRows(
        section: index, count: placed.itemCount, slots: placed.slots, sharing: sharing,
        alongY: alongY, spacing: spacing)
    else { return nil }
    placed.resized = rows
    return rows.end
  }

  /// The rows of self-sizing section `index` once cells were resized; `nil` when no item of it
  /// has an accepted size (the template then places them all).
  ///
  /// Lengths are heights when `alongY` (the axis the section's groups repeat on), widths otherwise.
  ///
  /// When only resizes arrived since the last pass, the last pass's rows take the items resized
  /// since; otherwise (and for a section whose rows all share its longest item) every item's
  /// accepted size is read. Both give the same rows (see ``ResizedRepetitions``).
  ///
  /// - Complexity: O(*k* · *w* + *k* log *r*) for *k* items resized since the last pass in rows of
  ///   *w* items; O(*r*) when these are the section's first; O(*n*) for the section's *n* items
  ///   when it is laid out from every item.
  func resizedRows(
    section index: Int, count: Int, slots: [CompositionalLayoutGeometry.Slot],
    sharing: SelfSizingSharing, alongY: Bool, spacing: CGFloat
  ) -> ResizedRepetitions? {
    guard let collectionView, !slots.isEmpty,
      collectionView.itemIdentifiers.indices.contains(index)
    else { return nil }
    let slotLengths = slots.map { alongY ? $0.frame.height : $0.frame.width }
    let identifiers = collectionView.itemIdentifiers[index]
    let resized = rowResizing.resizedRows(
      section: index, itemCount: count, slotLengths: slotLengths, sharing: sharing,
      spacing: spacing
    ) { item in
      guard identifiers.indices.contains(item), let size = preferredItemSizes[identifiers[item]]
      else { return nil }
      itemLengthReads += slotLengths.count
      return alongY ? size.height : size.width
    }
    if let resized { return resized }
    return allResizedRows(
      section: index, count: count, slotLengths: slotLengths, sharing: sharing, alongY: alongY,
      spacing: spacing)
  }

  /// The rows of self-sizing section `index` from every item's accepted size; `nil` when no
  /// item has one.
  ///
  /// - Complexity: O(1) when the layout has accepted no size; otherwise O(*n*) for the
  ///   section's *n* items (one dictionary lookup each).
  private func allResizedRows(
    section index: Int, count: Int, slotLengths: [CGFloat], sharing: SelfSizingSharing,
    alongY: Bool, spacing: CGFloat
  ) -> ResizedRepetitions? {
    let sizes = preferredItemSizes
    guard !sizes.isEmpty, let collectionView else { return nil }
    let identifiers = collectionView.itemIdentifiers[index]
    itemLengthReads += count
    var preferred: [Int: CGFloat] = [:]
    for item in 0..<min(count, identifiers.count) {
      guard let size = sizes[identifiers[item]] else { continue }
      preferred[item] = alongY ? size.height : size.width
    }
    guard !preferred.isEmpty else { return nil }
    return ResizedRepetitions(
      itemCount: count, slotLengths: slotLengths, sharing: sharing, spacing: spacing,
      preferred: preferred)
  }
}
