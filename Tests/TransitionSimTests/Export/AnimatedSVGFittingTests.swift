import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A timed stretch becomes a spline segment of the channels whose frames its curve reproduces,
/// and the frames inside a lone segment are forgotten once the frames have passed it.
@Suite struct AnimatedSVGFittingTests {
  typealias Value = AnimatedSVGExport.PlanarValue
  typealias Fitting = AnimatedSVGExport.SplineFitting<CGPoint, Value>

  /// 61 frames at 60 fps: `x` follows `curve` from 0 to 100 between 0.2 s and 0.7 s, `y` holds
  /// at 5.
  func frames(_ curve: TimingCurve) -> (AnimatedSVGExport.FrameTimes, AnimatedSVGExport.Runs<Value>)
  {
    var times = AnimatedSVGExport.FrameTimes()
    var runs = AnimatedSVGExport.Runs<Value>()
    for frame in 0...60 {
      let time = Double(frame) / 60
      let progress = min(max((time - 0.2) / 0.5, 0), 1)
      times.append(time)
      runs.record(Value(CGPoint(x: 100 * curve.value(at: progress), y: 5)), at: frame)
    }
    return (times, runs)
  }

  func span(_ points: [Double]) -> AnimatedSVGExport.TimedSpan<CGPoint> {
    AnimatedSVGExport.TimedSpan(
      start: 0.2, end: 0.7, controlPoints: points, startValue: CGPoint(x: 0, y: 5),
      endValue: CGPoint(x: 100, y: 5))
  }

  func decide(
    _ fitting: inout Fitting, _ runs: inout AnimatedSVGExport.Runs<Value>,
    _ times: AnimatedSVGExport.FrameTimes
  ) {
    fitting.decide(before: .infinity, runs: &runs, times: times) { span, _ in
      (Value(span.startValue), Value(span.endValue))
    }
  }

  @Test func aReproducedStretchIsASegmentOfTheChannelThatChanges() throws {
    let curve = try TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
    var (times, runs) = frames(curve)
    let before = (0...60).map { runs.state(at: $0)?.value }
    var fitting = Fitting(spans: [span([0.42, 0, 0.58, 1])])
    decide(&fitting, &runs, times)
    #expect(fitting.fitted.count == 1)
    let loop = AnimatedSVGExport.Loop(times: times, pause: AnimatedSVGExport.pause)
    let splines = fitting.splines(0, loop: loop)
    #expect(splines.count == 1 && splines.first?.controlPoints == "0.42 0 0.58 1")
    #expect(splines.first?.startValue == "0" && splines.first?.endValue == "100")
    // `y` does not change: no segment.
    #expect(fitting.splines(1, loop: loop).isEmpty)
    // The frames strictly inside the stretch but its first and last are forgotten; the frames
    // outside it show what they did.
    #expect(runs.entries.count <= 4, "\(runs.entries.map(\.frame))")
    for frame in Array(0...12) + Array(42...60) {
      #expect(runs.state(at: frame)?.value == before[frame], "frame \(frame)")
    }
  }

  @Test func anOvershootingOrUnconfirmedCurveIsNoSegment() throws {
    // SMIL's control points lie in 0…1: an overshooting curve stays frame by frame.
    let back = try TimingCurve(controlPoints: 0.68, -0.55, 0.265, 1.55)
    var (times, runs) = frames(back)
    let kept = runs.entries.count
    var fitting = Fitting(spans: [span([0.68, -0.55, 0.265, 1.55])])
    decide(&fitting, &runs, times)
    #expect(fitting.fitted.isEmpty && runs.entries.count == kept)
    // Frames that follow another curve do not confirm the stretch.
    (times, runs) = frames(try TimingCurve(controlPoints: 0.42, 0, 1, 1))
    fitting = Fitting(spans: [span([0.42, 0, 0.58, 1])])
    decide(&fitting, &runs, times)
    #expect(fitting.fitted.isEmpty)
  }
}
