import Foundation

extension CollectionViewCompositionalLayout {
  /// The most warnings kept per layout pass.
  static let maximumDiagnostics = 100

  /// The layout's container (Apple's documentation of `NSCollectionLayoutContainer`): the
  /// collection view's bounds less its
  /// `contentInset`, with the insets `contentInsetsReference` names on the axis across
  /// scrolling.
  ///
  /// - `.safeArea` (the default, and what `.automatic` means for the layout): the safe area's
  ///   insets across the scrolling axis (left and right when scrolling vertically), zero when the
  ///   collection view's `contentInsetAdjustmentBehavior` is `.never` (as IBP does; inferred);
  /// - `.layoutMargins`: the layout margins (which include the safe area when
  ///   `insetsLayoutMarginsFromSafeArea`), across the scrolling axis;
  /// - `.readableContent`: the layout margins too — TransitionSim has no readable-content guide
  ///   (our choice; on an iPhone in portrait the two coincide);
  /// - `.none`: zero.
  ///
  /// The content insets, which UIKit's scroll view applies outside the layout, shrink the
  /// container, as they shrink the flow layout's lines (our choice, inferred).
  func layoutContainer(
    for collectionView: CollectionView, reference: ContentInsetsReference? = nil
  ) -> CollectionLayoutContainer {
    let bounds = collectionView.bounds
    let inset = collectionView.contentInset
    return CollectionLayoutContainer(
      contentSize: CGSize(
        width: max(bounds.width - inset.left - inset.right, 0),
        height: max(bounds.height - inset.top - inset.bottom, 0)),
      contentInsets: Self.insets(
        reference ?? configuration.contentInsetsReference, of: collectionView,
        vertical: configuration.scrollDirection == .vertical))
  }

  /// The insets a reference names, across the scrolling axis only.
  static func insets(
    _ reference: ContentInsetsReference, of collectionView: CollectionView, vertical: Bool
  ) -> DirectionalEdgeInsets {
    let source: EdgeInsets
    switch reference {
    case .automatic, .safeArea:
      guard collectionView.contentInsetAdjustmentBehavior != .never else { return .zero }
      source = collectionView.safeAreaInsets
    case .layoutMargins, .readableContent: source = collectionView.layoutMargins
    case .none: return .zero
    }
    return vertical
      ? DirectionalEdgeInsets(top: 0, leading: source.left, bottom: 0, trailing: source.right)
      : DirectionalEdgeInsets(top: source.top, leading: 0, bottom: source.bottom, trailing: 0)
  }

