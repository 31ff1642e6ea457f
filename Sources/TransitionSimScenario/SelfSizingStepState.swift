import Foundation
import TransitionSimEngine

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

extension SelfSizingStepState {
  /// The error `failure` is, located at the preferred size that caused it: a flow layout's
  /// refusal of an item whose self-sized width or height is zero, when that zero is the one the
  /// scenario's `selfSizing` (or a `contentChange` step's `preferredSizes`) gives the item.
  ///
  /// UIKit's words stay; the location is the size's value in the file, and the message names
  /// the item.
  ///
  /// - Returns: `nil` when the failure has another cause, or the size was built in code.
  /// - Complexity: O(1) on average.
  func located(_ failure: Error, in view: CollectionView) -> ScenarioError? {
    guard case .negativeOrZeroSize(let indexPath, let size) = failure as? CollectionViewLayoutError,
      indexPath.count == 2, let sizes, let identifier = view.itemIdentifier(at: indexPath),
      let preferred = sizes.items[identifier] ?? sizes.defaultSize, let source = preferred.source
    else { return nil }
    let zeroWidth = preferred.width.map { $0 <= 0 && size.width <= 0 } ?? false
    let zeroHeight = preferred.height.map { $0 <= 0 && size.height <= 0 } ?? false
    guard zeroWidth || zeroHeight else { return nil }
    let dimension = zeroWidth ? "width" : "height"
    return source.error(
      "item \"\(identifier)\" prefers a \(dimension) of 0 here, which the flow layout refuses: "
        + "\(failure)")
  }
}

/// A `contentChange` step that names an item the data does not have.
struct ContentChangeError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
