import Foundation

/// One subitem chosen for a group repetition, before it is positioned.
private struct Placement {
  var subitem: any CollectionLayoutSubitem
  /// The slot's size: the subitem's size resolved in the group (or replaced, for `count:`).
  var size: CGSize
  /// Edge spacing before and after the slot along the group's axis (u) and across it (c).
  var before: CollectionLayoutSpacing?
  var after: CollectionLayoutSpacing?
  var crossBefore: CollectionLayoutSpacing?
  var crossAfter: CollectionLayoutSpacing?
}

extension CollectionLayoutGroup {
  /// The most subitems one group repetition places (our limit: beyond it a group of tiny or
  /// zero-sized items would never end); reaching it logs a diagnostic.
  static let maximumSubitems = 10_000

  /// How far an item may overflow its group and still count as fitting: a thousandth of a point,
  /// which absorbs floating-point error (three `fractionalWidth(1/3)` items) and nothing visible.
  ///
  /// Our choice; the IBPCollectionViewCompositionalLayout backport floors both edges, which lets
  /// almost a point through.
  static let fitTolerance: CGFloat = 0.001

  /// The leaf items of one repetition of the group, laid out in a group of `size`, relative to
  /// the group's origin.
  ///
  /// - Parameters:
  ///   - size: the group's resolved size.
  ///   - displayScale: passed to custom groups' providers.
  ///   - notes: warnings (a subitem that does not fit, a limit reached) are appended here.
  /// - Returns: The leaf items' slots, relative to the group's origin.
  /// - Throws: a custom provider's frame that is not finite.
  /// - Complexity: O(*k*) in the number of leaf items placed.
  func slots(
    in size: CGSize, displayScale: CGFloat, notes: inout [String]
  ) throws(CollectionLayoutError) -> [CompositionalLayoutGeometry.Slot] {
    let container = CollectionLayoutContainer(contentSize: size, contentInsets: contentInsets)
    let insets = container.effectiveContentInsets
    let area = CGRect(
      origin: CGPoint(x: insets.leading, y: insets.top), size: container.effectiveContentSize)
    var slots: [CompositionalLayoutGeometry.Slot]
    switch layout {
    case .custom(let provider):
      let environment = CollectionLayoutEnvironment(
        container: container, displayScale: displayScale)
      slots = []
      for item in provider(environment) {
        let frame = item.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
          frame.height.isFinite, frame.width >= 0, frame.height >= 0
        else {
          throw .invalidValue(
            element: "custom group item frame",
            reason: "\(frame.messageText) is not a finite, positive rect")
        }
        slots.append(.init(frame: frame, zIndex: item.zIndex))
      }
    case .horizontal:
      slots = try fill(area, horizontal: true, displayScale: displayScale, notes: &notes)
    case .vertical:
      slots = try fill(area, horizontal: false, displayScale: displayScale, notes: &notes)
    }
    // The group's own supplementaries go with its first item (our choice: UIKit gives them no
    // index path of their own that Apple documents). They anchor to the group's frame inside
    // its content insets: observed on the iOS 14 and iOS 17 simulators, where a trailing badge
    // of a group with a trailing inset of 20 ends 20 points before the group's edge.
    if !supplementaryItems.isEmpty, !slots.isEmpty {
      for supplementary in supplementaryItems {
        slots[0].supplementaries.append(supplementary.placed(onHost: area))
      }
    }
    return slots
  }

  /// Places the subitems along one axis of `area`.
  private func fill(
    _ area: CGRect, horizontal: Bool, displayScale: CGFloat, notes: inout [String]
  ) throws(CollectionLayoutError) -> [CompositionalLayoutGeometry.Slot] {
    let placements = choosePlacements(area.size, horizontal: horizontal, notes: &notes)
    let uLimit = horizontal ? area.width : area.height
    let cLimit = horizontal ? area.height : area.width
    let spacing = interItemSpacing ?? .defaultSpacing
    // Everything at its minimum: what is left is shared by the flexible spacings (inferred rule:
    // each flexible spacing is a minimum, and the slack is split evenly among them).
    var used: CGFloat = 0
    var flexibleCount = 0
    for (index, placement) in placements.enumerated() {
      used += (placement.before?.spacing ?? 0) + placement.size.along(horizontal)
      used += placement.after?.spacing ?? 0
      if placement.before?.isFlexibleSpacing == true { flexibleCount += 1 }
      if placement.after?.isFlexibleSpacing == true { flexibleCount += 1 }
      if index > 0 {
        used += spacing.spacing
        if spacing.isFlexibleSpacing { flexibleCount += 1 }
      }
    }
    let slack = uLimit - used
    let extra = slack > 0 && flexibleCount > 0 ? slack / CGFloat(flexibleCount) : 0
    func grown(_ spacing: CollectionLayoutSpacing?) -> CGFloat {
      guard let spacing else { return 0 }
      return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
    }
    var slots: [CompositionalLayoutGeometry.Slot] = []
    var u: CGFloat = 0
    for (index, placement) in placements.enumerated() {
      if index > 0 { u += grown(spacing) }
      u += grown(placement.before)
      let uLength = placement.size.along(horizontal)
      let cLength = placement.size.along(!horizontal)
      // Across the axis: after the fixed or minimum leading spacing, moved by a share of the
      // slack for each flexible edge before the item.
      var c = placement.crossBefore?.spacing ?? 0
      let cSlack =
        cLimit - c - cLength - (placement.crossAfter?.spacing ?? 0)
      let cFlexible =
        (placement.crossBefore?.isFlexibleSpacing == true ? 1 : 0)
        + (placement.crossAfter?.isFlexibleSpacing == true ? 1 : 0)
      if cSlack > 0, cFlexible > 0, placement.crossBefore?.isFlexibleSpacing == true {
        c += cSlack / CGFloat(cFlexible)
      }
      let origin =
        horizontal
        ? CGPoint(x: area.minX + u, y: area.minY + c) : CGPoint(x: area.minX + c, y: area.minY + u)
      let slot = CGRect(origin: origin, size: placement.size)
      try append(placement.subitem, in: slot, to: &slots, displayScale: displayScale, notes: &notes)
      u += uLength + grown(placement.after)
    }
    return slots
  }

