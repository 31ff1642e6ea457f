import Foundation

// Interpolation of transforms through their decompositions (WebKit's blend of decomposed matrices).

extension Transform3D {
  /// The transform a fraction `progress` of the way from `from` to `to`, as Core Animation
  /// interpolates a `transform` (through decompositions, as WebKit's TransformationMatrix.cpp
  /// blends).
  ///
  /// Progress 0 and 1 return `from` and `to` exactly, and two identities give the identity.
  /// Otherwise both matrices are decomposed; translation, scale, skew and perspective are
  /// interpolated linearly and the rotation by spherical linear interpolation along the shorter
  /// arc. When either matrix cannot be decomposed the value switches discretely: `from` before
  /// progress 0.5, `to` from 0.5 on. Progress outside [0, 1] (a spring's overshoot) extrapolates.
  ///
  /// Rotations by exactly 180° are ambiguous (WebKit's 2-D path passes through −90°, the quaternion
  /// path through +90°, and which one Core Animation takes is not documented); this follows the
  /// quaternion path, so the identity → 180° about z passes through +90° at progress 0.5.
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
  /// The parts a fraction `progress` of the way to `other` (WebKit's blend).
  ///
  /// Translation, scale, skew and all four perspective components are interpolated linearly
  /// (`a + (b − a)·progress`), the rotation by shortest-path spherical linear interpolation
  /// (``Quaternion/interpolated(to:progress:)``). Progress 0 and 1 return `self` and `other`
  /// exactly; values outside [0, 1] extrapolate.
  ///
  /// ``homogeneousScale`` (not part of WebKit's decomposition) is interpolated geometrically, so it
  /// never passes through zero, even when a spring overshoots; it changes no projected point.
  public func interpolated(to other: Self, progress: CGFloat) -> Self {
    if progress == 0 { return self }
    if progress == 1 { return other }
    return Interpolation(from: self, to: other).value(at: progress)
  }

  /// The interpolation between two decompositions with everything that does not depend on the
  /// progress computed once: the linear parts' differences, the rotation's slerp, and whether the
  /// recomposition can leave out the perspective and the homogeneous factor.
  ///
  /// A frame sampler keeps one per animated segment and calls ``matrix(at:)`` on every frame. It
  /// is a reference, so that the sampler's tables hold it without copying two decompositions
  /// around, and a frame reads its numbers in place. (`package`: the benchmark times
  /// ``matrix(at:)`` alone.)
  package final class Interpolation: Sendable {
    // In the order a frame reads them, so that they share as few cache lines as possible.
    /// Neither end has perspective, and the homogeneous factor is the same at both: the
    /// recomposition is then a rotation's rows skewed and scaled, plus the translation.
    private let isAffine: Bool
    private let rotation: Quaternion.Slerp
    /// The parts at progress 0.
    private let start: Transform3D.Decomposed
    /// `end − start` for every linearly interpolated part (its rotation and homogeneous scale
    /// are unused).
    private let change: Transform3D.Decomposed
    /// The homogeneous factor at progress 1, which interpolates geometrically.
    private let endHomogeneousScale: CGFloat

    /// Prepares the interpolation from `from` to `to`.
    ///
    /// - Complexity: O(1).
    package init(from: Transform3D.Decomposed, to: Transform3D.Decomposed) {
      func difference(_ a: Vector3, _ b: Vector3) -> Vector3 {
        Vector3(x: b.x - a.x, y: b.y - a.y, z: b.z - a.z)
      }
      start = from
      change = Transform3D.Decomposed(
        translation: difference(from.translation, to.translation),
        scale: difference(from.scale, to.scale),
        skew: Skew(
          xy: to.skew.xy - from.skew.xy, xz: to.skew.xz - from.skew.xz,
          yz: to.skew.yz - from.skew.yz),
        perspective: Perspective(
          x: to.perspective.x - from.perspective.x, y: to.perspective.y - from.perspective.y,
          z: to.perspective.z - from.perspective.z, w: to.perspective.w - from.perspective.w))
      endHomogeneousScale = to.homogeneousScale
      rotation = Quaternion.Slerp(from: from.rotation, to: to.rotation)
      func hasPerspective(_ part: Transform3D.Decomposed) -> Bool {
        part.perspective.x != 0 || part.perspective.y != 0 || part.perspective.z != 0
      }
      isAffine =
        !hasPerspective(from) && !hasPerspective(to)
        && from.homogeneousScale == to.homogeneousScale
    }

    /// ``Transform3D/Decomposed/interpolated(to:progress:)`` for progress other than 0 and 1:
    /// each linear part is `start + (end − start)·progress`.
    ///
    /// - Complexity: O(1).
    func value(at progress: CGFloat) -> Transform3D.Decomposed {
      func mix(_ a: Vector3, _ d: Vector3) -> Vector3 {
        Vector3(x: a.x + d.x * progress, y: a.y + d.y * progress, z: a.z + d.z * progress)
      }
      let (a, d) = (start, change)
      return Transform3D.Decomposed(
        translation: mix(a.translation, d.translation),
        scale: mix(a.scale, d.scale),
        skew: Skew(
          xy: a.skew.xy + d.skew.xy * progress, xz: a.skew.xz + d.skew.xz * progress,
          yz: a.skew.yz + d.skew.yz * progress),
        perspective: Perspective(
          x: a.perspective.x + d.perspective.x * progress,
          y: a.perspective.y + d.perspective.y * progress,
          z: a.perspective.z + d.perspective.z * progress,
          w: a.perspective.w + d.perspective.w * progress),
        rotation: rotation.value(at: progress),
        homogeneousScale: Transform3D.Decomposed.mixHomogeneous(
          a.homogeneousScale, endHomogeneousScale, progress: progress))
    }

    /// `value(at: progress).matrix`, out of line: the hot path's frame stays small.
    ///
    /// - Complexity: O(1).
    @inline(never)
    private func generalMatrix(at progress: CGFloat) -> Transform3D {
      value(at: progress).matrix
    }

    /// `value(at: progress).matrix`, bit for bit, without building the parts when the ends are
    /// affine (no perspective, one homogeneous factor): the interpolated parts, as numbers, go
    /// straight to the one recomposition, `Decomposed.recompose`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func matrix(at progress: CGFloat) -> Transform3D {
      guard isAffine else { return generalMatrix(at: progress) }
      let q = rotation.value(at: progress)
      let (a, d) = (start, change)
      return Transform3D.Decomposed.recompose(
        rotation: (Double(q.x), Double(q.y), Double(q.z), Double(q.w)),
        skew: (
          Double(a.skew.xy + d.skew.xy * progress), Double(a.skew.xz + d.skew.xz * progress),
          Double(a.skew.yz + d.skew.yz * progress)
        ),
        scale: (
          Double(a.scale.x + d.scale.x * progress), Double(a.scale.y + d.scale.y * progress),
          Double(a.scale.z + d.scale.z * progress)
        ),
        translation: (
          Double(a.translation.x + d.translation.x * progress),
          Double(a.translation.y + d.translation.y * progress),
          Double(a.translation.z + d.translation.z * progress)
        ),
        perspective: (0, 0, 0, Double(a.perspective.w + d.perspective.w * progress)),
        homogeneousScale: Double(a.homogeneousScale))
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
