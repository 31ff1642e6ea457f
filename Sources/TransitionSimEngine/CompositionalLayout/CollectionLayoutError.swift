import Foundation

/// A compositional-layout model UIKit would refuse, with UIKit's message where it has one.
///
/// The model keeps UIKit's non-throwing constructors (`CollectionLayoutGroup.horizontal(…)`, …),
/// so a construction UIKit refuses with an exception is remembered by the value and raised by the
/// layout, through ``CollectionViewLayout/raise(_:)``, at its next `prepare()`: the collection view
/// operation that ran the pass throws ``CollectionViewLayoutError/compositionalLayout(section:_:)``.
/// Problems only visible when laying out (a size that is not finite, …) are raised the same way.
public enum CollectionLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A `horizontal`/`vertical` group made with an empty `subitems` array.
  case noSubitems
  /// A `subitem:count:` or `repeatingSubitem:count:` group with a count below 1.
  case repeatingCountBelowOne(horizontal: Bool, count: Int)
  /// Two supplementary items of a section (item, group or boundary) share an element kind.
  case duplicateElementKinds([String])
  /// A size, inset or spacing that cannot be laid out: a fraction of 0 or below, a negative
  /// length, NaN or an infinity. `element` says which.
  case invalidValue(element: String, reason: String)
  /// The section provider returned `nil` (our choice: an error, see
  /// ``CollectionViewCompositionalLayout``).
  case sectionProviderReturnedNil
  /// A section sets `supplementaryContentInsetsReference` while `supplementariesFollowContentInsets`
  /// is still `true` (iOS 16).
  case mixedSupplementaryInsetsReference
  /// The section uses an API newer than the collection view's ``CollectionView/iOSVersion``
  /// (ours: against that SDK, UIKit's code would not compile).
  case unavailable(api: String, introduced: IOSVersion, target: IOSVersion)

  /// UIKit's exception text verbatim where UIKit has one (from its binary, iOS 26.1), ours
  /// otherwise.
  ///
  /// UIKit formats the duplicates with `%@` (an Objective-C collection's description); they are
  /// listed here comma-separated in the order first met, which is our rendering.
  public var uikitMessage: String {
    switch self {
    case .noSubitems: "At least 1 subitem is required for a group"
    case .repeatingCountBelowOne(let horizontal, _):
      "A repeating \(horizontal ? "horizontal" : "vertical") group should specify a count >= 1"
    case .duplicateElementKinds(let kinds):
      "Error: Every supplementary must have a unique elementKind: duplicates detected: "
        + kinds.joined(separator: ", ")
    case .invalidValue(let element, let reason): "invalid \(element): \(reason)"
    case .sectionProviderReturnedNil: "the section provider returned nil"
    case .unavailable(let api, let introduced, let target):
      "\(api) is available from iOS \(introduced); the collection view's iOSVersion is \(target)"
    case .mixedSupplementaryInsetsReference:
      "Mixing supplementariesFollowContentInsets and supplementaryContentInsetsReference is not "
        + "supported. Please use supplementaryContentInsetsReference and the contentInsets "
        + "property on the boundary supplementary item to get the desired behavior."
    }
  }

  /// UIKit's message, with the count at fault for a repeating group.
  public var description: String {
    switch self {
    case .repeatingCountBelowOne(_, let count): "\(uikitMessage) (count \(count))"
    case .noSubitems, .duplicateElementKinds, .invalidValue, .sectionProviderReturnedNil,
      .mixedSupplementaryInsetsReference, .unavailable:
      uikitMessage
    }
  }
}
