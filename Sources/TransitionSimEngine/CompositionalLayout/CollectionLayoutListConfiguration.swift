import Foundation

/// How a list looks and where its headers, footers and separators go:
/// UIKit's `UICollectionLayoutListConfiguration` (iOS 14).
///
/// Give it to ``CollectionLayoutSection/list(using:layoutEnvironment:)`` for one section, or to
/// ``CollectionViewCompositionalLayout/list(using:)`` for a layout whose every section is a list.
/// A list section is an ordinary compositional section: one full-width row per item, each of an
/// `.estimated` height, so rows self-size through the collection view's
/// ``CollectionView/preferredItemSize`` (their separators follow their bottom edges), no spacing
/// between rows (inferred from WWDC 2020 "Lists in UICollectionView" and the API).
///
/// Which values are UIKit's: the appearances, the header and footer modes, the element kinds of
/// `.supplementary` headers and footers, and that `.plain` and `.sidebarPlain` pin their
/// supplementary headers (Apple's documentation of `HeaderMode.supplementary`). Apple publishes
/// none of a list's metrics (row height, margins, header and footer heights, `headerTopPadding`'s
/// default, sidebar metrics, separator insets), so each metric below is our choice, documented on
/// its property and overridable:
///
/// | Appearance | Rows across | Padding above and below each section | Separators |
/// |---|---|---|---|
/// | `.plain` | the full width | 0 | yes |
/// | `.grouped` | the full width | 18 | yes |
/// | `.insetGrouped` | inside the layout margins | 18 | yes |
/// | `.sidebar` | inside the layout margins | 8 | no |
/// | `.sidebarPlain` | the full width | 0 | no |
///
/// Separators are drawn by UIKit's list cells, not by the layout (inferred: the separator
/// configuration is a cell and list setting, and no decoration kind for it is public).
/// TransitionSim has no cells, so it shows them as decoration views at the row's index path — of
/// kind ``separatorElementKind`` on the row's bottom edge, of kind ``topSeparatorElementKind`` on
/// its top edge — inset across by ``separatorConfiguration`` (or, row by row, by
/// ``itemSeparatorHandler``'s answer), so that they appear in the frames and move and fade with
/// their rows (our choice). Rows show bottom separators and no top ones by default (see
/// ``ListSeparatorConfiguration``).
///
/// Not `Sendable`, since ``itemSeparatorHandler`` is a closure that may capture anything (as
/// UIKit's); `Hashable` without it: two configurations are equal when every other property is,
/// and both have a handler or neither has (closures cannot be compared).
///
/// ```swift
/// var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = CollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct CollectionLayoutListConfiguration: Hashable {
  /// A list's look: UIKit's `UICollectionLayoutListConfiguration.Appearance` (raw values as
  /// `UICollectionLayoutListAppearance`, in Apple's documentation).
  public enum Appearance: Int, Hashable, Sendable {
    /// Full-width rows, headers pinned to the visible bounds.
    case plain = 0
    /// Full-width rows in sections set apart by padding.
    case grouped
    /// Rows inset by the layout margins, in sections set apart by padding.
    case insetGrouped
    /// A sidebar: rows inset by the layout margins, no separators.
    case sidebar
    /// A plain sidebar: full-width rows, headers pinned, no separators.
    case sidebarPlain
  }

  /// What heads each section: UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No header.
    case none = 0
    /// A supplementary view of kind ``CollectionView/elementKindSectionHeader``, pinned in
    /// `.plain` and `.sidebarPlain` lists (Apple's documentation of `HeaderMode.supplementary`).
    case supplementary
    /// The section's first item is its header (Apple's documentation of
    /// `HeaderMode.firstItemInSection`). UIKit gives that cell a header appearance — its content,
    /// its fonts, its background — which is nothing the layout places: here item 0 is a row like
    /// the others (our choice), of the rows' estimated height, measured by self-sizing like them,
    /// with the separators every row has (an ``itemSeparatorHandler`` can answer otherwise for
    /// item 0). No supplementary header is made.
    case firstItemInSection
  }

  /// What ends each section: UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footer.
    case none = 0
    /// A supplementary view of kind ``CollectionView/elementKindSectionFooter``, not pinned.
    case supplementary
  }

  /// The kind of the bottom separator decoration views: `"list-separator"`, at index path
  /// `(item, section)` of the row each one ends (ours: UIKit draws separators inside its cells).
  public static let separatorElementKind = "list-separator"
  /// The kind of the top separator decoration views: `"list-separator-top"`, at index path
  /// `(item, section)` of the row each one starts (ours, as ``separatorElementKind``).
  public static let topSeparatorElementKind = "list-separator-top"

  /// The look.
  ///
  /// Set at creation, as UIKit's is.
  public let appearance: Appearance
  /// What heads each section.
  ///
  /// The default is `.none`.
  public var headerMode: HeaderMode = .none
  /// What ends each section.
  ///
  /// The default is `.none`.
  public var footerMode: FooterMode = .none
  /// Whether rows show separators.
  ///
  /// The default is `true` for every appearance but the sidebars (our choice: UIKit's sidebars show
  /// none on screen; Apple documents only the property).
  public var showsSeparators: Bool
  /// Where separators go in their row (UIKit's `separatorConfiguration`, iOS 14.5).
  public var separatorConfiguration = ListSeparatorConfiguration()
  /// Decides each row's separators (UIKit's `itemSeparatorHandler`, iOS 14.5): given a row's
  /// index path and ``separatorConfiguration``, it returns that row's configuration — whether
  /// its top and bottom separators show, and their insets (the thickness stays the list's).
  ///
  /// `nil`, the default, gives every row ``separatorConfiguration``.
  ///
  /// When it is called (ours: UIKit does not document it): lazily, while the layout answers,
  /// with the rows it answers about — by `layoutAttributesForElements(in:)` once for each row
  /// whose separators' band meets the rect, by `layoutAttributesForDecorationView(ofKind:at:)`
  /// once for its row — and never for every row at `prepare()`, so a rect query stays
  /// O(log *s* + *k*). No answer is kept from one query to the next: a row may be asked about
  /// many times, so the handler should answer from its index path and the data alone.
  ///
  /// It applies to a layout made by ``CollectionViewCompositionalLayout/list(using:)`` and to a
  /// section made by ``CollectionLayoutSection/list(using:layoutEnvironment:)`` in any
  /// compositional layout (a section provider), which keeps it.
  public var itemSeparatorHandler:
    ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?
  {
    get { separatorHandler?.body }
    set { separatorHandler = newValue.map(SeparatorHandler.init) }
  }
  /// The handler, in a box that every other box equals, so that synthesized `Hashable` compares
  /// only whether there is one.
  private var separatorHandler: SeparatorHandler?
  /// Extra space above each section's supplementary header (iOS 15); `nil` for the system
  /// default, which is 0 here (our choice: UIKit's default is not documented).
  public var headerTopPadding: CGFloat?

  //===--- Metrics of ours (not UIKit properties) ------------------------===//

  /// The estimated height of a row: 44 points (our choice: the classic `UITableView` row height,
  /// a likely estimate; UIKit's is not documented).
  public var estimatedRowHeight: CGFloat = 44
  /// The estimated height of a supplementary header: 28 points (our choice).
  public var estimatedHeaderHeight: CGFloat = 28
  /// The estimated height of a supplementary footer: 28 points (our choice).
  public var estimatedFooterHeight: CGFloat = 28
  /// Space above each section's first element and below its last: 18 points in `.grouped` and
  /// `.insetGrouped` lists (36 between two sections, near `UITableView`'s grouped gap), 8 in
  /// `.sidebar` lists, 0 otherwise (our choice).
  public var sectionPadding: CGFloat
  /// Whether rows are inset by the layout margins (`.insetGrouped` and `.sidebar`) rather than
  /// full width (our reading of "inset"; UIKit's margins are not documented, and on iPhone they
  /// look like the layout margins).
  public var insetsRowsByLayoutMargins: Bool

  /// A configuration of `appearance`, with its default metrics.
  public init(appearance: Appearance) {
    self.appearance = appearance
    switch appearance {
    case .plain, .sidebarPlain:
      sectionPadding = 0
    case .grouped, .insetGrouped:
      sectionPadding = 18
    case .sidebar:
      sectionPadding = 8
    }
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    insetsRowsByLayoutMargins = appearance == .insetGrouped || appearance == .sidebar
  }

  /// Whether supplementary headers pin to the visible bounds: in `.plain` and `.sidebarPlain`
  /// lists (Apple's documentation of `HeaderMode.supplementary`).
  public var pinsHeaders: Bool { appearance == .plain || appearance == .sidebarPlain }
}

extension CollectionLayoutListConfiguration {
  /// An ``CollectionLayoutListConfiguration/itemSeparatorHandler``, equal to every other: closures
  /// cannot be compared.
  private struct SeparatorHandler: Hashable {
    let body: (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }
}
