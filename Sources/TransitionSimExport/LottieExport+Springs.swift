import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension LottieExport {
  /// Where a spring drives part of the animation: the parameters it was made from and the
  /// stretch of the timeline it drives, for `meta.custom.springs`.
  struct SpringUse: Equatable {
    /// The spring, with the parameters it was made from.
    var spring: Spring
    /// When its first stretch starts, in seconds on the timeline.
    var start: Double
    /// When its last stretch ends, in seconds on the timeline.
    var end: Double
  }

  /// The springs `timeline` uses: per transition, one entry per distinct spring (by the
  /// parameters it was made from), from the start of the first keyframe segment it drives to the
  /// end of the last, in the transition's times — as scheduled, even where a later transition
  /// interrupts it.
  ///
  /// Entries are in transition order, then by start.
  ///
  /// - Complexity: O(*k* · *s*) for *k* keyframes and at most *s* distinct springs per
  ///   transition.
  static func springUses(of timeline: Timeline) -> [SpringUse] {
    var uses: [SpringUse] = []
    for entry in timeline.entries {
      var local: [SpringUse] = []
      func collect<Value>(_ keyframes: [Keyframe<Value>]) {
        for index in keyframes.indices.dropLast() {
          guard case .spring(let spring) = keyframes[index].curve else { continue }
          let start = entry.startTime + keyframes[index].time
          let end = entry.startTime + keyframes[index + 1].time
          guard end > start else { continue }
          if let position = local.firstIndex(where: { $0.spring == spring }) {
            local[position].start = min(local[position].start, start)
            local[position].end = max(local[position].end, end)
          } else {
            local.append(SpringUse(spring: spring, start: start, end: end))
          }
        }
      }
      collect(entry.transition.contentOffsetTrack.keyframes)
      for track in entry.transition.tracks { collect(track.keyframes) }
      // Stable: equal starts keep the order of first use.
      uses += local.enumerated().sorted {
        ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
      }.map(\.element)
    }
    return uses
  }

  /// Appends `, "meta": {"custom": {"springs": [...]}}` when `timeline` uses springs, nothing
  /// otherwise.
  ///
  /// Lottie cannot express a spring, so its stretches are sampled frame by frame; this keeps the
  /// parameters each spring was made from. `meta` is the animation's metadata object (Bodymovin
  /// writes `meta.g`, the generator) and `custom` the member the Lottie specification's metadata
  /// proposal reserves for an author's own data (`lottie/lottie-spec`,
  /// `schema/helpers/metadata.json`); players ignore both. Each entry has `tm` and `dr`, its
  /// start and duration in frames as a marker has, and `spring`, the object a scenario's
  /// `animation.spring` and the keyframe export use (``KeyframeExport``).
  ///
  /// - Complexity: O(*k* · *s*), see ``springUses(of:)``.
  static func appendSpringMetadata(
    of timeline: Timeline, fps: Double, to buffer: inout [UInt8]
  ) {
    let uses = springUses(of: timeline)
    guard !uses.isEmpty else { return }
    buffer.appendASCII(", \"meta\": {\"custom\": {\"springs\": [")
    for (index, use) in uses.enumerated() {
      buffer.appendASCII(index == 0 ? "\n  {\"tm\": " : ",\n  {\"tm\": ")
      DumpNumberFormat.appendFixed(use.start * fps, decimals: 6, to: &buffer)
      buffer.appendASCII(", \"dr\": ")
      DumpNumberFormat.appendFixed((use.end - use.start) * fps, decimals: 6, to: &buffer)
      buffer.appendASCII(", \"spring\": ")
      KeyframeExport.appendSpring(use.spring, to: &buffer)
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.appendASCII("]}}")
  }
}
