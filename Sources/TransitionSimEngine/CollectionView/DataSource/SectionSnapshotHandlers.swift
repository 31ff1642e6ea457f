import Foundation

extension CollectionView {
  /// What the app is asked when the user expands or collapses an item through its outline
  /// disclosure, as `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (iOS 14).
  ///
  /// ``CollectionView/expand(_:animation:)`` and ``CollectionView/collapse(_:animation:)`` stand
  /// for the tap and consult these handlers in UIKit's order (read from decompiled UIKitCore,
  /// `-[_UIDiffableDataSourceSectionController _performDisclosureAction:forItem:]`):
  ///
  /// - expanding: ``shouldExpandItem`` (stop on `false`), ``willExpandItem``, then the section
  ///   snapshot is read again (so the will-handler may change it), then
  ///   ``snapshotForExpandingParent`` with the parent's current children (its result replaces
  ///   them), then the item is expanded and the section snapshot applied, animated;
  /// - collapsing: ``shouldCollapseItem`` (stop on `false`), ``willCollapseItem``, then the
  ///   section snapshot is read again, the item collapsed and the section snapshot applied,
  ///   animated.
  ///
  /// A handler left `nil` answers `true` or does nothing. Expanding or collapsing a section
  /// snapshot by hand and applying it calls none of them, as in UIKit.
  public struct SectionSnapshotHandlers {
    /// Whether the item may expand; `nil` allows every item.
    public var shouldExpandItem: ((String) -> Bool)?
    /// Told that the item is about to expand.
    public var willExpandItem: ((String) -> Void)?
    /// Whether the item may collapse; `nil` allows every item.
    public var shouldCollapseItem: ((String) -> Bool)?
    /// Told that the item is about to collapse.
    public var willCollapseItem: ((String) -> Void)?
    /// The children to show under a parent being expanded, given its current children as a
    /// section snapshot of their own; what it returns replaces them (lazy children).
    ///
    /// `nil` keeps the current children.
    public var snapshotForExpandingParent:
      ((String, CollectionViewSectionSnapshot<String>) -> CollectionViewSectionSnapshot<String>)?

    /// Handlers that allow everything and do nothing.
    public init() {}
  }

  /// What the collection view remembers for section snapshots: the one applied to each section,
  /// and the handlers.
  struct OutlineState {
    /// The section snapshot last applied to each section, by section identifier.
    var sectionSnapshots: [String: CollectionViewSectionSnapshot<String>] = [:]
    /// The handlers of ``CollectionView/sectionSnapshotHandlers``.
    var handlers = SectionSnapshotHandlers()
  }
}

extension AnimationParameters {
  /// The timing of a section snapshot applied with animation, and so of an expand or collapse:
  /// 0.25 s, easeInEaseOut, no delay.
  ///
  /// From decompiled UIKitCore: `-[_UIDiffableDataSourceSectionController
  /// _applySnapshot:toSection:animatingDifferences:…]` runs an animated apply inside a
  /// `UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut)` of its own when the caller gives
  /// none. That this animator also times the batch update's cell animations is inferred (the
  /// collection view's update path takes an animator).
  public static let sectionSnapshotDefault =
    (try? AnimationParameters(duration: 0.25, curve: .timing(.easeInEaseOut)))
    ?? .collectionViewDefault
}
