import Foundation

extension CollectionViewCompositionalLayout {
  //===--- Elements in a rect --------------------------------------------===//

  /// The decorations, cells, supplementaries and boundary items whose frames meet `rect`.
  ///
  /// - Complexity: O(log *s* + *k*): a binary search for the first section that reaches the rect,
  ///   then, per section met, the group repetitions that may meet it, found arithmetically.
  func elementAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    let geometry = geometry
    // Rounding moves an origin by under a pixel: a point of margin finds every candidate, and
    // each is tested against the rect exactly.
    let range = geometry.vRange(of: rect)
    let low = range.min - 1
    let high = range.max + 1
    var result: [CollectionViewLayoutAttributes] = []
    var index = geometry.firstSection(reaching: low)
    while index < geometry.sections.count, geometry.reachMin[index] <= high {
      let section = geometry.sections[index]
      if section.elementsMaxV >= low && section.elementsMinV <= high {
        appendElements(of: section, index: index, in: rect, low: low, high: high, to: &result)
      }
      index += 1
    }
    for boundary in geometry.layoutBoundaries.boundaries {
      let attributes = boundaryAttributes(
        boundary, in: geometry.layoutBoundaries, indexPath: IndexPath(item: 0, section: 0))
      if attributes.frame.overlaps(rect) { result.append(attributes) }
    }
    return result
  }

  private func appendElements(
    of section: CompositionalLayoutGeometry.Section, index: Int, in rect: CGRect,
    low: CGFloat, high: CGFloat, to result: inout [CollectionViewLayoutAttributes]
  ) {
    // Each candidate's frame is tested before its attributes are built.
    let sectionPath = IndexPath(item: 0, section: index)
    for decoration in section.decorations where rounded(decoration.frame).overlaps(rect) {
      result.append(placedAttributes(decoration, category: .decorationView, sectionPath))
    }
    guard section.visibleItemsHandler != nil else {
      appendItems(of: section, index: index, in: rect, low: low, high: high) { result.append($0) }
      return
    }
    let adjusted = visibleItemAdjustments(ofSection: index)
    appendItems(of: section, index: index, in: rect, low: low, high: high) {
      result.append(adjusted?[$0.elementKey] ?? $0)
    }
  }

  /// Calls `body` with the attributes of the cells, item supplementaries and boundary items of
  /// `section` whose frames meet `rect`, where they are displayed: an orthogonal section's items
  /// moved by its offset.
  ///
  /// - Complexity: O(*k*) for the *k* candidates: the repetitions that may meet the rect are
  ///   found arithmetically, along v or, for an orthogonal section, along u.
  func appendItems(
    of section: CompositionalLayoutGeometry.Section, index: Int, in rect: CGRect,
    low: CGFloat, high: CGFloat, _ body: (CollectionViewLayoutAttributes) -> Void
  ) {
    let slotCount = section.slots.count
    let shift = -orthogonalOffset(ofSection: index)
    var answers: [IndexPath: ListSeparatorConfiguration] = [:]
    // Along the axis the repetitions follow: v, or u (unscrolled) in an orthogonal section.
    let across = geometry.uRange(of: rect)
    let (from, to) =
      section.scroller == nil ? (low, high) : (across.min - shift - 1, across.max - shift + 1)
    for repetition in geometry.repetitions(of: section, meeting: from, to) {
      let first = repetition * slotCount
      for slot in 0..<min(slotCount, section.itemCount - first) {
        let leaf = section.slots[slot]
        let frame = geometry.offset(
          rounded(geometry.slotFrame(section, slot: slot, repetition: repetition)), u: shift)
        if frame.overlaps(rect) {
          body(
            cellAttributes(
              leaf, frame: frame, section: section, IndexPath(item: first + slot, section: index)))
        }
        for placed in leaf.supplementaries {
          var moved = geometry.slotSupplementary(
            placed, section, slot: slot, repetition: repetition)
          moved.frame = geometry.offset(moved.frame, u: shift)
          let separator = Self.isAnyListSeparator(placed.kind)
          let host = geometry.slotFrame(section, slot: slot, repetition: repetition)
          let attributes = placedAttributes(
            moved, category: separator ? .decorationView : .supplementaryView,
            IndexPath(item: first + slot, section: index), host: host)
          guard attributes.frame.overlaps(rect) else { continue }
          guard separator, let rule = section.listSeparatorRule else {
            body(attributes)
            continue
          }
          let row = geometry.offset(
            geometry.slotFrame(section, slot: slot, repetition: repetition), u: shift)
          if let ruled = ruledSeparator(
            attributes, ofKind: placed.kind, row: row, rule: rule, answers: &answers),
            ruled.frame.overlaps(rect)
          {
            body(ruled)
          }
        }
      }
    }
    let sectionPath = IndexPath(item: 0, section: index)
    for boundary in section.boundaries {
      let attributes = boundaryAttributes(boundary, in: section, indexPath: sectionPath)
      if attributes.frame.overlaps(rect) { body(attributes) }
    }
  }

  //===--- Queries by index path -----------------------------------------===//

  /// The attributes of the item at `indexPath`, or `nil` when there is no such item.
  func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let (section, item) = locate(indexPath) else { return nil }
    let slots = section.slots.count
    let slot = section.slots[item % slots]
    let frame = geometry.offset(
      rounded(geometry.itemFrame(section, item: item)),
      u: -orthogonalOffset(ofSection: indexPath.section))
    return adjusted(
      cellAttributes(slot, frame: frame, section: section, indexPath), in: section)
  }

  /// A boundary item (index path `(0, section)`, or `(0, 0)` for the layout's own, pinned when
  /// it pins) or a supplementary anchored to an item or group (its item's index path).
  func supplementaryAttributes(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, !Self.isAnyListSeparator(elementKind) else { return nil }
    if indexPath.item == 0 && indexPath.section == 0,
      let boundary = geometry.layoutBoundaries.boundaries.first(where: {
        $0.placed.kind == elementKind
      })
    {
      return boundaryAttributes(boundary, in: geometry.layoutBoundaries, indexPath: indexPath)
    }
    guard let (section, item) = locate(indexPath) else {
      // A boundary item exists in an empty section too.
      guard geometry.sections.indices.contains(indexPath.section), indexPath.item == 0 else {
        return nil
      }
      let section = geometry.sections[indexPath.section]
      return section.boundaries.first { $0.placed.kind == elementKind }.map {
        adjusted(boundaryAttributes($0, in: section, indexPath: indexPath), in: section)
      }
    }
    if item == 0, let boundary = section.boundaries.first(where: { $0.placed.kind == elementKind })
    {
      return adjusted(boundaryAttributes(boundary, in: section, indexPath: indexPath), in: section)
    }
    let slots = section.slots.count
    guard
      let placed = section.slots[item % slots].supplementaries.first(where: {
        $0.kind == elementKind
      })
    else { return nil }
    var moved = geometry.slotSupplementary(
      placed, section, slot: item % slots, repetition: item / slots)
    moved.frame = geometry.offset(moved.frame, u: -orthogonalOffset(ofSection: indexPath.section))
    let host = geometry.itemFrame(section, item: item)
    return adjusted(
      placedAttributes(moved, category: .supplementaryView, indexPath, host: host), in: section)
  }

  /// A section's background, at index path `(0, section)`, or a list row's separator, at the
  /// row's index path.
  func decorationAttributes(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    if Self.isAnyListSeparator(elementKind) {
      guard let (section, item) = locate(indexPath) else { return nil }
      let slots = section.slots.count
      guard
        let placed = section.slots[item % slots].supplementaries.first(where: {
          $0.kind == elementKind
        })
      else { return nil }
      let shift = -orthogonalOffset(ofSection: indexPath.section)
      var moved = geometry.slotSupplementary(
        placed, section, slot: item % slots, repetition: item / slots)
      moved.frame = geometry.offset(moved.frame, u: shift)
      let attributes = placedAttributes(moved, category: .decorationView, indexPath)
      guard let rule = section.listSeparatorRule else { return attributes }
      var answers: [IndexPath: ListSeparatorConfiguration] = [:]
      return ruledSeparator(
        attributes, ofKind: elementKind,
        row: geometry.offset(geometry.itemFrame(section, item: item), u: shift), rule: rule,
        answers: &answers)
    }
    guard indexPath.count == 2, indexPath.item == 0,
      geometry.sections.indices.contains(indexPath.section),
      let placed = geometry.sections[indexPath.section].decorations.first(where: {
        $0.kind == elementKind
      })
    else { return nil }
    return placedAttributes(placed, category: .decorationView, indexPath)
  }

  //===--- Building attributes -------------------------------------------===//

  /// The section and item an index path names, when the item exists.
  func locate(
    _ indexPath: IndexPath
  ) -> (CompositionalLayoutGeometry.Section, Int)? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = geometry.sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount, !section.slots.isEmpty else {
      return nil
    }
    return (section, indexPath.item)
  }

  /// `frame` on the pixel grid, as UIKit's compositional layout snaps it (measured to the pixel
  /// in reference screenshots of the iOS 13, 14 and 17 simulators at 3×): the size to the
  /// nearest pixel on its own, and the origin to the nearest pixel before iOS 17 (halfway cases
  /// away from zero: 622.5 px → 623) and to the pixel at or before it from iOS 17 (622.5 px →
  /// 622, 909.75 → 909).
  ///
  /// So a cell 263.25 px wide at 335.25 px is drawn from 335 to 598 on both.
  ///
  /// - Complexity: O(1).
  func rounded(_ frame: CGRect, originsDown: Bool? = nil) -> CGRect {
    let down = originsDown ?? snapsOriginsDown
    return CGRect(
      x: down ? grid.floored(frame.minX) : grid.rounded(frame.minX),
      y: down ? grid.floored(frame.minY) : grid.rounded(frame.minY),
      width: grid.rounded(frame.width), height: grid.rounded(frame.height))
  }

  /// An item's supplementary `placed` (in content coordinates, unrounded) on the pixel grid:
  /// from iOS 17 it goes where its anchor point is on the item's frame as snapped (so a badge on
  /// a cell whose origin went down a pixel goes down with it), then to the nearest pixel, as
  /// the iOS 17 simulator draws badges; before iOS 17 and for a group's supplementaries, as
  /// ``rounded(_:originsDown:)`` places any frame.
  ///
  /// - Complexity: O(1).
  func roundedSupplementary(
    _ placed: CompositionalLayoutGeometry.Placed, host: CGRect
  ) -> CGRect {
    guard snapsOriginsDown, placed.anchorsToItem, grid.scale > 0 else {
      return rounded(placed.frame)
    }
    let snappedHost = rounded(host)
    let unit = placed.hostAnchor
    let dx = (snappedHost.minX + unit.x * snappedHost.width) - (host.minX + unit.x * host.width)
    let dy = (snappedHost.minY + unit.y * snappedHost.height) - (host.minY + unit.y * host.height)
    return rounded(placed.frame.offsetBy(dx: dx, dy: dy), originsDown: false)
  }

  /// A cell's attributes at its (already rounded) `frame`.
  private func cellAttributes(
    _ slot: CompositionalLayoutGeometry.Slot, frame: CGRect,
    section: CompositionalLayoutGeometry.Section, _ indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    attributes.zIndex = slot.zIndex ?? section.cellZIndex
    return attributes
  }

  /// The attributes of a supplementary or decoration view at `placed`; `host` is the unrounded
  /// frame of the item an item's supplementary is anchored to.
  private func placedAttributes(
    _ placed: CompositionalLayoutGeometry.Placed, category: ElementCategory,
    _ indexPath: IndexPath, host: CGRect? = nil
  ) -> CollectionViewLayoutAttributes {
    var attributes =
      category == .decorationView
      ? CollectionViewLayoutAttributes(forDecorationViewOfKind: placed.kind, with: indexPath)
      : CollectionViewLayoutAttributes(forSupplementaryViewOfKind: placed.kind, with: indexPath)
    attributes.frame =
      host.map { roundedSupplementary(placed, host: $0) } ?? rounded(placed.frame)
    attributes.zIndex = placed.zIndex
    return attributes
  }

  private func boundaryAttributes(
    _ boundary: CompositionalLayoutGeometry.Boundary,
    in section: CompositionalLayoutGeometry.Section,
    indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    var placed = boundary.placed
    if boundary.pins, boundary.side != 0, let collectionView {
      placed.frame = pinned(placed.frame, side: boundary.side, in: section, collectionView)
    }
    return placedAttributes(placed, category: .supplementaryView, indexPath)
  }

  //===--- Pinning -------------------------------------------------------===//

  /// A pinned item's frame (the `pinToVisibleBounds` comment in
  /// UICollectionViewCompositionalLayout.h; clamping to the section is our choice, inferred;
  /// ``Pinning``): a header stays between its natural place and the section's end less its
  /// extending trailing items; a footer between its natural place and the section's start plus
  /// its extending leading items.
  func pinned(
    _ frame: CGRect, side: Int, in section: CompositionalLayoutGeometry.Section,
    _ collectionView: CollectionView
  ) -> CGRect {
    let natural = geometry.vRange(of: frame)
    let newMin = Pinning.start(
      of: natural, isLeading: side < 0,
      visible: Pinning.visibleRange(of: collectionView, vertical: geometry.isVertical),
      sectionStart: section.minV + section.leadingExtent,
      sectionEnd: section.maxV - section.trailingExtent)
    return geometry.offset(frame, v: newMin - natural.min)
  }

}
