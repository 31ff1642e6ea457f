import Foundation

/// A fatal problem a layout found while preparing or answering: what UIKit raises as an exception.
///
/// A layout reports it through ``CollectionViewLayout/raise(_:)``; the collection view operation
/// that triggered the layout pass throws it. `uikitMessage` is UIKit's text verbatim; `description`
/// adds where the problem is.
public enum CollectionViewLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A flow-layout item, header or footer size that is zero or negative in a dimension that needs
  /// to be positive (UIKit's `NSInvalidArgumentException` from `_getSizingInfos`).
  case negativeOrZeroSize(indexPath: IndexPath, size: CGSize)
  /// A layout returned a non-finite number or a negative size for an element.
  case invalidAttributes(element: ElementKey, reason: String)
  /// A layout returned attributes for an element whose index path the data does not have.
  case nonexistentIndexPath(ElementKey)
  /// A layout returned no attributes for an item the collection view must show (an inserted
  /// item, a visible survivor).
  case missingAttributes(IndexPath)
  /// A compositional layout's section (its model or its geometry) that UIKit would refuse; the
  /// section is `nil` for the layout's own boundary items.
  case compositionalLayout(section: Int?, CollectionLayoutError)
  /// Any other failure a layout raises, with its message.
  case raised(String)

  /// UIKit's message, verbatim where UIKit has one.
  public var uikitMessage: String {
    switch self {
    case .negativeOrZeroSize: "negative or zero sizes are not supported in the flow layout"
    case .invalidAttributes(let element, let reason):
      "invalid layout attributes for \(element): \(reason)"
    case .nonexistentIndexPath(let element):
      "UICollectionView received layout attributes for a "
        + (element.category == .cell
          ? "cell"
          : element.category == .supplementaryView ? "supplementary view" : "decoration view")
        + " with an index path that does not exist: \(element.indexPath.uikitDescription)"
    case .missingAttributes(let indexPath):
      "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: "
        + "{\(indexPath.section)-\(indexPath.item)}"
    case .compositionalLayout(_, let error): error.uikitMessage
    case .raised(let message): message
    }
  }

  /// UIKit's message followed by the element and the value at fault.
  public var description: String {
    switch self {
    case .negativeOrZeroSize(let indexPath, let size):
      "\(uikitMessage) (item at index path \(indexPath.uikitDescription) has size "
        + "\(size.width) × \(size.height))"
    case .compositionalLayout(let section, let error):
      "\(error) (" + (section.map { "section \($0)" } ?? "the layout's configuration") + ")"
    case .invalidAttributes, .nonexistentIndexPath, .missingAttributes, .raised: uikitMessage
    }
  }
}

/// A warning a layout logged: UIKit prints these to the console and carries on.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The element the warning is about, when there is one.
  public var indexPath: IndexPath?
  /// The text, UIKit's where UIKit has one.
  public var message: String

  /// Creates a diagnostic.
  public init(indexPath: IndexPath?, message: String) {
    self.indexPath = indexPath
    self.message = message
  }

  /// The message, preceded by the index path when there is one.
  public var description: String {
    guard let indexPath else { return message }
    return "\(indexPath.uikitDescription): \(message)"
  }
}
