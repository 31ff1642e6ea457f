import Foundation
import Testing
import TransitionSim

extension CompositionalLayoutTests {
  /// Lists: each appearance's frames derived from the configuration's documented metrics — rows
  /// `.estimated(44)` laid out at the estimate, headers and footers `.estimated(28)`, section
  /// padding 0 (plain, sidebarPlain), 18 (grouped, insetGrouped) or 8 (sidebar), rows inside the
  /// layout margins (8 by default) for insetGrouped and sidebar, separators 1 point high (scale 0)
  /// inset 16 from the leading edge at each row's bottom.
  @Suite struct CollectionLayoutListConfigurationTests {
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    let separator = CollectionLayoutListConfiguration.separatorElementKind

    /// A 300 × 600 collection view (scale 0: no rounding) laid out by a list of `configuration`.
    func makeList(
      _ configuration: CollectionLayoutListConfiguration, counts: [Int], height: CGFloat = 600
    ) throws -> (CollectionView, CollectionViewCompositionalLayout) {
      let layout = CollectionViewCompositionalLayout.list(using: configuration)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout,
        itemCounts: counts)
      view.displayScale = 0
      try view.layoutIfNeeded()
      return (view, layout)
    }

    func rowFrame(_ view: CollectionView, _ section: Int, _ item: Int) throws -> CGRect? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Every separator in the content, by index path.
    func separators(
      _ view: CollectionView, _ layout: CollectionViewCompositionalLayout
    ) -> [IndexPath: CGRect] {
      let all = layout.layoutAttributesForElements(
        in: CGRect(origin: .zero, size: view.contentSize))
      var result: [IndexPath: CGRect] = [:]
      for attributes in all ?? [] where attributes.representedElementKind == separator {
        #expect(attributes.representedElementCategory == .decorationView)
        result[attributes.indexPath] = attributes.frame
      }
      return result
    }

    @Test func defaultsPerAppearance() {
      let plain = CollectionLayoutListConfiguration(appearance: .plain)
      #expect(plain.headerMode == .none && plain.footerMode == .none)
      #expect(plain.showsSeparators && plain.pinsHeaders && plain.sectionPadding == 0)
      #expect(plain.headerTopPadding == nil && plain.estimatedRowHeight == 44)
      let inset = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      #expect(inset.insetsRowsByLayoutMargins && !inset.pinsHeaders && inset.sectionPadding == 18)
      let sidebar = CollectionLayoutListConfiguration(appearance: .sidebar)
      #expect(!sidebar.showsSeparators && sidebar.sectionPadding == 8)
      #expect(CollectionLayoutListConfiguration(appearance: .sidebarPlain).pinsHeaders)
      #expect(!CollectionLayoutListConfiguration(appearance: .grouped).pinsHeaders)
      #expect(CollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
    }