  /// Computes every section from the collection view's data and the sections; `nil` after
  /// raising an error.
  ///
  /// Sections follow one another along the scrolling axis, `interSectionSpacing` apart (only
  /// between sections, as Apple's documentation of `interSectionSpacing` says), after the layout's leading boundary items and before its trailing
  /// ones.
  ///
  /// - Complexity: O(*n* + *m*): one section provider call and one group template per section
  ///   (*m* model objects), and no work per item beyond the counts.
  func computeGeometry() -> CompositionalLayoutGeometry? {
    guard let collectionView else { return CompositionalLayoutGeometry() }
    let configuration = self.configuration
    let container = layoutContainer(for: collectionView)
    let environment = CollectionLayoutEnvironment(
      container: container, displayScale: collectionView.displayScale)
    var geometry = CompositionalLayoutGeometry()
    geometry.container = container
    geometry.isVertical = configuration.scrollDirection == .vertical
    let vertical = geometry.isVertical
    let layoutItems = configuration.boundarySupplementaryItems
    do {
      try CollectionLayoutSection.validate(layoutBoundaries: layoutItems)
    } catch {
      raise(.compositionalLayout(section: nil, error))
      return nil
    }
    let band = crossBand(of: container, vertical: vertical)
    let sectionNames = preferredSupplementarySizes.isEmpty ? [] : collectionView.sectionIdentifiers
    let layoutSizes = boundarySizes(
      layoutItems, in: container.effectiveContentSize, section: 0, names: sectionNames)
    let leading = Self.extent(of: layoutItems, sizes: layoutSizes, side: -1, vertical: vertical)
    var v = leading
    let sectionCount = collectionView.numberOfSections
    geometry.sections.reserveCapacity(sectionCount)
    for index in 0..<sectionCount {
      if index > 0 { v += configuration.interSectionSpacing }
      let itemCount = max(collectionView.numberOfItems(inSection: index), 0)
      do {
        guard let section = sectionLayout(index, environment) else {
          throw CollectionLayoutError.sectionProviderReturnedNil
        }
        // A section with its own reference lays out in the container that reference gives.
        let sectionContainer =
          section.contentInsetsReference == .automatic
          ? container
          : layoutContainer(for: collectionView, reference: section.contentInsetsReference)
        let placed = try layOutSection(
          section, itemCount: itemCount, from: v, in: sectionContainer, geometry: geometry,
          index: index, displayScale: collectionView.displayScale, names: sectionNames)
        geometry.sections.append(placed)
        v = placed.maxV
      } catch let error as CollectionLayoutError {
        raise(.compositionalLayout(section: index, error))
        return nil
      } catch {
        return nil
      }
    }
    let contentMax = v
    let trailing = Self.extent(of: layoutItems, sizes: layoutSizes, side: 1, vertical: vertical)
    geometry.layoutBoundaries = wholeContent(
      minV: leading, maxV: contentMax, trailing: trailing, geometry: geometry)
    geometry.layoutBoundaries.boundaries = placeBoundaries(
      layoutItems, sizes: layoutSizes, band: band, sectionMinV: 0, contentMinV: leading,
      contentMaxV: contentMax, geometry: geometry)
    let total = contentMax + trailing
    let uLength = container.contentSize.along(vertical)
    geometry.contentSize =
      vertical ? CGSize(width: uLength, height: total) : CGSize(width: total, height: uLength)
    geometry.buildReach()
    geometry.hasPinnedItems =
      geometry.layoutBoundaries.boundaries.contains(where: \.pins)
      || geometry.sections.contains { $0.boundaries.contains(where: \.pins) }
    return geometry
  }

  /// The layout's own "section": the whole content, for its boundary items' placement and pinning.
  private func wholeContent(
    minV: CGFloat, maxV: CGFloat, trailing: CGFloat, geometry: CompositionalLayoutGeometry
  ) -> CompositionalLayoutGeometry.Section {
    var whole = CompositionalLayoutGeometry.Section()
    whole.minV = 0
    whole.maxV = maxV + trailing
    whole.leadingExtent = minV
    whole.trailingExtent = trailing
    return whole
  }

  /// The band across the scrolling axis a container offers: its start and length.
  private func crossBand(
    of container: CollectionLayoutContainer, vertical: Bool
  ) -> (start: CGFloat, length: CGFloat) {
    let insets = container.effectiveContentInsets
    return (vertical ? insets.leading : insets.top, container.effectiveContentSize.along(vertical))
  }

  /// The total length along the scrolling axis of the boundary items that extend `side`.
  static func extent(
    of items: [CollectionLayoutBoundarySupplementaryItem], sizes: [CGSize], side: Int,
    vertical: Bool
  ) -> CGFloat {
    var total: CGFloat = 0
    for (item, size) in zip(items, sizes)
    where item.extendsBoundary && item.side(vertical: vertical) == side {
      total += size.along(!vertical)
    }
    return total
  }

