import TransitionSimEngine

/// The layout of an interactive change from one layout to another: UIKit's
/// `UICollectionViewTransitionLayout`.
///
/// The collection view installs one when ``UICollectionView/startInteractiveTransition(to:completion:)``
/// starts (the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` may return
/// a subclass); every element sits between its place in the two layouts as `transitionProgress`
/// says, as the engine's ``CollectionViewTransitionLayout`` places it. Subclasses override the
/// queries and read ``value(forAnimatedKey:)`` as in UIKit.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
  /// The layout the transition starts from.
  public let currentLayout: UICollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: UICollectionViewLayout

  /// The engine's transition layout this one runs.
  var transition: TransitionLayoutBridge? { bridge as? TransitionLayoutBridge }

  /// A transition layout from `currentLayout` to `nextLayout`, at progress 0.
  public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init(
      bridge: TransitionLayoutBridge(
        currentLayout: currentLayout.bridge, nextLayout: nextLayout.bridge))
  }

  /// Not available: a transition layout is made from its two layouts, as in UIKit.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// How far the transition has gone, 0 (the current layout) to 1 (the next layout); setting it
  /// invalidates the layout.
  open var transitionProgress: CGFloat {
    get { transition?.transitionProgress ?? 0 }
    set { transition?.transitionProgress = newValue }
  }

  /// Records a value the transition animates.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    transition?.updateValue(value, forAnimatedKey: key)
  }

  /// The value recorded for `key`, or 0.
  open func value(forAnimatedKey key: String) -> CGFloat {
    transition?.value(forAnimatedKey: key) ?? 0
  }
}
