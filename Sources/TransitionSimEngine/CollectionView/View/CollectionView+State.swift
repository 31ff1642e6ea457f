import Foundation

// The view's names for the parts of its state (`CollectionViewState`). Each reads the value and
// edits it in place (`_modify`), so an edit of an element of the data does not copy the data.
extension CollectionView {
  /// The size of the content, as the layout reported it at the last layout pass.
  public internal(set) var contentSize: CGSize {
    get { state.contentSize }
    _modify { yield &state.contentSize }
  }

  /// The item identifiers, section by section.
  public internal(set) var itemIdentifiers: [[String]] {
    get { state.itemIdentifiers }
    _modify { yield &state.itemIdentifiers }
  }

  /// The offset behind ``contentOffset``, set without a bounds change.
  var storedContentOffset: CGPoint {
    get { state.contentOffset }
    _modify { yield &state.contentOffset }
  }

  /// What is on screen: the layout's answers at the last layout pass (see ``OnScreenSnapshot``).
  var snapshot: OnScreenSnapshot? {
    get { state.onScreen }
    _modify { yield &state.onScreen }
  }

  /// A counter for generated item identifiers.
  var generatedIdentifierCount: Int {
    get { state.generatedIdentifierCount }
    _modify { yield &state.generatedIdentifierCount }
  }

  /// Self-sizing: the sizes cells prefer and what was measured (see ``preferredItemSize``).
  var selfSizing: SelfSizingState {
    get { state.selfSizing }
    _modify { yield &state.selfSizing }
  }

  /// The offsets of orthogonal sections' scrollers, by section (see
  /// ``orthogonalContentOffset(inSection:)``); a section not listed is at 0.
  var orthogonalOffsets: [Int: CGFloat] {
    get { state.orthogonalOffsets }
    _modify { yield &state.orthogonalOffsets }
  }

  /// The section identifiers a snapshot gave the sections (see `sectionIdentifiers`), or `nil`
  /// while the sections are named by position.
  var storedSectionIdentifiers: [String]? {
    get { state.sectionIdentifiers }
    _modify { yield &state.sectionIdentifiers }
  }
}
