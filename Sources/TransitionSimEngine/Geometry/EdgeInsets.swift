import Foundation

/// The inset distances for the sides of a rectangle: UIKit's `UIEdgeInsets`.
///
/// Positive values shrink the rectangle; negative values grow it.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets from the four distances, in UIKit's order.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every side (`UIEdgeInsets.zero`).
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  ///
  /// Where UIKit is present it declares `inset(by: UIEdgeInsets)` too; this overload is then the
  /// disfavoured one, so `rect.inset(by: .zero)` means UIKit's, as in an app's code.
  #if canImport(UIKit)
    @_disfavoredOverload
    public func inset(by insets: EdgeInsets) -> CGRect { inset(edgeInsets: insets) }
  #else
    public func inset(by insets: EdgeInsets) -> CGRect { inset(edgeInsets: insets) }
  #endif

  /// The rectangle shrunk by `insets`.
  private func inset(edgeInsets insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
