import Foundation

/// A layout that interpolates between two layouts as its progress goes from 0 to 1:
/// `UICollectionViewTransitionLayout`, installed during an interactive layout change.
///
/// "This layout object determines the layout of each item by interpolating between the layout
/// values in the current and new layout objects. The interpolation is driven by the value in the
/// transitionProgress property" (Apple's documentation of `UICollectionViewTransitionLayout`). An
/// element present in both layouts interpolates by the attributes' rules (center and size, alpha,
/// the transform by decomposition); an element present in only one fades out (current) or in (next)
/// with the progress. Custom values registered with ``updateValue(_:forAnimatedKey:)`` are for
/// subclasses to interpolate as they like.
///
/// Setting ``transitionProgress`` invalidates the layout, so the next query reflects it (UIKit's
/// documentation asks callers to invalidate; doing it here cannot hurt).
///
/// - Complexity: queries cost both layouts' queries plus O(*k* log *k*) to pair *k* elements.
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from.
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: CollectionViewLayout
  private var animatedValues: [String: CGFloat] = [:]

  /// How far the transition has gone, 0 (the current layout) to 1 (the next layout).
  public var transitionProgress: CGFloat = 0 {
    didSet { invalidateLayout() }
  }

  /// Creates a transition layout between two layouts (`init(currentLayout:nextLayout:)`).
  public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init()
  }

  /// Records a value the transition animates (`updateValue(_:forAnimatedKey:)`).
  public func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  /// The value recorded for `key`, or 0 (`value(forAnimatedKey:)`).
  public func value(forAnimatedKey key: String) -> CGFloat {
    animatedValues[key] ?? 0
  }

  private var progress: Double { Double(min(max(transitionProgress, 0), 1)) }

  /// Prepares both layouts against this layout's collection view.
  open override func prepare() {
    super.prepare()
    for layout in [currentLayout, nextLayout] {
      layout.collectionView = collectionView
      layout.prepare()
      if let error = layout.raisedError {
        layout.raisedError = nil
        raise(error)
      }
    }
  }

  /// Whether the collection view mirrors the transition in the opposite layout direction: when
  /// both layouts are mirrored (their frames and content widths interpolate linearly, so the
  /// mirror of the interpolation is the interpolation of the mirrors).
  ///
  /// Between a mirrored and an unmirrored layout the transition is not mirrored (our choice;
  /// UIKit's is not documented).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
    currentLayout.flipsHorizontallyInOppositeLayoutDirection
      && nextLayout.flipsHorizontallyInOppositeLayoutDirection
  }

  /// The current layout's development direction.
  open override var developmentLayoutDirection: UserInterfaceLayoutDirection {
    currentLayout.developmentLayoutDirection
  }

  /// The content size, interpolated.
  open override var collectionViewContentSize: CGSize {
    let from = currentLayout.collectionViewContentSize
    let to = nextLayout.collectionViewContentSize
    let p = CGFloat(progress)
    return CGSize(
      width: from.width + (to.width - from.width) * p,
      height: from.height + (to.height - from.height) * p)
  }

  /// Blends an element's attributes in the two layouts at the current progress.
  private func blend(
    _ from: CollectionViewLayoutAttributes?, _ to: CollectionViewLayoutAttributes?
  ) -> CollectionViewLayoutAttributes? {
    let p = progress
    switch (from, to) {
    case (let from?, let to?): return from.interpolated(to: to, progress: p)
    case (var from?, nil):
      from.alpha *= CGFloat(1 - p)
      return from
    case (nil, var to?):
      to.alpha *= CGFloat(p)
      return to
    case (nil, nil): return nil
    }
  }

  /// The elements of either layout whose blended frame meets `rect`.
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    var from: [ElementKey: CollectionViewLayoutAttributes] = [:]
    var to: [ElementKey: CollectionViewLayoutAttributes] = [:]
    for attributes in currentLayout.layoutAttributesForElements(in: rect) ?? [] {
      from[attributes.elementKey] = attributes
    }
    for attributes in nextLayout.layoutAttributesForElements(in: rect) ?? [] {
      to[attributes.elementKey] = attributes
    }
    var result: [CollectionViewLayoutAttributes] = []
    for key in Set(from.keys).union(to.keys).sorted() {
      let start = from[key] ?? currentLayout.layoutAttributes(for: key)
      let end = to[key] ?? nextLayout.layoutAttributes(for: key)
      if let blended = blend(start, end), blended.frame.overlaps(rect) { result.append(blended) }
    }
    return result
  }

  /// The item's attributes, blended.
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    blend(
      currentLayout.layoutAttributesForItem(at: indexPath),
      nextLayout.layoutAttributesForItem(at: indexPath))
  }

  /// The supplementary view's attributes, blended.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    blend(
      currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
      nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
  }

  /// The decoration view's attributes, blended.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    blend(
      currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
      nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
  }
}

extension CollectionView {
  /// Starts an interactive change to `layout` (`startInteractiveTransition(to:completion:)`):
  /// installs a ``CollectionViewTransitionLayout`` at progress 0 and returns it.
  ///
  /// Drive its `transitionProgress`, then call ``finishInteractiveTransition(animation:)`` or
  /// ``cancelInteractiveTransition(animation:)``.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when a layout raises one.
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout
  ) throws -> CollectionViewTransitionLayout {
    let transitionLayout = CollectionViewTransitionLayout(
      currentLayout: collectionViewLayout, nextLayout: layout)
    try startInteractiveTransition(using: transitionLayout)
    return transitionLayout
  }

  /// Starts an interactive change through `transitionLayout`, a transition layout (or a subclass)
  /// from the installed layout to its `nextLayout`, installed at its current progress.
  ///
  /// - Throws: ``CollectionViewLayoutError`` when a layout raises one.
  package func startInteractiveTransition(using transitionLayout: CollectionViewTransitionLayout)
    throws
  {
    _ = try changeLayout(
      to: transitionLayout, animated: false, animation: .immediate, anchored: false)
  }

  /// Ends an interactive transition by animating to the next layout (`finishInteractiveTransition`).
  ///
  /// - Returns: The transition from the current blend to the next layout, or `nil` when no
  ///   interactive transition is running.
  @discardableResult
  public func finishInteractiveTransition(
    animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition? {
    guard let transitionLayout = collectionViewLayout as? CollectionViewTransitionLayout else {
      return nil
    }
    return try changeLayout(
      to: transitionLayout.nextLayout, animated: true, animation: animation, anchored: false)
  }

  /// Ends an interactive transition by animating back to the layout it started from
  /// (`cancelInteractiveTransition`).
  @discardableResult
  public func cancelInteractiveTransition(
    animation: AnimationParameters = .collectionViewDefault
  ) throws -> Transition? {
    guard let transitionLayout = collectionViewLayout as? CollectionViewTransitionLayout else {
      return nil
    }
    return try changeLayout(
      to: transitionLayout.currentLayout, animated: true, animation: animation, anchored: false)
  }
}
