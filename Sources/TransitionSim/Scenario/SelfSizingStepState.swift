import Foundation

/// The sizes a scenario's self-sizing cells prefer while it runs: the scenario's `selfSizing`,
/// changed by each `contentChange` step in turn.
///
/// A reference, so the steps share one table without threading it through every step.
final class SelfSizingStepState {
  /// The sizes now.
  private(set) var sizes: ScenarioSelfSizing?

  init(_ sizes: ScenarioSelfSizing?) {
    self.sizes = sizes
  }

  /// Gives `view` the sizes and their invalidation.
  func install(on view: CollectionView) {
    guard let sizes else { return }
    view.selfSizingInvalidation = sizes.invalidation
    view.preferredItemSize = sizes.provider
    // A content change changes cells only: the supplementary views keep their measurements.
    if view.preferredSupplementarySize == nil, let provider = sizes.supplementaryProvider {
      view.preferredSupplementarySize = provider
    }
  }

  /// Applies a `contentChange` step: the new sizes become the cells' content, then the cells
  /// named by `invalidate` invalidate their intrinsic content size, animated with `animation`
  /// unless the step says `"animated": false`.
  ///
  /// - Returns: The transition, or `nil` when nothing animates (`disabled`, or not animated).
  /// - Throws: ``ScenarioRunError`` text for an identifier the data does not have;
  ///   ``CollectionViewLayoutError`` from the self-sizing cycle.
  /// - Complexity: O(*k*) for *k* sizes and names, plus the update or layout pass.
  func apply(
    _ change: ScenarioContentChange, to view: CollectionView, animation: AnimationParameters
  ) throws -> Transition? {
    var paths: [IndexPath] = []
    for identifier in change.invalidate {
      guard let path = view.indexPath(forItemIdentifier: identifier) else {
        throw ContentChangeError(
          message: "contentChange.invalidate names \"\(identifier)\", which the data does not have")
      }
      paths.append(path)
    }
    var next = sizes ?? ScenarioSelfSizing()
    next.items.merge(change.preferredSizes) { $1 }
    if let defaultSize = change.defaultSize { next.defaultSize = defaultSize }
    sizes = next
    install(on: view)
    guard view.selfSizingInvalidation != .disabled else { return nil }
    return try view.invalidateIntrinsicContentSize(
      ofItemsAt: paths, animation: change.animated ? animation : nil)
  }
}

/// A `contentChange` step that names an item the data does not have.
struct ContentChangeError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
