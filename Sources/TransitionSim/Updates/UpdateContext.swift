import Foundation

/// The batch update in flight, as the planner hands it to the layout for
/// `prepare(forCollectionViewUpdates:)` and the appearing/disappearing defaults: what was on
/// screen, the plan, the visible rect after the update, and the supplementary and decoration
/// views the layout listed as inserted or deleted.
///
/// The planner owns it: it sets it on the layout before `prepare(forCollectionViewUpdates:)`,
/// fills in the listed views after asking the `indexPathsTo…` methods, and removes it when the
/// update ends or is rolled back. The layout only reads it.
struct UpdateContext {
  /// What was on screen before the update.
  let before: OnScreenSnapshot
  /// The validated update.
  let plan: BatchUpdatePlan
  /// The visible rect after the update, at the proposed content offset.
  var newBounds: CGRect
  /// Supplementary and decoration views the layout listed as inserted (keys after the update).
  var listedInserted: Set<ElementKey> = []
  /// Supplementary and decoration views the layout listed as deleted (keys before the update).
  var listedDeleted: Set<ElementKey> = []
}
