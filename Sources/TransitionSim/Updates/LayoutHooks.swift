import Foundation

/// The appearing and disappearing hooks of a layout, asked by element and logged: the one place
/// batch updates, bounds changes and layout swaps call them from. The answers are in the collection
/// view's coordinates (mirrored for right-to-left; see `CollectionView+LayoutDirection.swift`).
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
      return mirrored(layout.finalLayoutAttributesForDisappearingItem(at: path), in: layout)
    case .supplementaryView:
      logCall(
        "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return mirrored(
        layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path),
        in: layout)
    case .decorationView:
      logCall(
        "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return mirrored(
        layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path),
        in: layout)
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
      return mirrored(layout.initialLayoutAttributesForAppearingItem(at: path), in: layout)
    case .supplementaryView:
      logCall(
        "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return mirrored(
        layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path),
        in: layout)
    case .decorationView:
      logCall(
        "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)", path, kind: kind,
        layout: layout)
      return mirrored(
        layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path),
        in: layout)
    }
  }
}
