import Foundation

// Decomposition, recomposition and interpolation of transforms, the way Core Animation animates a
// `transform`: split both matrices into primitives, interpolate those, recompose
// (animation-math.md §3.1). The formulas are the CSS Transforms "unmatrix" decomposition in
// WebKit's row-vector form (§3.3), its recomposition (§3.4) and blend (§3.5).

extension Transform3D {
  /// A transform split into translation, scale, skew, perspective and a rotation quaternion.
  ///
  /// Decompose once per animation track (``init(_:)``), then call ``interpolated(to:progress:)``
  /// and ``matrix`` per frame. The matrix is `S · K_xy · K_xz · K_yz · R(q) · T · P`: a point is
  /// scaled, skewed, rotated, translated, then projected (animation-math.md §3.4).
  ///
  /// The reference normalises the matrix by `m44` before decomposing (§3.3). This type also keeps
  /// that factor, ``homogeneousScale``, and multiplies it back in ``matrix``, so recomposing gives
  /// the original matrix (to rounding) even when `m44` is not 1, as after translating a transform
  /// with perspective along z. Scaling a whole matrix changes no projected point, so this does not
  /// change what an interpolated transform looks like.
  public struct Decomposed: Hashable, Sendable, Codable {
    /// The translation `(m41, m42, m43)` of the normalised matrix.
    public var translation: Vector3
    /// The scale along each axis; negative components record a reflection.
    public var scale: Vector3
    /// The shear factors between the axes.
    public var skew: Skew
    /// The perspective row, `(0, 0, 0, 1)` for a transform without perspective.
    public var perspective: Perspective
    /// The rotation as a unit quaternion.
    public var rotation: Quaternion
    /// The factor the whole matrix is multiplied by: the original `m44`, 1 for most transforms.
    public var homogeneousScale: CGFloat

    /// Creates a decomposition from its parts; the defaults are the identity's.
    public init(
      translation: Vector3 = .zero,
      scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
      skew: Skew = .zero,
      perspective: Perspective = .none,
      rotation: Quaternion = .identity,
      homogeneousScale: CGFloat = 1
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.rotation = rotation
      self.homogeneousScale = homogeneousScale
    }

    /// The decomposition of the identity transform.
    public static let identity = Decomposed()
  }

  /// The decomposition of this transform, or `nil` when it cannot be decomposed.
  ///
  /// Same as ``Decomposed/init(_:)``.
  public func decomposed() -> Decomposed? {
    Decomposed(self)
  }

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

// MARK: - Component types

extension Transform3D.Decomposed {
  /// Three numbers, one per axis: a translation or a scale.
  public struct Vector3: Hashable, Sendable, Codable {
    /// The x component.
    public var x: CGFloat
    /// The y component.
    public var y: CGFloat
    /// The z component.
    public var z: CGFloat

    /// Creates a vector from its components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) {
      self.x = x
      self.y = y
      self.z = z
    }

    /// The zero vector.
    public static let zero = Vector3(x: 0, y: 0, z: 0)
  }

  /// The three shear factors of a decomposition (animation-math.md §3.3).
  public struct Skew: Hashable, Sendable, Codable {
    /// How much of the x axis is added to the y axis.
    public var xy: CGFloat
    /// How much of the x axis is added to the z axis.
    public var xz: CGFloat
    /// How much of the y axis is added to the z axis.
    public var yz: CGFloat

    /// Creates shear factors.
    public init(xy: CGFloat, xz: CGFloat, yz: CGFloat) {
      self.xy = xy
      self.xz = xz
      self.yz = yz
    }

    /// No shear.
    public static let zero = Skew(xy: 0, xz: 0, yz: 0)
  }

  /// The perspective part: the last column of the matrix before translation, rotation, skew and
  /// scale were applied (animation-math.md §3.3).
  public struct Perspective: Hashable, Sendable, Codable {
    /// The x component (ends up in `m14`).
    public var x: CGFloat
    /// The y component (ends up in `m24`).
    public var y: CGFloat
    /// The z component (ends up in `m34`; `−1/d` for an eye at distance `d`).
    public var z: CGFloat
    /// The homogeneous component.
    public var w: CGFloat

    /// Creates a perspective part from its four components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
      self.x = x
      self.y = y
      self.z = z
      self.w = w
    }

