import TransitionSimEngine

/// The collection view under UIKit's name: `UICollectionView`.
///
/// It runs on the engine's ``CollectionView`` (``engineView``), which holds the data, lays out
/// and animates; this class gives it UIKit's signatures: layouts and attributes as UIKit objects,
/// a delegate and a data source with UIKit's methods, and update methods that do not throw.
///
/// Where UIKit raises an exception (an invalid batch update, a layout that raises), the view
/// keeps the error in ``raisedExceptions``, stays as it was, and goes on; a test reads the list.
///
/// Items are named by position when the data source's counts are read (item `i` of section `s`
/// is `"s-i"`), and inserted items get the engine's generated names, so frame dumps and
/// assertions of the engine view name them.
open class UICollectionView: UIScrollView {
  /// The direction the content scrolls in (`UICollectionView.ScrollDirection`).
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

  /// Whether attributes describe a cell, a supplementary view or a decoration view.
  public typealias ElementCategory = TransitionSimEngine.ElementCategory

  /// The kind of section headers in a flow layout.
  public static let elementKindSectionHeader = CollectionView.elementKindSectionHeader

  /// The kind of section footers in a flow layout.
  public static let elementKindSectionFooter = CollectionView.elementKindSectionFooter

  /// The engine's collection view: its transitions, frames and layout calls are what
  /// TransitionSim's assertions and exports read.
  public let engineView: CollectionView

