import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// `visibleItemsInvalidationHandler`, on the carousel of ``OrthogonalScrollingTests`` (groups 200
  /// wide at x = 16 + 210·k, viewport 320).
  @Suite struct VisibleItemsInvalidationHandlerTests {
    /// What the handler was called with.
    final class Recorder: @unchecked Sendable {
      var calls: [(paths: [IndexPath], frames: [CGRect], offset: CGPoint, width: CGFloat)] = []
    }

    /// The common "zoom towards the middle" effect: alpha and scale fall from 1 at the middle of
    /// the screen to 0.5 and 0.8 at 320 points from it, computed from the unscrolled frame and
    /// the offset as apps compute it.
    static func zoom(distance: CGFloat) -> (alpha: CGFloat, scale: CGFloat) {
      let share = min(distance / 320, 1)
      return (1 - 0.5 * share, 1 - 0.2 * share)
    }

    static func zoomingHandler(_ recorder: Recorder)
      -> CollectionLayoutSectionVisibleItemsInvalidationHandler
    {
      { items, offset, environment in
        recorder.calls.append(
          (
            items.map(\.indexPath), items.map(\.frame), offset,
            environment.container.contentSize.width
          ))
        for index in items.indices where items[index].representedElementCategory == .cell {
          let distance = abs(
            items[index].frame.midX - offset.x - environment.container.contentSize.width / 2)
          let zoom = Self.zoom(distance: distance)
          items[index].alpha = zoom.alpha
          items[index].transform = CGAffineTransform(scaleX: zoom.scale, y: zoom.scale)
        }
      }
    }

    @Test func theHandlerSeesTheVisibleItemsUnscrolledAndTheSectionsOffset() throws {
      let recorder = Recorder()
      let view = OrthogonalScrollingTests.makeView(
        .continuous, handler: Self.zoomingHandler(recorder))
      try view.setOrthogonalContentOffset(
        CGPoint(x: 300, y: 0), inSection: 0, animated: false)
      _ = try view.indexPathsForVisibleItems
      let call = try #require(recorder.calls.last)
      // On screen at offset 300: groups 1 (−74…126) and 2 (136…336), reported unscrolled at
      // 226 and 436.
      #expect(call.paths == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
      #expect(call.frames.map(\.minX) == [226, 436])
      #expect(call.offset == CGPoint(x: 300, y: 0))
      #expect(call.width == 320)
    }

    @Test func theHandlersChangesAreWhatIsDisplayed() throws {
      let recorder = Recorder()
      let view = OrthogonalScrollingTests.makeView(
        .continuous, handler: Self.zoomingHandler(recorder))
      try view.setOrthogonalContentOffset(
        CGPoint(x: 300, y: 0), inSection: 0, animated: false)
      // Group 2: unscrolled midX 436 + 100 = 536; distance |536 − 300 − 160| = 76.
      let expected = Self.zoom(distance: 76)
      let attributes = try #require(
        try view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
      #expect(attributes.alpha == expected.alpha)
      #expect(attributes.transform == CGAffineTransform(scaleX: expected.scale, y: expected.scale))
      // The frame is still where the section's offset puts it (a transform is not part of it).
      #expect(attributes.frame.minX == 136)
      // Items off screen are not the handler's: group 5 keeps the layout's attributes.
      let offScreen = try #require(
        try view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
      #expect(offScreen.alpha == 1)
    }

    @Test func theHandlerRunsAtEveryLayoutPassAndOncePerState() throws {
      let recorder = Recorder()
      let view = OrthogonalScrollingTests.makeView(
        .continuous, handler: Self.zoomingHandler(recorder))
      _ = try view.indexPathsForVisibleItems
      let first = recorder.calls.count
      #expect(first == 1)
      // The same state asked again: the answer is kept.
      _ = try view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
      _ = try view.indexPathsForVisibleItems
      #expect(recorder.calls.count == first)
      // A new layout pass calls it again.
      view.collectionViewLayout.invalidateLayout()
      _ = try view.indexPathsForVisibleItems
      #expect(recorder.calls.count == first + 1)
    }

    @Test func everySampleOfAnOrthogonalScrollShowsTheHandlersChanges() throws {
      let recorder = Recorder()
      let view = OrthogonalScrollingTests.makeView(
        .continuous, handler: Self.zoomingHandler(recorder))
      let transition = try #require(
        try view.setOrthogonalContentOffset(
          CGPoint(x: 420, y: 0), inSection: 0, animated: true))
      let frames = transition.keyframes(ofItem: "0-1")
      #expect(frames.count > 20)
      #expect(recorder.calls.count >= frames.count)
      for keyframe in frames {
        // The sample's offset, from where the group is: 226 − minX; then the effect by hand.
        let offset = 226 - keyframe.attributes.frame.minX
        let expected = Self.zoom(distance: abs(326 - offset - 160))
        #expect(abs(keyframe.attributes.alpha - expected.alpha) < 1e-9, "t \(keyframe.time)")
        #expect(
          abs(keyframe.attributes.transform.a - expected.scale) < 1e-9, "t \(keyframe.time)")
      }
    }

    @Test func aSectionThatDoesNotScrollOrthogonallyGetsTheContentOffset() throws {
      // A column of 100-tall rows with a handler that fades rows by their distance from the
      // top of the screen; scrolling the collection view runs it at each sample.
      let recorder = Recorder()
      var section = CollectionLayoutSection(
        group: .vertical(
          layoutSize: size(.fractionalWidth(1), .absolute(100)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      section.visibleItemsInvalidationHandler = { items, offset, _ in
        recorder.calls.append((items.map(\.indexPath), items.map(\.frame), offset, 0))
        for index in items.indices {
          items[index].alpha = max(0, 1 - abs(items[index].frame.minY - offset.y) / 1000)
        }
      }
      let (view, _) = makeCompositional(section, width: 320, height: 480, counts: [40])
      let transition = try #require(
        try view.setContentOffset(CGPoint(x: 0, y: 500), animated: true))
      #expect(recorder.calls.last?.offset == CGPoint(x: 0, y: 500))
      // Row 6 (y 600…700) at each sample where it is on screen (600 < offset + 480): alpha
      // 1 − |600 − offset| / 1000, the offset read from the content-offset track at that time.
      // Sampled just before it enters, it is not a visible item and keeps alpha 1.
      var checked = 0
      for keyframe in transition.keyframes(ofItem: "0-6") {
        let offset = transition.contentOffsetTrack.value(at: keyframe.time).y
        let visible = 600 < offset + 480
        let expected = visible ? max(0, 1 - abs(600 - offset) / 1000) : 1
        #expect(abs(keyframe.attributes.alpha - expected) < 1e-9, "t \(keyframe.time)")
        checked += visible ? 1 : 0
      }
      #expect(checked > 10)
    }

    @Test func aMovedCenterIsShownWhereTheHandlerPutIt() throws {
      let view = OrthogonalScrollingTests.makeView(.continuous) { items, _, _ in
        for index in items.indices { items[index].center.y += 10 }
      }
      try view.setOrthogonalContentOffset(
        CGPoint(x: 100, y: 0), inSection: 0, animated: false)
      // Group 1 unscrolled at 226…426 and y 0…100; moved 10 down, shown 100 to the left.
      let frame = try view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
      #expect(frame == CGRect(x: 126, y: 10, width: 200, height: 100))
    }
  }
}
