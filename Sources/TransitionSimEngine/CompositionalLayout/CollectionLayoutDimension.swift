import Foundation

/// One dimension of a compositional-layout size: UIKit's `NSCollectionLayoutDimension`.
///
/// A dimension is a fraction of the container's width or height, an absolute length, an estimate
/// or (iOS 17) an estimate shared across siblings (Apple's documentation of
/// `NSCollectionLayoutDimension` and UICollectionViewCompositionalLayout.h). Fractions are taken of
/// the container's *effective* size, after its content insets. Either axis may use either fraction,
/// so `heightDimension: .fractionalWidth(0.2)` expresses an aspect ratio.
///
/// An `estimated` or `uniformAcrossSiblings` dimension along the scrolling axis of a list row
/// (one item a group) or a grid row (items across the axis), group and items alike, takes the
/// cell's preferred length (``CollectionView/preferredItemSize``): a row is as long as its
/// longest item, a uniform item fills its row, and a uniform group shares the section's longest
/// item. Elsewhere (nested groups, across the axis) an estimate is laid out as it is, as if the
/// cell accepted the size it was offered.
///
/// ```swift
/// let half = CollectionLayoutDimension.fractionalWidth(0.5)
/// half.resolved(in: CGSize(width: 320, height: 480))  // 160
/// ```
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
  /// What a dimension is relative to, in UIKit's order (its private `semantic` 0…4).
  enum Semantic: Int, Hashable, Sendable {
    case fractionalWidth = 0
    case fractionalHeight = 1
    case absolute = 2
    case estimated = 3
    case uniformAcrossSiblings = 4
  }

  let semantic: Semantic
  /// The fraction, the length in points or the estimate, as given.
  public let dimension: CGFloat

  private init(_ semantic: Semantic, _ dimension: CGFloat) {
    self.semantic = semantic
    self.dimension = dimension
  }

  /// A fraction of the container's effective width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's effective height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// An exact length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// An estimated length: the estimate until the cell reports its size (list and grid rows).
  public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// An estimate that grows to the largest sibling (iOS 17); laid out at the estimate (measuring
  /// every sibling is not modelled yet).
  public static func uniformAcrossSiblings(estimate: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.uniformAcrossSiblings, estimate)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { semantic == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { semantic == .fractionalHeight }
  /// Whether the dimension is an exact length.
  public var isAbsolute: Bool { semantic == .absolute }
  /// Whether the dimension is estimated: true for `estimated` and for `uniformAcrossSiblings`,
  /// as in UIKit (from its binary, iOS 26.1: the test is `(semantic − 3) < 2`).
  public var isEstimated: Bool {
    semantic == .estimated || semantic == .uniformAcrossSiblings
  }
  /// Whether the dimension is shared across siblings (iOS 17).
  public var isUniformAcrossSiblings: Bool { semantic == .uniformAcrossSiblings }

  /// The length in points in a container whose effective size is `containerSize`.
  public func resolved(in containerSize: CGSize) -> CGFloat {
    switch semantic {
    case .fractionalWidth: dimension * containerSize.width
    case .fractionalHeight: dimension * containerSize.height
    case .absolute, .estimated, .uniformAcrossSiblings: dimension
    }
  }

  /// Why the dimension cannot be laid out, or `nil` when it can.
  ///
  /// A fraction must be positive and finite; a length or estimate finite and not negative. UIKit
  /// has no message for these (it lays out garbage); the text is ours.
  var problem: String? {
    switch semantic {
    case .fractionalWidth, .fractionalHeight:
      dimension > 0 && dimension.isFinite
        ? nil : "a fractional dimension must be positive and finite, not \(dimension)"
    case .absolute, .estimated, .uniformAcrossSiblings:
      dimension >= 0 && dimension.isFinite
        ? nil : "a length must be finite and not negative, not \(dimension)"
    }
  }

  /// UIKit's spelling: `.fractionalWidth(0.5)`, `.absolute(44.0)`, ….
  public var description: String {
    switch semantic {
    case .fractionalWidth: ".fractionalWidth(\(dimension))"
    case .fractionalHeight: ".fractionalHeight(\(dimension))"
    case .absolute: ".absolute(\(dimension))"
    case .estimated: ".estimated(\(dimension))"
    case .uniformAcrossSiblings: ".uniformAcrossSiblings(estimate: \(dimension))"
    }
  }
}
