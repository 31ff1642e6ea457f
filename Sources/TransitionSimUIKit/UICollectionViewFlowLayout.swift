import TransitionSimEngine

/// UIKit's line-based layout under its own name: `UICollectionViewFlowLayout`.
///
/// It lays out as the engine's ``CollectionViewFlowLayout`` (the same rules, the same
/// per-section answers from a ``UICollectionViewDelegateFlowLayout``), and returns attribute
/// objects of its ``UICollectionViewLayout/layoutAttributesClass``, so a subclass that overrides
/// `layoutAttributesForElements(in:)` and adjusts `super`'s answer works as in UIKit.
///
/// UIKit returns the objects it caches, which is why its documentation asks a subclass to copy
/// them before changing them; here each call returns new objects, so changing one without
/// copying changes nothing else.
///
/// - Complexity: as the engine's flow layout, plus O(1) per attributes object returned.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls in (`UICollectionView.ScrollDirection`).
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

  /// What the section insets are measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
  public typealias SectionInsetReference = CollectionViewFlowLayout.SectionInsetReference

  /// The estimated size that asks each cell for its own size (`automaticSize`).
  public static let automaticSize = CollectionViewFlowLayout.automaticSize

  /// The engine's flow layout this one runs.
  var flow: FlowLayoutBridge {
    // The designated initializer installs a FlowLayoutBridge; the fallback is never taken.
    bridge as? FlowLayoutBridge ?? FlowLayoutBridge()
  }

  /// Creates a flow layout with UIKit's defaults: 50 × 50 items, 10-point spacing, vertical.
  public override init() {
    super.init(bridge: FlowLayoutBridge())
  }

  /// Creates a flow layout from an archive: the archive is not read, so the layout has UIKit's
  /// defaults.
  ///
  /// - Parameter coder: The archive; unused.
  public required init?(coder: NSCoder) {
    super.init(bridge: FlowLayoutBridge())
  }

  /// Contexts of the flow layout's class (`UICollectionViewFlowLayoutInvalidationContext`).
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// The size of every item, unless the delegate says otherwise; 50 × 50 by default.
  open var itemSize: CGSize {
    get { flow.itemSize }
    set { flow.itemSize = newValue }
  }

  /// The estimated size of self-sizing items; zero (no self-sizing) by default.
  open var estimatedItemSize: CGSize {
    get { flow.estimatedItemSize }
    set { flow.estimatedItemSize = newValue }
  }

  /// The minimum spacing between lines; 10 by default.
  open var minimumLineSpacing: CGFloat {
    get { flow.minimumLineSpacing }
    set { flow.minimumLineSpacing = newValue }
  }

  /// The minimum spacing between the items of a line; 10 by default.
  open var minimumInteritemSpacing: CGFloat {
    get { flow.minimumInteritemSpacing }
    set { flow.minimumInteritemSpacing = newValue }
  }

  /// The insets of every section; zero by default.
  open var sectionInset: UIEdgeInsets {
    get { flow.sectionInset }
    set { flow.sectionInset = newValue }
  }

  /// The size of section headers; only the scrolling dimension is used.
  open var headerReferenceSize: CGSize {
    get { flow.headerReferenceSize }
    set { flow.headerReferenceSize = newValue }
  }

  /// The size of section footers; only the scrolling dimension is used.
  open var footerReferenceSize: CGSize {
    get { flow.footerReferenceSize }
    set { flow.footerReferenceSize = newValue }
  }

  /// The direction the content scrolls in; vertical by default.
  open var scrollDirection: UICollectionView.ScrollDirection {
    get { flow.scrollDirection }
    set { flow.scrollDirection = newValue }
  }

  /// Whether headers stay pinned to the top of the visible bounds.
  open var sectionHeadersPinToVisibleBounds: Bool {
    get { flow.sectionHeadersPinToVisibleBounds }
    set { flow.sectionHeadersPinToVisibleBounds = newValue }
  }

  /// Whether footers stay pinned to the bottom of the visible bounds.
  open var sectionFootersPinToVisibleBounds: Bool {
    get { flow.sectionFootersPinToVisibleBounds }
    set { flow.sectionFootersPinToVisibleBounds = newValue }
  }

  /// What the section insets are measured from; the content inset by default.
  open var sectionInsetReference: SectionInsetReference {
    get { flow.sectionInsetReference }
    set { flow.sectionInsetReference = newValue }
  }
}
