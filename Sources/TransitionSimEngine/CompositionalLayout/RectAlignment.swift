import Foundation

/// A position on a rectangle's edges or corners: UIKit's `NSRectAlignment`.
public enum RectAlignment: Int, Hashable, Sendable {
  /// No edge: the centre.
  case none = 0
  /// The middle of the top edge.
  case top
  /// The top-leading corner.
  case topLeading
  /// The middle of the leading edge.
  case leading
  /// The bottom-leading corner.
  case bottomLeading
  /// The middle of the bottom edge.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing
  /// The middle of the trailing edge.
  case trailing
  /// The top-trailing corner.
  case topTrailing

  /// The alignment as fractions of a rectangle's size (0 at the leading or top edge, 1 at the
  /// trailing or bottom edge), as ``CollectionLayoutAnchor``'s edges map to a point.
  var unitPoint: CGPoint {
    switch self {
    case .none: CGPoint(x: 0.5, y: 0.5)
    case .top: CGPoint(x: 0.5, y: 0)
    case .topLeading: CGPoint(x: 0, y: 0)
    case .leading: CGPoint(x: 0, y: 0.5)
    case .bottomLeading: CGPoint(x: 0, y: 1)
    case .bottom: CGPoint(x: 0.5, y: 1)
    case .bottomTrailing: CGPoint(x: 1, y: 1)
    case .trailing: CGPoint(x: 1, y: 0.5)
    case .topTrailing: CGPoint(x: 1, y: 0)
    }
  }
}
