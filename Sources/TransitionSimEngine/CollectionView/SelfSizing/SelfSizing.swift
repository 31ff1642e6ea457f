import Foundation

/// What a self-sizing cell does when its content changes size: UIKit's
/// `UICollectionView.SelfSizingInvalidation` (iOS 16; Apple's documentation).
///
/// Cells have no Auto Layout here, so "the content changed" is a new answer from
/// ``CollectionView/preferredItemSize``:
/// - ``disabled``: nothing is resized until the item is reconfigured or reloaded (UIKit: "No
///   updates will take place when -invalidateIntrinsicContentSize is called").
/// - ``enabled`` (UIKit's default): the items named in
///   ``CollectionView/invalidateIntrinsicContentSize(ofItemsAt:animation:)`` are measured again
///   at the next layout pass, or in the animation when one is given.
/// - ``enabledIncludingConstraints``: as ``enabled``, and a new provider (the content changed) also
///   re-measures every displayed item, as UIKit re-measures a cell whose constraints change.
///
/// Items not displayed when the content changes are measured again when they are next displayed,
/// whatever the value: their cells are configured with the new content then.
public enum SelfSizingInvalidation: Int, Hashable, Sendable, CaseIterable {
  /// Content changes resize nothing until a reconfigure or a reload.
  case disabled = 0
  /// `invalidateIntrinsicContentSize` resizes the items it names.
  case enabled = 1
  /// As ``enabled``, and a content change resizes every displayed item.
  case enabledIncludingConstraints = 2

  /// The scenario-file name: UIKit's case name.
  public var name: String {
    switch self {
    case .disabled: "disabled"
    case .enabled: "enabled"
    case .enabledIncludingConstraints: "enabledIncludingConstraints"
    }
  }
}

/// The size an item's cell prefers, the counterpart of UIKit's
/// `preferredLayoutAttributesFitting(_:)`: given the item's index path, its identifier and the
/// attributes the layout proposes, the size the cell would take, or `nil` to keep the proposed
/// size (a cell that does not self-size).
public typealias PreferredItemSize =
  (_ indexPath: IndexPath, _ identifier: String, _ proposed: CollectionViewLayoutAttributes) ->
  CGSize?

/// The size a supplementary view prefers, the counterpart of UIKit's
/// `preferredLayoutAttributesFitting(_:)` on a `UICollectionReusableView`: given the view's kind,
/// its index path and the attributes the layout proposes, the size the view would take, or `nil`
/// to keep the proposed size.
public typealias PreferredSupplementarySize =
  (_ elementKind: String, _ indexPath: IndexPath, _ proposed: CollectionViewLayoutAttributes) ->
  CGSize?

/// What the collection view remembers about self-sizing between layout passes.
///
/// Measuring is keyed by item identifier, so it follows an item through moves: an item is
/// measured when it is displayed and its cell has not reported for the size the layout now
/// proposes (inferred: UIKit keeps a measured size until the item is invalidated, so scrolling back
/// to it does not measure it again).
struct SelfSizingState {
  /// The sizes cells prefer; `nil`: no cell self-sizes.
  var provider: PreferredItemSize?
  /// The sizes supplementary views prefer; `nil`: no supplementary view self-sizes.
  var supplementaryProvider: PreferredSupplementarySize?
  /// As ``measured``, for supplementary views, by ``CollectionView/supplementaryIdentity(ofKind:at:sections:)``.
  var measuredSupplementaries: [String: CGSize] = [:]
  /// How content changes are applied.
  var invalidation: SelfSizingInvalidation = .enabled
  /// The items measured, with the size the layout is expected to propose next (the preferred
  /// size when the layout was invalidated, else the proposed one): an item proposed another
  /// size is measured again.
  var measured: [String: CGSize] = [:]
  /// Items whose content changed (reconfigured, reloaded, or named by
  /// `invalidateIntrinsicContentSize`), measured again by the next update or layout pass even
  /// at the same proposed size.
  var stale: Set<String> = []
  /// Whether the content changed (a new provider) since the last cycle: the next cycle forgets
  /// the measurements of the items it does not display, and, with
  /// ``SelfSizingInvalidation/enabledIncludingConstraints``, marks the displayed ones stale.
  var contentChanged = false
  /// How many preferred sizes the layouts accepted so far: a scroll sample that changes it
  /// resized cells at that sample.
  var resizeCount = 0
  /// Counts the layout's invalidations (the collection view bumps it on each).
  var invalidations = 0
  /// The bounds and invalidation count when a cycle last ended with nothing left to measure:
  /// until either changes (or the content, the provider or a stale mark does), another cycle
  /// would measure nothing, so it is skipped.
  ///
  /// `nil` when a cycle must run.
  var settled: (bounds: CGRect, invalidations: Int)?

  /// Whether an item displayed with attributes of `size` must be measured.
  ///
  /// - Complexity: O(1).
  /// Whether a cycle at `bounds` may measure something: not when the last one settled at the
  /// same bounds with no invalidation since, no content change and nothing stale to measure.
  ///
  /// - Complexity: O(1).
  func mayMeasure(at bounds: CGRect, includingStale: Bool) -> Bool {
    guard let settled, settled.bounds == bounds, settled.invalidations == invalidations,
      !contentChanged
    else { return true }
    return includingStale && !stale.isEmpty
  }

  func needsMeasuring(_ identifier: String, proposed size: CGSize, includingStale: Bool) -> Bool {
    guard let expected = measured[identifier] else { return true }
    return expected != size || (includingStale && stale.contains(identifier))
  }

  /// Whether a supplementary view displayed with attributes of `size` must be measured: never
  /// measured, or proposed another size than the one expected.
  ///
  /// - Complexity: O(1).
  func needsMeasuring(supplementary identity: String, proposed size: CGSize) -> Bool {
    measuredSupplementaries[identity] != size
  }

  /// Whether anything self-sizes.
  var isActive: Bool { provider != nil || supplementaryProvider != nil }
}

/// Which measurements a layout pass makes.
package enum SelfSizingScope {
  /// None: the pass only prepares the layout (inside an update, before its self-sizing phase).
  case none
  /// Displayed items never measured, or proposed another size; stale items wait for an update.
  case newlyDisplayed
  /// As ``newlyDisplayed``, and the stale items.
  case all
}
