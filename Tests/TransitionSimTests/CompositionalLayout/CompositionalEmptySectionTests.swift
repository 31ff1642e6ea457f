import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Empty sections, as the iOS 14 and iOS 17 simulators draw them (reference screenshots of a
  /// compositional layout whose first section is empty, measured from the content's top): iOS 14
  /// keeps an empty section's insets and lays its items out as one `interGroupSpacing`,
  /// negatively; iOS 17 keeps only its boundary items.
  ///
  /// Versions before 17 follow iOS 14.
  @Suite struct CompositionalEmptySectionTests {
    /// Full-width rows `rowHeight` tall, `interGroupSpacing` apart, in every section; `configure`
    /// sets the section up further.
    ///
    /// Section 0 is empty, section 1 has 5 items.
    private func makeView(
      _ version: IOSVersion, rowHeight: CGFloat = 40, spacing: CGFloat,
      interSectionSpacing: CGFloat = 0, _ configure: (inout CollectionLayoutSection) -> Void
    ) -> CollectionView {
      var section = CollectionLayoutSection(
        group: .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(rowHeight)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      section.interGroupSpacing = spacing
      configure(&section)
      var configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = interSectionSpacing
      let (view, _) = makeCompositional(
        section, width: 375, height: 700, counts: [0, 5], configuration: configuration)
      view.iOSVersion = version
      return view
    }

    /// Observed: an empty orthogonal section inset 16 with 40-point groups and a background is
    /// 16 + 40 + 16 = 72 points tall with its background drawn on iOS 14; on iOS 17 it takes no
    /// room and has no background, and section 1 starts at 0.
    @Test(arguments: [(IOSVersion.iOS14, CGFloat(72)), (.iOS17, 0), (.newest, 0)])
    func anEmptyOrthogonalSection(_ version: IOSVersion, next: CGFloat) throws {
      let view = makeView(version, spacing: 8) { section in
        section.contentInsets = DirectionalEdgeInsets(
          top: 16, leading: 16, bottom: 16, trailing: 16)
        section.orthogonalScrollingBehavior = .continuous
        section.decorationItems = [.background(elementKind: "background")]
      }
      #expect(try itemFrame(view, 1, 0)?.minY == next + 16)
      try view.layoutIfNeeded()
      let background = view.collectionViewLayout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0))
      if version < .iOS17 {
        #expect(background?.frame == CGRect(x: 0, y: 0, width: 375, height: 72))
      } else {
        #expect(background == nil)
      }
    }

    /// Observed: bottom inset 16 and a spacing of 16 — the empty section takes 16 − 16 = 0 on
    /// iOS 14, and 0 on iOS 17, which drops its insets.
    @Test(arguments: [IOSVersion.iOS14, .iOS17])
    func anEmptySectionsInsetsAndSpacing(_ version: IOSVersion) throws {
      let view = makeView(version, spacing: 16) { section in
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
      }
      #expect(try itemFrame(view, 1, 0)?.minY == 0)
    }

    /// Observed: a spacing of 8 and an inter-section spacing of 8 put section 1 at 0 on iOS 14
    /// (−8 + 8) and at 8 on iOS 17 (the empty section takes nothing, the spacing after it stays).
    @Test(arguments: [(IOSVersion.iOS14, CGFloat(0)), (.iOS17, 8)])
    func anEmptySectionsInterSectionSpacing(_ version: IOSVersion, next: CGFloat) throws {
      let view = makeView(version, spacing: 8, interSectionSpacing: 8) { _ in }
      #expect(try itemFrame(view, 1, 0)?.minY == next)
    }

    /// Observed: pinned 24-point headers and footers, rows 2 apart.
    ///
    /// iOS 14: the empty section is 24 − 2 + 24 = 46 tall; its pinned header is held 2 points above
    /// it (its section ends 46 − 24 = 22 before the footer, so the header pins no lower than 22 −
    /// 24 = −2) and its footer no higher than under the header (24); section 1's header at 46, its
    /// first row at
    /// 70. iOS 17: header 0…24, footer 24…48, section 1's header at 48 and its first row at 72.
    @Test(arguments: [IOSVersion.iOS14, .iOS17])
    func anEmptySectionsPinnedHeaderAndFooter(_ version: IOSVersion) throws {
      let view = makeView(version, rowHeight: 50, spacing: 2) { section in
        var header = CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(24)), elementKind: "header",
          alignment: .top)
        var footer = CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(24)), elementKind: "footer",
          alignment: .bottom)
        header.pinToVisibleBounds = true
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
      }
      let old = version < .iOS17
      #expect(try supplementaryFrame(view, "header", 0)?.minY == (old ? -2 : 0))
      #expect(try supplementaryFrame(view, "footer", 0)?.minY == 24)
      #expect(try supplementaryFrame(view, "header", 1)?.minY == (old ? 46 : 48))
      #expect(try itemFrame(view, 1, 0)?.minY == (old ? 70 : 72))
    }
  }
}
