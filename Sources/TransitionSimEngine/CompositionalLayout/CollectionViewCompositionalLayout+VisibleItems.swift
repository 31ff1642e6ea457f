import Foundation

/// What a section's `visibleItemsInvalidationHandler` answered, and for which state.
struct VisibleItemsAnswer {
  /// The layout pass, bounds and offset the handler was called for.
  var pass: Int
  var bounds: CGRect
  var offset: CGPoint
  /// The handler's items, where they are displayed, by element.
  var items: [ElementKey: CollectionViewLayoutAttributes]
}

extension CollectionViewCompositionalLayout {
  /// The offset of orthogonal section `section`'s scroller, within its content; 0 for any other
  /// section.
  ///
  /// - Complexity: O(1).
  func orthogonalOffset(ofSection section: Int) -> CGFloat {
    guard geometry.sections.indices.contains(section),
      let scroller = geometry.sections[section].scroller, let collectionView
    else { return 0 }
    return scroller.clamped(collectionView.orthogonalOffsets[section] ?? 0)
  }

  /// Where orthogonal section `section`'s own scrollable content lies, in the collection view's
  /// content coordinates at the section's current offset: along the axis it scrolls on, its
  /// scroller's whole content (the groups and their insets, however far past the collection
  /// view's width they reach); across it, the section.
  ///
  /// `nil` for a section that does not scroll orthogonally. Its items lie inside this rect rather
  /// than inside the collection view's content size: a layout check uses it so.
  ///
  /// - Complexity: O(1).
  package func orthogonalContentRect(ofSection section: Int) -> CGRect? {
    guard geometry.sections.indices.contains(section),
      let scroller = geometry.sections[section].scroller
    else { return nil }
    let placed = geometry.sections[section]
    return geometry.rect(
      u: -orthogonalOffset(ofSection: section), v: placed.minV, uLength: scroller.contentLength,
      vLength: placed.maxV - placed.minV)
  }

  /// The scroller of orthogonal section `section`, as laid out at the last pass; `nil` for a
  /// section that does not scroll orthogonally.
  func orthogonalScroller(ofSection section: Int) -> OrthogonalScroller? {
    geometry.sections.indices.contains(section) ? geometry.sections[section].scroller : nil
  }

  /// `attributes` as the handler of its section changed them, when it has one and the element
  /// is visible.
  func adjusted(
    _ attributes: CollectionViewLayoutAttributes, in section: CompositionalLayoutGeometry.Section
  ) -> CollectionViewLayoutAttributes {
    guard section.visibleItemsHandler != nil else { return attributes }
    return visibleItemAdjustments(ofSection: attributes.indexPath.section)?[attributes.elementKey]
      ?? attributes
  }

  /// The visible items of section `index` after its handler ran on them, by element; the
  /// handler runs once per layout pass, bounds and offset (the answer is kept until one
  /// changes).
  ///
  /// The handler sees the items in unscrolled coordinates (an orthogonal section's items as if
  /// its offset were 0, inferred from public app code) and the offset as a point along the
  /// orthogonal axis; the collection view's content offset for a section that does not scroll
  /// orthogonally (inferred).
  ///
  /// - Complexity: O(*k*) for the *k* elements of the section that meet the bounds, plus the
  ///   handler's cost, at the first call for a state; O(1) afterwards.
  func visibleItemAdjustments(
    ofSection index: Int
  ) -> [ElementKey: CollectionViewLayoutAttributes]? {
    guard let collectionView, geometry.sections.indices.contains(index),
      let handler = geometry.sections[index].visibleItemsHandler
    else { return nil }
    let section = geometry.sections[index]
    let bounds = collectionView.mirrored(collectionView.bounds, in: self)
    let scrolled = orthogonalOffset(ofSection: index)
    let offset =
      section.scroller == nil
      ? collectionView.contentOffset
      : (geometry.isVertical ? CGPoint(x: scrolled, y: 0) : CGPoint(x: 0, y: scrolled))
    if let answer = visibleItemsAnswers[index], answer.pass == passGeneration,
      answer.bounds == bounds, answer.offset == offset
    {
      return answer.items
    }
    let range = geometry.vRange(of: bounds)
    var items: [CollectionLayoutVisibleItem] = []
    var scrolls: [Bool] = []
    appendItems(of: section, index: index, in: bounds, low: range.min - 1, high: range.max + 1) {
      var attributes = $0
      // Boundary items stay put; the section's items are shown unscrolled to the handler.
      let moves = section.scroller != nil && !isBoundary($0, of: section)
      if moves { attributes.frame = geometry.offset(attributes.frame, u: scrolled) }
      items.append(CollectionLayoutVisibleItem(attributes: attributes))
      scrolls.append(moves)
    }
    let environment = CollectionLayoutEnvironment(
      container: geometry.container
        ?? CollectionLayoutContainer(contentSize: .zero, contentInsets: .zero),
      displayScale: collectionView.displayScale)
    let count = items.count
    handler(&items, offset, environment)
    var answered: [ElementKey: CollectionViewLayoutAttributes] = [:]
    answered.reserveCapacity(count)
    // The handler may not add or remove items: only the ones it was given are read back.
    for (position, item) in items.prefix(count).enumerated() {
      var attributes = item.attributes
      if position < scrolls.count, scrolls[position] {
        attributes.center.x -= geometry.isVertical ? scrolled : 0
        attributes.center.y -= geometry.isVertical ? 0 : scrolled
      }
      answered[attributes.elementKey] = attributes
    }
    visibleItemsAnswers[index] = VisibleItemsAnswer(
      pass: passGeneration, bounds: bounds, offset: offset, items: answered)
    return answered
  }

  /// Whether `attributes` are one of `section`'s boundary items rather than an item's.
  private func isBoundary(
    _ attributes: CollectionViewLayoutAttributes, of section: CompositionalLayoutGeometry.Section
  ) -> Bool {
    guard attributes.representedElementCategory == .supplementaryView,
      let kind = attributes.representedElementKind
    else { return false }
    return section.boundaries.contains { $0.placed.kind == kind }
      && attributes.indexPath.item == 0
  }
}
