import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct TransitionTests {
  private func threeCells(animation: AnimationParameters) -> Transition {
    let a = cellElement("A", before: 0, after: 0)
    let b = cellElement("B", before: 1, after: 1)
    let c = cellElement("C", before: 2, after: 2)
    return transition(
      [
        Track(
          element: a, change: .unchanged, start: attributes(x: 0), end: attributes(x: 60),
          animation: animation),
        Track(
          element: b, change: .reloaded, role: .ghost, start: attributes(item: 1, x: 0),
          end: attributes(item: 1, x: 0, alpha: 0), animation: animation),
        Track(
          element: b, change: .reloaded, start: attributes(item: 1, x: 0),
          end: attributes(item: 1, x: 60), animation: animation),
        Track(
          element: c, change: .unchanged, start: attributes(item: 2, x: 0),
          end: attributes(item: 2, x: 60), animation: animation),
      ], animation: animation)
  }

  @Test func contentOffsetAndSizeAreTracksWithTheTransitionsTiming() throws {
    let animation = try linear(0.5, delay: 0.25)
    var transition = Transition(
      kind: .batchUpdate, tracks: [], contentOffsetBefore: CGPoint(x: 0, y: 0),
      contentOffsetAfter: CGPoint(x: 0, y: 100),
      contentSizeBefore: CGSize(width: 320, height: 1000),
      contentSizeAfter: CGSize(width: 320, height: 800), updateItems: [], layoutCalls: [],
      animation: animation)
    #expect(transition.contentOffsetTrack.keyframes.map(\.time) == [0.25, 0.75])
    #expect(
      transition.contentSizeTrack.keyframes.map(\.curve) == [.timing(.linear), .timing(.linear)])
    #expect(
      transition.contentOffsetBefore == .zero
        && transition.contentOffsetAfter == CGPoint(x: 0, y: 100))
    #expect(
      transition.contentSizeBefore.height == 1000 && transition.contentSizeAfter.height == 800)
    #expect(transition.endTime == 0.75)
    // Half way: offset 50; the size, which does not animate, is already the new one.
    let midway = transition.presentation(at: 0.5)
    #expect(midway.contentOffset == CGPoint(x: 0, y: 50))
    #expect(midway.contentSize == CGSize(width: 320, height: 800))
    #expect(transition.presentation(at: 0).contentSize == CGSize(width: 320, height: 1000))
    transition.contentOffsetAfter = CGPoint(x: 0, y: 10)
    #expect(transition.contentOffsetTrack.end == CGPoint(x: 0, y: 10))
    transition.contentOffsetBefore = CGPoint(x: 0, y: 2)
    transition.contentSizeBefore = .zero
    transition.contentSizeAfter = .zero
    #expect(transition.contentOffsetTrack.start.y == 2 && transition.contentSizeTrack.end == .zero)
  }

  @Test func keyframesAreFoundByElementOrByItem() throws {
    let transition = threeCells(animation: try linear(1))
    let b = cellElement("B", before: 1, after: 1)
    #expect(transition.keyframes(of: b).map(\.attributes.center.x) == [0, 60])
    #expect(transition.keyframes(of: b, role: .ghost).map(\.attributes.alpha) == [1, 0])
    #expect(transition.keyframes(ofItem: "C").map(\.time) == [0, 1])
    #expect(transition.keyframes(ofItem: "Z").isEmpty)
    #expect(transition.keyframes(of: cellElement("A", before: 0, after: nil)).isEmpty)
  }

  @Test func presentationInterpolatesEveryTrack() throws {
    let transition = threeCells(animation: try linear(1))
    let quarter = transition.presentation(at: 0.25)
    #expect(quarter.time == 0.25)
    #expect(quarter.attributes(forItem: "A")?.center.x == 15)
    #expect(quarter.attributes(forItem: "B", role: .ghost)?.alpha == 0.75)
    #expect(quarter.elements.count == 4)
  }

  @Test func staggerDelaysElementsInOrderAndGhostsWithTheirElement() throws {
    let transition = try threeCells(animation: try linear(1)).staggered(by: 0.25)
    #expect(transition.keyframes(ofItem: "A").map(\.time) == [0, 1])
    #expect(transition.keyframes(ofItem: "B").map(\.time) == [0.25, 1.25])
    #expect(transition.keyframes(ofItem: "B", role: .ghost).map(\.time) == [0.25, 1.25])
    #expect(transition.keyframes(ofItem: "C").map(\.time) == [0.5, 1.5])
    #expect(transition.contentOffsetTrack.keyframes.map(\.time) == [0, 1])
    #expect(transition.endTime == 1.5)
    #expect(throws: TimelineError.invalidStagger(-0.1)) { try transition.staggered(by: -0.1) }
    #expect(throws: TimelineError.self) { try transition.staggered(by: .nan) }
    #expect(try transition.staggered(by: 0).endTime == 1.5)
  }

  @Test func endTimeIsNeverBeforeZero() throws {
    let still = transition([], animation: try linear(0))
    #expect(still.endTime == 0)
    let animated = transition([], animation: .collectionViewDefault)
    #expect(animated.endTime == 0.3)
  }

  @Test func aBatchUpdateGivesEveryTrackTheCallersTiming() throws {
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C"]])
    view.displayScale = 0
    let defaulted = try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(defaulted.tracks.allSatisfy { $0.keyframes.map(\.time) == [0, 0.3] })
    #expect(defaulted.tracks.allSatisfy { $0.keyframes[0].curve == .timing(.easeInEaseOut) })
    #expect(defaulted.contentOffsetTrack.endTime == 0.3)

    let spring = try Spring(duration: 0.5, dampingRatio: 0.7)
    let custom = try AnimationParameters(duration: 0.5, curve: .spring(spring), delay: 0.125)
    let springy = try view.performBatchUpdates(
      { try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["X"]) },
      animation: custom)
    #expect(!springy.tracks.isEmpty)
    #expect(springy.tracks.allSatisfy { $0.keyframes.map(\.time) == [0.125, 0.625] })
    #expect(springy.tracks.allSatisfy { $0.keyframes[0].curve == .spring(spring) })
    // The content size is not animated: it jumps when the update starts, whatever the delay.
    #expect(springy.contentSizeTrack.keyframes.map(\.time) == [0, 0])
    #expect(springy.endTime == 0.625)
  }
}
