import Foundation

/// The view classes registered with a collection view or a layout, by name; kept for
/// inspection, as they have no effect on geometry.
struct ViewRegistrations: Hashable, Sendable {
  /// Cell classes by reuse identifier.
  var cells: [String: String] = [:]
  /// Supplementary view classes by kind, then reuse identifier.
  var supplementaryViews: [String: [String: String]] = [:]

  /// The name recorded for `viewClass`, or `nil`, which removes a registration as in UIKit.
  static func name(of viewClass: AnyClass?) -> String? {
    viewClass.map { String(describing: $0) }
  }
}

extension CollectionView {
  /// Registers a class for cells with `identifier` (`register(_:forCellWithReuseIdentifier:)`).
  ///
  /// Accepted so that a ported view controller compiles and runs unchanged: there are no views
  /// here, so the class has no effect on geometry. Any class is accepted, and `nil` removes the
  /// registration, as in UIKit.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations.cells[identifier] = ViewRegistrations.name(of: cellClass)
  }

  /// Registers a class for supplementary views of `elementKind` with `identifier`
  /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
  ///
  /// Accepted for porting, with no effect on geometry; `nil` removes the registration.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registrations.supplementaryViews[elementKind, default: [:]][identifier] =
      ViewRegistrations.name(of: viewClass)
  }
}

extension CollectionViewLayout {
  /// Registers a class for decoration views of `elementKind`
  /// (`register(_:forDecorationViewOfKind:)`).
  ///
  /// Accepted so that a ported layout compiles and runs unchanged: decoration views are placed by
  /// the layout's attributes alone, so the class has no effect on geometry. `nil` removes the
  /// registration, as in UIKit.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = ViewRegistrations.name(of: viewClass)
  }
}
