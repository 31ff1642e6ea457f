import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct TimelineSamplerQuickLanesTests {
  /// The turn B makes.
  private let turn = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)

  /// Thirteen cells at items 0 to 12, built so that the quick lanes form runs of every kind: A
  /// and B share a clock, B turning as it moves (its interpolator writes it); C has three
  /// keyframes (the general path); D stays still and E moves on A's clock; F and G are delayed by
  /// 0.25 s; H rises from zIndex 0 to 2; K is hidden throughout; I, deleted, differs from K only
  /// in being removed at the end; J appears at 0.5 s; L changes a custom value (its interpolator
  /// too); M is shown as it starts.
  private func tracks() throws -> [Track] {
    let second = try linear(1)
    let delayed = try linear(0.5, delay: 0.25)
    func cell(
      _ name: String, _ item: Int, _ start: CollectionViewLayoutAttributes,
      _ end: CollectionViewLayoutAttributes, change: Track.Change = .moved,
      animation: AnimationParameters? = nil
    ) -> Track {
      Track(
        element: cellElement(
          name, before: change == .appearing ? nil : item,
          after: change == .deleted ? nil : item),
        change: change, start: start, end: end, animation: animation ?? second)
    }
    var turned = attributes(item: 1, x: 20, alpha: 0.5)
    turned.transform3D = turn
    var hidden = attributes(item: 8, x: 0)
    hidden.isHidden = true
    var movedHidden = attributes(item: 8, x: 30)
    movedHidden.isHidden = true
    var light = attributes(item: 11, x: 0)
    light.customAttributes["weight"] = .number(0)
    var heavy = light
    heavy.customAttributes["weight"] = .number(1)
    var unseen = attributes(item: 12, x: 0)
    unseen.isHidden = true
    return [
      cell("A", 0, attributes(item: 0, x: 0), attributes(item: 0, x: 100)),
      cell("B", 1, attributes(item: 1, x: 10), turned),
      try Track(
        element: cellElement("C", before: 2, after: 2), change: .moved,
        keyframes: [
          Keyframe(time: 0, value: attributes(item: 2, x: 0), curve: .timing(.linear)),
          Keyframe(time: 0.5, value: attributes(item: 2, x: 30), curve: .timing(.linear)),
          Keyframe(time: 1, value: attributes(item: 2, x: 60)),
        ]),
      cell("D", 3, attributes(item: 3, x: 7), attributes(item: 3, x: 7), change: .unchanged),
      cell("E", 4, attributes(item: 4, x: 0, y: 4), attributes(item: 4, x: -40, y: 8)),
      cell("F", 5, attributes(item: 5, x: 0), attributes(item: 5, x: 50), animation: delayed),
      cell("G", 6, attributes(item: 6, x: 10), attributes(item: 6, x: 0), animation: delayed),
      cell("H", 7, attributes(item: 7, x: 0), attributes(item: 7, x: 10, zIndex: 2)),
      cell("K", 8, hidden, movedHidden),
      cell(
        "I", 9, attributes(item: 9, x: 0), attributes(item: 9, x: 0, alpha: 0),
        change: .deleted),
      cell(
        "J", 10, attributes(item: 10, x: 0, alpha: 0), attributes(item: 10, x: 0),
        change: .appearing, animation: try linear(0.5, delay: 0.5)),
      cell("L", 11, light, heavy),
      cell("M", 12, unseen, attributes(item: 12, x: 5)),
    ]
  }

  /// The identifier of the item each lane shows.
  private func names(_ sampler: TimelineSampler) -> [String] {
    sampler.lanes.map {
      sampler.identities.entries[sampler.pieces[$0.pieceStart].identity].element.itemIdentifier
        ?? "?"
    }
  }

  @Test func quickLanesAreGroupedInRunsThatShareClockVisibilityAndZIndex() throws {
    let sampler = TimelineSampler(
      Timeline(transition(try tracks(), animation: try linear(1))))
    let runs = zip(names(sampler), sampler.lanes).map { name, lane in
      lane.quick < 0 ? "\(name)-" : "\(name)\(lane.runLength)"
    }
    // C takes the general path; D (still) shares A's clock with E; F and G's delay, H's zIndex,
    // K's neighbour H, I's removal, J's later appearance and L's neighbour J each start a run.
    #expect(
      runs == ["A2", "B0", "C-", "D2", "E0", "F2", "G0", "H1", "K1", "I1", "J1", "L2", "M0"])
    let filtered = sampler.filtered { $0.element.itemIdentifier != "E" }
    let filteredRuns = zip(names(filtered), filtered.lanes).map { name, lane in
      lane.quick < 0 ? "\(name)-" : "\(name)\(lane.runLength)"
    }
    #expect(
      filteredRuns == ["A2", "B0", "C-", "D1", "F2", "G0", "H1", "K1", "I1", "J1", "L2", "M0"])
  }

  @Test func everyViewShowsItsTrackAtEveryTimeWrittenInPlaceOrAfresh() throws {
    let tracks = try tracks()
    let sampler = TimelineSampler(Timeline(transition(tracks, animation: try linear(1))))
    var cache = sampler.makeCache()
    var buffer = FrameBuffer()
    let times = (0...72).map { Double($0) / 60 } + [0.5, 0.1, 1, 0.75, 0, 2, 0.3, -1]
    var writtenInPlace = 0
    for time in times {
      let storage = buffer.elements.withUnsafeBufferPointer { $0.baseAddress }
      let frame = sampler.presentation(at: time, isFinal: false, cache: &cache, reusing: &buffer)
      if storage != nil, buffer.elements.withUnsafeBufferPointer({ $0.baseAddress }) == storage {
        writtenInPlace += 1
      }
      // Shown once the transition has begun: everything but I once deleted (at 1 s) and J
      // before it appears (0.5 s); drawn by zIndex — H takes 2 as soon as it starts — then by
      // item.
      let expected = tracks.enumerated().filter { index, _ in
        time >= 0 && !(index == 9 && time >= 1) && !(index == 10 && time < 0.5)
      }.sorted { a, b in
        let za = a.offset == 7 && time > 0 ? 2 : 0
        let zb = b.offset == 7 && time > 0 ? 2 : 0
        return za != zb ? za < zb : a.offset < b.offset
      }.map(\.element)
      #expect(
        frame.elements.map { $0.element.itemIdentifier }
          == expected.map { $0.element.itemIdentifier }, "at \(time)")
      for (element, track) in zip(frame.elements, expected) {
        // The track's own sampler (KeyframeSampler, the interpolator) is the reference.
        #expect(element.attributes == track.attributes(at: time), "\(track.element) at \(time)")
      }
      var freshCache = sampler.makeCache()
      #expect(frame == sampler.presentation(at: time, isFinal: false, cache: &freshCache))
    }
    #expect(writtenInPlace > times.count / 2)
  }

  @Test func quickViewsInterpolateTheirNumbersLinearly() throws {
    let sampler = TimelineSampler(
      Timeline(transition(try tracks(), animation: try linear(1))))
    var cache = sampler.makeCache()
    var buffer = FrameBuffer()
    _ = sampler.presentation(at: 0.2, isFinal: false, cache: &cache, reusing: &buffer)
    let frame = sampler.presentation(at: 0.5, isFinal: false, cache: &cache, reusing: &buffer)
    func shown(_ name: String) throws -> CollectionViewLayoutAttributes {
      try #require(frame.attributes(forItem: name))
    }
    // Half way along 1 s: A at x 50, B at x 15 and alpha 0.75; the 10 × 10 frame follows.
    #expect(try shown("A").center == CGPoint(x: 50, y: 0))
    #expect(try shown("A").frame == CGRect(x: 45, y: -5, width: 10, height: 10))
    #expect(try shown("B").center.x == 15)
    #expect(try shown("B").alpha == 0.75)
    #expect(
      try shown("B").transform3D
        == Transform3D.interpolate(from: .identity, to: turn, progress: 0.5))
    #expect(try shown("C").center.x == 30)
    #expect(try shown("L").customAttributes["weight"] == .number(0.5))
    #expect(try shown("D").center.x == 7)
    #expect(try shown("E").center == CGPoint(x: -20, y: 6))
    // F and G run from 0.25 s to 0.75 s: half way too.
    #expect(try shown("F").center.x == 25)
    #expect(try shown("G").center.x == 5)
    // K stays hidden; M is visible from its start.
    #expect(try shown("K").isHidden && shown("K").center.x == 15)
    #expect(try !shown("M").isHidden)
    let settled = sampler.presentation(at: 0, isFinal: true, cache: &cache, reusing: &buffer)
    #expect(
      settled.elements.map { $0.element.itemIdentifier ?? "?" }
        == ["A", "B", "C", "D", "E", "F", "G", "K", "J", "L", "M", "H"])
    #expect(settled.attributes(forItem: "G")?.center.x == 0)
  }
}
