import Foundation

/// A value an animation can carry from one state to another: layout attributes, a content offset,
/// a content size.
///
/// Interpolation is split in two so that everything that depends only on the two endpoints (a
/// transform's decomposition, the pairing of custom attributes) is computed once per animated
/// segment by ``makeInterpolator(from:to:)``, and each frame only evaluates the result
/// (``ValueInterpolator/value(atProgress:)``).
///
/// Geometry types interpolate linearly, `start + (end − start)·progress`, as Core Animation
/// interpolates `position` and `bounds` (Core Animation Programming Guide, "Animatable
/// Properties").
public protocol Interpolatable: Equatable, Sendable {
  /// The precomputed interpolation between two values.
  associatedtype Interpolator: ValueInterpolator where Interpolator.Value == Self

  /// Prepares the interpolation from `start` to `end`.
  static func makeInterpolator(from start: Self, to end: Self) -> Interpolator
}

/// The interpolation between two fixed values, evaluated at any progress.
public protocol ValueInterpolator<Value>: Sendable {
  /// The type interpolated.
  associatedtype Value

  /// The value at progress 0.
  var start: Value { get }
  /// The value at progress 1.
  var end: Value { get }

  /// The value a fraction `progress` of the way from ``start`` to ``end``.
  ///
  /// Progress 0 gives ``start`` and progress 1 gives ``end`` exactly; a spring's progress outside
  /// [0, 1] extrapolates.
  func value(atProgress progress: Double) -> Value
}

/// A value whose components interpolate linearly: numbers, points, sizes and rectangles.
///
/// A type that is also ``Interpolatable`` gets a ``LinearInterpolator`` by default.
public protocol LinearlyInterpolatable: Equatable, Sendable {
  /// The value a fraction `progress` of the way to `other`: `self + (other − self)·progress` for
  /// each component.
  func linearlyInterpolated(to other: Self, progress: Double) -> Self
}

extension Interpolatable where Self: LinearlyInterpolatable {
  /// A ``LinearInterpolator`` between the two values.
  public static func makeInterpolator(from start: Self, to end: Self) -> LinearInterpolator<Self> {
    LinearInterpolator(start: start, end: end)
  }
}

/// The straight-line interpolation between two values, exact at both ends.
public struct LinearInterpolator<Value: LinearlyInterpolatable>: ValueInterpolator, Equatable {
  /// The value at progress 0.
  public let start: Value
  /// The value at progress 1.
  public let end: Value

  /// Creates the interpolation from `start` to `end`.
  public init(start: Value, end: Value) {
    self.start = start
    self.end = end
  }

  /// `start` at 0, `end` at 1, otherwise ``LinearlyInterpolatable/linearlyInterpolated(to:progress:)``.
  public func value(atProgress progress: Double) -> Value {
    if progress == 0 { return start }
    if progress == 1 { return end }
    return start.linearlyInterpolated(to: end, progress: progress)
  }
}

/// `a + (b − a)·t`, the interpolation every numeric component uses.
@inline(__always)
func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

extension Double: Interpolatable, LinearlyInterpolatable {
  /// `self + (other − self)·progress`.
  public func linearlyInterpolated(to other: Double, progress: Double) -> Double {
    self + (other - self) * progress
  }
}

extension CGFloat: Interpolatable, LinearlyInterpolatable {
  /// `self + (other − self)·progress`.
  public func linearlyInterpolated(to other: CGFloat, progress: Double) -> CGFloat {
    lerp(self, other, CGFloat(progress))
  }
}

extension CGPoint: Interpolatable, LinearlyInterpolatable {
  /// Each coordinate interpolated linearly.
  public func linearlyInterpolated(to other: CGPoint, progress: Double) -> CGPoint {
    let t = CGFloat(progress)
    return CGPoint(x: lerp(x, other.x, t), y: lerp(y, other.y, t))
  }
}

extension CGSize: Interpolatable, LinearlyInterpolatable {
  /// Width and height interpolated linearly; a spring's overshoot may make them negative.
  public func linearlyInterpolated(to other: CGSize, progress: Double) -> CGSize {
    let t = CGFloat(progress)
    return CGSize(width: lerp(width, other.width, t), height: lerp(height, other.height, t))
  }
}

extension CGRect: Interpolatable, LinearlyInterpolatable {
  /// Origin and size interpolated linearly, component by component.
  public func linearlyInterpolated(to other: CGRect, progress: Double) -> CGRect {
    CGRect(
      origin: origin.linearlyInterpolated(to: other.origin, progress: progress),
      size: size.linearlyInterpolated(to: other.size, progress: progress))
  }
}

//===--- Additive composition (internal) ---------------------------------------------------===//

/// A value that can carry the remaining change of an interrupted additive animation (UIKit's view
/// animations are additive from iOS 8 on): the new animation's value plus `value − reference`,
/// where `value` is the interrupted animation's current value and `reference` its end (its model
/// value).
package protocol AdditivelyComposable: Interpolatable {
  /// What is precomputed from an interrupted animation's end value, once per animation.
  associatedtype AdditiveReference: Sendable

  /// Prepares `end` to be subtracted from the interrupted animation's values.
  static func additiveReference(for end: Self) -> AdditiveReference

  /// `self + (value − reference)`. When `value` is the reference's own end value, the result is
  /// `self` exactly.
  func adding(_ value: Self, relativeTo reference: AdditiveReference) -> Self
}

extension CGPoint: AdditivelyComposable {
  package static func additiveReference(for end: CGPoint) -> CGPoint { end }

  package func adding(_ value: CGPoint, relativeTo reference: CGPoint) -> CGPoint {
    CGPoint(x: x + (value.x - reference.x), y: y + (value.y - reference.y))
  }
}

extension CGSize: AdditivelyComposable {
  package static func additiveReference(for end: CGSize) -> CGSize { end }

  package func adding(_ value: CGSize, relativeTo reference: CGSize) -> CGSize {
    CGSize(
      width: width + (value.width - reference.width),
      height: height + (value.height - reference.height))
  }
}
