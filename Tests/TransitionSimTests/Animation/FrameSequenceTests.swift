import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct FrameSequenceTests {
  private func threeMoves() throws -> Transition {
    let animation = AnimationParameters.collectionViewDefault
    return transition(
      (0..<3).map { item in
        Track(
          element: cellElement("E\(item)", before: item, after: item), change: .unchanged,
          start: attributes(item: item, x: 0), end: attributes(item: item, x: 90),
          animation: animation)
      }, animation: animation)
  }

  @Test func iteratingGivesTheSameFramesAsSubscripting() throws {
    let frames = FrameSampler().frames(of: try threeMoves())
    var iterated: [Frame] = []
    for frame in frames { iterated.append(frame) }
    #expect(iterated.count == 19)
    #expect(iterated == frames.indices.map { frames[$0] })
    #expect(Array(frames.reversed()).first?.index == 18)
  }

  @Test func frameAtATimeIsTheFrameOnScreenThen() throws {
    let frames = FrameSampler().frames(of: try threeMoves())  // 0.3 s at 60 fps: 19 frames
    #expect(frames.frame(at: 0).index == 0)
    #expect(frames.frame(at: 0.1).index == 6)  // 0.1 · 60 = 6.000000000000001
    #expect(frames.frame(at: 0.105).index == 6)
    #expect(frames.frame(at: 6.0 / 60).index == 6)
    #expect(frames.frame(at: 0.299).index == 17)
    #expect(frames.frame(at: 0.3).index == 18)
    #expect(frames.frame(at: 5).index == 18)
    #expect(frames.frame(at: -1).index == 0)
    #expect(frames.frame(at: .nan).index == 0)
    #expect(frames.time(ofFrame: 3) == 3.0 / 60)
    #expect(frames.time(ofFrame: 18) == 0.3)
  }

  @Test func framesForOneElementShowOnlyIt() throws {
    let transition = try threeMoves()
    let frames = FrameSampler().frames(of: transition)
    let e1 = frames.frames(forItem: "E1")
    #expect(e1.count == frames.count)
    #expect(
      e1.allSatisfy { $0.elements.count == 1 && $0.elements[0].element.itemIdentifier == "E1" })
    #expect(e1[9].elements[0] == frames[9].elements[1])
    let byElement = frames.frames(for: cellElement("E2", before: 2, after: 2))
    #expect(byElement.allSatisfy { $0.elements.map(\.element.itemIdentifier) == ["E2"] })
    #expect(frames.frames(forItem: "E1", role: .ghost).allSatisfy { $0.elements.isEmpty })
    #expect(e1[0].contentSize == frames[0].contentSize)
  }

  @Test func aFlowLayoutBatchUpdateStartsAtTheOldLayoutAndEndsAtTheNewExactly() throws {
    // 320 × 480, default flow layout: 50-point items, five to a line, lines 60 points apart.
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C", "D", "E", "F", "G"]])
    view.displayScale = 0
    var old: [String: CollectionViewLayoutAttributes] = [:]
    for (item, identifier) in ["A", "B", "C", "D", "E", "F", "G"].enumerated() {
      old[identifier] = try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }
    // Delete B, insert X at the front, move G to position 2: A…G becomes X A G C D E F.
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      try view.insertItems(at: [IndexPath(item: 0, section: 0)], identifiers: ["X"])
      try view.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 2, section: 0))
    }
    #expect(view.itemIdentifiers == [["X", "A", "G", "C", "D", "E", "F"]])
    var new: [String: CollectionViewLayoutAttributes] = [:]
    for (item, identifier) in ["X", "A", "G", "C", "D", "E", "F"].enumerated() {
      new[identifier] = try view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }

    let frames = FrameSampler().frames(of: transition)
    #expect(frames.count == 19)
    let first = try #require(frames.first)
    let last = try #require(frames.last)
    // B is shown fading out in the first frame and removed in the last, as UIKit removes a
    // deleted view when its animation ends.
    #expect(first.elements.count == 8 && last.elements.count == 7)
    #expect(!last.elements.contains { $0.element.itemIdentifier == "B" })
    for shown in first.elements {
      let identifier = try #require(shown.element.itemIdentifier)
      if shown.change == .inserted {
        // Inserted items start faded at their new place (the base layout's default).
        var faded = try #require(new[identifier])
        faded.alpha = 0
        #expect(shown.attributes == faded, "\(identifier)")
      } else {
        #expect(shown.attributes == old[identifier], "\(identifier)")
      }
    }
    for shown in last.elements {
      let identifier = try #require(shown.element.itemIdentifier)
      if shown.change == .deleted {
        var faded = try #require(old[identifier])
        faded.alpha = 0
        #expect(shown.attributes == faded, "\(identifier)")
      } else {
        #expect(shown.attributes == new[identifier], "\(identifier)")
      }
    }
    // Half way through (frame 9 at 0.15 s; easeInEaseOut is symmetric, so progress 0.5), G is
    // half way between its old and new centers.
    let g = try #require(frames[9].attributes(forItem: "G"))
    let from = try #require(old["G"]).center
    let to = try #require(new["G"]).center
    #expect(abs(g.center.x - (from.x + to.x) / 2) < 1e-9)
    #expect(abs(g.center.y - (from.y + to.y) / 2) < 1e-9)
    #expect(first.contentOffset == .zero && last.contentSize == view.contentSize)
  }
}
