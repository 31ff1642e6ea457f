import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The keys of a written animation, read in place from the runs of a channel and the loop's
/// points, are those of the plain definition: a value per point, each spline replacing the
/// points from its start to its end by its two ends, every stretch between splines thinned
/// key by key.
@Suite struct AnimatedSVGKeysTests {
  typealias Spline = AnimatedSVGExport.Spline

  /// The plain definition, with every value listed: the keys, then each stretch between splines
  /// thinned by checking every key against the straight line from the last kept one.
  enum Listed {
    static func thin(_ points: [(keyTime: Int64, value: String)], discrete: Bool) -> [Int] {
      guard points.count > 2 else { return Array(points.indices) }
      if discrete {
        return points.indices.filter { $0 == 0 || points[$0 - 1].value != points[$0].value }
      }
      let numbers = points.map { $0.value.split(separator: " ").map { Double($0) } }
      var kept = [0]
      for index in 1..<(points.count - 1) {
        let anchor = kept[kept.count - 1]
        // A stretch of one value is flat however long; a sloped one is checked up to 64 keys.
        let flat = points[anchor...(index + 1)].allSatisfy { $0.value == points[anchor].value }
        let straight =
          flat
          || index - anchor < 64
            && ((anchor + 1)...index).allSatisfy { dropped in
              lies(dropped, anchor, index + 1, points, numbers)
            }
        if !straight { kept.append(index) }
      }
      kept.append(points.count - 1)
      return kept
    }

    static func lies(
      _ index: Int, _ start: Int, _ end: Int, _ points: [(keyTime: Int64, value: String)],
      _ numbers: [[Double?]]
    ) -> Bool {
      let (from, to, value) = (numbers[start], numbers[end], numbers[index])
      guard from.count == value.count, to.count == value.count else { return false }
      let span = Double(points[end].keyTime - points[start].keyTime)
      guard span > 0 else { return false }
      let fraction = Double(points[index].keyTime - points[start].keyTime) / span
      for component in value.indices {
        guard let a = from[component], let b = to[component], let v = value[component] else {
          if points[start].value == points[index].value, points[end].value == points[index].value {
            continue
          }
          return false
        }
        if abs(a + (b - a) * fraction - v) > 1e-6 { return false }
      }
      return true
    }

    static func timing(
      _ values: [String], _ loop: AnimatedSVGExport.Loop, splines: [Spline], discrete: Bool
    ) -> String {
      let points = (0..<loop.pointCount).map { loop.point($0) }
      var keys: [(keyTime: Int64, value: String, spline: String?)] = []
      var next = 0
      for spline in splines {
        while next < points.count, points[next].keyTime < spline.start {
          keys.append((points[next].keyTime, values[points[next].frame], nil))
          next += 1
        }
        if let last = keys.last, last.keyTime >= spline.start { keys.removeLast() }
        keys.append((spline.start, spline.startValue, spline.controlPoints))
        keys.append((spline.end, spline.endValue, nil))
        while next < points.count, points[next].keyTime <= spline.end { next += 1 }
      }
      for point in points[next...] { keys.append((point.keyTime, values[point.frame], nil)) }
      var kept: [Int] = []
      var runStart = 0
      for index in keys.indices where index == keys.count - 1 || keys[index].spline != nil {
        let run = keys[runStart...index].map { (keyTime: $0.keyTime, value: $0.value) }
        kept.append(contentsOf: thin(run, discrete: discrete).map { $0 + runStart })
        runStart = index + 1
      }
      let calcMode = discrete ? "discrete" : splines.isEmpty ? "linear" : "spline"
      var text = " dur=\"\(DumpNumberFormat.string(loop.duration, decimals: 6))s\""
      text += " repeatCount=\"indefinite\" calcMode=\"\(calcMode)\" values=\""
      text += kept.map { keys[$0].value }.joined(separator: ";") + "\" keyTimes=\""
      text += kept.map { AnimatedSVGExport.Loop.string(keys[$0].keyTime) }.joined(separator: ";")
      if !discrete && !splines.isEmpty {
        text += "\" keySplines=\""
        text += kept.dropLast().map { keys[$0].spline ?? "0 0 1 1" }.joined(separator: ";")
      }
      return text + "\"/>"
    }
  }

