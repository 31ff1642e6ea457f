import Testing
import TransitionSim

@Test func versionIsSemantic() {
  #expect(transitionSimVersion.split(separator: ".").count == 3)
}
