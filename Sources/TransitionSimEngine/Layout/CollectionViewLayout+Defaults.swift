import Foundation

extension CollectionViewLayout {
  //===--- Queries by element ----------------------------------------------===//

  /// The attributes of the element `key` names, from the getter for its category.
  package func layoutAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
    switch key.category {
    case .cell: layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }

  /// The Swift name of the getter ``layoutAttributes(for:)`` calls for `category`.
  package static func getterName(for category: ElementCategory) -> String {
    switch category {
    case .cell: "layoutAttributesForItem(at:)"
    case .supplementaryView: "layoutAttributesForSupplementaryView(ofKind:at:)"
    case .decorationView: "layoutAttributesForDecorationView(ofKind:at:)"
    }
  }

  //===--- Base-class defaults --------------------------------------------===//

  var isInTransition: Bool {
    transitioningFromLayout != nil || transitioningToLayout != nil
  }

  func initialDefault(
    for key: ElementKey,
    fallback: (CollectionViewLayout) -> CollectionViewLayoutAttributes?
  ) -> CollectionViewLayoutAttributes? {
    var attributes = updateState?.initialAttributes[key]
    if attributes == nil, collectionView?.isValid(key.indexPath, for: key.category) ?? true {
      if let previous = transitioningFromLayout {
        attributes = collectionView?.converted(fallback(previous), from: previous, to: self)
      } else {
        attributes = fallback(self)
      }
    }
    let fades = updateState.map { $0.isInserted(key, listed: activeUpdate?.listedInserted) } ?? true
    if fades && !isInTransition { attributes?.alpha = 0 }
    return attributes
  }

  func finalDefault(
    for key: ElementKey,
    fallback: (CollectionViewLayout) -> CollectionViewLayoutAttributes?
  ) -> CollectionViewLayoutAttributes? {
    var attributes = updateState?.finalAttributes[key]
    // A surviving view that leaves the new visible rect ends at its new attributes, as a cell does
    // (see `prepare(forCollectionViewUpdates:)`), rather than frozen where it was.
    if attributes == nil, updateState != nil, key.category != .cell,
      let newKey = activeUpdate?.newKey(forOld: key), var moved = layoutAttributes(for: newKey)
    {
      moved.indexPath = key.indexPath
      attributes = moved
    }
    if attributes == nil {
      if let next = transitioningToLayout {
        attributes = collectionView?.converted(fallback(next), from: next, to: self)
      } else {
        attributes =
          collectionView?.layoutSpaceDisplayedAttributes(for: key, in: self) ?? fallback(self)
      }
    }
    // In a layout transition the hook is asked of the incoming layout, which fades the view
    // out where it is (as UXKit, Apple's macOS port of the collection view, does in its binary; not
    // confirmed on iOS); the outgoing layout does not fade.
    let fades = updateState.map { $0.isDeleted(key, listed: activeUpdate?.listedDeleted) } ?? true
    if fades && (!isInTransition || transitioningFromLayout != nil) { attributes?.alpha = 0 }
    return attributes
  }
}
