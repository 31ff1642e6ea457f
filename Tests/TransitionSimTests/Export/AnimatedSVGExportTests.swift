import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// An animated SVG read back: each drawn element with its attributes and its animations.
struct AnimatedSVGDocument {
  struct Node {
    var name: String
    var attributes: [String: String]
    var animations: [[String: String]] = []
  }

  /// The elements in document order; animations are attached to the element they animate.
  var nodes: [Node] = []

  init(_ bytes: [UInt8]) throws {
    let xml = XMLCollector.parse(bytes)
    if let error = xml.error { throw error }
    for element in xml.elements {
      if element.name == "animate" || element.name == "animateTransform" {
        var animation = element.attributes
        animation["tag"] = element.name
        if !nodes.isEmpty { nodes[nodes.count - 1].animations.append(animation) }
      } else if element.name != "title" {
        nodes.append(Node(name: element.name, attributes: element.attributes))
      }
    }
  }

  /// The numbers of `text`, split at spaces.
  static func numbers(_ text: String) -> [Double] {
    text.split(separator: " ").compactMap { Double($0) }
  }

  /// The value of `animation` at `keyTime` (0…1 of its duration), as numbers.
  static func value(of animation: [String: String], at keyTime: Double) -> [Double]? {
    guard let values = animation["values"]?.split(separator: ";").map(String.init),
      let keyTimes = animation["keyTimes"]?.split(separator: ";").compactMap({ Double($0) }),
      values.count == keyTimes.count, !values.isEmpty
    else { return nil }
    let before = keyTimes.lastIndex { $0 <= keyTime } ?? 0
    if animation["calcMode"] == "discrete" || before == keyTimes.count - 1 {
      return numbers(values[before])
    }
    var fraction = (keyTime - keyTimes[before]) / (keyTimes[before + 1] - keyTimes[before])
    if animation["calcMode"] == "spline" {
      guard
        let splines = animation["keySplines"]?.split(separator: ";").map({ numbers(String($0)) }),
        splines.count == keyTimes.count - 1, splines[before].count == 4
      else { return nil }
      fraction = bezier(splines[before], at: fraction)
    }
    return zip(numbers(values[before]), numbers(values[before + 1])).map {
      $0 + ($1 - $0) * fraction
    }
  }

  /// The progress of the SMIL key spline `controls` (x1 y1 x2 y2) at the time fraction
  /// `fraction`: the cubic Bézier from (0, 0) to (1, 1) solved for x by bisection (x rises with
  /// the parameter when x1 and x2 lie in 0…1), then y at that parameter.
  static func bezier(_ controls: [Double], at fraction: Double) -> Double {
    func coordinate(_ first: Double, _ second: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * first + 3 * u * s * s * second + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if coordinate(controls[0], controls[2], middle) < fraction {
        low = middle
      } else {
        high = middle
      }
    }
    return coordinate(controls[1], controls[3], (low + high) / 2)
  }

  /// The attribute `name` of `node` at `keyTime`: its animation's value, else its attribute.
  static func attribute(_ name: String, of node: Node, at keyTime: Double) -> String? {
    if let animation = node.animations.first(where: { $0["attributeName"] == name }) {
      guard let values = animation["values"]?.split(separator: ";").map(String.init),
        let keyTimes = animation["keyTimes"]?.split(separator: ";").compactMap({ Double($0) })
      else { return nil }
      if animation["calcMode"] == "discrete" {
        return values[keyTimes.lastIndex { $0 <= keyTime } ?? 0]
      }
      return value(of: animation, at: keyTime).map { $0.map { String($0) }.joined(separator: " ") }
    }
    return node.attributes[name]
  }

  /// The `type` part (`rotate`, `skewX`, `scale`) of an element's group transform at `keyTime`:
  /// its animation's value, else the part of its static transform.
  static func transformPart(_ type: String, of node: Node, at keyTime: Double) -> [Double]? {
    if let animation = node.animations.first(where: { $0["type"] == type }) {
      return value(of: animation, at: keyTime)
    }
    guard let transform = node.attributes["transform"],
      let start = transform.range(of: type + "(")
    else { return nil }
    let rest = transform[start.upperBound...]
    return rest.firstIndex(of: ")").map { numbers(String(rest[..<$0])) }
  }

  /// The translation of an element's group at `keyTime`.
  static func translation(of node: Node, at keyTime: Double) -> [Double]? {
    if let animation = node.animations.first(where: { $0["type"] == "translate" }) {
      return value(of: animation, at: keyTime)
    }
    guard let transform = node.attributes["transform"], transform.hasPrefix("translate("),
      let end = transform.firstIndex(of: ")")
    else { return nil }
    return numbers(String(transform[transform.index(transform.startIndex, offsetBy: 10)..<end]))
  }
}

@Suite struct AnimatedSVGExportTests {
  func render(_ run: ScenarioRun) throws -> [UInt8] {
    try rendered {
      try AnimatedSVGExport.write(
        frames: try run.frames(), scenario: "golden", viewport: run.scenario.viewport, to: $0)
    }
  }

