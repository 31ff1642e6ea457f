import Foundation

//===--- Right-to-left mirroring -------------------------------------------===//

/// Right-to-left mirroring: the one boundary between a layout's coordinate space and the
/// collection view's.
///
/// A layout whose ``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection`` is `true`
/// (the flow layout's is) in a collection view whose `traitCollection.layoutDirection` is not the
/// layout's ``CollectionViewLayout/developmentLayoutDirection`` keeps working left to right, in
/// its own coordinates; the collection view mirrors it about the content's width *W*, as UIKit
/// does: a frame at `x` becomes `W − maxX` (the centre `W − midX`), and the transform is mirrored
/// too (conjugated by a flip of the x axis: a rotation turns the other way, a scale or a vertical
/// translation is unchanged), so the element on screen is the mirror image of what the layout
/// describes.
///
/// The boundary is crossed in both directions and always with the layout's *current* content
/// width (the width recorded at the collection view's last layout pass for the installed layout):
///
/// - out of the layout: rect queries (``query(_:)``, the on-screen snapshot, the layout swap),
///   the item, supplementary and decoration getters and the appearing/disappearing hooks
///   (``appearingAttributes(of:in:)``, ``disappearingAttributes(of:in:)``);
/// - into the layout: the rect of a rect query, and what the base class's appearing/disappearing
///   defaults read back from the collection view — the on-screen attributes
///   (``layoutSpaceDisplayedAttributes(for:in:)``) and the update's ``UpdateContext``
///   (``layoutSpace(_:)``).
///
/// So everything the collection view keeps — the ``OnScreenSnapshot``, the tracks of every
/// transition, ``displayedAttributes(for:)`` — is in its own (on-screen) coordinates, and the
/// transition code is the same in both directions. Re-reading an on-screen attribute in the
/// layout's space with the current width, rather than the width it was captured at, is what keeps
/// an element that does not move in place when the content's width changes (a horizontally
/// scrolling right-to-left flow layout grows at its right end when an item is inserted first).
///
/// Not mirrored (inferred; UIKit documents only that the layout's "coordinate system is flipped"):
/// the content offset and the bounds — the collection view's `contentOffset`, `bounds`, the
/// rect given to `shouldInvalidateLayout(forBoundsChange:)`, `prepare(forAnimatedBoundsChange:)`
/// and the offsets of `targetContentOffset(…)` stay in the scroll view's unflipped coordinates,
/// as UIKit's scroll view keeps them. A horizontally scrolling right-to-left flow layout therefore
/// puts its first item at the right end of the content (`x = W − maxX`); the content offset is not
/// moved there automatically: scroll to `contentOffsetRange.max.x` to show it.
extension CollectionView {
  /// The width `layout`'s attributes are mirrored about, or `nil` when it is not mirrored.
  ///
  /// - Parameter other: a layout other than the installed one (in a layout swap), or `nil` for
  ///   the installed layout.
  /// - Returns: The width to mirror about, or `nil` when the layout is not mirrored.
  func mirrorWidth(of other: CollectionViewLayout? = nil) -> CGFloat? {
    let layout = other ?? collectionViewLayout
    guard layout.flipsHorizontallyInOppositeLayoutDirection else { return nil }
    let direction: UserInterfaceLayoutDirection =
      traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    guard direction != layout.developmentLayoutDirection else { return nil }
    if let other, other !== collectionViewLayout {
      return other.collectionViewContentSize.width
    }
    return contentSize.width
  }

  /// `attributes` of `layout` (the installed one by default), mirrored when it is mirrored: from
  /// the layout's space to the collection view's, or back (the mirror is its own inverse).
  func mirrored(
    _ attributes: CollectionViewLayoutAttributes?, in layout: CollectionViewLayout? = nil
  ) -> CollectionViewLayoutAttributes? {
    guard let attributes, let width = mirrorWidth(of: layout) else { return attributes }
    return attributes.mirrored(about: width)
  }

  /// Every attributes of `list`, mirrored when `layout` (the installed one by default) is.
  func mirrored(
    _ list: [CollectionViewLayoutAttributes], in layout: CollectionViewLayout? = nil
  ) -> [CollectionViewLayoutAttributes] {
    guard let width = mirrorWidth(of: layout) else { return list }
    return list.map { $0.mirrored(about: width) }
  }

  /// `rect` mirrored when `layout` (the installed one by default) is: a rect query's rect.
  func mirrored(_ rect: CGRect, in layout: CollectionViewLayout? = nil) -> CGRect {
    guard let width = mirrorWidth(of: layout) else { return rect }
    return rect.mirrored(about: width)
  }

  /// The on-screen attributes of an element in `layout`'s space: what the base class's
  /// defaults read (``displayedAttributes(for:)`` is in the collection view's space).
  func layoutSpaceDisplayedAttributes(
    for key: ElementKey, in layout: CollectionViewLayout
  ) -> CollectionViewLayoutAttributes? {
    mirrored(displayedAttributes(for: key), in: layout)
  }

  /// `context` in the installed layout's space: its on-screen snapshot and its new bounds
  /// mirrored when the layout is, for the base class's update defaults.
  ///
  /// - Complexity: O(*n*) in the elements of the snapshot when mirrored, else O(1).
  func layoutSpace(_ context: UpdateContext) -> UpdateContext {
    guard let width = mirrorWidth() else { return context }
    var before = context.before
    before.bounds = before.bounds.mirrored(about: width)
    before.elements = before.elements.mapValues { $0.mirrored(about: width) }
    var mirrored = UpdateContext(
      before: before, plan: context.plan, newBounds: layoutSpace(context.newBounds))
    mirrored.listedInserted = context.listedInserted
    mirrored.listedDeleted = context.listedDeleted
    return mirrored
  }

  /// `rect` in the installed layout's space: mirrored when the layout is.
  func layoutSpace(_ rect: CGRect) -> CGRect {
    mirrorWidth().map { rect.mirrored(about: $0) } ?? rect
  }

  /// `attributes` of `source` re-expressed in `target`'s space (through the collection view's):
  /// what a layout's default takes from the other layout of a layout swap.
  func converted(
    _ attributes: CollectionViewLayoutAttributes?, from source: CollectionViewLayout,
    to target: CollectionViewLayout
  ) -> CollectionViewLayoutAttributes? {
    guard source !== target else { return attributes }
    return mirrored(mirrored(attributes, in: source), in: target)
  }
}

extension CGRect {
  /// The rect mirrored about the vertical line `x = width / 2`: `x′ = width − maxX`.
  func mirrored(about width: CGFloat) -> CGRect {
    CGRect(x: width - maxX, y: minY, width: self.width, height: height)
  }
}

extension CollectionViewLayoutAttributes {
  /// The attributes mirrored about the vertical line `x = width / 2`: the (untransformed) frame
  /// at `x′ = width − maxX`, the transform conjugated by the flip of the x axis (the entries that
  /// mix x with another axis change sign), so what the transform does is mirrored too.
  func mirrored(about width: CGFloat) -> CollectionViewLayoutAttributes {
    var copy = self
    copy.frame = frame.mirrored(about: width)
    let t = transform3D
    if !t.isIdentity {
      var m = t
      m.m12 = -t.m12
      m.m13 = -t.m13
      m.m14 = -t.m14
      m.m21 = -t.m21
      m.m31 = -t.m31
      m.m41 = -t.m41
      copy.transform3D = m
    }
    return copy
  }
}

/// The direction a layout was written for: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
