import TransitionSimEngine

extension UICollectionView {
  /// How to make and configure the cells of one kind of item: UIKit's
  /// `UICollectionView.CellRegistration` (iOS 14).
  ///
  /// Cells of the registration's class share one reuse pool; the handler configures each cell
  /// `dequeueConfiguredReusableCell(using:for:item:)` returns.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let handler: Handler

    /// A registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }

    /// The reuse identifier of the registration's cells: its class's name.
    var reuseIdentifier: String { "CellRegistration." + String(reflecting: Cell.self) }
  }

  /// How to make and configure one kind of supplementary view: UIKit's
  /// `UICollectionView.SupplementaryRegistration` (iOS 14).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view for an element.
    public typealias Handler =
      (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The element kind the registration's views are for.
    public let elementKind: String
    let handler: Handler

    /// A registration of views of `elementKind`, which `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }

    var reuseIdentifier: String {
      "SupplementaryRegistration." + String(reflecting: Supplementary.self)
    }
  }

  /// A cell of the registration's class, from the reuse pool or new, configured by its handler
  /// for `item` (not configured when `item` is `nil`).
  ///
  /// - Complexity: O(1), plus the handler's work.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if registeredClasses[Self.cellKey(identifier)] == nil {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(frame: .zero)
    cell.reuseIdentifier = identifier
    cell.configuredIndexPath = indexPath
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class, configured by its handler.
  ///
  /// - Complexity: O(1), plus the handler's work.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let identifier = registration.reuseIdentifier
    let kind = registration.elementKind
    if registeredClasses[Self.supplementaryKey(kind, identifier)] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
    view.reuseIdentifier = identifier
    registration.handler(view, kind, indexPath)
    return view
  }
}
