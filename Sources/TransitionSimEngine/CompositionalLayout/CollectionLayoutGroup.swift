import Foundation

/// A frame a custom group's provider places: UIKit's `NSCollectionLayoutGroupCustomItem`.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
  /// The frame, with `{0, 0}` at the group's origin.
  public let frame: CGRect
  /// The stacking order.
  ///
  /// The default is 0.
  public let zIndex: Int

  /// A custom item at `frame` with `zIndex` 0.
  public init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// A custom item at `frame` with `zIndex`.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// UIKit's `NSCollectionLayoutGroupCustomItemProvider`: the frames of a custom group's items,
/// given an environment whose container is the group's geometry.
public typealias CollectionLayoutGroupCustomItemProvider =
  (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// Items laid out along an axis, or by a provider: UIKit's `NSCollectionLayoutGroup`.
///
/// A value type (UIKit's is a class and an item): it is copied when given to a section or another
/// group. It is a ``CollectionLayoutSubitem``, so groups nest. Defaults (UIKit's, from its binary,
/// iOS 26.1): `interItemSpacing` fixed 0, `contentInsets` zero, no supplementary items.
///
/// How a group fills (UICollectionViewCompositionalLayout.h: a group "will repeat items until
/// available horizontal [vertical] space is exhausted"):
/// - `horizontal(layoutSize:subitems:)`/`vertical(…)` cycle through their subitems (A, B, A, …)
///   along the axis while the next one fits, and the section repeats the group for the items
///   that follow. The first subitem is always placed, even when it does not fit, and the layout
///   logs a diagnostic (our choice: UIKit's behaviour is unknown, and a group that places nothing
///   would repeat forever).
/// - `horizontal(layoutSize:subitem:count:)` places `count` items whose extent along the axis is
///   `(group extent − spacing × (count − 1)) / count` (the subitem's own dimension along the axis
///   is replaced, as UIKit's `_effectiveSizeForSize:count:` does, from its binary, iOS 26.1; the
///   spacing subtraction is inferred, and the IBPCollectionViewCompositionalLayout backport does
///   the same).
/// - `horizontal(layoutSize:repeatingSubitem:count:)` places `count` copies of the subitem at its
///   own size; fitting them is the caller's responsibility (Apple's documentation of
///   `horizontalGroupWithLayoutSize:repeatingSubitem:count:`): overflow is not checked.
/// - `custom(layoutSize:itemProvider:)` places the frames its provider returns.
///
/// The group's `contentInsets` inset its subitems' container: fractions resolve against the group
/// size less its insets, and an inset below 1 (and above 0) is a fraction of the group's width
/// (leading, trailing) or height (top, bottom) (the container protocol of
/// UICollectionViewCompositionalLayout.h).
public struct CollectionLayoutGroup: CollectionLayoutSubitem {
  /// How the group places its subitems.
  enum Layout {
    case horizontal
    case vertical
    case custom(CollectionLayoutGroupCustomItemProvider)
  }

  /// How the subitems repeat along the group's axis.
  enum Repetition: Hashable {
    /// Cycle through the subitems while they fit.
    case fill
    /// `count` items, each `1/count` of the group less the spacing (`subitem:count:`).
    case equalCount(Int)
    /// `count` copies of the subitem at its own size (`repeatingSubitem:count:`).
    case repeatCount(Int)
  }

  /// The size of the group, resolved against its container's effective size.
  public let layoutSize: CollectionLayoutSize
  /// The items and groups the group places.
  public let subitems: [any CollectionLayoutSubitem]
  /// Insets of the subitems' container.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space reserved around the group in its own enclosing group; `nil` for none.
  public var edgeSpacing: CollectionLayoutEdgeSpacing?
  /// Supplementary views anchored to the group.
  public var supplementaryItems: [CollectionLayoutSupplementaryItem] = []
  /// Spacing between consecutive subitems along the group's axis; `nil` is fixed 0.
  public var interItemSpacing: CollectionLayoutSpacing?

  let layout: Layout
  let repetition: Repetition
  /// What UIKit would have refused when the group was made; raised by the layout.
  let constructionError: CollectionLayoutError?

  private init(
    layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem], layout: Layout,
    repetition: Repetition
  ) {
    self.layoutSize = layoutSize
    self.subitems = subitems
    self.layout = layout
    self.repetition = repetition
    var horizontal = false
    if case .horizontal = layout { horizontal = true }
    switch repetition {
    case .fill:
      if case .custom = layout {
        constructionError = nil  // Custom groups have no subitems (UIKit exempts them).
      } else {
        constructionError = subitems.isEmpty ? .noSubitems : nil
      }
    case .equalCount(let count), .repeatCount(let count):
      constructionError =
        count < 1 ? .repeatingCountBelowOne(horizontal: horizontal, count: count) : nil
    }
  }

  //===--- horizontal(layoutSize:…) ------------------------------------===//

  /// A group that places its subitems left to right, cycling through them while they fit.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, layout: .horizontal, repetition: .fill)
  }

  /// A group of `count` items of equal width (iOS 13, deprecated in iOS 16 but supported).
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], layout: .horizontal,
      repetition: .equalCount(count))
  }

  /// A group of `count` copies of `repeatingSubitem`, each at its own size (iOS 16).
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem: any CollectionLayoutSubitem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [repeatingSubitem], layout: .horizontal,
      repetition: .repeatCount(count))
  }

  //===--- vertical(layoutSize:…) --------------------------------------===//

  /// A group that places its subitems top to bottom, cycling through them while they fit.
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, layout: .vertical, repetition: .fill)
  }

  /// A group of `count` items of equal height (iOS 13, deprecated in iOS 16 but supported).
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], layout: .vertical,
      repetition: .equalCount(count))
  }

  /// A group of `count` copies of `repeatingSubitem`, each at its own size (iOS 16).
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem: any CollectionLayoutSubitem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [repeatingSubitem], layout: .vertical,
      repetition: .repeatCount(count))
  }

  //===--- custom(layoutSize:itemProvider:) ----------------------------===//

  /// A group whose items are the frames `itemProvider` returns, relative to the group's origin.
  ///
  /// The provider is called once per section layout; every repetition of the group reuses its
  /// frames (inferred: repetitions of a section's group are identical without self-sizing).
  public static func custom(
    layoutSize: CollectionLayoutSize,
    itemProvider: @escaping CollectionLayoutGroupCustomItemProvider
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [], layout: .custom(itemProvider), repetition: .fill)
  }
}

extension CollectionLayoutGroupCustomItem {
  /// Hashes what `==` compares (the frame by its components: see `Hasher.combine(rect:)`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: frame)
    hasher.combine(zIndex)
  }
}
