import Foundation

//===--- Rects off the grid ------------------------------------------------===//

extension LintRun {
  /// Checks that the query of `rect`, a tile-sized rect off the tiles' grid, returns every item
  /// whose frame (from `layoutAttributesForItem(at:)`) meets it.
  ///
  /// The candidates are the items filed under the tiles `rect` meets (at most four), so the
  /// check costs one query plus the items near the rect.
  ///
  /// - Complexity: one rect query, plus O(*k*) for the *k* items filed under the tiles `rect`
  ///   meets.
  mutating func checkOffGridRect(_ rect: CGRect, tiling: Tiling) {
    var candidates = Set<IndexPath>()
    for tile in tiling.indices(meeting: rect) {
      for path in itemsByTile[tile] ?? [] {
        guard let frame = itemFrames[path], frame.overlaps(rect) else { continue }
        candidates.insert(path)
      }
    }
    guard !candidates.isEmpty else { return }
    let query = "layoutAttributesForElements(in: \(LintFormat.rect(rect)))"
    var returned = Set<ElementKey>()
    for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
      returned.insert(attributes.elementKey)
    }
    for path in candidates.sorted() where !returned.contains(.cell(path)) {
      let frame = itemFrames[path] ?? .zero
      add(
        .missingFromRectQuery, .cell(path),
        "its frame \(LintFormat.rect(frame)) from layoutAttributesForItem(at:) meets "
          + "\(LintFormat.rect(rect)), a rect off the viewport grid, but \(query) did not "
          + "return it")
    }
  }
}
