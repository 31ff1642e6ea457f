import Testing

@testable import TransitionSimUIKit

@Suite struct UIScrollViewTests {
  /// A flow layout subclass in the shape Interface Builder asks for: both initializers, the
  /// archive one `required`, as in UIKit.
  final class ArchivedFlowLayout: UICollectionViewFlowLayout {
    let spacing: CGFloat

    init(spacing: CGFloat) {
      self.spacing = spacing
      super.init()
      minimumLineSpacing = spacing
    }

    required init?(coder aDecoder: NSCoder) {
      spacing = 10
      super.init(coder: aDecoder)
    }
  }

  @Test func theScrollingPropertiesAreTheEngineViews() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: ArchivedFlowLayout(spacing: 4))
    view.decelerationRate = UIScrollView.DecelerationRate.fast
    view.isPagingEnabled = true
    #expect(view.engineView.decelerationRate == .fast)
    #expect(view.engineView.isPagingEnabled)
    #expect((view.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing == 4)
    #expect(view is UIScrollView)
  }
}
