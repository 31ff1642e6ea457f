import Foundation

//===--- verifyLayoutCalls(in:equal:) ----------------------------------------------===//

/// Checks the calls a collection view made to its layout during a transition (UIKit's
/// lifecycle: which hooks, in which order, with which index paths): `nil` when
/// ``Transition/layoutCalls`` reads as `expected`, otherwise the failure message.
///
/// Each call reads as its method, then its element kind and index path when it has them:
/// `prepare()`, `indexPathsToInsertForSupplementaryView(ofKind:) Header`,
/// `initialLayoutAttributesForAppearingItem(at:) [0,3]`; with `includingLayoutNames`, prefixed
/// with the layout's type name: `CircleLayout.prepare()`.
///
/// ```
/// The layout calls differ from the expected ones at call 5 of 9: expected
/// "initialLayoutAttributesForAppearingItem(at:) [0,3]", got
/// "finalLayoutAttributesForDisappearingItem(at:) [0,2]".
///
/// @@ −3,5 +3,5 @@
///  targetContentOffset(forProposedContentOffset:)
///  layoutAttributesForElements(in:)
/// −initialLayoutAttributesForAppearingItem(at:) [0,3]
/// +finalLayoutAttributesForDisappearingItem(at:) [0,2]
/// …
/// (Expected: −, Actual: +)
/// ```
///
/// - Parameters:
///   - transition: The transition whose calls are checked.
///   - expected: The calls expected, in order.
///   - methods: Only calls to these methods are compared (`nil`: every call).
///   - includingLayoutNames: Whether calls are prefixed with the layout's type name.
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*c*) for *c* calls.
public func verifyLayoutCalls(
  in transition: Transition, equal expected: [String], methods: Set<String>? = nil,
  includingLayoutNames: Bool = false
) -> String? {
  let actual = transition.layoutCalls.filter { methods?.contains($0.method) ?? true }.map {
    call -> String in
    var text = includingLayoutNames ? "\(call.layout).\(call.method)" : call.method
    if let kind = call.kind { text += " \(kind)" }
    if let indexPath = call.indexPath { text += " " + MessageFormat.indexPath(indexPath) }
    return text
  }
  guard actual != expected else { return nil }
  var index = 0
  while index < actual.count && index < expected.count && actual[index] == expected[index] {
    index += 1
  }
  let headline: String
  if index < actual.count && index < expected.count {
    headline =
      "The layout calls differ from the expected ones at call \(index + 1) of \(actual.count): "
      + "expected \"\(expected[index])\", got \"\(actual[index])\"."
  } else if index < actual.count {
    headline =
      "The layout made \(actual.count) calls, expected \(expected.count): after the expected "
      + "calls it made \"\(actual[index])\"."
  } else {
    let made =
      switch actual.count {
      case 0: "none of the expected calls"
      case 1: "the first expected call"
      default: "the first \(actual.count) expected calls"
      }
    headline =
      "The layout made \(actual.count) calls, expected \(expected.count): it made \(made), but "
      + "not \"\(expected[index])\"."
  }
  let hunk =
    LineDiff.firstHunk(
      old: expected.map { Substring($0) }, new: actual.map { Substring($0) },
      oldLabel: "Expected", newLabel: "Actual", maximumChanges: 8) ?? ""
  return headline + "\n\n" + hunk
}

/// Fails the running test unless the transition's layout calls read as `expected`
/// (``verifyLayoutCalls(in:equal:methods:includingLayoutNames:)``).
///
/// - Parameters:
///   - transition: The transition; an error it throws fails the test.
///   - expected: The calls expected, in order.
///   - methods: Only calls to these methods are compared (`nil`: every call).
///   - includingLayoutNames: Whether calls are prefixed with the layout's type name.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertLayoutCalls(
  in transition: @autoclosure () throws -> Transition, equal expected: [String],
  methods: Set<String>? = nil, includingLayoutNames: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(transition, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyLayoutCalls(
      in: $0, equal: expected, methods: methods, includingLayoutNames: includingLayoutNames)
  }
}
