import Foundation

extension CollectionViewCompositionalLayout {
  /// The kinds of a section's boundary supplementary items and of its decorations, per section,
  /// in one layout pass's geometry.
  struct SectionKinds: Hashable {
    var supplementary: Set<String> = []
    var decoration: Set<String> = []

    /// The kinds each section of `geometry` shows.
    ///
    /// - Complexity: O(*s* + *b*) for *s* sections and *b* boundary items and decorations.
    static func of(_ geometry: CompositionalLayoutGeometry) -> [SectionKinds] {
      geometry.sections.map { section in
        SectionKinds(
          supplementary: Set(section.boundaries.map(\.placed.kind)),
          decoration: Set(section.decorations.map(\.kind)))
      }
    }
  }

  /// The index paths (`(0, s)`, as UIKit numbers a section's boundary items and backgrounds) of
  /// the sections in `sections` whose views in `kinds` include `kind`.
  static func indexPaths(
    ofKind kind: String, sections: Set<Int>, in kinds: [SectionKinds],
    _ view: (SectionKinds) -> Set<String>
  ) -> [IndexPath] {
    sections.sorted().filter { kinds.indices.contains($0) && view(kinds[$0]).contains(kind) }
      .map { IndexPath(item: 0, section: $0) }
  }
}