  /// Lays out one section from `startV` (WWDC 2019 "Advances in Collection View Layout" and
  /// Apple's documentation of `NSCollectionLayoutSection`).
  ///
  /// Along the scrolling axis: extending leading boundary items, the section's leading inset, the
  /// group's repetitions `interGroupSpacing` apart, the trailing inset, extending trailing items.
  /// Across it: the group at the section's leading inset. A background decoration covers the whole
  /// section, extending boundary items included (inferred from "extend the content area of the
  /// host geometry" in UICollectionViewCompositionalLayout.h; not observed), across the layout's full width.
  private func layOutSection(
    _ section: CollectionLayoutSection, itemCount: Int, from startV: CGFloat,
    in container: CollectionLayoutContainer, geometry: CompositionalLayoutGeometry, index: Int,
    displayScale: CGFloat, names: [String]
  ) throws(CollectionLayoutError) -> CompositionalLayoutGeometry.Section {
    try checkSection(section)
    let vertical = geometry.isVertical
    let sectionContainer = CollectionLayoutContainer(
      contentSize: container.effectiveContentSize, contentInsets: section.contentInsets)
    let insets = sectionContainer.effectiveContentInsets
    // The group resolves its fractions against the container less the section's insets across
    // the axis the section scrolls on only, as the iOS 13, 14 and 17 simulators lay it out: in a
    // vertical layout, a section's `fractionalWidth(1)` group is the width less the leading and
    // trailing insets, and its `fractionalHeight` a fraction of the whole height; an orthogonal
    // section, which scrolls across, the other way round (a `.continuous` section inset 16 on a
    // 375-wide view has a `fractionalWidth(1)` group 375 wide, from the leading inset on).
    let groupSize = section.group.layoutSize.resolved(
      in: groupContainerSize(
        section, container: container, sectionContainer: sectionContainer,
        vertical: vertical))
    let slots = try groupSlots(
      section, itemCount: itemCount, groupSize: groupSize, index: index,
      displayScale: displayScale)
    var placed = CompositionalLayoutGeometry.Section()
    placed.itemCount = itemCount
    placed.slots = slots
    placed.minV = startV
    let band = crossBand(of: container, vertical: vertical)
    let (boundaryBand, boundaryContainerSize) = boundaryPlacement(
      section, band: band, sectionContainer: sectionContainer, vertical: vertical)
    let items = section.boundarySupplementaryItems
    let sizes = boundarySizes(items, in: boundaryContainerSize, section: index, names: names)
    placed.leadingExtent = Self.extent(of: items, sizes: sizes, side: -1, vertical: vertical)
    placed.trailingExtent = Self.extent(of: items, sizes: sizes, side: 1, vertical: vertical)
    let contentMinV = startV + placed.leadingExtent
    let groupV = contentMinV + (vertical ? insets.top : insets.leading)
    let groupExtent = groupSize.along(!vertical)
    placed.groupCount = slots.isEmpty ? 0 : (itemCount + slots.count - 1) / slots.count
    placed.groupStride = groupExtent + section.interGroupSpacing
    placed.sharing = Self.selfSizing(section, slots: slots, vertical: vertical)
    placed.groupLength = groupExtent
    var groupU = band.start + (vertical ? insets.leading : insets.top)
    var groupsEnd =
      placed.groupCount > 0
      ? groupV + CGFloat(placed.groupCount - 1) * placed.groupStride + groupExtent : groupV
    if section.orthogonalScrollingBehavior != .none {
      // One row of groups across the scrolling axis, in a scroller of its own.
      let scroller = orthogonalScroller(
        section, groupSize: groupSize, groupCount: placed.groupCount, container: container,
        insets: insets, vertical: vertical)
      placed.scroller = scroller.scroller
      placed.groupStride = scroller.scroller.groupStride
      // Its cells self-size across the layout's axis, the one its groups repeat along.
      placed.sharing = Self.selfSizing(section, slots: slots, vertical: !vertical)
      placed.groupLength = groupSize.along(vertical)
      groupU = scroller.groupStart
      groupsEnd = groupV + groupExtent
      if let end = placeResizedRows(
        &placed, section: index, spacing: section.interGroupSpacing, alongY: !vertical)
      {
        // The scroller's content: its leading inset, the resized groups, its trailing inset.
        let trailing = scroller.scroller.contentLength - scroller.groupStart - scroller.groups
        placed.scroller?.contentLength = scroller.groupStart + end + trailing
      }
    } else if let end = placeResizedRows(
      &placed, section: index, spacing: section.interGroupSpacing, alongY: vertical)
    {
      groupsEnd = groupV + end
    }
    var contentMaxV = groupsEnd + (vertical ? insets.bottom : insets.trailing)
    var hasDecorations = true
    if itemCount == 0 {
      (contentMaxV, hasDecorations) = emptySectionEnd(
        section, contentMinV: contentMinV, groupV: groupV, filledEnd: contentMaxV)
    }
    placed.maxV = contentMaxV + placed.trailingExtent
    placed.visibleItemsHandler = section.visibleItemsInvalidationHandler
    placed.listSeparatorRule = section.listSeparatorRule
    placed.groupOrigin = geometry.rect(u: groupU, v: groupV, uLength: 0, vLength: 0).origin
    placed.boundaries = placeBoundaries(
      items, sizes: sizes, band: boundaryBand, sectionMinV: startV, contentMinV: contentMinV,
      contentMaxV: contentMaxV, geometry: geometry)
    let sectionRect = geometry.rect(
      u: band.start, v: startV, uLength: band.length, vLength: placed.maxV - startV)
    placed.decorations = (hasDecorations ? section.decorationItems : []).map {
      .init(kind: $0.elementKind, frame: sectionRect.inset(by: $0.contentInsets), zIndex: $0.zIndex)
    }
    placed.cellZIndex = section.decorationItems.isEmpty ? 0 : 1
    geometry.measureExtents(of: &placed, groupExtent: groupExtent)
    return placed
  }

