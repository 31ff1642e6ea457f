import Foundation

/// The identity of one element of a layout: its category, its kind and its index path.
///
/// Two attributes describe the same view exactly when their keys are equal, which is how UIKit
/// matches supplementary and decoration views across layout passes. Keys order by category, then
/// kind, then index path, the order TransitionSim uses wherever it lists elements.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Cell, supplementary view or decoration view.
  public var category: ElementCategory
  /// The element kind; `nil` for cells, as UIKit's `representedElementKind`.
  public var kind: String?
  /// The element's index path.
  public var indexPath: IndexPath

  /// Creates a key from its three parts.
  public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = category == .cell ? nil : kind
    self.indexPath = indexPath
  }

  /// The key of the cell at `indexPath`.
  public static func cell(_ indexPath: IndexPath) -> ElementKey {
    ElementKey(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// The key of the supplementary view of `kind` at `indexPath`.
  public static func supplementaryView(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
    ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
  }

  /// The key of the decoration view of `kind` at `indexPath`.
  public static func decorationView(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
    ElementKey(category: .decorationView, kind: kind, indexPath: indexPath)
  }

  /// Orders by category, then kind, then index path.
  public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
    if lhs.category != rhs.category { return lhs.category < rhs.category }
    if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
    return lhs.indexPath < rhs.indexPath
  }

  /// `cell [0,3]`, or `supplementary UICollectionElementKindSectionHeader [1,0]`.
  public var description: String {
    let path = "[" + indexPath.map(String.init).joined(separator: ",") + "]"
    if let kind { return "\(category) \(kind) \(path)" }
    return "\(category) \(path)"
  }
}
