import TransitionSimEngine

/// Which parts of a layout need recomputing: UIKit's `UICollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext

/// The flow layout's invalidation context: UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext =
  CollectionViewFlowLayoutInvalidationContext

/// The abstract base class of every layout, as UIKit declares it: `UICollectionViewLayout`.
///
/// Subclass it as in UIKit: override `prepare()`, `collectionViewContentSize` and the attribute
/// queries, return your attributes subclass from ``layoutAttributesClass``, and call `super` where
/// UIKit says to. Every method keeps UIKit's Swift signature and attributes are objects
/// (``UICollectionViewLayoutAttributes``). The engine runs the layout through an engine layout
/// it owns, so the base implementations behave as the engine's `CollectionViewLayout` (its update
/// and transition defaults are UIKit's, documented there).
///
/// - Complexity: every call costs the subclass's work plus O(1) per attributes object crossing to
///   the engine.
open class UICollectionViewLayout: NSObject {
  /// The engine layout installed in the engine's collection view.
  let bridge: any LayoutBridge

  /// The attributes class, once read (see `attributesType`).
  private var cachedAttributesType: UICollectionViewLayoutAttributes.Type?

  /// The collection view this layout is installed in.
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout that is not installed yet.
  public override init() {
    bridge = PlainLayoutBridge()
    super.init()
    bridge.owner = self
  }

  /// Creates a layout from an archive, as UIKit's NSCoding initializer: the archive is not read
  /// (there are no storyboards here), so the layout has its defaults.
  ///
  /// Required, as in UIKit, so that a subclass's `required init?(coder:)` can call `super`.
  ///
  /// - Parameter coder: The archive; unused.
  public required init?(coder: NSCoder) {
    bridge = PlainLayoutBridge()
    super.init()
    bridge.owner = self
  }

  /// Creates a layout run by `bridge` (the flow layout's).
  init(bridge: any LayoutBridge) {
    self.bridge = bridge
    super.init()
    bridge.owner = self
    let type = Swift.type(of: self)
    bridge.passesThrough =
      type == UICollectionViewFlowLayout.self || type == UICollectionViewCompositionalLayout.self
      || type == UICollectionViewTransitionLayout.self
  }

  /// The class of attributes the layout creates: override to return a subclass of
  /// ``UICollectionViewLayoutAttributes`` (`layoutAttributesClass`).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of invalidation contexts the layout creates: override to return a subclass
  /// (`invalidationContextClass`).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Warnings the layout logged during its last `prepare()`, as UIKit prints them to the console.
  public var diagnostics: [LayoutDiagnostic] { bridge.diagnostics }

  //===--- Core layout process ------------------------------------------===//

  /// Prepares the layout; called before the first query and after every invalidation.
  open func prepare() { bridge.basePrepare() }

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { bridge.baseContentSize }

