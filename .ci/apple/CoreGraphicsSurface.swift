// Apple's CoreGraphics geometry surface, for the Apple-platform check (.ci/apple/check): compiled
// into the checked module, these declarations shadow Linux Foundation's, so the module compiles
// against the surface Apple documents for macOS 13 / iOS 16 — in particular without the
// `Hashable` conformances of `CGPoint`, `CGSize`, `CGRect`, `CGVector` and `CGAffineTransform`,
// which Apple's SDK marks `@available(macOS 15, iOS 18, …)`. Written from Apple's documentation
// of each type; the bodies are plain arithmetic. Not shipped; never linked into a product.
import Foundation

public struct CGPoint: Equatable, Codable, Sendable, CustomDebugStringConvertible {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  public var debugDescription: String { "(\(x), \(y))" }
}

public struct CGSize: Equatable, Codable, Sendable, CustomDebugStringConvertible {
  public var width: CGFloat
  public var height: CGFloat
  public init() { self.init(width: 0, height: 0) }
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public init(width: Double, height: Double) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }
  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public static var zero: CGSize { CGSize(width: 0, height: 0) }
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  public var debugDescription: String { "(\(width), \(height))" }
}

public struct CGVector: Equatable, Codable, Sendable, CustomDebugStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
  public var debugDescription: String { "(\(dx), \(dy))" }
}

public struct CGRect: Equatable, Codable, Sendable, CustomDebugStringConvertible {
  public var origin: CGPoint
  public var size: CGSize
  public init() { self.init(origin: .zero, size: .zero) }
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(
      x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(
      x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
  public static var zero: CGRect { CGRect() }
  public static var null: CGRect {
    CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: CGFloat(0), height: CGFloat(0))
  }
  public static var infinite: CGRect {
    CGRect(
      x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
      width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  }
  public var width: CGFloat { abs(size.width) }
  public var height: CGFloat { abs(size.height) }
  public var minX: CGFloat { standardized.origin.x }
  public var minY: CGFloat { standardized.origin.y }
  public var maxX: CGFloat { minX + width }
  public var maxY: CGFloat { minY + height }
  public var midX: CGFloat { minX + width / 2 }
  public var midY: CGFloat { minY + height / 2 }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
  public var isInfinite: Bool { self == .infinite }
  public var standardized: CGRect {
    guard !isNull else { return .null }
    return CGRect(
      x: size.width < 0 ? origin.x + size.width : origin.x,
      y: size.height < 0 ? origin.y + size.height : origin.y,
      width: abs(size.width), height: abs(size.height))
  }
  public var integral: CGRect {
    guard !isNull else { return .null }
    let x = minX.rounded(.down)
    let y = minY.rounded(.down)
    return CGRect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
  }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull else { return .null }
    let rect = CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    return rect.size.width < 0 || rect.size.height < 0 ? .null : rect
  }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull else { return .null }
    return CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
  public func union(_ r2: CGRect) -> CGRect {
    if isNull { return r2.standardized }
    if r2.isNull { return standardized }
    let x = min(minX, r2.minX)
    let y = min(minY, r2.minY)
    return CGRect(x: x, y: y, width: max(maxX, r2.maxX) - x, height: max(maxY, r2.maxY) - y)
  }
  public func intersection(_ r2: CGRect) -> CGRect {
    guard !isNull, !r2.isNull else { return .null }
    let x = max(minX, r2.minX)
    let y = max(minY, r2.minY)
    let right = min(maxX, r2.maxX)
    let bottom = min(maxY, r2.maxY)
    guard x <= right, y <= bottom else { return .null }
    return CGRect(x: x, y: y, width: right - x, height: bottom - y)
  }
  public func intersects(_ r2: CGRect) -> Bool { !intersection(r2).isEmpty }
  public func contains(_ point: CGPoint) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
  public func contains(_ rect2: CGRect) -> Bool { union(rect2) == standardized }
  public func divided(
    atDistance: CGFloat, from fromEdge: CGRectEdge
  ) -> (slice: CGRect, remainder: CGRect) {
    let rect = standardized
    switch fromEdge {
    case .minXEdge:
      let cut = min(max(atDistance, 0), rect.width)
      return (
        CGRect(x: rect.minX, y: rect.minY, width: cut, height: rect.height),
        CGRect(x: rect.minX + cut, y: rect.minY, width: rect.width - cut, height: rect.height)
      )
    case .maxXEdge:
      let cut = min(max(atDistance, 0), rect.width)
      return (
        CGRect(x: rect.maxX - cut, y: rect.minY, width: cut, height: rect.height),
        CGRect(x: rect.minX, y: rect.minY, width: rect.width - cut, height: rect.height)
      )
    case .minYEdge:
      let cut = min(max(atDistance, 0), rect.height)
      return (
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: cut),
        CGRect(x: rect.minX, y: rect.minY + cut, width: rect.width, height: rect.height - cut)
      )
    case .maxYEdge:
      let cut = min(max(atDistance, 0), rect.height)
      return (
        CGRect(x: rect.minX, y: rect.maxY - cut, width: rect.width, height: cut),
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - cut)
      )
    }
  }
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x = xs.min() ?? 0
    let y = ys.min() ?? 0
    return CGRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
  }
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
  public var debugDescription: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}

public enum CGRectEdge: UInt32, Sendable {
  case minXEdge = 0
  case minYEdge = 1
  case maxXEdge = 2
  case maxYEdge = 3
}

public struct CGAffineTransform: Equatable, Codable, Sendable, CustomDebugStringConvertible {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
  public var isIdentity: Bool { self == .identity }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d, tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
  public var debugDescription: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
