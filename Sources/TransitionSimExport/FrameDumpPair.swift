import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A reference frame dump and a new one, each read back from its bytes, to be compared.
///
/// `transition-sim check --golden` reads a golden and a replay, and `TransitionSimTesting`'s
/// `verifyFrames` a reference and the actual dump; both read them once, for the message and the
/// report, with ``read(reference:referencePath:actual:actualPath:wording:failure:)``.
///
/// - Complexity: Holds the two dumps; O(1) beyond them.
package struct FrameDumpPair: Sendable {
  /// The reference (the golden).
  package var reference: FrameDumpFile
  /// The new dump (the replay, the actual frames).
  package var actual: FrameDumpFile

  /// How a message of ``read(reference:referencePath:actual:actualPath:wording:failure:)``
  /// names the two dumps, in its caller's words.
  ///
  /// - Complexity: O(1).
  package struct Wording: Sendable {
    /// The reference as the subject of a message: `"the golden"`, `"The reference"`.
    package var reference: String
    /// The new dump as the subject of a message: `"the replay's dump"`, `"The new dump"`.
    package var actual: String
    /// What ends a message: `""` for a clause, `"."` for a sentence.
    package var ending: String

    /// A wording.
    ///
    /// - Complexity: O(1).
    package init(reference: String, actual: String, ending: String) {
      self.reference = reference
      self.actual = actual
      self.ending = ending
    }
  }

  /// Reads both dumps back, or says why one could not be read, as `failure` of one of two
  /// messages: "⟨reference⟩ is not a frame dump this version can read (⟨why⟩)⟨ending⟩" or
  /// "⟨actual⟩ could not be read back⟨ending⟩".
  ///
  /// - Parameters:
  ///   - reference: The reference's bytes.
  ///   - referencePath: Where the reference was read from, for its messages and the report.
  ///   - actual: The new dump's bytes.
  ///   - actualPath: Where the new dump was written, for the report.
  ///   - wording: How the messages name the dumps.
  ///   - failure: Makes the caller's error from a message.
  /// - Returns: Both dumps, or the error `failure` makes when one cannot be read.
  /// - Complexity: O(size of the dumps).
  package static func read<Failure: Error>(
    reference: Data, referencePath: String, actual: Data, actualPath: String,
    wording: Wording, failure: (String) -> Failure
  ) -> Result<FrameDumpPair, Failure> {
    let referenceDump: FrameDumpFile
    do {
      referenceDump = try FrameDumpFile(data: reference, path: referencePath)
    } catch {
      return .failure(
        failure(
          "\(wording.reference) is not a frame dump this version can read (\(error))"
            + wording.ending))
    }
    guard let actualDump = try? FrameDumpFile(data: actual, path: actualPath) else {
      return .failure(failure("\(wording.actual) could not be read back" + wording.ending))
    }
    return .success(FrameDumpPair(reference: referenceDump, actual: actualDump))
  }
}
