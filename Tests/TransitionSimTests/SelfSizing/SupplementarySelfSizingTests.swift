import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Self-sizing headers and footers: measured when displayed, as cells are, through
/// `CollectionView.preferredSupplementarySize`, in the compositional layout (boundary items with
/// `.estimated` dimensions, as Apple's modern collection-view samples give their list headers)
/// and in the flow layout when it estimates item sizes.
@Suite struct SupplementarySelfSizingTests {
  /// A 375-wide section of full-width rows 50 tall, with a header and a footer `.estimated(44)`
  /// tall that extend it.
  private func estimatedSection() -> CollectionLayoutSection {
    var section = CollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header",
        alignment: .top),
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "footer",
        alignment: .bottom),
    ]
    return section
  }

  /// Headers prefer 76 points, footers 30, whatever their width.
  private let preferred: PreferredSupplementarySize = { kind, _, proposed in
    CGSize(width: proposed.size.width, height: kind == "header" ? 76 : 30)
  }

  /// Header 0…76, rows at 76, 126, 176, the footer at 226 (30 tall): 256 in all, where the
  /// estimates gave 44 + 150 + 44 = 238.
  @Test func aCompositionalHeaderAndFooterTakeTheirPreferredHeights() throws {
    let (view, _) = makeCompositional(estimatedSection(), width: 375, height: 600, counts: [3])
    try view.layoutIfNeeded()
    #expect(view.contentSize.height == 238)
    var calls: [String] = []
    view.layoutCallObserver = { call in calls.append(call.method) }
    view.preferredSupplementarySize = preferred
    try view.layoutIfNeeded()
    #expect(try supplementaryFrame(view, "header", 0) == CGRect(x: 0, y: 0, width: 375, height: 76))
    #expect(try itemFrame(view, 0, 0) == CGRect(x: 0, y: 76, width: 375, height: 50))
    #expect(try itemFrame(view, 0, 2) == CGRect(x: 0, y: 176, width: 375, height: 50))
    #expect(
      try supplementaryFrame(view, "footer", 0) == CGRect(x: 0, y: 226, width: 375, height: 30))
    #expect(view.contentSize.height == 256)
    #expect(calls.filter { $0 == "preferredLayoutAttributesFitting(_:)" }.count == 2)
  }

  /// A header measures only once displayed: section 1's header, below 10 rows (500 points) of a
  /// 200-point-tall view, keeps its estimate until a scroll shows it.
  @Test func aHeaderIsMeasuredWhenItIsDisplayed() throws {
    let (view, _) = makeCompositional(estimatedSection(), width: 375, height: 200, counts: [10, 3])
    view.preferredSupplementarySize = preferred
    try view.layoutIfNeeded()
    // Section 0: header 76, rows 76…576, footer (estimated, not displayed) 44: section 1 at 620.
    #expect(try supplementaryFrame(view, "header", 1)?.height == 44)
    try view.setContentOffset(CGPoint(x: 0, y: 560), animated: false)
    try view.layoutIfNeeded()
    // Now both the footer of section 0 (30) and the header of section 1 (76) were displayed.
    #expect(
      try supplementaryFrame(view, "header", 1) == CGRect(x: 0, y: 606, width: 375, height: 76))
  }

  /// Fixed dimensions keep their size whatever the view prefers: an `.absolute(44)` header.
  @Test func aFixedHeaderKeepsItsHeight() throws {
    var section = estimatedSection()
    section.boundarySupplementaryItems[0] = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header",
      alignment: .top)
    let (view, _) = makeCompositional(section, width: 375, height: 600, counts: [3])
    view.preferredSupplementarySize = preferred
    try view.layoutIfNeeded()
    #expect(try supplementaryFrame(view, "header", 0)?.height == 44)
    #expect(try supplementaryFrame(view, "footer", 0)?.height == 30)
  }

  /// A flow layout that estimates its items takes a header's preferred height (60 for a
  /// reference of 30): the items start below it.
  ///
  /// Without an estimate it keeps its reference.
  @Test(arguments: [true, false])
  func aFlowHeaderSelfSizesWhenTheLayoutEstimates(_ estimates: Bool) throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    if estimates { layout.estimatedItemSize = CGSize(width: 100, height: 40) }
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout,
      itemCounts: [3])
    view.displayScale = 0
    view.preferredSupplementarySize = { _, _, proposed in
      CGSize(width: proposed.size.width, height: 60)
    }
    try view.layoutIfNeeded()
    let header = try supplementaryFrame(view, CollectionView.elementKindSectionHeader, 0)
    #expect(header?.height == (estimates ? 60 : 30))
    #expect(try itemFrame(view, 0, 0)?.minY == (estimates ? 60 : 30))
  }

  /// Reloading a section gives its header a new view, measured as new: a header that now
  /// prefers 90 grows from 76 to 90 in the update's animation, without a jump.
  @Test func aReloadedSectionsHeaderIsMeasuredAgainInTheAnimation() throws {
    let (view, _) = makeCompositional(estimatedSection(), width: 375, height: 600, counts: [3])
    view.preferredSupplementarySize = preferred
    try view.layoutIfNeeded()
    view.preferredSupplementarySize = { kind, _, proposed in
      CGSize(width: proposed.size.width, height: kind == "header" ? 90 : 30)
    }
    let transition = try view.performBatchUpdates { try view.reloadSections([0]) }
    let header = ElementSelector.supplementaryView(
      ofKind: "header", at: IndexPath(item: 0, section: 0))
    let track = try #require(
      transition.tracks.first {
        $0.element.kind == "header" && $0.role == .element
      })
    #expect(track.end.size.height == 90)
    #expect(verifyNoJumpInSize(of: header, in: transition) == nil)
    #expect(try supplementaryFrame(view, "header", 0)?.height == 90)
  }

  /// A preferred size no view can have is refused with where it came from.
  @Test func aNaNIsRefused() throws {
    let (view, _) = makeCompositional(estimatedSection(), width: 375, height: 600, counts: [3])
    view.preferredSupplementarySize = { _, _, _ in CGSize(width: 375, height: CGFloat.nan) }
    #expect {
      try view.layoutIfNeeded()
    } throws: { error in
      String(describing: error).contains(
        "CALayer bounds contains NaN: [0 0; 375.0 nan] (preferredSupplementarySize for "
          + "supplementary footer [0,0])")
    }
  }
}
