import TransitionSimEngine

/// Where an element of an appearing or disappearing hook is: an item, or a supplementary or
/// decoration view of a kind.
enum BridgedElement {
  /// A cell.
  case item
  /// A supplementary view of a kind.
  case supplementary(String)
  /// A decoration view of a kind.
  case decoration(String)
}

/// The engine layout installed under a ``UICollectionViewLayout``: it forwards every call the
/// engine makes to the UIKit-style object, whose base implementations come back here for the
/// engine class's own behaviour (what UIKit's `super` does).
///
/// Two classes conform, one per engine superclass: ``PlainLayoutBridge`` (the abstract layout)
/// and ``FlowLayoutBridge`` (the flow layout). Their `base…` methods are the engine superclass's
/// implementations, which Swift lets only a subclass call.
protocol LayoutBridge: CollectionViewLayout {
  /// The UIKit-style layout the calls go to; weak, since that object owns this one.
  var owner: UICollectionViewLayout? { get set }

  /// Whether the owner is one of the module's own classes, not a subclass: its queries are then
  /// the engine's, and the hot ones skip the round trip through attribute objects.
  var passesThrough: Bool { get set }

  /// The engine's `prepare()`.
  func basePrepare()
  /// The engine's `collectionViewContentSize`.
  var baseContentSize: CGSize { get }
  /// The engine's `layoutAttributesForElements(in:)`.
  func baseElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]?
  /// The engine's attributes of one element.
  func baseAttributes(of element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  /// The engine's `shouldInvalidateLayout(forBoundsChange:)`.
  func baseShouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool
  /// The engine's `invalidationContext(forBoundsChange:)`.
  func baseInvalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  /// The engine's `invalidateLayout(with:)`.
  func baseInvalidate(with context: CollectionViewLayoutInvalidationContext)
  /// The engine's `targetContentOffset(forProposedContentOffset:)` (velocity `nil`) or
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  func baseTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint?) -> CGPoint
  /// The engine's `prepare(forCollectionViewUpdates:)`.
  func basePrepare(forUpdates items: [CollectionViewUpdateItem])
  /// The engine's `finalizeCollectionViewUpdates()`.
  func baseFinalizeUpdates()
  /// The engine's initial attributes of an appearing element.
  func baseAppearing(_ element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  /// The engine's final attributes of a disappearing element.
  func baseDisappearing(_ element: BridgedElement, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  /// The engine's index paths of supplementary (or decoration) views an update inserts or deletes.
  func baseIndexPaths(inserting: Bool, ofKind kind: String, decoration: Bool) -> [IndexPath]
  /// The engine's `flipsHorizontallyInOppositeLayoutDirection`.
  var baseFlips: Bool { get }
  /// The engine's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  func baseShouldInvalidate(
    preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> Bool
  /// The engine's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  func baseInvalidationContext(
    preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext
}