    /// No perspective: `(0, 0, 0, 1)`.
    public static let none = Perspective(x: 0, y: 0, z: 0, w: 1)
  }

  /// A rotation as a unit quaternion `(x, y, z, w)`.
  ///
  /// A rotation by `θ` about the unit axis `u` is `(u·sin(θ/2), cos(θ/2))`, with the same
  /// right-handed sense as ``Transform3D/init(rotationAngle:x:y:z:)``.
  public struct Quaternion: Hashable, Sendable, Codable {
    /// The x component of the vector part.
    public var x: CGFloat
    /// The y component of the vector part.
    public var y: CGFloat
    /// The z component of the vector part.
    public var z: CGFloat
    /// The scalar part.
    public var w: CGFloat

    /// Creates a quaternion from its components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
      self.x = x
      self.y = y
      self.z = z
      self.w = w
    }

    /// No rotation: `(0, 0, 0, 1)`.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation a fraction `progress` of the way to `other`, along the shorter arc.
    ///
    /// Spherical linear interpolation (animation-math.md §3.5): when the two quaternions point
    /// into opposite half-spaces one of them is negated first (the same rotation), so the
    /// interpolation never goes the long way round. Two rotations closer than the reference's
    /// threshold (`sin(half angle) < 1e-5`) are blended linearly and renormalised; the reference
    /// returns `self` there, which would hold the value still and jump at the end.
    public func interpolated(to other: Quaternion, progress: CGFloat) -> Quaternion {
      Slerp(from: self, to: other).value(at: progress)
    }
  }
}

extension Transform3D.Decomposed.Quaternion {
  /// A spherical linear interpolation with everything that does not depend on the progress
  /// computed once: the shorter-arc flip, the half angle and its sine.
  struct Slerp: Sendable {
    private let a: Vector4
    private let b: Vector4
    private let other: Transform3D.Decomposed.Quaternion
    private let halfAngle: Double
    private let sine: Double
    private let isNearlyEqual: Bool

    init(from start: Transform3D.Decomposed.Quaternion, to end: Transform3D.Decomposed.Quaternion) {
      var a = Vector4(start)
      let b = Vector4(end)
      var cosine = a.dot(b)
      if cosine < 0 {
        a = a * -1
        cosine = -cosine
      }
      cosine = Swift.min(cosine, 1)
      let sine = (1 - cosine * cosine).squareRoot()
      self.a = a
      self.b = b
      other = end
      self.sine = sine
      isNearlyEqual = sine < 1e-5
      halfAngle = isNearlyEqual ? 0 : Foundation.acos(cosine)
    }

    /// The rotation a fraction `progress` of the way (see ``Transform3D/Decomposed/Quaternion/interpolated(to:progress:)``).
    func value(at progress: CGFloat) -> Transform3D.Decomposed.Quaternion {
      let t = Double(progress)
      if isNearlyEqual {
        let blend = a + (b - a) * t
        let length = blend.dot(blend).squareRoot()
        return length > 0 ? (blend * (1 / length)).quaternion : other
      }
      let weightA = Foundation.sin((1 - t) * halfAngle) / sine
      let weightB = Foundation.sin(t * halfAngle) / sine
      return (a * weightA + b * weightB).quaternion
    }
  }
}

// MARK: - Decomposition, recomposition, interpolation

