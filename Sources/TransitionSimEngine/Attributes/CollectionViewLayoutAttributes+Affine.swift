import Foundation

extension CollectionViewLayoutAttributes {
  /// The affine part of the transform (`transform`, iOS 7+); setting it replaces `transform3D`.
  ///
  /// As in UIKit, the two properties are views of one transform: reading `transform` from a
  /// non-affine `transform3D` drops its 3D components (`CATransform3DGetAffineTransform`).
  public var transform: CGAffineTransform {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }
}