  /// Refuses a section that is invalid, or that uses API newer than the collection view's iOS
  /// version.
  ///
  /// - Throws: ``CollectionLayoutError`` naming the value or the API.
  /// - Complexity: O(*n*) in the section's description.
  private func checkSection(_ section: CollectionLayoutSection) throws(CollectionLayoutError) {
    try section.validate()
    if let target = collectionView?.iOSVersion, let newest = section.newestAPI(),
      newest.introduced > target
    {
      throw .unavailable(api: newest.api, introduced: newest.introduced, target: target)
    }
  }

  /// The slots of one repetition of a section's group at `groupSize` (none for an empty
  /// section), logging the group's notes as diagnostics of section `index`.
  ///
  /// - Returns: The leaf items' slots, relative to the group's origin.
  /// - Throws: ``CollectionLayoutError`` for a custom group that places no item or an invalid
  ///   frame.
  /// - Complexity: O(*k*) in the group's leaf items.
  private func groupSlots(
    _ section: CollectionLayoutSection, itemCount: Int, groupSize: CGSize, index: Int,
    displayScale: CGFloat
  ) throws(CollectionLayoutError) -> [CompositionalLayoutGeometry.Slot] {
    var notes: [String] = []
    let slots =
      itemCount > 0
      ? try section.group.slots(in: groupSize, displayScale: displayScale, notes: &notes) : []
    for note in notes where diagnostics.count < Self.maximumDiagnostics {
      log(LayoutDiagnostic(indexPath: IndexPath(item: 0, section: index), message: note))
    }
    if itemCount > 0 && slots.isEmpty {
      throw .invalidValue(element: "custom group", reason: "its item provider returned no items")
    }
    return slots
  }

  /// The sizes of boundary items (a section's, or the layout's own at section 0): each resolved
  /// in `container`, with the size its view preferred along an estimated dimension once
  /// measured (``CollectionView/preferredSupplementarySize``).
  ///
  /// - Complexity: O(*b*) for *b* items.
  private func boundarySizes(
    _ items: [CollectionLayoutBoundarySupplementaryItem], in container: CGSize, section: Int,
    names: [String]
  ) -> [CGSize] {
    items.map { item in
      var size = item.layoutSize.resolved(in: container)
      let estimates = (
        item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated
      )
      guard estimates.0 || estimates.1, !names.isEmpty,
        let preferred = preferredSupplementarySize(
          ofKind: item.elementKind, at: IndexPath(item: 0, section: section), sections: names)
      else { return size }
      if estimates.0 { size.width = preferred.width }
      if estimates.1 { size.height = preferred.height }
      return size
    }
  }

