import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// One key of a written animation: its key time, its value, and the `keySplines` entry of the
  /// interval that starts there when that interval is a spline segment (`nil`: linear).
  typealias Key = (keyTime: Int64, value: String, spline: String?)

  /// The keys of an animation from one spline segment to the next, thinned as one stretch: the
  /// previous segment's end (`head`, none before the first), the loop's points in between with
  /// the channel's value at their frames, and the next segment's start (`tail`, none after the
  /// last).
  ///
  /// Read in place: nothing is kept per point. A point's value is the index of its frame's run
  /// (``TextRuns``); the head's and the tail's come after the runs'.
  ///
  /// - Complexity: O(1) memory.
  struct KeyRun: AnimatedSVGKeySource {
    let loop: Loop
    let runs: TextRuns
    let head: Key?
    let points: Range<Int>
    let tail: Key?
    private let headNumbers: [Double?]
    private let tailNumbers: [Double?]

    /// The keys `head`, then `points` of `loop` showing `runs`, then `tail`.
    ///
    /// - Complexity: O(1).
    init(loop: Loop, runs: TextRuns, head: Key?, points: Range<Int>, tail: Key?) {
      self.loop = loop
      self.runs = runs
      self.head = head
      self.points = points
      self.tail = tail
      headNumbers = head.map { $0.value.split(separator: " ").map { Double($0) } } ?? []
      tailNumbers = tail.map { $0.value.split(separator: " ").map { Double($0) } } ?? []
    }

    private var headCount: Int { head == nil ? 0 : 1 }
    var count: Int { headCount + points.count + (tail == nil ? 0 : 1) }

    /// The loop's point that key `index` is, or `nil` for the head and the tail.
    ///
    /// - Complexity: O(1).
    private func point(_ index: Int) -> Int? {
      let offset = index - headCount
      return offset >= 0 && offset < points.count ? points.lowerBound + offset : nil
    }

    /// - Complexity: O(log *r* + log *s*) for *r* runs and *s* frames that are not points.
    func key(_ index: Int) -> (keyTime: Int64, value: Int) {
      if let point = point(index) {
        let (keyTime, frame) = loop.point(point)
        return (keyTime, runs.run(at: frame))
      }
      if index == 0, let head { return (head.keyTime, runs.texts.count) }
      return (tail?.keyTime ?? 0, runs.texts.count + 1)
    }

    /// A run's text, or the head's or the tail's value.
    ///
    /// - Complexity: O(1).
    func text(ofValue value: Int) -> String {
      if value < runs.texts.count { return runs.texts[value] }
      return (value == runs.texts.count ? head?.value : tail?.value) ?? ""
    }

    /// A run's numbers, or the head's or the tail's.
    ///
    /// - Complexity: O(1).
    func numbers(ofValue value: Int) -> [Double?] {
      if value < runs.numbers.count { return runs.numbers[value] }
      return value == runs.numbers.count ? headNumbers : tailNumbers
    }

    /// The keys that show one run of the channel: from a point to the last point in the run,
    /// or from the head through the run after it when that run shows the head's value; and
    /// through the tail when the run reaches it with the tail's value.
    ///
    /// - Complexity: O(log *r* + log *s*).
    func sameValue(from index: Int, upTo limit: Int) -> Int {
      var last = index
      if let point = point(index) {
        let run = runs.run(at: loop.point(point).frame)
        var lastPoint = points.upperBound - 1
        if run + 1 < runs.frames.count {
          lastPoint = min(lastPoint, loop.firstPoint(atOrAfterFrame: runs.frames[run + 1]) - 1)
        }
        last = lastPoint - points.lowerBound + headCount
      } else if index == 0, let head {
        if !points.isEmpty, text(headCount) == head.value {
          last = sameValue(from: headCount, upTo: count - 1)
        }
      } else {
        return index
      }
      if last == count - 2, let tail, text(last) == tail.value { last = count - 1 }
      return max(min(last, limit), index)
    }
  }

  /// The stretches of an animation's keys between spline segments: the loop's points with the
  /// channel's value at their frames, where each spline (in time order, not overlapping)
  /// replaces the points from its start to its end key time by its two ends — the start, which
  /// ends a stretch, and the end, which starts the next.
  ///
  /// A spline starting at the key time where the previous one ends takes the place of that end.
  ///
  /// - Complexity: O(*s* log *n*) for *s* splines and *n* points.
  static func keyRuns(_ runs: TextRuns, _ loop: Loop, splines: [Spline]) -> [KeyRun] {
    var keyRuns: [KeyRun] = []
    var next = 0
    var head: Key?
    for spline in splines {
      let end = loop.firstPoint(from: next, after: spline.start, strictly: false)
      if end == next, let key = head, key.keyTime >= spline.start { head = nil }
      keyRuns.append(
        KeyRun(
          loop: loop, runs: runs, head: head, points: next..<end,
          tail: (spline.start, spline.startValue, spline.controlPoints)))
      head = (spline.end, spline.endValue, nil)
      next = loop.firstPoint(from: end, after: spline.end, strictly: true)
    }
    keyRuns.append(
      KeyRun(loop: loop, runs: runs, head: head, points: next..<loop.pointCount, tail: nil))
    return keyRuns
  }

  /// Appends the timing, `values`, `keyTimes` (and `keySplines`) of the animation of a channel
  /// whose frames show `runs`, and closes its tag.
  ///
  /// Without splines the animation is `calcMode="linear"` (or `discrete`) through the keys
  /// ``keyframes(of:discrete:visit:)`` keeps. With splines, each spline replaces the points at
  /// and between its key times by its two ends, the points between splines are thinned the
  /// same way, and the animation is `calcMode="spline"`, each linear interval with `0 0 1 1`.
  ///
  /// - Complexity: O(*k* × ``longestStraightStretch`` + *u* / ``longestStraightStretch``) for
  ///   *k* points where the value changes and *u* where it does not, times O(log *n*).
  static func appendTiming(
    _ runs: TextRuns, _ loop: Loop, splines: [Spline] = [], discrete: Bool,
    to buffer: inout [UInt8]
  ) {
    var values: [UInt8] = []
    var keyTimes: [UInt8] = []
    var keySplines: [UInt8] = []
    var first = true
    for keyRun in keyRuns(runs, loop, splines: splines) {
      keyframes(of: keyRun, discrete: discrete) { index in
        let (keyTime, value) = keyRun.key(index)
        if !first {
          values.append(UInt8(ascii: ";"))
          keyTimes.append(UInt8(ascii: ";"))
        }
        values.append(contentsOf: keyRun.text(ofValue: value).utf8)
        keyTimes.append(contentsOf: Loop.string(keyTime).utf8)
        if !first { keySplines.append(UInt8(ascii: ";")) }
        // The interval from this key on: a spline segment's curve, else linear. (The last key's
        // is dropped below.)
        let isTail = keyRun.tail != nil && index == keyRun.count - 1
        let spline = isTail ? keyRun.tail?.spline : nil
        keySplines.append(contentsOf: (spline ?? "0 0 1 1").utf8)
        first = false
      }
    }
    let calcMode = discrete ? "discrete" : splines.isEmpty ? "linear" : "spline"
    buffer.append(contentsOf: " dur=\"".utf8)
    buffer.append(contentsOf: DumpNumberFormat.string(loop.duration, decimals: 6).utf8)
    buffer.append(contentsOf: "s\" repeatCount=\"indefinite\" calcMode=\"\(calcMode)\"".utf8)
    buffer.append(contentsOf: " values=\"".utf8)
    buffer.append(contentsOf: values)
    buffer.append(contentsOf: "\" keyTimes=\"".utf8)
    buffer.append(contentsOf: keyTimes)
    if !discrete && !splines.isEmpty {
      buffer.append(contentsOf: "\" keySplines=\"".utf8)
      // Every key's interval but the last's.
      let last = keySplines.lastIndex(of: UInt8(ascii: ";")) ?? 0
      buffer.append(contentsOf: keySplines[..<last])
    }
    buffer.append(contentsOf: "\"/>".utf8)
  }
}
