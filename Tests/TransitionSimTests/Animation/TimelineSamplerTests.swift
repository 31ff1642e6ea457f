import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct TimelineSamplerTests {
  @Test func elementsAreDrawnByZIndexThenElementThenGhostOverElement() throws {
    let animation = try linear(1)
    let a = cellElement("A", before: 0, after: 0)
    let b = cellElement("B", before: 1, after: 1)
    let c = cellElement("C", before: 2, after: 2)
    // A rises from zIndex 0 to 2 (taking 2 as soon as it starts); B is reloaded (a ghost);
    // C stays at zIndex 1.
    let tracks = [
      Track(
        element: a, change: .unchanged, start: attributes(x: 0, zIndex: 0),
        end: attributes(x: 10, zIndex: 2), animation: animation),
      Track(
        element: b, change: .reloaded, role: .ghost, start: attributes(item: 1, x: 0),
        end: attributes(item: 1, x: 0, alpha: 0), animation: animation),
      Track(
        element: b, change: .reloaded, start: attributes(item: 1, x: 0),
        end: attributes(item: 1, x: 0), animation: animation),
      Track(
        element: c, change: .unchanged, start: attributes(item: 2, x: 0, zIndex: 1),
        end: attributes(item: 2, x: 0, zIndex: 1), animation: animation),
    ]
    let sampler = TimelineSampler(Timeline(transition(tracks, animation: animation)))
    var cache = sampler.makeCache()
    func order(_ time: Double, isFinal: Bool = false) -> [String] {
      sampler.presentation(at: time, isFinal: isFinal, cache: &cache).elements.map {
        ($0.element.itemIdentifier ?? "?") + ($0.role == .ghost ? "'" : "")
      }
    }
    #expect(order(0) == ["A", "B", "B'", "C"])
    #expect(order(0.5) == ["B", "B'", "C", "A"])
    // Once the animation is over, UIKit removes the reload's outgoing view (the ghost).
    #expect(order(1, isFinal: true) == ["B", "C", "A"])
    #expect(sampler.endTime == 1)
  }

  @Test func tracksWithTheSameTimingShareOneClock() throws {
    let animation = AnimationParameters.collectionViewDefault
    let tracks = (0..<50).map { item in
      Track(
        element: cellElement("E\(item)", before: item, after: item), change: .unchanged,
        start: attributes(item: item, x: 0), end: attributes(item: item, x: 10),
        animation: animation)
    }
    let sampler = TimelineSampler(Timeline(transition(tracks, animation: animation)))
    // The 50 tracks and the content offset all run over [0, 0.3] easeInEaseOut; the content
    // size jumps at 0, a clock of no length that no frame evaluates.
    #expect(sampler.clocks.count == 2)
    let staggered = TimelineSampler(
      Timeline(try transition(tracks, animation: animation).staggered(by: 0.01)))
    #expect(staggered.clocks.count == 51)
  }

  @Test func aFinalPresentationIgnoresTheTime() throws {
    let animation = try linear(0)
    let a = cellElement("A", before: 0, after: 0)
    let sampler = TimelineSampler(
      Timeline(
        transition(
          [
            Track(
              element: a, change: .moved, start: attributes(x: 0), end: attributes(x: 5),
              animation: animation)
          ],
          animation: animation)))
    var cache = sampler.makeCache()
    #expect(
      sampler.presentation(at: 0, isFinal: false, cache: &cache).attributes(forItem: "A")?.center.x
        == 0)
    #expect(
      sampler.presentation(at: 0, isFinal: true, cache: &cache).attributes(forItem: "A")?.center.x
        == 5)
  }
}
