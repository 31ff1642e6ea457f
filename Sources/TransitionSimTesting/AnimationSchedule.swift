import Foundation

/// When an animation's values change, read from the ``Timeline`` its frames are sampled from:
/// the instants where a value can change without animation, and the spans where something
/// animates.
///
/// A frame only shows values; which of them an animation is moving is in the keyframes. In this
/// model a value changes without animation at exactly two kinds of instant: where a track has
/// two keyframes at the same time (``ValueTrack``: "the value jumps there"; a change made without
/// animation is a transition with ``AnimationParameters/immediate`` timing, whose keyframes share
/// one time), and where a transition starts and takes views over (a ``Timeline`` entry's start,
/// a scenario step's). Everywhere else values follow curves, which are continuous.
struct AnimationSchedule {
  /// The timeline the frames are sampled from.
  let timeline: Timeline
  /// The instants where a value can jump, in seconds, ascending and without repeats.
  let jumpInstants: [Double]
  /// The spans where some view or the content offset animates, ascending, disjoint.
  let animatingSpans: [(start: Double, end: Double)]

  /// How long before and after an instant the animation is evaluated to see whether it jumps
  /// there: 10⁻⁹ s, during which a curve moves a value by less than 10⁻⁴ points at 10⁵ points
  /// a second.
  static let instantWidth = 1e-9

  /// The schedule of `animation` as `sampler` samples it (a transition staggered by the
  /// sampler's stagger), or `nil` for an animation that has only frames (a ``FrameSequence``).
  ///
  /// - Throws: ``VerificationFailure`` when the timeline cannot be made.
  /// - Complexity: O(*k* log *k*) for *k* keyframes in all.
  init?(_ animation: some TestableAnimation, sampler: FrameSampler?) throws(VerificationFailure) {
    do {
      if let transition = animation as? Transition {
        let stagger = sampler?.stagger ?? 0
        timeline = Timeline(stagger > 0 ? try transition.staggered(by: stagger) : transition)
      } else if let timeline = animation as? Timeline {
        self.timeline = timeline
      } else if let run = animation as? ScenarioRun {
        timeline = try run.timeline()
      } else {
        return nil
      }
    } catch {
      throw VerificationFailure("The animation could not be sampled: \(error)")
    }
    var instants = Set<Double>()
    var spans: [(start: Double, end: Double)] = []
    for entry in timeline.entries {
      let shift = entry.startTime
      instants.insert(shift)
      for track in entry.transition.tracks {
        Self.collect(track.values, shift: shift, instants: &instants, spans: &spans)
      }
      Self.collect(
        entry.transition.contentOffsetTrack, shift: shift, instants: &instants, spans: &spans)
    }
    jumpInstants = instants.sorted()
    animatingSpans = Self.merged(spans)
  }

  /// Adds the instants where `track` (shifted by `shift` seconds) jumps and the spans where it
  /// moves.
  ///
  /// - Complexity: O(*k*) for *k* keyframes.
  private static func collect<Value: Interpolatable>(
    _ track: ValueTrack<Value>, shift: Double, instants: inout Set<Double>,
    spans: inout [(start: Double, end: Double)]
  ) {
    let keyframes = track.keyframes
    for index in keyframes.indices.dropLast() {
      let from = keyframes[index]
      let to = keyframes[index + 1]
      if to.time > from.time {
        if from.value != to.value { spans.append((shift + from.time, shift + to.time)) }
      } else {
        instants.insert(shift + from.time)
      }
    }
  }

  /// The union of `spans`, as disjoint spans in ascending order.
  ///
  /// - Complexity: O(*s* log *s*) for *s* spans.
  private static func merged(
    _ spans: [(start: Double, end: Double)]
  ) -> [(start: Double, end: Double)] {
    var result: [(start: Double, end: Double)] = []
    for span in spans.sorted(by: { $0.start < $1.start }) {
      if let last = result.last, span.start <= last.end {
        result[result.count - 1].end = max(last.end, span.end)
      } else {
        result.append(span)
      }
    }
    return result
  }

  /// Whether something animates at some instant strictly between `start` and `end`.
  ///
  /// - Complexity: O(log *s*) for *s* spans.
  func isAnimating(between start: Double, and end: Double) -> Bool {
    // The first span that ends after `start`.
    var low = 0
    var high = animatingSpans.count
    while low < high {
      let middle = (low + high) / 2
      if animatingSpans[middle].end <= start { low = middle + 1 } else { high = middle }
    }
    return low < animatingSpans.count && animatingSpans[low].start < end
  }

  /// The message for an animation that has no schedule.
  ///
  /// - Complexity: O(1).
  static func unscheduled(_ animation: some TestableAnimation) -> String {
    "A \(type(of: animation)) has only frames: it does not say when its animations run, so a "
      + "change without animation cannot be told from an animated one. Check the Transition, "
      + "Timeline or ScenarioRun it was sampled from."
  }
}
