import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct FrameTests {
  @Test func aFrameForwardsItsPresentation() {
    let a = cellElement("A", before: 0, after: 0)
    let presentation = Presentation(
      time: 0.25, contentOffset: CGPoint(x: 0, y: 10), contentSize: CGSize(width: 320, height: 900),
      elements: [
        FrameElement(element: a, change: .moved, role: .element, attributes: attributes(x: 4))
      ])
    let frame = Frame(index: 15, presentation: presentation)
    #expect(frame.index == 15 && frame.time == 0.25)
    #expect(frame.contentOffset == CGPoint(x: 0, y: 10))
    #expect(frame.contentSize == CGSize(width: 320, height: 900))
    #expect(frame.elements == presentation.elements)
    #expect(frame.attributes(forItem: "A")?.center.x == 4)
    #expect(frame.attributes(forItem: "A", role: .ghost) == nil)
  }
}
