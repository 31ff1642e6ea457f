import Foundation
import TransitionSim

// The frame-dump writers' throughput: the JSON and CSV writers against Foundation's JSONEncoder
// encoding the same frames (through a Codable mirror of the dump's rows), and against the floor
// of copying as many bytes with a plain buffer copy.

/// A Codable mirror of one frame of the JSON dump, for JSONEncoder.
struct FrameRow: Codable {
  var index: Int
  var time: Double
  var contentOffset: [Double]
  var contentSize: [Double]
  var elements: [ElementRow]
}

/// A Codable mirror of one element row of the JSON dump.
struct ElementRow: Codable {
  var id: String
  var category: String
  var kind: String?
  var role: String?
  var indexPath: [Int]
  var change: String
  var frame: [Double]
  var center: [Double]
  var size: [Double]
  var alpha: Double
  var zIndex: Int
  var hidden: Bool
  var transform: [Double]?

  init(_ element: FrameElement) {
    let attributes = element.attributes
    id = element.element.description
    category = element.element.category.description
    kind = element.element.kind
    role = element.role == .ghost ? "ghost" : nil
    indexPath = Array(attributes.indexPath)
    change = element.change.rawValue
    let rect = attributes.frame
    frame = [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
    center = [Double(attributes.center.x), Double(attributes.center.y)]
    size = [Double(attributes.size.width), Double(attributes.size.height)]
    alpha = Double(attributes.alpha)
    zIndex = attributes.zIndex
    hidden = attributes.isHidden
    let t = attributes.transform3D
    transform =
      t.isIdentity
      ? nil
      : [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ].map { Double($0) }
  }
}

/// The frames of a batch update on a large grid, computed once, with their Codable mirror.
struct ExportFixture {
  var frames: [Frame]
  var header: FrameDumpHeader
  var rows: [FrameRow]
  var elementRows: Int

  /// A flow layout of `count` 60 × 60 items in a `width` × `height` view: one batch deletes,
  /// inserts, moves and reloads on screen; 19 frames at 60 fps.
  init(count: Int, width: CGFloat, height: CGFloat) throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout,
      itemIdentifiers: [(0..<count).map { "item-\($0)" }])
    try view.layoutIfNeeded()
    var update = BatchUpdate()
    update.operations += ([IndexPath(item: 0, section: 0), IndexPath(item: 7, section: 0)]).map(
      BatchUpdate.Operation.deleteItem)
    update.operations += ([(IndexPath(item: 3, section: 0), "new")]).map {
      .insertItem($0.0, identifier: $0.1)
    }
    update.operations += ([(IndexPath(item: 20, section: 0), IndexPath(item: 1, section: 0))]).map {
      .moveItem(from: $0.0, to: $0.1)
    }
    update.operations += ([IndexPath(item: 30, section: 0)]).map(BatchUpdate.Operation.reloadItem)
    let transition = try view.performBatchUpdates(update)
    let sequence = FrameSampler.standard.frames(of: transition)
    frames = Array(sequence)
    header = FrameDumpHeader(
      scenario: "export-benchmark", fps: sequence.fps,
      viewport: CGSize(width: width, height: height),
      duration: sequence.duration, frameCount: sequence.count, steps: [])
    rows = frames.map { frame in
      FrameRow(
        index: frame.index, time: frame.time,
        contentOffset: [Double(frame.contentOffset.x), Double(frame.contentOffset.y)],
        contentSize: [Double(frame.contentSize.width), Double(frame.contentSize.height)],
        elements: frame.elements.map(ElementRow.init))
    }
    elementRows = frames.reduce(0) { $0 + $1.elements.count }
  }
}

/// Writes with `write` into an in-memory sink and returns the number of bytes written.
func countBytes(_ write: (OutputFile) throws -> Void) throws -> Int {
  final class Counter { var bytes = 0 }
  let counter = Counter()
  let output = OutputFile { counter.bytes += $0.count }
  try write(output)
  try output.commit()
  return counter.bytes
}

/// Copies `count` bytes from one buffer into another in 1 MB chunks: the floor for producing
/// that many bytes.
func copyBytes(_ count: Int, from source: [UInt8], into destination: inout [UInt8]) {
  var remaining = count
  while remaining > 0 {
    let chunk = min(remaining, source.count)
    destination.withUnsafeMutableBytes { target in
      source.withUnsafeBytes { bytes in
        guard let to = target.baseAddress, let from = bytes.baseAddress else { return }
        memcpy(to, from, chunk)
      }
    }
    remaining -= chunk
  }
}

