import Foundation

/// The layout-related attributes of one element: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A value type: a layout can hand out its cached attributes and a caller can change the copy it
/// received, so UIKit's "copy before you modify" rule holds by construction.
///
/// As in UIKit, `center` and `size` are the truth; `frame` and `bounds` are derived from them and
/// setting either updates them. The transform applies about the center and is not part of `frame`
/// (Apple's documentation of `UICollectionViewLayoutAttributes.frame`, `center` and `size`; a cell
/// applies the transform to its layer on top of the untransformed bounds and center).
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

  /// The size of the element, before its transform.
  ///
  /// Setting it keeps `center`.
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
    get { extras?.transform ?? .identity }
    @inline(__always)
    set { setTransform { newValue } }
  }

  /// Sets the transform to what `make` returns (``transform3D``'s setter).
  ///
  /// A box no other copy shares is changed in place, so a frame sampler that reuses a frame's
  /// storage allocates nothing; `make` is called once that is known, so an interpolated matrix
  /// is written straight into the box instead of being held across the test and copied. A box
  /// left holding the identity alone is dropped, and a shared one is replaced
  /// (``replaceExtras(transform:)``).
  ///
  /// - Complexity: O(1) besides `make`.
  @inline(__always)
  mutating func setTransform(_ make: () -> Transform3D) {
    guard isKnownUniquelyReferenced(&extras) else {
      replaceExtras(transform: make())
      return
    }
    extras?.replaceTransform(with: make())
    if extras?.holdsOnlyIdentity == true { extras = nil }
  }

  /// Sets the transform in a new box, or drops the box when nothing else is in it and the
  /// transform is the identity (``transform3D``'s setter when the box is shared).
  ///
  /// - Complexity: O(1).
  @inline(never)
  private mutating func replaceExtras(transform newValue: Transform3D) {
    let transform = newValue.isIdentity ? nil : newValue
    if extras?.holdsOnlyTransform ?? true {
      extras = transform.map { AttributeExtras(transform: $0) }
    } else {
      updateExtras { $0.transform = transform }
    }
  }

  /// The opacity, 0 to 1.
  ///
  /// The default is 1.
  public var alpha: CGFloat = 1
  /// The stacking order: higher values appear on top.
  ///
  /// The default is 0.
  public var zIndex: Int = 0

  // The index path is kept as plain integers: a Foundation `IndexPath` is an enum with an array
  // case, whose copy is an outlined switch, and attributes are copied once per element per frame
  // when sampling. Paths of another length than 1 or 2 live in `extras`.
  @usableFromInline var pathFirst = 0
  @usableFromInline var pathSecond = 0

  // Most elements have no transform, kind or custom values, and a two-index path: those are
  // kept out of line, in one shared immutable box that is `nil` when all are default, so copying
  // the attributes of a cell — once per element per frame when sampling — retains nothing and
  // moves 8 bytes for all of them.
  private var extras: AttributeExtras?

  /// Whether the element is hidden.
  ///
  /// Not animatable.
  public var isHidden: Bool = false
  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  public let representedElementCategory: ElementCategory
  @usableFromInline var pathShape: IndexPathShape

  /// The element's index path.
  ///
  /// - Complexity: O(1) for the one- and two-index paths UIKit uses.
  public var indexPath: IndexPath {
    get {
      switch pathShape {
      case .pair: return IndexPath(item: pathSecond, section: pathFirst)
      case .single: return IndexPath(index: pathFirst)
      case .empty: return IndexPath()
      case .long: return extras?.longIndexPath ?? IndexPath()
      }
    }
    set { store(newValue) }
  }

  /// The supplementary or decoration kind; `nil` for cells.
  public var representedElementKind: String? { extras?.kind }

  /// How many indexes the index path has, and its first two (0 where it has none), without
  /// making an `IndexPath`: what the frame-dump writers read for every element of every frame.
  ///
  /// - Complexity: O(1).
  @inlinable package var leadingIndexes: (count: Int, first: Int, second: Int) {
    switch pathShape {
    case .pair: return (2, pathFirst, pathSecond)
    case .single: return (1, pathFirst, 0)
    case .empty: return (0, 0, 0)
    case .long:
      let path = indexPath
      return (path.count, path[0], path[1])
    }
  }

  /// Whether the transform is not the identity, without copying it (``transform3D``).
  ///
  /// - Complexity: O(1).
  package var hasTransform: Bool { !(extras?.transform.isIdentity ?? true) }

  /// Whether these attributes and `other` hold their transform, kind, long index path and custom
  /// values in the same box, or both have none: then all of those are equal (the converse need
  /// not hold).
  ///
  /// A test that reads no transform and copies no custom values.
  ///
  /// - Complexity: O(1).
  package func sharesExtras(with other: CollectionViewLayoutAttributes) -> Bool {
    extras === other.extras
  }

  /// Values a layout adds to its attributes, in place of a UIKit attributes subclass.
  public var customAttributes: CustomLayoutAttributes {
    get { extras?.custom ?? CustomLayoutAttributes() }
    set { updateExtras { $0.custom = newValue } }
  }

  /// Attributes for an element of `category` and `kind` at `indexPath`.
  private init(
    category: ElementCategory, kind: String?, indexPath: IndexPath
  ) {
    representedElementCategory = category
    pathShape = .empty
    if let kind { extras = AttributeExtras(AttributeExtras.Parts(kind: kind)) }
    store(indexPath)
  }

  /// Stores `path` as integers when it has one or two indexes, in `extras` otherwise.
  private mutating func store(_ path: IndexPath) {
    let count = path.count
    let wasLong = pathShape == .long
    switch count {
    case 2:
      pathFirst = path[0]
      pathSecond = path[1]
      pathShape = .pair
    case 1:
      pathFirst = path[0]
      pathSecond = 0
      pathShape = .single
    case 0:
      pathFirst = 0
      pathSecond = 0
      pathShape = .empty
    default:
      pathFirst = 0
      pathSecond = 0
      pathShape = .long
      updateExtras { $0.longIndexPath = path }
      return
    }
    if wasLong { updateExtras { $0.longIndexPath = nil } }
  }

  /// Changes the out-of-line parts, keeping `extras` `nil` when they are all default.
  private mutating func updateExtras(_ change: (inout AttributeExtras.Parts) -> Void) {
    var parts = extras?.parts ?? AttributeExtras.Parts()
    change(&parts)
    extras = parts.isDefault ? nil : AttributeExtras(parts)
  }

  /// Attributes with UIKit's defaults (`UICollectionViewLayoutAttributes()`): a cell with an
  /// empty index path, a zero frame, alpha 1, zIndex 0, not hidden, the identity transform.
  ///
  /// UIKit leaves the index path unset (`nil` in Objective-C, which bridges to an empty path).
  public init() {
    self.init(category: .cell, kind: nil, indexPath: IndexPath())
  }

  /// Attributes for the cell at `indexPath` (`init(forCellWith:)`).
  public init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// Attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }

  /// Attributes for a decoration view (`init(forDecorationViewOfKind:with:)`).
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
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

