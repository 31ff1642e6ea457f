import Foundation

extension CollectionView {
  /// The attributes of the element as currently on screen, or `nil` when it is not visible: what
  /// UIKit reads from a visible view.
  ///
  /// The on-screen state is the layout's answer at the last layout pass. A layout invalidated by
  /// its own property changes keeps showing its previous state until the next update, which is
  /// how `performBatchUpdates(nil)` animates a layout change in UIKit.
  public func displayedAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
    guard let snapshot = try? currentSnapshot(), snapshot.visibleKeys.contains(key) else {
      return nil
    }
    return snapshot.elements[key]
  }

  /// The on-screen snapshot, captured now if there is none.
  func currentSnapshot() throws -> OnScreenSnapshot {
    if let snapshot { return snapshot }
    try layoutIfNeeded(measuring: .newlyDisplayed)
    let captured = captureSnapshot()
    snapshot = captured
    return captured
  }

  /// Queries the (valid) layout around the bounds, in the collection view's coordinates (mirrored
  /// for right-to-left; see `CollectionView+LayoutDirection.swift`).
  func captureSnapshot() -> OnScreenSnapshot {
    let bounds = bounds
    let band = bounds.insetBy(dx: -max(bounds.width, 1), dy: -max(bounds.height, 1))
    let attributes = mirrored(
      collectionViewLayout.layoutAttributesForElements(in: mirrored(band)) ?? [])
    collectionViewLayout.raisedError = nil
    var elements: [ElementKey: CollectionViewLayoutAttributes] = [:]
    elements.reserveCapacity(attributes.count)
    var visible = Set<ElementKey>(minimumCapacity: attributes.count)
    for item in attributes {
      let key = item.elementKey
      guard elements[key] == nil else { continue }
      elements[key] = item
      if item.frame.overlaps(bounds) { visible.insert(key) }
    }
    return OnScreenSnapshot(bounds: bounds, elements: elements, visibleKeys: visible)
  }
}

/// What was on screen at the last layout pass: the layout's attributes in a band one viewport wide
/// around the bounds, and which of them met the bounds.
///
/// The band gives elements that scroll into view during an update their real starting place.
struct OnScreenSnapshot {
  var bounds: CGRect
  var elements: [ElementKey: CollectionViewLayoutAttributes]
  var visibleKeys: Set<ElementKey>
}
