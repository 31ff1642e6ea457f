import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A timeline that exercises every kind of timing the animated SVG meets, at 60 fps.
///
/// - `A` moves from (60, 60) to (260, 200) with easeInEaseOut over 0.3 s after a delay of
///   0.055 s (off the frame grid); at 0.2 s a second transition sends it on to (100, 300) with
///   easeOut over 0.3 s, additively, so the first motion still adds to it until 0.355 s;
/// - `R` turns 60° and scales to 1.5 × 0.75 about a fixed center along Core Animation's
///   default curve (0.25, 0.1, 0.25, 1) over 0.25 s;
/// - `S` moves down 100 points on a bouncy spring;
/// - the content offset scrolls 30 points with easeInEaseOut over 0.3 s, taken over at 0.2 s.
enum SplineTimeline {
  static func attributes(
    item: Int, center: CGPoint, transform: Transform3D = .identity
  ) -> CollectionViewLayoutAttributes {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.size = CGSize(width: 80, height: 80)
    attributes.center = center
    attributes.transform3D = transform
    return attributes
  }

  /// Rotation by `degrees` then scale by (`x`, `y`), written out as a matrix: the x axis goes
  /// to x·(cos θ, sin θ), the y axis to y·(−sin θ, cos θ).
  static func turned(_ degrees: Double, scaleX x: Double, y: Double) -> Transform3D {
    let angle = degrees * .pi / 180
    var transform = Transform3D.identity
    transform.m11 = x * cos(angle)
    transform.m12 = x * sin(angle)
    transform.m21 = -y * sin(angle)
    transform.m22 = y * cos(angle)
    return transform
  }

  static let turn = turned(60, scaleX: 1.5, y: 0.75)

  static func make() throws -> Timeline {
    let eased = try AnimationParameters(duration: 0.3, curve: .timing(.easeInEaseOut))
    let move = Track(
      element: cellElement("A", before: 0, after: 0), change: .unchanged,
      start: attributes(item: 0, center: CGPoint(x: 60, y: 60)),
      end: attributes(item: 0, center: CGPoint(x: 260, y: 200)),
      animation: try AnimationParameters(
        duration: 0.3, curve: .timing(.easeInEaseOut), delay: 0.055))
    let spin = Track(
      element: cellElement("R", before: 1, after: 1), change: .unchanged,
      start: attributes(item: 1, center: CGPoint(x: 60, y: 200)),
      end: attributes(item: 1, center: CGPoint(x: 60, y: 200), transform: turn),
      animation: try AnimationParameters(duration: 0.25, curve: .timing(.default)))
    let spring = try Spring(duration: 0.4, bounce: 0.4)
    let bounce = Track(
      element: cellElement("S", before: 2, after: 2), change: .unchanged,
      start: attributes(item: 2, center: CGPoint(x: 200, y: 60)),
      end: attributes(item: 2, center: CGPoint(x: 200, y: 160)),
      animation: try AnimationParameters(spring: spring))
    let first = Transition(
      kind: .batchUpdate, tracks: [move, spin, bounce], contentOffsetBefore: .zero,
      contentOffsetAfter: CGPoint(x: 0, y: 30), contentSizeBefore: CGSize(width: 320, height: 400),
      contentSizeAfter: CGSize(width: 320, height: 400), updateItems: [], layoutCalls: [],
      animation: eased)
    let onward = Track(
      element: cellElement("A", before: 0, after: 0), change: .unchanged,
      start: attributes(item: 0, center: CGPoint(x: 260, y: 200)),
      end: attributes(item: 0, center: CGPoint(x: 100, y: 300)),
      animation: try AnimationParameters(duration: 0.3, curve: .timing(.easeOut)))
    let second = Transition(
      kind: .batchUpdate, tracks: [onward], contentOffsetBefore: CGPoint(x: 0, y: 30),
      contentOffsetAfter: CGPoint(x: 0, y: 30), contentSizeBefore: CGSize(width: 320, height: 400),
      contentSizeAfter: CGSize(width: 320, height: 400), updateItems: [], layoutCalls: [],
      animation: eased)
    return try Timeline(first).interrupted(by: second, at: 0.2)
  }

