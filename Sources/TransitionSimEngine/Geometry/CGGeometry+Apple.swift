import Foundation

#if !canImport(CoreGraphics)
  // Members Core Graphics has on Apple platforms and Linux Foundation lacks, which ported layouts
  // use.

  extension CGPoint {
    /// Whether the two points are equal (`CGPoint.equalTo(_:)`, `CGPointEqualToPoint`).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
  }

  extension CGSize {
    /// Whether the two sizes are equal (`CGSize.equalTo(_:)`, `CGSizeEqualToSize`).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
  }

  extension CGRect {
    /// Whether the two rectangles have equal origins and sizes after standardizing
    /// (`CGRect.equalTo(_:)`, `CGRectEqualToRect`).
    public func equalTo(_ rect: CGRect) -> Bool { standardized == rect.standardized }
  }
#endif