extension Transform3D.Decomposed {
  /// Decomposes `transform`, or returns `nil` when it cannot be decomposed.
  ///
  /// Follows animation-math.md §3.3 (CSS Transforms "unmatrix", WebKit's row-vector form):
  /// normalise by `m44`; solve for the perspective part; read the translation; Gram–Schmidt the
  /// first three rows into scale, skew and a rotation (negating all three scales for a
  /// reflection); convert the rotation to a quaternion.
  ///
  /// A transform cannot be decomposed when `m44` is 0 or when the upper-left 3×3 is singular:
  /// its determinant is zero or tiny next to the product of its row lengths (the relative test of
  /// ``Transform3D/inverted()``), e.g. a scale with a zero component. Non-finite entries fail too.
  public init?(_ transform: Transform3D) {
    if transform.isIdentity {
      self = .identity
      return
    }
    let homogeneous = Double(transform.m44)
    guard homogeneous != 0, homogeneous.isFinite else { return nil }
    let e = transform.rowMajorDoubles.map { $0 / homogeneous }
    var row0 = Vector3D(e[0], e[1], e[2])
    var row1 = Vector3D(e[4], e[5], e[6])
    var row2 = Vector3D(e[8], e[9], e[10])
    let translation = Vector3D(e[12], e[13], e[14])
    let perspectiveColumn = Vector3D(e[3], e[7], e[11])

    let determinant = row0.dot(row1.cross(row2))
    let rowLengthProduct = row0.length * row1.length * row2.length
    guard rowLengthProduct > 0, rowLengthProduct.isFinite, determinant.isFinite,
      abs(determinant) > Transform3D.singularityThreshold * rowLengthProduct,
      translation.isFinite, perspectiveColumn.isFinite
    else { return nil }

    // Perspective: the last column is (upper 3×3 with translation row) · perspective, so solve
    // A·p = column with A's inverse as the adjugate over the determinant, then p.w = 1 − t·p.
    var perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
    if perspectiveColumn != Vector3D(0, 0, 0) {
      let p =
        (row1.cross(row2) * perspectiveColumn.x + row2.cross(row0) * perspectiveColumn.y
          + row0.cross(row1) * perspectiveColumn.z) * (1 / determinant)
      perspective = Vector4(x: p.x, y: p.y, z: p.z, w: 1 - translation.dot(p))
    }

    // Scale and skew by Gram–Schmidt over the rows.
    var scale = Vector3D(0, 0, 0)
    scale.x = row0.length
    row0 = row0 * (1 / scale.x)
    var skewXY = row0.dot(row1)
    row1 = row1 - row0 * skewXY
    scale.y = row1.length
    row1 = row1 * (1 / scale.y)
    skewXY /= scale.y
    var skewXZ = row0.dot(row2)
    row2 = row2 - row0 * skewXZ
    var skewYZ = row1.dot(row2)
    row2 = row2 - row1 * skewYZ
    scale.z = row2.length
    row2 = row2 * (1 / scale.z)
    skewXZ /= scale.z
    skewYZ /= scale.z

    // A left-handed basis is a reflection: negate the scales and rows so the rows are a rotation.
    if row0.dot(row1.cross(row2)) < 0 {
      scale = scale * -1
      row0 = row0 * -1
      row1 = row1 * -1
      row2 = row2 * -1
    }

    let rotation = Vector4(rotationRows: row0, row1, row2)
    guard scale.isFinite, skewXY.isFinite, skewXZ.isFinite, skewYZ.isFinite,
      perspective.isFinite, rotation.isFinite
    else { return nil }
    self.init(
      translation: translation.vector3,
      scale: scale.vector3,
      skew: Skew(xy: CGFloat(skewXY), xz: CGFloat(skewXZ), yz: CGFloat(skewYZ)),
      perspective: Perspective(
        x: CGFloat(perspective.x), y: CGFloat(perspective.y), z: CGFloat(perspective.z),
        w: CGFloat(perspective.w)),
      rotation: rotation.quaternion,
      homogeneousScale: CGFloat(homogeneous))
  }

  /// The transform these parts describe (animation-math.md §3.4).
  ///
  /// `M = S · K_xy · K_xz · K_yz · R(q) · T · P`. With `A = S·K·R` (rows `a₀ a₁ a₂`) and `p` the
  /// perspective, the rows of `M` are `(aᵢ, aᵢ·p.xyz)` and `(t, t·p.xyz + p.w)`; the result is
  /// then multiplied by ``homogeneousScale``.
  public var matrix: Transform3D {
    let q = Vector4(rotation)
    // R(q), WebKit's fromQuaternion (§3.4), in the row-vector layout.
    let r0 = Vector3D(
      1 - 2 * (q.y * q.y + q.z * q.z), 2 * (q.x * q.y + q.z * q.w), 2 * (q.x * q.z - q.y * q.w))
    let r1 = Vector3D(
      2 * (q.x * q.y - q.z * q.w), 1 - 2 * (q.x * q.x + q.z * q.z), 2 * (q.y * q.z + q.x * q.w))
    let r2 = Vector3D(
      2 * (q.x * q.z + q.y * q.w), 2 * (q.y * q.z - q.x * q.w), 1 - 2 * (q.x * q.x + q.y * q.y))
    let xy = Double(skew.xy)
    let xz = Double(skew.xz)
    let yz = Double(skew.yz)
    // K = K_xy · K_xz · K_yz is lower triangular: rows (1 0 0), (xy 1 0), (xz yz 1).
    let a0 = r0 * Double(scale.x)
    let a1 = (xy == 0 ? r1 : r0 * xy + r1) * Double(scale.y)
    let a2 = (xz == 0 && yz == 0 ? r2 : r0 * xz + r1 * yz + r2) * Double(scale.z)
    let t = Vector3D(translation)
    let p = Vector3D(Double(perspective.x), Double(perspective.y), Double(perspective.z))
    let pw = Double(perspective.w)
    let hasPerspective = p != Vector3D(0, 0, 0)
    let h = Double(homogeneousScale)
    func entry(_ value: Double) -> CGFloat { CGFloat(h == 1 ? value : value * h) }
    func last(_ row: Vector3D) -> CGFloat { hasPerspective ? entry(row.dot(p)) : 0 }
    return Transform3D(
      m11: entry(a0.x), m12: entry(a0.y), m13: entry(a0.z), m14: last(a0),
      m21: entry(a1.x), m22: entry(a1.y), m23: entry(a1.z), m24: last(a1),
      m31: entry(a2.x), m32: entry(a2.y), m33: entry(a2.z), m34: last(a2),
      m41: entry(t.x), m42: entry(t.y), m43: entry(t.z),
      m44: entry(hasPerspective ? t.dot(p) + pw : pw))
  }

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

// MARK: - Private vector arithmetic in Double

/// A 3-vector of `Double` for the decomposition's arithmetic.
private struct Vector3D: Equatable {
  var x: Double
  var y: Double
  var z: Double

