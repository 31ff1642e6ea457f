import Foundation

// Core Animation's transform functions under the names a search-and-replace of `CATransform3D`
// by `Transform3D` gives, so ported layouts compile unchanged. Each forwards to the method of the
// same meaning; the matrix conventions are Core Animation's (row vectors, `a · b` applies `a`
// first).

/// The identity transform (`CATransform3DIdentity`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let Transform3DIdentity = Transform3D.identity

/// Whether `t` is the identity (`CATransform3DIsIdentity`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DIsIdentity(_ t: Transform3D) -> Bool {
  t.isIdentity
}

/// Whether `a` and `b` are equal, element by element (`CATransform3DEqualToTransform`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool {
  a == b
}

/// A translation by `(tx, ty, tz)` (`CATransform3DMakeTranslation`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by `(sx, sy, sz)` (`CATransform3DMakeScale`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` with a translation applied first: `translate · t` (`CATransform3DTranslate`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DTranslate(
  _ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> Transform3D {
  t.translatedBy(x: tx, y: ty, z: tz)
}

/// `t` with a scale applied first: `scale · t` (`CATransform3DScale`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DScale(
  _ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> Transform3D {
  t.scaledBy(x: sx, y: sy, z: sz)
}

/// `t` with a rotation applied first: `rotation · t` (`CATransform3DRotate`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DRotate(
  _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a · b`: `a` applied first, then `b` (`CATransform3DConcat`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
  a.concatenating(b)
}

/// The inverse of `t`, or `t` itself when it has none, as `CATransform3DInvert` returns
/// (``Transform3D/inverted()`` returns `nil` instead).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DInvert(_ t: Transform3D) -> Transform3D {
  t.inverted() ?? t
}

/// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D {
  Transform3D(m)
}

/// Whether `t` is an affine transform (`CATransform3DIsAffine`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DIsAffine(_ t: Transform3D) -> Bool {
  t.isAffine
}

/// The affine part of `t` (`CATransform3DGetAffineTransform`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func Transform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform {
  t.affineTransform
}
