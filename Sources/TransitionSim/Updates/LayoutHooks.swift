import Foundation

/// The appearing and disappearing hooks of a layout, asked by element and logged: the one place
/// batch updates, bounds changes and layout swaps call them from.
extension CollectionView {
  /// The disappearing hook of `layout` (the installed one by default) for an element, logged.
  func disappearingAttributes(
    of key: ElementKey, in other: CollectionViewLayout? = nil
  ) -> CollectionViewLayoutAttributes? {
    let layout = other ?? collectionViewLayout
    let kind = key.kind ?? ""
    let path = key.indexPath
    switch key.category {
    case .cell:
      logCall("finalLayoutAttributesForDisappearingItem(at:)", path, layout: layout)
      return layout.finalLayoutAttributesForDisappearingItem(at: path)
    case .supplementaryView:
      logCall(
        "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
    case .decorationView:
      logCall(
        "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
    }
  }

  /// The appearing hook of `layout` (the installed one by default) for an element, logged.
  func appearingAttributes(
    of key: ElementKey, in other: CollectionViewLayout? = nil
  ) -> CollectionViewLayoutAttributes? {
    let layout = other ?? collectionViewLayout
    let kind = key.kind ?? ""
    let path = key.indexPath
    switch key.category {
    case .cell:
      logCall("initialLayoutAttributesForAppearingItem(at:)", path, layout: layout)
      return layout.initialLayoutAttributesForAppearingItem(at: path)
    case .supplementaryView:
      logCall(
        "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
    case .decorationView:
      logCall(
        "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
    }
  }
}
