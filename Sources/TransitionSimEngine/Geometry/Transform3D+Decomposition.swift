import Foundation

// Decomposition, recomposition and interpolation of transforms, the way Core Animation animates a
// `transform`: split both matrices into primitives, interpolate those, recompose (observable on
// iOS: animating from the identity to a 360° rotation does nothing, as both decompose to no
// rotation). The formulas are the CSS Transforms Level 2 "unmatrix" decomposition ("Interpolation
// of Matrices") in the row-vector form of WebKit's TransformationMatrix.cpp, with WebKit's
// recomposition and blend.

extension Transform3D {
  /// A transform split into translation, scale, skew, perspective and a rotation quaternion.
  ///
  /// Decompose once per animation track (``init(_:)``), then call ``interpolated(to:progress:)``
  /// and ``matrix`` per frame. The matrix is `S · K_xy · K_xz · K_yz · R(q) · T · P`: a point is
  /// scaled, skewed, rotated, translated, then projected (WebKit's recomposition).
  ///
  /// WebKit normalises the matrix by `m44` before decomposing. This type also keeps that factor,
  /// ``homogeneousScale``, and multiplies it back in ``matrix``, so recomposing gives the original
  /// matrix (to rounding) even when `m44` is not 1, as after translating a transform with
  /// perspective along z. Scaling a whole matrix changes no projected point, so this does not
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
}

// MARK: - Decomposition, recomposition

extension Transform3D.Decomposed {
  /// Decomposes `transform`, or returns `nil` when it cannot be decomposed.
  ///
  /// Follows CSS Transforms Level 2's "unmatrix" in the row-vector form of WebKit's
  /// TransformationMatrix.cpp: normalise by `m44`; solve for the perspective part; read the
  /// translation; Gram–Schmidt the first three rows into scale, skew and a rotation (negating all
  /// three scales for a reflection); convert the rotation to a quaternion.
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
    // Each entry over m44, read in place (no array of the sixteen: one is made per keyframe).
    func entry(_ value: CGFloat) -> Double { Double(value) / homogeneous }
    let t = transform
    var row0 = Vector3D(entry(t.m11), entry(t.m12), entry(t.m13))
    var row1 = Vector3D(entry(t.m21), entry(t.m22), entry(t.m23))
    var row2 = Vector3D(entry(t.m31), entry(t.m32), entry(t.m33))
    let translation = Vector3D(entry(t.m41), entry(t.m42), entry(t.m43))
    let perspectiveColumn = Vector3D(entry(t.m14), entry(t.m24), entry(t.m34))

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

  /// The transform these parts describe (WebKit's recomposition).
  ///
  /// `M = S · K_xy · K_xz · K_yz · R(q) · T · P`. With `A = S·K·R` (rows `a₀ a₁ a₂`) and `p` the
  /// perspective, the rows of `M` are `(aᵢ, aᵢ·p.xyz)` and `(t, t·p.xyz + p.w)`; the result is
  /// then multiplied by ``homogeneousScale``.
  public var matrix: Transform3D {
    Self.recompose(
      rotation: (Double(rotation.x), Double(rotation.y), Double(rotation.z), Double(rotation.w)),
      skew: (Double(skew.xy), Double(skew.xz), Double(skew.yz)),
      scale: (Double(scale.x), Double(scale.y), Double(scale.z)),
      translation: (Double(translation.x), Double(translation.y), Double(translation.z)),
      perspective: (
        Double(perspective.x), Double(perspective.y), Double(perspective.z), Double(perspective.w)
      ),
      homogeneousScale: Double(homogeneousScale))
  }

