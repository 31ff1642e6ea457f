import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The Core Graphics members Apple platforms have and Linux Foundation lacks.
@Suite struct CGGeometryAppleTests {
  @Test func equalToComparesValues() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
    #expect(
      CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 5)))
    // CGRectEqualToRect compares standardized rectangles: (0, 0, −10, −10) covers the same
    // points as (−10, −10, 10, 10).
    #expect(
      CGRect(x: 0, y: 0, width: -10, height: -10).equalTo(
        CGRect(x: -10, y: -10, width: 10, height: 10)))
  }
}
