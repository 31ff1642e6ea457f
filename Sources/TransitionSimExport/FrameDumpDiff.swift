import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// Compares frame dumps and describes the first divergence in words.
public enum FrameDumpDiff {
  /// The first difference between two dumps beyond `tolerance`, or `nil` when they agree.
  ///
  /// Elements come first: the first frame where an element differs is reported, even when a
  /// container value (`contentOffset`, `contentSize`) differs in an earlier frame — an element's
  /// change is what a reader looks for, and a changed content size follows from it. That earlier
  /// container difference is mentioned after it. Only when every element agrees is the first
  /// container difference the one reported.
  ///
  /// - Complexity: O(total elements).
  public static func firstDifference(
    _ a: FrameDumpFile, _ b: FrameDumpFile, tolerance: Double
  ) -> String? {
    for key in ["scenario", "fps", "viewport"] where !same(a.header[key], b.header[key], tolerance)
    {
      return "The headers differ: \(key) \(text(a.header[key])) → \(text(b.header[key]))."
    }
    var container: String?
    for index in 0..<min(a.frames.count, b.frames.count) {
      let (left, right) = (a.frames[index], b.frames[index])
      if let difference = compare(elementsOf: left, right, tolerance: tolerance) {
        guard let container else { return difference }
        return difference + "; before that, " + container
      }
      if container == nil {
        container = compare(containerOf: left, right, tolerance: tolerance)
      }
    }
    if let container { return container }
    if a.frames.count != b.frames.count {
      return "The dumps have \(a.frames.count) and \(b.frames.count) frames; the first "
        + "\(min(a.frames.count, b.frames.count)) agree."
    }
    return nil
  }

  /// `at frame 7 (t = 0.117 s)`.
  private static func location(of frame: JSONValue) -> String {
    let index = number(frame["index"]).map(whole) ?? "?"
    let time = number(frame["time"]).map { String(format: "%.3f", $0) } ?? "?"
    return "at frame \(index) (t = \(time) s)"
  }

  /// The first container value (content offset, then size) that differs in the frame.
  private static func compare(
    containerOf a: JSONValue, _ b: JSONValue, tolerance: Double
  ) -> String? {
    for key in ["contentOffset", "contentSize"] where !same(a[key], b[key], tolerance) {
      return "\(key) \(location(of: a)): \(text(a[key])) → \(text(b[key]))"
    }
    return nil
  }

  /// The first element, in identifier order, that differs in the frame or is in one dump only.
  ///
  /// - Complexity: O(*n* log *n*) for *n* elements in the frame.
  private static func compare(
    elementsOf a: JSONValue, _ b: JSONValue, tolerance: Double
  ) -> String? {
    let at = location(of: a)
    let left = elements(of: a)
    let right = elements(of: b)
    for (key, element) in left.sorted(by: { $0.key < $1.key }) {
      guard let other = right[key] else {
        return "\(describe(element)) \(at): only in the first dump"
      }
      for field in [
        "category", "kind", "indexPath", "change", "frame", "alpha", "zIndex", "hidden",
        "transform", "custom",
      ]
      where !same(element[field], other[field], tolerance) {
        return
          "\(describe(element)) \(at): \(field) \(text(element[field])) → \(text(other[field]))"
      }
    }
    for (key, element) in right.sorted(by: { $0.key < $1.key }) where left[key] == nil {
      return "\(describe(element)) \(at): only in the second dump"
    }
    return nil
  }

  /// A frame's elements by id and role (`H`, `H~ghost`): the key both dumps' elements are
  /// matched by, here and in ``FrameDumpDiffReport``.
  ///
  /// - Complexity: O(*n*) in the frame's elements.
  static func elements(of frame: JSONValue) -> [String: JSONValue] {
    guard case .array(let list) = frame["elements"]?.kind else { return [:] }
    var result: [String: JSONValue] = [:]
    for element in list {
      guard case .string(let id) = element["id"]?.kind else { continue }
      let role = element["role"].flatMap { value -> String? in
        if case .string(let text) = value.kind { return text }
        return nil
      }
      result[id + (role.map { "~" + $0 } ?? "")] = element
    }
    return result
  }

  /// `item C [0,2]`, `ghost of item C [0,2]`, `UICollectionElementKindSectionHeader [1,0]`.
  private static func describe(_ element: JSONValue) -> String {
    var name: String
    if case .string(let kind) = element["kind"]?.kind {
      name = kind
    } else if case .string(let id) = element["id"]?.kind {
      name = "item \(id)"
    } else {
      name = "element"
    }
    if case .array(let path) = element["indexPath"]?.kind {
      name +=
        " [" + path.compactMap { number($0).map(whole) }.joined(separator: ",") + "]"
    }
    if case .string("ghost") = element["role"]?.kind { name = "ghost of " + name }
    return name
  }

  /// An index as written: `12`; a value that is not a whole number (which ``FrameDumpFile`` does
  /// not let through) as Swift prints it, never a trap.
  private static func whole(_ number: Double) -> String {
    Int(exactly: number).map { String($0) } ?? "\(number)"
  }

  /// The value's number, or `nil` when it is absent or not a number.
  static func number(_ value: JSONValue?) -> Double? {
    if case .number(let number) = value?.kind { return number }
    return nil
  }

  private static func same(_ a: JSONValue?, _ b: JSONValue?, _ tolerance: Double) -> Bool {
    switch (a?.kind, b?.kind) {
    case (nil, nil): return true
    case (.number(let x), .number(let y)): return abs(x - y) <= tolerance
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1, tolerance) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.allSatisfy { member in same(member.value, b?[member.key], tolerance) }
    case (let x?, let y?): return x == y
    default: return false
    }
  }

  private static func text(_ value: JSONValue?) -> String {
    guard let value else { return "absent" }
    switch value.kind {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number):
      // With 4 decimals the fixed format stops at ±9e11 and then clamps whole numbers at
      // ±9e18; a dump's numbers reach ±2^63 (FrameDumpFile checks), so print those unclamped.
      return abs(number) < 9e11
        ? DumpNumberFormat.string(number, decimals: 4) : String(format: "%.0f", number)
    case .string(let string): return "\"\(string)\""
    case .array(let values): return "[" + values.map { text($0) }.joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
    }
  }
}
