import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewCellsTests {
  /// A header that remembers its section.
  final class Header: UICollectionReusableView {
    var section = -1
    override func prepareForReuse() {
      super.prepareForReuse()
      section = -1
    }
  }

  /// Two sections of three items, with headers, from registered classes.
  final class Source: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      3
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      (view as? Header)?.section = indexPath.section
      return view
    }
  }

  private func makeView(height: CGFloat) -> (UICollectionView, Source) {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 170, height: height), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let source = Source()
    view.dataSource = source
    view.layoutIfNeeded()
    return (view, source)
  }

  @Test func headersOnScreenAreAskedForAndGetTheirAttributes() {
    let (view, source) = makeView(height: 300)
    withExtendedLifetime(source) {
      // Header 30, a row of three 50-point items, header 30 at y 80, the second row.
      #expect(view.supplementaryViewRequests.map(\.indexPath.section) == [0, 1])
      #expect(view.cellRequests.count == 6)
      let headers = view.visibleSupplementaryViews.values.compactMap { $0 as? Header }
      #expect(Set(headers.map(\.section)) == [0, 1])
      #expect(Set(headers.map(\.frame.minY)) == [0, 80])
      #expect(view.raisedExceptions.isEmpty)
    }
  }

  @Test func scrollingAHeaderOffScreenPutsItInThePool() {
    let (view, source) = makeView(height: 60)
    withExtendedLifetime(source) {
      #expect(view.supplementaryViewRequests.count == 1)
      view.contentOffset = CGPoint(x: 0, y: 85)
      view.layoutIfNeeded()
      // The second header (80…110) is on screen; the first went to the pool and came back for it.
      #expect(view.supplementaryViewRequests.map(\.indexPath.section) == [0, 1])
      let header = view.visibleSupplementaryViews.values.first as? Header
      #expect(header?.section == 1)
      #expect(header?.reuseCount == 1)
    }
  }

  @Test func dequeuingAnUnregisteredIdentifierIsUIKitsException() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let cell = view.dequeueReusableCell(
      withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    #expect(type(of: cell) == UICollectionViewCell.self)
    #expect(
      view.raisedExceptions.map { "\($0)" } == [
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - "
          + "must register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard"
      ])
  }
}
