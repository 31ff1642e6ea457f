import Foundation

extension CollectionViewCompositionalLayout {
  /// The index paths (`(0, s)`, as UIKit numbers a section's boundary items and backgrounds) of
  /// the sections in `numbers` that, in `sections`, show a view of `kind`.
  ///
  /// - Complexity: O(*n* · *b*) for *n* sections listed with *b* views each.
  static func indexPaths(
    ofKind kind: String, sections numbers: Set<Int>,
    in sections: [CompositionalLayoutGeometry.Section], decorations: Bool
  ) -> [IndexPath] {
    numbers.sorted().filter { number in
      guard sections.indices.contains(number) else { return false }
      let section = sections[number]
      return decorations
        ? section.decorations.contains { $0.kind == kind }
        : section.boundaries.contains { $0.placed.kind == kind }
    }.map { IndexPath(item: 0, section: $0) }
  }
}
