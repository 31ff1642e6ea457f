import Testing
import TransitionSimLayouts

@Test func layoutsModuleReexportsCore() {
  #expect(!transitionSimVersion.isEmpty)
}
