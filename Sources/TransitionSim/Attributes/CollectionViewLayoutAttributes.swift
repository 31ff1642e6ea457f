import Foundation

/// The layout-related attributes of one element: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A value type: a layout can hand out its cached attributes and a caller can change the copy it
/// received, so UIKit's "copy before you modify" rule holds by construction.
///
/// As in UIKit, `center` and `size` are the truth; `frame` and `bounds` are derived from them and
/// setting either updates them. The transform applies about the center and is not part of `frame`
/// (uikit-semantics §5.2).
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
  /// The center of the element, in the collection view's content coordinates.
  ///
  /// Setting it moves `frame` and keeps `size`.
  public var center: CGPoint {
    get { storedCenter }
    set {
      storedCenter = newValue
      storedFrame.origin = CGPoint(
        x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2)
    }
  }

  /// The size of the element, before its transform. Setting it keeps `center`.
  public var size: CGSize {
    get { storedFrame.size }
    set {
      storedFrame = CGRect(
        x: storedCenter.x - newValue.width / 2, y: storedCenter.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  // The frame is cached as UIKit caches it, so a frame that was set reads back exactly.
  private var storedCenter: CGPoint = .zero
  private var storedFrame: CGRect = .zero

  /// The 3D transform applied about the center (`transform3D`).
  public var transform3D: Transform3D {
    get { storedTransform?.value ?? .identity }
    set { storedTransform = newValue.isIdentity ? nil : TransformBox(newValue) }
  }

  // Most elements are not transformed: the matrix is kept out of line, and only when it is not
  // the identity, so copying attributes — once per element per frame when sampling — moves
  // 8 bytes instead of 128.
  private var storedTransform: TransformBox?
  /// The opacity, 0 to 1. The default is 1.
  public var alpha: CGFloat = 1
  /// The stacking order: higher values appear on top. The default is 0.
  public var zIndex: Int = 0
  /// Whether the element is hidden. Not animatable.
  public var isHidden: Bool = false
  /// The element's index path.
  public var indexPath: IndexPath
  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  public let representedElementCategory: CollectionView.ElementCategory
  /// The supplementary or decoration kind; `nil` for cells.
  public let representedElementKind: String?
  /// Values a layout adds to its attributes, in place of a UIKit attributes subclass.
  public var customAttributes = CustomLayoutAttributes()

  /// Attributes for the cell at `indexPath` (`init(forCellWith:)`).
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    self.representedElementCategory = .cell
    self.representedElementKind = nil
  }

  /// Attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    self.representedElementCategory = .supplementaryView
    self.representedElementKind = elementKind
  }

  /// Attributes for a decoration view (`init(forDecorationViewOfKind:with:)`).
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    self.representedElementCategory = .decorationView
    self.representedElementKind = decorationViewKind
  }

  /// The frame, derived from `center` and `size`; setting it sets both.
  ///
  /// The transform is not part of the frame: a scaled element keeps its untransformed frame, as
  /// `UICollectionViewLayoutAttributes` does.
  public var frame: CGRect {
    get { storedFrame }
    set {
      storedFrame = newValue.standardized
      storedCenter = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
    }
  }

  /// Sets `center` and `size` together, deriving the frame once, exactly as setting `size` and
  /// then `center` would (`origin = center − size / 2`); the animation engine's hot path.
  mutating func setGeometry(center: CGPoint, size: CGSize) {
    storedCenter = center
    storedFrame = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The bounds: the origin is zero and the size is `size`; setting it sets `size`.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The identity of the element these attributes describe.
  public var elementKey: ElementKey {
    ElementKey(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
  }

  /// The typed custom value stored under `key`.
  public subscript<Value>(key: LayoutAttributeKey<Value>) -> Value? {
    get { customAttributes[key] }
    set { customAttributes[key] = newValue }
  }

  /// Whether every number in these attributes is finite and the size is not negative.
  public var isGeometryValid: Bool {
    center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
      && size.width >= 0 && size.height >= 0 && alpha.isFinite
  }
}

extension CollectionViewLayoutAttributes: CustomStringConvertible {
  /// A one-line summary: element, frame, and any non-default alpha, zIndex, hidden or transform.
  public var description: String {
    var parts = ["\(elementKey)", "frame = \(Self.format(frame))"]
    if alpha != 1 { parts.append("alpha = \(alpha)") }
    if zIndex != 0 { parts.append("zIndex = \(zIndex)") }
    if isHidden { parts.append("hidden") }
    if !transform3D.isIdentity { parts.append("transform = \(transform3D)") }
    return "<" + parts.joined(separator: "; ") + ">"
  }

  static func format(_ rect: CGRect) -> String {
    "(\(rect.origin.x) \(rect.origin.y); \(rect.size.width) \(rect.size.height))"
  }
}

/// An immutable, shared 4×4 matrix: the out-of-line storage of a non-identity transform.
final class TransformBox: Hashable, Sendable {
  let value: Transform3D

  init(_ value: Transform3D) { self.value = value }

  static func == (lhs: TransformBox, rhs: TransformBox) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
