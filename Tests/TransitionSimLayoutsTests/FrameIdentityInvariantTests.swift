import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting

/// Two invariants every frame keeps, checked on every bundled scenario and on a scenario of each
/// kind of change (batch updates with section deletes, layout swaps, scrolls, resizes, snapshots,
/// interactive transitions, a reload), animated and not.
///
/// - a frame never shows two elements with the same identity and role (UIKit has one view per
///   element, plus at most the outgoing view of a reload or a replaced supplementary view);
/// - a frame's content offset and its elements are of the same instant: every step begun by the
///   frame's time shows, an animated one at its start and one without animation complete.
@Suite struct FrameIdentityInvariantTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The identity a frame dump gives an element (`id`), with its category and role.
  static func identity(_ element: FrameElement) -> String {
    let track = element.element
    let id: String
    if track.category == .cell, let item = track.itemIdentifier {
      id = item
    } else {
      let path = track.indexPathAfter ?? track.indexPathBefore
      id = "\(track.kind ?? "")/\(path.map { "\($0.section)-\($0.item)" } ?? "")"
    }
    return "\(track.category) \(id) \(element.role)"
  }

  /// The first frame of `frames` with two elements of one identity and role, described; with
  /// `elementsOnly`, two elements' views (transitions that overlap may each leave an outgoing
  /// view of one element, as UIKit's views of two animations would be).
  static func duplicate(in frames: FrameSequence, elementsOnly: Bool = false) -> String? {
    for frame in frames {
      var seen = Set<String>()
      for element in frame.elements where !(elementsOnly && element.role == .ghost) {
        guard seen.insert(identity(element)).inserted else {
          return "frame \(frame.index) (t = \(frame.time)) shows \(identity(element)) twice"
        }
      }
    }
    return nil
  }

  static func frames(of json: String, file: String) throws -> FrameSequence {
    let scenario = try Scenario(json: Data(json.utf8), file: file)
    let run = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    return try run.frames()
  }

  @Test func noBundledScenarioShowsAnElementTwice() throws {
    let folder = Self.root.appendingPathComponent("Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 20)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let frames = try Self.frames(of: text, file: file)
      #expect(Self.duplicate(in: frames) == nil, "\(file): \(Self.duplicate(in: frames) ?? "")")
    }
  }

  /// A flow layout with headers and footers in three sections, as UIKit's
  /// `headerReferenceSize`/`footerReferenceSize` make them, then `steps`.
  static func sectioned(_ steps: String, iOS: String = "26.1") -> String {
    """
    {"version": 1, "name": "sectioned", "iOS": "\(iOS)", "viewport": {"width": 320, "height": 400},
     "layout": {"type": "flow", "itemSize": {"width": 100, "height": 40},
                "headerReferenceSize": {"width": 0, "height": 30},
                "footerReferenceSize": {"width": 0, "height": 10}},
     "data": [["A", "B"], ["C", "D", "E"], ["F"]], "animation": {"fps": 20},
     "steps": [\(steps)]}
    """
  }

  static let changes: [(name: String, steps: String)] = [
    ("delete the first section", #"{"batch": {"deleteSections": [0]}}"#),
    ("delete the middle section", #"{"batch": {"deleteSections": [1]}}"#),
    ("delete two sections", #"{"batch": {"deleteSections": [0, 2]}}"#),
    ("insert a first section", #"{"batch": {"insertSections": [{"at": 0, "items": ["N"]}]}}"#),
    ("move a section", #"{"batch": {"moveSection": [{"from": 0, "to": 2}]}}"#),
    ("reload a section", #"{"batch": {"reloadSections": [1]}}"#),
    (
      "delete a section, not animated",
      #"{"batch": {"deleteSections": [0]}, "animation": {"duration": 0}}"#
    ),
    ("apply a snapshot without a section", #"{"apply": {"data": [["C", "D", "E"], ["F"]]}}"#),
    ("swap the layout", #"{"setLayout": {"layout": {"type": "circle", "itemSize": 40}}}"#),
    (
      "swap the layout, not animated",
      #"{"setLayout": {"layout": {"type": "circle"}, "animated": false}}"#
    ),
    ("resize", #"{"resize": {"to": {"width": 200, "height": 300}}}"#),
    (
      "resize, not animated",
      #"{"resize": {"to": {"width": 200, "height": 300}, "animated": false}}"#
    ),
    ("scroll", #"{"scroll": {"to": {"x": 0, "y": 100}}}"#),
    ("scroll, not animated", #"{"scroll": {"to": {"x": 0, "y": 100}, "animated": false}}"#),
    ("interactive", #"{"interactive": {"layout": {"type": "circle"}, "progress": [0.2, 0.6]}}"#),
  ]

  @Test(arguments: changes.map(\.name))
  func noChangeShowsAnElementTwice(_ name: String) throws {
    let steps = try #require(Self.changes.first { $0.name == name }).steps
    let frames = try Self.frames(of: Self.sectioned(steps + #", {"wait": 0.1}"#), file: name)
    #expect(Self.duplicate(in: frames) == nil, "\(name): \(Self.duplicate(in: frames) ?? "")")
  }

  /// Transitions that interrupt each other: an item deleted, then inserted again while its old
  /// view fades out (the old view becomes the outgoing one), and a section deleted twice in a
  /// row (each delete leaves its own outgoing header): one view of each element at every frame.
  @Test(arguments: [
    #"{"batch": {"deleteSections": [0]}}, {"batch": {"deleteSections": [0]}, "at": 0.1}"#,
    #"{"batch": {"deleteItems": [[1, 0]]}}, {"batch": {"insertItems": [{"at": [1, 0], "id": "C"}]}, "at": 0.1}"#,
    #"{"apply": {"data": [["A"], ["D", "E"], ["F"]]}}, {"apply": {"data": [["A", "B"], ["C", "D", "E"], ["F"]]}, "at": 0.05}"#,
  ])
  func overlappingChangesShowOneViewOfEachElement(_ steps: String) throws {
    let frames = try Self.frames(of: Self.sectioned(steps), file: "overlap")
    let duplicate = Self.duplicate(in: frames, elementsOnly: true)
    #expect(duplicate == nil, "\(duplicate ?? "")")
  }

  /// Flow layout, `headerReferenceSize` (0, 30), data `[["A","B"],["C","D","E"]]`, batch
  /// `deleteSections: [0]`: the deleted header fades out in place while the second section's
  /// header moves up into its place — two views, never a third copy left at the top.
  @Test func aDeletedSectionsHeaderFadesOutUnderTheOneTakingItsPlace() throws {
    let frames = try Self.frames(
      of: """
        {"version": 1, "name": "d", "viewport": {"width": 320, "height": 400},
         "layout": {"type": "flow", "itemSize": {"width": 100, "height": 40},
                    "headerReferenceSize": {"width": 0, "height": 30}},
         "data": [["A", "B"], ["C", "D", "E"]], "animation": {"fps": 10, "duration": 0.3},
         "steps": [{"batch": {"deleteSections": [0]}}]}
        """, file: "d.json")
    for frame in frames {
      let headers = frame.elements.filter { $0.element.category == .supplementaryView }
      #expect(headers.count == (frame.index == frames.count - 1 ? 1 : 2), "frame \(frame.index)")
      // The survivor: from under the first section's two rows (30 + 40 = 70) to the top.
      let survivor = try #require(headers.first { $0.role == .element })
      if frame.index == 0 { #expect(survivor.attributes.frame.minY == 70) }
      if frame.index == frames.count - 1 { #expect(survivor.attributes.frame.minY == 0) }
      if let ghost = headers.first(where: { $0.role == .ghost }) {
        #expect(ghost.change == .deleted)
        #expect(ghost.attributes.frame.minY == 0)
        #expect(frame.index == 0 ? ghost.attributes.alpha == 1 : ghost.attributes.alpha < 1)
      }
    }
  }

  /// Ten 300 × 100 items with no line spacing in a 320 × 400 viewport, with `steps`.
  static func column(_ steps: String) -> String {
    #"{"version": 1, "name": "s", "viewport": {"width": 320, "height": 400}, "#
      + #""layout": {"type": "flow", "itemSize": {"width": 300, "height": 100}, "#
      + #""minimumLineSpacing": 0}, "data": [10], "animation": {"fps": 10}, "steps": ["#
      + steps + "]}"
  }

  /// The items a frame shows in the viewport at its content offset (by their number in the
  /// data, their identifiers being `0-n`) and the offset's y.
  static func shown(_ frame: Frame) -> (items: [Int], offset: CGFloat) {
    let top = frame.contentOffset.y
    let items = frame.elements.filter {
      $0.attributes.frame.maxY > top && $0.attributes.frame.minY < top + 400
    }
    .compactMap { $0.element.itemIdentifier?.split(separator: "-").last.flatMap { Int($0) } }
    return (items.sorted(), frame.contentOffset.y)
  }

  /// A scroll to y 400 without animation at time 0: the first frame is the state before (offset
  /// 0, items 0 to 3, as the frame dump article says), the next the state after (offset 400, items
  /// 400 / 100 = 4 to 7) — never the old offset with the new items.
  @Test func aFramesOffsetAndElementsAreOfOneInstant() throws {
    let frames = try Self.frames(
      of: Self.column(
        #"{"scroll": {"to": {"x": 0, "y": 400}, "animated": false}}, {"wait": 0.2}"#),
      file: "s.json")
    #expect(frames.count == 3)
    #expect(Self.shown(frames[0]) == ([0, 1, 2, 3], 0))
    #expect(Self.shown(frames[1]) == ([4, 5, 6, 7], 400))
    #expect(Self.shown(frames[2]) == ([4, 5, 6, 7], 400))
  }

  /// The same scroll after a 0.1 s wait: the frame at 0.1 s is the state before it.
  @Test func aChangeWithoutAnimationShowsFromJustAfterItsTime() throws {
    let frames = try Self.frames(
      of: Self.column(
        #"{"wait": 0.1}, {"scroll": {"to": {"x": 0, "y": 400}, "animated": false}}, "#
          + #"{"wait": 0.2}"#),
      file: "s.json")
    #expect(frames.count == 4)
    #expect(Self.shown(frames[1]) == ([0, 1, 2, 3], 0))
    #expect(Self.shown(frames[2]) == ([4, 5, 6, 7], 400))
  }

  /// A scroll without animation and, at the same instant, an animated delete of item 4: the
  /// delete starts from the scrolled state, so the frame at that instant shows it — the new
  /// offset, items 4 to 7 (item 4 still fully there) — not the old items under the new offset.
  @Test func aChangeWithoutAnimationThatAnotherStepStartsFromShowsAtItsTime() throws {
    for start in [0, 0.1] {
      let frames = try Self.frames(
        of: Self.column(
          (start > 0 ? #"{"wait": 0.1}, "# : "")
            + #"{"scroll": {"to": {"x": 0, "y": 400}, "animated": false}}, "#
            + #"{"batch": {"deleteItems": [[0, 4]]}, "at": \#(start)}"#),
        file: "s.json")
      let index = Int(start * 10)
      #expect(Self.shown(frames[index]) == ([4, 5, 6, 7], 400), "at \(start)")
      let deleted = frames[index].elements.first { $0.element.indexPathBefore?.item == 4 }
      #expect(deleted?.change == .deleted && deleted?.attributes.alpha == 1, "at \(start)")
      #expect(Self.duplicate(in: frames) == nil)
    }
  }
}
