import TransitionSimEngine

extension UICollectionViewLayout {
  /// The engine value of what this layout answers for one element.
  func bridgedAttributes(of element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    switch element {
    case .item: layoutAttributesForItem(at: indexPath)?.value
    case .supplementary(let kind):
      layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.value
    case .decoration(let kind):
      layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.value
    }
  }

  /// The engine value of this layout's initial attributes for an appearing element.
  func bridgedAppearing(_ element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    switch element {
    case .item: initialLayoutAttributesForAppearingItem(at: indexPath)?.value
    case .supplementary(let kind):
      initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)?.value
    case .decoration(let kind):
      initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)?.value
    }
  }

  /// The engine value of this layout's final attributes for a disappearing element.
  func bridgedDisappearing(_ element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    switch element {
    case .item: finalLayoutAttributesForDisappearingItem(at: indexPath)?.value
    case .supplementary(let kind):
      finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)?.value
    case .decoration(let kind):
      finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)?.value
    }
  }

  /// This layout's answer to a self-sizing view's preferred attributes.
  func bridgedShouldInvalidate(
    preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> Bool {
    shouldInvalidateLayout(
      forPreferredLayoutAttributes: wrap(preferred), withOriginalAttributes: wrap(original))
  }

  /// This layout's context for a self-sizing view's preferred attributes.
  func bridgedInvalidationContext(
    preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    invalidationContext(
      forPreferredLayoutAttributes: wrap(preferred), withOriginalAttributes: wrap(original))
  }

  /// A context of this layout's ``invalidationContextClass`` with the flags of `context` (the
  /// engine's), or `context` itself when the class is the engine's own or not a context class.
  func bridgedContext(like context: CollectionViewLayoutInvalidationContext)
    -> CollectionViewLayoutInvalidationContext
  {
    guard let type = Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type,
      type != Swift.type(of: context)
    else { return context }
    let made = type.init()
    made.copyFlags(from: context)
    return made
  }
}
