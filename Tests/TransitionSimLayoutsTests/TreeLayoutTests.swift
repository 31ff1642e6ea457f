import Foundation
import Testing
import TransitionSimLayouts

/// A data source answering from fixed tables, to show that the layout only needs the protocol.
private final class FixedTree: TreeLayoutDataSource {
  let children: [IndexPath: [IndexPath]]
  let rows: [IndexPath: Int]

  init(children: [IndexPath: [IndexPath]], rows: [IndexPath: Int]) {
    self.children = children
    self.rows = rows
  }

  func childrenIndexPaths(ofClassAt indexPath: IndexPath) -> [IndexPath] {
    children[indexPath] ?? []
  }

  func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int {
    rows[indexPath] ?? 1
  }
}

// A small hierarchy worked out on paper, in the spirit of Figure 6-3:
//
//   section 0   section 1   section 2   section 3
//   A ───────── D
//     └──────── E ───────── G ───────── J
//   B
//   C ───────── F ───────── H
//                 └──────── I
//
// Rows each class needs (numRowsForClassAndChildren): leaves 1; F = H + I = 2; E = G = J = 1;
// A = D + E = 2; C = F = 2.
//
// The framing process, from the last section back to the first (totalHeight restarts at 0 in
// every section; adjusting a class moves its children, recursively, to its row):
//   section 3: J on row 0.
//   section 2: G row 0 (J stays on 0); H row 1; I row 2.
//   section 1: D row 0; E row 1, so G moves down one row to 1 and J with it; F row 2, so H → 2,
//              I → 3.
//   section 0: A row 0 (D → 0, E → 1, G → 1, J → 1); totalHeight 2, so B row 2; totalHeight 3,
//              so C row 3: F → 3, H → 3, I → 4. maxNumRows = 2 + 1 + 2 = 5.
//
// Default metrics: ITEM_WIDTH 160, ITEM_HEIGHT 40, insets top 10, left 20, bottom 10, right 20:
// slots are 200 × 60, and the cell on row r of section s is (200s + 20, 60r + 10, 160, 40).
@Suite struct TreeLayoutTests {
  private static let names = [["A", "B", "C"], ["D", "E", "F"], ["G", "H", "I"], ["J"]]

  private static func fixedTree() -> FixedTree {
    FixedTree(
      children: [
        path(0, 0): [path(1, 0), path(1, 1)],  // A: D, E
        path(0, 2): [path(1, 2)],  // C: F
        path(1, 1): [path(2, 0)],  // E: G
        path(1, 2): [path(2, 1), path(2, 2)],  // F: H, I
        path(2, 0): [path(3, 0)],  // G: J
      ],
      rows: [path(0, 0): 2, path(0, 2): 2, path(1, 2): 2])
  }

  private func cell(_ section: Int, row: Int) -> CGRect {
    CGRect(x: 200 * CGFloat(section) + 20, y: 60 * CGFloat(row) + 10, width: 160, height: 40)
  }

  @Test func framesFollowTheFramingProcess() throws {
    let dataSource = Self.fixedTree()
    let layout = TreeLayout(customDataSource: dataSource)
    let view = makeView(width: 800, height: 300, layout: layout, items: Self.names)
    let rows: [IndexPath: Int] = [
      path(0, 0): 0, path(0, 1): 2, path(0, 2): 3,  // A B C
      path(1, 0): 0, path(1, 1): 1, path(1, 2): 3,  // D E F
      path(2, 0): 1, path(2, 1): 3, path(2, 2): 4,  // G H I
      path(3, 0): 1,  // J
    ]
    for (indexPath, row) in rows {
      let frame = try view.layoutAttributesForItem(at: indexPath)?.frame
      #expect(frame == cell(indexPath.section, row: row), "\(indexPath)")
    }
    #expect(layout.maxNumRows == 5)
    // 4 sections × (160 + 20 + 20) = 800 by 5 rows × (40 + 10 + 10) = 300.
    #expect(view.contentSize == CGSize(width: 800, height: 300))
    withExtendedLifetime(dataSource) {}
  }