  /// The attributes of every element whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    bridge.baseElements(in: rect)?.map(wrap)
  }

  /// The attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    bridge.baseAttributes(of: .item, at: indexPath).map(wrap)
  }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    bridge.baseAttributes(of: .supplementary(elementKind), at: indexPath).map(wrap)
  }

  /// The attributes of a decoration view.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    bridge.baseAttributes(of: .decoration(elementKind), at: indexPath).map(wrap)
  }

  /// Whether a change to the collection view's bounds needs a new layout; `false` by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    bridge.baseShouldInvalidate(forBoundsChange: newBounds)
  }

  /// The context sent to `invalidateLayout(with:)` when a bounds change invalidates the layout.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    bridgedContext(like: bridge.baseInvalidationContext(forBoundsChange: newBounds))
  }

  /// Invalidates the whole layout: `prepare()` runs again before the next query.
  open func invalidateLayout() { bridge.invalidateLayout() }

  /// Invalidates the parts of the layout the context names; subclasses must call `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    bridge.baseInvalidate(with: context)
  }

  /// The content offset to use after an update or a layout change; `proposedContentOffset` by
  /// default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    bridge.baseTargetContentOffset(proposedContentOffset, velocity: nil)
  }

  /// Where scrolling should stop; `proposedContentOffset` by default.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    bridge.baseTargetContentOffset(proposedContentOffset, velocity: velocity)
  }

  /// Whether the layout is mirrored in a right-to-left interface; `false` by default.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { bridge.baseFlips }

  /// The direction the layout was written for; `.leftToRight` by default.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Registers a decoration view class for a kind; recorded, with no effect on geometry.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    bridge.register(viewClass, forDecorationViewOfKind: elementKind)
  }

  //===--- Updates --------------------------------------------------------===//

  /// Told which changes a batch update makes, before any attributes are gathered; subclasses
  /// must call `super`, whose records the appearing and disappearing defaults read.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    bridge.basePrepare(forUpdates: updateItems.map(\.value))
  }

  /// Told that the update's animations are being set up; subclasses must call `super`.
  open func finalizeCollectionViewUpdates() { bridge.baseFinalizeUpdates() }

  /// Where an inserted (or moved) item starts: by default its old on-screen attributes when it
  /// survives the update, else its final attributes faded to alpha 0.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    bridge.baseAppearing(.item, at: itemIndexPath).map(wrap)
  }

  /// Where a deleted (or moved) item ends: by default its new attributes when it survives the
  /// update, else its attributes before the update faded to alpha 0.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    bridge.baseDisappearing(.item, at: itemIndexPath).map(wrap)
  }

  /// Where an appearing supplementary view starts (as for items).
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    bridge.baseAppearing(.supplementary(elementKind), at: elementIndexPath).map(wrap)
  }

  /// Where a disappearing supplementary view ends (as for items).
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    bridge.baseDisappearing(.supplementary(elementKind), at: elementIndexPath).map(wrap)
  }

  /// Where an appearing decoration view starts (as for items).
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    bridge.baseAppearing(.decoration(elementKind), at: decorationIndexPath).map(wrap)
  }

  /// Where a disappearing decoration view ends (as for items).
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    bridge.baseDisappearing(.decoration(elementKind), at: decorationIndexPath).map(wrap)
  }

  /// Supplementary views of `elementKind` the update inserts.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    bridge.baseIndexPaths(inserting: true, ofKind: elementKind, decoration: false)
  }

  /// Supplementary views of `elementKind` the update deletes.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    bridge.baseIndexPaths(inserting: false, ofKind: elementKind, decoration: false)
  }

  /// Decoration views of `elementKind` the update inserts.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    bridge.baseIndexPaths(inserting: true, ofKind: elementKind, decoration: true)
  }

  /// Decoration views of `elementKind` the update deletes.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    bridge.baseIndexPaths(inserting: false, ofKind: elementKind, decoration: true)
  }

  //===--- Bounds changes and transitions ---------------------------------===//

  /// Told that an animated bounds change is about to run.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Told that an animated bounds change's animations are set up.
  open func finalizeAnimatedBoundsChange() {}

  /// Told that `newLayout` is about to replace this layout.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Told that this layout is about to replace `oldLayout`.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Told that a layout transition has ended.
  open func finalizeLayoutTransition() {}

  //===--- Self-sizing ----------------------------------------------------===//

  /// Whether a self-sizing view's preferred attributes need a new layout; `false` by default.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    bridge.baseShouldInvalidate(
      preferred: preferredAttributes.value, original: originalAttributes.value)
  }

  /// The context that resizes a self-sizing view to its preferred attributes.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    bridge.baseInvalidationContext(
      preferred: preferredAttributes.value, original: originalAttributes.value)
  }

  /// Attributes of this layout's ``layoutAttributesClass`` holding `value`.
  ///
  /// - Complexity: O(1): the class is read and checked once per layout.
  func wrap(_ value: CollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let attributes = attributesType.init()
    attributes.value = value
    return attributes
  }

  /// The class of attributes this layout makes: ``layoutAttributesClass`` when it is a subclass
  /// of ``UICollectionViewLayoutAttributes``, that class otherwise.
  private var attributesType: UICollectionViewLayoutAttributes.Type {
    if let cachedAttributesType { return cachedAttributesType }
    let type =
      Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
      ?? UICollectionViewLayoutAttributes.self
    cachedAttributesType = type
    return type
  }
}
