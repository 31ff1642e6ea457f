import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// The layout container's insets come from the safe area or the layout margins, across the
  /// scrolling axis only.
  @Suite struct ContentInsetsReferenceTests {
    /// Two half-width items a row, 50 high, in a 300 × 600 view with a safe area of 20 left,
    /// 30 right and 44 top.
    private func grid(
      reference: ContentInsetsReference? = nil,
      sectionReference: ContentInsetsReference = .automatic,
      behavior: CollectionView.ContentInsetAdjustmentBehavior = .automatic
    ) throws -> CollectionView {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: row)
      section.contentInsetsReference = sectionReference
      var configuration = CollectionViewCompositionalLayoutConfiguration()
      if let reference { configuration.contentInsetsReference = reference }
      let (view, _) = makeCompositional(section, counts: [2], configuration: configuration)
      view.safeAreaInsets = EdgeInsets(top: 44, left: 20, bottom: 0, right: 30)
      view.contentInsetAdjustmentBehavior = behavior
      try view.layoutIfNeeded()
      return view
    }

    private func frame(_ view: CollectionView, _ item: Int) throws -> CGRect? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func theSafeAreaInsetsTheLayoutAcrossTheScrollingAxis() throws {
      // Default `.safeArea`: the band is 300 − 20 − 30 = 250 wide from x = 20; items 125 wide.
      // The top safe area (the scrolling axis) does not move the content inside the layout.
      let view = try grid()
      #expect(try frame(view, 0) == CGRect(x: 20, y: 0, width: 125, height: 50))
      #expect(try frame(view, 1) == CGRect(x: 145, y: 0, width: 125, height: 50))
    }

    @Test func noneAndNeverIgnoreTheSafeArea() throws {
      // No insets: the band is the full 300; items 150 wide.
      for view in [try grid(reference: ContentInsetsReference.none), try grid(behavior: .never)] {
        #expect(try frame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 50))
      }
    }

    @Test func layoutMarginsAddTheirEightPointsToTheSafeArea() throws {
      // Margins 8 + the safe area: 28 left, 38 right; the band is 300 − 66 = 234; items 117.
      let view = try grid(reference: .layoutMargins)
      #expect(try frame(view, 0) == CGRect(x: 28, y: 0, width: 117, height: 50))
      #expect(try frame(view, 1) == CGRect(x: 145, y: 0, width: 117, height: 50))
    }

    @Test func aSectionsOwnReferenceWins() throws {
      // The layout says `.none`, the section `.safeArea`: as in the first test.
      let view = try grid(reference: ContentInsetsReference.none, sectionReference: .safeArea)
      #expect(try frame(view, 0) == CGRect(x: 20, y: 0, width: 125, height: 50))
    }
  }
}

extension CompositionalLayoutTests {
  /// The example of the Compositional layouts article, verbatim, with its frame checked.
  @Suite struct ReadmeCompositionalExampleTests {
    @Test func theFifthItemIsInTheSecondRowSecondColumn() throws {
      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      var section = CollectionLayoutSection(group: row)
      section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      section.interGroupSpacing = 8
      let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: CollectionViewCompositionalLayout(section: section), itemCounts: [7])
      grid.displayScale = 0
      let fifth = try grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
      // 320 − 8 − 8 = 304 across; a third each; rows 100 high, 8 apart, after the top inset 8.
      #expect(
        approximatelyEqual(fifth, CGRect(x: 8 + 304.0 / 3, y: 116, width: 304.0 / 3, height: 100)))
    }
  }
}