  @Test func connectorsJoinEachParentToItsChildren() throws {
    let dataSource = Self.fixedTree()
    let layout = TreeLayout(customDataSource: dataSource)
    let view = makeView(width: 800, height: 300, layout: layout, items: Self.names)
    try view.layoutIfNeeded()
    // From the parent's right edge (200s + 180), 20 + 20 = 40 wide, from the parent's top
    // (60r + 10) to the last child's bottom (60r' + 50).
    let expected: [IndexPath: CGRect] = [
      path(0, 0): CGRect(x: 180, y: 10, width: 40, height: 100),  // A (row 0) to E (row 1)
      path(0, 2): CGRect(x: 180, y: 190, width: 40, height: 40),  // C (row 3) to F (row 3)
      path(1, 1): CGRect(x: 380, y: 70, width: 40, height: 40),  // E (row 1) to G (row 1)
      path(1, 2): CGRect(x: 380, y: 190, width: 40, height: 100),  // F (row 3) to I (row 4)
      path(2, 0): CGRect(x: 580, y: 70, width: 40, height: 40),  // G (row 1) to J (row 1)
    ]
    for (indexPath, frame) in expected {
      let connector = try view.layoutAttributesForSupplementaryElement(
        ofKind: TreeLayout.connectorKind, at: indexPath)
      #expect(connector?.frame == frame, "\(indexPath)")
      #expect(connector?[.children] == dataSource.children[indexPath])
      #expect(connector?.representedElementCategory == .supplementaryView)
    }
    // Leaves have no connector.
    for leaf in [path(0, 1), path(1, 0), path(2, 1), path(2, 2), path(3, 0)] {
      #expect(
        try view.layoutAttributesForSupplementaryElement(
          ofKind: TreeLayout.connectorKind, at: leaf) == nil)
    }
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: TreeLayout.cellKind, at: path(0, 0))
        == nil)
  }

  @Test func cellsCarryTheirChildrenAndTheyTakePartInEquality() throws {
    let dataSource = Self.fixedTree()
    let layout = TreeLayout(customDataSource: dataSource)
    let view = makeView(width: 800, height: 300, layout: layout, items: Self.names)
    let a = try #require(try view.layoutAttributesForItem(at: path(0, 0)))
    #expect(a[.children] == [path(1, 0), path(1, 1)])
    #expect(try view.layoutAttributesForItem(at: path(0, 1))?[.children] == [])

    // Same frame, different children: not equal (Listing 6-3's isEqual:).
    var other = a
    other[.children] = [path(1, 0)]
    #expect(other != a)
    other[.children] = [path(1, 0), path(1, 1)]
    #expect(other == a)
    // And the children key is named "children" in the custom bag.
    #expect(a.customAttributes["children"] == .indexPaths([path(1, 0), path(1, 1)]))
  }

  @Test func rectQueryFiltersTheCacheByIntersection() throws {
    let dataSource = Self.fixedTree()
    let layout = TreeLayout(customDataSource: dataSource)
    let view = makeView(width: 800, height: 300, layout: layout, items: Self.names)
    try view.layoutIfNeeded()
    // x 200…450, y 60…160 meets the cells E (220…380 × 70…110) and G (420…580 × 70…110) and the
    // connectors of A (180…220 × 10…110) and E (380…420 × 70…110); D ends at y 50, F and H
    // start at y 190, and G's connector starts at x 580.
    let found = layout.layoutAttributesForElements(
      in: CGRect(x: 200, y: 60, width: 250, height: 100))
    #expect(
      found?.map(\.elementKey) == [
        .cell(path(1, 1)), .cell(path(2, 0)),
        .supplementaryView(TreeLayout.connectorKind, path(0, 0)),
        .supplementaryView(TreeLayout.connectorKind, path(1, 1)),
      ])
    // The whole content holds all 10 cells and 5 connectors.
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 800, height: 300))
    #expect(all?.count == 15)
  }

  @Test func customMetrics() throws {
    let dataSource = Self.fixedTree()
    let layout = TreeLayout(
      customDataSource: dataSource, itemWidth: 100, itemHeight: 20,
      insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    let view = makeView(width: 800, height: 300, layout: layout, items: Self.names)
    // Slots of 100 + 10 + 10 = 120 by 20 + 5 + 5 = 30; C on row 3 of section 0:
    // (0 · 120 + 10, 3 · 30 + 5) = (10, 95); I on row 4 of section 2: (2 · 120 + 10, 4 · 30 + 5).
    #expect(
      try view.layoutAttributesForItem(at: path(0, 2))?.frame
        == CGRect(x: 10, y: 95, width: 100, height: 20))
    #expect(
      try view.layoutAttributesForItem(at: path(2, 2))?.frame
        == CGRect(x: 250, y: 125, width: 100, height: 20))
    // 4 × 120 = 480 by 5 × 30 = 150.
    #expect(view.contentSize == CGSize(width: 480, height: 150))
    withExtendedLifetime(dataSource) {}
  }

  @Test func withoutADataSourceEveryColumnIsAList() throws {
    let layout = TreeLayout()
    let view = makeView(width: 800, height: 300, layout: layout, items: Self.names)
    #expect(try view.layoutAttributesForItem(at: path(1, 2))?.frame == cell(1, row: 2))
    // Section 0 has 3 rows.
    #expect(view.contentSize == CGSize(width: 800, height: 180))
  }

  @Test func childrenOutsideLaterSectionsAreIgnored() throws {
    // A names itself and a missing item as children; neither can be followed.
    let dataSource = FixedTree(
      children: [path(0, 0): [path(0, 0), path(1, 7), path(1, 0)]], rows: [:])
    let layout = TreeLayout(customDataSource: dataSource)
    let view = makeView(width: 800, height: 300, layout: layout, items: [["A"], ["B"]])
    #expect(try view.layoutAttributesForItem(at: path(0, 0))?[.children] == [path(1, 0)])
    #expect(try view.layoutAttributesForItem(at: path(1, 0))?.frame == cell(1, row: 0))
  }
}

