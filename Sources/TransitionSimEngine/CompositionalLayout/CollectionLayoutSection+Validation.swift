import Foundation

extension CollectionLayoutSection {
  /// Checks what UIKit refuses when the model is made, and what cannot be laid out.
  ///
  /// - Throws: the group's construction error ("At least 1 subitem is required for a group", "A
  ///   repeating horizontal group should specify a count >= 1"); duplicate element kinds ("Error:
  ///   Every supplementary must have a unique elementKind: duplicates detected: …", UIKit's text,
  ///   from its binary, iOS 26.1, covering item, group and boundary supplementaries); a size, inset
  ///   or spacing that is not finite, a fraction of 0 or below, or a negative length.
  /// - Complexity: O(*m*) in the number of model objects.
  func validate() throws(CollectionLayoutError) {
    if supplementariesFollowContentInsets && supplementaryContentInsetsReference != .automatic {
      throw .mixedSupplementaryInsetsReference
    }
    try Self.validate(group)
    try Self.checkInsets(contentInsets, "section contentInsets")
    try Self.checkFinite(interGroupSpacing, "section interGroupSpacing")
    for item in boundarySupplementaryItems {
      try Self.check(item.layoutSize, "boundary supplementary item \"\(item.elementKind)\" size")
      try Self.checkInsets(item.contentInsets, "boundary supplementary item contentInsets")
      try Self.checkFinite(item.offset.x, "boundary supplementary item offset")
      try Self.checkFinite(item.offset.y, "boundary supplementary item offset")
    }
    for decoration in decorationItems {
      try Self.checkInsets(decoration.contentInsets, "decoration item contentInsets")
    }
    // A kind may appear once. The same supplementary value on a subitem that repeats (or on
    // several subitems) is one definition, as one UIKit object would be (our reading).
    var definitions: Set<CollectionLayoutSupplementaryItem> = []
    var kinds = boundarySupplementaryItems.map(\.elementKind)
    Self.collectSupplementaries(of: group, into: &definitions, kinds: &kinds)
    var seen: Set<String> = []
    var duplicates: [String] = []
    for kind in kinds where !seen.insert(kind).inserted && !duplicates.contains(kind) {
      duplicates.append(kind)
    }
    if !duplicates.isEmpty { throw .duplicateElementKinds(duplicates) }
  }

  /// Checks boundary items of the layout's configuration.
  static func validate(
    layoutBoundaries items: [CollectionLayoutBoundarySupplementaryItem]
  ) throws(CollectionLayoutError) {
    var seen: Set<String> = []
    var duplicates: [String] = []
    for item in items {
      try check(item.layoutSize, "boundary supplementary item \"\(item.elementKind)\" size")
      try checkInsets(item.contentInsets, "boundary supplementary item contentInsets")
      try checkFinite(item.offset.x, "boundary supplementary item offset")
      try checkFinite(item.offset.y, "boundary supplementary item offset")
      if !seen.insert(item.elementKind).inserted { duplicates.append(item.elementKind) }
    }
    if !duplicates.isEmpty { throw .duplicateElementKinds(duplicates) }
  }

  private static func validate(_ subitem: any CollectionLayoutSubitem) throws(CollectionLayoutError)
  {
    let isGroup = subitem is CollectionLayoutGroup
    try check(subitem.layoutSize, isGroup ? "group size" : "item size")
    try checkInsets(subitem.contentInsets, isGroup ? "group contentInsets" : "item contentInsets")
    if let edges = subitem.edgeSpacing {
      for spacing in [edges.leading, edges.top, edges.trailing, edges.bottom] {
        try checkFinite(spacing?.spacing ?? 0, "edge spacing")
      }
    }
    for supplementary in subitem.supplementaryItems {
      try check(
        supplementary.layoutSize, "supplementary item \"\(supplementary.elementKind)\" size")
      try checkInsets(supplementary.contentInsets, "supplementary item contentInsets")
      try checkFinite(supplementary.containerAnchor.offset.x, "anchor offset")
      try checkFinite(supplementary.containerAnchor.offset.y, "anchor offset")
    }
    guard let group = subitem as? CollectionLayoutGroup else { return }
    if let error = group.constructionError { throw error }
    try checkFinite(group.interItemSpacing?.spacing ?? 0, "group interItemSpacing")
    for child in group.subitems { try validate(child) }
  }

  private static func collectSupplementaries(
    of subitem: any CollectionLayoutSubitem,
    into definitions: inout Set<CollectionLayoutSupplementaryItem>, kinds: inout [String]
  ) {
    for supplementary in subitem.supplementaryItems
    where definitions.insert(supplementary).inserted {
      kinds.append(supplementary.elementKind)
    }
    guard let group = subitem as? CollectionLayoutGroup else { return }
    for child in group.subitems {
      collectSupplementaries(of: child, into: &definitions, kinds: &kinds)
    }
  }

  private static func check(
    _ size: CollectionLayoutSize, _ element: String
  ) throws(CollectionLayoutError) {
    if let problem = size.problem { throw .invalidValue(element: element, reason: problem) }
  }

  private static func checkInsets(
    _ insets: DirectionalEdgeInsets, _ element: String
  ) throws(CollectionLayoutError) {
    guard insets.isFinite else {
      throw .invalidValue(element: element, reason: "\(insets) is not finite")
    }
  }

  private static func checkFinite(_ value: CGFloat, _ element: String) throws(CollectionLayoutError)
  {
    guard value.isFinite else {
      throw .invalidValue(element: element, reason: "\(value) is not finite")
    }
  }
}
