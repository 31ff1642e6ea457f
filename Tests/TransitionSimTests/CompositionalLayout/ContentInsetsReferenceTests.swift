import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// The layout container's insets come from the safe area or the layout margins, across the
  /// scrolling axis only (modern-uikit §1.2 step 1).
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
