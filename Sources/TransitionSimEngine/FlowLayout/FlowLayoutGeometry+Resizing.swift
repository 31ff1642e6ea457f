import Foundation

/// Offsets along the scrolling axis added to every element from some index on, kept per block
/// of 256 elements so that shifting everything after an element costs O(256 + n / 256), not
/// O(n).
///
/// An element's position is its stored value plus its block's offset; elements of the block
/// where a shift starts are moved one by one (by the caller), the following blocks through their
/// offsets. No block offset exists until the first shift.
struct BlockShifts {
  /// log₂ of the block size.
  static let blockBits = 8
  /// The offset of each block; empty when nothing was shifted.
  private(set) var offsets: [CGFloat] = []

  /// The offset of element `index`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func offset(_ index: Int) -> CGFloat {
    offsets.isEmpty ? 0 : offsets[index >> Self.blockBits]
  }

  /// Shifts elements `index..<count` by `delta`: those of `index`'s block through `move` (which
  /// must add `delta` to the stored element), the following blocks through their offsets.
  ///
  /// - Complexity: O(*B* + *n* / *B*) for blocks of *B* elements.
  mutating func shift(
    from index: Int, count: Int, by delta: CGFloat, move: (Int) -> Void
  ) {
    guard index < count, delta != 0 else { return }
    let blockEnd = min(((index >> Self.blockBits) + 1) << Self.blockBits, count)
    for element in index..<blockEnd { move(element) }
    guard blockEnd < count else { return }
    let blocks = ((count - 1) >> Self.blockBits) + 1
    if offsets.isEmpty { offsets = Array(repeating: 0, count: blocks) }
    for block in (blockEnd >> Self.blockBits)..<blocks { offsets[block] += delta }
  }
}

extension FlowLayoutGeometry {
  /// The frame of item `global`, its pending shift applied.
  @inline(__always)
  func itemFrame(_ global: Int) -> CGRect {
    let shift = itemShifts.offset(global)
    var frame = itemFrames[global]
    if isVertical { frame.origin.y += shift } else { frame.origin.x += shift }
    return frame
  }

  /// The start of line `index` along the scrolling axis.
  @inline(__always)
  func lineMinV(_ index: Int) -> CGFloat { lines[index].minV + lineShifts.offset(index) }

  /// The end of line `index` along the scrolling axis.
  @inline(__always)
  func lineMaxV(_ index: Int) -> CGFloat { lines[index].maxV + lineShifts.offset(index) }

  /// Section `index`, its pending shift applied.
  func section(_ index: Int) -> Section {
    var section = sections[index]
    let shift = sectionShifts.offset(index)
    guard shift != 0 else { return section }
    section.minV += shift
    section.maxV += shift
    section.header = section.header.map { moved($0, by: shift) }
    section.footer = section.footer.map { moved($0, by: shift) }
    return section
  }

  /// `rect` moved by `delta` along the scrolling axis.
  func moved(_ rect: CGRect, by delta: CGFloat) -> CGRect {
    var rect = rect
    if isVertical { rect.origin.y += delta } else { rect.origin.x += delta }
    return rect
  }

  /// Resizes item `indexPath` to `size` without laying anything out again: possible when its
  /// section is a list (a line per item) and the size keeps the item's length along the line,
  /// so no line breaks differently.
  ///
  /// The item's line grows or shrinks by the change along the scrolling axis and everything after
  /// it — the following lines and items, the section's end and footer, the following sections, the
  /// content size — moves by the same amount, through the block shifts. Returns `false`, changing
  /// nothing, when the resize needs a full layout.
  ///
  /// Positions equal a full layout's: a line of one item is as thick as its item and the item
  /// sits at the line's start. (Sums of the same lengths taken in another order can differ in
  /// the last bit when the lengths are not multiples of a power-of-two fraction of a point.)
  ///
  /// - Complexity: O(*B* + *n* / *B*) for *n* items, lines and sections and blocks of *B* = 256.
  mutating func resizeListItem(at indexPath: IndexPath, to size: CGSize) -> Bool {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return false }
    let sectionIndex = indexPath.section
    let stored = sections[sectionIndex]
    guard stored.linesAreSingle, indexPath.item >= 0, indexPath.item < stored.itemCount else {
      return false
    }
    let global = stored.firstItem + indexPath.item
    let line = stored.firstLine + indexPath.item
    let old = itemFrames[global]
    let (oldU, oldV) = isVertical ? (old.width, old.height) : (old.height, old.width)
    let (newU, newV) = isVertical ? (size.width, size.height) : (size.height, size.width)
    guard newU == oldU, newV > 0, newV.isFinite else { return false }
    let delta = newV - oldV
    itemFrames[global].size = size
    lines[line].maxV += delta
    guard delta != 0 else { return true }
    let isVertical = isVertical
    // Each shift works on a copy, so its closure may move the stored elements.
    var shifts = lineShifts
    shifts.shift(from: line + 1, count: lines.count, by: delta) { index in
      lines[index].minV += delta
      lines[index].maxV += delta
    }
    lineShifts = shifts
    shifts = itemShifts
    shifts.shift(from: global + 1, count: itemFrames.count, by: delta) { index in
      if isVertical {
        itemFrames[index].origin.y += delta
      } else {
        itemFrames[index].origin.x += delta
      }
    }
    itemShifts = shifts
    sections[sectionIndex].maxV += delta
    sections[sectionIndex].footer = stored.footer.map { moved($0, by: delta) }
    shifts = sectionShifts
    shifts.shift(from: sectionIndex + 1, count: sections.count, by: delta) { index in
      sections[index].minV += delta
      sections[index].maxV += delta
      sections[index].header = sections[index].header.map { moved($0, by: delta) }
      sections[index].footer = sections[index].footer.map { moved($0, by: delta) }
    }
    sectionShifts = shifts
    if isVertical { contentSize.height += delta } else { contentSize.width += delta }
    return true
  }
}
