import TransitionSimEngine

/// The scroll view a collection view is: UIKit's `UIScrollView`, for the names code reads from it.
///
/// The scrolling itself is the engine's (``UICollectionView/engineView``); this class carries
/// UIKit's nested names, such as `UIScrollView.DecelerationRate.fast`.
open class UIScrollView: NSObject {
  /// How quickly a fling slows down: `.normal` (0.998 a millisecond), `.fast` (0.99) or a rate
  /// of your own (`UIScrollView.DecelerationRate`).
  public typealias DecelerationRate = CollectionView.DecelerationRate
}
