import Foundation

#if !canImport(CoreGraphics)
  /// A 2-D affine transform: CoreGraphics' `CGAffineTransform`, for platforms without CoreGraphics.
  ///
  /// The matrix is `[a b 0; c d 0; tx ty 1]` and, as in CoreGraphics, a point is a row vector
  /// multiplied on the left: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Every method keeps
  /// CoreGraphics' semantics (including which operation applies first), so UIKit code that uses
  /// `CGAffineTransform` ports verbatim. On Apple platforms the real CoreGraphics type is used.
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entry in the first row, first column: the x scale (with rotation).
    public var a: CGFloat
    /// The entry in the first row, second column.
    public var b: CGFloat
    /// The entry in the second row, first column.
    public var c: CGFloat
    /// The entry in the second row, second column: the y scale (with rotation).
    public var d: CGFloat
    /// The x translation: the entry in the third row, first column.
    public var tx: CGFloat
    /// The y translation: the entry in the third row, second column.
    public var ty: CGFloat

    /// Creates a transform with every entry zero, as CoreGraphics' zero-initialised C struct.
    ///
    /// This is *not* the identity; use ``identity`` for that.
    public init() {
      self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries (`CGAffineTransformMake`).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// The identity transform (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// A transform that translates by `(tx, ty)` (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (`CGAffineTransformMakeRotation`).
    ///
    /// The matrix is `[cos sin; −sin cos]`: a positive angle turns the x axis towards the y axis
    /// (clockwise on a y-down screen, as in UIKit).
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// This transform with a translation applied first (`CGAffineTransformTranslate`).
    ///
    /// The result is `translation · self`: a point is translated by `(tx, ty)`, then transformed by
    /// `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(
        a: a, b: b, c: c, d: d,
        tx: tx * a + ty * c + self.tx,
        ty: tx * b + ty * d + self.ty)
    }

    /// This transform with a scale applied first (`CGAffineTransformScale`).
    ///
    /// The result is `scale · self`: a point is scaled by `(sx, sy)`, then transformed by `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
    }

    /// This transform with a rotation applied first (`CGAffineTransformRotate`).
    ///
    /// The result is `rotation · self`: a point is rotated by `angle` radians, then transformed by
    /// `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The product `self · t2`: apply `self` first, then `t2` (`CGAffineTransformConcat`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c,
        b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c,
        d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx,
        ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform (`CGAffineTransformInvert`).
    ///
    /// As in CoreGraphics, a transform that cannot be inverted (determinant `a·d − b·c` of zero) is
    /// returned unchanged.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant,
        b: -b / determinant,
        c: -c / determinant,
        d: a / determinant,
        tx: (c * ty - d * tx) / determinant,
        ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGAffineTransform: Codable {
    /// Decodes the six entries `[a, b, c, d, tx, ty]`, as CoreGraphics' Swift overlay does.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let a = try container.decode(CGFloat.self)
      let b = try container.decode(CGFloat.self)
      let c = try container.decode(CGFloat.self)
      let d = try container.decode(CGFloat.self)
      let tx = try container.decode(CGFloat.self)
      let ty = try container.decode(CGFloat.self)
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six entries as an array `[a, b, c, d, tx, ty]`, as CoreGraphics' Swift overlay
    /// does.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(a)
      try container.encode(b)
      try container.encode(c)
      try container.encode(d)
      try container.encode(tx)
      try container.encode(ty)
    }
  }

  extension CGPoint {
    /// The point transformed by `t` (`CGPointApplyAffineTransform`): `(a·x + c·y + tx,
    /// b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed by `t` without its translation (`CGSizeApplyAffineTransform`):
    /// `(a·w + c·h, b·w + d·h)`.
    ///
    /// As in CoreGraphics the result may have negative components (a flip or a rotation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle containing the four transformed corners
    /// (`CGRectApplyAffineTransform`).
    ///
    /// The rectangle is standardised first, so the result never has a negative size. The null
    /// rectangle is returned unchanged, as in CoreGraphics; so is the infinite rectangle (our choice:
    /// CoreGraphics does not document it).
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull || isInfinite { return self }
      let rect = standardized
      return CGRect.boundingBox(of: rect.fourCorners.map { corner in corner.applying(t) })
    }
  }
#endif

// MARK: - Helpers for both platforms

extension CGAffineTransform {
  /// Whether every entry is within `tolerance` of the other transform's.
  ///
  /// - Parameters:
  ///   - other: The transform to compare with.
  ///   - tolerance: The largest absolute difference allowed per entry.
  /// - Returns: `true` when no entry differs by more than `tolerance`.
  public func isApproximatelyEqual(
    to other: CGAffineTransform, tolerance: CGFloat = 1e-9
  ) -> Bool {
    abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance
      && abs(c - other.c) <= tolerance && abs(d - other.d) <= tolerance
      && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
  }
}

extension CGRect {
  /// The four corners: min/min, max/min, min/max, max/max.
  var fourCorners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ]
  }

  /// The smallest axis-aligned rectangle containing `points`; the null rectangle when there are
  /// none.
  ///
  /// - Complexity: O(*n*) in the number of points.
  static func boundingBox(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var low = first
    var high = first
    for point in points.dropFirst() {
      low.x = Swift.min(low.x, point.x)
      low.y = Swift.min(low.y, point.y)
      high.x = Swift.max(high.x, point.x)
      high.y = Swift.max(high.y, point.y)
    }
    return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }
}
