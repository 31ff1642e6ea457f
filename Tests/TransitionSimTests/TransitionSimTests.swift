import Testing
import TransitionSim

/// The module stands in for UIKit: a file that imports only TransitionSim (this one) has
/// Foundation's names, as a file importing UIKit does.
@Suite struct TransitionSimModuleTests {
  @Test func aFileImportingOnlyTransitionSimHasFoundation() {
    let width: CGFloat = 320
    let frame = CGRect(x: 0, y: 0, width: width, height: 480)
    let path = IndexPath(item: 1, section: 0)
    let url = URL(fileURLWithPath: "/tmp/dump.json")
    #expect(frame.width == 320 && path.item == 1 && url.lastPathComponent == "dump.json")
    #expect(!transitionSimVersion.isEmpty)
  }
}
