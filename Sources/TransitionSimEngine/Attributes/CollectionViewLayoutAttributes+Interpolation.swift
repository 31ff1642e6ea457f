import Foundation

// How a view animates from one set of layout attributes to another: what UIKit animates when it
// applies a layout's start and end attributes to a cell inside an animation block
// (a cell takes the attributes' size, center, transform, alpha and zIndex as its bounds size,
// center, layer transform, opacity and zPosition, as PSTCollectionView's reimplementation does).

extension CollectionViewLayoutAttributes: Interpolatable {
  /// The interpolation between two layout attributes, precomputed once per animated segment.
  ///
  /// At progress 0 it gives ``start`` and at progress 1 ``end``, exactly (every property, the
  /// cached frame included). In between, with `p` the eased progress (outside [0, 1] while a
  /// spring overshoots):
  ///
  /// - **center** and **size** interpolate separately, `a + (b − a)·p`, and the frame is derived
  ///   from them (`origin = center − size / 2`), because UIKit animates a view's `position` and
  ///   `bounds`, never its frame (Apple's QA1620: a layer's frame is derived, animate its position
  ///   and bounds instead). A size may go negative on a spring's overshoot; renderers clamp it, the
  ///   attributes do not.
  /// - **alpha** interpolates linearly (Core Animation animates `opacity` as a scalar) and is not
  ///   clamped.
  /// - **transform3D** interpolates as Core Animation interpolates a transform: both matrices are
  ///   decomposed (once, here), translation, scale, skew and perspective interpolate linearly and
  ///   the rotation by spherical interpolation along the shorter arc, then the result is
  ///   recomposed (the blend of WebKit's TransformationMatrix.cpp and of CSS Transforms Level 2,
  ///   "Interpolation of Matrices"). When either matrix cannot be decomposed, the transform
  ///   switches from the start's to the end's at progress 0.5 (WebKit's rule).
  /// - **zIndex** takes the end value as soon as the animation has started (any progress but 0):
  ///   UIKit re-inserts a view whose zIndex changes at its new position in the view hierarchy
  ///   *before* it animates (as the binary of UXKit, Apple's macOS port of the collection view,
  ///   does), and `zPosition` only orders views. So do the other non-animated properties
  ///   (`indexPath`, the element's identity): mid-animation attributes are the end's with the
  ///   animated properties replaced.
  /// - **isHidden** is not animatable; it applies at one instant (View Programming Guide for iOS,
  ///   "Animations": `hidden` is not among the animatable properties). An element that becomes
  ///   visible is visible from the start of the animation; an element that becomes hidden stays
  ///   visible until the end, so that the fade or move to its final attributes can play, and is
  ///   hidden only at progress 1. Equivalently: mid-animation, `isHidden` is true only when it is
  ///   true at both ends (this library's rule, as UIKit documents no instant; UIKit does not create
  ///   a view at all for an element hidden at both ends: Apple's documentation of
  ///   `UICollectionViewLayoutAttributes.isHidden` allows it, and UXKit's binary does so).
  /// - **custom attributes**: a value stored under the same name at both ends with the same
  ///   numeric case (`.number`, `.point`, `.size`, `.rect`) interpolates component by component,
  ///   like a UIKit subclass's animatable property; any other difference (a Boolean, a string,
  ///   index paths, a change of case, a value present at one end only) switches from the start's
  ///   to the end's at progress 0.5.
  public struct Interpolator: ValueInterpolator {
    // The numbers every frame needs are stored inline; everything else lives in one immutable
    // object, so that an interpolator is small to store and a frame of plain moves and fades
    // reads no reference at all.
    private let geometry: Geometry
    private let storage: Storage
    /// ``storage`` again, uncounted: what a frame calls through, without retaining the storage
    /// (`storage` keeps it alive as long as the interpolator).
    private let unretainedStorage: Unmanaged<Storage>

    /// The endpoints' animated numbers, and whether anything else animates: all a frame of a
    /// plain move, resize or fade reads (the frame sampler's quick lanes keep one each).
    struct Geometry: Sendable {
      var startCenter: CGPoint
      var endCenter: CGPoint
      var startSize: CGSize
      var endSize: CGSize
      var startAlpha: CGFloat
      var endAlpha: CGFloat
      var isHiddenMidway: Bool
      /// The ends are equal: every progress gives the end exactly (a frame recomputed from the
      /// center could be an ulp off the end's).
      var isConstant: Bool
      /// The transform or custom attributes change too.
      var hasOtherChanges: Bool

