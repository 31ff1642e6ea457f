import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// The dump writers write each identity's columns (CSV) or members (JSON) once and copy them on
// later rows. The expected identities here come from each frame element's own fields, as the
// frame dump article documents the `id` (the item identifier, else `kind/section-item`), not
// from the writers.

/// The `id` a dump writes for `element`, from its fields.
private func expectedID(_ element: FrameElement) -> String {
  let identity = element.element
  if let identifier = identity.itemIdentifier { return identifier }
  let path = (identity.indexPathAfter ?? identity.indexPathBefore).map { Array($0) } ?? []
  let kind = identity.kind ?? "cell"
  return kind + "/" + path.map(String.init).joined(separator: "-")
}

/// The `category` a dump writes for `element`.
private func expectedCategory(_ element: FrameElement) -> String {
  switch element.element.category {
  case .cell: "cell"
  case .supplementaryView: "supplementary"
  case .decorationView: "decoration"
  }
}

/// A second transition, with other identities: a badge whose kind needs quoting in CSV and
/// escaping in JSON, and one cell.
func badgeTransition() throws -> Transition {
  let animation = try AnimationParameters(duration: 0.1)
  let path = IndexPath(item: 3, section: 1)
  var badge = CollectionViewLayoutAttributes(
    forSupplementaryViewOfKind: "badge, \"new\"", with: path)
  badge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
  var moved = badge
  moved.frame.origin.x = 20
  var cell = CollectionViewLayoutAttributes(forCellWith: path)
  cell.frame = CGRect(x: 0, y: 20, width: 40, height: 40)
  return Transition(
    kind: .batchUpdate,
    tracks: [
      Track(
        element: TrackElement(
          category: .supplementaryView, kind: "badge, \"new\"", indexPathBefore: path,
          indexPathAfter: path, itemIdentifier: nil),
        change: .unchanged, start: badge, end: moved, animation: animation),
      Track(
        element: TrackElement(
          category: .cell, kind: nil, indexPathBefore: path, indexPathAfter: path,
          itemIdentifier: "B"),
        change: .unchanged, start: cell, end: cell, animation: animation),
    ],
    contentOffsetBefore: .zero, contentOffsetAfter: .zero, contentSizeBefore: .zero,
    contentSizeAfter: .zero, updateItems: [], layoutCalls: [], animation: animation)
}

/// Frames from two samplers (two identity tables), interleaved, and a frame of elements made
/// one by one (each alone in its table): every path of the exporters' per-identity memos.
func mixedFrames() throws -> [Frame] {
  let sampler = try FrameSampler(fps: 60)
  let first = Array(sampler.frames(of: try syntheticTransition()))
  let second = Array(sampler.frames(of: try badgeTransition()))
  #expect(first.count > 3 && second.count > 3)
  var lone = first[1]
  lone.presentation.elements = first[1].elements.map {
    FrameElement(element: $0.element, change: $0.change, role: $0.role, attributes: $0.attributes)
  }
  return [first[0], second[0], first[1], lone, second[1], first[2], first[3], second[2]]
}

@Suite struct IdentityBytesCacheTests {
  @Test func everyCSVRowNamesItsOwnElement() throws {
    let frames = try mixedFrames()
    let bytes = try rendered { try FrameDumpCSV.write(frames: frames, to: $0) }
    let records = readCSV(String(decoding: bytes, as: UTF8.self))
    let elements = frames.flatMap(\.elements)
    #expect(records.count == elements.count + 1)
    #expect(Array(records[0][2...4]) == ["id", "category", "kind"])
    for (record, element) in zip(records.dropFirst(), elements) {
      #expect(record[2] == expectedID(element))
      #expect(record[3] == expectedCategory(element))
      #expect(record[4] == (element.element.kind ?? ""))
      #expect(record[8] == (element.role == .ghost ? "ghost" : "element"))
    }
  }

  @Test func everyJSONElementNamesItsOwnElement() throws {
    let frames = try mixedFrames()
    let header = FrameDumpHeader(
      scenario: "mixed", fps: 60, viewport: CGSize(width: 200, height: 150), duration: 0.1,
      frameCount: frames.count, steps: [])
    for lines in [false, true] {
      let bytes = try rendered {
        if lines {
          try FrameDumpJSON.writeLines(header: header, frames: frames, to: $0)
        } else {
          try FrameDumpJSON.write(header: header, frames: frames, to: $0)
        }
      }
      let objects: [[String: Any]]
      if lines {
        objects = try String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst()
          .map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
      } else {
        let dump = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        objects = try #require(dump["frames"] as? [[String: Any]])
      }
      #expect(objects.count == frames.count)
      for (object, frame) in zip(objects, frames) {
        let written = try #require(object["elements"] as? [[String: Any]])
        #expect(written.count == frame.elements.count)
        for (member, element) in zip(written, frame.elements) {
          #expect(member["id"] as? String == expectedID(element))
          #expect(member["category"] as? String == expectedCategory(element))
          #expect(member["kind"] as? String == element.element.kind)
          #expect(member["role"] as? String == (element.role == .ghost ? "ghost" : nil))
        }
      }
    }
  }

  @Test func aDumpIsTheRowsWrittenOneByOne() throws {
    // `appendRow` writes one element with nothing kept: the dump, which copies each identity's
    // columns after its first row, must give the same bytes.
    let frames = try mixedFrames()
    var expected: [UInt8] = []
    FrameDumpCSV.appendHeader(to: &expected)
    for frame in frames {
      for element in frame.elements {
        FrameDumpCSV.appendRow(
          frameIndex: frame.index, time: frame.time, element: element, to: &expected)
      }
    }
    #expect(try rendered { try FrameDumpCSV.write(frames: frames, to: $0) } == expected)
  }

  @Test func aJSONLinesDumpIsItsFramesWrittenOneByOne() throws {
    // `appendFrame` writes one frame and keeps nothing (a single frame would not repay starting
    // a cache on its sampler's table): after its header line, the dump is those frames, a line
    // each.
    let frames = try mixedFrames()
    let header = FrameDumpHeader(
      scenario: "mixed", fps: 60, viewport: CGSize(width: 200, height: 150), duration: 0.1,
      frameCount: frames.count, steps: [])
    var expected: [UInt8] = []
    for frame in frames {
      FrameDumpJSON.appendFrame(frame, elementSeparator: "", closing: "", to: &expected)
      expected.append(UInt8(ascii: "\n"))
    }
    let dump = try rendered { try FrameDumpJSON.writeLines(header: header, frames: frames, to: $0) }
    let body = try #require(dump.firstIndex(of: UInt8(ascii: "\n"))).advanced(by: 1)
    #expect(Array(dump[body...]) == expected)
  }
}
