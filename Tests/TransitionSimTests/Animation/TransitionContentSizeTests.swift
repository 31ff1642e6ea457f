import Foundation
import Testing
import TransitionSimTesting

/// The content size is not animated on iOS: it takes its new value as the update starts, while
/// the content offset animates.
@Suite struct TransitionContentSizeTests {
  /// Five 50 × 50 items fill one line of a 320-point-wide flow layout (five columns of 50 fit in
  /// 320 with 10 between them); five more make a second line 10 below: the content grows from
  /// 50 to 50 + 10 + 50 = 110 points tall.
  func growingUpdate() throws -> Transition {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C", "D", "E"]])
    view.displayScale = 0
    return try view.performBatchUpdates {
      try view.insertItems(
        at: (5..<10).map { IndexPath(item: $0, section: 0) },
        identifiers: ["F", "G", "H", "I", "J"])
    }
  }

  @Test func theSizeJumpsAsTheUpdateStarts() throws {
    let transition = try growingUpdate()
    let before = CGSize(width: 320, height: 50)
    let after = CGSize(width: 320, height: 110)
    #expect(transition.contentSizeBefore == before)
    #expect(transition.contentSizeAfter == after)
    #expect(transition.contentSizeTrack.value(at: 0) == before)
    for time in [0.001, 0.1, 0.15, 0.299, 0.3, 1] {
      #expect(transition.contentSizeTrack.value(at: time) == after, "at t = \(time) s")
    }
  }

  @Test func framesShowTheOldSizeOnlyInTheFirstFrame() throws {
    let frames = FrameSampler.standard.frames(of: try growingUpdate())
    #expect(frames.count == 19)  // 0.3 s at 60 frames a second: frames 0…18
    #expect(frames[0].contentSize == CGSize(width: 320, height: 50))
    for index in 1..<frames.count {
      #expect(frames[index].contentSize == CGSize(width: 320, height: 110), "frame \(index)")
    }
  }
}
