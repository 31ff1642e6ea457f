import Foundation

/// One value in a layout attributes' custom bag.
///
/// UIKit layouts add state to their attributes by subclassing `UICollectionViewLayoutAttributes`
/// (the `children` array of the tree example in the Collection View Programming Guide for iOS,
/// Listing 6-3). TransitionSim's attributes are a value type, so a layout stores such state as
/// named values of these cases instead. Numeric cases interpolate during animations; the others
/// switch.
public enum LayoutAttributeValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A Boolean.
  case bool(Bool)
  /// A string.
  case string(String)
  /// A point.
  case point(CGPoint)
  /// A size.
  case size(CGSize)
  /// A rectangle.
  case rect(CGRect)
  /// A list of index paths, such as the tree example's children.
  case indexPaths([IndexPath])
}

/// A type that can be stored in a layout attributes' custom bag.
public protocol LayoutAttributeValueConvertible: Sendable {
  /// The value as stored in the bag.
  var layoutAttributeValue: LayoutAttributeValue { get }
  /// Reads a stored value back; `nil` when the stored case is of another type.
  init?(layoutAttributeValue: LayoutAttributeValue)
}

/// A typed name for a custom layout attribute.
///
/// Declare keys once, as static members, and read and write them through the attributes'
/// subscript:
///
/// ```swift
/// extension LayoutAttributeKey where Value == [IndexPath] {
///   static let children = LayoutAttributeKey("children")
/// }
/// attributes[.children] = [IndexPath(item: 0, section: 1)]
/// ```
public struct LayoutAttributeKey<Value: LayoutAttributeValueConvertible>: Hashable, Sendable {
  /// The name the value is stored under, also used in frame dumps.
  public let name: String

  /// Creates a key with the given name.
  public init(_ name: String) { self.name = name }
}

/// The custom values of a layout attributes: a bag of named, typed values.
///
/// It takes part in the attributes' equality, as a UIKit subclass's `isEqual:` override does, and
/// lists its entries sorted by name so output is deterministic.
public struct CustomLayoutAttributes: Hashable, Sendable {
  // `nil` when empty, never an empty dictionary, so that copying attributes without custom
  // values (every frame of an animation copies them) touches no reference count.
  private var storage: [String: LayoutAttributeValue]?

  /// An empty bag.
  public init() {}

  /// Whether the bag holds no value.
  public var isEmpty: Bool { storage == nil }

  /// The raw value stored under `name`.
  public subscript(name: String) -> LayoutAttributeValue? {
    get { storage?[name] }
    set {
      if storage == nil {
        guard newValue != nil else { return }
        storage = [:]
      }
      storage?[name] = newValue
      if storage?.isEmpty == true { storage = nil }
    }
  }

  /// The typed value stored under `key`, or `nil`.
  public subscript<Value>(key: LayoutAttributeKey<Value>) -> Value? {
    get { self[key.name].flatMap(Value.init(layoutAttributeValue:)) }
    set { self[key.name] = newValue?.layoutAttributeValue }
  }

  /// The entries sorted by name.
  ///
  /// - Complexity: O(*n* log *n*) in the number of entries.
  public var sortedEntries: [(name: String, value: LayoutAttributeValue)] {
    guard let storage else { return [] }
    return storage.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
  }
}

extension Double: LayoutAttributeValueConvertible {
  /// The value as `.number`.
  public var layoutAttributeValue: LayoutAttributeValue { .number(self) }
  /// Reads `.number`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .number(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension CGFloat: LayoutAttributeValueConvertible {
  /// The value as `.number`.
  public var layoutAttributeValue: LayoutAttributeValue { .number(Double(self)) }
  /// Reads `.number`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .number(let value) = layoutAttributeValue else { return nil }
    self = CGFloat(value)
  }
}

extension Int: LayoutAttributeValueConvertible {
  /// The value as `.number`.
  public var layoutAttributeValue: LayoutAttributeValue { .number(Double(self)) }
  /// Reads `.number` when it holds a whole number.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .number(let value) = layoutAttributeValue, let exact = Int(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension Bool: LayoutAttributeValueConvertible {
  /// The value as `.bool`.
  public var layoutAttributeValue: LayoutAttributeValue { .bool(self) }
  /// Reads `.bool`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .bool(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension String: LayoutAttributeValueConvertible {
  /// The value as `.string`.
  public var layoutAttributeValue: LayoutAttributeValue { .string(self) }
  /// Reads `.string`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .string(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension CGPoint: LayoutAttributeValueConvertible {
  /// The value as `.point`.
  public var layoutAttributeValue: LayoutAttributeValue { .point(self) }
  /// Reads `.point`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .point(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension CGSize: LayoutAttributeValueConvertible {
  /// The value as `.size`.
  public var layoutAttributeValue: LayoutAttributeValue { .size(self) }
  /// Reads `.size`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .size(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension CGRect: LayoutAttributeValueConvertible {
  /// The value as `.rect`.
  public var layoutAttributeValue: LayoutAttributeValue { .rect(self) }
  /// Reads `.rect`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .rect(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension Array: LayoutAttributeValueConvertible where Element == IndexPath {
  /// The value as `.indexPaths`.
  public var layoutAttributeValue: LayoutAttributeValue { .indexPaths(self) }
  /// Reads `.indexPaths`.
  public init?(layoutAttributeValue: LayoutAttributeValue) {
    guard case .indexPaths(let value) = layoutAttributeValue else { return nil }
    self = value
  }
}

extension LayoutAttributeValue {
  /// Hashes the case and its value (geometry by its components: see `Hasher.combine(point:)`).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .number(let value):
      hasher.combine(0)
      hasher.combine(value)
    case .bool(let value):
      hasher.combine(1)
      hasher.combine(value)
    case .string(let value):
      hasher.combine(2)
      hasher.combine(value)
    case .point(let value):
      hasher.combine(3)
      hasher.combine(point: value)
    case .size(let value):
      hasher.combine(4)
      hasher.combine(size: value)
    case .rect(let value):
      hasher.combine(5)
      hasher.combine(rect: value)
    case .indexPaths(let value):
      hasher.combine(6)
      hasher.combine(value)
    }
  }
}
