import Foundation

/// How a self-sizing section's items share lengths along the scrolling axis.
struct SelfSizingSharing: Hashable, Sendable {
  /// Per slot of the group: whether the item is `uniformAcrossSiblings` and so grows to its
  /// row's longest item.
  var uniformSlots: [Bool] = []
  /// Whether the group itself is `uniformAcrossSiblings`: every row takes the section's longest
  /// item ("When specified on the outermost group for a section, the largest size will be shared
  /// across the entire section", Apple's documentation of
  /// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)`).
  var acrossSection = false
}

extension CollectionViewCompositionalLayout {
  /// Whether a section's cells self-size along the axis its groups repeat on — the scrolling
  /// axis when `vertical` is the layout's, across it for an orthogonal section — and how they
  /// share lengths; `nil` when they keep their estimates.
  ///
  /// The shapes resized (estimated dimensions, WWDC 2019 "Advances in Collection View Layout"): a
  /// group estimated along the scrolling axis
  /// whose subitems are items (no nested groups) estimated along it too, and which either holds
  /// one item (a list row) or lays its items out across the axis (a row of a grid: a horizontal
  /// group in a vertical layout); the group anchors no supplementary item (the items' own follow
  /// them: a list row's separator stays on its bottom edge). Each row is then as long as its
  /// longest item (the unmeasured ones at their estimate), an `.estimated` item keeps its own
  /// length at the row's top, and a `uniformAcrossSiblings` item fills its row. Other estimated
  /// shapes (nested groups, a group along the axis with several items) keep their estimates;
  /// the layout does not accept their preferred sizes, so nothing loops.
  static func selfSizing(
    _ section: CollectionLayoutSection, slots: [CompositionalLayoutGeometry.Slot], vertical: Bool
  ) -> SelfSizingSharing? {
    let group = section.group
    guard !slots.isEmpty, group.supplementaryItems.isEmpty else { return nil }
    func along(_ size: CollectionLayoutSize) -> CollectionLayoutDimension {
      vertical ? size.heightDimension : size.widthDimension
    }
    guard along(group.layoutSize).isEstimated else { return nil }
    if slots.count > 1 {
      let across: Bool
      switch group.layout {
      case .horizontal: across = vertical
      case .vertical: across = !vertical
      case .custom: across = false
      }
      guard across else { return nil }
    }
    var uniform: [Bool] = []
    let subitems = group.subitems
    for slot in 0..<slots.count {
      guard !subitems.isEmpty, let item = subitems[slot % subitems.count] as? CollectionLayoutItem,
        along(item.layoutSize).isEstimated
      else { return nil }
      uniform.append(along(item.layoutSize).isUniformAcrossSiblings)
    }
    return SelfSizingSharing(
      uniformSlots: uniform, acrossSection: along(group.layoutSize).isUniformAcrossSiblings)
  }

