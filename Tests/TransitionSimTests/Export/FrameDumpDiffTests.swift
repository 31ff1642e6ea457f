import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The first difference between two dumps names an element before a container value.
@Suite struct FrameDumpDiffTests {
  /// A JSON Lines dump of three frames at 10 frames a second: item A's x in each frame, and the
  /// content height in each.
  func dump(x: [Double], height: [Double]) throws -> FrameDumpFile {
    var lines = [
      #"{"format": "transition-sim-frames", "version": 1, "scenario": "s", "fps": 10, "#
        + #""viewport": {"width": 100, "height": 100}}"#
    ]
    for index in 0..<3 {
      lines.append(
        #"{"index": \#(index), "time": \#(Double(index) / 10), "contentOffset": [0, 0], "#
          + #""contentSize": [100, \#(height[index])], "elements": [{"id": "A", "#
          + #""category": "cell", "indexPath": [0, 0], "change": "unchanged", "#
          + #""frame": [\#(x[index]), 0, 10, 10], "alpha": 1, "zIndex": 0, "hidden": false}]}"#)
    }
    return try FrameDumpFile(data: Data(lines.joined(separator: "\n").utf8), path: "d.jsonl")
  }

  @Test func anElementIsReportedBeforeAnEarlierContainerDifference() throws {
    // The content size differs from frame 1, item A only at frame 2.
    let reference = try dump(x: [0, 5, 10], height: [100, 100, 100])
    let actual = try dump(x: [0, 5, 20], height: [100, 200, 200])
    #expect(
      FrameDumpDiff.firstDifference(reference, actual, tolerance: 0)
        == "item A [0,0] at frame 2 (t = 0.200 s): frame [10, 0, 10, 10] → [20, 0, 10, 10]; "
        + "before that, contentSize at frame 1 (t = 0.100 s): [100, 100] → [100, 200]")
  }

  @Test func aContainerDifferenceIsReportedWhenEveryElementAgrees() throws {
    let reference = try dump(x: [0, 5, 10], height: [100, 100, 100])
    let actual = try dump(x: [0, 5, 10], height: [100, 200, 200])
    #expect(
      FrameDumpDiff.firstDifference(reference, actual, tolerance: 0)
        == "contentSize at frame 1 (t = 0.100 s): [100, 100] → [100, 200]")
    #expect(FrameDumpDiff.firstDifference(reference, reference, tolerance: 0) == nil)
  }
}
