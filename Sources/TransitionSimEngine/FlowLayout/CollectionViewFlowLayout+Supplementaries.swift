import Foundation

extension CollectionViewFlowLayout {
  //===--- Supplementary views -------------------------------------------===//

  /// A header or footer with its pinned position applied.
  func supplementaryAttributes(
    ofKind kind: String, section index: Int
  ) -> CollectionViewLayoutAttributes? {
    let geometry = geometry
    guard geometry.sections.indices.contains(index) else { return nil }
    let section = geometry.section(index)
    let isHeader = kind == CollectionView.elementKindSectionHeader
    guard isHeader || kind == CollectionView.elementKindSectionFooter,
      var frame = isHeader ? section.header : section.footer
    else { return nil }
    var attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
    let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    if pins, let collectionView {
      frame = pinned(frame, isHeader: isHeader, in: section, visible: collectionView)
      attributes.zIndex = Self.pinnedSupplementaryZIndex
    }
    attributes.frame = frame
    return attributes
  }

  /// Pinning (Apple's documentation of `sectionHeadersPinToVisibleBounds`; ``Pinning``): a header
  /// stays between its natural place and the top of its section's footer (or the section's end); a
  /// footer between its natural place and the bottom of the header.
  private func pinned(
    _ frame: CGRect, isHeader: Bool, in section: FlowLayoutGeometry.Section,
    visible collectionView: CollectionView
  ) -> CGRect {
    let geometry = geometry
    func length(_ frame: CGRect?) -> CGFloat {
      frame.map { geometry.vRange(of: $0) }.map { $0.max - $0.min } ?? 0
    }
    let natural = geometry.vRange(of: frame)
    let newMin = Pinning.start(
      of: natural, isLeading: isHeader,
      visible: Pinning.visibleRange(of: collectionView, vertical: geometry.isVertical),
      sectionStart: section.minV + length(section.header),
      sectionEnd: section.maxV - length(section.footer))
    var moved = frame
    if geometry.isVertical { moved.origin.y = newMin } else { moved.origin.x = newMin }
    return moved
  }
}
