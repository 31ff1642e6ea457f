import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewLayoutTests {
  /// Attributes that mark which layout made them.
  final class MarkedAttributes: UICollectionViewLayoutAttributes {}

  /// A flow layout that declares its attributes class and a context class of its own.
  final class MarkedFlowLayout: UICollectionViewFlowLayout {
    final class Context: UICollectionViewFlowLayoutInvalidationContext {}

    override class var layoutAttributesClass: AnyClass { MarkedAttributes.self }
    override class var invalidationContextClass: AnyClass { Context.self }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  }

  /// Counts with a fixed answer.
  final class Counts: UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }
  }

  /// Implements one of the flow delegate's methods: wider insets for section 1.
  final class Insets: UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      section == 1 ? UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) : .zero
    }
  }

  @Test func theBaseClassAnswersNothing() {
    let layout = UICollectionViewLayout()
    #expect(layout.collectionViewContentSize == .zero)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
    #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
    #expect(layout.collectionView == nil)
  }

  @Test func theFlowLayoutMakesObjectsOfTheDeclaredClass() {
    let layout = MarkedFlowLayout()
    let counts = Counts([3])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    view.dataSource = counts
    view.layoutIfNeeded()
    let elements = layout.layoutAttributesForElements(in: view.bounds) ?? []
    #expect(elements.count == 3)
    #expect(elements.allSatisfy { $0 is MarkedAttributes })
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is MarkedAttributes)
    #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
  }

  @Test func aBoundsChangeContextIsOfTheDeclaredClass() {
    let layout = MarkedFlowLayout()
    let context = layout.invalidationContext(forBoundsChange: .zero)
    #expect(context is MarkedFlowLayout.Context)
    let plain = UICollectionViewFlowLayout().invalidationContext(forBoundsChange: .zero)
    #expect(type(of: plain) == UICollectionViewFlowLayoutInvalidationContext.self)
  }

  @Test func flowPropertiesAndAPartialDelegateShapeTheLayout() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 20)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 5
    let counts = Counts([2, 2])
    let insets = Insets()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    view.dataSource = counts
    view.delegate = insets
    // Section 0: two 40-point items justified across 100 points: x 0 and 60. Section 1: insets
    // of 20 leave 60 points, one item a line; a line's single item is centred (x 30), and the
    // last line keeps the column of the lines above, since the section's items are all one size.
    let frames = (0..<2).flatMap { section in
      (0..<2).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
    }
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(frames[1] == CGRect(x: 60, y: 0, width: 40, height: 20))
    #expect(frames[2]?.minY == 20)
    #expect(frames[2]?.minX == 30)
    #expect(frames[3]?.minY == 45)
    #expect(frames[3]?.minX == 30)
    #expect(view.contentSize == CGSize(width: 100, height: 65))
  }

  @Test func replacingTheLayoutMovesTheCollectionView() {
    let first = UICollectionViewFlowLayout()
    let second = UICollectionViewFlowLayout()
    second.itemSize = CGSize(width: 100, height: 10)
    let counts = Counts([1])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: first)
    view.dataSource = counts
    view.layoutIfNeeded()
    var finished: Bool?
    view.setCollectionViewLayout(second, animated: true) { finished = $0 }
    #expect(finished == true)
    #expect(view.collectionViewLayout === second)
    #expect(second.collectionView === view)
    #expect(first.collectionView == nil)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.width == 100)
    #expect(view.engineView.lastTransition?.kind == .layoutSwap)
    view.collectionViewLayout = first
    #expect(first.collectionView === view)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.width == 50)
  }
}
