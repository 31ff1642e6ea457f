import Foundation

/// An attribute of a view that an assertion compares: the frame, the center, the size, alpha,
/// the transform, the zIndex or whether it is hidden.
public enum AnimatedAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The frame (origin and size, before the transform).
  case frame
  /// The center.
  case center
  /// The size.
  case size
  /// The opacity.
  case alpha
  /// The 3D transform.
  case transform
  /// The stacking order.
  case zIndex
  /// Whether the view is hidden.
  case hidden

  /// The attribute's name, such as `frame`, `alpha` or `zIndex`.
  public var description: String { rawValue }

  /// The attribute's numbers (hidden is 0 or 1).
  func components(of attributes: CollectionViewLayoutAttributes) -> [Double] {
    switch self {
    case .frame:
      let frame = attributes.frame
      return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init)
    case .center: return [Double(attributes.center.x), Double(attributes.center.y)]
    case .size: return [Double(attributes.size.width), Double(attributes.size.height)]
    case .alpha: return [Double(attributes.alpha)]
    case .transform: return MessageFormat.transformEntries(attributes.transform3D).map(Double.init)
    case .zIndex: return [Double(attributes.zIndex)]
    case .hidden: return [attributes.isHidden ? 1 : 0]
    }
  }

  /// The names of the components, for "off by 5 in y"; empty for a single number.
  var componentNames: [String] {
    switch self {
    case .frame: ["x", "y", "width", "height"]
    case .center: ["x", "y"]
    case .size: ["width", "height"]
    case .transform:
      (1...4).flatMap { row in (1...4).map { column in "m\(row)\(column)" } }
    case .alpha, .zIndex, .hidden: []
    }
  }

  /// The attribute's value as messages print it.
  func text(of attributes: CollectionViewLayoutAttributes) -> String {
    switch self {
    case .frame: MessageFormat.rect(attributes.frame)
    case .center: MessageFormat.point(attributes.center)
    case .size: MessageFormat.size(attributes.size)
    case .alpha: MessageFormat.number(attributes.alpha)
    case .transform: MessageFormat.transform(attributes.transform3D)
    case .zIndex: String(attributes.zIndex)
    case .hidden: attributes.isHidden ? "true" : "false"
    }
  }

  /// The distance between two values: the Euclidean norm of the component differences.
  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
  }
}
