import Foundation

/// The appearing and disappearing hooks of a layout, asked by element and logged: the one place
/// batch updates, bounds changes and layout swaps call them from. The answers are in the collection
/// view's coordinates (mirrored for right-to-left; see `CollectionView+LayoutDirection.swift`).
extension CollectionView {
  /// The disappearing hook of `layout` (the installed one by default) for an element, logged.
  func disappearingAttributes(
    of key: ElementKey, in other: CollectionViewLayout? = nil
  ) -> CollectionViewLayoutAttributes? {
    hook(appearing: false, of: key, in: other ?? collectionViewLayout)
  }

  /// The appearing hook of `layout` (the installed one by default) for an element, logged.
  func appearingAttributes(
    of key: ElementKey, in other: CollectionViewLayout? = nil
  ) -> CollectionViewLayoutAttributes? {
    hook(appearing: true, of: key, in: other ?? collectionViewLayout)
  }

  /// The `initialLayoutAttributesForAppearing…` or `finalLayoutAttributesForDisappearing…` method
  /// for the element's category, logged under its Swift name.
  private func hook(
    appearing: Bool, of key: ElementKey, in layout: CollectionViewLayout
  ) -> CollectionViewLayoutAttributes? {
    let prefix =
      appearing ? "initialLayoutAttributesForAppearing" : "finalLayoutAttributesForDisappearing"
    let kind = key.kind ?? ""
    let path = key.indexPath
    let attributes: CollectionViewLayoutAttributes?
    switch key.category {
    case .cell:
      logCall(prefix + "Item(at:)", path, layout: layout)
      attributes =
        appearing
        ? layout.initialLayoutAttributesForAppearingItem(at: path)
        : layout.finalLayoutAttributesForDisappearingItem(at: path)
    case .supplementaryView:
      logCall(prefix + "SupplementaryElement(ofKind:at:)", path, kind: kind, layout: layout)
      attributes =
        appearing
        ? layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
        : layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
    case .decorationView:
      logCall(prefix + "DecorationElement(ofKind:at:)", path, kind: kind, layout: layout)
      attributes =
        appearing
        ? layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
        : layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
    }
    return mirrored(attributes, in: layout)
  }
}
