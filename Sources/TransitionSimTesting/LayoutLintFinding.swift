import Foundation

/// One problem the layout linter found: which rule an element breaks, and how.
///
/// ```swift
/// for finding in verifyLayout(layout, in: collectionView) {
///   print(finding)  // missingItemAttributes: cell [0,1]: layoutAttributesForItem(at:) …
/// }
/// ```
public struct LayoutLintFinding: Hashable, Sendable, CustomStringConvertible {
  /// A rule of the layout contract that UIKit relies on (UICollectionViewLayout.h, and the
  /// exceptions iOS raises when a layout breaks it).
  public enum Rule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The layout is not the collection view's layout, so it cannot be checked there.
    case notInstalled
    /// The layout raised an error while preparing or answering.
    case layoutPassFailed
    /// The content size is not finite or is negative.
    case invalidContentSize
    /// `layoutAttributesForItem(at:)` returned `nil` for an item of the data.
    case missingItemAttributes
    /// A getter returned attributes describing another element than the one asked for.
    case wrongElement
    /// `layoutAttributesForElements(in:)` and the element's own getter disagree.
    case gettersDisagree
    /// Two calls without an invalidation in between returned different attributes.
    case unstableAttributes
    /// A NaN or infinite number, or a negative size.
    case invalidGeometry
    /// One rect query returned the same element more than once.
    case duplicateElement
    /// A frame lies outside the content size.
    case outsideContent
    /// An item's frame meets a rect, but the rect query did not return it.
    case missingFromRectQuery
    /// A rect query and the queries of its two halves disagree.
    case splitQueryMismatch
    /// Attributes for an index path the data does not have.
    case nonexistentIndexPath

    /// The rule's name, as in the case: `missingItemAttributes`.
    public var description: String { rawValue }
  }

  /// The rule broken.
  public var rule: Rule
  /// The element at fault; `nil` for a problem of the whole layout.
  public var element: ElementKey?
  /// What is wrong, with the values involved.
  public var message: String

  /// Creates a finding.
  public init(rule: Rule, element: ElementKey?, message: String) {
    self.rule = rule
    self.element = element
    self.message = message
  }

  /// `rule: element: message`, or `rule: message` for the whole layout.
  public var description: String {
    guard let element else { return "\(rule): \(message)" }
    return "\(rule): \(element): \(message)"
  }
}
