import TransitionSimEngine

extension UICollectionView {
  /// Where an item ends up in the visible rect when the view scrolls to it
  /// (`UICollectionView.ScrollPosition`); empty for no scroll.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top at the top of the visible rect.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's middle at the middle of the visible rect's height.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible rect.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left at the left of the visible rect.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's middle at the middle of the visible rect's width.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right at the right of the visible rect.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The selected items' index paths, in order; `nil` when none is selected, as in UIKit.
  ///
  /// - Complexity: O(*s* log *s*) for *s* selected items, once the view's index is built.
  public var indexPathsForSelectedItems: [IndexPath]? {
    let paths = selectedIdentifiers.compactMap { engineView.indexPath(forItemIdentifier: $0) }
    return paths.isEmpty ? nil : paths.sorted()
  }

  /// Selects the item at `indexPath` (deselecting the others unless multiple selection is
  /// allowed), and scrolls to it as `scrollPosition` says; `nil` deselects every item.
  ///
  /// As in UIKit, the delegate is not told. The item's cell on screen, if any, is selected.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      selectedIdentifiers = []
      refreshSelection()
      return
    }
    guard allowsSelection, let identifier = engineView.itemIdentifier(at: indexPath) else { return }
    if !allowsMultipleSelection { selectedIdentifiers = [] }
    selectedIdentifiers.insert(identifier)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    refreshSelection()
  }

  /// Deselects the item at `indexPath`; the delegate is not told, as in UIKit.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let identifier = engineView.itemIdentifier(at: indexPath) else { return }
    selectedIdentifiers.remove(identifier)
    refreshSelection()
  }

  /// Scrolls so that the item at `indexPath` is where `scrollPosition` says, within the
  /// content's scrollable range (UIKit's `scrollToItem(at:at:animated:)`).
  ///
  /// - Complexity: O(1) plus the layout's item query, and the scroll's samples when animated.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      return
    }
    let bounds = engineView.bounds
    let inset = engineView.adjustedContentInset
    let size = engineView.contentSize
    var offset = bounds.origin
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
    offset.x = min(
      max(offset.x, -inset.left), max(size.width + inset.right - bounds.width, -inset.left))
    offset.y = min(
      max(offset.y, -inset.top), max(size.height + inset.bottom - bounds.height, -inset.top))
    setContentOffset(offset, animated: animated)
  }

  /// Gives every cell on screen its selection state.
  func refreshSelection() {
    for (identifier, cell) in visibleCellsByIdentifier {
      cell.isSelected = selectedIdentifiers.contains(identifier)
    }
  }
}
