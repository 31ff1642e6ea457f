import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Reading a frame dump back: locations in JSON Lines are the file's own lines.
@Suite struct FrameDumpFileTests {
  private let header =
    #"{"format": "transition-sim-frames", "version": 1, "scenario": "s", "fps": 10, "#
    + #""viewport": {"width": 100, "height": 100}}"#

  private func frame(_ index: Int, indexPath: String = "[0, 0]") -> String {
    #"{"index": \#(index), "time": 0, "contentOffset": [0, 0], "contentSize": [100, 100], "#
      + #""elements": [{"id": "A", "category": "cell", "indexPath": \#(indexPath), "#
      + #""change": "unchanged", "frame": [0, 0, 10, 10], "alpha": 1, "zIndex": 0, "#
      + #""hidden": false}]}"#
  }

  @Test func anOutOfRangeNumberInAJSONLinesDumpNamesItsLine() throws {
    // The header is line 1; frames 0, 1, 2 are lines 2, 3, 4; frame 2's index path is bad.
    let bad = frame(2, indexPath: "[0, 1e19]")
    let text = [header, frame(0), frame(1), bad].joined(separator: "\n")
    let column = bad.distance(from: bad.startIndex, to: bad.range(of: "1e19")!.lowerBound) + 1
    #expect {
      try FrameDumpFile(data: Data(text.utf8), path: "d.jsonl")
    } throws: { error in
      "\(error)".hasPrefix("d.jsonl:4:\(column): ")
    }
  }

  @Test func aSyntaxErrorInAJSONLinesDumpNamesItsLine() throws {
    // Line 3 ends early: the error is on line 3, not line 1 of that line alone.
    let text = [header, frame(0), #"{"index": 1, "time": }"#].joined(separator: "\n")
    #expect {
      try FrameDumpFile(data: Data(text.utf8), path: "d.jsonl")
    } throws: { error in
      "\(error)".hasPrefix("d.jsonl:3:") && "\(error)".contains("invalid JSON")
    }
  }
}