/// Times the JSON and CSV writers, JSONEncoder and the buffer copy, prints their throughput
/// against their targets (JSON ≥ 500 MB/s, CSV ≥ 700 MB/s), and returns the writers' results
/// (units: bytes; baseline: the buffer copy) for `--json`.
func runExportBenchmarks(
  smoke: Bool, repetitions: Int, filter: String?
) throws -> [BenchmarkResult] {
  let names = ["export JSON writer", "export CSV writer"]
  let targets: [BenchmarkTarget] = [
    .megabytesPerSecondAtLeast(500), .megabytesPerSecondAtLeast(700),
  ]
  guard filter.map({ filter in names.contains { $0.contains(filter) } }) ?? true else { return [] }
  let fixture =
    smoke
    ? try ExportFixture(count: 2_000, width: 375, height: 667)
    : try ExportFixture(count: 40_000, width: 2_000, height: 12_000)
  let clock = ContinuousClock()
  func seconds(_ body: () throws -> Void) throws -> Double {
    var error: Error?
    let duration = clock.measure {
      do { try body() } catch let thrown { error = thrown }
    }
    if let error { throw error }
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  let encoder = JSONEncoder()
  var encoderBytes = 0
  let writers: [(String, (OutputFile) throws -> Void)] = [
    (
      names[0],
      { try FrameDumpJSON.write(header: fixture.header, frames: fixture.frames, to: $0) }
    ),
    (names[1], { try FrameDumpCSV.write(frames: fixture.frames, to: $0) }),
  ]
  let source = [UInt8](repeating: 0x2A, count: 1 << 20)
  var destination = [UInt8](repeating: 0, count: 1 << 20)
  var table = [
    [
      "case", "rows", "bytes", "median", "MB/s", "JSONEncoder", "encoder MB/s", "speed-up",
      "copy MB/s", "of floor", "target",
    ]
  ]
  var results: [BenchmarkResult] = []
  for (index, (name, write)) in writers.enumerated() where filter.map({ name.contains($0) }) ?? true
  {
    let bytes = try countBytes(write)
    encoderBytes = try encoder.encode(fixture.rows).count
    var writer: [Double] = []
    var encoding: [Double] = []
    var copying: [Double] = []
    for _ in 0..<repetitions {
      // Interleaved, so that all three see the same machine load.
      writer.append(try seconds { blackHole(try countBytes(write)) })
      encoding.append(try seconds { blackHole(try encoder.encode(fixture.rows)) })
      copying.append(try seconds { copyBytes(bytes, from: source, into: &destination) })
    }
    let time = median(writer)
    let encoderTime = median(encoding)
    let copyTime = median(copying)
    let megabytes = Double(bytes) / 1e6
    let result = BenchmarkResult(
      name: name, size: fixture.elementRows,
      baselineName: "a plain buffer copy of the writer's bytes", median: time,
      spread: (writer.max() ?? time) - (writer.min() ?? time), baselineMedian: copyTime,
      units: bytes, target: targets[index])
    results.append(result)
    table.append([
      name, String(fixture.elementRows), String(bytes), formatTime(time),
      String(format: "%.0f", megabytes / time), formatTime(encoderTime),
      String(format: "%.0f", Double(encoderBytes) / 1e6 / encoderTime),
      String(format: "%.1f×", encoderTime / time), String(format: "%.0f", megabytes / copyTime),
      String(format: "%.0f%%", copyTime / time * 100), targets[index].check(result),
    ])
  }
  guard table.count > 1 else { return results }
  print(
    "\nFrame-dump writers (\(fixture.frames.count) frames): speed-up = JSONEncoder's time for the "
      + "same frames (a Codable mirror, \(encoderBytes) bytes) / the writer's; of floor = a plain "
      + "buffer copy of the writer's bytes / the writer's time.")
  var widths = Array(repeating: 0, count: table[0].count)
  for row in table {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  for row in table {
    print(
      row.enumerated().map { index, cell in
        cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }.joined(separator: "  "))
  }
  return results
}
