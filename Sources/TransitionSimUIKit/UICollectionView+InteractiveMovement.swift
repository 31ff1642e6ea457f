import TransitionSimEngine

/// An item being dragged to a new place: where it started and where it is now.
struct InteractiveMovement {
  var original: IndexPath
  var current: IndexPath
}

extension UICollectionView {
  /// The index path of the item under `point`, in the content's coordinates, or `nil`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    var path: IndexPath?
    catching { path = try engineView.indexPathForItem(at: point) }
    return path
  }

  /// Starts dragging the item at `indexPath` to a new place, if the data source lets it move.
  ///
  /// - Returns: Whether the movement started.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, let dataSource,
      engineView.itemIdentifier(at: indexPath) != nil,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath)
    return true
  }

  /// Moves the dragged item to the place under `targetPosition`: the items between make room,
  /// animated, as UIKit moves them while the finger moves (the dragged item's own position under
  /// the finger is not simulated).
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard let movement = interactiveMovement,
      let target = indexPathForItem(at: targetPosition), target != movement.current
    else { return }
    let ran = catching {
      try engineView.performBatchUpdates {
        try self.engineView.moveItem(at: movement.current, to: target)
      }
    }
    if ran {
      interactiveMovement?.current = target
      updateVisibleCells()
    }
  }

  /// Ends the drag where the item is: the data source is told of the move
  /// (`collectionView(_:moveItemAt:to:)`), as in UIKit.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    guard movement.original != movement.current, let dataSource else { return }
    dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
  }

  /// Cancels the drag: the item goes back to where it started, animated.
  public func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    guard movement.original != movement.current else { return }
    catching {
      try engineView.performBatchUpdates {
        try self.engineView.moveItem(at: movement.current, to: movement.original)
      }
    }
    updateVisibleCells()
  }
}
