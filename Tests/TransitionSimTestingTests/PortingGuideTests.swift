import Foundation
import Testing
import TransitionSimTesting

/// PORTING.md's samples are `PortingExamples.swift`, verbatim, and they work.
@Suite struct PortingGuideTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The ```swift blocks of PORTING.md, without their fences.
  static func swiftSamples() throws -> [String] {
    let guide = try String(
      contentsOf: folder.appendingPathComponent("../../PORTING.md").standardized,
      encoding: .utf8)
    var samples: [String] = []
    var current: [Substring]?
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        samples.append((current ?? []).joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return samples
  }

  @Test func everySampleOfTheGuideIsCompiledHere() throws {
    let examples = try String(
      contentsOf: Self.folder.appendingPathComponent("PortingExamples.swift"), encoding: .utf8)
    let samples = try Self.swiftSamples()
    #expect(samples.count >= 5)
    for sample in samples {
      #expect(examples.contains(sample), "not in PortingExamples.swift:\n\(sample)")
    }
  }

  /// "hi" is one line: 20 + 24 = 44; 100 characters are ⌈100 / 40⌉ = 3 lines: 60 + 24 = 84.
  ///
  /// An item with no text keeps the estimate (100).
  @Test func theMessageSizesAreThePortedCellRule() throws {
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["short", "long", "none"]])
    view.displayScale = 0
    installMessageSizes(
      on: view, texts: ["short": "hi", "long": String(repeating: "x", count: 100)])
    try view.layoutIfNeeded()
    let heights = (0..<3).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.height
    }
    #expect(heights == [44, 84, 100])
  }

  /// Cards 200 wide, 10 apart, from x = 16, in a 320-wide view: card 0's middle is 116, 44
  /// from the screen's (160): scale 1 − 44/320 = 0.8625.
  ///
  /// Card 1's is 326, 166 away: 1 − 166/320 is below 0.8, so 0.8. After scrolling the section by
  /// 210, card 1 is where card 0 was.
  @Test func theZoomingCarouselScalesByDistanceFromTheMiddle() throws {
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .absolute(100)),
      subitems: [
        CollectionLayoutItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      ])
    var section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .continuous
    zoomingCarousel(&section)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewCompositionalLayout(section: section), itemCounts: [5])
    view.displayScale = 0
    func scale(_ item: Int) throws -> CGFloat? {
      try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.transform.a
    }
    #expect(try scale(0) == 1 - 44.0 / 320)
    #expect(try scale(1) == 0.8)
    try view.setOrthogonalContentOffset(CGPoint(x: 210, y: 0), inSection: 0, animated: false)
    #expect(try scale(1) == 1 - 44.0 / 320)
  }

  @Test func theDimmedFlowLayoutDimsCopiesOnly() throws {
    let layout = DimmedFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C"]])
    try view.layoutIfNeeded()
    let all = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(all.count == 3 && all.allSatisfy { $0.alpha == 0.5 })
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
    // The flow layout's own answers are untouched: it is asked again, undimmed.
    let plain = CollectionViewFlowLayout()
    let plainView = CollectionView(
      frame: view.bounds, collectionViewLayout: plain, itemIdentifiers: [["A", "B", "C"]])
    try plainView.layoutIfNeeded()
    #expect(plain.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    assertLayout(layout, in: view)
  }

  /// Section 0: two columns of (320 − 10) / 2 = 155 points; item 0 (3:4) is 155 · 4/3 tall,
  /// items 1 and 2 (4:3) 155 · 3/4, item 3 (3:4) goes under item 0 once items 1 and 2 filled
  /// the right column to 2 · 155 · 3/4 + 20 > 155 · 4/3 + 10.
  ///
  /// Section 1: three columns of (320 − 20) / 3 = 100, starting at the bottom of section 0.
  @Test func theWaterfallPlacesItemsInTheShortestColumn() throws {
    let layout = WaterfallLayout()
    let delegate = PhotoWallDelegate()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["a", "b", "c", "d"], ["e", "f", "g"]])
    view.delegate = delegate
    view.displayScale = 0
    try view.layoutIfNeeded()
    /// Whether item `item` of `section` has `expected` as its frame, to within rounding.
    func frame(_ item: Int, _ section: Int, is expected: CGRect) -> Bool {
      guard
        let frame = layout.layoutAttributesForItem(
          at: IndexPath(item: item, section: section))?.frame
      else { return false }
      return [
        (frame.minX, expected.minX), (frame.minY, expected.minY),
        (frame.width, expected.width), (frame.height, expected.height),
      ].allSatisfy { abs($0 - $1) < 1e-9 }
    }
    let tall: CGFloat = 155 * 4 / 3
    let wide: CGFloat = 155 * 3 / 4
    #expect(frame(0, 0, is: CGRect(x: 0, y: 0, width: 155, height: tall)))
    #expect(frame(1, 0, is: CGRect(x: 165, y: 0, width: 155, height: wide)))
    #expect(frame(2, 0, is: CGRect(x: 165, y: wide + 10, width: 155, height: wide)))
    #expect(frame(3, 0, is: CGRect(x: 0, y: tall + 10, width: 155, height: tall)))
    let top = 2 * tall + 10
    #expect(frame(0, 1, is: CGRect(x: 0, y: top, width: 100, height: 100 * 4 / 3)))
    #expect(frame(1, 1, is: CGRect(x: 110, y: top, width: 100, height: 75)))
    #expect(frame(2, 1, is: CGRect(x: 220, y: top, width: 100, height: 75)))
    let size = layout.collectionViewContentSize
    #expect(size.width == 320 && abs(size.height - (top + 100 * 4 / 3)) < 1e-9)
    assertLayout(layout, in: view)
    withExtendedLifetime(delegate) {}
  }

  @Test func theWaterfallRoundsColumnsDownToThePixelGrid() throws {
    let layout = WaterfallLayout()
    let delegate = PhotoWallDelegate()
    // (321 − 10) / 2 = 155.5 points, 466.5 pixels at 3× → 466 pixels = 155⅓ points.
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 321, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["a"]])
    view.delegate = delegate
    view.displayScale = 3
    try view.layoutIfNeeded()
    let width = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.width
    #expect(width == CGFloat(466) / 3)
    withExtendedLifetime(delegate) {}
  }

  /// A delegate that implements only the required method: the layout's properties answer the
  /// rest.
  final class SquaresDelegate: WaterfallLayoutDelegate {
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 1, height: 1)
    }
  }

  @Test func theWaterfallRaisesInsteadOfAsserting() throws {
    let layout = WaterfallLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["a", "b"]])
    #expect(
      throws: CollectionViewLayoutError.raised(
        "WaterfallLayout needs a WaterfallLayoutDelegate as the delegate")
    ) { try view.layoutIfNeeded() }
    let delegate = SquaresDelegate()
    view.delegate = delegate
    layout.columnCount = 0
    #expect(
      throws: CollectionViewLayoutError.raised("section 0 has 0 columns; it needs at least one")
    ) { try view.layoutIfNeeded() }
    // The defaults read the layout's properties: three columns of (320 − 2 · 10) / 3 = 100.
    layout.columnCount = 3
    try view.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 110, y: 0, width: 100, height: 100))
    withExtendedLifetime(delegate) {}
  }

  @Test func theFilmstripScrollsHorizontally() {
    #expect(makeFilmstripLayout().scrollDirection == .horizontal)
  }
}
