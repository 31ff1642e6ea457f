import Foundation

// Interpolation of transforms through their decompositions (animation-math.md §3.5).

extension Transform3D {
  /// The transform a fraction `progress` of the way from `from` to `to`, as Core Animation
  /// interpolates a `transform` (animation-math.md §3.5).
  ///
  /// Progress 0 and 1 return `from` and `to` exactly, and two identities give the identity.
  /// Otherwise both matrices are decomposed; translation, scale, skew and perspective are
  /// interpolated linearly and the rotation by spherical linear interpolation along the shorter
  /// arc. When either matrix cannot be decomposed the value switches discretely: `from` before
  /// progress 0.5, `to` from 0.5 on. Progress outside [0, 1] (a spring's overshoot) extrapolates.
  ///
  /// Rotations by exactly 180° are ambiguous (§3.6); this follows the quaternion path, so the
  /// identity → 180° about z passes through +90° at progress 0.5.
  ///
  /// To animate one pair of transforms over many frames, decompose once and use
  /// ``Decomposed/interpolated(to:progress:)`` instead.
  public static func interpolate(
    from: Transform3D, to: Transform3D, progress: CGFloat
  ) -> Transform3D {
    if progress == 0 { return from }
    if progress == 1 { return to }
    if from.isIdentity && to.isIdentity { return .identity }
    guard let start = Decomposed(from), let end = Decomposed(to) else {
      return progress < 0.5 ? from : to
    }
    return start.interpolated(to: end, progress: progress).matrix
  }
}

extension Transform3D.Decomposed {
  /// The parts a fraction `progress` of the way to `other` (animation-math.md §3.5).
  ///
  /// Translation, scale, skew and all four perspective components are interpolated linearly
  /// (`a + (b − a)·progress`), the rotation by shortest-path spherical linear interpolation
  /// (``Quaternion/interpolated(to:progress:)``). Progress 0 and 1 return `self` and `other`
  /// exactly; values outside [0, 1] extrapolate.
  ///
  /// ``homogeneousScale`` (not part of the reference) is interpolated geometrically, so it never
  /// passes through zero, even when a spring overshoots; it changes no projected point.
  public func interpolated(to other: Self, progress: CGFloat) -> Self {
    if progress == 0 { return self }
    if progress == 1 { return other }
    return Interpolation(from: self, to: other).value(at: progress)
  }

  /// The interpolation between two decompositions with its rotation prepared once (a reference,
  /// so that a frame sampler's tables hold it without copying two decompositions around).
  final class Interpolation: Sendable {
    let from: Transform3D.Decomposed
    let to: Transform3D.Decomposed
    private let rotation: Quaternion.Slerp

    init(from: Transform3D.Decomposed, to: Transform3D.Decomposed) {
      self.from = from
      self.to = to
      rotation = Quaternion.Slerp(from: from.rotation, to: to.rotation)
    }

    /// ``Transform3D/Decomposed/interpolated(to:progress:)`` for progress other than 0 and 1.
    func value(at progress: CGFloat) -> Transform3D.Decomposed {
      func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
      return Transform3D.Decomposed(
        translation: Vector3(
          x: mix(from.translation.x, to.translation.x),
          y: mix(from.translation.y, to.translation.y),
          z: mix(from.translation.z, to.translation.z)),
        scale: Vector3(
          x: mix(from.scale.x, to.scale.x), y: mix(from.scale.y, to.scale.y),
          z: mix(from.scale.z, to.scale.z)),
        skew: Skew(
          xy: mix(from.skew.xy, to.skew.xy), xz: mix(from.skew.xz, to.skew.xz),
          yz: mix(from.skew.yz, to.skew.yz)),
        perspective: Perspective(
          x: mix(from.perspective.x, to.perspective.x),
          y: mix(from.perspective.y, to.perspective.y),
          z: mix(from.perspective.z, to.perspective.z),
          w: mix(from.perspective.w, to.perspective.w)),
        rotation: rotation.value(at: progress),
        homogeneousScale: Transform3D.Decomposed.mixHomogeneous(
          from.homogeneousScale, to.homogeneousScale, progress: progress))
    }
  }

  /// `|a|^(1−t)·|b|^t`, negative only when both are; equal factors stay exact, and a zero or
  /// non-finite factor falls back to linear interpolation.
  private static func mixHomogeneous(_ a: CGFloat, _ b: CGFloat, progress: CGFloat) -> CGFloat {
    if a == b { return a }
    let (x, y, t) = (Double(a), Double(b), Double(progress))
    guard x != 0, y != 0, x.isFinite, y.isFinite else { return CGFloat(x + (y - x) * t) }
    let magnitude = Foundation.exp(
      (1 - t) * Foundation.log(Swift.abs(x)) + t * Foundation.log(Swift.abs(y)))
    return CGFloat(x < 0 && y < 0 ? -magnitude : magnitude)
  }
}
