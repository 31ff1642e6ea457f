import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Right-to-left mirroring (`flipsHorizontallyInOppositeLayoutDirection`): every frame is derived
/// by hand from the left-to-right layout, mirrored about the content's width W: x′ = W − maxX.
@Suite struct LayoutDirectionTests {
  /// Five 100 × 100 items in 320 × 480, spacing 10: the first line holds three, justified to
  /// x = 0, 110, 220 (3 × 100 + 2 × 10 = 320); the second two, leading-aligned at x = 0, 110,
  /// y = 110.
  ///
  /// The content is 320 wide. Mirrored: 220, 110, 0, then 220, 110.
  static func grid(
    _ direction: TraitEnvironmentLayoutDirection, layout: CollectionViewFlowLayout = .init()
  ) -> CollectionView {
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [5])
    view.traitCollection.layoutDirection = direction
    return view
  }

  static func frame(_ x: CGFloat, _ y: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: 100, height: 100)
  }

  @Test func defaultsAreUIKits() {
    #expect(!CollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(CollectionViewLayout().developmentLayoutDirection == .leftToRight)
    #expect(CollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(CollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
  }

  @Test func aRightToLeftGridStartsAtTheTopRight() throws {
    let ltr = Self.grid(.leftToRight)
    let rtl = Self.grid(.rightToLeft)
    let expectedLTR = [(0, 0), (110, 0), (220, 0), (0, 110), (110, 110)].map(Self.frame)
    let expectedRTL = [(220, 0), (110, 0), (0, 0), (220, 110), (110, 110)].map(Self.frame)
    for item in 0..<5 {
      let path = IndexPath(item: item, section: 0)
      #expect(try ltr.layoutAttributesForItem(at: path)?.frame == expectedLTR[item])
      #expect(try rtl.layoutAttributesForItem(at: path)?.frame == expectedRTL[item])
      #expect(rtl.displayedAttributes(for: .cell(path))?.frame == expectedRTL[item])
    }
    let visible = try rtl.visibleLayoutAttributes().sorted { $0.indexPath < $1.indexPath }
    #expect(visible.map(\.frame) == expectedRTL)
    #expect(rtl.contentSize == CGSize(width: 320, height: 210))
    #expect(rtl.contentOffset == .zero)
    // (300, 50) is in the rightmost cell: the first item, mirrored.
    #expect(try rtl.indexPathForItem(at: CGPoint(x: 300, y: 50)) == IndexPath(item: 0, section: 0))
    #expect(try ltr.indexPathForItem(at: CGPoint(x: 300, y: 50)) == IndexPath(item: 2, section: 0))
  }

  @Test func aChangeOfDirectionMirrorsAtOnce() throws {
    let view = Self.grid(.leftToRight)
    let first = IndexPath(item: 0, section: 0)
    #expect(try view.layoutAttributesForItem(at: first)?.frame == Self.frame(0, 0))
    view.traitCollection.layoutDirection = .rightToLeft
    #expect(try view.layoutAttributesForItem(at: first)?.frame == Self.frame(220, 0))
    view.traitCollection.layoutDirection = .unspecified
    #expect(try view.layoutAttributesForItem(at: first)?.frame == Self.frame(0, 0))
  }

  @Test func aBatchUpdateStartsAndEndsAtMirroredFrames() throws {
    // Delete the first item: it fades out where it was (220, 0); the others move one place
    // back: 0-1 (110, 0) → (220, 0), 0-2 (0, 0) → (110, 0), 0-3 (220, 110) → (0, 0),
    // 0-4 (110, 110) → (220, 110).
    let view = Self.grid(.rightToLeft)
    try view.layoutIfNeeded()
    try view.performBatchUpdates { try view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    let tracks = try #require(view.lastTransition?.tracks)
    func track(_ id: String) -> Track? { tracks.first { $0.element.itemIdentifier == id } }
    let deleted = try #require(track("0-0"))
    #expect(deleted.change == .deleted)
    #expect(deleted.start.frame == Self.frame(220, 0))
    #expect(deleted.end.frame == Self.frame(220, 0))
    #expect(deleted.end.alpha == 0)
    let moves: [(String, CGRect, CGRect)] = [
      ("0-1", Self.frame(110, 0), Self.frame(220, 0)),
      ("0-2", Self.frame(0, 0), Self.frame(110, 0)),
      ("0-3", Self.frame(220, 110), Self.frame(0, 0)),
      ("0-4", Self.frame(110, 110), Self.frame(220, 110)),
    ]
    for (id, start, end) in moves {
      let moved = try #require(track(id))
      #expect(moved.start.frame == start, "\(id)")
      #expect(moved.end.frame == end, "\(id)")
      #expect(moved.end.alpha == 1, "\(id)")
    }
    #expect(tracks.count == 5)
  }

  @Test func aHorizontalRightToLeftFlowGrowsAtItsRightEnd() throws {
    // Horizontal, 200 × 100, three 100 × 100 items, one a column, line spacing 10: left to right
    // x = 0, 110, 220 and the content is 320 wide; mirrored 220, 110, 0. The offset is not
    // mirrored: at 0 the view shows the last items; the first is at the right end, shown at the
    // largest offset 320 − 200 = 120.
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
      itemCounts: [3])
    view.traitCollection.layoutDirection = .rightToLeft
    #expect(try view.indexPathsForVisibleItems == [[0, 1], [0, 2]])
    #expect(view.contentOffsetRange.max == CGPoint(x: 120, y: 0))
    view.contentOffset = view.contentOffsetRange.max
    #expect(try view.indexPathsForVisibleItems == [[0, 0], [0, 1]])
    #expect(
      try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == Self.frame(220, 0))
    // Inserting a first item widens the content to 430: the new item goes to 430 − 100 = 330,
    // past the old right end, and the old items keep their places (0-0 at 430 − 210 = 220):
    // their tracks stand still, and the new item, off screen, has none.
    try view.performBatchUpdates { try view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    #expect(view.contentSize.width == 430)
    #expect(view.contentOffset == CGPoint(x: 120, y: 0))
    let tracks = try #require(view.lastTransition?.tracks)
    #expect(tracks.map { $0.element.itemIdentifier ?? "" } == ["0-0", "0-1"])
    for track in tracks {
      #expect(track.start.frame == track.end.frame)
      #expect(track.change == .unchanged)
    }
    #expect(tracks.first?.end.frame == Self.frame(220, 0))
    let inserted = try #require(view.itemIdentifier(at: IndexPath(item: 0, section: 0)))
    #expect(
      try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == Self.frame(330, 0), "\(inserted)")
  }

  @Test func anAnimatedResizeMirrorsAboutEachWidth() throws {
    // Two items: left to right at x = 0, 110 in 320 and in 430 (a line of two is
    // leading-aligned). Mirrored: 320 − 100 = 220 before, 430 − 100 = 330 after. With no update
    // in flight the defaults cross-fade: a ghost fades out at the old place, the view fades in
    // at the new one.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [2])
    view.traitCollection.layoutDirection = .rightToLeft
    try view.layoutIfNeeded()
    let transition = try #require(
      try view.setFrame(CGRect(x: 0, y: 0, width: 430, height: 480), animated: true))
    let tracks = transition.tracks.filter { $0.element.itemIdentifier == "0-0" }
    let ghost = try #require(tracks.first { $0.role == .ghost })
    let element = try #require(tracks.first { $0.role == .element })
    #expect(ghost.start.frame == Self.frame(220, 0))
    #expect(ghost.end.frame == Self.frame(220, 0))
    #expect(ghost.end.alpha == 0)
    #expect(element.start.frame == Self.frame(330, 0))
    #expect(element.end.frame == Self.frame(330, 0))
    #expect(element.end.alpha == 1)
  }

  /// A layout that does not flip: one 30 × 40 item at (10, 20) in 320 × 480 content.
  final class FixedLayout: CollectionViewLayout {
    let attributes: CollectionViewLayoutAttributes = {
      var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
      return attributes
    }()
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 480) }
    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [CollectionViewLayoutAttributes]? {
      attributes.frame.intersects(rect) ? [attributes] : []
    }
    override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
      indexPath == attributes.indexPath ? attributes : nil
    }
  }

  @Test func aLayoutThatDoesNotFlipIsNotMirrored() throws {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FixedLayout(),
      itemCounts: [1])
    view.traitCollection.layoutDirection = .rightToLeft
    let expected = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(try view.visibleLayoutAttributes().map(\.frame) == [expected])
    #expect(try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == expected)
    #expect(try view.indexPathForItem(at: CGPoint(x: 20, y: 30)) == IndexPath(item: 0, section: 0))
  }

  /// A flow layout written for right-to-left: mirrored in a left-to-right view, not in a
  /// right-to-left one.
  final class RightToLeftFlowLayout: CollectionViewFlowLayout {
    override var developmentLayoutDirection: UserInterfaceLayoutDirection { .rightToLeft }
  }

  /// A flow layout that opts out of flipping.
  final class UnflippedFlowLayout: CollectionViewFlowLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
  }

  @Test func onlyTheOppositeDirectionOfAFlippingLayoutMirrors() throws {
    let first = IndexPath(item: 0, section: 0)
    let unflipped = Self.grid(.rightToLeft, layout: UnflippedFlowLayout())
    #expect(try unflipped.layoutAttributesForItem(at: first)?.frame == Self.frame(0, 0))
    let native = Self.grid(.rightToLeft, layout: RightToLeftFlowLayout())
    #expect(try native.layoutAttributesForItem(at: first)?.frame == Self.frame(0, 0))
    let opposite = Self.grid(.leftToRight, layout: RightToLeftFlowLayout())
    #expect(try opposite.layoutAttributesForItem(at: first)?.frame == Self.frame(220, 0))
  }

  @Test func aTransformIsMirroredToo() {
    // A rotation by θ about the centre becomes a rotation by −θ; a scale is unchanged.
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    attributes.transform3D = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
    let mirrored = attributes.mirrored(about: 320)
    #expect(mirrored.frame == CGRect(x: 280, y: 20, width: 30, height: 40))
    let expected = Transform3D(rotationAngle: -0.5, x: 0, y: 0, z: 1)
    #expect(abs(mirrored.transform3D.m11 - expected.m11) < 1e-12)
    #expect(abs(mirrored.transform3D.m12 - expected.m12) < 1e-12)
    #expect(abs(mirrored.transform3D.m21 - expected.m21) < 1e-12)
    attributes.transform3D = Transform3D(scaleX: 2, y: 3, z: 1)
    #expect(attributes.mirrored(about: 320).transform3D == attributes.transform3D)
    #expect(attributes.mirrored(about: 320).mirrored(about: 320) == attributes)
  }
}