  /// The size a section's group resolves its fractions against: the section's container after
  /// its insets across the axis the section scrolls on, the layout's container along it.
  ///
  /// - Complexity: O(1).
  private func groupContainerSize(
    _ section: CollectionLayoutSection, container: CollectionLayoutContainer,
    sectionContainer: CollectionLayoutContainer, vertical: Bool
  ) -> CGSize {
    let whole = container.effectiveContentSize
    let inset = sectionContainer.effectiveContentSize
    let scrollsVertically = vertical == (section.orthogonalScrollingBehavior == .none)
    return scrollsVertically
      ? CGSize(width: inset.width, height: whole.height)
      : CGSize(width: whole.width, height: inset.height)
  }

  /// Where an empty section's content ends along the scrolling axis, and whether its background
  /// decorations are drawn, by the collection view's iOS version, as the iOS 14 and iOS 17
  /// simulators draw empty sections.
  ///
  /// - iOS 17 and later: the section is only its boundary items (a header and a footer stacked):
  ///   no content insets, no group row, no background; the inter-section spacing still follows.
  /// - Before iOS 17 (observed on iOS 14; 15 and 16 are not observed and follow 14): a section
  ///   that does not scroll orthogonally keeps its content insets and its boundary items, and
  ///   its items' region is one `interGroupSpacing` long, negatively (insets 0 and 16 with a
  ///   spacing of 16 put the next section right where the empty one starts; a pinned header of
  ///   an empty list section with a spacing of 2 sits 2 points above it); an orthogonal section
  ///   keeps one group row and its background (`filledEnd`, as laid out).
  ///
  /// - Complexity: O(1).
  private func emptySectionEnd(
    _ section: CollectionLayoutSection, contentMinV: CGFloat, groupV: CGFloat,
    filledEnd: CGFloat
  ) -> (contentMaxV: CGFloat, hasDecorations: Bool) {
    let version = collectionView?.iOSVersion ?? .newest
    if version >= .iOS17 { return (contentMinV, false) }
    if section.orthogonalScrollingBehavior != .none { return (filledEnd, true) }
    return (filledEnd - section.interGroupSpacing, true)
  }

  /// The band across the scrolling axis a section's boundary items sit in, and the size they
  /// resolve against: the section's insets' when they follow them, the container's otherwise, or
  /// (iOS 16's `supplementaryContentInsetsReference`, checked exclusive with following by
  /// `validate()`) the container that reference gives.
  ///
  /// - Complexity: O(1).
  private func boundaryPlacement(
    _ section: CollectionLayoutSection, band: (start: CGFloat, length: CGFloat),
    sectionContainer: CollectionLayoutContainer, vertical: Bool
  ) -> (band: (start: CGFloat, length: CGFloat), size: CGSize) {
    if section.supplementaryContentInsetsReference != .automatic, let collectionView {
      let reference = layoutContainer(
        for: collectionView, reference: section.supplementaryContentInsetsReference)
      return (crossBand(of: reference, vertical: vertical), reference.effectiveContentSize)
    }
    guard section.supplementariesFollowContentInsets else {
      return (band, sectionContainer.contentSize)
    }
    let insets = sectionContainer.effectiveContentInsets
    let effective = sectionContainer.effectiveContentSize
    return (
      (band.start + (vertical ? insets.leading : insets.top), effective.along(vertical)),
      effective
    )
  }

