import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A port of Apple's WWDC 2018 ImageFeed `ColumnFlowLayout`, written from its description: in
/// `prepare()`, after `super.prepare()`, columns at least 300 wide fill the bounds inset by the
/// layout margins, each cell is `(availableWidth / columns).rounded(.down)` by 70, and the section
/// starts `minimumInteritemSpacing` below the top.
///
/// Apple's sample divides by the column count as is, so a view narrower than 300 plus its margins
/// gets an infinite item width; `clampsColumns` divides by at least one column instead.
final class ColumnFlowLayout: CollectionViewFlowLayout {
  let minColumnWidth: CGFloat = 300
  let cellHeight: CGFloat = 70
  let clampsColumns: Bool

  init(clampsColumns: Bool = true) {
    self.clampsColumns = clampsColumns
    super.init()
  }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    // The default layout margins are 8 on every edge, and the safe area is zero.
    let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
    let maxNumColumns = Int(availableWidth / minColumnWidth)
    let columns = CGFloat(clampsColumns ? max(maxNumColumns, 1) : maxNumColumns)
    let cellWidth = (availableWidth / columns).rounded(.down)
    itemSize = CGSize(width: cellWidth, height: cellHeight)
    sectionInset = EdgeInsets(top: minimumInteritemSpacing, left: 0, bottom: 0, right: 0)
    sectionInsetReference = .fromSafeArea
  }
}

/// The part of `UPCarouselFlowLayout` that sets metrics in `prepare()` after `super.prepare()`:
/// when the bounds' size changed, the section insets centre one item in the view and the line
/// spacing is `40 − (side − side × 0.6) / 2`.
final class CarouselFlowLayout: CollectionViewFlowLayout {
  private var lastSize: CGSize = .zero

  override func prepare() {
    super.prepare()
    guard let collectionView, collectionView.bounds.size != lastSize else { return }
    lastSize = collectionView.bounds.size
    let yInset = (lastSize.height - itemSize.height) / 2
    let xInset = (lastSize.width - itemSize.width) / 2
    sectionInset = EdgeInsets(top: yInset, left: xInset, bottom: yInset, right: xInset)
    let side = scrollDirection == .horizontal ? itemSize.width : itemSize.height
    minimumLineSpacing = 40 - (side - side * 0.6) / 2
  }
}

/// A flow layout that counts the invalidations it receives.
final class MetricCountingFlowLayout: CollectionViewFlowLayout {
  var invalidations = 0
  var prepares = 0
  /// What `prepare()` does after `super.prepare()`.
  var onPrepare: (MetricCountingFlowLayout) -> Void = { _ in }

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    invalidations += 1
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    super.prepare()
    prepares += 1
    onPrepare(self)
  }
}

