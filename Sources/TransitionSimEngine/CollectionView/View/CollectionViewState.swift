import Foundation

/// What a batch update may change on a collection view, as one value.
///
/// A checkpoint is a copy of it and a rollback an assignment (see ``CollectionViewCheckpoint``).
/// The caches derived from the data — the identifier index and set — are not part of it: they
/// are dropped on a rollback and rebuilt on demand, so that a checkpoint, which shares the data,
/// does not make the update's in-place edits of the caches copy them.
struct CollectionViewState {
  /// The item identifiers, section by section.
  var itemIdentifiers: [[String]]
  /// The section identifiers a snapshot gave the sections, or `nil` while the sections are named
  /// by position.
  var sectionIdentifiers: [String]?
  /// The offset of the visible rect from the content's origin.
  var contentOffset: CGPoint = .zero
  /// The size of the content, as the layout reported it at the last layout pass.
  var contentSize: CGSize = .zero
  /// What is on screen: the layout's answers at the last layout pass (see ``OnScreenSnapshot``).
  var onScreen: OnScreenSnapshot?
  /// The counter behind generated item identifiers (`new-1`, `new-2`, …).
  var generatedIdentifierCount = 0
  /// Self-sizing: the sizes cells prefer and what was measured (see ``SelfSizingState``).
  var selfSizing = SelfSizingState()
  /// The offsets of orthogonal sections' scrollers, by section; a section not listed is at 0.
  var orthogonalOffsets: [Int: CGFloat] = [:]
}
