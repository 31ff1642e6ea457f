import TransitionSimEngine

/// Items laid out along an axis, or at frames of your own: UIKit's `NSCollectionLayoutGroup`.
///
/// Making a group copies its subitems, as UIKit does (`initWithArray:copyItems:YES` in the iOS
/// 26.1 binary): the group keeps the items as they were when it was made.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// How the group places its subitems.
  enum Arrangement {
    case horizontal, vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  /// How many times the subitems repeat.
  enum Repetition {
    case fill
    case equalCount(Int)
    case repeatCount(Int)
  }

  /// The group's items (copies of the ones it was made with).
  public let subitems: [NSCollectionLayoutItem]

  /// The spacing between the subitems along the group's axis.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// The supplementary items attached to the group; settable on a group, as in UIKit.
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { super.supplementaryItems }
    set { super.supplementaryItems = newValue }
  }

  let arrangement: Arrangement
  let repetition: Repetition

  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    arrangement: Arrangement, repetition: Repetition
  ) {
    self.subitems = subitems.map { $0.copy() as? NSCollectionLayoutItem ?? $0 }
    self.arrangement = arrangement
    self.repetition = repetition
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A row of `subitems` that fills the group's width.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, repetition: .fill)
  }

  /// A row of `count` equal copies of `subitem`, sized to fit (iOS 13–15's spelling).
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal,
      repetition: .equalCount(count))
  }

  /// A row of `count` copies of `repeatingSubitem` at its own size (iOS 16).
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [repeatingSubitem], arrangement: .horizontal,
      repetition: .repeatCount(count))
  }

  /// A column of `subitems` that fills the group's height.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, repetition: .fill)
  }

  /// A column of `count` equal copies of `subitem`, sized to fit (iOS 13–15's spelling).
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical,
      repetition: .equalCount(count))
  }

  /// A column of `count` copies of `repeatingSubitem` at its own size (iOS 16).
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [repeatingSubitem], arrangement: .vertical,
      repetition: .repeatCount(count))
  }

  /// Items at the frames `itemProvider` returns.
  open class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), repetition: .fill)
  }

  /// A copy with the same subitems (copied again) and properties.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, arrangement: arrangement,
      repetition: repetition)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.interItemSpacing = interItemSpacing
    copy.supplementaryItems = supplementaryItems
    return copy
  }

  /// The engine's group.
  ///
  /// - Complexity: O(size of the group's tree).
  func engineGroup() -> CollectionLayoutGroup {
    let items = subitems.map { $0.engineSubitem() }
    var group: CollectionLayoutGroup
    switch (arrangement, repetition) {
    case (.custom(let provider), _):
      group = .custom(layoutSize: layoutSize, itemProvider: provider)
    case (.horizontal, .fill): group = .horizontal(layoutSize: layoutSize, subitems: items)
    case (.vertical, .fill): group = .vertical(layoutSize: layoutSize, subitems: items)
    case (.horizontal, .equalCount(let count)):
      group = .horizontal(layoutSize: layoutSize, subitem: items[0], count: count)
    case (.vertical, .equalCount(let count)):
      group = .vertical(layoutSize: layoutSize, subitem: items[0], count: count)
    case (.horizontal, .repeatCount(let count)):
      group = .horizontal(layoutSize: layoutSize, repeatingSubitem: items[0], count: count)
    case (.vertical, .repeatCount(let count)):
      group = .vertical(layoutSize: layoutSize, repeatingSubitem: items[0], count: count)
    }
    group.contentInsets = contentInsets
    group.edgeSpacing = edgeSpacing
    group.interItemSpacing = interItemSpacing
    group.supplementaryItems = supplementaryItems.map(\.engineValue)
    return group
  }

  override func engineSubitem() -> any CollectionLayoutSubitem { engineGroup() }
}