  /// One channel's values at `count` frames: stretches held still, moving at constant speed
  /// (straight in the loop when the frames are evenly spaced), moving along a curve, or
  /// flickering between two values; a pair of numbers, or a word, at times.
  static func values(count: Int, using generator: inout SeededGenerator) -> [String] {
    var values: [String] = []
    var current = Double(Int.random(in: 0...3, using: &generator))
    while values.count < count {
      let length = Int.random(in: 1...150, using: &generator)
      let kind = Int.random(in: 0...4, using: &generator)
      for step in 0..<length where values.count < count {
        switch kind {
        case 0: break
        case 1: current += 1.5
        case 2: current += Double(step % 7) * 0.25
        case 3: current = step % 2 == 0 ? current : current + 1
        default: current = Double(Int.random(in: 0...2, using: &generator))
        }
        let text = AnimatedSVGExport.geometry(current)
        values.append(kind == 4 && step % 5 == 0 ? "\(text) \(text)" : text)
      }
    }
    return values
  }

  /// Non-overlapping splines over the loop, some starting where the one before ends.
  static func splines(
    _ loop: AnimatedSVGExport.Loop, using generator: inout SeededGenerator
  ) -> [Spline] {
    var splines: [Spline] = []
    var time = Int64(Int.random(in: 0...200_000, using: &generator))
    while splines.count < 6, time < 950_000 {
      let end = time + Int64(Int.random(in: 1...150_000, using: &generator))
      guard end < 1_000_000 else { break }
      splines.append(
        Spline(
          start: time, end: end, startValue: "\(splines.count)", endValue: "\(splines.count + 1)",
          controlPoints: "0.42 0 0.58 1"))
      time =
        Bool.random(using: &generator) ? end : end + Int64.random(in: 1...80_000, using: &generator)
    }
    return splines
  }

  @Test func theKeysReadInPlaceAreTheListedOnes() {
    var generator = SeededGenerator(seed: 42)
    for trial in 0..<400 {
      let count = Int.random(in: 1...600, using: &generator)
      // Evenly spaced frames, or crowded ones that share key times.
      let step = trial % 4 == 0 ? 1e-7 : 1.0 / 60
      var times = AnimatedSVGExport.FrameTimes()
      for frame in 0..<count { times.append(Double(frame) * step) }
      let loop = AnimatedSVGExport.Loop(times: times, pause: AnimatedSVGExport.pause)
      let values = Self.values(count: count, using: &generator)
      let runs = AnimatedSVGExport.TextRuns(values.enumerated().map { ($0.offset, $0.element) })
      let splines = trial % 3 == 0 ? [] : Self.splines(loop, using: &generator)
      let discrete = trial % 5 == 0
      var written: [UInt8] = []
      AnimatedSVGExport.appendTiming(
        runs, loop, splines: splines, discrete: discrete, to: &written)
      let expected = Listed.timing(values, loop, splines: splines, discrete: discrete)
      #expect(String(decoding: written, as: UTF8.self) == expected, "trial \(trial)")
    }
  }

  /// A key source that counts the values compared.
  final class Counter: @unchecked Sendable { var count = 0 }
  struct Counted<Keys: AnimatedSVGKeySource>: AnimatedSVGKeySource {
    var keys: Keys
    var counter: Counter
    var count: Int { keys.count }
    func key(_ index: Int) -> (keyTime: Int64, value: Int) { keys.key(index) }
    func text(ofValue value: Int) -> String { keys.text(ofValue: value) }
    func numbers(ofValue value: Int) -> [Double?] {
      counter.count += 1
      return keys.numbers(ofValue: value)
    }
    func sameValue(from index: Int, upTo limit: Int) -> Int {
      keys.sameValue(from: index, upTo: limit)
    }
  }

  @Test func aStillStretchIsPassedOverWithoutComparingItsKeys() {
    // 100,000 still frames, then a step: the stretch shrinks to its ends, and only the keys
    // around the step are compared.
    var times = AnimatedSVGExport.FrameTimes()
    for frame in 0..<100_001 { times.append(Double(frame) / 60) }
    let loop = AnimatedSVGExport.Loop(times: times, pause: AnimatedSVGExport.pause)
    let runs = AnimatedSVGExport.TextRuns([(0, "1"), (100_000, "2")])
    let keyRuns = AnimatedSVGExport.keyRuns(runs, loop, splines: [])
    #expect(keyRuns.count == 1 && keyRuns[0].count == 100_003)
    let counter = Counter()
    var kept: [Int] = []
    AnimatedSVGExport.keyframes(of: Counted(keys: keyRuns[0], counter: counter), discrete: false) {
      kept.append($0)
    }
    // Key 0 holds frame 0 for the pause; keys 1 through 100,001 are the frames; key 100,002
    // holds the last frame. The last "1" and the first "2" bound the step.
    #expect(kept == [0, 100_000, 100_001, 100_002])
    #expect(counter.count < 64 * 3, "\(counter.count) values compared")
  }
}
