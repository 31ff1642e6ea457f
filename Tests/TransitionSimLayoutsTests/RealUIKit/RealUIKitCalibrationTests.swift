import Foundation
import Testing
import TransitionSim
import TransitionSimLayouts

/// TransitionSim against real UIKit: every element measured in reference screenshots that public
/// snapshot-test suites recorded on iOS simulators (the data in `Data/`, one file a repository,
/// each case with its provenance) is laid out by TransitionSim from the case's scenario and must
/// land within a third of a device pixel of where UIKit drew it, on every edge the screenshot
/// shows.
///
/// The screenshots give window coordinates; the comparison moves them into the collection
/// view's content: less the collection view's origin in the window, plus its content offset
/// (the scenario models the safe area, so the offset is UIKit's starting one, minus the top
/// inset). Edges cut by the image or the collection view (`clipped`) or hidden under another
/// element (`partial`) are not compared. The elements TransitionSim does not place as UIKit did
/// yet are listed in their case's `knownDifferences`, with the reason: they are checked inside
/// `withKnownIssue`, so they stay visible and the test fails once they agree.
@Suite struct RealUIKitCalibrationTests {
  /// A third of a pixel at 3× is 0.111 points; the measurements are given to 0.001 point.
  static let tolerance = 0.01

  @Test func theCalibrationCoversThreeSourcesAndThreeHundredElements() throws {
    let cases = try RealUIKitCase.loadAll()
    #expect(Set(cases.map(\.source.repository)).count >= 3)
    #expect(cases.reduce(0) { $0 + $1.record.elements.count } >= 300)
    #expect(Set(cases.map(\.record.id)).count == cases.count, "case identifiers are unique")
    for calibration in cases {
      let labels = Set(calibration.record.elements.map(\.label))
      for difference in calibration.record.knownDifferences ?? [] {
        for label in difference.elements where !labels.contains(label) {
          Issue.record("\(calibration.record.id): known difference of no element '\(label)'")
        }
      }
    }
  }

  @Test(arguments: try RealUIKitCase.loadAll())
  func transitionSimPlacesEachElementWhereUIKitDrewIt(_ calibration: RealUIKitCase) throws {
    let scenario = try calibration.makeScenario()
    let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    let last = run.segments.max { $0.stepIndex < $1.stepIndex }
    let state = last?.restingState ?? run.initialState
    let offset = last?.restingContentOffset ?? run.initialContentOffset
    let origin = calibration.record.collectionViewOrigin
    for element in calibration.record.elements {
      let frame = state.first { Self.matches($0, element) }?.frame
      let measured = element.frame
      // The measured frame, in content coordinates.
      let expected = CGRect(
        x: measured.x - origin.x + offset.x, y: measured.y - origin.y + offset.y,
        width: measured.width, height: measured.height)
      let compare = {
        Self.compare(frame, expected, element, in: calibration.record.id)
      }
      if let reason = calibration.knownDifference(of: element.label) {
        withKnownIssue(Comment(rawValue: reason)) { compare() }
      } else {
        compare()
      }
    }
  }

  /// Whether `attributes` are the element's: its category, kind and index path.
  static func matches(
    _ attributes: CollectionViewLayoutAttributes, _ element: RealUIKitCase.Element
  ) -> Bool {
    func path(_ pair: [Int]) -> IndexPath { IndexPath(item: pair[1], section: pair[0]) }
    if let cell = element.cell {
      return attributes.representedElementCategory == .cell && attributes.indexPath == path(cell)
    }
    let (category, view): (ElementCategory, RealUIKitCase.Element.View?) =
      element.supplementary != nil
      ? (.supplementaryView, element.supplementary) : (.decorationView, element.decoration)
    guard let view else { return false }
    return attributes.representedElementCategory == category
      && attributes.representedElementKind == view.kind
      && attributes.indexPath == path(view.indexPath)
  }

  /// Records an issue for each measured edge, and each size between two measured edges, that
  /// TransitionSim's `frame` misses by the tolerance or more.
  static func compare(
    _ frame: CGRect?, _ expected: CGRect, _ element: RealUIKitCase.Element, in id: String
  ) {
    guard let frame else {
      Issue.record("\(id): \(element.label): TransitionSim has no such element on screen")
      return
    }
    let edges = element.measuredEdges
    var checks: [(String, CGFloat, CGFloat)] = []
    if edges.contains("left") { checks.append(("x", expected.minX, frame.minX)) }
    if edges.contains("top") { checks.append(("y", expected.minY, frame.minY)) }
    if edges.contains("right") { checks.append(("maxX", expected.maxX, frame.maxX)) }
    if edges.contains("bottom") { checks.append(("maxY", expected.maxY, frame.maxY)) }
    if edges.isSuperset(of: ["left", "right"]) {
      checks.append(("width", expected.width, frame.width))
    }
    if edges.isSuperset(of: ["top", "bottom"]) {
      checks.append(("height", expected.height, frame.height))
    }
    for (name, uikit, ours) in checks where abs(uikit - ours) >= tolerance {
      let values = "\(points(uikit)) in UIKit, \(points(ours)) in TransitionSim"
      Issue.record(
        "\(id): \(element.label): \(name) \(values) (Δ \(points(ours - uikit)) pt, content)")
    }
  }

  /// `value` to three decimals.
  static func points(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
}