  @Test func itIsWellFormedDeterministicAndLoops() throws {
    let run = try goldenRun()
    let bytes = try render(run)
    #expect(try render(run) == bytes, "the same frames give the same bytes")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("<script"))
    let document = try AnimatedSVGDocument(bytes)
    #expect(document.nodes.first?.name == "svg")
    let animations = document.nodes.flatMap(\.animations)
    #expect(!animations.isEmpty)
    let duration = try run.frames().duration
    for animation in animations {
      #expect(animation["repeatCount"] == "indefinite")
      #expect(animation["dur"].flatMap { Double($0.dropLast()) } == duration + 1)
      let keyTimes = try #require(animation["keyTimes"]?.split(separator: ";").map { Double($0) })
      let values = try #require(animation["values"]?.split(separator: ";"))
      #expect(keyTimes.count == values.count)
      #expect(keyTimes.first == 0)
      #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { ($0 ?? 2) < ($1 ?? -1) })
      #expect(keyTimes.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 2) <= 1 })
      if animation["calcMode"] != "discrete" { #expect(keyTimes.last == 1) }
    }
  }

  @Test func everyFrameOfTheDumpIsWhatTheAnimationShowsAtItsTime() throws {
    let run = try goldenRun()
    let document = try AnimatedSVGDocument(try render(run))
    #expect(try expectEveryFrameShown(try run.frames(), by: document) > 20)
  }

  @Test func theLoopHoldsTheFirstAndLastFrameForThePause() throws {
    let run = try goldenRun()
    let frames = try run.frames()
    var times = AnimatedSVGExport.FrameTimes()
    for frame in frames { times.append(frame.time) }
    let loop = AnimatedSVGExport.Loop(times: times, pause: AnimatedSVGExport.pause)
    let last = loop.pointCount - 1
    #expect(loop.point(0).keyTime == 0 && loop.point(0).frame == 0)
    #expect(loop.point(1).frame == 0)
    #expect(loop.point(last).keyTime == 1_000_000)
    #expect(loop.point(last).frame == frames.count - 1)
    #expect(loop.point(last - 1).frame == frames.count - 1)
    let pause = Double(loop.point(1).keyTime) / 1_000_000 * loop.duration
    #expect(abs(pause - 0.5) < 1e-5)
  }
}

/// Checks that every view of every frame is where `document` shows it at the frame's key time
/// (translation and width within 0.01 pt, opacity within 0.001, visibility), and that groups
/// the frame does not show are hidden; returns how many views were checked.
func expectEveryFrameShown(_ frames: FrameSequence, by document: AnimatedSVGDocument) throws -> Int
{
  let loop = frames.duration + 2 * AnimatedSVGExport.pause
  let groups = document.nodes.indices.filter { document.nodes[$0].attributes["data-id"] != nil }
  var checked = 0
  for frame in frames {
    // The frame's key time as written: in millionths of the loop.
    let keyTime = ((AnimatedSVGExport.pause + frame.time) / loop * 1e6).rounded() / 1e6
    var shown: [String: Int] = [:]
    for element in frame.elements where element.role == .element {
      let id = element.element.description
      let occurrence = shown[id, default: 0]
      shown[id] = occurrence + 1
      let candidates = groups.filter {
        document.nodes[$0].attributes["data-id"] == id
          && document.nodes[$0].attributes["class"]?.contains("ghost") == false
      }
      let index = try #require(candidates.dropFirst(occurrence).first)
      let group = document.nodes[index]
      let attributes = element.attributes
      let t = attributes.transform3D
      let translation = try #require(AnimatedSVGDocument.translation(of: group, at: keyTime))
      #expect(abs(translation[0] - Double(attributes.center.x + t.m41)) < 0.01, "\(id)")
      #expect(abs(translation[1] - Double(attributes.center.y + t.m42)) < 0.01, "\(id)")
      let opacity = AnimatedSVGDocument.attribute("opacity", of: group, at: keyTime) ?? "1"
      #expect(abs((Double(opacity) ?? -1) - Double(attributes.alpha)) < 0.001, "\(id)")
      let visibility = AnimatedSVGDocument.attribute("visibility", of: group, at: keyTime)
      #expect((visibility ?? "visible") == (attributes.isHidden ? "hidden" : "visible"))
      let rect = document.nodes[index + 1]
      let width = AnimatedSVGDocument.attribute("width", of: rect, at: keyTime)
      #expect(abs((width.flatMap(Double.init) ?? -1) - Double(attributes.size.width)) < 0.01)
      checked += 1
    }
    for index in groups where shown[document.nodes[index].attributes["data-id"] ?? ""] == nil {
      let group = document.nodes[index]
      guard group.attributes["class"]?.contains("ghost") == false else { continue }
      let visibility = AnimatedSVGDocument.attribute("visibility", of: group, at: keyTime)
      #expect(visibility == "hidden", "frame \(frame.index): \(group.attributes)")
    }
  }
  return checked
}
