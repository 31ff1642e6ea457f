import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A minimal Lottie player for one animated property, written from the format's description
/// (the Lottie specification, lottie-spec "Properties"): keyframes in ascending `t`, a hold (`h` 1)
/// keeps the value until the next keyframe, otherwise the cubic Bézier (0, 0), `o`, `i`, (1, 1)
/// maps the time fraction to the value fraction.
///
/// Independent of the exporter: the curve is solved by bisection.
struct LottieProperty {
  var object: [String: Any]

  var isAnimated: Bool { object["a"] as? Int == 1 }
  var keyframes: [[String: Any]] { object["k"] as? [[String: Any]] ?? [] }

  /// The value at frame `t`.
  func value(at t: Double) -> [Double] {
    guard isAnimated else {
      if let values = numbers(object["k"]), !values.isEmpty { return values }
      return [number(object["k"]) ?? .nan]
    }
    let frames = keyframes
    guard let first = frames.first else { return [] }
    let times = frames.map { number($0["t"]) ?? .nan }
    if t <= times[0] { return numbers(first["s"]) ?? [] }
    guard let index = times.lastIndex(where: { $0 <= t }), index + 1 < frames.count else {
      return numbers(frames[frames.count - 1]["s"]) ?? []
    }
    let from = numbers(frames[index]["s"]) ?? []
    let to = numbers(frames[index + 1]["s"]) ?? []
    if frames[index]["h"] as? Int == 1 { return from }
    let fraction = (t - times[index]) / (times[index + 1] - times[index])
    let out = frames[index]["o"] as? [String: Any] ?? [:]
    let into = frames[index]["i"] as? [String: Any] ?? [:]
    return from.indices.map { dimension in
      let x1 = numbers(out["x"])?[dimension] ?? 0
      let y1 = numbers(out["y"])?[dimension] ?? 0
      let x2 = numbers(into["x"])?[dimension] ?? 1
      let y2 = numbers(into["y"])?[dimension] ?? 1
      let progress = Self.bezier(x1, y1, x2, y2, at: fraction)
      return from[dimension] + (to[dimension] - from[dimension]) * progress
    }
  }

  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double
  {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }
}

@Suite struct LottieExportTests {
  func animation(_ run: ScenarioRun) throws -> [String: Any] {
    let bytes = try rendered { try LottieExport.write(run: run, to: $0) }
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  @Test func theGoldenScenarioMatchesItsGoldenFile() throws {
    let bytes = try rendered { try LottieExport.write(run: try goldenRun(), to: $0) }
    try expectGolden(bytes, named: "golden.lottie.json")
  }

  @Test func theStructureIsAValidLottieAnimation() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let lottie = try animation(run)
    #expect(lottie["v"] as? String == "5.7.4")
    #expect(number(lottie["fr"]) == 30)
    #expect(lottie["ip"] as? Int == 0)
    #expect(lottie["op"] as? Int == frames.count)
    #expect(lottie["w"] as? Int == 280)
    #expect(lottie["h"] as? Int == 240)
    #expect((lottie["assets"] as? [Any])?.isEmpty == true)
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    // One null layer for the content offset, then one layer per view the frames ever show.
    var views = Set<String>()
    for frame in frames { for element in frame.elements { views.insert(viewKey(element)) } }
    #expect(layers.count == views.count + 1)
    #expect(Set(layers.dropFirst().compactMap { $0["nm"] as? String }) == views)
    #expect(layers[0]["ty"] as? Int == 3)
    #expect(layers[0]["ind"] as? Int == 1)
    var indices = Set<Int>()
    for layer in layers {
      for key in ["ty", "ind", "ip", "op", "st", "ks"] {
        #expect(layer[key] != nil, "layer \(layer["nm"] ?? "?") has \(key)")
      }
      let index = try #require(layer["ind"] as? Int)
      #expect(indices.insert(index).inserted, "layer indices are unique")
      let transform = try #require(layer["ks"] as? [String: Any])
      for key in ["a", "p", "s", "r", "o"] {
        let property = try #require(transform[key] as? [String: Any])
        let animated = try #require(property["a"] as? Int)
        #expect(animated == 0 || animated == 1)
        guard animated == 1 else { continue }
        let keyframes = try #require(property["k"] as? [[String: Any]])
        #expect(keyframes.count >= 2)
        let times = keyframes.compactMap { number($0["t"]) }
        #expect(times.count == keyframes.count)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "ascending t")
        for (position, keyframe) in keyframes.enumerated() {
          let dimensions = (keyframe["s"] as? [Any])?.count ?? 0
          #expect(dimensions == (key == "r" || key == "o" ? 1 : 2))
          guard position + 1 < keyframes.count, keyframe["h"] == nil else { continue }
          for handle in ["o", "i"] {
            let easing = try #require(keyframe[handle] as? [String: Any])
            let x = try #require(numbers(easing["x"]))
            #expect(x.count == dimensions && numbers(easing["y"])?.count == dimensions)
            #expect(x.allSatisfy { (0...1).contains($0) }, "easing x within 0…1")
          }
        }
      }
      if index > 1 {
        #expect(layer["ty"] as? Int == 4)
        #expect(layer["parent"] as? Int == 1)
        #expect(layer["op"] as? Int == frames.count)
        let shapes = try #require(layer["shapes"] as? [[String: Any]])
        let items = try #require(shapes.first?["it"] as? [[String: Any]])
        #expect(items.compactMap { $0["ty"] as? String } == ["rc", "st", "fl", "tr"])
      }
    }
  }