  init(_ x: Double, _ y: Double, _ z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  init(_ vector: Transform3D.Decomposed.Vector3) {
    self.init(Double(vector.x), Double(vector.y), Double(vector.z))
  }

  var length: Double { dot(self).squareRoot() }
  var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
  var vector3: Transform3D.Decomposed.Vector3 {
    Transform3D.Decomposed.Vector3(x: CGFloat(x), y: CGFloat(y), z: CGFloat(z))
  }

  func dot(_ other: Vector3D) -> Double { x * other.x + y * other.y + z * other.z }

  func cross(_ other: Vector3D) -> Vector3D {
    Vector3D(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
  }

  static func + (lhs: Vector3D, rhs: Vector3D) -> Vector3D {
    Vector3D(lhs.x + rhs.x, lhs.y + rhs.y, lhs.z + rhs.z)
  }

  static func - (lhs: Vector3D, rhs: Vector3D) -> Vector3D {
    Vector3D(lhs.x - rhs.x, lhs.y - rhs.y, lhs.z - rhs.z)
  }

  static func * (lhs: Vector3D, rhs: Double) -> Vector3D {
    Vector3D(lhs.x * rhs, lhs.y * rhs, lhs.z * rhs)
  }
}

/// A 4-vector of `Double`: a quaternion or a perspective row.
private struct Vector4 {
  var x: Double
  var y: Double
  var z: Double
  var w: Double

  init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  init(_ quaternion: Transform3D.Decomposed.Quaternion) {
    self.init(
      x: Double(quaternion.x), y: Double(quaternion.y), z: Double(quaternion.z),
      w: Double(quaternion.w))
  }

  /// The quaternion of the rotation whose rows are `c0 c1 c2` (animation-math.md §3.3: the
  /// numerically stable variant that divides by the largest of the four candidates).
  init(rotationRows c0: Vector3D, _ c1: Vector3D, _ c2: Vector3D) {
    let trace = c0.x + c1.y + c2.z
    if 1 + trace > 0.001 {
      let r = (1 + trace).squareRoot()
      let s = 0.5 / r
      self.init(
        x: (c1.z - c2.y) * s, y: (c2.x - c0.z) * s, z: (c0.y - c1.x) * s, w: 0.5 * r)
    } else if c0.x > c1.y && c0.x > c2.z {
      let r = (1 + c0.x - c1.y - c2.z).squareRoot()
      let s = 0.5 / r
      self.init(
        x: 0.5 * r, y: (c1.x + c0.y) * s, z: (c2.x + c0.z) * s, w: (c1.z - c2.y) * s)
    } else if c1.y > c2.z {
      let r = (1 - c0.x + c1.y - c2.z).squareRoot()
      let s = 0.5 / r
      self.init(
        x: (c1.x + c0.y) * s, y: 0.5 * r, z: (c2.y + c1.z) * s, w: (c2.x - c0.z) * s)
    } else {
      let r = (1 - c0.x - c1.y + c2.z).squareRoot()
      let s = 0.5 / r
      self.init(
        x: (c2.x + c0.z) * s, y: (c2.y + c1.z) * s, z: 0.5 * r, w: (c0.y - c1.x) * s)
    }
  }

  var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
  var quaternion: Transform3D.Decomposed.Quaternion {
    Transform3D.Decomposed.Quaternion(x: CGFloat(x), y: CGFloat(y), z: CGFloat(z), w: CGFloat(w))
  }

  func dot(_ other: Vector4) -> Double { x * other.x + y * other.y + z * other.z + w * other.w }

  static func + (lhs: Vector4, rhs: Vector4) -> Vector4 {
    Vector4(x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z, w: lhs.w + rhs.w)
  }

  static func - (lhs: Vector4, rhs: Vector4) -> Vector4 {
    Vector4(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z, w: lhs.w - rhs.w)
  }

  static func * (lhs: Vector4, rhs: Double) -> Vector4 {
    Vector4(x: lhs.x * rhs, y: lhs.y * rhs, z: lhs.z * rhs, w: lhs.w * rhs)
  }
}