      /// The numbers of `start` and `end`; `hasOtherChanges` says whether their transforms or
      /// custom values differ.
      init(
        from start: borrowing CollectionViewLayoutAttributes,
        to end: borrowing CollectionViewLayoutAttributes, hasOtherChanges: Bool
      ) {
        startCenter = start.center
        endCenter = end.center
        startSize = start.size
        endSize = end.size
        startAlpha = start.alpha
        endAlpha = end.alpha
        isHiddenMidway = start.isHidden && end.isHidden
        isConstant = start == end
        self.hasOtherChanges = hasOtherChanges
      }

      /// Sets the center, size (and so the frame), alpha and isHidden of `attributes` to the
      /// geometry a fraction `progress` of the way: `a + (b − a)·p` for each number.
      ///
      /// - Complexity: O(1).
      @inline(__always)
      static func apply(
        _ geometry: UnsafePointer<Geometry>, progress: Double,
        to attributes: inout CollectionViewLayoutAttributes
      ) {
        let t = CGFloat(progress)
        let g = geometry
        attributes.setGeometry(
          center: CGPoint(
            x: lerp(g.pointee.startCenter.x, g.pointee.endCenter.x, t),
            y: lerp(g.pointee.startCenter.y, g.pointee.endCenter.y, t)),
          size: CGSize(
            width: lerp(g.pointee.startSize.width, g.pointee.endSize.width, t),
            height: lerp(g.pointee.startSize.height, g.pointee.endSize.height, t)))
        attributes.alpha = lerp(g.pointee.startAlpha, g.pointee.endAlpha, t)
        attributes.isHidden = g.pointee.isHiddenMidway
      }
    }

    /// The attributes at progress 0.
    public var start: CollectionViewLayoutAttributes { storage.start }
    /// The attributes at progress 1.
    public var end: CollectionViewLayoutAttributes { storage.end }

    /// A custom attribute whose value differs between the ends.
    private struct CustomChange: Sendable {
      var name: String
      var start: LayoutAttributeValue?
      var end: LayoutAttributeValue?
    }

    /// The prepared interpolation of everything but the geometry: a transform equal at both ends
    /// or switched at progress 0.5, and the changed custom attributes.
    // Unchecked: a class that is subclassed cannot be checked; every stored property, here and
    // in the subclass, is an immutable `let` of a Sendable type.
    private class Storage: @unchecked Sendable {
      let start: CollectionViewLayoutAttributes
      let end: CollectionViewLayoutAttributes
      /// One end's transform cannot be decomposed: it switches at progress 0.5.
      ///
      /// False when the transform is equal at both ends (or interpolated by the subclass).
      let switchesTransform: Bool
      /// The custom attributes that differ, sorted by name; empty when the bags are equal.
      let customChanges: [CustomChange]

      init(
        start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes,
        switchesTransform: Bool, customChanges: [CustomChange]
      ) {
        self.start = start
        self.end = end
        self.switchesTransform = switchesTransform
        self.customChanges = customChanges
      }

      /// The transform and custom attributes at `progress` (neither 0 nor 1).
      ///
      /// - Complexity: O(*c*) for *c* changed custom attributes.
      func applyOtherChanges(progress: Double, to attributes: inout CollectionViewLayoutAttributes)
      {
        if switchesTransform {
          let transform = progress < 0.5 ? start.transform3D : end.transform3D
          if attributes.transform3D != transform { attributes.transform3D = transform }
        }
        applyCustomChanges(progress: progress, to: &attributes)
      }

      /// The changed custom attributes at `progress` (neither 0 nor 1).
      ///
      /// - Complexity: O(*c*) for *c* changed custom attributes.
      final func applyCustomChanges(
        progress: Double, to attributes: inout CollectionViewLayoutAttributes
      ) {
        for change in customChanges {
          attributes.customAttributes[change.name] = Interpolator.interpolate(
            change.start, change.end, progress: progress)
        }
      }
    }

    /// ``Storage`` for a transform interpolated through its decompositions, both made (and the
    /// rotation's slerp prepared) once; recomposed on every frame.
    ///
    private final class DecomposedTransformStorage: Storage, @unchecked Sendable {
      let transform: Transform3D.Decomposed.Interpolation

      init(
        start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes,
        transform: Transform3D.Decomposed.Interpolation, customChanges: [CustomChange]
      ) {
        self.transform = transform
        super.init(start: start, end: end, switchesTransform: false, customChanges: customChanges)
      }

      /// The transform, recomposed, and the custom attributes at `progress` (neither 0 nor 1).
      ///
      /// - Complexity: O(*c*) for *c* changed custom attributes.
      override func applyOtherChanges(
        progress: Double, to attributes: inout CollectionViewLayoutAttributes
      ) {
        attributes.setTransform { transform.matrix(at: CGFloat(progress)) }
        if !customChanges.isEmpty { applyCustomChanges(progress: progress, to: &attributes) }
      }
    }

