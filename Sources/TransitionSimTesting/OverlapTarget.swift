import Foundation

/// What a view must never overlap: one other element, or any other element shown.
///
/// A string literal names an item by identifier:
///
/// ```swift
/// assertFrame(of: "C", in: transition, neverOverlaps: "D")
/// assertFrame(of: "C", in: transition, neverOverlaps: .anyOtherElement)
/// ```
public enum OverlapTarget: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The view of one element.
  case element(ElementSelector)
  /// Every view of every other element.
  case anyOtherElement

  /// The item with identifier `value`.
  public init(stringLiteral value: String) {
    self = .element(.item(value))
  }
}