  @Test func playingTheAnimationGivesTheFrames() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    let lottie = try animation(run)
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    let offset = LottieProperty(
      object: try #require((layers[0]["ks"] as? [String: Any])?["p"] as? [String: Any]))
    var byName: [String: [String: Any]] = [:]
    for layer in layers.dropFirst() { byName[layer["nm"] as? String ?? ""] = layer }
    for frame in frames {
      let t = Double(frame.index)
      let shift = offset.value(at: t)
      #expect(abs(shift[0] + Double(frame.contentOffset.x)) <= 0.01)
      #expect(abs(shift[1] + Double(frame.contentOffset.y)) <= 0.01)
      for element in frame.elements {
        let layer = try #require(byName[viewKey(element)])
        #expect(try #require(layer["ip"] as? Int) <= frame.index, "shown from its in point")
        let transform = try #require(layer["ks"] as? [String: Any])
        func property(_ key: String) throws -> LottieProperty {
          LottieProperty(object: try #require(transform[key] as? [String: Any]))
        }
        let attributes = element.attributes
        let t3 = attributes.transform3D
        let position = try property("p").value(at: t)
        let place = "\(viewKey(element)) at frame \(frame.index)"
        #expect(abs(position[0] - Double(attributes.center.x + t3.m41)) <= 0.01, "\(place)")
        #expect(abs(position[1] - Double(attributes.center.y + t3.m42)) <= 0.01, "\(place)")
        let opacity = try property("o").value(at: t)[0]
        let alpha = attributes.isHidden ? 0 : min(max(Double(attributes.alpha), 0), 1)
        #expect(abs(opacity - alpha * 100) <= 0.01, "\(place)")
        // Scale and rotation reproduce the transform's 2-D part: s·(cos r, sin r) = (m11, m12).
        let scale = try property("s").value(at: t)
        let rotation = try property("r").value(at: t)[0] * .pi / 180
        #expect(abs(scale[0] / 100 * cos(rotation) - Double(t3.m11)) <= 1e-3, "\(place)")
        #expect(abs(scale[0] / 100 * sin(rotation) - Double(t3.m12)) <= 1e-3, "\(place)")
        #expect(abs(scale[1] / 100 * cos(rotation) - Double(t3.m22)) <= 1e-3, "\(place)")
        let shapes = try #require(layer["shapes"] as? [[String: Any]])
        let rectangle = try #require((shapes[0]["it"] as? [[String: Any]])?[0])
        let size = LottieProperty(object: try #require(rectangle["s"] as? [String: Any]))
          .value(at: t)
        #expect(abs(size[0] - Double(attributes.size.width)) <= 0.01, "\(place)")
        #expect(abs(size[1] - Double(attributes.size.height)) <= 0.01, "\(place)")
      }
    }
  }

  @Test func anEasedSegmentIsTwoKeyframesWithTheCurvesHandles() throws {
    // flow-grid-batch's shape: one batch, easeInEaseOut over 0.3 s at 60 fps.
    let transition = try syntheticTransition()
    let bytes = try rendered {
      try LottieExport.write(
        timeline: Timeline(transition), sampler: .standard, name: "t",
        viewport: CGSize(width: 200, height: 150), to: $0)
    }
    let lottie = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(lottie["op"] as? Int == 7)
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    let moved = try #require(layers.first { $0["nm"] as? String == "say \"hi\", ok" })
    let position = try #require((moved["ks"] as? [String: Any])?["p"] as? [String: Any])
    let keyframes = try #require(position["k"] as? [[String: Any]])
    #expect(keyframes.count == 2)
    #expect(number(keyframes[0]["t"]) == 0 && number(keyframes[1]["t"]) == 6)
    let out = try #require(keyframes[0]["o"] as? [String: Any])
    let into = try #require(keyframes[0]["i"] as? [String: Any])
    #expect(numbers(out["x"]) == [0.42, 0.42] && numbers(out["y"]) == [0, 0])
    #expect(numbers(into["x"]) == [0.58, 0.58] && numbers(into["y"]) == [1, 1])
    // The content offset's null layer scrolls by 10 points.
    let offset = try #require((layers[0]["ks"] as? [String: Any])?["p"] as? [String: Any])
    #expect(LottieProperty(object: offset).value(at: 6) == [0, -10])
    // Layers are listed top first: the decoration view (zIndex −1) is last.
    #expect(layers.last?["nm"] as? String == "background/0-0")
  }

  @Test func aSpringIsSampledFrameByFrame() throws {
    let spring = try Spring(mass: 1, stiffness: 200, damping: 10)
    let transition = try syntheticTransition(curve: .spring(spring))
    let sampler = try FrameSampler(fps: 30)
    let frames = sampler.frames(of: transition)
    let bytes = try rendered {
      try LottieExport.write(
        timeline: Timeline(transition), sampler: sampler, name: "spring",
        viewport: CGSize(width: 200, height: 150), to: $0)
    }
    let lottie = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    let moved = try #require(layers.first { $0["nm"] as? String == "say \"hi\", ok" })
    let position = LottieProperty(
      object: try #require((moved["ks"] as? [String: Any])?["p"] as? [String: Any]))
    // One linear keyframe per frame, exact at every frame.
    #expect(position.keyframes.count == frames.count)
    for frame in frames {
      let center = try #require(frame.attributes(forItem: "say \"hi\", ok")).center
      let value = position.value(at: Double(frame.index))
      #expect(abs(value[0] - Double(center.x)) <= 0.01 && abs(value[1] - Double(center.y)) <= 0.01)
    }
  }

  /// The Lottie animation of `timeline` at 30 fps, parsed.
  func lottie(of timeline: Timeline) throws -> [String: Any] {
    let bytes = try rendered {
      try LottieExport.write(
        timeline: timeline, sampler: try FrameSampler(fps: 30), name: "springs",
        viewport: CGSize(width: 200, height: 150), to: $0)
    }
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  @Test func springsKeepTheParametersTheyWereMadeFrom() throws {
    // Two transitions, each driven by one spring over its 0.1 s (syntheticTransition's
    // duration); the second starts at 0.2 s. At 30 fps: tm 0 and 6, dr 3 frames each.
    let bouncy = try Spring(duration: 0.5, bounce: 0.3)
    let uiKit = try Spring(duration: 0.4, dampingRatio: 0.8, initialSpringVelocity: 0.25)
    let timeline = try Timeline(try syntheticTransition(curve: .spring(bouncy))).interrupted(
      by: try syntheticTransition(curve: .spring(uiKit)), at: 0.2)
    let metadata = try #require(try lottie(of: timeline)["meta"] as? [String: Any])
    let custom = try #require(metadata["custom"] as? [String: Any])
    let springs = try #require(custom["springs"] as? [[String: Any]])
    try #require(springs.count == 2)
    #expect(springs.compactMap { number($0["tm"]) } == [0, 6])
    #expect(springs.compactMap { number($0["dr"]) } == [3, 3])
    let first = try #require(springs[0]["spring"] as? [String: Any])
    #expect(first.count == 3)
    #expect(number(first["duration"]) == 0.5 && number(first["bounce"]) == 0.3)
    #expect(number(first["initialVelocity"]) == 0)
    // Each object reads back as the spring it was made from.
    for (object, spring) in zip(springs, [bouncy, uiKit]) {
      let data = try JSONSerialization.data(withJSONObject: try #require(object["spring"]))
      #expect(try JSONDecoder().decode(Spring.self, from: data) == spring)
    }
  }

  @Test func anAnimationWithoutSpringsHasNoMetadata() throws {
    #expect(try animation(try goldenRun())["meta"] == nil)
    #expect(try lottie(of: Timeline(try syntheticTransition()))["meta"] == nil)
  }

  /// Writes `timeline` at `fps` and checks every view's position and opacity at every frame
  /// with the independent player; returns the layers.
  func checkPlayback(_ timeline: Timeline, fps: Double) throws -> [[String: Any]] {
    let sampler = try FrameSampler(fps: fps)
    let bytes = try rendered {
      try LottieExport.write(
        timeline: timeline, sampler: sampler, name: "check",
        viewport: CGSize(width: 200, height: 150), to: $0)
    }
    let lottie = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    var byName: [String: [String: Any]] = [:]
    for layer in layers.dropFirst() { byName[layer["nm"] as? String ?? ""] = layer }
    for frame in sampler.frames(of: timeline) {
      for element in frame.elements {
        let transform = try #require(byName[viewKey(element)]?["ks"] as? [String: Any])
        let position = LottieProperty(object: try #require(transform["p"] as? [String: Any]))
          .value(at: Double(frame.index))
        let opacity = LottieProperty(object: try #require(transform["o"] as? [String: Any]))
          .value(at: Double(frame.index))[0]
        let attributes = element.attributes
        let alpha = attributes.isHidden ? 0 : Double(attributes.alpha)
        let place = "\(viewKey(element)) at frame \(frame.index)"
        #expect(abs(position[0] - Double(attributes.center.x)) <= 0.01, "\(place)")
        #expect(abs(position[1] - Double(attributes.center.y)) <= 0.01, "\(place)")
        #expect(abs(opacity - alpha * 100) <= 0.01, "\(place)")
      }
    }
    return layers
  }

  @Test func aLayerTheEasingCannotReproduceIsWrittenFrameByFrame() throws {
    // A view that is hidden at the end stays visible until then (UIKit applies isHidden at
    // once): no easing of the opacity reproduces that, so the layer is sampled.
    var start = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    start.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    var end = start
    end.center.x = 100
    end.isHidden = true
    let track = Track(
      element: TrackElement(
        category: .cell, kind: nil, indexPathBefore: start.indexPath,
        indexPathAfter: end.indexPath, itemIdentifier: "H"),
      change: .moved, start: start, end: end, animation: try AnimationParameters(duration: 0.1))
    let layers = try checkPlayback(
      Timeline(transition([track], animation: try AnimationParameters(duration: 0.1))), fps: 60)
    let opacity = try #require(
      (layers.first { $0["nm"] as? String == "H" }?["ks"] as? [String: Any])?["o"]
        as? [String: Any])
    #expect(LottieProperty(object: opacity).keyframes.count == 7, "one keyframe per frame")
  }

  @Test(arguments: [0.055, 0.05])
  func aJumpPlaysBackAsTheFramesShowIt(at time: Double) throws {
    // A still step moves the view at once: at 0.055 s, between frames 3 and 4 at 60 fps, it is
    // a hold keyframe; at 0.05 s, on frame 3 (which still shows the old value, the new one
    // following after it), the layer is written frame by frame. Both play back as the frames.
    var start = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    start.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    var end = start
    end.center.x = 100
    var moved = end
    moved.center.y = 80
    let element = TrackElement(
      category: .cell, kind: nil, indexPathBefore: start.indexPath, indexPathAfter: end.indexPath,
      itemIdentifier: "J")
    let first = transition(
      [Track(element: element, change: .moved, start: start, end: end, animation: try linear(0.1))],
      animation: try linear(0.1))
    let still = transition(
      [Track(element: element, change: .moved, start: end, end: moved, animation: .immediate)],
      animation: .immediate)
    let timeline = try Timeline(first).interrupted(
      by: still, at: time, mode: .beginFromCurrentState)
    let layers = try checkPlayback(timeline, fps: 60)
    guard time == 0.055 else { return }
    let position = try #require(
      (layers.first { $0["nm"] as? String == "J" }?["ks"] as? [String: Any])?["p"]
        as? [String: Any])
    #expect(
      LottieProperty(object: position).keyframes.contains { $0["h"] as? Int == 1 },
      "\(LottieProperty(object: position).keyframes)")
  }

  @Test func aLaterStepsNewViewStartsAtItsInPoint() throws {
    // The golden scenario's second batch inserts Y at 0.05 s: frame 2 at 30 fps is the first
    // to show it (frame 1 is at 0.033 s).
    let lottie = try animation(try goldenRun())
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    let inserted = try #require(layers.first { $0["nm"] as? String == "Y" })
    #expect(inserted["ip"] as? Int == 2)
    #expect(layers.filter { $0["nm"] as? String != "Y" }.allSatisfy { $0["ip"] as? Int == 0 })
  }

  @Test func aSubcurveOfAnEasingIsTheRenormalisedPiece() throws {
    let curve = TimingCurve.easeInEaseOut
    // The whole curve is its own control points.
    #expect(LottieExport.subcurve(of: curve, from: 0, to: 1) == .bezier(0.42, 0, 0.58, 1))
    // The second half, renormalised, agrees with the original curve's second half.
    guard
      case .bezier(let x1, let y1, let x2, let y2)? = LottieExport.subcurve(
        of: curve, from: 0.5, to: 1)
    else {
      Issue.record("no subcurve")
      return
    }
    let y0 = curve.value(at: 0.5)
    for step in 1..<10 {
      let u = Double(step) / 10
      let expected = (curve.value(at: 0.5 + u / 2) - y0) / (1 - y0)
      #expect(abs(LottieProperty.bezier(x1, y1, x2, y2, at: u) - expected) <= 1e-6)
    }
    // A piece over which the value does not change has no easing.
    #expect(LottieExport.subcurve(of: TimingCurve.linear, from: 0.3, to: 0.3) == nil)
  }

  /// Evaluating keys finds the key in effect by binary search, so checking every frame of a sampled
  /// lane is not quadratic.
  ///
  /// Its answer must be the one a player's linear scan gives: seeded random key lists, times with
  /// repeats, queried before, between, on and after keys.
  @Test func evaluatingKeysMatchesALinearScanOfThem() {
    func reference(_ keys: [LottieExport.Key], at time: Double) -> [Double] {
      // The last key at or before `time`, found from the end; eased linearly to the next.
      guard let first = keys.first else { return [] }
      if time <= first.time { return first.values }
      var index = keys.count - 1
      while keys[index].time > time { index -= 1 }
      guard index + 1 < keys.count else { return keys[index].values }
      let (from, to) = (keys[index], keys[index + 1])
      let fraction = (time - from.time) / (to.time - from.time)
      let progress = from.easing == .hold ? 0 : fraction
      return zip(from.values, to.values).map { $0 + ($1 - $0) * progress }
    }
    var rng = SeededGenerator(seed: 24)
    for _ in 0..<200 {
      var time = 0.0
      var keys: [LottieExport.Key] = []
      for _ in 0..<Int.random(in: 1...40, using: &rng) {
        // A quarter of the keys repeat the previous time.
        if !keys.isEmpty && Int.random(in: 0..<4, using: &rng) > 0 {
          time += Double(Int.random(in: 1...5, using: &rng)) / 60
        }
        let easing: LottieExport.Easing = Bool.random(using: &rng) ? .linear : .hold
        keys.append(.init(time: time, values: [Double(keys.count), -time], easing: easing))
      }
      for step in -2...(Int(time * 120) + 2) {
        let query = Double(step) / 120
        #expect(LottieExport.evaluate(keys, at: query) == reference(keys, at: query))
      }
    }
  }
}