    /// Prepares the interpolation from `start` to `end`: decomposes both transforms and pairs the
    /// custom attributes.
    ///
    /// - Complexity: O(*c* log *c*) for *c* custom attributes; a transform decomposition is O(1).
    public init(from start: CollectionViewLayoutAttributes, to end: CollectionViewLayoutAttributes)
    {
      // The transform: equal at both ends, interpolated through its decompositions, or switched.
      var decomposed: Transform3D.Decomposed.Interpolation?
      var switchesTransform = false
      if start.transform3D != end.transform3D {
        if let a = Transform3D.Decomposed(start.transform3D),
          let b = Transform3D.Decomposed(end.transform3D)
        {
          decomposed = Transform3D.Decomposed.Interpolation(from: a, to: b)
        } else {
          switchesTransform = true
        }
      }
      var customChanges: [CustomChange] = []
      if start.customAttributes != end.customAttributes {
        let names = Set(
          start.customAttributes.sortedEntries.map(\.name)
            + end.customAttributes.sortedEntries.map(\.name))
        customChanges = names.sorted().compactMap { name in
          let a = start.customAttributes[name]
          let b = end.customAttributes[name]
          return a == b ? nil : CustomChange(name: name, start: a, end: b)
        }
      }
      let hasOtherChanges = !customChanges.isEmpty || start.transform3D != end.transform3D
      geometry = Geometry(from: start, to: end, hasOtherChanges: hasOtherChanges)
      if let decomposed {
        storage = DecomposedTransformStorage(
          start: start, end: end, transform: decomposed, customChanges: customChanges)
      } else {
        storage = Storage(
          start: start, end: end, switchesTransform: switchesTransform,
          customChanges: customChanges)
      }
      unretainedStorage = .passUnretained(storage)
    }

    /// The attributes a fraction `progress` of the way from ``start`` to ``end``, by the rules in
    /// the type's documentation.
    ///
    /// - Complexity: O(1) without transform or custom changes; O(*c*) for *c* changed custom
    ///   attributes.
    public func value(atProgress progress: Double) -> CollectionViewLayoutAttributes {
      if progress == 0 { return storage.start }
      var result = storage.end
      apply(progress: progress, to: &result)
      return result
    }

    /// Turns `attributes`, which must equal ``end`` in every property that does not animate,
    /// into ``value(atProgress:)`` in place: the frame sampler's hot path, which copies each
    /// frame's attributes only once.
    @inline(__always)
    func apply(progress: Double, to attributes: inout CollectionViewLayoutAttributes) {
      if progress == 0 {
        attributes = storage.start
        return
      }
      if progress == 1 || geometry.isConstant { return }
      applyBetweenEnds(progress: progress, to: &attributes)
    }

    /// Whether the ends are equal: every progress gives ``end`` exactly.
    var isConstant: Bool { geometry.isConstant }

    /// ``apply(progress:to:)`` for a progress other than 0 and 1 when the ends differ: sets every
    /// animated property (center, size, alpha, isHidden, the transform and the changed custom
    /// attributes) and leaves the others.
    ///
    /// `attributes` must equal ``end`` in every property that does not animate; the animated ones
    /// may hold anything this method wrote before, so a frame sampler can update one frame's
    /// attributes in place from frame to frame. A changed transform is written into the
    /// attributes' own storage when no other copy shares it.
    ///
    /// - Complexity: O(1) without custom changes; O(*c*) for *c* changed custom attributes.
    @inline(__always)
    func applyBetweenEnds(progress: Double, to attributes: inout CollectionViewLayoutAttributes) {
      withUnsafePointer(to: self) {
        Self.applyBetweenEnds(of: $0, progress: progress, to: &attributes)
      }
    }

    /// ``applyBetweenEnds(progress:to:)`` for the interpolator at `interpolator`, reading only
    /// its numbers and its uncounted storage reference: a call on `interpolator.pointee` copies
    /// the whole interpolator (and counts a reference to its storage) whenever the transform or
    /// a custom attribute changes.
    ///
    /// - Complexity: O(1) without custom changes; O(*c*) for *c* changed custom attributes.
    @inline(__always)
    static func applyBetweenEnds(
      of interpolator: UnsafePointer<Interpolator>, progress: Double,
      to attributes: inout CollectionViewLayoutAttributes
    ) {
      let g = interpolator.pointer(to: \.geometry).unsafelyUnwrapped
      Geometry.apply(g, progress: progress, to: &attributes)
      if g.pointee.hasOtherChanges {
        interpolator.pointer(to: \.unretainedStorage).unsafelyUnwrapped.pointee
          ._withUnsafeGuaranteedRef { $0.applyOtherChanges(progress: progress, to: &attributes) }
      }
    }

