import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// `CGRect.inset(by:)` with either kind of insets, as UIKit's.
@Suite struct EdgeInsetsTests {
  @Test func aRectangleShrinksByItsInsets() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(
      rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 12, y: 21, width: 94, height: 46))
    // Leading is the left edge.
    #expect(
      rect.inset(by: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        == CGRect(x: 12, y: 21, width: 94, height: 46))
  }

  /// `.zero` names one overload (the `EdgeInsets` one, or UIKit's where UIKit is present), as
  /// in an app's code: this compiles, and leaves the rectangle as it is.
  @Test func insetByZeroIsNotAmbiguous() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.inset(by: .zero) == rect)
  }
}
