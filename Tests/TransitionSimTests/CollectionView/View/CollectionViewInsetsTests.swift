import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The content inset, the safe area, the adjustment behaviour and the layout margins.
@Suite struct CollectionViewInsetsTests {
  private func view(
    size: CGSize = CGSize(width: 375, height: 812), counts: [Int] = [3]
  ) -> CollectionView {
    CollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: CollectionViewFlowLayout(),
      itemCounts: counts)
  }

  @Test func defaultsMatchUIKit() {
    let view = view()
    #expect(view.safeAreaInsets == .zero)
    #expect(view.contentInsetAdjustmentBehavior == .automatic)
    #expect(view.insetsLayoutMarginsFromSafeArea)
    // UIKit's default margins: 8 on every edge.
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.adjustedContentInset == .zero)
    #expect(!view.isPagingEnabled)
    #expect(view.decelerationRate == .normal)
  }

  @Test func adjustmentBehavioursAddTheSafeArea() throws {
    // Portrait notch: safe area (47, 0, 34, 0); content inset (10, 5, 10, 5). Three 50-point
    // items make a content 375 × 50, shorter and no wider than the view.
    let view = view()
    view.contentInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    try view.layoutIfNeeded()
    // .always: every edge, 10 + 47 = 57 and 10 + 34 = 44.
    view.contentInsetAdjustmentBehavior = .always
    #expect(view.adjustedContentInset == EdgeInsets(top: 57, left: 5, bottom: 44, right: 5))
    // .automatic: top and bottom always.
    view.contentInsetAdjustmentBehavior = .automatic
    #expect(view.adjustedContentInset == EdgeInsets(top: 57, left: 5, bottom: 44, right: 5))
    // .scrollableAxes: the content (height 50) does not scroll vertically, so nothing is added.
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(view.adjustedContentInset == EdgeInsets(top: 10, left: 5, bottom: 10, right: 5))
    // .never: the content inset alone.
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.adjustedContentInset == EdgeInsets(top: 10, left: 5, bottom: 10, right: 5))
  }

  @Test func automaticAddsTheSideInsetsOnlyWhenTheContentScrollsSideways() throws {
    // Landscape notch: safe area (0, 44, 21, 44) in 812 × 375. A vertical flow layout's content
    // is as wide as the view (812, not wider): the sides are not adjusted; the bottom is.
    let view = view(size: CGSize(width: 812, height: 375))
    view.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    try view.layoutIfNeeded()
    #expect(view.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
  }

  @Test func theOffsetRangeStartsAtMinusTheAdjustedInset() throws {
    // .automatic with a 47-point top safe area: the smallest offset is y = −47.
    let view = view()
    view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    try view.layoutIfNeeded()
    #expect(view.contentOffsetRange.min == CGPoint(x: 0, y: -47))
  }

  @Test func layoutMarginsAddTheSafeArea() {
    // 8 + 47 = 55 at the top, 8 + 34 = 42 at the bottom, 8 at the sides.
    let view = view()
    view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(view.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func aSafeAreaChangeInvalidatesTheLayoutOnlyWhenItChanges() throws {
    let view = view()
    try view.layoutIfNeeded()
    view.safeAreaInsets = .zero
    #expect(view.pendingInvalidation == nil)
    view.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(view.pendingInvalidation != nil)
  }
}
