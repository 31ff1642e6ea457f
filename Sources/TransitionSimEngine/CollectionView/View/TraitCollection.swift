import Foundation

/// The traits of the environment a collection view lays out in: UIKit's `UITraitCollection`,
/// reduced to what layouts read.
public struct TraitCollection: Hashable, Sendable {
  /// The screen scale the flow layout rounds origins to (`displayScale`).
  ///
  /// The default is 3, an iPhone's; 0 turns rounding off.
  public var displayScale: CGFloat
  /// The direction of the language (`layoutDirection`).
  ///
  /// The default is left-to-right.
  ///
  /// When it is right-to-left, the collection view mirrors a layout whose
  /// `flipsHorizontallyInOppositeLayoutDirection` is `true` (the flow layout's is) and whose
  /// `developmentLayoutDirection` is left-to-right (see `CollectionView+LayoutDirection.swift`);
  /// `.unspecified` counts as left-to-right.
  public var layoutDirection: TraitEnvironmentLayoutDirection

  /// Creates traits; the defaults are a 3× left-to-right device.
  public init(
    displayScale: CGFloat = 3, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
  }
}

/// The direction of the language: UIKit's `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
  /// No direction; laid out as left-to-right.
  case unspecified = -1
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1

  /// The scenario-file name of the direction: UIKit's case name.
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}
