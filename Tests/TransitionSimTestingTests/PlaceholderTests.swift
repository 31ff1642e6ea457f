import Testing
import TransitionSimTesting

@Test func testingModuleReexportsCore() {
  #expect(!transitionSimVersion.isEmpty)
}