    @Test func plainListWithHeadersAndFooters() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      let (view, layout) = try makeList(configuration, counts: [3, 2])
      // Section 0 from 0: header 0…28, rows at 28 + 44·i (to 160), footer 160…188.
      // Section 1 from 188: header 188…216, rows at 216 + 44·i (to 304), footer 304…332.
      #expect(try supplementaryFrame(view, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 28))
      for i in 0..<3 {
        #expect(
          try rowFrame(view, 0, i) == CGRect(x: 0, y: 28 + 44 * CGFloat(i), width: 300, height: 44))
      }
      #expect(
        try supplementaryFrame(view, footer, 0) == CGRect(x: 0, y: 160, width: 300, height: 28))
      #expect(
        try supplementaryFrame(view, header, 1) == CGRect(x: 0, y: 188, width: 300, height: 28))
      #expect(try rowFrame(view, 1, 1) == CGRect(x: 0, y: 216 + 44, width: 300, height: 44))
      #expect(
        try supplementaryFrame(view, footer, 1) == CGRect(x: 0, y: 304, width: 300, height: 28))
      #expect(view.contentSize == CGSize(width: 300, height: 332))
      // A separator per row: x 16 (the leading inset), 300 − 16 wide, its last point on the
      // row's bottom: y = row.maxY − 1.
      let lines = separators(view, layout)
      #expect(lines.count == 5)
      #expect(lines[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 71, width: 284, height: 1))
      #expect(lines[IndexPath(item: 2, section: 0)] == CGRect(x: 16, y: 159, width: 284, height: 1))
      #expect(lines[IndexPath(item: 1, section: 1)] == CGRect(x: 16, y: 303, width: 284, height: 1))
      // Headers are supplementary views, separators are not.
      #expect(try supplementaryFrame(view, separator, 0, 0) == nil)
      let decoration = layout.layoutAttributesForDecorationView(
        ofKind: separator, at: IndexPath(item: 1, section: 0))
      #expect(decoration?.frame == CGRect(x: 16, y: 115, width: 284, height: 1))
      #expect(decoration?.zIndex == 1)
    }

    @Test func plainHeadersPinWithinTheirSection() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      let (view, _) = try makeList(configuration, counts: [4, 4], height: 200)
      // Section 0: header 0…28, rows 28…204; section 1: header 204…232, rows to 408.
      // A pinned header's y = max(natural, min(offset, section end − 28)):
      //   offset 100: section 0 → max(0, min(100, 176)) = 100
      //   offset 190: section 0 → max(0, min(190, 176)) = 176; section 1 → 204 (natural)
      let cases: [(offset: CGFloat, section: Int, y: CGFloat)] = [
        (0, 0, 0), (100, 0, 100), (190, 0, 176), (190, 1, 204),
      ]
      for (offset, section, y) in cases {
        view.setContentOffset(CGPoint(x: 0, y: offset))
        #expect(
          try supplementaryFrame(view, header, section)
            == CGRect(x: 0, y: y, width: 300, height: 28), "offset \(offset)")
      }
      // Grouped headers do not pin.
      configuration = CollectionLayoutListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      let (grouped, _) = try makeList(configuration, counts: [4, 4], height: 200)
      grouped.setContentOffset(CGPoint(x: 0, y: 100))
      // Grouped: the header sits 18 down (the section's top padding).
      #expect(
        try supplementaryFrame(grouped, header, 0) == CGRect(x: 0, y: 18, width: 300, height: 28))
    }

    @Test func groupedListPadsEachSection() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      let (view, layout) = try makeList(configuration, counts: [3, 1])
      // Section 0 from 0: 18 of padding, header 18…46, rows 46 + 44·i (to 178), footer
      // 178…206, 18 of padding to 224. Section 1 from 224: header 242…270, row 270…314, footer
      // 314…342, padding to 360.
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 0, y: 18, width: 300, height: 28))
      #expect(try rowFrame(view, 0, 0) == CGRect(x: 0, y: 46, width: 300, height: 44))
      #expect(try rowFrame(view, 0, 2) == CGRect(x: 0, y: 134, width: 300, height: 44))
      #expect(
        try supplementaryFrame(view, footer, 0) == CGRect(x: 0, y: 178, width: 300, height: 28))
      #expect(
        try supplementaryFrame(view, header, 1) == CGRect(x: 0, y: 242, width: 300, height: 28))
      #expect(try rowFrame(view, 1, 0) == CGRect(x: 0, y: 270, width: 300, height: 44))
      #expect(
        try supplementaryFrame(view, footer, 1) == CGRect(x: 0, y: 314, width: 300, height: 28))
      #expect(view.contentSize.height == 360)
      #expect(
        separators(view, layout)[IndexPath(item: 0, section: 1)]
          == CGRect(x: 16, y: 313, width: 284, height: 1))
    }

    @Test func insetGroupedListLiesInsideTheLayoutMargins() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      let (view, layout) = try makeList(configuration, counts: [2, 2])
      // Margins 8 each side: x 8, width 300 − 16 = 284. Vertically as grouped without footers:
      // section 0: header 18…46, rows 46…134, padding to 152; section 1 from 152: header
      // 170…198, rows 198…286, padding to 304.
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 8, y: 18, width: 284, height: 28))
      #expect(try rowFrame(view, 0, 1) == CGRect(x: 8, y: 90, width: 284, height: 44))
      #expect(
        try supplementaryFrame(view, header, 1) == CGRect(x: 8, y: 170, width: 284, height: 28))
      #expect(try rowFrame(view, 1, 0) == CGRect(x: 8, y: 198, width: 284, height: 44))
      #expect(view.contentSize.height == 304)
      // Separators: x 8 + 16 = 24, 284 − 16 = 268 wide.
      #expect(
        separators(view, layout)[IndexPath(item: 0, section: 0)]
          == CGRect(x: 24, y: 89, width: 268, height: 1))
      // Wider margins move the rows in (16 + 4 each side: 20 → 260 wide).
      view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
      #expect(try rowFrame(view, 0, 0) == CGRect(x: 20, y: 46, width: 260, height: 44))
    }

    @Test func sidebarAppearances() throws {
      // Sidebar: inside the margins, 8 of padding, no separators. Section 0: rows 8 + 44·i to
      // 96, padding to 104; section 1 from 104: rows from 112.
      let (sidebar, sidebarLayout) = try makeList(.init(appearance: .sidebar), counts: [2, 1])
      #expect(try rowFrame(sidebar, 0, 0) == CGRect(x: 8, y: 8, width: 284, height: 44))
      #expect(try rowFrame(sidebar, 0, 1) == CGRect(x: 8, y: 52, width: 284, height: 44))
      #expect(try rowFrame(sidebar, 1, 0) == CGRect(x: 8, y: 112, width: 284, height: 44))
      #expect(sidebar.contentSize.height == 164)
      #expect(separators(sidebar, sidebarLayout).isEmpty)
      // Sidebar plain: full width, no padding, pinned headers, no separators.
      var configuration = CollectionLayoutListConfiguration(appearance: .sidebarPlain)
      configuration.headerMode = .supplementary
      let (plain, plainLayout) = try makeList(configuration, counts: [2, 1], height: 100)
      #expect(try rowFrame(plain, 1, 0) == CGRect(x: 0, y: 28 + 88 + 28, width: 300, height: 44))
      #expect(separators(plain, plainLayout).isEmpty)
      plain.setContentOffset(CGPoint(x: 0, y: 30))
      #expect(
        try supplementaryFrame(plain, header, 0) == CGRect(x: 0, y: 30, width: 300, height: 28))
    }

    @Test func headerTopPaddingAndFirstItemHeaders() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.headerTopPadding = 10
      let (view, _) = try makeList(configuration, counts: [1, 1])
      // Section 0: 10 of padding, header 10…38, row 38…82. Section 1 from 82: header 92…120.
      #expect(
        try supplementaryFrame(view, header, 0) == CGRect(x: 0, y: 10, width: 300, height: 28))
      #expect(try rowFrame(view, 0, 0) == CGRect(x: 0, y: 38, width: 300, height: 44))
      #expect(
        try supplementaryFrame(view, header, 1) == CGRect(x: 0, y: 92, width: 300, height: 28))
      // firstItemInSection: no supplementary; item 0 is a row like the others, at the top.
      configuration.headerMode = .firstItemInSection
      let (first, _) = try makeList(configuration, counts: [3])
      #expect(try supplementaryFrame(first, header, 0) == nil)
      #expect(try rowFrame(first, 0, 0) == CGRect(x: 0, y: 0, width: 300, height: 44))
      #expect(try rowFrame(first, 0, 1) == CGRect(x: 0, y: 44, width: 300, height: 44))
    }

    @Test func separatorsFollowTheirConfiguration() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
        top: 0, leading: 60, bottom: 0, trailing: 10)
      configuration.separatorConfiguration.thickness = 0.5
      let (view, layout) = try makeList(configuration, counts: [1])
      // x 60, width 300 − 60 − 10 = 230, y 44 − 0.5.
      #expect(
        separators(view, layout)[IndexPath(item: 0, section: 0)]
          == CGRect(x: 60, y: 43.5, width: 230, height: 0.5))
      // Hidden separators: none; `showsSeparators = false` likewise; `.visible` wins over it.
      configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden
      let (hidden, hiddenLayout) = try makeList(configuration, counts: [2])
      #expect(separators(hidden, hiddenLayout).isEmpty)
      configuration.separatorConfiguration.bottomSeparatorVisibility = .automatic
      configuration.showsSeparators = false
      let (off, offLayout) = try makeList(configuration, counts: [2])
      #expect(separators(off, offLayout).isEmpty)
      configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
      let (on, onLayout) = try makeList(configuration, counts: [2])
      #expect(separators(on, onLayout).count == 2)
      // At scale 2, a default separator is half a point: one pixel.
      let pixel = CollectionLayoutListConfiguration(appearance: .plain)
      let layout2 = CollectionViewCompositionalLayout.list(using: pixel)
      let view2 = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout2,
        itemCounts: [1])
      view2.displayScale = 2
      try view2.layoutIfNeeded()
      #expect(
        layout2.layoutAttributesForDecorationView(
          ofKind: separator, at: IndexPath(item: 0, section: 0))?.frame
          == CGRect(x: 16, y: 43.5, width: 284, height: 0.5))
    }

    @Test func aListSectionIsAnOrdinarySection() throws {
      // A section provider mixing a list section with its own changes: the estimate and the
      // insets of a list section are those of its group and section.
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.estimatedRowHeight = 60
      let layout = CollectionViewCompositionalLayout { _, environment in
        var section = CollectionLayoutSection.list(
          using: configuration, layoutEnvironment: environment)
        section.contentInsets.top = 5
        return section
      }
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
        itemCounts: [2])
      view.displayScale = 0
      // Rows at 5 + 60·i.
      #expect(try rowFrame(view, 0, 1) == CGRect(x: 0, y: 65, width: 300, height: 60))
      let section = CollectionLayoutSection.list(
        using: configuration,
        layoutEnvironment: CollectionLayoutEnvironment(
          container: CollectionLayoutContainer(
            contentSize: CGSize(width: 300, height: 600), contentInsets: .zero),
          displayScale: 0))
      #expect(section.group.layoutSize.heightDimension == .estimated(60))
      #expect(section.group.layoutSize.widthDimension == .fractionalWidth(1))
    }
  }
}
