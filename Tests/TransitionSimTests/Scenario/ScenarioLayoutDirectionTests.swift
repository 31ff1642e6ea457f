import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The scenario key `layoutDirection`, and the frame dump of a right-to-left scenario.
@Suite struct ScenarioLayoutDirectionTests {
  /// Five 100 × 100 items in 320 × 480: left to right at x = 0, 110, 220 then 0, 110 (y = 110);
  /// right to left at 320 − maxX: 220, 110, 0 then 220, 110.
  ///
  /// The step deletes the first item.
  static func text(_ direction: String) -> String {
    """
    {
      "version": 1,
      "name": "rtl",
      "viewport": {"width": 320, "height": 480},
      \(direction)
      "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}},
      "data": [5],
      "animation": {"duration": 0.3, "curve": "linear", "fps": 20},
      "steps": [{"batch": {"deleteItems": [[0, 0]]}}]
    }
    """
  }

  @Test func theDirectionIsRead() throws {
    #expect(try scenario(Self.text("")).view.layoutDirection == .leftToRight)
    let rtl = try scenario(Self.text("\"layoutDirection\": \"rightToLeft\","))
    #expect(rtl.view.layoutDirection == .rightToLeft)
    let ltr = try scenario(Self.text("\"layoutDirection\": \"leftToRight\","))
    #expect(ltr.view.layoutDirection == .leftToRight)
  }

  @Test func anUnknownDirectionIsLocated() throws {
    let text = Self.text("\"layoutDirection\": \"topToBottom\",")
    let error = #expect(throws: ScenarioError.self) { try scenario(text) }
    let (line, column) = position(of: "\"topToBottom\"", in: text)
    #expect(
      error?.description
        == "test.json:\(line):\(column): layoutDirection: the layout direction is "
        + "\"leftToRight\" or \"rightToLeft\", found \"topToBottom\"")
    let number = Self.text("\"layoutDirection\": 1,")
    #expect(throws: ScenarioError.self) { try scenario(number) }
  }

  @Test func theFrameDumpIsMirrored() throws {
    let rtl = try scenario(Self.text("\"layoutDirection\": \"rightToLeft\","))
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(rtl)
    let frames = try run.frames()
    let first = try #require(frames.first)
    let last = try #require(frames.last)
    func frame(_ id: String, in frame: Frame) -> CGRect? {
      frame.presentation.elements.first { $0.element.itemIdentifier == id }?.attributes.frame
    }
    func box(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 100, height: 100) }
    // Deleted 0-0 fades where it was; the others move one place back towards the top right.
    let expected: [(String, CGRect, CGRect?)] = [
      ("0-0", box(220, 0), nil),
      ("0-1", box(110, 0), box(220, 0)),
      ("0-2", box(0, 0), box(110, 0)),
      ("0-3", box(220, 110), box(0, 0)),
      ("0-4", box(110, 110), box(220, 110)),
    ]
    for (id, start, end) in expected {
      #expect(frame(id, in: first) == start, "\(id)")
      if let end { #expect(frame(id, in: last) == end, "\(id)") }
    }
    // Halfway (frame 3 of 20 a second, t = 0.15, linear): 0-3 is at x = 220 + (0 − 220) / 2
    // = 110, y = 110 + (0 − 110) / 2 = 55.
    let middle = try #require(frame("0-3", in: frames[3]))
    #expect(abs(middle.minX - 110) < 1e-9 && abs(middle.minY - 55) < 1e-9)
    // The dump writes the mirrored frame.
    let element = try #require(
      first.presentation.elements.first { $0.element.itemIdentifier == "0-1" })
    var buffer: [UInt8] = []
    FrameDumpJSON.appendElement(element, to: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self).contains("\"frame\": [110, 0, 100, 100]"))
  }
}