/// UIKit's layout pass: metrics set during `prepare()` are the ones laid out, setters invalidate
/// only on a change, a pass re-runs while it invalidates itself (bounded), and errors surface.
///
/// Expected frames are derived by hand in each test.
@Suite struct FlowLayoutPassTests {
  private func columnView(width: CGFloat, items: [String] = ["A", "B"], clamps: Bool = true)
    -> CollectionView
  {
    CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 600),
      collectionViewLayout: ColumnFlowLayout(clampsColumns: clamps), itemIdentifiers: [items])
  }

  @Test func metricsSetAfterSuperPrepareLayOutTheFirstQuery() throws {
    // 375 wide: available 375 − 16 = 359; Int(359 / 300) = 1 column; width 359. Each line holds
    // one item (359 + 10 + 359 > 375), so every line is single and each item is centred in the
    // whole width: x = (375 − 359) / 2 = 8. A at y = sectionInset.top = 10; B one line below,
    // 10 + 70 + 10 = 90.
    let narrow = columnView(width: 375)
    let a = try narrow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    let b = try narrow.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(a?.frame == CGRect(x: 8, y: 10, width: 359, height: 70))
    #expect(b?.frame == CGRect(x: 8, y: 90, width: 359, height: 70))
    // 1024 wide: available 1008; Int(1008 / 300) = 3 columns of 1008 / 3 = 336. But three need
    // 3 × 336 + 2 × 10 = 1028 > 1024, so a line holds two: the two same-size items on the last
    // line keep the columns of a full line of two: gap (1024 − 2 × 336) / 1 = 352 → x = 0 and 688.
    let wide = columnView(width: 1024)
    #expect(
      try wide.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 10, width: 336, height: 70))
    #expect(
      try wide.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 688, y: 10, width: 336, height: 70))
  }

  @Test func animatedResizeEndsAtTheMetricsSetInPrepare() throws {
    // 768 wide: available 752; 2 columns of 376. 376 + 10 + 376 = 762 ≤ 768: one line, the last,
    // same sizes → columns of a full line of 2: gap (768 − 752) / 1 = 16 → B.x = 376 + 16 = 392.
    let view = columnView(width: 1024)
    try view.layoutIfNeeded()
    let transition = try view.setFrame(
      CGRect(x: 0, y: 0, width: 768, height: 600), animated: true)
    let end = transition?.tracks(forItem: "B").map(\.end.frame)
    #expect(end?.last == CGRect(x: 392, y: 10, width: 376, height: 70))
    #expect(
      try view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 392, y: 10, width: 376, height: 70))
  }

  @Test func carouselCentresItsFirstItem() throws {
    // Item 200 × 300 in 375 × 667, scrolling horizontally: xInset (375 − 200) / 2 = 87.5, yInset
    // (667 − 300) / 2 = 183.5. A column holds 667 − 367 = 300 points: one item each, so every
    // column is single and its item is centred in the whole height: y = 183.5. Column 0 starts at
    // the left inset: center.x = 87.5 + 100 = 187.5, center.y = 183.5 + 150 = 333.5. Line spacing
    // 40 − (200 − 120) / 2 = 0, so item 1's centre is 200 further: 387.5. Scale 2 keeps the halves.
    let layout = CarouselFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 200, height: 300)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout,
      itemCounts: [3])
    view.displayScale = 2
    let first = try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.center == CGPoint(x: 187.5, y: 333.5))
    let second = try view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(second?.center.x == 387.5)
  }

  @Test func settingAMetricToItsValueDoesNotInvalidate() throws {
    let layout = MetricCountingFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [4])
    try view.layoutIfNeeded()
    let before = layout.invalidations
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = .zero
    layout.headerReferenceSize = .zero
    layout.footerReferenceSize = .zero
    layout.scrollDirection = .vertical
    layout.sectionHeadersPinToVisibleBounds = false
    layout.sectionFootersPinToVisibleBounds = false
    #expect(layout.invalidations == before)
    #expect(view.pendingInvalidation == nil)
    // A real change still invalidates, once.
    layout.itemSize = CGSize(width: 60, height: 50)
    #expect(layout.invalidations == before + 1)
  }

  @Test func anUpdateOfAColumnLayoutPreparesOnceAndInvalidatesOnce() throws {
    // The batch invalidates the layout once (its counts); the pass prepares once, and prepare()
    // sets the metrics they already have, which invalidates nothing.
    let view = columnView(width: 1024, items: ["A", "B"])
    try view.layoutIfNeeded()
    try view.insertItems(at: [IndexPath(item: 2, section: 0)], identifiers: ["C"])
    let calls = view.lastTransition?.layoutCalls.map(\.method) ?? []
    #expect(calls.filter { $0 == "prepare()" }.count == 1)
    #expect(calls.filter { $0 == "invalidateLayout(with:)" }.count == 1)
  }

  @Test func anInfiniteItemWidthFailsTheFirstPassAndSaysInfinite() throws {
    // 300 wide: available 284; Int(284 / 300) = 0 columns; 284 / 0 = +∞.
    let view = columnView(width: 300, clamps: false)
    let error = #expect(throws: CollectionViewLayoutError.self) {
      try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    }
    #expect(error?.description.contains("infinite") == true)
    // The next pass reports the same error: it is not lost.
    #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
  }

  @Test func aLayoutThatNeverSettlesStopsWithADiagnostic() throws {
    // prepare() changes the item width every time: each pass invalidates the next, so the
    // collection view stops after its limit of passes, each of which prepared once.
    let layout = MetricCountingFlowLayout()
    layout.onPrepare = { $0.itemSize.width += 1 }
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [4])
    let error = #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
    #expect(error?.description.contains("did not settle") == true)
    #expect(layout.prepares == CollectionView.maximumLayoutPasses)
  }

  @Test func aLayoutThatSettlesInTwoPassesIsValid() throws {
    // The first prepare() changes the width (an invalidation during the pass), the second sets
    // the same width: two passes, then the layout is valid and laid out at 100 wide.
    let layout = MetricCountingFlowLayout()
    layout.onPrepare = { $0.itemSize = CGSize(width: 100, height: 50) }
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [1])
    try view.layoutIfNeeded()
    #expect(layout.prepares == 2)
    #expect(view.pendingInvalidation == nil)
    // One item alone is centred: (320 − 100) / 2 = 110.
    #expect(
      try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 110, y: 0, width: 100, height: 50))
  }

  @Test func anErrorRaisedInAPassThatInvalidatesIsThrown() throws {
    // The pass both raises and invalidates itself: the error is thrown, not replaced by a re-run.
    let layout = MetricCountingFlowLayout()
    layout.onPrepare = { layout in
      if layout.prepares == 1 {
        layout.raise(.raised("boom"))
        layout.itemSize = CGSize(width: 70, height: 70)
      }
    }
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [1])
    let error = #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
    #expect(error == .raised("boom"))
  }
}
