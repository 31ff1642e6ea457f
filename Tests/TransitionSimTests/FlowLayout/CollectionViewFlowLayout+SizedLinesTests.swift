import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Expected frames come from a greedy layout written in the test from the flow layout's rules: an
/// item that does not fit ends its line; a complete line is justified (a lone item centred); the
/// last line is left-packed at the minimum spacing; items are centred across their line.
@Suite struct FlowLayoutSizedLinesTests {
  /// The frames of a section of `sizes` (not all the same) laid out in a view `dimension` wide
  /// (vertical) or high, with the spacings given, no insets and no rounding.
  private func greedyFrames(
    _ sizes: [CGSize], dimension: CGFloat, interitem: CGFloat, lineSpacing: CGFloat,
    vertical: Bool
  ) -> (frames: [CGRect], lineCount: Int) {
    func along(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func across(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    var lines: [Range<Int>] = []
    var start = 0
    var remaining = dimension
    for index in sizes.indices {
      if index > start && along(sizes[index]) > remaining {
        lines.append(start..<index)
        start = index
        remaining = dimension
      }
      remaining -= along(sizes[index]) + interitem
    }
    lines.append(start..<sizes.count)
    var frames: [CGRect] = []
    var v: CGFloat = 0
    for (number, line) in lines.enumerated() {
      let length = line.reduce(CGFloat(0)) { $0 + along(sizes[$1]) }
      let thickness = line.reduce(CGFloat(0)) { Swift.max($0, across(sizes[$1])) }
      var u: CGFloat = 0
      var gap = interitem
      if number < lines.count - 1 {
        if line.count == 1 {
          u = (dimension - length) / 2
        } else {
          gap = (dimension - length) / CGFloat(line.count - 1)
        }
      }
      for index in line {
        let size = sizes[index]
        let w = v + (thickness - across(size)) / 2
        frames.append(
          vertical
            ? CGRect(x: u, y: w, width: size.width, height: size.height)
            : CGRect(x: w, y: u, width: size.width, height: size.height))
        u += along(size) + gap
      }
      v = v + thickness + lineSpacing
    }
    return (frames, lines.count)
  }

  @Test(arguments: [true, false])
  func linesPlacedManyChunksAtATimeMatchAGreedyLayout(vertical: Bool) throws {
    // Seeded sizes, so lines hold 1 to 9 items; several hundred lines, several chunks of lines.
    var generator = SeededGenerator(seed: 0xF10)
    let sizes = (0..<1_500).map { _ in
      CGSize(
        width: CGFloat(Int.random(in: 1...32, using: &generator)) * 5,
        height: CGFloat(Int.random(in: 1...32, using: &generator)) * 5)
    }
    let delegate = ClosureFlowDelegate()
    delegate.size = { sizes[$0.item] }
    let (view, layout) = makeFlow(width: 320, height: 320, counts: [sizes.count]) {
      $0.scrollDirection = vertical ? .vertical : .horizontal
      $0.minimumInteritemSpacing = 7
      $0.minimumLineSpacing = 3
    }
    view.delegate = delegate
    try view.layoutIfNeeded()
    let expected = greedyFrames(
      sizes, dimension: 320, interitem: 7, lineSpacing: 3, vertical: vertical)
    #expect(expected.lineCount > 3 * CollectionViewFlowLayout.lineChunkCapacity)
    for item in sizes.indices {
      #expect(try itemFrame(view, 0, item) == expected.frames[item], "item \(item)")
    }
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func anInvalidSizeAfterATooLongItemRaisesWithoutItsWarning() throws {
    // Item 0 is too wide for its line, item 200 (lines later, past a chunk of lines) has no
    // width: the section is not laid out, so nothing is logged for item 0 either.
    let delegate = ClosureFlowDelegate()
    delegate.size = {
      switch $0.item {
      case 0: CGSize(width: 400, height: 10)
      case 200: CGSize(width: 0, height: 10)
      default: CGSize(width: 100, height: 10)
      }
    }
    let (view, layout) = makeFlow(width: 320, counts: [300])
    view.delegate = delegate
    let error = #expect(throws: CollectionViewLayoutError.self) { try view.layoutIfNeeded() }
    #expect(error?.description.contains("{length = 2, path = 0 - 200}") == true)
    #expect(layout.diagnostics.isEmpty)
    // Valid again, item 0's warning is logged once.
    delegate.size = {
      $0.item == 0 ? CGSize(width: 400, height: 10) : CGSize(width: 100, height: 10)
    }
    view.reloadData()
    try view.layoutIfNeeded()
    #expect(layout.diagnostics.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
  }
}
