import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// What a view shows at every frame, kept as the frames where it changes.
@Suite struct AnimatedSVGRunsTests {
  typealias Runs = AnimatedSVGExport.Runs<AnimatedSVGExport.PlanarValue>
  typealias Value = AnimatedSVGExport.PlanarValue

  func value(_ x: Double) -> Value { Value(CGPoint(x: x, y: 0)) }

  /// Records `frames` (`nil`: not shown) and returns the runs.
  func record(_ frames: [Double?]) -> Runs {
    var runs = Runs()
    for (frame, x) in frames.enumerated() { runs.record(x.map(value), at: frame) }
    return runs
  }

  /// Each frame's state as (value, shown), with the first value held before the first entry.
  func states(_ runs: Runs, count: Int) -> [String] {
    (0..<count).map { frame in
      guard let state = runs.state(at: frame) else { return "before" }
      return "\(state.value.first) \(state.shown)"
    }
  }

  @Test func aStillValueIsOneEntryHoweverLongItHolds() {
    let runs = record(Array(repeating: 3, count: 10_000))
    #expect(runs.entries.count == 1)
    #expect(runs.state(at: 9_999)?.value == value(3))
  }

  @Test func aFrameThatDoesNotShowTheValueHoldsTheLastShown() {
    let runs = record([nil, 1, 1, 2, nil, nil, 2, 5])
    #expect(runs.entries.map(\.frame) == [1, 3, 4, 6, 7])
    #expect(
      states(runs, count: 8) == [
        "before", "1.0 true", "1.0 true", "2.0 true", "2.0 false", "2.0 false", "2.0 true",
        "5.0 true",
      ])
    #expect(runs.entryIndex(atOrBefore: 0) == nil)
    #expect(runs.entryIndex(atOrBefore: 5) == 2)
  }

  /// Forgetting frames leaves them showing the frame before them and every later frame as
  /// recorded, for every range of every sequence of a few values.
  @Test func forgettingFramesKeepsEveryLaterFrame() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<300 {
      let count = Int.random(in: 2...12, using: &generator)
      let frames: [Double?] = (0..<count).map { _ in
        Bool.random(using: &generator) ? nil : Double(Int.random(in: 0...2, using: &generator))
      }
      let lower = Int.random(in: 1..<count, using: &generator)
      let upper = Int.random(in: lower..<count, using: &generator)
      var runs = record(frames)
      let before = states(runs, count: count)
      runs.forget(lower...upper)
      let after = states(runs, count: count)
      #expect(Array(after[..<lower]) == Array(before[..<lower]), "\(frames) \(lower)...\(upper)")
      #expect(
        Array(after[(upper + 1)...]) == Array(before[(upper + 1)...]),
        "\(frames) \(lower)...\(upper)")
      #expect(after[lower...upper].allSatisfy { $0 == after[lower - 1] })
      let frameNumbers = runs.entries.map(\.frame)
      #expect(
        frameNumbers == frameNumbers.sorted() && Set(frameNumbers).count == frameNumbers.count)
      #expect(zip(runs.entries, runs.entries.dropFirst()).allSatisfy { !$0.sameState(as: $1) })
    }
  }

  @Test func textRunsMergeRepeatsAndStartAtTheFirstFrame() {
    let runs = record([nil, nil, 1, 1.00001, 2, nil])
    let texts = runs.texts(0)
    // 1 and 1.00001 both write "1"; the frames before the first hold its value.
    #expect(texts.frames == [0, 4])
    #expect(texts.texts == ["1", "2"])
    #expect(texts.numbers == [[1], [2]])
    #expect(texts.run(at: 3) == 0 && texts.run(at: 4) == 1 && texts.run(at: 99) == 1)
    let visibility = runs.visibilities()
    #expect(visibility.frames == [0, 2, 5])
    #expect(visibility.texts == ["hidden", "visible", "hidden"])
    // Shown from frame 0: never hidden.
    #expect(record([1, 1]).visibilities().texts == ["visible"])
  }
}
