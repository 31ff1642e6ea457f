import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// A right-to-left collection view mirrors the compositional layout: leading is the right.
  @Suite struct CompositionalRightToLeftTests {
    /// Three thirds a row, 50 high, with a leading inset of 20 in a 320-wide view.
    ///
    /// Left to right: the effective width is 320 − 20 = 300, columns 100 wide at x = 20, 120,
    /// 220. Right to left, mirrored about the content width 320 (x′ = 320 − maxX): 200, 100, 0 —
    /// the first item at the right, 20 from the right edge.
    private func grid(direction: TraitEnvironmentLayoutDirection) throws -> CollectionView {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: row)
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(100), .absolute(30)), elementKind: "header",
        alignment: .topLeading)
      section.boundarySupplementaryItems = [header]
      let (view, _) = makeCompositional(section, width: 320, counts: [4])
      view.traitCollection.layoutDirection = direction
      try view.layoutIfNeeded()
      return view
    }

    private func frame(_ view: CollectionView, _ item: Int) throws -> CGRect? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func leadingIsTheRightEdge() throws {
      let ltr = try grid(direction: .leftToRight)
      let rtl = try grid(direction: .rightToLeft)
      for (item, x) in [(0, 20.0), (1, 120.0), (2, 220.0)] {
        #expect(
          approximatelyEqual(try frame(ltr, item), CGRect(x: x, y: 30, width: 100, height: 50)))
        #expect(
          approximatelyEqual(
            try frame(rtl, item), CGRect(x: 320 - x - 100, y: 30, width: 100, height: 50)))
      }
      // The fourth item starts the second row at the leading edge: x = 20, mirrored 200.
      #expect(approximatelyEqual(try frame(rtl, 3), CGRect(x: 200, y: 80, width: 100, height: 50)))
      // A top-leading header (100 wide, following the section's leading inset: x = 20) sits at
      // the top right: 320 − 120 = 200.
      let header = try supplementaryFrame(rtl, "header", 0)
      let ltrHeader = try #require(try supplementaryFrame(ltr, "header", 0))
      #expect(
        approximatelyEqual(header, CGRect(x: 320 - ltrHeader.maxX, y: 0, width: 100, height: 30)))
      #expect(ltrHeader.minX == 20)
    }
  }
}