/// How long an index path stored in attributes is.
@usableFromInline enum IndexPathShape: UInt8, Hashable, Sendable {
  case empty, single, pair
  /// Three indexes or more, kept in the attributes' extras.
  case long
}

/// The rarely set parts of layout attributes, in one box shared by copies and changed only while
/// a single copy holds it (copy on write).
///
/// The transform is stored inline and the other parts behind a second reference, so that a box
/// for a transform alone is as small as the matrix (160 bytes from malloc, like a bare matrix
/// box), which keeps the frames of many transformed elements in cache.
// Sendable: the only mutation, `replaceTransform(with:)`, happens through the one reference to
// the box (checked with `isKnownUniquelyReferenced`), so no other thread can be reading it.
final class AttributeExtras: Hashable, @unchecked Sendable {
  /// The parts as one editable value; all default means no box at all.
  struct Parts: Hashable, Sendable {
    /// The transform when it is not the identity.
    var transform: Transform3D?
    /// The supplementary or decoration kind.
    var kind: String?
    /// An index path of three indexes or more.
    var longIndexPath: IndexPath?
    /// The layout's custom values.
    var custom = CustomLayoutAttributes()

    /// Whether every part has its default value.
    var isDefault: Bool {
      transform == nil && kind == nil && longIndexPath == nil && custom.isEmpty
    }
  }

  /// The kind, long index path and custom values, when any is not default.
  final class Details: Hashable, Sendable {
    let kind: String?
    let longIndexPath: IndexPath?
    let custom: CustomLayoutAttributes

    init(kind: String?, longIndexPath: IndexPath?, custom: CustomLayoutAttributes) {
      self.kind = kind
      self.longIndexPath = longIndexPath
      self.custom = custom
    }

    static func == (lhs: Details, rhs: Details) -> Bool {
      lhs === rhs
        || (lhs.kind == rhs.kind && lhs.longIndexPath == rhs.longIndexPath
          && lhs.custom == rhs.custom)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(longIndexPath)
      hasher.combine(custom)
    }
  }

  /// The transform; the identity when there is none.
  private(set) var transform: Transform3D
  /// The other parts; `nil` when they are all default.
  let details: Details?

  /// A box holding only a transform.
  init(transform: Transform3D) {
    self.transform = transform
    details = nil
  }

  init(_ parts: Parts) {
    transform = parts.transform ?? .identity
    details =
      parts.kind == nil && parts.longIndexPath == nil && parts.custom.isEmpty
      ? nil : Details(kind: parts.kind, longIndexPath: parts.longIndexPath, custom: parts.custom)
  }

  /// The supplementary or decoration kind.
  var kind: String? { details?.kind }
  /// An index path of three indexes or more.
  var longIndexPath: IndexPath? { details?.longIndexPath }
  /// The layout's custom values.
  var custom: CustomLayoutAttributes { details?.custom ?? CustomLayoutAttributes() }

  /// The parts, to edit.
  var parts: Parts {
    Parts(
      transform: transform.isIdentity ? nil : transform, kind: kind,
      longIndexPath: longIndexPath, custom: custom)
  }

  /// Whether the transform is the only part that may not be default.
  var holdsOnlyTransform: Bool { details == nil }

  /// Whether every part is default, the transform the identity: a box to drop.
  ///
  /// Reads the transform in place (a `transform.isIdentity` from outside copies the matrix first).
  ///
  /// - Complexity: O(1).
  var holdsOnlyIdentity: Bool { transform.m11 == 1 && details == nil && transform.isIdentity }

  /// Sets the transform of a box that only one attributes value references.
  ///
  /// - Complexity: O(1).
  func replaceTransform(with transform: Transform3D) {
    self.transform = transform
  }

  static func == (lhs: AttributeExtras, rhs: AttributeExtras) -> Bool {
    lhs === rhs || (lhs.transform == rhs.transform && lhs.details == rhs.details)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(transform)
    hasher.combine(details)
  }
}

extension CollectionViewLayoutAttributes {
  /// Hashes what `==` compares (geometry by its components: see `Hasher.combine(rect:)`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(point: storedCenter)
    hasher.combine(rect: storedFrame)
    hasher.combine(alpha)
    hasher.combine(zIndex)
    hasher.combine(pathFirst)
    hasher.combine(pathSecond)
    hasher.combine(extras)
    hasher.combine(isHidden)
    hasher.combine(representedElementCategory)
    hasher.combine(pathShape)
  }
}
