import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A frame dump read back from JSON (or JSON Lines), for comparing dumps.
///
/// Every number in it is range-checked as it is read, so that nothing downstream converts an
/// absurd value: any number must lie within ±``largestMagnitude``, and a frame's `index` and the
/// components of an element's `indexPath` must be whole numbers from 0 to ``largestIndex``. A
/// number outside its range is an ``OutputError`` located at the number (`dump.json:12:40`).
public struct FrameDumpFile: Sendable {
  /// The header object.
  public var header: JSONValue
  /// The frames, each a JSON object.
  public var frames: [JSONValue]
  /// Where it was read from.
  public var path: String

  /// The largest magnitude of any number in a dump: 2^63, the range of the 64-bit integers a dump
  /// is written with.
  public static let largestMagnitude = 9_223_372_036_854_775_808.0
  /// The largest frame index or index path component: 2^53, the largest whole number up to which
  /// every whole number has an exact `Double`.
  public static let largestIndex = 9_007_199_254_740_992.0

  /// Reads and checks a dump.
  ///
  /// - Throws: ``OutputError`` naming the file and what is wrong with it.
  /// - Complexity: O(*n*) in the size of the file.
  public init(path: String) throws {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw OutputError(path: path, message: FileSystemMessage.whyUnreadable(path))
    }
    try self.init(data: data, path: path)
  }

  /// Reads a dump from bytes.
  ///
  /// - Throws: ``OutputError`` naming `path`, and the line and column where they are known.
  /// - Complexity: O(*n*) in the size of `data`.
  public init(data: Data, path: String) throws {
    self.path = path
    func fail(_ message: String, _ value: JSONValue? = nil) -> OutputError {
      let location = value.map { ":\($0.line):\($0.column)" } ?? ""
      return OutputError(path: path + location, message: message)
    }
    // One document with a "frames" array, or JSON Lines: the header, then one frame a line.
    // Both are read in one pass that keeps the file's lines and columns.
    let documents: [JSONValue]
    do {
      documents = try JSONParser.parseSequence(data)
    } catch let error as JSONSyntaxError {
      throw OutputError(
        path: path + ":\(error.line):\(error.column)",
        message: "not a frame dump: invalid JSON (\(error.message))")
    }
    guard let first = documents.first else { throw fail("the file is empty") }
    if documents.count == 1 {
      guard case .object = first.kind, case .array(let frames) = first["frames"]?.kind else {
        throw fail("not a frame dump: no \"frames\" array", first)
      }
      header = first
      self.frames = frames
    } else {
      header = first
      frames = Array(documents.dropFirst())
    }
    guard header["format"]?.kind == .string(FrameDumpHeader.formatName) else {
      throw fail("not a frame dump: its \"format\" is not \"\(FrameDumpHeader.formatName)\"")
    }
    guard header["version"]?.kind == .number(Double(FrameDumpHeader.version)) else {
      throw fail(
        "unsupported frame dump version; this build reads version \(FrameDumpHeader.version)")
    }
    if let problem = Self.outOfRange(in: header) { throw fail(problem.message, problem.value) }
    for frame in frames {
      if let problem = Self.outOfRange(in: frame) { throw fail(problem.message, problem.value) }
    }
  }

  //===--- range checks ---===//

  /// The first number out of range in `value` (any number beyond ±``largestMagnitude``; for a
  /// frame, its `index` and its elements' `indexPath` components outside 0…``largestIndex``,
  /// and each member the writers write within the range its readers need: ``FieldRange``),
  /// with what is wrong with it.
  ///
  /// - Complexity: O(*n*) in the values of `value`; the recursion is bounded by the parser's
  ///   depth limit.
  private static func outOfRange(in value: JSONValue) -> (message: String, value: JSONValue)? {
    if let problem = magnitudeProblem(in: value) { return problem }
    if let index = value["index"], let problem = indexProblem(index, name: "frame index") {
      return problem
    }
    if let problem = FieldRange.problem(in: value, ranges: FieldRange.frameOrHeader) {
      return problem
    }
    guard case .array(let elements) = value["elements"]?.kind else { return nil }
    for element in elements {
      if let problem = FieldRange.problem(in: element, ranges: FieldRange.element) {
        return problem
      }
      guard case .array(let components) = element["indexPath"]?.kind else { continue }
      for component in components {
        if let problem = indexProblem(component, name: "index path component") { return problem }
      }
    }
    return nil
  }

  private static func magnitudeProblem(
    in value: JSONValue
  ) -> (message: String, value: JSONValue)? {
    switch value.kind {
    case .number(let number) where !(abs(number) <= largestMagnitude):
      return (
        "the number \(text(number)) is out of range: numbers in a frame dump lie within ±2^63",
        value
      )
    case .array(let values):
      for item in values {
        if let problem = magnitudeProblem(in: item) { return problem }
      }
    case .object(let members):
      for member in members {
        if let problem = magnitudeProblem(in: member.value) { return problem }
      }
    default: break
    }
    return nil
  }

  private static func indexProblem(
    _ value: JSONValue, name: String
  ) -> (message: String, value: JSONValue)? {
    guard case .number(let number) = value.kind else { return nil }
    guard number >= 0, number <= largestIndex, number.rounded(.towardZero) == number else {
      return (
        "the \(name) \(text(number)) is out of range: it must be a whole number from 0 to "
          + "\(Int64(largestIndex))",
        value
      )
    }
    return nil
  }

  /// `12`, `-1`, `0.5`, `1e+19`.
  static func text(_ number: Double) -> String {
    if number.rounded(.towardZero) == number && abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }
}
