import Foundation

extension CollectionView {
  /// How the safe area adds to the content inset: UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The top and bottom edges always take the safe area; the left and right edges when the
    /// content scrolls horizontally.
    ///
    /// UIKit documents `.automatic` as `.scrollableAxes`, but also adjusting top and bottom for a
    /// scroll view in a navigation controller "regardless of whether the scroll view is
    /// scrollable"; a collection view has no view controller here, so we take that common case.
    /// A vertical collection view in landscape therefore does not take the notch's side insets,
    /// which is why UIKit added `sectionInsetReference = .fromSafeArea`.
    case automatic = 0
    /// Each axis takes the safe area when the content is longer than the bounds along it (the
    /// content size at the last layout pass; bouncing is not modelled).
    case scrollableAxes = 1
    /// The safe area is never added.
    case never = 2
    /// The safe area is always added, on every edge.
    case always = 3

    /// The scenario-file name of the behaviour: UIKit's case name.
    public var name: String {
      switch self {
      case .automatic: "automatic"
      case .scrollableAxes: "scrollableAxes"
      case .never: "never"
      case .always: "always"
      }
    }
  }

  /// The content inset plus the safe area, edge by edge as ``contentInsetAdjustmentBehavior``
  /// says (`adjustedContentInset`); what the flow layout and the range of content offsets use.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    var vertical = true
    var horizontal = true
    switch contentInsetAdjustmentBehavior {
    case .always: break
    case .never: return contentInset
    case .automatic:
      horizontal = contentSize.width > frame.width
    case .scrollableAxes:
      vertical = contentSize.height > frame.height
      horizontal = contentSize.width > frame.width
    }
    return EdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// The margins content is laid out within (`layoutMargins`): the margins set, plus the safe
  /// area when ``insetsLayoutMarginsFromSafeArea`` is `true`.
  ///
  /// The default margins are 8 on every edge, UIKit's default for a view. UIKit documents that
  /// margins are kept within the safe area; adding the safe area to them is our reading of that,
  /// inferred. Setting the property sets the margins before the safe area is added, and
  /// invalidates the layout when they change.
  public var layoutMargins: EdgeInsets {
    get {
      guard insetsLayoutMarginsFromSafeArea else { return storedLayoutMargins }
      let margins = storedLayoutMargins
      let safe = safeAreaInsets
      return EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    set {
      guard newValue != storedLayoutMargins else { return }
      storedLayoutMargins = newValue
      invalidateLayoutForEnvironmentChange()
    }
  }
}
