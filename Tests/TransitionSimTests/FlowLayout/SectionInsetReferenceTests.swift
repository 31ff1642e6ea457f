import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// `sectionInsetReference`: where the flow layout measures section insets from.
///
/// Frames derived by hand; display scale 0 (no rounding) keeps the arithmetic exact.
@Suite struct SectionInsetReferenceTests {
  /// A landscape iPhone with a notch: 812 × 375, safe area (0, 44, 21, 44); 120 × 100 items.
  private func landscape(
    _ reference: CollectionViewFlowLayout.SectionInsetReference,
    behavior: CollectionView.ContentInsetAdjustmentBehavior = .automatic
  ) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 100)
    layout.sectionInsetReference = reference
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 812, height: 375), collectionViewLayout: layout,
      itemCounts: [2])
    view.displayScale = 0
    view.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    view.contentInsetAdjustmentBehavior = behavior
    return view
  }

  private func frame(_ view: CollectionView, _ item: Int) throws -> CGRect? {
    try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func theDefaultIsFromContentInset() {
    #expect(CollectionViewFlowLayout().sectionInsetReference == .fromContentInset)
  }

  @Test func fromContentInsetLetsItemsReachUnderTheNotch() throws {
    // .automatic does not adjust the sides of vertical content: the line starts at x = 0.
    #expect(try frame(landscape(.fromContentInset), 0)?.minX == 0)
  }

  @Test func fromSafeAreaKeepsTheLinesClearOfTheNotch() throws {
    // Lines fill 812 − 44 − 44 = 724 from x = 44. Five fit (5 × 120 + 4 × 10 = 640; six need
    // 770). Two same-size items on the last line keep a full line's columns: gap
    // (812 − 600 − 88) / 4 = 31 → x = 44 and 44 + 120 + 31 = 195. Top: safe area 0 → y = 0.
    let view = landscape(.fromSafeArea)
    #expect(try frame(view, 0) == CGRect(x: 44, y: 0, width: 120, height: 100))
    #expect(try frame(view, 1) == CGRect(x: 195, y: 0, width: 120, height: 100))
  }

  @Test func fromLayoutMarginsAddsTheMargins() throws {
    // Margins 8 + safe area: left and right 52, top 8. Lines fill 812 − 104 = 708 from x = 52;
    // five fit (640 ≤ 708); gap (812 − 600 − 104) / 4 = 27 → x = 52 and 199; y = 8.
    let view = landscape(.fromLayoutMargins)
    #expect(try frame(view, 0) == CGRect(x: 52, y: 8, width: 120, height: 100))
    #expect(try frame(view, 1) == CGRect(x: 199, y: 8, width: 120, height: 100))
  }

  @Test func theContentInsetIsTheMinimum() throws {
    // .always adds the safe area to the content inset: the content already starts 44 in, so
    // measured from the safe area the left inset is max(44 − 44 + 0, 0) = 0: x = 0 in content
    // coordinates, over a width of 812 − 88 = 724.
    let view = landscape(.fromSafeArea, behavior: .always)
    #expect(try frame(view, 0)?.minX == 0)
    #expect(view.contentSize.width == 724)
  }
}