  /// An orthogonal section's scroller and where its first group starts across the scrolling
  /// axis (Apple's documentation of `orthogonalScrollingBehavior`).
  ///
  /// The scroller spans the layout container (the collection view's bounds less its content
  /// insets). Its content is the section's leading inset (with the container's own, the safe
  /// area's), the groups `interGroupSpacing` apart, and the trailing insets. With
  /// `.groupPagingCentered` the insets across the axis are instead half the container less a
  /// group on each side, so every group is centered when the scroller rests on it (UICollectionViewCompositionalLayout.h: "with
  /// additional leading and trailing content insets to center each group's contents"; that they
  /// replace the section's insets is our choice, so that centering holds).
  ///
  /// - Complexity: O(1).
  private func orthogonalScroller(
    _ section: CollectionLayoutSection, groupSize: CGSize, groupCount: Int,
    container: CollectionLayoutContainer, insets: DirectionalEdgeInsets, vertical: Bool
  ) -> (scroller: OrthogonalScroller, groupStart: CGFloat, groups: CGFloat) {
    let viewport = container.contentSize.along(vertical)
    let band = crossBand(of: container, vertical: vertical)
    let groupLength = groupSize.along(vertical)
    var scroller = OrthogonalScroller(behavior: section.orthogonalScrollingBehavior)
    scroller.properties = section.orthogonalScrollingProperties
    scroller.viewportLength = viewport
    scroller.groupStride = groupLength + section.interGroupSpacing
    let leading: CGFloat
    let trailing: CGFloat
    if section.orthogonalScrollingBehavior == .groupPagingCentered {
      leading = max(0, (viewport - groupLength) / 2)
      trailing = leading
    } else {
      leading = band.start + (vertical ? insets.leading : insets.top)
      trailing =
        (viewport - band.start - band.length) + (vertical ? insets.trailing : insets.bottom)
    }
    let groups =
      groupCount > 0
      ? CGFloat(groupCount) * groupLength + CGFloat(groupCount - 1) * section.interGroupSpacing
      : 0
    scroller.contentLength = leading + groups + trailing
    return (scroller, leading, groups)
  }

  /// Places boundary items: extending ones stacked before or after the content (the first
  /// outermost), the others aligned on the content's rectangle; then each is moved by its offset
  /// and shrunk by its content insets (Apple's documentation of
  /// `NSCollectionLayoutBoundarySupplementaryItem`).
  func placeBoundaries(
    _ items: [CollectionLayoutBoundarySupplementaryItem], sizes: [CGSize],
    band: (start: CGFloat, length: CGFloat), sectionMinV: CGFloat, contentMinV: CGFloat,
    contentMaxV: CGFloat, geometry: CompositionalLayoutGeometry
  ) -> [CompositionalLayoutGeometry.Boundary] {
    let vertical = geometry.isVertical
    var leadingV = sectionMinV
    var trailingV = contentMaxV
    var placed: [CompositionalLayoutGeometry.Boundary] = []
    for (item, size) in zip(items, sizes) {
      let side = item.side(vertical: vertical)
      let uLength = size.along(vertical)
      let vLength = size.along(!vertical)
      let point = item.alignment.unitPoint
      let u = band.start + (band.length - uLength) * (vertical ? point.x : point.y)
      let v: CGFloat
      if item.extendsBoundary && side == -1 {
        v = leadingV
        leadingV += vLength
      } else if item.extendsBoundary && side == 1 {
        v = trailingV
        trailingV += vLength
      } else {
        v = contentMinV + (contentMaxV - contentMinV - vLength) * (vertical ? point.y : point.x)
      }
      var insets = item.contentInsets
      if item.layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
      if item.layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
      let frame = geometry.rect(u: u, v: v, uLength: uLength, vLength: vLength)
        .offsetBy(dx: item.offset.x, dy: item.offset.y).inset(by: insets)
      placed.append(
        .init(
          placed: .init(kind: item.elementKind, frame: frame, zIndex: item.zIndex), side: side,
          pins: item.pinToVisibleBounds,
          estimates: (
            item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated
          ), extends: item.extendsBoundary))
    }
    return placed
  }
}