  /// The animated SVG of the timeline's frames at 60 fps, with its timing, read back.
  static func document() throws -> (AnimatedSVGDocument, FrameSequence, Timeline) {
    let timeline = try make()
    let frames = FrameSampler().frames(of: timeline)
    let bytes = try rendered {
      try AnimatedSVGExport.write(
        frames: frames, timeline: timeline, scenario: "splines",
        viewport: CGSize(width: 320, height: 240), to: $0)
    }
    return (try AnimatedSVGDocument(bytes), frames, timeline)
  }
}

@Suite struct AnimatedSVGSplineTests {
  /// The group of the view `id`.
  func group(_ id: String, in document: AnimatedSVGDocument) throws -> AnimatedSVGDocument.Node {
    try #require(document.nodes.first { $0.attributes["data-id"] == id })
  }

  /// `time` (seconds of the replay) as a key time of the loop of `frames`.
  func keyTime(_ time: Double, _ frames: FrameSequence) -> Double {
    (AnimatedSVGExport.pause + time) / (frames.duration + 2 * AnimatedSVGExport.pause)
  }

  @Test func aBezierTimedStretchIsOneSplineSegmentWithTheCurvesControlPoints() throws {
    let (document, frames, _) = try SplineTimeline.document()
    let spin = try group("R", in: document)
    let rotate = try #require(spin.animations.first { $0["type"] == "rotate" })
    #expect(rotate["calcMode"] == "spline")
    // The pause, the turn along (0.25, 0.1, 0.25, 1) from 0 s to 0.25 s, the rest and the pause.
    #expect(rotate["values"] == "0;0;60;60")
    // The loop: the pause, the replay (until the spring settles), the pause.
    let loop = frames.duration + 2 * 0.5
    let expectedKeyTimes = [0, 0.5 / loop, (0.5 + 0.25) / loop, 1].map {
      DumpNumberFormat.string($0, decimals: 6)
    }
    #expect(rotate["keyTimes"] == expectedKeyTimes.joined(separator: ";"))
    #expect(rotate["keySplines"] == "0 0 1 1;0.25 0.1 0.25 1;0 0 1 1")
    let scale = try #require(spin.animations.first { $0["type"] == "scale" })
    #expect(scale["values"] == "1 1;1 1;1.5 0.75;1.5 0.75")
    // The spring stays frame by frame.
    let bounce = try group("S", in: document)
    let spring = try #require(bounce.animations.first { $0["type"] == "translate" })
    #expect(spring["calcMode"] == "linear")
    #expect(spring["keySplines"] == nil)
    #expect((spring["values"]?.split(separator: ";").count ?? 0) > 10)
  }