  /// The matrix of these parts given as numbers (``matrix``): the one recomposition, shared by
  /// an interpolation's frames, which pass their interpolated parts without building a value.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  static func recompose(
    rotation q: (x: Double, y: Double, z: Double, w: Double),
    skew: (xy: Double, xz: Double, yz: Double), scale: (x: Double, y: Double, z: Double),
    translation t: (x: Double, y: Double, z: Double),
    perspective p: (x: Double, y: Double, z: Double, w: Double), homogeneousScale h: Double
  ) -> Transform3D {
    // R(q), WebKit's fromQuaternion, in the row-vector layout.
    let r0 = Vector3D(
      1 - 2 * (q.y * q.y + q.z * q.z), 2 * (q.x * q.y + q.z * q.w), 2 * (q.x * q.z - q.y * q.w))
    let r1 = Vector3D(
      2 * (q.x * q.y - q.z * q.w), 1 - 2 * (q.x * q.x + q.z * q.z), 2 * (q.y * q.z + q.x * q.w))
    let r2 = Vector3D(
      2 * (q.x * q.z + q.y * q.w), 2 * (q.y * q.z - q.x * q.w), 1 - 2 * (q.x * q.x + q.y * q.y))
    let (xy, xz, yz) = skew
    // K = K_xy · K_xz · K_yz is lower triangular: rows (1 0 0), (xy 1 0), (xz yz 1).
    let a0 = r0 * scale.x
    let a1 = (xy == 0 ? r1 : r0 * xy + r1) * scale.y
    let a2 = (xz == 0 && yz == 0 ? r2 : r0 * xz + r1 * yz + r2) * scale.z
    let row = Vector3D(p.x, p.y, p.z)
    let hasPerspective = row != Vector3D(0, 0, 0)
    func entry(_ value: Double) -> CGFloat { CGFloat(h == 1 ? value : value * h) }
    func last(_ a: Vector3D) -> CGFloat { hasPerspective ? entry(a.dot(row)) : 0 }
    let translation = Vector3D(t.x, t.y, t.z)
    return Transform3D(
      m11: entry(a0.x), m12: entry(a0.y), m13: entry(a0.z), m14: last(a0),
      m21: entry(a1.x), m22: entry(a1.y), m23: entry(a1.z), m24: last(a1),
      m31: entry(a2.x), m32: entry(a2.y), m33: entry(a2.z), m34: last(a2),
      m41: entry(t.x), m42: entry(t.y), m43: entry(t.z),
      m44: entry(hasPerspective ? translation.dot(row) + p.w : p.w))
  }
}

// MARK: - Spherical linear interpolation of rotations

extension Transform3D.Decomposed.Quaternion {
  /// A spherical linear interpolation with everything that does not depend on the progress
  /// computed once: the shorter-arc flip, the half angle, and both ends divided by its sine (so
  /// that a frame multiplies them by the two sines without dividing, one rounding apart from
  /// dividing the weights).
  ///
  /// The two sines of the weights come from ``QuarterTurnSine`` (within an ulp of
  /// `Foundation.sin`, at a fraction of its cost) whenever both angles are within a quarter turn,
  /// which they are for every progress in [0, 1].
  struct Slerp: Sendable {
    /// The two ends, divided by the sine of the half angle unless the rotations are nearly equal.
    private let a: Vector4
    private let b: Vector4
    private let halfAngle: Double
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
      isNearlyEqual = sine < 1e-5
      self.a = isNearlyEqual ? a : a / sine
      self.b = isNearlyEqual ? b : b / sine
      halfAngle = isNearlyEqual ? 0 : Foundation.acos(cosine)
    }

    /// The rotation a fraction `progress` of the way (see ``Transform3D/Decomposed/Quaternion/interpolated(to:progress:)``).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func value(at progress: CGFloat) -> Transform3D.Decomposed.Quaternion {
      let t = Double(progress)
      if isNearlyEqual {
        let blend = a + (b - a) * t
        let length = blend.dot(blend).squareRoot()
        return length > 0 ? (blend * (1 / length)).quaternion : b.quaternion
      }
      // sin((1 − t)·θ) and sin(t·θ): by polynomial within a quarter turn (always, for progress
      // in [0, 1]: θ ≤ π/2), by the library beyond (a spring's overshoot).
      let angleA = (1 - t) * halfAngle
      let angleB = t * halfAngle
      let (sineA, sineB) =
        QuarterTurnSine.sines(angleA, angleB) ?? (Foundation.sin(angleA), Foundation.sin(angleB))
      return (a * sineA + b * sineB).quaternion
    }
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

  /// The quaternion of the rotation whose rows are `c0 c1 c2` (WebKit's numerically stable variant,
  /// which divides by the largest of the four candidates).
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

  static func / (lhs: Vector4, rhs: Double) -> Vector4 {
    Vector4(x: lhs.x / rhs, y: lhs.y / rhs, z: lhs.z / rhs, w: lhs.w / rhs)
  }
}
