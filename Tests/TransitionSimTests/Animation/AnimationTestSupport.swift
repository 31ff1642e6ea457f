import Foundation

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A cell's attributes with the given center and a 10 × 10 size.
func attributes(
  item: Int = 0, x: CGFloat, y: CGFloat = 0, alpha: CGFloat = 1, zIndex: Int = 0
) -> CollectionViewLayoutAttributes {
  var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
  attributes.size = CGSize(width: 10, height: 10)
  attributes.center = CGPoint(x: x, y: y)
  attributes.alpha = alpha
  attributes.zIndex = zIndex
  return attributes
}

/// Linear timing of `duration` seconds after `delay`.
func linear(_ duration: Double, delay: Double = 0) throws -> AnimationParameters {
  try AnimationParameters(duration: duration, curve: .timing(.linear), delay: delay)
}

/// The identity of a cell that keeps its index path and has an identifier.
func cellElement(_ identifier: String, before: Int?, after: Int?) -> TrackElement {
  TrackElement(
    category: .cell, kind: nil, indexPathBefore: before.map { IndexPath(item: $0, section: 0) },
    indexPathAfter: after.map { IndexPath(item: $0, section: 0) }, itemIdentifier: identifier)
}

/// A transition of the given tracks with a still content offset and size.
func transition(_ tracks: [Track], animation: AnimationParameters) -> Transition {
  Transition(
    kind: .batchUpdate, tracks: tracks, contentOffsetBefore: .zero, contentOffsetAfter: .zero,
    contentSizeBefore: CGSize(width: 320, height: 480),
    contentSizeAfter: CGSize(width: 320, height: 480), updateItems: [], layoutCalls: [],
    animation: animation)
}