  @Test func aStretchCutByADelayAndAnInterruptionKeepsItsPartOfTheCurve() throws {
    let (document, frames, _) = try SplineTimeline.document()
    let move = try group("A", in: document)
    let translate = try #require(move.animations.first { $0["type"] == "translate" })
    #expect(translate["calcMode"] == "spline")
    let keyTimes = (translate["keyTimes"] ?? "").split(separator: ";").compactMap { Double($0) }
    let loop = frames.duration + 2 * 0.5
    // The first motion runs alone from its delay (0.055 s) to the interruption (0.2 s), and the
    // second alone from the end of the first (0.355 s, when its additive remainder stops) on.
    for time in [0.055, 0.2, 0.355, 0.5] {
      let expected = (0.5 + time) / loop
      #expect(
        keyTimes.contains { abs($0 - expected) < 1e-6 }, "a key time at \(time) s: \(keyTimes)")
    }
    let splines = (translate["keySplines"] ?? "").split(separator: ";").map(String.init)
    #expect(splines.filter { $0 != "0 0 1 1" }.count == 2, "\(splines)")
    let visible = try #require(document.nodes.first { $0.attributes["class"] == "visible" })
    let scroll = try #require(visible.animations.first { $0["attributeName"] == "y" })
    #expect(scroll["calcMode"] == "spline")
  }

  /// Every frame of the dump, and instants between frames inside the spline segments, are
  /// shown where the frames and the timeline put them, within 0.01 pt (and 0.01° and 0.0001 of
  /// scale), evaluating the written key splines with the test's own Bézier solver.
  @Test func theSplinesShowTheFramesAndTheTimelineBetweenThem() throws {
    let (document, frames, timeline) = try SplineTimeline.document()
    var instants = frames.map { (time: $0.time, presentation: $0.presentation, exact: true) }
    // Inside A's first segment (0.055–0.2 s) and second (0.355–0.5 s), R's turn (0–0.25 s)
    // and the scroll (0–0.2 s), off the frame grid.
    for time in [0.0123, 0.0611, 0.0937, 0.1411, 0.1873, 0.2345, 0.3707, 0.4242, 0.4876] {
      instants.append((time, timeline.presentation(at: time), false))
    }
    var checked = 0
    for instant in instants {
      let keyTime = keyTime(instant.time, frames)
      for element in instant.presentation.elements {
        let id = element.element.description
        // Between frames only the Bézier-timed stretches are exact: A outside its additive
        // blend (0.2–0.355 s), R throughout; the spring is linear between its frames.
        if !instant.exact {
          guard id == "R" || (id == "A" && !(0.2...0.355).contains(instant.time)) else { continue }
        }
        let node = try group(id, in: document)
        let attributes = element.attributes
        let translation = try #require(AnimatedSVGDocument.translation(of: node, at: keyTime))
        #expect(abs(translation[0] - Double(attributes.center.x)) < 0.01, "\(id) at \(instant)")
        #expect(abs(translation[1] - Double(attributes.center.y)) < 0.01, "\(id) at \(instant)")
        if id == "R" {
          let t = attributes.transform3D
          let angle = atan2(Double(t.m12), Double(t.m11)) * 180 / .pi
          let scaleX = (Double(t.m11 * t.m11 + t.m12 * t.m12)).squareRoot()
          let rotate = AnimatedSVGDocument.transformPart("rotate", of: node, at: keyTime)
          let scale = AnimatedSVGDocument.transformPart("scale", of: node, at: keyTime)
          #expect(abs((rotate?.first ?? .nan) - angle) < 0.01, "R at \(instant.time)")
          #expect(abs((scale?.first ?? .nan) - scaleX) < 1e-4, "R at \(instant.time)")
        }
        checked += 1
      }
      if instant.exact || instant.time < 0.2 {
        let visible = try #require(document.nodes.first { $0.attributes["class"] == "visible" })
        let y = AnimatedSVGDocument.attribute("y", of: visible, at: keyTime).flatMap(Double.init)
        #expect(abs((y ?? .nan) - Double(instant.presentation.contentOffset.y)) < 0.01)
      }
    }
    #expect(checked > 80)
  }

  @Test func framesAloneStaySampled() throws {
    let timeline = try SplineTimeline.make()
    let frames = FrameSampler().frames(of: timeline)
    let bytes = try rendered {
      try AnimatedSVGExport.write(
        frames: frames, scenario: "splines", viewport: CGSize(width: 320, height: 240), to: $0)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("keySplines"))
    #expect(!text.contains("calcMode=\"spline\""))
    #expect(text.contains("calcMode=\"linear\""))
  }
}

/// Bundled flow-layout scenarios written with their timing (with the test's flow layouts):
/// every frame is still shown exactly, whatever became a spline (interruptions of both kinds,
/// scrolls, springs, self-sizing).
@Suite struct AnimatedSVGBundledSplineTests {
  @Test(arguments: [
    "flow-grid-batch", "interrupted-update", "interrupted-from-current-state", "apply-snapshot",
    "self-sizing-insert-above", "reconfigure-vs-reload", "flow-sections",
  ])
  func everyFrameIsShownWithTheTiming(scenario name: String) throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Scenarios/\(name).json").standardized
    let scenario = try Scenario(json: Data(contentsOf: file), file: file.path)
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(scenario)
    let timeline = try run.timeline()
    let frames = try run.frames()
    let bytes = try rendered {
      try AnimatedSVGExport.write(
        frames: frames, timeline: timeline, scenario: name, viewport: scenario.viewport, to: $0)
    }
    let document = try AnimatedSVGDocument(bytes)
    #expect(try expectEveryFrameShown(frames, by: document) > 0)
    let animations = document.nodes.flatMap { $0.animations }
    let splines = animations.filter { $0["calcMode"] == "spline" }
    #expect(!splines.isEmpty, "\(name) has Bézier-timed motion")
  }
}