  /// The layout; setting it replaces the layout without animation.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { install(collectionViewLayout, replacing: oldValue) }
  }

  /// The errors UIKit would have raised as exceptions, oldest first.
  public private(set) var raisedExceptions: [any Error] = []

  private let delegateBridge = DelegateBridge()

  /// The operations recorded by the `performBatchUpdates` closure in progress, if any.
  var recordedUpdate: BatchUpdate?

  /// The completions of the `performBatchUpdates` calls in progress, outermost first.
  var pendingCompletions: [(Bool) -> Void] = []

  /// The cell and supplementary view classes registered, by reuse identifier (a supplementary
  /// view's prefixed by its kind).
  var registeredClasses: [String: AnyClass] = [:]
  /// Views off screen, waiting to be dequeued again, by registration key.
  var reusePool: [String: [UICollectionReusableView]] = [:]
  /// The cells on screen, by the engine's item identifier.
  var visibleCellsByIdentifier: [String: UICollectionViewCell] = [:]
  /// The item being dragged, if any.
  var interactiveMovement: InteractiveMovement?

  /// The completion of the interactive transition in progress.
  var interactiveTransitionCompletion: LayoutInteractiveTransitionCompletion?

  /// The selected items, by the engine's item identifier, so that selection follows items
  /// through updates.
  var selectedIdentifiers: Set<String> = []

  /// Whether items can be selected; `true` by default.
  open var allowsSelection = true

  /// Whether more than one item can be selected; `false` by default.
  open var allowsMultipleSelection = false

  /// The supplementary views on screen, by kind and index path.
  var visibleSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
  /// The bounds the cells off screen were last put in the pool for.
  var lastRecycledBounds: CGRect?
  /// Whether the cells on screen are being brought up to date (no reentry).
  var isUpdatingCells = false

  /// The index paths the data source was asked cells for, in order: what a test reads to know
  /// which cells were configured.
  public internal(set) var cellRequests: [IndexPath] = []

  /// The supplementary views the data source was asked for, by kind and index path, in order.
  public internal(set) var supplementaryViewRequests: [(kind: String, indexPath: IndexPath)] = []

  /// The delegate; its flow-layout methods give the flow layout its per-section metrics.
  open weak var delegate: (any UICollectionViewDelegate)? {
    didSet {
      engineView.delegate = delegate == nil ? nil : delegateBridge
      engineView.collectionViewLayout.invalidateLayout()
    }
  }

  /// The data source; setting it reloads the data.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      engineView.preferredItemSize =
        dataSource == nil
        ? nil
        : { [weak self] in
          self?.preferredSize(at: $0, identifier: $1, proposed: $2)
        }
      reloadData()
    }
  }

  /// Creates a collection view with a frame and a layout, and no data until a data source is set.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    engineView = CollectionView(frame: frame, collectionViewLayout: layout.bridge)
    collectionViewLayout = layout
    super.init()
    delegateBridge.view = self
    layout.collectionView = self
  }

  //===--- Geometry ------------------------------------------------------===//

  /// The frame; a change of size is a bounds change.
  open var frame: CGRect {
    get { engineView.frame }
    set { engineView.frame = newValue }
  }

  /// The visible rect, in the content's coordinates.
  open var bounds: CGRect { engineView.bounds }

  /// The offset of the visible rect from the content's origin.
  open var contentOffset: CGPoint {
    get { engineView.contentOffset }
    set { engineView.contentOffset = newValue }
  }

  /// The size of the content, as the layout last answered it.
  open var contentSize: CGSize { engineView.contentSize }

  /// Scrolls so that the content is at `contentOffset`, animating the scroll when `animated`
  /// (the engine's scroll, whose frames its `lastTransition` holds).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    catching { _ = try engineView.setContentOffset(contentOffset, animated: animated) }
    updateVisibleCells()
  }

  /// Whether a fling stops on a multiple of the bounds' size.
  open var isPagingEnabled: Bool {
    get { engineView.isPagingEnabled }
    set { engineView.isPagingEnabled = newValue }
  }

  /// How quickly a fling slows down.
  open var decelerationRate: UIScrollView.DecelerationRate {
    get { engineView.decelerationRate }
    set { engineView.decelerationRate = newValue }
  }

  /// The insets around the content.
  open var contentInset: UIEdgeInsets {
    get { engineView.contentInset }
    set { engineView.contentInset = newValue }
  }

  /// The device's safe area, which a test sets.
  open var safeAreaInsets: UIEdgeInsets {
    get { engineView.safeAreaInsets }
    set { engineView.safeAreaInsets = newValue }
  }

  /// The content inset plus the safe area, as the content inset adjustment behaviour says.
  open var adjustedContentInset: UIEdgeInsets { engineView.adjustedContentInset }

  /// Lays out now if the layout is invalid.
  open func layoutIfNeeded() {
    catching { try engineView.layoutIfNeeded() }
    updateVisibleCells()
  }

  //===--- Data ----------------------------------------------------------===//

  /// The number of sections.
  open var numberOfSections: Int { engineView.numberOfSections }

  /// The number of items in `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    engineView.numberOfItems(inSection: section)
  }

  /// Reads the data source's counts again and discards the layout, without animation.
  open func reloadData() {
    if let diffable = dataSource as? any DiffableEngineData {
      // The snapshot shown, with its sections' names; before iOS 15, which has no reload of a
      // snapshot, the items alone.
      let snapshot = diffable.engineSnapshot
      if (try? engineView.applySnapshotUsingReloadData(snapshot)) == nil {
        engineView.reloadData(
          snapshot.sectionIdentifiers.map { (try? snapshot.itemIdentifiers(inSection: $0)) ?? [] })
      }
    } else {
      engineView.reloadData(CollectionView.identifiers(forItemCounts: dataSourceCounts()))
    }
    for cell in visibleCellsByIdentifier.values { cell.configuredIndexPath = nil }
    visibleCellsByIdentifier = [:]
    visibleSupplementaryViews = [:]
  }

  /// The data source's counts, or none without a data source.
  func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
  }

  //===--- Queries -------------------------------------------------------===//

  /// The on-screen attributes of the item at `indexPath`, as the layout answers them.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The on-screen attributes of a supplementary view.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The index paths of the items on screen, in index-path order.
  open var indexPathsForVisibleItems: [IndexPath] {
    var paths: [IndexPath] = []
    catching { paths = try engineView.indexPathsForVisibleItems }
    return paths
  }

  //===--- Registration ----------------------------------------------------===//

  /// Registers a cell class for a reuse identifier; recorded.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    engineView.register(cellClass, forCellWithReuseIdentifier: identifier)
    registeredClasses[Self.cellKey(identifier)] = cellClass
  }

  /// Registers a supplementary view class for a kind and reuse identifier; recorded.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    engineView.register(
      viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    registeredClasses[Self.supplementaryKey(elementKind, identifier)] = viewClass
  }

  //===--- Layout changes --------------------------------------------------===//

  /// Replaces the layout, animating the change when `animated`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Replaces the layout, animating the change when `animated`, then calls `completion` with
  /// `true` (the simulated animation always finishes).
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    guard layout !== collectionViewLayout else { return }
    let old = collectionViewLayout
    let changed = catching {
      try engineView.setCollectionViewLayout(layout.bridge, animated: animated)
    }
    guard changed else { return }
    old.collectionView = nil
    layout.collectionView = self
    replaceLayoutSilently(with: layout)
    completion?(true)
  }

  /// Runs `body`, keeping what it throws in ``raisedExceptions``.
  ///
  /// - Returns: Whether `body` returned without throwing.
  @discardableResult
  func catching(_ body: () throws -> Void) -> Bool {
    do {
      try body()
      return true
    } catch {
      raisedExceptions.append(error)
      return false
    }
  }

  private var isSwappingSilently = false

  /// Sets ``collectionViewLayout`` to a layout the engine view already runs.
  func replaceLayoutSilently(with layout: UICollectionViewLayout) {
    isSwappingSilently = true
    collectionViewLayout = layout
    isSwappingSilently = false
  }

  private func install(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout) {
    guard !isSwappingSilently, layout !== old else { return }
    old.collectionView = nil
    layout.collectionView = self
    engineView.setCollectionViewLayout(layout.bridge)
  }
}
