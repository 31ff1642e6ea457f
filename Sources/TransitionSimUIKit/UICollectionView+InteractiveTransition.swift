import TransitionSimEngine

extension UICollectionView {
  /// Told whether an interactive transition completed and whether it finished (moved to the
  /// new layout) rather than cancelled (`UICollectionView.LayoutInteractiveTransitionCompletion`).
  public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) ->
    Void

  /// Starts an interactive change to `layout`: installs the transition layout the delegate
  /// returns (a plain ``UICollectionViewTransitionLayout`` by default) at progress 0 and returns
  /// it; drive its `transitionProgress`, then finish or cancel.
  @discardableResult
  public func startInteractiveTransition(
    to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> UICollectionViewTransitionLayout {
    let old = collectionViewLayout
    let transitionLayout =
      delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    guard let engineLayout = transitionLayout.transition else { return transitionLayout }
    guard catching({ try engineView.startInteractiveTransition(using: engineLayout) }) else {
      return transitionLayout
    }
    interactiveTransitionCompletion = completion
    old.collectionView = nil
    transitionLayout.collectionView = self
    replaceLayoutSilently(with: transitionLayout)
    return transitionLayout
  }

  /// Animates the interactive transition to the new layout, which becomes the layout.
  public func finishInteractiveTransition() {
    endInteractiveTransition(finishing: true)
  }

  /// Animates the interactive transition back to the old layout, which stays the layout.
  public func cancelInteractiveTransition() {
    endInteractiveTransition(finishing: false)
  }

  private func endInteractiveTransition(finishing: Bool) {
    guard let transitionLayout = collectionViewLayout as? UICollectionViewTransitionLayout else {
      return
    }
    let ran = catching {
      if finishing {
        _ = try engineView.finishInteractiveTransition()
      } else {
        _ = try engineView.cancelInteractiveTransition()
      }
    }
    guard ran else { return }
    let final = finishing ? transitionLayout.nextLayout : transitionLayout.currentLayout
    transitionLayout.collectionView = nil
    final.collectionView = self
    replaceLayoutSilently(with: final)
    updateVisibleCells()
    let completion = interactiveTransitionCompletion
    interactiveTransitionCompletion = nil
    completion?(true, finishing)
  }
}