  /// The length along the scrolling axis the layout gives item `indexPath` of a self-sizing
  /// section when the item prefers `length`, and by how much its row grows: what
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` adjusts the
  /// content by.
  ///
  /// - Complexity: O(*w*) for the *w* items of a row; O(*n*) for a section whose rows share the
  ///   longest item.
  func rowGrowth(at indexPath: IndexPath, preferring length: CGFloat) -> CGFloat {
    guard let collectionView, geometry.sections.indices.contains(indexPath.section) else {
      return 0
    }
    let section = geometry.sections[indexPath.section]
    let width = max(section.slots.count, 1)
    let row = indexPath.item / width
    let vertical = geometry.repeatsAlongY(section)
    func current(_ item: Int) -> CGFloat {
      let identifier = collectionView.itemIdentifier(
        at: IndexPath(item: item, section: indexPath.section))
      if let identifier, let size = preferredItemSizes[identifier] {
        return vertical ? size.height : size.width
      }
      let frame = section.slots[item % width].frame
      return vertical ? frame.height : frame.width
    }
    let old =
      section.resized.flatMap { row < $0.rowCount ? $0.length(ofRow: row) : nil }
      ?? section.groupLength
    let items =
      section.sharing?.acrossSection == true
      ? 0..<section.itemCount : row * width..<min(row * width + width, section.itemCount)
    var longest: CGFloat = 0
    itemLengthReads += items.count
    for item in items {
      longest = max(longest, item == indexPath.item ? length : current(item))
    }
    return longest - old
  }

  /// The items the self-sizing cycle measures beyond the displayed ones: every item of a section
  /// whose group is `uniformAcrossSiblings`, since its rows share the section's longest item
  /// ("views are created for every dependent item… can be very expensive", Apple's documentation
  /// of `uniformAcrossSiblings(estimate:)`).
  ///
  /// - Complexity: O(*n*) in the items of such sections; O(*s*) when there are none.
  func itemsMeasuredWithTheirSection() -> [IndexPath] {
    var paths: [IndexPath] = []
    for (index, section) in geometry.sections.enumerated()
    where section.sharing?.acrossSection == true {
      for item in 0..<section.itemCount { paths.append(IndexPath(item: item, section: index)) }
    }
    return paths
  }

  //===--- Self-sizing boundary items --------------------------------------===//

  /// The boundary item (a section's at `(0, section)`, or the layout's own at `(0, 0)`) of
  /// `kind` at `indexPath`, as placed at the last layout pass, if the layout has one.
  ///
  /// - Complexity: O(*b*) for the section's *b* boundary items.
  private func boundary(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CompositionalLayoutGeometry.Boundary? {
    guard indexPath.count == 2, indexPath.item == 0 else { return nil }
    if indexPath.section == 0,
      let boundary = geometry.layoutBoundaries.boundaries.first(where: { $0.placed.kind == kind })
    {
      return boundary
    }
    guard geometry.sections.indices.contains(indexPath.section) else { return nil }
    return geometry.sections[indexPath.section].boundaries.first { $0.placed.kind == kind }
  }

  /// Whether a boundary item's view prefers another size than it has along a dimension its
  /// layout size estimates: UIKit measures headers and footers given `.estimated` sizes, as
  /// Apple's modern collection-view samples give them, and lays them out at the size measured;
  /// a fixed dimension keeps its size.
  ///
  /// - Complexity: O(*b*) for the section's *b* boundary items.
  func boundaryPrefersAnotherSize(_ preferred: CollectionViewLayoutAttributes) -> Bool {
    guard let kind = preferred.representedElementKind,
      let boundary = boundary(ofKind: kind, at: preferred.indexPath)
    else { return false }
    let frame = boundary.placed.frame
    let width = boundary.estimates.width && preferred.size.width != frame.width
    let height = boundary.estimates.height && preferred.size.height != frame.height
    return width || height
  }

  /// Adjusts the context of a boundary item that resized: the content grows by its growth along
  /// the scrolling axis when it extends its section, and the content offset with it when the
  /// item starts above the visible rect, so what is on screen stays put (as for rows).
  ///
  /// - Complexity: O(1) plus ``boundary(ofKind:at:)``.
  func adjust(
    _ context: CollectionViewLayoutInvalidationContext,
    forBoundary preferred: CollectionViewLayoutAttributes,
    original: CollectionViewLayoutAttributes
  ) {
    guard let kind = preferred.representedElementKind,
      let boundary = boundary(ofKind: kind, at: preferred.indexPath), boundary.extends
    else { return }
    let vertical = configuration.scrollDirection == .vertical
    let delta =
      vertical
      ? preferred.size.height - original.size.height : preferred.size.width - original.size.width
    context.contentSizeAdjustment =
      vertical ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0)
    if let bounds = collectionView?.bounds,
      (vertical ? original.frame.minY < bounds.minY : original.frame.minX < bounds.minX)
    {
      context.contentOffsetAdjustment =
        vertical ? CGPoint(x: 0, y: delta) : CGPoint(x: delta, y: 0)
    }
  }
}
