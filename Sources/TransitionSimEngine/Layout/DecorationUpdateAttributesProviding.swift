import Foundation

/// A layout that places some of its decoration views itself in an animated batch update, before
/// the base class's appearing and disappearing defaults do.
///
/// The defaults pair a decoration view before the update with the one after it through the
/// section map and the views the layout lists as inserted and deleted; the attributes they
/// prepare in `prepare(forCollectionViewUpdates:)` are made before those lists exist, so they
/// pair a view with the one at its old index path. Views that belong to an item — a list row's
/// separators — follow their item instead. The base class asks a conforming layout first, from
/// ``CollectionViewLayout/initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`` and
/// ``CollectionViewLayout/finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)``, so
/// a layout that overrides those hooks and calls `super` keeps these answers.
protocol DecorationUpdateAttributesProviding {
  /// Where the decoration view of `kind` appearing at `indexPath` starts; `nil` for the default.
  func updateInitialAttributes(
    forDecorationOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes?

  /// Where the decoration view of `kind` disappearing from `indexPath` ends; `nil` for the
  /// default.
  func updateFinalAttributes(
    forDecorationOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes?
}
