import Foundation

/// A 4×4 homogeneous transform: Core Animation's `CATransform3D`.
///
/// Row-vector convention, as Core Animation: a point `[x y z 1]` is multiplied on the left, so the
/// translation lives in `m41`, `m42`, `m43` and `a.concatenating(b)` applies `a` first, then `b`.
public struct Transform3D: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The identity transform (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }
}

// MARK: - Constructors (CATransform3DMake…)

extension Transform3D {
  /// A transform that translates by `(x, y, z)` (`CATransform3DMakeTranslation`).
  ///
  /// The matrix is `[1 0 0 0; 0 1 0 0; 0 0 1 0; x y z 1]`.
  public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// A transform that scales by `(x, y, z)` (`CATransform3DMakeScale`).
  ///
  /// The matrix is `[x 0 0 0; 0 y 0 0; 0 0 z 0; 0 0 0 1]`.
  public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// A transform that rotates by `angle` radians about the axis `(x, y, z)`
  /// (`CATransform3DMakeRotation`).
  ///
  /// The rotation is right-handed: about `(0, 0, 1)` a positive angle turns the x axis towards
  /// the y axis, so `m11 = cos θ`, `m12 = sin θ`, `m21 = −sin θ` (`CATransform3D` multiplies row
  /// vectors on the left). The axis need not be normalised. An axis of zero length (or with a
  /// non-finite component) gives the identity, as Core Animation documents.
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    // Normalise in two steps so huge or tiny components neither overflow nor underflow.
    let largest = Swift.max(abs(Double(x)), abs(Double(y)), abs(Double(z)))
    guard largest > 0, largest.isFinite else {
      self = .identity
      return
    }
    var ux = Double(x) / largest
    var uy = Double(y) / largest
    var uz = Double(z) / largest
    let length = (ux * ux + uy * uy + uz * uz).squareRoot()
    ux /= length
    uy /= length
    uz /= length
    let cosine = Foundation.cos(Double(angle))
    let sine = Foundation.sin(Double(angle))
    let versine = 1 - cosine
    // The transpose of the column-vector Rodrigues matrix (row-vector convention). The diagonal is
    // written u² + (1 − u²)·cos θ so a rotation about a principal axis keeps exact 1s and 0s there.
    self.init(
      m11: CGFloat(ux * ux + (1 - ux * ux) * cosine),
      m12: CGFloat(ux * uy * versine + uz * sine),
      m13: CGFloat(ux * uz * versine - uy * sine),
      m14: 0,
      m21: CGFloat(ux * uy * versine - uz * sine),
      m22: CGFloat(uy * uy + (1 - uy * uy) * cosine),
      m23: CGFloat(uy * uz * versine + ux * sine),
      m24: 0,
      m31: CGFloat(ux * uz * versine + uy * sine),
      m32: CGFloat(uy * uz * versine - ux * sine),
      m33: CGFloat(uz * uz + (1 - uz * uz) * cosine),
      m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The 3-D form of a 2-D affine transform (`CATransform3DMakeAffineTransform`).
  ///
  /// `a b c d tx ty` go to `m11 m12 m21 m22 m41 m42`; every other entry is the identity's.
  public init(_ affine: CGAffineTransform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }
}

// MARK: - Composition

extension Transform3D {
  /// The product `self · other`: apply `self` first, then `other` (`CATransform3DConcat`).
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// This transform with a translation applied first (`CATransform3DTranslate`).
  ///
  /// The result is `translation · self`: a point is translated by `(x, y, z)`, then transformed by
  /// `self`.
  public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    var result = self
    result.m41 = x * m11 + y * m21 + z * m31 + m41
    result.m42 = x * m12 + y * m22 + z * m32 + m42
    result.m43 = x * m13 + y * m23 + z * m33 + m43
    result.m44 = x * m14 + y * m24 + z * m34 + m44
    return result
  }

  /// This transform with a scale applied first (`CATransform3DScale`).
  ///
  /// The result is `scale · self`: a point is scaled by `(x, y, z)`, then transformed by `self`.
  public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    var result = self
    result.m11 *= x
    result.m12 *= x
    result.m13 *= x
    result.m14 *= x
    result.m21 *= y
    result.m22 *= y
    result.m23 *= y
    result.m24 *= y
    result.m31 *= z
    result.m32 *= z
    result.m33 *= z
    result.m34 *= z
    return result
  }

  /// This transform with a rotation applied first (`CATransform3DRotate`).
  ///
  /// The result is `rotation · self`, with the rotation of ``init(rotationAngle:x:y:z:)``. Core
  /// Animation leaves a zero-length axis undefined; here it rotates by nothing and returns `self`.
  public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The inverse transform, or `nil` when this transform cannot be inverted.
  ///
  /// Core Animation's `CATransform3DInvert` returns its input unchanged when there is no inverse;
  /// this returns `nil` instead so the caller cannot mistake the input for an inverse. A matrix
  /// counts as singular when its determinant is zero or tiny next to the product of its row
  /// lengths (`|det| ≤ 1e-12 · ∏‖rowᵢ‖`, a bound that scaling a row does not change), so rounding
  /// noise from, say, a rotation followed by a zero scale does not yield a huge bogus inverse.
  /// Gauss–Jordan elimination with partial pivoting, in `Double`.
  public func inverted() -> Transform3D? {
    var matrix = rowMajorDoubles
    var inverse = Transform3D.identity.rowMajorDoubles
    var rowLengthProduct = 1.0
    for row in 0..<4 {
      var squares = 0.0
      for column in 0..<4 { squares += matrix[row * 4 + column] * matrix[row * 4 + column] }
      rowLengthProduct *= squares.squareRoot()
    }
    guard rowLengthProduct > 0, rowLengthProduct.isFinite else { return nil }
    var determinant = 1.0
    for column in 0..<4 {
      var pivotRow = column
      for row in (column + 1)..<4
      where abs(matrix[row * 4 + column]) > abs(matrix[pivotRow * 4 + column]) {
        pivotRow = row
      }
      let pivot = matrix[pivotRow * 4 + column]
      guard pivot != 0 else { return nil }
      if pivotRow != column {
        for index in 0..<4 {
          matrix.swapAt(pivotRow * 4 + index, column * 4 + index)
          inverse.swapAt(pivotRow * 4 + index, column * 4 + index)
        }
        determinant = -determinant
      }
      determinant *= pivot
      for index in 0..<4 {
        matrix[column * 4 + index] /= pivot
        inverse[column * 4 + index] /= pivot
      }
      for row in 0..<4 where row != column {
        let factor = matrix[row * 4 + column]
        guard factor != 0 else { continue }
        for index in 0..<4 {
          matrix[row * 4 + index] -= factor * matrix[column * 4 + index]
          inverse[row * 4 + index] -= factor * inverse[column * 4 + index]
        }
      }
    }
    guard abs(determinant) > Transform3D.singularityThreshold * rowLengthProduct,
      inverse.allSatisfy(\.isFinite)
    else { return nil }
    return Transform3D(rowMajor: inverse.map { CGFloat($0) })
  }

  /// The relative determinant below which a matrix counts as singular (see ``inverted()``).
  static let singularityThreshold = 1e-12
}

