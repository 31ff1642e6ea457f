import Foundation

extension CGRect {
  /// Whether the two rectangles share some area, or a degenerate one lies inside the other.
  ///
  /// Rectangles that only touch along an edge do not overlap. This is the predicate every
  /// TransitionSim rect query uses, so results are the same on Linux and Apple platforms (whose
  /// `intersects(_:)` disagree about touching edges).
  @inlinable
  public func overlaps(_ other: CGRect) -> Bool {
    other.minX < maxX && minX < other.maxX && other.minY < maxY && minY < other.maxY
      || (isDegenerate || other.isDegenerate) && intersectsInclusive(other)
  }

  @usableFromInline
  var isDegenerate: Bool { size.width == 0 || size.height == 0 }

  @usableFromInline
  func intersectsInclusive(_ other: CGRect) -> Bool {
    other.minX <= maxX && minX <= other.maxX && other.minY <= maxY && minY <= other.maxY
  }
}
