import Foundation

/// A container's size and insets: UIKit's `NSCollectionLayoutContainer`.
///
/// `contentSize` is the size before insets; `effectiveContentInsets` are the insets with every
/// value in (0, 1) read as a fraction of the width (leading, trailing) or height (top, bottom);
/// `effectiveContentSize` is the size after them (UICollectionViewCompositionalLayout.h).
/// Fractional dimensions resolve against `effectiveContentSize`.
public struct CollectionLayoutContainer: Hashable, Sendable {
  /// The size before insets.
  public let contentSize: CGSize
  /// The insets as given.
  public let contentInsets: DirectionalEdgeInsets

  /// A container of `contentSize` with `contentInsets`.
  public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The insets in points: values strictly between 0 and 1 are fractions (the header's
  /// "values < 1.0 are interpreted as fractional values"; 0 and negative values are points, our
  /// reading).
  public var effectiveContentInsets: DirectionalEdgeInsets {
    func resolve(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
      value > 0 && value < 1 ? value * length : value
    }
    return DirectionalEdgeInsets(
      top: resolve(contentInsets.top, contentSize.height),
      leading: resolve(contentInsets.leading, contentSize.width),
      bottom: resolve(contentInsets.bottom, contentSize.height),
      trailing: resolve(contentInsets.trailing, contentSize.width))
  }

  /// The size after the effective insets, never below zero.
  public var effectiveContentSize: CGSize {
    let insets = effectiveContentInsets
    return CGSize(
      width: max(contentSize.width - insets.leading - insets.trailing, 0),
      height: max(contentSize.height - insets.top - insets.bottom, 0))
  }
}

/// What a section provider or custom group is told about where it lays out:
/// UIKit's `NSCollectionLayoutEnvironment`.
///
/// TransitionSim has no trait collection; the one trait a layout here can use is the display
/// scale, given as `displayScale` (UIKit's `traitCollection.displayScale`).
public struct CollectionLayoutEnvironment: Hashable, Sendable {
  /// The container: the layout's for a section provider, the group's for a custom group.
  public let container: CollectionLayoutContainer
  /// The collection view's display scale (`traitCollection.displayScale`).
  public let displayScale: CGFloat

  /// An environment of `container` at `displayScale`.
  public init(container: CollectionLayoutContainer, displayScale: CGFloat) {
    self.container = container
    self.displayScale = displayScale
  }
}

extension CollectionLayoutContainer {
  /// Hashes what `==` compares (the size by its components: see `Hasher.combine(size:)`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size: contentSize)
    hasher.combine(contentInsets)
  }
}
