import TransitionSimEngine

/// The engine layout under a UIKit-style layout (see ``LayoutBridge``).
///
/// Every call the engine makes goes to the UIKit-style object, and its base implementations come
/// back through the `base…` methods. This one subclasses `CollectionViewTransitionLayout`.
final class TransitionLayoutBridge: CollectionViewTransitionLayout, LayoutBridge {
  weak var owner: UICollectionViewLayout?
  var passesThrough = false

  override func prepare() {
    guard let owner else { return super.prepare() }
    owner.prepare()
  }
  func basePrepare() { super.prepare() }

  override var collectionViewContentSize: CGSize {
    owner?.collectionViewContentSize ?? super.collectionViewContentSize
  }
  var baseContentSize: CGSize { super.collectionViewContentSize }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard let owner, !passesThrough else { return super.layoutAttributesForElements(in: rect) }
    return owner.layoutAttributesForElements(in: rect)?.map(\.value)
  }
  func baseElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    guard let owner, !passesThrough else { return super.layoutAttributesForItem(at: indexPath) }
    return owner.bridgedAttributes(of: .item, at: indexPath)
  }
  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let owner else {
      return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    return owner.bridgedAttributes(of: .supplementary(elementKind), at: indexPath)
  }
  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let owner else {
      return super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }
    return owner.bridgedAttributes(of: .decoration(elementKind), at: indexPath)
  }
  func baseAttributes(of element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    switch element {
    case .item: super.layoutAttributesForItem(at: indexPath)
    case .supplementary(let kind):
      super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    case .decoration(let kind): super.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    owner?.shouldInvalidateLayout(forBoundsChange: newBounds)
      ?? super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }
  func baseShouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
    super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    owner?.invalidationContext(forBoundsChange: newBounds)
      ?? super.invalidationContext(forBoundsChange: newBounds)
  }
  func baseInvalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    super.invalidationContext(forBoundsChange: newBounds)
  }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    guard let owner else { return super.invalidateLayout(with: context) }
    owner.invalidateLayout(with: context)
  }
  func baseInvalidate(with context: CollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
  }

  override func makeInvalidationContext(everything: Bool, dataSourceCounts: Bool)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = super.makeInvalidationContext(
      everything: everything, dataSourceCounts: dataSourceCounts)
    return owner?.bridgedContext(like: context) ?? context
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    owner?.targetContentOffset(forProposedContentOffset: proposedContentOffset)
      ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
  }
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    owner?.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
      ?? super.targetContentOffset(
        forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
  }
  func baseTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint?) -> CGPoint {
    guard let velocity else { return super.targetContentOffset(forProposedContentOffset: proposed) }
    return super.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    guard let owner else { return super.prepare(forCollectionViewUpdates: updateItems) }
    owner.prepare(forCollectionViewUpdates: updateItems.map(UICollectionViewUpdateItem.init))
  }
  func basePrepare(forUpdates items: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: items)
  }

  override func finalizeCollectionViewUpdates() {
    guard let owner else { return super.finalizeCollectionViewUpdates() }
    owner.finalizeCollectionViewUpdates()
  }
  func baseFinalizeUpdates() { super.finalizeCollectionViewUpdates() }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard let owner else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    return owner.bridgedAppearing(.item, at: itemIndexPath)
  }
  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let owner else { return baseAppearing(.supplementary(elementKind), at: elementIndexPath) }
    return owner.bridgedAppearing(.supplementary(elementKind), at: elementIndexPath)
  }
  override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let owner else { return baseAppearing(.decoration(elementKind), at: decorationIndexPath) }
    return owner.bridgedAppearing(.decoration(elementKind), at: decorationIndexPath)
  }
  func baseAppearing(_ element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    switch element {
    case .item: super.initialLayoutAttributesForAppearingItem(at: indexPath)
    case .supplementary(let kind):
      super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
    case .decoration(let kind):
      super.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
    }
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard let owner else {
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    return owner.bridgedDisappearing(.item, at: itemIndexPath)
  }
  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let owner else {
      return baseDisappearing(.supplementary(elementKind), at: elementIndexPath)
    }
    return owner.bridgedDisappearing(.supplementary(elementKind), at: elementIndexPath)
  }
  override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let owner else {
      return baseDisappearing(.decoration(elementKind), at: decorationIndexPath)
    }
    return owner.bridgedDisappearing(.decoration(elementKind), at: decorationIndexPath)
  }
  func baseDisappearing(_ element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    switch element {
    case .item: super.finalLayoutAttributesForDisappearingItem(at: indexPath)
    case .supplementary(let kind):
      super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
    case .decoration(let kind):
      super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
    }
  }

  override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    owner?.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
      ?? baseIndexPaths(inserting: true, ofKind: elementKind, decoration: false)
  }
  override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    owner?.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
      ?? baseIndexPaths(inserting: false, ofKind: elementKind, decoration: false)
  }
  override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    owner?.indexPathsToInsertForDecorationView(ofKind: elementKind)
      ?? baseIndexPaths(inserting: true, ofKind: elementKind, decoration: true)
  }
  override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    owner?.indexPathsToDeleteForDecorationView(ofKind: elementKind)
      ?? baseIndexPaths(inserting: false, ofKind: elementKind, decoration: true)
  }
  func baseIndexPaths(inserting: Bool, ofKind kind: String, decoration: Bool) -> [IndexPath] {
    switch (inserting, decoration) {
    case (true, false): super.indexPathsToInsertForSupplementaryView(ofKind: kind)
    case (false, false): super.indexPathsToDeleteForSupplementaryView(ofKind: kind)
    case (true, true): super.indexPathsToInsertForDecorationView(ofKind: kind)
    case (false, true): super.indexPathsToDeleteForDecorationView(ofKind: kind)
    }
  }

  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    owner?.prepare(forAnimatedBoundsChange: oldBounds)
  }
  override func finalizeAnimatedBoundsChange() { owner?.finalizeAnimatedBoundsChange() }
  override func prepareForTransition(to newLayout: CollectionViewLayout) {
    guard let newOwner = (newLayout as? any LayoutBridge)?.owner else { return }
    owner?.prepareForTransition(to: newOwner)
  }
  override func prepareForTransition(from oldLayout: CollectionViewLayout) {
    guard let oldOwner = (oldLayout as? any LayoutBridge)?.owner else { return }
    owner?.prepareForTransition(from: oldOwner)
  }
  override func finalizeLayoutTransition() { owner?.finalizeLayoutTransition() }

  override var flipsHorizontallyInOppositeLayoutDirection: Bool {
    owner?.flipsHorizontallyInOppositeLayoutDirection
      ?? super.flipsHorizontallyInOppositeLayoutDirection
  }
  var baseFlips: Bool { super.flipsHorizontallyInOppositeLayoutDirection }
  override var developmentLayoutDirection: UserInterfaceLayoutDirection {
    owner?.developmentLayoutDirection ?? super.developmentLayoutDirection
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    guard let owner else {
      return baseShouldInvalidate(preferred: preferredAttributes, original: originalAttributes)
    }
    return owner.bridgedShouldInvalidate(
      preferred: preferredAttributes, original: originalAttributes)
  }
  func baseShouldInvalidate(
    preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> Bool {
    super.shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    guard let owner else {
      return baseInvalidationContext(preferred: preferredAttributes, original: originalAttributes)
    }
    return owner.bridgedInvalidationContext(
      preferred: preferredAttributes, original: originalAttributes)
  }
  func baseInvalidationContext(
    preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    super.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
  }
}
