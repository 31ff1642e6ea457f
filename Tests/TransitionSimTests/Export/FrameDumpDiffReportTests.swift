import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The HTML diff report flags exactly the elements that changed, with their largest deviations.
@Suite struct FrameDumpDiffReportTests {
  /// Element ids and the values of each in each of four frames: x and alpha, or `nil` when absent.
  typealias Values = [String: [(x: Double, alpha: Double)?]]

  /// A JSON Lines dump of the elements' values, frame by frame.
  func dump(_ values: Values) throws -> FrameDumpFile {
    var lines = [
      #"{"format": "transition-sim-frames", "version": 1, "scenario": "s", "fps": 10, "#
        + #""viewport": {"width": 100, "height": 100}}"#
    ]
    for index in 0..<4 {
      let elements = values.keys.sorted().compactMap { id -> String? in
        guard let value = values[id]?[index] else { return nil }
        return #"{"id": "\#(id)", "category": "cell", "indexPath": [0, 0], "#
          + #""change": "unchanged", "frame": [\#(value.x), 0, 10, 10], "#
          + #""alpha": \#(value.alpha), "zIndex": 0, "hidden": false}"#
      }
      lines.append(
        #"{"index": \#(index), "time": \#(Double(index) / 10), "contentOffset": [0, 0], "#
          + #""contentSize": [100, 100], "elements": [\#(elements.joined(separator: ", "))]}"#)
    }
    return try FrameDumpFile(data: Data(lines.joined(separator: "\n").utf8), path: "d.jsonl")
  }

  /// The largest |a − b| of `attribute` for each element and its first frame, computed directly.
  func expected(_ a: Values, _ b: Values) -> [String: [String: (Double, Int)]] {
    var result: [String: [String: (Double, Int)]] = [:]
    for id in Set(a.keys).union(b.keys) {
      for frame in 0..<4 {
        let left = a[id]?[frame]
        let right = b[id]?[frame]
        var amounts: [(String, Double)] = []
        if let left, let right {
          amounts = [("x", abs(left.x - right.x)), ("alpha", abs(left.alpha - right.alpha))]
        } else if (left == nil) != (right == nil) {
          amounts = [("presence", 1)]
        }
        for (attribute, amount) in amounts where amount > 0.0001 {
          if let known = result[id]?[attribute], known.0 >= amount { continue }
          result[id, default: [:]][attribute] = (amount, frame)
        }
      }
    }
    return result
  }

  func values() -> (Values, Values) {
    var reference: Values = [:]
    for (offset, id) in ["A", "B", "C", "D", "E"].enumerated() {
      reference[id] = (0..<4).map { (x: Double(10 * $0 + offset), alpha: 1) }
    }
    var actual = reference
    for (frame, shift) in [0, 0.5, 2, 1].enumerated() {
      actual["B"]?[frame]?.x += shift
    }
    actual["C"]?[3]?.alpha = 0.7
    actual["D"]?[1] = nil
    return (reference, actual)
  }

  @Test func theReportFlagsExactlyTheChangedElements() throws {
    let (referenceValues, actualValues) = values()
    let reference = try dump(referenceValues)
    let actual = try dump(actualValues)
    let found = FrameDumpDiffReport.deviations(reference, actual, tolerance: 0.0001)
    let wanted = expected(referenceValues, actualValues)
    #expect(Set(found.map(\.element)) == Set(wanted.keys))
    #expect(Set(found.map(\.element)) == ["B", "C", "D"])
    #expect(found.count == wanted.values.map(\.count).reduce(0, +))
    for deviation in found {
      let want = wanted[deviation.element]?[deviation.attribute]
      #expect(want?.0 == deviation.amount, "\(deviation)")
      #expect(want?.1 == deviation.frame, "\(deviation)")
    }
    let html = FrameDumpDiffReport.html(reference: reference, actual: actual, tolerance: 0.0001)
    #expect(html.components(separatedBy: "<tr class=\"differs\">").count - 1 == 3)
    #expect(html.contains("<td>B</td>"))
    #expect(html.contains("<td>2 at frame 2</td>"))
    #expect(!html.contains("<td>A</td>") && !html.contains("<td>E</td>"))
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains(" src="))
    #expect(html.contains("\"differing\": [\"B\", \"C\", \"D\"]"))
    let again = FrameDumpDiffReport.html(reference: reference, actual: actual, tolerance: 0.0001)
    #expect(html == again, "the same bytes twice")
  }

  @Test func identicalDumpsHaveNoDifferingRows() throws {
    let reference = try dump(values().0)
    #expect(FrameDumpDiffReport.deviations(reference, reference, tolerance: 0).isEmpty)
    let html = FrameDumpDiffReport.html(reference: reference, actual: reference, tolerance: 0)
    #expect(!html.contains("<tr class=\"differs\">"))
    var bytes: [UInt8] = []
    try FrameDumpDiffReport.write(
      reference: reference, actual: reference, tolerance: 0,
      to: OutputFile(consumer: { bytes += $0 }))
    #expect(bytes == Array(html.utf8))
  }
}
