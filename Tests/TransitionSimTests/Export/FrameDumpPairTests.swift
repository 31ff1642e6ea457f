import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Reading a reference and a new dump back: both, or why one could not be read, in each caller's
/// words (`check --golden`'s clauses, `verifyFrames`' sentences).
@Suite struct FrameDumpPairTests {
  /// The caller's error: its message.
  private struct Message: Error, Equatable {
    var text: String
  }

  private static let clauses = FrameDumpPair.Wording(
    reference: "the golden", actual: "the replay's dump", ending: "")
  private static let sentences = FrameDumpPair.Wording(
    reference: "The reference", actual: "The new dump", ending: ".")

  /// A dump of `frames` frames with one element each.
  private static func dump(frames: Int) -> Data {
    let frame =
      #"{"index": 0, "time": 0, "contentOffset": [0, 0], "contentSize": [100, 100], "#
      + #""elements": [{"id": "A", "category": "cell", "indexPath": [0, 0], "#
      + #""change": "unchanged", "frame": [0, 0, 10, 10], "alpha": 1, "zIndex": 0, "#
      + #""hidden": false}]}"#
    let text =
      #"{"format": "transition-sim-frames", "version": 1, "scenario": "s", "fps": 10, "#
      + #""viewport": {"width": 100, "height": 100}, "frames": ["#
      + Array(repeating: frame, count: frames).joined(separator: ", ") + "]}"
    return Data(text.utf8)
  }

  private static func read(
    reference: Data, actual: Data, wording: FrameDumpPair.Wording
  ) -> Result<FrameDumpPair, Message> {
    FrameDumpPair.read(
      reference: reference, referencePath: "g.json", actual: actual, actualPath: "a.json",
      wording: wording, failure: { Message(text: $0) })
  }

  @Test func twoDumpsAreReadWithTheirPaths() throws {
    let pair = try Self.read(
      reference: Self.dump(frames: 2), actual: Self.dump(frames: 3), wording: Self.clauses
    ).get()
    #expect(pair.reference.path == "g.json")
    #expect(pair.reference.frames.count == 2)
    #expect(pair.actual.path == "a.json")
    #expect(pair.actual.frames.count == 3)
  }

  @Test(
    arguments: [
      (
        clauses,
        "the golden is not a frame dump this version can read (g.json: the file is empty)"
      ),
      (
        sentences,
        "The reference is not a frame dump this version can read (g.json: the file is empty)."
      ),
    ])
  func anUnreadableReferenceSaysWhyInTheCallersWords(
    wording: FrameDumpPair.Wording, message: String
  ) {
    // The new dump cannot be read either: the reference is the one named.
    let result = Self.read(reference: Data(), actual: Data("{".utf8), wording: wording)
    #expect(throws: Message(text: message)) { try result.get() }
  }

  @Test(
    arguments: [
      (clauses, "the replay's dump could not be read back"),
      (sentences, "The new dump could not be read back."),
    ])
  func anUnreadableNewDumpSaysSoInTheCallersWords(
    wording: FrameDumpPair.Wording, message: String
  ) {
    let result = Self.read(
      reference: Self.dump(frames: 1), actual: Data("{".utf8), wording: wording)
    #expect(throws: Message(text: message)) { try result.get() }
  }
}
