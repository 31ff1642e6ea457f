import Foundation

extension Track {
  /// The tracks of an element that exists before and after a change, given what the layout's
  /// appearing and disappearing hooks returned.
  ///
  /// One track from `start` to `end` when the hooks agree with a plain move (a `nil` final is
  /// treated as `end` when `initial` matches `start`, else as `start` faded, as the binary of
  /// UXKit, Apple's macOS port of the collection view, does); otherwise a ghost going from `start`
  /// to the final attributes and the element coming from the initial attributes to `end`. The ghost
  /// is inferred from iOS 6, where a layout that moved every cell to the centre in its final
  /// attributes made moving cells "shrink away to the center (before reappearing in their correct
  /// places)" (Mark Pospesel, "Fixing CircleLayout", 2012).
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
