import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// Why an HTML player could not be written.
public enum HTMLPlayerExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The embedded frame data would exceed `limit` bytes; it had reached `bytes` at frame `frame`
  /// of `frameCount`.
  case tooLarge(limit: Int, bytes: Int, frame: Int, frameCount: Int)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .tooLarge(let limit, _, let frame, let frameCount):
      return "the HTML player embeds every frame, and this replay's frame data passes the "
        + "limit of \(limit / 1_000_000) MB at frame \(frame) of \(frameCount); lower --fps, "
        + "shorten the scenario, or write --format jsonl or csv instead"
    }
  }
}
