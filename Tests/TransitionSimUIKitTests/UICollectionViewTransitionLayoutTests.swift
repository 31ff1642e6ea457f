import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewTransitionLayoutTests {
  final class Model: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      4
    }
  }

  /// A transition layout that fades every element as it goes, through its animated key.
  final class FadingTransitionLayout: UICollectionViewTransitionLayout {
    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let attributes = super.layoutAttributesForElements(in: rect)
      attributes?.forEach { $0.alpha = 1 - value(forAnimatedKey: "fade") }
      return attributes
    }
  }

  /// Hands out the fading transition layout.
  final class Delegate: UICollectionViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView,
      transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
      newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
      FadingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
  }

  private func makeView() -> (UICollectionView, UICollectionViewFlowLayout, Model) {
    let small = UICollectionViewFlowLayout()
    small.itemSize = CGSize(width: 40, height: 40)
    small.minimumInteritemSpacing = 0
    let model = Model()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 160, height: 400), collectionViewLayout: small)
    view.dataSource = model
    view.layoutIfNeeded()
    let large = UICollectionViewFlowLayout()
    large.itemSize = CGSize(width: 160, height: 80)
    return (view, large, model)
  }

  @Test func halfwayEveryItemIsBetweenItsTwoPlaces() throws {
    let (view, large, model) = makeView()
    withExtendedLifetime(model) {
      var ended: (Bool, Bool)?
      let transition = view.startInteractiveTransition(to: large) { ended = ($0, $1) }
      #expect(view.collectionViewLayout === transition)
      transition.transitionProgress = 0.5
      // Item 1: (40, 0, 40 × 40) in the small grid, (0, 90, 160 × 80) in the large list
      // (rows 80 tall, 10 apart): halfway, (20, 45, 100 × 60).
      let frame = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
      #expect(frame == CGRect(x: 20, y: 45, width: 100, height: 60))
      view.finishInteractiveTransition()
      #expect(view.collectionViewLayout === large)
      #expect(large.collectionView === view)
      #expect(ended.map { [$0.0, $0.1] } == [true, true])
      #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 90)
    }
  }

  @Test func aDelegatesTransitionLayoutIsUsedAndCancellingGoesBack() throws {
    let (view, large, model) = makeView()
    let delegate = Delegate()
    view.delegate = delegate
    withExtendedLifetime((model, delegate)) {
      let old = view.collectionViewLayout
      var ended: (Bool, Bool)?
      let transition = view.startInteractiveTransition(to: large) { ended = ($0, $1) }
      #expect(transition is FadingTransitionLayout)
      transition.updateValue(0.75, forAnimatedKey: "fade")
      transition.transitionProgress = 0.2
      let shown = view.engineView.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
      #expect(shown?.allSatisfy { $0.alpha == 0.25 } == true)
      view.cancelInteractiveTransition()
      #expect(view.collectionViewLayout === old)
      #expect(ended.map { [$0.0, $0.1] } == [true, false])
      #expect(view.raisedExceptions.isEmpty)
    }
  }
}
