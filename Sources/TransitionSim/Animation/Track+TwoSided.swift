import Foundation

extension Track {
  /// The tracks of an element that exists before and after a change, given what the layout's
  /// appearing and disappearing hooks returned (uikit-semantics §5.1).
  ///
  /// One track from `start` to `end` when the hooks agree with a plain move (a `nil` final is
  /// treated as `end` when `initial` matches `start`, else as `start` faded); otherwise a ghost
  /// going from `start` to the final attributes and the element coming from the initial
  /// attributes to `end`.
  static func twoSided(
    element: TrackElement, change: Change, start: CollectionViewLayoutAttributes,
    end: CollectionViewLayoutAttributes, final: CollectionViewLayoutAttributes?,
    initial: CollectionViewLayoutAttributes?, animation: AnimationParameters
  ) -> [Track] {
    let initialValue = initial ?? start
    let finalValue = final ?? (initialValue.isEquivalent(to: start) ? end : start.faded)
    if finalValue.isEquivalent(to: end) && initialValue.isEquivalent(to: start) {
      return [Track(element: element, change: change, start: start, end: end, animation: animation)]
    }
    return [
      Track(
        element: element, change: change, role: .ghost, start: start, end: finalValue,
        animation: animation),
      Track(element: element, change: change, start: initialValue, end: end, animation: animation),
    ]
  }
}
