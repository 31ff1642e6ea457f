import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// iOS 16's `supplementaryContentInsetsReference`, and its exception when mixed with
  /// `supplementariesFollowContentInsets`.
  @Suite struct SupplementaryInsetsReferenceTests {
    /// A 300-wide view (layout margins 8), a section inset 20 on both sides, a full-width header
    /// 30 high at the top.
    private func header(
      follows: Bool, reference: ContentInsetsReference
    ) throws -> CGRect? {
      let row = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      var section = CollectionLayoutSection(group: row)
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
      section.supplementariesFollowContentInsets = follows
      section.supplementaryContentInsetsReference = reference
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header",
          alignment: .top)
      ]
      let (view, _) = makeCompositional(section, width: 300, counts: [2])
      return try supplementaryFrame(view, "header", 0)
    }

    @Test func theReferenceGivesTheBand() throws {
      // Following the section's insets: 20 to 280, 260 wide.
      #expect(
        try header(follows: true, reference: .automatic)
          == CGRect(x: 20, y: 0, width: 260, height: 30))
      // Not following, no reference: the layout's band, the whole 300 (no safe area).
      #expect(
        try header(follows: false, reference: .automatic)
          == CGRect(x: 0, y: 0, width: 300, height: 30))
      // The layout margins (8 on each side): 8 to 292, 284 wide.
      #expect(
        try header(follows: false, reference: .layoutMargins)
          == CGRect(x: 8, y: 0, width: 284, height: 30))
      #expect(
        try header(follows: false, reference: .none) == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    @Test func mixingBothIsUIKitsException() {
      #expect {
        try header(follows: true, reference: .layoutMargins)
      } throws: { error in
        "\(error)".hasPrefix(
          "Mixing supplementariesFollowContentInsets and supplementaryContentInsetsReference is "
            + "not supported. Please use supplementaryContentInsetsReference and the contentInsets "
            + "property on the boundary supplementary item to get the desired behavior.")
      }
    }
  }
}
