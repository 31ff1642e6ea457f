import Foundation
import Testing

@testable import TransitionSim

@Suite struct PresentationTests {
  @Test func elementsAreFoundByIdentityRoleAndItem() {
    let a = cellElement("A", before: 0, after: 0)
    let b = cellElement("B", before: 1, after: 1)
    let presentation = Presentation(
      time: 0.1, contentOffset: CGPoint(x: 0, y: 5), contentSize: CGSize(width: 1, height: 2),
      elements: [
        FrameElement(element: a, change: .unchanged, role: .element, attributes: attributes(x: 1)),
        FrameElement(element: b, change: .reloaded, role: .element, attributes: attributes(x: 2)),
        FrameElement(element: b, change: .reloaded, role: .ghost, attributes: attributes(x: 3)),
      ])
    #expect(presentation.element(a)?.attributes.center.x == 1)
    #expect(presentation.element(b, role: .ghost)?.attributes.center.x == 3)
    #expect(presentation.element(a, role: .ghost) == nil)
    #expect(presentation.attributes(forItem: "B")?.center.x == 2)
    #expect(presentation.attributes(forItem: "B", role: .ghost)?.center.x == 3)
    #expect(presentation.attributes(forItem: "Z") == nil)
    #expect(presentation.time == 0.1 && presentation.contentOffset.y == 5)
  }
}
