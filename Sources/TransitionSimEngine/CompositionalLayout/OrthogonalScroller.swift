import Foundation

/// One orthogonal section's scroller: its extent across the layout's scrolling axis, its groups,
/// and where a fling comes to rest.
///
/// Lengths are along the orthogonal axis ("u": x in a vertical layout), from the collection
/// view's leading edge; an offset of 0 shows the section as laid out, and offset `o` moves every
/// item of the section by `−o` (frames are reported as if the orthogonal offset were 0 and the
/// scroller shifts them: inferred from public app code).
struct OrthogonalScroller: Hashable, Sendable {
  var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  var properties = CollectionLayoutSectionOrthogonalScrollingProperties()
  /// The scroller's visible length: the layout container's (the collection view's bounds less
  /// its content insets).
  var viewportLength: CGFloat = 0
  /// The length of the scroller's content: the section's groups with its insets on both sides.
  var contentLength: CGFloat = 0
  /// The distance between consecutive groups' leading edges: a group and the inter-group
  /// spacing.
  var groupStride: CGFloat = 0

  /// The largest offset: the content less the viewport, never below 0.
  var maximumOffset: CGFloat { max(0, contentLength - viewportLength) }

  /// `offset` within `0...maximumOffset`.
  func clamped(_ offset: CGFloat) -> CGFloat {
    guard offset.isFinite else { return 0 }
    return min(max(offset, 0), maximumOffset)
  }

  /// Where a fling starting at `start` with `velocity` (points per second, positive towards
  /// larger offsets) would come to rest before the content's ends are applied.
  ///
  /// The free-scroll rest point is `start − v / ln(rate)` (v in points per millisecond, the
  /// rate per millisecond), as for the collection view's own fling. Then, by behaviour
  /// (the snapping rules are inferred; UICollectionViewCompositionalLayout.h gives only the page
  /// sizes):
  /// - `.continuous`: the free rest point;
  /// - `.continuousGroupLeadingBoundary`, `.groupPaging`, `.groupPagingCentered`: the free rest
  ///   point (at the behaviour's rate: `.normal`, `.fast`, `.fast`) snapped to a multiple of the
  ///   group stride — the next one in the fling's direction, the nearest without velocity — so a
  ///   group's leading edge (its center, when centered) sits where the first group's does at
  ///   offset 0. A fast fling may pass several groups.
  /// - `.paging`: one viewport from the page the fling starts in, in its direction, whatever its
  ///   speed; the nearest page without velocity (UIScrollView's paging).
  ///
  /// - Complexity: O(1).
  func unclampedRestingOffset(from start: CGFloat, velocity: CGFloat) -> CGFloat {
    let rate = properties.rate(for: behavior).value
    let free = start - (velocity / 1000) / log(rate)
    guard free.isFinite, start.isFinite else { return start }
    func snap(_ position: CGFloat, page: CGFloat) -> CGFloat {
      guard page > 0 else { return position }
      let index = position / page
      if velocity > 0 { return index.rounded(.up) * page }
      if velocity < 0 { return index.rounded(.down) * page }
      return index.rounded() * page
    }
    switch behavior {
    case .none, .continuous:
      return free
    case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
      return snap(free, page: groupStride)
    case .paging:
      guard viewportLength > 0 else { return start }
      let index = start / viewportLength
      if velocity > 0 { return (index.rounded(.down) + 1) * viewportLength }
      if velocity < 0 { return (index.rounded(.up) - 1) * viewportLength }
      return index.rounded() * viewportLength
    }
  }

  /// Where a fling comes to rest: ``unclampedRestingOffset(from:velocity:)`` within the
  /// content's ends.
  ///
  /// - Complexity: O(1).
  func restingOffset(from start: CGFloat, velocity: CGFloat) -> CGFloat {
    clamped(unclampedRestingOffset(from: start, velocity: velocity))
  }
}
