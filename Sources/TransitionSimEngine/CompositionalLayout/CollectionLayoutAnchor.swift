import Foundation

/// The edges of a rectangle, named by direction: UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// Creates a set of edges from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading (left) edge.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing (right) edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its host: UIKit's `NSCollectionLayoutAnchor`.
///
/// The edges name a point of the host (no edge is its centre, `.top` the middle of its top edge,
/// `[.top, .trailing]` its top-right corner); the supplementary's matching point goes there, so it
/// sits *inside* that corner, then moves by the offset. An absolute offset is in points; a
/// fractional offset is a fraction of the supplementary's own size, so
/// `fractionalOffset: CGPoint(x: 0.5, y: -0.5)` with `[.top, .trailing]` centres a badge on the
/// corner (the example in UICollectionViewCompositionalLayout.h; the arithmetic is that of the
/// open-source IBPCollectionViewCompositionalLayout backport, `AnchorPointFromEdges` and
/// `itemFrameForContainerRect:`).
public struct CollectionLayoutAnchor: Hashable, Sendable {
  /// The edges the anchor point is on.
  public let edges: DirectionalRectEdge
  /// The offset: points when absolute, fractions of the supplementary's size when fractional.
  public let offset: CGPoint
  /// Whether `offset` is a fraction of the supplementary's size.
  public let isFractionalOffset: Bool

  /// Whether `offset` is in points.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// An anchor on `edges` with no offset.
  public init(edges: DirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  /// An anchor on `edges`, moved by `absoluteOffset` points.
  public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    self.offset = absoluteOffset
    self.isFractionalOffset = false
  }

  /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary's size.
  public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    self.offset = fractionalOffset
    self.isFractionalOffset = true
  }

  /// The anchor point as fractions of a rectangle's size: (0.5, 0.5) moved half a size towards
  /// each named edge (as IBPCollectionViewCompositionalLayout's `AnchorPointFromEdges` computes
  /// it).
  var unitPoint: CGPoint {
    var point = CGPoint(x: 0.5, y: 0.5)
    if edges.contains(.top) { point.y -= 0.5 }
    if edges.contains(.bottom) { point.y += 0.5 }
    if edges.contains(.leading) { point.x -= 0.5 }
    if edges.contains(.trailing) { point.x += 0.5 }
    return point
  }

  /// The offset in points for a supplementary of `size`.
  func offset(for size: CGSize) -> CGPoint {
    isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
  }
}

extension CollectionLayoutAnchor {
  /// Hashes what `==` compares (the offset by its components: see `Hasher.combine(point:)`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(edges)
    hasher.combine(point: offset)
    hasher.combine(isFractionalOffset)
  }
}
