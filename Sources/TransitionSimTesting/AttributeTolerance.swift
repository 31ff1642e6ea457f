import Foundation

/// How far each attribute may be from its expected value and still count as equal.
///
/// Geometry in points, alpha as a fraction, transforms per matrix entry, zIndex in steps;
/// `hidden` is always compared exactly. The default allows 0.001 everywhere and no zIndex
/// difference: enough for the rounding of interpolation, far below a pixel.
///
/// ```swift
/// assertAttributes(of: "C", in: transition, at: 0.15, equal: ExpectedAttributes(center: mid),
///                  tolerance: .points(0.5))
/// ```
public struct AttributeTolerance: Hashable, Sendable {
  /// Points, for each of the frame's origin and size.
  public var frame: CGFloat
  /// Points, for each coordinate of the center.
  public var center: CGFloat
  /// Points, for the width and the height.
  public var size: CGFloat
  /// For alpha, from 0 to 1.
  public var alpha: CGFloat
  /// For each of the 16 entries of the transform.
  public var transform: CGFloat
  /// zIndex steps.
  public var zIndex: Int

  /// Creates a tolerance; every parameter defaults to the ``default`` value.
  ///
  /// - Parameters:
  ///   - frame: Points, for each of the frame's origin and size.
  ///   - center: Points, for each coordinate of the center.
  ///   - size: Points, for the width and the height.
  ///   - alpha: For alpha.
  ///   - transform: For each entry of the transform.
  ///   - zIndex: zIndex steps.
  public init(
    frame: CGFloat = 0.001, center: CGFloat = 0.001, size: CGFloat = 0.001,
    alpha: CGFloat = 0.001, transform: CGFloat = 0.001, zIndex: Int = 0
  ) {
    self.frame = frame
    self.center = center
    self.size = size
    self.alpha = alpha
    self.transform = transform
    self.zIndex = zIndex
  }

  /// 0.001 for geometry, alpha and transform entries; zIndex exact.
  public static let `default` = AttributeTolerance()

  /// Everything exact.
  public static let exact = AttributeTolerance(
    frame: 0, center: 0, size: 0, alpha: 0, transform: 0, zIndex: 0)

  /// `points` for the frame, the center and the size; the defaults for the rest.
  public static func points(_ points: CGFloat) -> AttributeTolerance {
    AttributeTolerance(frame: points, center: points, size: points)
  }

  /// The tolerance for `attribute` (0 for `hidden`).
  public subscript(attribute: AnimatedAttribute) -> Double {
    switch attribute {
    case .frame: Double(frame)
    case .center: Double(center)
    case .size: Double(size)
    case .alpha: Double(alpha)
    case .transform: Double(transform)
    case .zIndex: Double(zIndex)
    case .hidden: 0
    }
  }
}
