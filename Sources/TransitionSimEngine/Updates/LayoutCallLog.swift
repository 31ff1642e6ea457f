import Foundation

/// The calls made to layouts while an update, a bounds change or a layout swap is planned, in
/// order: what a transition's `layoutCalls` lists.
///
/// The planner installs one on the collection view for the length of its run; layout passes and
/// queries the collection view makes meanwhile are recorded in it too.
struct LayoutCallLog {
  /// The calls so far.
  private(set) var calls: [LayoutCall] = []
  /// The type name of the last layout recorded, cached: `String(describing:)` is not free.
  private var lastLayout: ObjectIdentifier?
  private var lastLayoutName = ""

  /// Records a call to `layout`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func record(
    _ method: String, _ layout: CollectionViewLayout, _ indexPath: IndexPath? = nil,
    kind: String? = nil
  ) {
    let identity = ObjectIdentifier(layout)
    if identity != lastLayout {
      lastLayout = identity
      lastLayoutName = String(describing: type(of: layout))
    }
    calls.append(
      LayoutCall(method: method, layout: lastLayoutName, indexPath: indexPath, kind: kind))
  }
}

extension CollectionView {
  /// Records a call to `layout` (the installed one by default) while a planner runs, and hands
  /// it to ``layoutCallObserver``.
  func logCall(
    _ method: String, _ indexPath: IndexPath? = nil, kind: String? = nil,
    layout: CollectionViewLayout? = nil
  ) {
    if let observer = layoutCallObserver {
      let layout = layout ?? collectionViewLayout
      observer(
        LayoutCall(
          method: method, layout: String(describing: type(of: layout)), indexPath: indexPath,
          kind: kind))
    }
    guard callLog != nil else { return }
    callLog?.record(method, layout ?? collectionViewLayout, indexPath, kind: kind)
  }
}
