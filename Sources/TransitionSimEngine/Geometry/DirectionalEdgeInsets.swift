import Foundation

/// Edge insets that name the leading and trailing edges: UIKit's `NSDirectionalEdgeInsets`.
///
/// TransitionSim lays out left to right only, so `leading` is the left edge and `trailing` the
/// right edge (a right-to-left layout would swap them, as the "directional" in UIKit's name
/// implies). Positive values shrink a rectangle; negative values grow it.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading (left) edge.
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing (right) edge.
  public var trailing: CGFloat

  /// Creates insets from the four distances, in UIKit's order.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every side (`NSDirectionalEdgeInsets.zero`).
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same distances as left-to-right ``EdgeInsets``: leading is left, trailing is right.
  public var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// Whether every inset is finite.
  var isFinite: Bool {
    top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
  }
}

extension CGRect {
  /// The rectangle shrunk by directional `insets`, leading on the left.
  ///
  /// The disfavoured overload: `rect.inset(by: .zero)` means the `EdgeInsets` (or, where UIKit
  /// is present, the `UIEdgeInsets`) one, which gives the same rectangle.
  @_disfavoredOverload
  public func inset(by insets: DirectionalEdgeInsets) -> CGRect {
    inset(by: insets.edgeInsets)
  }
}
