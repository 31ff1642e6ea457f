import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension FrameDumpFile {
  /// The range a member of a dump must lie in, so that every reader of the dump (a golden
  /// comparison, the artefacts and HTML report of a mismatch, an animated SVG of the dump, the
  /// testing library's `verifyFrames`) can convert it without trapping: what the writers write,
  /// with room to spare.
  enum FieldRange {
    /// A time or a duration: 0 to a billion seconds.
    case time
    /// A coordinate, a length, an alpha or a transform entry: within ±10^15.
    case geometry
    /// A frame rate: above 0, at most 10^6 a second.
    case rate
    /// A count: a whole number from 0 to 2^53.
    case count
    /// A zIndex: a whole number within ±2^63 (2^63 stands for `Int.max`, which a dump writes
    /// exactly and reads back rounded).
    case zIndex

    /// The largest time or duration, in seconds.
    static let largestTime = 1e9
    /// The largest magnitude of a coordinate, length, alpha or transform entry.
    static let largestGeometry = 1e15

    /// The members of a header or a frame, and their ranges.
    static let frameOrHeader: [String: FieldRange] = [
      "time": .time, "duration": .time, "start": .time, "fps": .rate, "frameCount": .count,
      "viewport": .geometry, "contentOffset": .geometry, "contentSize": .geometry,
    ]
    /// The members of an element, and their ranges.
    static let element: [String: FieldRange] = [
      "frame": .geometry, "center": .geometry, "size": .geometry, "alpha": .geometry,
      "transform": .geometry, "zIndex": .zIndex,
    ]

    /// What is wrong with `number` in this range, or `nil`.
    func problem(_ number: Double, name: String) -> String? {
      let whole = number.rounded(.towardZero) == number
      switch self {
      case .time where !(number >= 0 && number <= Self.largestTime):
        return "the \(name) \(FrameDumpFile.text(number)) is out of range: it must be from 0 to "
          + "1000000000 seconds"
      case .geometry where !(abs(number) <= Self.largestGeometry):
        return "the \(name) \(FrameDumpFile.text(number)) is out of range: it must lie within "
          + "±10^15"
      case .rate where !(number > 0 && number <= 1_000_000):
        return "the \(name) \(FrameDumpFile.text(number)) is out of range: it must be above 0 "
          + "and at most 1000000"
      case .count where !(whole && number >= 0 && number <= FrameDumpFile.largestIndex):
        return "the \(name) \(FrameDumpFile.text(number)) is out of range: it must be a whole "
          + "number from 0 to \(Int64(FrameDumpFile.largestIndex))"
      case .zIndex where !(whole && abs(number) <= FrameDumpFile.largestMagnitude):
        return "the \(name) \(FrameDumpFile.text(number)) is out of range: it must be a whole "
          + "number within ±2^63"
      default: return nil
      }
    }

    /// The first member of `object` named in `ranges` holding a number out of its range
    /// (directly, or in an array or object it holds), with the message and the number's value.
    ///
    /// - Complexity: O(*n*) in the values of the members checked.
    static func problem(
      in object: JSONValue, ranges: [String: FieldRange]
    ) -> (message: String, value: JSONValue)? {
      guard case .object(let members) = object.kind else { return nil }
      for member in members {
        guard let range = ranges[member.key],
          let problem = range.firstProblem(in: member.value, name: member.key)
        else { continue }
        return problem
      }
      return nil
    }

    private func firstProblem(
      in value: JSONValue, name: String
    ) -> (message: String, value: JSONValue)? {
      switch value.kind {
      case .number(let number): return problem(number, name: name).map { ($0, value) }
      case .array(let values):
        for item in values {
          if let found = firstProblem(in: item, name: name) { return found }
        }
      case .object(let members):
        for member in members {
          if let found = firstProblem(in: member.value, name: "\(name).\(member.key)") {
            return found
          }
        }
      default: break
      }
      return nil
    }
  }
}
