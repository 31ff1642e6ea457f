import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Fails the running test with `message`, through whichever framework runs it: Swift Testing
/// inside a Swift Testing test (`Test.current != nil`), XCTest's `XCTFail` otherwise.
///
/// Every `assert…` function of this module reports through it; use it to build
/// assertions of your own on the `verify…` functions.
///
/// In Swift Testing the message's first line is the issue's headline, as an `#expect` failure's
/// is (`… recorded an issue at GridTests.swift:30:5: Expectation failed: Item "C" [0,1] at
/// frame 6 …`), and the lines after it are the issue's comment, printed under it. The only
/// public `Issue.record(_:)` for a message records an issue whose headline is always "Issue
/// recorded", with the message under it; so, with a Swift 6.3 compiler, the issue is recorded
/// through the entry point the `#expect` macro expands to (`__checkValue`), with the headline as
/// the expectation's text. That entry point is underscored, so it is used only with the compiler
/// it was checked against (6.3.x); other compilers use `Issue.record(_:)`, whose headline is
/// "Issue recorded" with the whole message under it.
///
/// - Parameters:
///   - message: The failure message.
///   - fileID: The file in which the failure occurred. Defaults to the file ID of the test case
///     in which this function was called.
///   - filePath: The file in which the failure occurred. Defaults to the file path of the test
///     case in which this function was called.
///   - line: The line number on which the failure occurred. Defaults to the line number on which
///     this function was called.
///   - column: The column on which the failure occurred. Defaults to the column on which this
///     function was called.
public func recordIssue(
  _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  #if canImport(Testing)
    if Test.current != nil {
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      let (headline, details) = IssueText.split(message)
      #if compiler(>=6.3) && compiler(<6.4)
        _ = __checkValue(
          false, expression: .__fromSyntaxNode(headline),
          comments: details.map { [Comment(rawValue: $0)] } ?? [], isRequired: false,
          sourceLocation: location)
      #else
        Issue.record(Comment(rawValue: message), sourceLocation: location)
      #endif
      return
    }
  #endif
  XCTFail(message, file: filePath, line: line)
}

/// How a failure message is shown in Swift Testing.
enum IssueText {
  /// The message's first line, and the rest without the blank lines that separate it (`nil`
  /// when there is no rest).
  ///
  /// - Complexity: O(*n*) in the length of the message.
  static func split(_ message: String) -> (headline: String, details: String?) {
    guard let newline = message.firstIndex(of: "\n") else { return (message, nil) }
    let rest = message[message.index(after: newline)...].drop { $0 == "\n" }
    return (String(message[..<newline]), rest.isEmpty ? nil : String(rest))
  }
}

/// Evaluates `animation`, checks it with `verify` and records the failure, if any; an error
/// thrown while evaluating is a failure too.
func report<Animation>(
  _ animation: () throws -> Animation, fileID: StaticString, filePath: StaticString, line: UInt,
  column: UInt, _ verify: (Animation) -> String?
) {
  let message: String?
  do {
    message = verify(try animation())
  } catch {
    message = "Evaluating the animation threw an error: \(error)"
  }
  guard let message else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
