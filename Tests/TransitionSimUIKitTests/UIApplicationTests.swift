import Testing

@testable import TransitionSimUIKit

/// The process-wide settings; the suite is serialized and puts back what it changes.
@Suite(.serialized) struct UIApplicationTests {
  @Test func theScreenIsAnIPhone15UntilSet() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
    UIScreen.main.scale = 2
    #expect(UIScreen.main.scale == 2)
    UIScreen.main.scale = 3
  }

  @Test func theLayoutDirectionIsLeftToRightUntilSet() {
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
  }
}
