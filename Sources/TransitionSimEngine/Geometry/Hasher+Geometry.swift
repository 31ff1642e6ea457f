import Foundation

/// Hashing of Core Graphics geometry by its components.
///
/// `CGPoint`, `CGSize`, `CGRect` and `CGAffineTransform` are `Hashable` on Apple platforms only
/// from macOS 15, iOS 18, tvOS 18 and visionOS 2 (Apple's SDK marks the conformances so), and the
/// package supports earlier systems: a type that holds them and is `Hashable` hashes them through
/// these instead of their own conformances. Each combines exactly the components `==` compares,
/// so equal values hash equally.
extension Hasher {
  /// Feeds the point's `x` and `y`.
  package mutating func combine(point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }

  /// Feeds the size's `width` and `height`.
  package mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds the rectangle's origin and size as stored (Core Graphics compares rectangles that
  /// way: `==` does not standardize).
  package mutating func combine(rect: CGRect) {
    combine(point: rect.origin)
    combine(size: rect.size)
  }

  /// Feeds the transform's six entries.
  package mutating func combine(transform: CGAffineTransform) {
    combine(transform.a)
    combine(transform.b)
    combine(transform.c)
    combine(transform.d)
    combine(transform.tx)
    combine(transform.ty)
  }
}
