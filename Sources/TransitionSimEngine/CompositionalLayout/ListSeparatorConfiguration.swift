import Foundation

/// Where a list row's separators go: the geometric part of UIKit's
/// `UIListSeparatorConfiguration` (iOS 14.5).
///
/// A row has a bottom separator, on its bottom edge, and a top separator, on its top edge; each
/// has a visibility and insets across the row. Colours and visual effects have no geometry and
/// are left out.
///
/// When each is drawn (UIKit's `.automatic` rules and metrics are not documented; these are our
/// choices):
/// - the bottom separator: `.automatic` follows the list's
///   ``CollectionLayoutListConfiguration/showsSeparators``, `.visible` and `.hidden` override it;
/// - the top separator: only when `.visible`. `.automatic` shows none, because a row's top edge is
///   where the row above ends, and that row's bottom separator is already there; a list that wants
///   a line above its first rows sets `.visible` in an
///   ``CollectionLayoutListConfiguration/itemSeparatorHandler`` for those rows.
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator is shown: UIKit's `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: Int, Hashable, Sendable {
    /// The list decides: a bottom separator is shown when the list's `showsSeparators` is on; a
    /// top separator is not shown (our choice).
    case automatic = 0
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// Whether the top separator is shown.
  ///
  /// The default is `.automatic`: not shown (our choice; see the type's discussion).
  public var topSeparatorVisibility: Visibility = .automatic
  /// Whether the bottom separator is shown.
  ///
  /// The default is `.automatic`.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// Insets of the top separator from the row's edges: leading 16, trailing 0, as the bottom
  /// separator's (our choice).
  ///
  /// Top and bottom are ignored.
  public var topSeparatorInsets = DirectionalEdgeInsets(
    top: 0, leading: 16, bottom: 0, trailing: 0)
  /// Insets of the bottom separator from the row's edges: leading 16, trailing 0 (our choice:
  /// UIKit aligns it with the cell's text, which sits at the cell's layout margin, 16 on most
  /// iPhones; UIKit documents no value).
  ///
  /// Top and bottom are ignored.
  public var bottomSeparatorInsets = DirectionalEdgeInsets(
    top: 0, leading: 16, bottom: 0, trailing: 0)
  /// The separators' thickness; `nil` for one pixel (1 / `displayScale`, or 1 point when the
  /// scale is 0), UIKit's hairline (our choice).
  ///
  /// It is the list's: an ``CollectionLayoutListConfiguration/itemSeparatorHandler``'s answer does
  /// not change it.
  public var thickness: CGFloat?

  /// A configuration with the defaults above.
  public init() {}
}

extension ListSeparatorConfiguration {
  /// Whether a row of this configuration shows its top separator: only when it is `.visible`.
  var showsTopSeparator: Bool { topSeparatorVisibility == .visible }

  /// Whether a row of this configuration shows its bottom separator: `.automatic` follows the
  /// list's `showsSeparators`.
  func showsBottomSeparator(listShowsSeparators: Bool) -> Bool {
    switch bottomSeparatorVisibility {
    case .automatic: listShowsSeparators
    case .visible: true
    case .hidden: false
    }
  }
}