// MARK: - Affine transforms

extension Transform3D {
  /// Whether this transform is a 2-D affine transform (`CATransform3DIsAffine`).
  ///
  /// True exactly when `m13 m14 m23 m24 m31 m32 m34 m43` are 0 and `m33 m44` are 1.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
      && m43 == 0 && m33 == 1 && m44 == 1
  }

  /// The 2-D affine part (`CATransform3DGetAffineTransform`).
  ///
  /// `m11 m12 m21 m22 m41 m42` become `a b c d tx ty`. When the transform is not affine
  /// (``isAffine``) the other entries are ignored, so the result does not represent it; Core
  /// Animation leaves that case undefined.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }
}

// MARK: - Applying to geometry

extension Transform3D {
  /// The point `(x, y, 0)` transformed and projected back to the plane.
  ///
  /// `[x y 0 1]` is multiplied on the left of the matrix and the result divided by its `w`
  /// (row vectors, as `CATransform3D` and WebKit's `projectPoint` use). When `w` is exactly 1
  /// nothing is divided, so affine transforms give exact results. A point that maps to `w = 0` lies
  /// at infinity and gives non-finite coordinates.
  public func apply(to point: CGPoint) -> CGPoint {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    if w == 1 { return CGPoint(x: x, y: y) }
    return CGPoint(x: x / w, y: y / w)
  }

  /// The bounding box of the four corners of `rect` (at z = 0), each transformed and projected as
  /// a single point is.
  ///
  /// The null rectangle is returned unchanged.
  public func apply(to rect: CGRect) -> CGRect {
    if rect.isNull { return rect }
    return CGRect.boundingBox(of: rect.standardized.fourCorners.map { apply(to: $0) })
  }
}

// MARK: - Comparison, entries, Codable, description

extension Transform3D {
  /// Whether every entry is within `tolerance` of the other transform's.
  ///
  /// - Parameters:
  ///   - other: The transform to compare with.
  ///   - tolerance: The largest absolute difference allowed per entry.
  /// - Returns: `true` when no entry differs by more than `tolerance`.
  public func isApproximatelyEqual(to other: Transform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(rowMajor, other.rowMajor).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// The sixteen entries in row order: `m11, m12, m13, m14, m21, …, m44`.
  var rowMajor: [CGFloat] {
    [
      m11, m12, m13, m14, m21, m22, m23, m24,
      m31, m32, m33, m34, m41, m42, m43, m44,
    ]
  }

  /// The sixteen entries in row order, as `Double`.
  var rowMajorDoubles: [Double] { rowMajor.map { Double($0) } }

  /// Creates a transform from sixteen entries in row order; the caller guarantees the count.
  init(rowMajor e: [CGFloat]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3],
      m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11],
      m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }
}

extension Transform3D: Codable {
  /// Decodes a flat array of 16 numbers in row order (`m11, m12, …, m44`).
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the array does not hold exactly 16 numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let values = try container.decode([Double].self)
    guard values.count == 16 else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "A transform is an array of 16 numbers in row order (m11, m12, …, m44); found "
          + "\(values.count).")
    }
    self.init(rowMajor: values.map { CGFloat($0) })
  }

  /// Encodes the transform as a flat array of 16 numbers in row order (`m11, m12, …, m44`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rowMajorDoubles)
  }
}

extension Transform3D: CustomStringConvertible {
  /// The sixteen entries, rows separated by `;`, each printed with six decimals.
  ///
  /// For example the identity prints as `[1.000000 0.000000 0.000000 0.000000; 0.000000 …]`.
  /// Negative zero (including values that round to zero) prints as `0.000000`, so the text does
  /// not depend on the sign of rounding noise.
  public var description: String {
    let entries = rowMajorDoubles.map(Transform3D.fixed)
    let rows = stride(from: 0, to: 16, by: 4).map { start in
      entries[start..<(start + 4)].joined(separator: " ")
    }
    return "[" + rows.joined(separator: "; ") + "]"
  }

  /// `value` with six decimals, without a minus sign on zero.
  private static func fixed(_ value: Double) -> String {
    let text = String(format: "%.6f", value)
    return text == "-0.000000" ? "0.000000" : text
  }
}
