import TransitionSimEngine

/// UIKit's edge insets: top, left, bottom, right (`UIEdgeInsets`), the engine's ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets

/// Edge insets that follow the layout direction (`NSDirectionalEdgeInsets`), the engine's
/// ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// Core Animation's 4 × 4 transform (`CATransform3D`), the engine's ``Transform3D``.
public typealias CATransform3D = Transform3D

/// The layout direction of the user interface (`UIUserInterfaceLayoutDirection`).
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// The identity transform (`CATransform3DIdentity`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity = Transform3D.identity

/// Whether `t` is the identity (`CATransform3DIsIdentity`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { Transform3DIsIdentity(t) }

/// Whether two transforms are exactly equal (`CATransform3DEqualToTransform`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  Transform3DEqualToTransform(a, b)
}

/// A translation (`CATransform3DMakeTranslation`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  Transform3DMakeTranslation(tx, ty, tz)
}

/// A scale (`CATransform3DMakeScale`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  Transform3DMakeScale(sx, sy, sz)
}

/// A rotation of `angle` radians about the vector (x, y, z) (`CATransform3DMakeRotation`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  Transform3DMakeRotation(angle, x, y, z)
}

/// `t` translated, the translation applied first (`CATransform3DTranslate`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  Transform3DTranslate(t, tx, ty, tz)
}

/// `t` scaled, the scale applied first (`CATransform3DScale`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  Transform3DScale(t, sx, sy, sz)
}

/// `t` rotated, the rotation applied first (`CATransform3DRotate`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  Transform3DRotate(t, angle, x, y, z)
}

/// `a` then `b` (`CATransform3DConcat`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  Transform3DConcat(a, b)
}

/// The inverse of `t`, or `t` itself when it is singular, as Core Animation returns
/// (`CATransform3DInvert`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { Transform3DInvert(t) }

/// The 3D transform of an affine transform (`CATransform3DMakeAffineTransform`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  Transform3DMakeAffineTransform(m)
}

/// Whether `t` is an affine transform (`CATransform3DIsAffine`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { Transform3DIsAffine(t) }

/// The affine part of `t` (`CATransform3DGetAffineTransform`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  Transform3DGetAffineTransform(t)
}
