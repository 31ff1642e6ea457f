import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A flow layout whose deleted items shrink to half size and turn a quarter turn as they fade,
/// so that the exports carry transforms.
final class SpinningFlowLayout: CollectionViewFlowLayout {
  private var deleted: Set<IndexPath> = []

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    deleted = Set(
      updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
  }

  override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    if deleted.contains(itemIndexPath) {
      attributes?.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        .scaledBy(x: 0.5, y: 0.5, z: 1)
    }
    return attributes
  }
}

/// Makes the layouts of the export tests: `spinning-flow` with 80 × 80 items and 24-point
/// section headers.
func exportLayoutFactory(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
  let layout = SpinningFlowLayout()
  layout.itemSize = CGSize(width: 80, height: 80)
  layout.headerReferenceSize = CGSize(width: 0, height: 24)
  layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  return layout
}

/// The small scenario behind the golden files: a batch (delete, insert, move, reload) at 30 fps
/// for 0.1 s, interrupted half-way by a second batch that inserts an item; one item's identifier
/// needs escaping in every format.
let goldenScenarioJSON = #"""
  {
    "version": 1,
    "name": "golden",
    "viewport": {"width": 280, "height": 240},
    "layout": {"type": "spinning-flow"},
    "data": [["A", "B", "Q,\"1\"&<b>", "D", "E"]],
    "animation": {"duration": 0.1, "curve": "easeInEaseOut", "fps": 30},
    "steps": [
      {"batch": {
        "deleteItems": [[0, 1]],
        "insertItems": [{"at": [0, 0], "id": "X"}],
        "moveItem": [{"from": [0, 4], "to": [0, 1]}],
        "reloadItems": [[0, 3]]
      }},
      {"batch": {"insertItems": [{"at": [0, 5], "id": "Y"}]}, "at": 0.05}
    ]
  }
  """#

/// The golden scenario, replayed.
func goldenRun() throws -> ScenarioRun {
  let scenario = try Scenario(json: Data(goldenScenarioJSON.utf8), file: "golden.json")
  return try ScenarioRunner(layoutFactory: exportLayoutFactory).run(scenario)
}

/// What `write` writes, collected in memory.
func rendered(_ write: (OutputFile) throws -> Void) throws -> [UInt8] {
  final class Sink { var bytes: [UInt8] = [] }
  let sink = Sink()
  let output = OutputFile { sink.bytes.append(contentsOf: $0) }
  try write(output)
  try output.commit()
  return sink.bytes
}

/// The folder of the golden files.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Golden")

/// Compares `bytes` with the golden file `name`, byte for byte.
///
/// With the environment variable `TRANSITION_SIM_RECORD_GOLDENS=1` the file is written instead
/// (review the diff before committing it).
func expectGolden(
  _ bytes: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = goldenFolder.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["TRANSITION_SIM_RECORD_GOLDENS"] == "1" {
    try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return
  }
  let expected = try [UInt8](Data(contentsOf: url))
  if expected != bytes {
    let common = min(expected.count, bytes.count)
    let firstDifference = (0..<common).first { expected[$0] != bytes[$0] } ?? common
    let context = String(
      decoding: bytes[max(0, firstDifference - 80)..<min(bytes.count, firstDifference + 80)],
      as: UTF8.self)
    let message =
      "\(name) differs from its golden file at byte \(firstDifference) "
      + "(\(bytes.count) bytes, golden \(expected.count)): …\(context)…"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// The key of a view in a frame: its id, and `~ghost` for a ghost.
func viewKey(_ element: FrameElement) -> String {
  element.element.description + (element.role == .ghost ? "~ghost" : "")
}

/// A hand-made transition with every kind of element: a cell with an identifier that needs
/// quoting, a supplementary view, a decoration view, a reloaded cell with its ghost, and a
/// rotated and scaled cell.
func syntheticTransition(curve: AnimationCurve = .timing(.easeInEaseOut)) throws -> Transition {
  let animation = try AnimationParameters(duration: 0.1, curve: curve)
  func cell(_ item: Int, _ x: CGFloat) -> CollectionViewLayoutAttributes {
    var attributes = CollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = CGRect(x: x, y: 40, width: 50, height: 50)
    return attributes
  }
  var header = CollectionViewLayoutAttributes(
    forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
    with: IndexPath(item: 0, section: 0))
  header.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
  var background = CollectionViewLayoutAttributes(
    forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
  background.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
  background.zIndex = -1
  let quoted = TrackElement(
    category: .cell, kind: nil, indexPathBefore: IndexPath(item: 0, section: 0),
    indexPathAfter: IndexPath(item: 1, section: 0), itemIdentifier: "say \"hi\", ok")
  let spinning = TrackElement(
    category: .cell, kind: nil, indexPathBefore: IndexPath(item: 1, section: 0),
    indexPathAfter: nil, itemIdentifier: "S")
  let reloaded = TrackElement(
    category: .cell, kind: nil, indexPathBefore: IndexPath(item: 2, section: 0),
    indexPathAfter: IndexPath(item: 2, section: 0), itemIdentifier: "R")
  var spun = cell(1, 60)
  spun.transform3D = Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1)
    .scaledBy(x: 0.5, y: 2, z: 1)
  spun.alpha = 0
  var faded = cell(2, 120)
  faded.alpha = 0
  return Transition(
    kind: .batchUpdate,
    tracks: [
      Track(
        element: quoted, change: .moved, start: cell(0, 0), end: cell(1, 60), animation: animation),
      Track(
        element: spinning, change: .moved, start: cell(1, 60), end: spun, animation: animation),
      Track(
        element: reloaded, change: .reloaded, role: .element, start: cell(2, 120),
        end: cell(2, 120), animation: animation),
      Track(
        element: reloaded, change: .reloaded, role: .ghost, start: cell(2, 120), end: faded,
        animation: animation),
      Track(
        element: TrackElement(
          category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
          indexPathBefore: header.indexPath, indexPathAfter: header.indexPath,
          itemIdentifier: nil),
        change: .unchanged, start: header, end: header, animation: animation),
      Track(
        element: TrackElement(
          category: .decorationView, kind: "background", indexPathBefore: background.indexPath,
          indexPathAfter: background.indexPath, itemIdentifier: nil),
        change: .unchanged, start: background, end: background, animation: animation),
    ],
    contentOffsetBefore: .zero, contentOffsetAfter: CGPoint(x: 0, y: 10),
    contentSizeBefore: CGSize(width: 200, height: 300),
    contentSizeAfter: CGSize(width: 200, height: 300), updateItems: [], layoutCalls: [],
    animation: animation)
}

/// The header of hand-made frames.
func syntheticHeader(_ frames: FrameSequence) -> FrameDumpHeader {
  FrameDumpHeader(
    scenario: "synthetic", fps: frames.fps, viewport: CGSize(width: 200, height: 150),
    duration: frames.duration, frameCount: frames.count, steps: [])
}

/// The number `value` as JSONSerialization gives it.
func number(_ value: Any?) -> Double? {
  (value as? NSNumber)?.doubleValue
}

/// The numbers of a JSON array.
func numbers(_ value: Any?) -> [Double]? {
  (value as? [Any])?.compactMap(number)
}

/// Whether `a` and `b` agree within half a unit of `decimals` decimal places (plus rounding).
func agree(_ a: Double, _ b: Double, decimals: Int) -> Bool {
  abs(a - b) <= 0.5 * pow(10, -Double(decimals)) + 1e-9
}