// The sample data: part of UIKit's hierarchy rooted at NSObject.
//
// Rows (leaves below each class): UIScrollView 3, UIControl 3, UILabel 1, UIImageView 1,
// UICollectionReusableView 1, so UIView 9; UIViewController 3; UIApplication 1; so
// UIResponder 13. UICollectionViewLayout 2, UICollectionViewLayoutAttributes 1,
// UIGestureRecognizer 2: NSObject 13 + 2 + 1 + 2 = 18.
@Suite struct ClassHierarchyTreeTests {
  @Test func theSampleHierarchyHasFiveLevelsAndTwentySevenClasses() {
    let sections = ClassHierarchy.uikit.itemIdentifiers()
    #expect(sections.count == 5)
    #expect(sections[0] == ["NSObject"])
    #expect(
      sections[1] == [
        "UIResponder", "UICollectionViewLayout", "UICollectionViewLayoutAttributes",
        "UIGestureRecognizer",
      ])
    #expect(
      sections[4] == [
        "UICollectionView", "UITableView", "UITextView", "UIButton", "UISlider", "UISwitch",
        "UICollectionViewCell",
      ])
    let all = sections.joined()
    #expect(all.count == 27)
    #expect(Set(all).count == 27)
    #expect(ClassHierarchy.uikit.count == 27)
    #expect(
      ClassHierarchy.uikit.subclasses(of: "UIControl") == ["UIButton", "UISlider", "UISwitch"])
  }

  @Test func theDataSourceAnswersFromTheHierarchy() {
    let dataSource = ClassHierarchyDataSource(hierarchy: .uikit)
    #expect(dataSource.numRowsForClassAndChildren(at: path(0, 0)) == 18)
    #expect(dataSource.numRowsForClassAndChildren(at: path(1, 0)) == 13)  // UIResponder
    #expect(dataSource.numRowsForClassAndChildren(at: path(4, 0)) == 1)  // a leaf
    // UIView (2, 0) has UIScrollView, UIControl, UILabel, UIImageView, UICollectionReusableView.
    #expect(dataSource.childrenIndexPaths(ofClassAt: path(2, 0)) == (0..<5).map { path(3, $0) })
  }

  @Test func theUIKitTreeIsLaidOut() throws {
    let layout = ClassHierarchyTreeLayout()
    let view = makeView(
      width: 1000, height: 1100, layout: layout, items: ClassHierarchy.uikit.itemIdentifiers())
    try view.layoutIfNeeded()
    // 5 sections × 200 by 18 rows × 60.
    #expect(view.contentSize == CGSize(width: 1000, height: 1080))
    func frame(_ name: String) throws -> CGRect? {
      let indexPath = try #require(view.indexPath(forItemIdentifier: name))
      return try view.layoutAttributesForItem(at: indexPath)?.frame
    }
    // UICollectionViewLayout comes after UIResponder's 13 rows: (220, 13 · 60 + 10).
    #expect(try frame("UICollectionViewLayout") == CGRect(x: 220, y: 790, width: 160, height: 40))
    // UIGestureRecognizer: row 13 + 2 + 1 = 16.
    #expect(try frame("UIGestureRecognizer") == CGRect(x: 220, y: 970, width: 160, height: 40))
    // UICollectionViewCell: below UIScrollView's 3 rows, UIControl's 3, UILabel and UIImageView:
    // row 8 of section 4: (820, 490).
    #expect(try frame("UICollectionViewCell") == CGRect(x: 820, y: 490, width: 160, height: 40))
  }

  @Test func theOwningLayoutFollowsBatchUpdates() throws {
    let layout = ClassHierarchyTreeLayout()
    let view = makeView(
      width: 1000, height: 1100, layout: layout, items: ClassHierarchy.uikit.itemIdentifiers())
    try view.layoutIfNeeded()
    // Delete UISwitch (4, 5): UIControl needs 2 rows, so everything below it moves up one row.
    let transition = try view.performBatchUpdates { try view.deleteItems(at: [path(4, 5)]) }
    let cell = try #require(transition.track(forItem: "UICollectionViewCell"))
    #expect(cell.start.frame == CGRect(x: 820, y: 490, width: 160, height: 40))
    #expect(cell.end.frame == CGRect(x: 820, y: 430, width: 160, height: 40))
    #expect(transition.track(forItem: "UISwitch")?.change == .deleted)
    #expect(layout.maxNumRows == 17)
    #expect(view.contentSize == CGSize(width: 1000, height: 1020))
  }
}
