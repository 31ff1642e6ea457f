import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct KeyframeTests {
  @Test func aKeyframeDefaultsToUIKitsCurve() {
    let keyframe = Keyframe(time: 0.1, value: CGPoint(x: 1, y: 2))
    #expect(keyframe.curve == .timing(.easeInEaseOut))
    #expect(keyframe.time == 0.1 && keyframe.value == CGPoint(x: 1, y: 2))
  }

  @Test func attributeKeyframesNameTheirValueAttributes() {
    var keyframe = Keyframe(time: 0, attributes: attributes(x: 5), curve: .timing(.linear))
    #expect(keyframe.value == attributes(x: 5))
    keyframe.attributes = attributes(x: 7)
    #expect(keyframe.value.center.x == 7 && keyframe.attributes.center.x == 7)
  }

  @Test func errorsExplainThemselves() {
    #expect(KeyframeError.noKeyframes.description.contains("at least one keyframe"))
    let nonFinite = KeyframeError.nonFiniteTime(index: 2, time: .nan).description
    #expect(nonFinite.contains("Keyframe 2") && nonFinite.contains("finite"))
    let order = KeyframeError.timesNotInOrder(index: 1, time: 0.1, previous: 0.3).description
    #expect(order.contains("0.1 s") && order.contains("keyframe 0 at 0.3 s"))
  }
}
