import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

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

@Suite struct FrameElementTests {
  @Test func sampledAndHandMadeElementsCompareByValue() throws {
    let a = cellElement("A", before: 0, after: 0)
    let animation = try linear(1)
    let transition = transition(
      [
        Track(
          element: a, change: .moved, start: attributes(x: 0), end: attributes(x: 8),
          animation: animation)
      ],
      animation: animation)
    let sampled = try #require(FrameSampler().frames(of: transition).last?.elements.first)
    let handMade = FrameElement(
      element: a, change: .moved, role: .element, attributes: attributes(x: 8))
    #expect(sampled == handMade)
    #expect(sampled.hashValue == handMade.hashValue)
    #expect(Set([sampled, handMade]).count == 1)
  }

  @Test func identityPartsCanBeChanged() {
    var element = FrameElement(
      element: cellElement("A", before: 0, after: 0), change: .moved, role: .element,
      attributes: attributes(x: 1))
    element.change = .unchanged
    element.role = .ghost
    element.element = cellElement("B", before: 1, after: 1)
    element.attributes.alpha = 0.5
    #expect(element.change == .unchanged && element.role == .ghost)
    #expect(element.element.itemIdentifier == "B" && element.attributes.alpha == 0.5)
    let other = FrameElement(
      element: cellElement("B", before: 1, after: 1), change: .unchanged, role: .ghost,
      attributes: attributes(x: 1, alpha: 0.5))
    #expect(element == other)
    #expect(
      element
        != FrameElement(
          element: other.element, change: .moved, role: .ghost, attributes: other.attributes))
  }
}

/// Frame elements are copied once per element per frame; their size is a performance property
/// (BENCHMARKS.md, "Profiling"), kept here so that a new stored property is a conscious choice.
@Suite struct FrameElementLayoutTests {
  @Test("Attributes hold no more than one reference, and a frame element fits in 104 bytes")
  func compactLayout() {
    // Center (2), frame (4), alpha, zIndex, two path indexes, the extras box: 11 words, plus the
    // hidden flag, category and path shape.
    #expect(MemoryLayout<CollectionViewLayoutAttributes>.size == 11 * 8 + 3)
    // The identity table's reference, the attributes, a 32-bit index (aligned to 4): at 107 bytes,
    // with a 64-bit index before the attributes, Swift 6.3 copied one with a call to `memmove`.
    #expect(MemoryLayout<FrameElement>.size <= 104)
  }
}
