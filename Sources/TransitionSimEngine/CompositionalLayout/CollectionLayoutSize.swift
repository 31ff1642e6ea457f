import Foundation

/// The width and height of a compositional-layout element: UIKit's `NSCollectionLayoutSize`.
///
/// Each dimension resolves against the effective size of the container the element is laid out
/// in: the group's for an item, the section's for a section's group
/// (UICollectionViewCompositionalLayout.h: fractions are "of the containing group").
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public let widthDimension: CollectionLayoutDimension
  /// The height.
  public let heightDimension: CollectionLayoutDimension

  /// Creates a size from its two dimensions.
  public init(
    widthDimension width: CollectionLayoutDimension,
    heightDimension height: CollectionLayoutDimension
  ) {
    self.widthDimension = width
    self.heightDimension = height
  }

  /// The size in points in a container whose effective size is `containerSize`.
  public func resolved(in containerSize: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: containerSize),
      height: heightDimension.resolved(in: containerSize))
  }

  /// Why the size cannot be laid out, or `nil` when it can (see
  /// ``CollectionLayoutDimension``).
  var problem: String? {
    if let problem = widthDimension.problem { return "width: \(problem)" }
    if let problem = heightDimension.problem { return "height: \(problem)" }
    return nil
  }

  /// `{width, height}` in UIKit's spelling of the dimensions.
  public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
