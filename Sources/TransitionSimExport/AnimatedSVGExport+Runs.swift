import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension AnimatedSVGExport {
  /// What one view (or the content offset, or size) shows at every frame, kept as the frames
  /// where it changes: an entry starts a run of frames that show one value, or show nothing.
  ///
  /// A frame that does not show the value keeps the last value shown (``Entry/value``, with
  /// ``Entry/shown`` false), so that nothing moves while unseen; the frames before the first
  /// entry show nothing and hold the first entry's value. Memory grows with the changes, not
  /// with the frames: a still view is one entry however long it holds.
  ///
  /// - Complexity: O(1) memory per change.
  struct Runs<Value: AnimatedSVGValue> {
    /// A run's first frame and what it shows.
    ///
    /// - Complexity: O(1) to store.
    struct Entry: Equatable {
      var frame: Int
      var value: Value
      var shown: Bool

      /// Whether `other` shows the same, whatever frame starts it.
      ///
      /// - Complexity: O(1).
      func sameState(as other: Entry) -> Bool { value == other.value && shown == other.shown }
      /// `visible`, or `hidden` when not shown or not painted.
      var visibility: String { shown ? value.visibility : "hidden" }
    }

    /// The runs, in frame order.
    private(set) var entries: [Entry] = []

    /// Records what frame `frame` (later than any recorded) shows: `value`, or nothing.
    ///
    /// - Complexity: O(1), amortized.
    mutating func record(_ value: Value?, at frame: Int) {
      guard let last = entries.last else {
        if let value { entries.append(Entry(frame: frame, value: value, shown: true)) }
        return
      }
      if let value {
        if !last.shown || last.value != value {
          entries.append(Entry(frame: frame, value: value, shown: true))
        }
      } else if last.shown {
        entries.append(Entry(frame: frame, value: last.value, shown: false))
      }
    }

    /// The index of the entry whose run holds `frame`, or `nil` before the first.
    ///
    /// - Complexity: O(log *e*) for *e* entries.
    func entryIndex(atOrBefore frame: Int) -> Int? {
      var low = 0
      var high = entries.count
      while low < high {
        let middle = (low + high) / 2
        if entries[middle].frame <= frame { low = middle + 1 } else { high = middle }
      }
      return low > 0 ? low - 1 : nil
    }

    /// What frame `frame` shows, with the first frame of its run; `nil` before the first entry.
    ///
    /// - Complexity: O(log *e*).
    func state(at frame: Int) -> Entry? {
      entryIndex(atOrBefore: frame).map { entries[$0] }
    }

    /// Forgets what frames `frames` show, leaving them showing what the frame before them does,
    /// and keeps what every later frame shows.
    ///
    /// - Complexity: O(log *e* + entries after the range).
    mutating func forget(_ frames: ClosedRange<Int>) {
      guard let after = state(at: frames.upperBound + 1) else { return }
      let from = entryIndex(atOrBefore: frames.lowerBound - 1).map { $0 + 1 } ?? 0
      let to = entryIndex(atOrBefore: frames.upperBound).map { $0 + 1 } ?? 0
      guard from < to else { return }
      entries.removeSubrange(from..<to)
      let next = frames.upperBound + 1
      if from == entries.count || entries[from].frame != next {
        var restored = after
        restored.frame = next
        entries.insert(restored, at: from)
      }
      // The run reaching past the range may show what the next one does: one run.
      if from > 0, entries[from - 1].sameState(as: entries[from]) { entries.remove(at: from) }
    }

    /// The runs of `channel`'s text (``AnimatedSVGValue/text(_:)``), the first from frame 0
    /// (the frames before the first entry hold its value).
    ///
    /// - Complexity: O(*e*).
    func texts(_ channel: Int) -> TextRuns {
      TextRuns(entries.lazy.map { ($0.frame, $0.value.text(channel)) })
    }

    /// The runs of the visibility: `hidden` before the first entry, then each entry's.
    ///
    /// - Complexity: O(*e*).
    func visibilities() -> TextRuns {
      TextRuns([(0, "hidden")] + entries.map { ($0.frame, $0.visibility) })
    }
  }

  /// The runs of one written channel: from each run's first frame on, the channel is written
  /// `texts[run]` (runs next to each other differ), with the text's numbers.
  ///
  /// - Complexity: O(1) memory per run.
  struct TextRuns {
    private(set) var frames: [Int] = []
    private(set) var texts: [String] = []
    /// Each text's numbers, split at spaces (`nil` for a word that is not a number).
    private(set) var numbers: [[Double?]] = []

    /// Merges `runs` (in frame order) where a text repeats; the first starts at frame 0, and a
    /// run starting at the frame of the one before replaces it.
    ///
    /// - Complexity: O(*r*) for *r* runs.
    init(_ runs: some Sequence<(Int, String)>) {
      for (frame, text) in runs {
        let start = frames.isEmpty ? 0 : frame
        if frames.last == start {
          frames.removeLast()
          texts.removeLast()
          numbers.removeLast()
        }
        guard texts.last != text else { continue }
        frames.append(start)
        texts.append(text)
        numbers.append(text.split(separator: " ").map { Double($0) })
      }
    }

    /// The index of the run that holds `frame`.
    ///
    /// - Complexity: O(log *r*).
    func run(at frame: Int) -> Int {
      var low = 0
      var high = frames.count
      while low < high {
        let middle = (low + high) / 2
        if frames[middle] <= frame { low = middle + 1 } else { high = middle }
      }
      return max(low - 1, 0)
    }
  }
}
