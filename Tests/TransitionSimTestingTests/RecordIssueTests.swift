import Foundation
import Testing
import TransitionSimTesting
import XCTest

/// `recordIssue` reports to Swift Testing inside a Swift Testing test.
@Suite struct RecordIssueSwiftTestingTests {
  @Test func recordsAnIssueWithTheCallersLocation() {
    let line = #line + 2
    withKnownIssue {
      recordIssue("Something is off.")
    } matching: { issue in
      shows(issue, "Something is off.")
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "RecordIssueTests.swift"
    }
  }

  /// The message's first line is the issue's headline, not Swift Testing's "Issue recorded";
  /// what follows the blank line is the comment printed under it.
  @Test func theFirstLineIsTheHeadline() {
    let headline = "Frame dump \"delete\" does not match its reference."
    let details = "First difference: item B.\n\nReference: /a.json"
    withKnownIssue {
      recordIssue(headline + "\n\n" + details)
    } matching: { issue in
      #if compiler(>=6.3) && compiler(<6.4)
        String(describing: issue.kind) == "Expectation failed: " + headline
          && issue.comments.map(\.rawValue) == [details]
      #else
        issue.comments.map(\.rawValue) == [headline + "\n\n" + details]
      #endif
    }
  }
}

/// …and to XCTest inside an XCTest case.
final class RecordIssueXCTests: FailureCapturingTestCase {
  func testRecordsAnXCTestFailureWithTheCallersLocation() {
    let line = #line + 1
    let recorded = failures { recordIssue("Something is off.") }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.message.hasSuffix("Something is off.") ?? false)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertTrue(recorded.first?.file.hasSuffix("RecordIssueTests.swift") ?? false)
  }

  func testTheModuleReexportsTheCore() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    XCTAssertEqual(attributes.alpha, 1)
    XCTAssertFalse(transitionSimVersion.isEmpty)
  }
}
