import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct TimelineSamplerPresentationTests {
  /// The turn view A makes in ``everyKindOfChange()``.
  private let turn = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0)

  /// A timeline in which views change in every way a frame can show: a 3D turn, a transform that
  /// cannot be decomposed (switched half way), a spring that overshoots and a zIndex that
  /// reorders the views, a deleted view that disappears, an appearing one, a custom attribute,
  /// three keyframes, and an interruption half way that adds the rest of two animations.
  private func everyKindOfChange() throws -> Timeline {
    let second = try linear(1)
    var turned = attributes(item: 0, x: 90)
    turned.transform3D = turn
    var flat = attributes(item: 1, x: 0)
    flat.transform3D = Transform3D(scaleX: 0, y: 1, z: 1)
    var light = attributes(item: 5, x: 0)
    light.customAttributes["weight"] = .number(0)
    var heavy = light
    heavy.customAttributes["weight"] = .number(1)
    let spring = try AnimationParameters(spring: try Spring(duration: 0.6, bounce: 0.4))
    let tracks = [
      Track(
        element: cellElement("A", before: 0, after: 0), change: .unchanged,
        start: attributes(item: 0, x: 0), end: turned, animation: second),
      Track(
        element: cellElement("B", before: 1, after: 1), change: .moved, start: flat,
        end: attributes(item: 1, x: 50), animation: second),
      Track(
        element: cellElement("C", before: 2, after: 2), change: .moved,
        start: attributes(item: 2, x: 0, zIndex: 0), end: attributes(item: 2, x: 40, zIndex: 3),
        animation: spring),
      Track(
        element: cellElement("D", before: 3, after: nil), change: .deleted,
        start: attributes(item: 3, x: 0), end: attributes(item: 3, x: 0, alpha: 0),
        animation: try linear(0.4)),
      Track(
        element: cellElement("E", before: nil, after: 4), change: .appearing,
        start: attributes(item: 4, x: 10, alpha: 0), end: attributes(item: 4, x: 10),
        animation: try linear(0.5, delay: 0.3)),
      Track(
        element: cellElement("F", before: 5, after: 5), change: .unchanged, start: light,
        end: heavy, animation: second),
      try Track(
        element: cellElement("G", before: 6, after: 6), change: .moved,
        keyframes: [
          Keyframe(time: 0, value: attributes(item: 6, x: 0), curve: .timing(.linear)),
          Keyframe(time: 0.4, value: attributes(item: 6, x: 30, y: 5)),
          Keyframe(time: 0.9, value: attributes(item: 6, x: 60, alpha: 0.5)),
        ]),
    ]
    let interruption = [
      Track(
        element: cellElement("A", before: 0, after: 0), change: .moved,
        start: turned, end: attributes(item: 0, x: 20), animation: second),
      Track(
        element: cellElement("C", before: 2, after: 2), change: .moved,
        start: attributes(item: 2, x: 40, zIndex: 3), end: attributes(item: 2, x: 0, zIndex: 1),
        animation: second),
    ]
    return try Timeline(transition(tracks, animation: second))
      .interrupted(by: transition(interruption, animation: second), at: 0.5)
  }

  @Test func aFrameWrittenOverTheLastOneEqualsAFrameMadeAfresh() throws {
    let sampler = TimelineSampler(try everyKindOfChange())
    var cache = sampler.makeCache()
    var buffer = FrameBuffer()
    // Forward at 60 fps, then back and forth: every view changes segment, keyframe and piece,
    // both ways, and views come and go.
    let times = (0...100).map { Double($0) / 60 } + [1.2, 0.1, 0.5, 0.45, 0.9, 0, 1.5, 0.25]
    var writtenInPlace = 0
    for time in times {
      let storage = buffer.elements.withUnsafeBufferPointer { $0.baseAddress }
      let written = sampler.presentation(at: time, isFinal: false, cache: &cache, reusing: &buffer)
      if storage != nil && buffer.elements.withUnsafeBufferPointer({ $0.baseAddress }) == storage {
        writtenInPlace += 1
      }
      var freshCache = sampler.makeCache()
      let fresh = sampler.presentation(at: time, isFinal: false, cache: &freshCache)
      #expect(written == fresh, "at \(time)")
      if time == 0.25 {
        // A: linear, a quarter of the way along x and through the turn.
        let a = try #require(written.attributes(forItem: "A"))
        #expect(abs(a.center.x - 22.5) < 1e-9)
        #expect(a.transform3D == Transform3D.interpolate(from: .identity, to: turn, progress: 0.25))
      }
    }
    #expect(writtenInPlace > times.count / 2)
    let settled = sampler.presentation(at: 0, isFinal: true, cache: &cache, reusing: &buffer)
    var freshCache = sampler.makeCache()
    #expect(settled == sampler.presentation(at: 0, isFinal: true, cache: &freshCache))
    // Settled: D removed, C over the others at zIndex 1, the rest by index path.
    #expect(settled.elements.map { $0.element.itemIdentifier } == ["A", "B", "E", "F", "G", "C"])
  }

  @Test func framesTheCallerKeepsAreNotWrittenOver() throws {
    let frames = try FrameSampler(fps: 30).frames(of: try everyKindOfChange())
    var kept: [Frame] = []
    for frame in frames {
      #expect(frame == frames[frame.index])
      if frame.index % 3 == 0 { kept.append(frame) }
    }
    #expect(kept == stride(from: 0, to: frames.count, by: 3).map { frames[$0] })
  }
}
