import Foundation

/// The attribute values an assertion expects; attributes left `nil` are not compared.
///
/// ```swift
/// ExpectedAttributes(alpha: 0.5)                           // alpha only
/// ExpectedAttributes(center: CGPoint(x: 160, y: 40), alpha: 1)
/// ExpectedAttributes(layout.layoutAttributesForItem(at: path)!)  // every attribute
/// ```
public struct ExpectedAttributes: Equatable, Sendable, CustomStringConvertible {
  /// The frame (origin and size, before the transform).
  public var frame: CGRect?
  /// The center.
  public var center: CGPoint?
  /// The size.
  public var size: CGSize?
  /// The opacity.
  public var alpha: CGFloat?
  /// The 3D transform.
  public var transform: Transform3D?
  /// The stacking order.
  public var zIndex: Int?
  /// Whether the view is hidden.
  public var isHidden: Bool?

  /// Expects the given values; the attributes left out are not compared.
  ///
  /// - Parameters:
  ///   - frame: The frame, or `nil`.
  ///   - center: The center, or `nil`.
  ///   - size: The size, or `nil`.
  ///   - alpha: The opacity, or `nil`.
  ///   - transform: The transform, or `nil`.
  ///   - zIndex: The zIndex, or `nil`.
  ///   - isHidden: Whether hidden, or `nil`.
  public init(
    frame: CGRect? = nil, center: CGPoint? = nil, size: CGSize? = nil, alpha: CGFloat? = nil,
    transform: Transform3D? = nil, zIndex: Int? = nil, isHidden: Bool? = nil
  ) {
    self.frame = frame
    self.center = center
    self.size = size
    self.alpha = alpha
    self.transform = transform
    self.zIndex = zIndex
    self.isHidden = isHidden
  }

  /// Expects every attribute of `attributes`: frame, center, size, alpha, transform, zIndex and
  /// hidden (not the index path, which a view keeps while it moves, nor custom attributes).
  public init(_ attributes: CollectionViewLayoutAttributes) {
    self.init(
      frame: attributes.frame, center: attributes.center, size: attributes.size,
      alpha: attributes.alpha, transform: attributes.transform3D, zIndex: attributes.zIndex,
      isHidden: attributes.isHidden)
  }

  /// The attributes compared, in the order failures are reported.
  public var comparedAttributes: [AnimatedAttribute] {
    AnimatedAttribute.allCases.filter { value(of: $0) != nil }
  }

  /// `frame = (0, 0, 10, 10), alpha = 0.5`.
  public var description: String {
    let parts = comparedAttributes.compactMap { attribute in
      value(of: attribute).map { "\(attribute) = \($0.text)" }
    }
    return parts.isEmpty ? "no attributes" : parts.joined(separator: ", ")
  }

  /// The expected numbers and text of `attribute`, or `nil` when it is not compared.
  func value(of attribute: AnimatedAttribute) -> (components: [Double], text: String)? {
    switch attribute {
    case .frame:
      return frame.map { frame in
        (
          [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init),
          MessageFormat.rect(frame)
        )
      }
    case .center:
      return center.map { ([Double($0.x), Double($0.y)], MessageFormat.point($0)) }
    case .size:
      return size.map { ([Double($0.width), Double($0.height)], MessageFormat.size($0)) }
    case .alpha:
      return alpha.map { ([Double($0)], MessageFormat.number($0)) }
    case .transform:
      return transform.map {
        (MessageFormat.transformEntries($0).map(Double.init), MessageFormat.transform($0))
      }
    case .zIndex:
      return zIndex.map { ([Double($0)], String($0)) }
    case .hidden:
      return isHidden.map { ([$0 ? 1 : 0], $0 ? "true" : "false") }
    }
  }

  /// How `attributes` differ from these values beyond `tolerance`, in reporting order.
  func mismatches(
    in attributes: CollectionViewLayoutAttributes, tolerance: AttributeTolerance
  ) -> [AttributeMismatch] {
    comparedAttributes.compactMap { attribute in
      guard let expected = value(of: attribute) else { return nil }
      return AttributeMismatch(
        attribute: attribute, actual: attribute.components(of: attributes),
        actualText: attribute.text(of: attributes), expected: expected.components,
        expectedText: expected.text, tolerance: tolerance[attribute])
    }
  }
}

/// One attribute that is not its expected value.
struct AttributeMismatch {
  var attribute: AnimatedAttribute
  var actualText: String
  var expectedText: String
  var tolerance: Double
  /// The largest component difference.
  var offBy: Double
  /// The component with the largest difference, for vectors.
  var component: String?

  /// A mismatch, or `nil` when every component is within `tolerance`.
  init?(
    attribute: AnimatedAttribute, actual: [Double], actualText: String, expected: [Double],
    expectedText: String, tolerance: Double
  ) {
    var worst = 0.0
    var worstIndex = 0
    for (index, (a, e)) in zip(actual, expected).enumerated() {
      let difference = abs(a - e)
      // NaN is never within tolerance.
      let measure = difference.isNaN ? Double.infinity : difference
      if measure > worst {
        worst = measure
        worstIndex = index
      }
    }
    guard worst > tolerance else { return nil }
    self.attribute = attribute
    self.actualText = actualText
    self.expectedText = expectedText
    self.tolerance = tolerance
    let differences = zip(actual, expected).map { abs($0 - $1) }
    offBy = differences.indices.contains(worstIndex) ? differences[worstIndex] : worst
    let names = attribute.componentNames
    component = names.indices.contains(worstIndex) ? names[worstIndex] : nil
  }

  /// `alpha is 0.62, expected 0.5 ± 0.001 (off by 0.12)`.
  var clause: String {
    if attribute == .hidden { return "hidden is \(actualText), expected \(expectedText)" }
    let plusMinus = tolerance > 0 ? " ± \(MessageFormat.amount(tolerance))" : ""
    let place = component.map { " in \($0)" } ?? ""
    return "\(attribute) is \(actualText), expected \(expectedText)\(plusMinus) "
      + "(off by \(MessageFormat.amount(offBy))\(place))"
  }
}