  /// Chooses the subitems of one repetition and their slot sizes.
  private func choosePlacements(
    _ area: CGSize, horizontal: Bool, notes: inout [String]
  ) -> [Placement] {
    let uLimit = area.along(horizontal)
    let spacing = (interItemSpacing ?? .defaultSpacing).spacing
    func placement(_ subitem: any CollectionLayoutSubitem, size: CGSize) -> Placement {
      let edges = subitem.edgeSpacing
      return Placement(
        subitem: subitem, size: size, before: edges?.edges(horizontal: horizontal).before,
        after: edges?.edges(horizontal: horizontal).after,
        crossBefore: edges?.edges(horizontal: !horizontal).before,
        crossAfter: edges?.edges(horizontal: !horizontal).after)
    }
    var placements: [Placement] = []
    switch repetition {
    case .equalCount(let count), .repeatCount(let count):
      guard let subitem = subitems.first else { return [] }
      var size: CGSize
      if case .equalCount = repetition {
        // UIKit replaces the subitem's dimension along the axis by 1/count of the group (the
        // `_effectiveSizeForSize:count:` selector of UIKit's binary) and resolves the subitem
        // against the group's extent less the spacing between the items: observed on the iOS 14
        // and iOS 17 simulators, where a height of `fractionalWidth(0.25)` in a group 355 wide
        // after its insets, with 4 items 16 apart, is 0.25 × (355 − 3 × 16), the items' width.
        var container = area
        let spaced = max(uLimit - spacing * CGFloat(count - 1), 0)
        if horizontal { container.width = spaced } else { container.height = spaced }
        size = subitem.layoutSize.resolved(in: container)
        let length = spaced / CGFloat(count)
        if horizontal { size.width = length } else { size.height = length }
      } else {
        size = subitem.layoutSize.resolved(in: area)
      }
      if count > Self.maximumSubitems {
        notes.append(Self.limitNote(count: count))
      }
      for _ in 0..<min(count, Self.maximumSubitems) {
        placements.append(placement(subitem, size: size))
      }
    case .fill:
      var u: CGFloat = 0
      while placements.count < Self.maximumSubitems {
        let subitem = subitems[placements.count % subitems.count]
        let next = placement(subitem, size: subitem.layoutSize.resolved(in: area))
        let start = u + (placements.isEmpty ? 0 : spacing) + (next.before?.spacing ?? 0)
        let end = start + next.size.along(horizontal) + (next.after?.spacing ?? 0)
        if end > uLimit + Self.fitTolerance {
          if !placements.isEmpty { break }
          notes.append(Self.doesNotFitNote(next.size, in: area, horizontal: horizontal))
          placements.append(next)
          break
        }
        placements.append(next)
        u = end
      }
      if placements.count == Self.maximumSubitems {
        notes.append(Self.limitNote(count: placements.count))
      }
    }
    return placements
  }

  /// Appends the leaf items of `subitem` laid out in `slot`: an item shrunk by its content insets
  /// (not along estimated axes) with its supplementaries, or a nested group's items.
  private func append(
    _ subitem: any CollectionLayoutSubitem, in slot: CGRect,
    to slots: inout [CompositionalLayoutGeometry.Slot], displayScale: CGFloat,
    notes: inout [String]
  ) throws(CollectionLayoutError) {
    if let group = subitem as? CollectionLayoutGroup {
      let nested = try group.slots(in: slot.size, displayScale: displayScale, notes: &notes)
      for var leaf in nested {
        leaf.frame = leaf.frame.offsetBy(dx: slot.minX, dy: slot.minY)
        for index in leaf.supplementaries.indices {
          leaf.supplementaries[index].frame =
            leaf.supplementaries[index].frame.offsetBy(dx: slot.minX, dy: slot.minY)
        }
        slots.append(leaf)
      }
    } else {
      let frame = slot.inset(by: subitem.effectiveContentInsets)
      let supplementaries = subitem.supplementaryItems.map { item in
        var placed = item.placed(onHost: frame)
        placed.anchorsToItem = true
        return placed
      }
      slots.append(.init(frame: frame, zIndex: nil, supplementaries: supplementaries))
    }
  }

  private static func doesNotFitNote(
    _ size: CGSize, in area: CGSize, horizontal: Bool
  ) -> String {
    "A group's first subitem (\(size.width) × \(size.height)) does not fit in the group's "
      + "\(horizontal ? "width" : "height") (\(area.along(horizontal)) after its content insets): "
      + "it is placed anyway, overflowing the group."
  }

  private static func limitNote(count: Int) -> String {
    "A group repetition holds at most \(maximumSubitems) subitems; \(count) were asked for."
  }
}

extension CollectionLayoutSupplementaryItem {
  /// The supplementary placed on `host`, shrunk by its content insets.
  func placed(onHost host: CGRect) -> CompositionalLayoutGeometry.Placed {
    var insets = contentInsets
    if layoutSize.widthDimension.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if layoutSize.heightDimension.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return .init(
      kind: elementKind, frame: frame(onHost: host).inset(by: insets), zIndex: zIndex,
      hostAnchor: containerAnchor.unitPoint)
  }
}

extension CGSize {
  /// The width when `horizontal`, else the height.
  @inline(__always)
  func along(_ horizontal: Bool) -> CGFloat { horizontal ? width : height }
}
