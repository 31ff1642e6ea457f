import Foundation

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

  /// The three shear factors of a decomposition (CSS Transforms Level 2 "unmatrix").
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
  /// scale were applied (CSS Transforms Level 2 "unmatrix").
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
    /// Spherical linear interpolation (as in WebKit's Quaternion.cpp): when the two quaternions
    /// point into opposite half-spaces one of them is negated first (the same rotation), so the
    /// interpolation never goes the long way round. Two rotations closer than WebKit's threshold
    /// (`sin(half angle) < 1e-5`) are blended linearly and renormalised; WebKit returns `self`
    /// there, which would hold the value still and jump at the end.
    public func interpolated(to other: Quaternion, progress: CGFloat) -> Quaternion {
      Slerp(from: self, to: other).value(at: progress)
    }
  }
}
