import Foundation
import TransitionSimEngine

/// The collection view's insets, margins and scrolling settings a scenario sets: the top-level
/// keys `contentInset`, `safeAreaInsets`, `layoutMargins`, `insetsLayoutMarginsFromSafeArea`,
/// `contentInsetAdjustmentBehavior`, `pagingEnabled`, `decelerationRate`, `layoutDirection` and
/// `iOS`.
///
/// Each defaults to UIKit's value, so a scenario that sets none replays as UIKit's defaults make
/// it.
public struct ScenarioViewSettings: Hashable, Sendable {
  /// The scenario keys these settings read.
  static let keys = [
    "contentInset", "safeAreaInsets", "layoutMargins", "insetsLayoutMarginsFromSafeArea",
    "contentInsetAdjustmentBehavior", "pagingEnabled", "decelerationRate", "layoutDirection",
    "iOS",
  ]

  /// `contentInset`.
  ///
  /// The default is zero.
  public var contentInset: EdgeInsets = .zero
  /// `safeAreaInsets`, as a device's.
  ///
  /// The default is zero.
  public var safeAreaInsets: EdgeInsets = .zero
  /// `layoutMargins` before the safe area is added.
  ///
  /// The default is 8 on every edge.
  public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// `insetsLayoutMarginsFromSafeArea`.
  ///
  /// The default is `true`.
  public var insetsLayoutMarginsFromSafeArea = true
  /// `contentInsetAdjustmentBehavior`.
  ///
  /// The default is `.automatic`.
  public var contentInsetAdjustmentBehavior: CollectionView.ContentInsetAdjustmentBehavior =
    .automatic
  /// `isPagingEnabled`: flings land on pages.
  ///
  /// The default is `false`.
  public var isPagingEnabled = false
  /// `decelerationRate`, used by `fling` steps that do not name one.
  ///
  /// The default is `.normal`.
  public var decelerationRate: CollectionView.DecelerationRate = .normal
  /// `traitCollection.layoutDirection`: `"leftToRight"` or `"rightToLeft"` (a right-to-left
  /// collection view mirrors the flow layout).
  ///
  /// The default is `.leftToRight`.
  public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
  /// `iOS`: the version whose update rules the replay follows, written `"17.0"` (see
  /// ``CollectionView/iOSVersion``).
  ///
  /// The default is ``IOSVersion/newest``.
  public var iOSVersion: IOSVersion = .newest

  /// UIKit's defaults.
  public init() {}

  /// Reads the settings from a scenario object's top-level keys.
  ///
  /// - Throws: ``ScenarioError`` at the key: a wrong type, a non-finite inset, an unknown
  ///   behaviour, a rate that is not `normal`, `fast` or a number between 0 and 1, a layout
  ///   direction that is not `leftToRight` or `rightToLeft`.
  init(_ object: ScenarioObject) throws {
    if let node = object.optional("contentInset") { contentInset = try node.insets() }
    if let node = object.optional("safeAreaInsets") { safeAreaInsets = try node.insets() }
    if let node = object.optional("layoutMargins") { layoutMargins = try node.insets() }
    if let node = object.optional("insetsLayoutMarginsFromSafeArea") {
      insetsLayoutMarginsFromSafeArea = try node.bool()
    }
    if let node = object.optional("contentInsetAdjustmentBehavior") {
      let name = try node.string()
      let all = CollectionView.ContentInsetAdjustmentBehavior.allCases
      guard let behavior = all.first(where: { $0.name == name }) else {
        throw node.error(
          "the content inset adjustment behavior is one of "
            + all.map { "\"\($0.name)\"" }.joined(separator: ", ") + ", found \"\(name)\"")
      }
      contentInsetAdjustmentBehavior = behavior
    }
    if let node = object.optional("pagingEnabled") { isPagingEnabled = try node.bool() }
    if let node = object.optional("layoutDirection") {
      let name = try node.string()
      let all: [TraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]
      guard let direction = all.first(where: { $0.name == name }) else {
        throw node.error(
          "the layout direction is \"leftToRight\" or \"rightToLeft\", found \"\(name)\"")
      }
      layoutDirection = direction
    }
    if let node = object.optional("decelerationRate") {
      decelerationRate = try node.decelerationRate()
    }
    if let node = object.optional("iOS") {
      do {
        iOSVersion = try IOSVersion(try node.string())
      } catch let error as IOSVersionError {
        throw node.error(error.description)
      }
    }
  }

  /// Sets these values on `view`.
  func apply(to view: CollectionView) {
    view.contentInset = contentInset
    view.safeAreaInsets = safeAreaInsets
    view.layoutMargins = layoutMargins
    view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    view.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    view.iOSVersion = iOSVersion
    view.isPagingEnabled = isPagingEnabled
    view.decelerationRate = decelerationRate
    view.traitCollection.layoutDirection = layoutDirection
  }
}