    /// A numeric custom value interpolated, anything else switched at 0.5.
    fileprivate static func interpolate(
      _ a: LayoutAttributeValue?, _ b: LayoutAttributeValue?, progress: Double
    ) -> LayoutAttributeValue? {
      switch (a, b) {
      case (.number(let x)?, .number(let y)?):
        return .number(x.linearlyInterpolated(to: y, progress: progress))
      case (.point(let x)?, .point(let y)?):
        return .point(x.linearlyInterpolated(to: y, progress: progress))
      case (.size(let x)?, .size(let y)?):
        return .size(x.linearlyInterpolated(to: y, progress: progress))
      case (.rect(let x)?, .rect(let y)?):
        return .rect(x.linearlyInterpolated(to: y, progress: progress))
      default:
        return progress < 0.5 ? a : b
      }
    }
  }

  /// Prepares the interpolation from `start` to `end` (``Interpolator``).
  ///
  /// - Complexity: O(*c* log *c*) for *c* custom attributes.
  public static func makeInterpolator(
    from start: CollectionViewLayoutAttributes, to end: CollectionViewLayoutAttributes
  ) -> Interpolator {
    Interpolator(from: start, to: end)
  }

  /// These attributes a fraction `progress` of the way to `end`, by ``Interpolator``'s rules.
  ///
  /// Progress 0 returns `self` and progress 1 returns `end`, exactly. To interpolate one pair
  /// over many frames, make an ``Interpolator`` once instead: this decomposes both transforms on
  /// every call.
  ///
  /// ```swift
  /// let midway = old.interpolated(to: new, progress: 0.5)
  /// ```
  ///
  /// - Complexity: O(*c* log *c*) for *c* custom attributes.
  public func interpolated(
    to end: CollectionViewLayoutAttributes, progress: Double
  ) -> CollectionViewLayoutAttributes {
    Interpolator(from: self, to: end).value(atProgress: progress)
  }
}

//===--- Additive composition (internal) ---------------------------------------------------===//

extension CollectionViewLayoutAttributes: AdditivelyComposable {
  /// An interrupted animation's end attributes with the inverse of their transform.
  package struct AdditiveReference: Sendable {
    var end: CollectionViewLayoutAttributes
    var inverseTransform: Transform3D?
  }

  package static func additiveReference(for end: CollectionViewLayoutAttributes)
    -> AdditiveReference
  {
    AdditiveReference(
      end: end,
      inverseTransform: end.transform3D.isIdentity ? .identity : end.transform3D.inverted())
  }

  /// These attributes plus the change an interrupted animation has still to make: for center,
  /// size, alpha and numeric custom attributes `self + (value − reference)`; for the transform
  /// `value · reference⁻¹ · self`, which is `value` when `self` is the reference and `self` when
  /// `value` is.
  ///
  /// Discrete properties are `self`'s. A transform whose reference cannot be inverted adds nothing.
  package func adding(
    _ value: CollectionViewLayoutAttributes, relativeTo reference: AdditiveReference
  ) -> CollectionViewLayoutAttributes {
    let base = reference.end
    if value == base { return self }
    var result = self
    result.setGeometry(
      center: center.adding(value.center, relativeTo: base.center),
      size: size.adding(value.size, relativeTo: base.size))
    result.alpha = alpha + (value.alpha - base.alpha)
    if value.transform3D != base.transform3D, let inverse = reference.inverseTransform {
      result.transform3D = value.transform3D.concatenating(inverse).concatenating(transform3D)
    }
    if value.customAttributes != base.customAttributes {
      for (name, current) in value.customAttributes.sortedEntries {
        guard let model = base.customAttributes[name], let own = customAttributes[name],
          let sum = Self.add(own, current, minus: model)
        else { continue }
        result.customAttributes[name] = sum
      }
    }
    return result
  }

  /// `own + (current − model)` for three numeric values of the same case, else `nil`.
  private static func add(
    _ own: LayoutAttributeValue, _ current: LayoutAttributeValue,
    minus model: LayoutAttributeValue
  ) -> LayoutAttributeValue? {
    switch (own, current, model) {
    case (.number(let a), .number(let b), .number(let c)):
      return .number(a + (b - c))
    case (.point(let a), .point(let b), .point(let c)):
      return .point(a.adding(b, relativeTo: c))
    case (.size(let a), .size(let b), .size(let c)):
      return .size(a.adding(b, relativeTo: c))
    case (.rect(let a), .rect(let b), .rect(let c)):
      return .rect(
        CGRect(
          origin: a.origin.adding(b.origin, relativeTo: c.origin),
          size: a.size.adding(b.size, relativeTo: c.size)))
    default:
      return nil
    }
  }
}
