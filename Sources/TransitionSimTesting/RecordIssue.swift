import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Fails the running test with `message`, through whichever framework runs it: Swift Testing's
/// `Issue.record` inside a Swift Testing test (`Test.current != nil`), XCTest's `XCTFail`
/// otherwise.
///
/// Every `assert…` and `expect…` function of this module reports through it; use it to build
/// assertions of your own on the `verify…` functions.
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
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  XCTFail(message, file: filePath, line: line)
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
