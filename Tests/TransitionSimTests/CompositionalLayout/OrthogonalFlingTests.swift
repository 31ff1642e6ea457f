import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension CompositionalLayoutTests {
  /// Where each orthogonal behaviour comes to rest after a fling, on the carousel of
  /// ``OrthogonalScrollingTests``: groups 200 wide, 210 apart, first at 16; content 2122 wide,
  /// largest offset 1802; viewport 320.
  ///
  /// A fling of v points per second at a rate r per millisecond would stop freely at
  /// `start − (v / 1000) / ln r`.
  @Suite struct OrthogonalFlingTests {
    private func restingOffset(
      _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, from start: CGFloat = 0,
      velocity: CGFloat
    ) throws -> CGFloat {
      let view = OrthogonalScrollingTests.makeView(behavior)
      try view.setOrthogonalContentOffset(
        CGPoint(x: start, y: 0), inSection: 0, animated: false)
      try view.flingOrthogonalSection(0, velocity: CGPoint(x: velocity, y: 0))
      let offset = try view.orthogonalContentOffset(inSection: 0).x
      // The section is shown where it rests: group 2 at 16 + 420 − offset.
      let frame = try view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
      #expect(frame?.minX == 16 + 420 - offset)
      return offset
    }

    /// The free rest point from 0 at 1000 points per second.
    private func free(rate: Double) -> CGFloat { -1 / log(rate) }

    @Test func continuousStopsWhereFreeDecelerationStops() throws {
      // 1 / −ln 0.998 ≈ 499.5.
      let expected = free(rate: 0.998)
      #expect(abs(try restingOffset(.continuous, velocity: 1000) - expected) < 1e-9)
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheNextGroupEdge() throws {
      // 499.5 / 210 ≈ 2.38 groups, forward: group 3, offset 630 (group 3's leading edge at 16).
      #expect(free(rate: 0.998) / 210 > 2 && free(rate: 0.998) / 210 < 3)
      #expect(try restingOffset(.continuousGroupLeadingBoundary, velocity: 1000) == 630)
      // Backwards from 630 at −1000: 630 − 499.5 = 130.5 → 0.62 groups, down to group 0.
      #expect(
        try restingOffset(.continuousGroupLeadingBoundary, from: 630, velocity: -1000) == 0)
    }

    @Test func pagingMovesOneViewportWhateverTheSpeed() throws {
      #expect(try restingOffset(.paging, velocity: 300) == 320)
      #expect(try restingOffset(.paging, velocity: 9000) == 320)
      // From 400 (page 1.25) backwards: page 1 → 320; forwards: page 2 → 640.
      #expect(try restingOffset(.paging, from: 400, velocity: -300) == 320)
      #expect(try restingOffset(.paging, from: 400, velocity: 300) == 640)
    }

    @Test func groupPagingRestsOnAGroupAtTheFastRate() throws {
      // At .fast (0.99): 1 / −ln 0.99 ≈ 99.5 → 0.47 groups, forward → group 1, 210.
      #expect(try restingOffset(.groupPaging, velocity: 1000) == 210)
      // 5000 points per second: 497.5 → 2.37 groups → group 3, 630; a fast fling passes groups.
      #expect(try restingOffset(.groupPaging, velocity: 5000) == 630)
    }

    @Test func groupPagingCenteredRestsWithAGroupCentered() throws {
      // Insets (320 − 200) / 2 = 60: offset 210 puts group 1 at 60 + 210 − 210 = 60…260.
      let view = OrthogonalScrollingTests.makeView(.groupPagingCentered)
      try view.flingOrthogonalSection(0, velocity: CGPoint(x: 1000, y: 0))
      #expect(try view.orthogonalContentOffset(inSection: 0).x == 210)
      #expect(
        try view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.midX == 160)
    }

    @Test func aFlingPastTheEndEasesIntoItOrStopsDead() throws {
      // From 1700 at 1000/s, continuous: free rest 1700 + 499.5 = 2199.5, clamped to 1802.
      let easing = OrthogonalScrollingTests.makeView(.continuous)
      try easing.setOrthogonalContentOffset(
        CGPoint(x: 1700, y: 0), inSection: 0, animated: false)
      let eased = try #require(
        try easing.flingOrthogonalSection(0, velocity: CGPoint(x: 1000, y: 0)))
      #expect(try easing.orthogonalContentOffset(inSection: 0).x == 1802)
      // Easing towards 1802: 102 points, until under half a point remains:
      // t = ln(0.5 / 102) / ln(0.998) ms.
      let easedDuration = log(0.5 / 102) / log(0.998) / 1000
      #expect(abs(eased.endTime - easedDuration) < 1e-9)

      var section = OrthogonalScrollingTests.carousel(.continuous)
      section.orthogonalScrollingProperties.bounce = .never
      let layout = CollectionViewCompositionalLayout(section: section)
      let dead = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
        itemCounts: [10])
      dead.displayScale = 0
      try dead.setOrthogonalContentOffset(CGPoint(x: 1700, y: 0), inSection: 0, animated: false)
      let stopped = try #require(
        try dead.flingOrthogonalSection(0, velocity: CGPoint(x: 1000, y: 0)))
      #expect(try dead.orthogonalContentOffset(inSection: 0).x == 1802)
      // Free deceleration towards 2199.5 (499.5 away), normalised by F = 1 − 0.998^T with T the
      // time to within half a point of it; it reaches 1802 when (1 − 0.998^t) / F = 102 / 499.5.
      let aim = free(rate: 0.998)
      let total = log(0.5 / aim) / log(0.998)
      let normaliser = 1 - pow(0.998, total)
      let hit = log(1 - 102 / aim * normaliser) / log(0.998) / 1000
      #expect(abs(stopped.endTime - hit) < 1e-9)
      #expect(stopped.endTime < easedDuration)
    }

    @Test func theReadmeExampleLandsOneGroupOn() throws {
      // groupPaging at 900 points per second: 0.9 / −ln 0.99 ≈ 89.5, 0.43 of a 210 stride,
      // forward: offset 210.
      #expect(try restingOffset(.groupPaging, velocity: 900) == 210)
    }

    @Test func aCustomDecelerationRateChangesWhereItRests() throws {
      var section = OrthogonalScrollingTests.carousel(.continuous)
      section.orthogonalScrollingProperties.decelerationRate = .rate(.fast)
      let layout = CollectionViewCompositionalLayout(section: section)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
        itemCounts: [10])
      try view.flingOrthogonalSection(0, velocity: CGPoint(x: 1000, y: 0))
      #expect(abs(try view.orthogonalContentOffset(inSection: 0).x - free(rate: 0.99)) < 1e-9)
    }

    @Test func everySampleOfAFlingShowsTheSectionWhereItIs() throws {
      // The scroll follows start + (target − start)(1 − 0.998ᵗ) / F; at each keyframe of item 0
      // its x is 16 − that offset.
      let view = OrthogonalScrollingTests.makeView(.continuous)
      let transition = try #require(
        try view.flingOrthogonalSection(0, velocity: CGPoint(x: 1000, y: 0)))
      let target = free(rate: 0.998)
      let total = log(0.5 / target) / log(0.998)
      let normaliser = 1 - pow(0.998, total)
      let frames = transition.keyframes(ofItem: "0-1")
      #expect(frames.count > 10)
      for keyframe in frames.dropLast() {
        let offset = target * (1 - pow(0.998, keyframe.time * 1000)) / normaliser
        #expect(abs(keyframe.attributes.frame.minX - (226 - offset)) < 1e-6, "t \(keyframe.time)")
      }
    }
  }
}
