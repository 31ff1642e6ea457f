import Foundation

/// The computed geometry of a flow layout, kept in flat arrays (no per-item dictionaries).
///
/// "u" is the axis along a line (x when scrolling vertically) and "v" the scrolling axis.
struct FlowLayoutGeometry {
  /// One section's extent and supplementary frames.
  struct Section {
    var firstItem = 0
    var itemCount = 0
    var firstLine = 0
    var lineCount = 0
    /// Start and end of the whole section along the scrolling axis, header and footer included.
    var minV: CGFloat = 0
    var maxV: CGFloat = 0
    /// The header's natural frame, or `nil` when its reference size is 0.
    var header: CGRect?
    /// The footer's natural frame, or `nil` when its reference size is 0.
    var footer: CGRect?
    /// Whether every line holds one item (a list): an item can then be resized along the
    /// scrolling axis without re-placing anything but what follows it.
    var linesAreSingle: Bool { lineCount == itemCount }
  }

  var isVertical = true
  var contentSize: CGSize = .zero
  var sections: [Section] = []
  /// Item frames by global index (items of all sections, flattened in order).
  var itemFrames: [CGRect] = []
  /// The lines of all sections, flattened, in order.
  var lines: [Line] = []
  /// Moves along the scrolling axis not yet written into ``itemFrames``, ``lines`` and
  /// ``sections``: what a self-sizing resize shifts (see `FlowLayoutGeometry+Resizing.swift`).
  ///
  /// Read the three through ``itemFrame(_:)``, ``lineMinV(_:)``/``lineMaxV(_:)`` and
  /// ``section(_:)``.
  var itemShifts = BlockShifts()
  var lineShifts = BlockShifts()
  var sectionShifts = BlockShifts()

  /// One line of items: where it starts in `itemFrames`, and its extent along the scrolling axis.
  ///
  /// One value per line, so building a line costs one append (one uniqueness and capacity check)
  /// rather than one per field.
  struct Line {
    /// The global index of the line's first item.
    var firstItem: Int
    /// The line's start along the scrolling axis.
    var minV: CGFloat
    /// The line's end along the scrolling axis.
    var maxV: CGFloat
  }

  /// The frame for a position expressed along the line (u) and the scrolling axis (v).
  @inline(__always)
  func rect(u: CGFloat, v: CGFloat, uLength: CGFloat, vLength: CGFloat) -> CGRect {
    isVertical
      ? CGRect(x: u, y: v, width: uLength, height: vLength)
      : CGRect(x: v, y: u, width: vLength, height: uLength)
  }

  /// The extent of `rect` along the scrolling axis.
  @inline(__always)
  func vRange(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The index of the first section whose end is at or after `v`.
  ///
  /// - Complexity: O(log *s*) in the number of sections.
  func firstSection(endingAtOrAfter v: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].maxV + sectionShifts.offset(mid) < v { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The index of the first line of `section` whose end is at or after `v`.
  ///
  /// - Complexity: O(log *l*) in the number of lines of the section.
  func firstLine(in section: Section, endingAtOrAfter v: CGFloat) -> Int {
    var low = section.firstLine
    var high = section.firstLine + section.lineCount
    while low < high {
      let mid = (low + high) / 2
      if lineMaxV(mid) < v { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
