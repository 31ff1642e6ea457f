import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The decomposition of a view's transform into what SVG animates: `translate(x y) rotate(θ)
/// skewX(φ) scale(sx sy)`, with expected values worked out by hand.
@Suite struct AnimatedSVGSampleTests {
  /// A 40 × 20 view centred at (100, 50) whose transform is rotate(30°) · skewX(45°) ·
  /// scale(2, 0.5) (column vectors, SVG's order), moved by (10, −5).
  ///
  /// By hand, with cos 30° = √3/2, sin 30° = 1/2 and tan 45° = 1: the x axis goes to
  /// 2 · (cos 30°, sin 30°) = (√3, 1); the y axis is scaled to (0, 0.5), sheared to
  /// (0.5 · tan 45°, 0.5) = (0.5, 0.5), then turned by 30°: (0.5 cos 30° − 0.5 sin 30°,
  /// 0.5 sin 30° + 0.5 cos 30°) = ((√3 − 1)/4, (√3 + 1)/4). Core Animation's rows are those
  /// images: m11 m12 the x axis', m21 m22 the y axis'.
  static func attributes() -> CollectionViewLayoutAttributes {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.size = CGSize(width: 40, height: 20)
    attributes.center = CGPoint(x: 100, y: 50)
    let root3 = 3.0.squareRoot()
    var transform = Transform3D.identity
    transform.m11 = root3
    transform.m12 = 1
    transform.m21 = (root3 - 1) / 4
    transform.m22 = (root3 + 1) / 4
    transform.m41 = 10
    transform.m42 = -5
    attributes.transform3D = transform
    return attributes
  }

  @Test func aRotatedSkewedScaledTransformDecomposesIntoItsParts() {
    let sample = AnimatedSVGExport.Sample(Self.attributes(), previousRotation: nil)
    #expect(abs(sample.x - 110) < 1e-9)
    #expect(abs(sample.y - 45) < 1e-9)
    #expect(abs(sample.rotation - 30) < 1e-9)
    #expect(abs(sample.skew - 45) < 1e-9)
    #expect(abs(sample.scaleX - 2) < 1e-9)
    #expect(abs(sample.scaleY - 0.5) < 1e-9)
  }

  @Test func aRotationTurnsTheShortWayFromThePreviousFrame() {
    // 190° is written (cos, sin) = (−0.98481, −0.17365), which atan2 reads as −170°; after a
    // frame at 170° it is 190°, 20° on, not 340° back.
    var attributes = Self.attributes()
    let angle = 190 * Double.pi / 180
    attributes.transform3D = Transform3D.identity
    attributes.transform3D.m11 = cos(angle)
    attributes.transform3D.m12 = sin(angle)
    attributes.transform3D.m21 = -sin(angle)
    attributes.transform3D.m22 = cos(angle)
    let alone = AnimatedSVGExport.Sample(attributes, previousRotation: nil)
    #expect(abs(alone.rotation - -170) < 1e-9)
    let after = AnimatedSVGExport.Sample(attributes, previousRotation: 170)
    #expect(abs(after.rotation - 190) < 1e-9)
  }

  /// Two frames: the view untransformed at 0 s, transformed at 1 s.
  static func frames() -> [Frame] {
    var plain = attributes()
    plain.transform3D = .identity
    return [(0.0, plain), (1.0, attributes())].enumerated().map { index, entry in
      let element = FrameElement(
        element: TrackElement(
          category: .cell, kind: nil, indexPathBefore: IndexPath(item: 0, section: 0),
          indexPathAfter: IndexPath(item: 0, section: 0), itemIdentifier: "T"),
        change: .unchanged, role: .element, attributes: entry.1)
      return Frame(
        index: index,
        presentation: Presentation(
          time: entry.0, contentOffset: .zero, contentSize: CGSize(width: 200, height: 100),
          elements: [element]))
    }
  }

  @Test func theWrittenAnimateTransformsEndAtTheHandDerivedParts() throws {
    let bytes = try rendered {
      try AnimatedSVGExport.write(
        frames: Self.frames(), scenario: "turn", viewport: CGSize(width: 200, height: 100), to: $0)
    }
    let document = try AnimatedSVGDocument(bytes)
    let group = try #require(document.nodes.first { $0.attributes["data-id"] == "T" })
    let parts = group.animations.map { $0["type"] ?? "" }
    #expect(parts == ["translate", "rotate", "skewX", "scale"], "SVG's order of the parts")
    let expected: [String: (start: String, end: String)] = [
      "translate": ("100 50", "110 45"), "rotate": ("0", "30"), "skewX": ("0", "45"),
      "scale": ("1 1", "2 0.5"),
    ]
    for animation in group.animations {
      let type = animation["type"] ?? ""
      #expect(animation["additive"] == "sum", "\(type) adds to the parts before it")
      let values = (animation["values"] ?? "").split(separator: ";").map(String.init)
      #expect(values.first == expected[type]?.start, "\(type)")
      #expect(values.last == expected[type]?.end, "\(type)")
    }
    // One frame of the transformed view: a static transform with the four parts in order.
    let still = try rendered {
      try AnimatedSVGExport.write(
        frames: [Self.frames()[1]], scenario: "turn", viewport: CGSize(width: 200, height: 100),
        to: $0)
    }
    let text = String(decoding: still, as: UTF8.self)
    #expect(text.contains("transform=\"translate(110 45) rotate(30) skewX(45) scale(2 0.5)\""))
  }
}
