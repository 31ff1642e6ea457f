import Foundation

extension CollectionViewFlowLayout {
  /// How many complete lines a scan collects before placing them.
  static let lineChunkCapacity = 64

  /// Lays out a section of items of any sizes (the rules of ``CollectionViewFlowLayout``), and
  /// checks the sizes.
  ///
  /// Returns the end of the last line, or `nil` after raising an error for an invalid size.
  ///
  /// One scan breaks the lines, sums each line's length and thickness, and takes every size into
  /// an ``ItemSizeBounds``. The scan's common case (the item fits) is one comparison. Complete
  /// lines are collected in `pass.lineChunk` and placed a chunk at a time (``placeLines``), so
  /// placing costs no call per line and the scan keeps its state in registers. The sizes are
  /// known valid only at the end: a chunk placed before then writes frames that an error drops,
  /// and the "behavior is not defined" warnings for items too long for their line wait for the
  /// check, so an invalid section logs nothing, exactly as if the sizes had been checked first.
  ///
  /// - Precondition: `sizes` is not empty.
  /// - Complexity: O(*n*) in the number of items.
  func layOutLines(
    sizes: UnsafeBufferPointer<CGSize>, section: Int, metrics: SectionMetrics,
    startV: CGFloat, pass: inout Pass
  ) -> CGFloat? {
    let available = pass.dimension - metrics.lineStartInset - metrics.lineEndInset
    let spacing = metrics.interitemSpacing
    let chunk = pass.lineChunk
    var bounds = ItemSizeBounds()
    // The line being filled: its first item, and the sum and the maximum of its items' sizes
    // (width and height in the two lanes of a vector): its length along the line is one lane of
    // the sum, its thickness one lane of the maximum.
    var lineStart = 0
    var lineSum = SIMD2<Double>()
    var lineMaximum = SIMD2<Double>()
    var remaining = available.native
    var pending = 0
    var v = startV
    let firstLine = pass.geometry.lines.count
    /// The line being filled, its length and thickness read from lanes `along` and `across`.
    @inline(__always)
    func currentLine(along: Int, across: Int) -> LineExtent {
      LineExtent(
        start: lineStart, length: CGFloat(lineSum[along]),
        thickness: CGFloat(lineMaximum[across]))
    }
    /// Scans the items, an item's length along the line in lane `along` of its size.
    @inline(__always)
    func scan(along: Int) {
      let across = 1 - along
      /// Adds `size` to the line being filled.
      @inline(__always)
      func add(_ size: SIMD2<Double>) {
        remaining -= size[along] + spacing.native
        lineSum += size
        // The running maximum is the first operand, so `maxpd` updates it in place. A NaN (an
        // invalid size, raised after the scan) may make the thickness NaN: that line is dropped.
        lineMaximum = size.replacing(with: lineMaximum, where: lineMaximum .> size)
        bounds.addToMinimum(size)
      }
      // The first item starts the first line, whatever its length: from the second on, an item
      // that does not fit ends a line holding at least one item (one test per item).
      add(SIMD2(sizes[0].width.native, sizes[0].height.native))
      for index in 1..<sizes.count {
        let size = SIMD2(sizes[index].width.native, sizes[index].height.native)
        // An item too long for any line is found from the bounds, after the scan.
        if size[along] > remaining {
          chunk[pending] = currentLine(along: along, across: across)
          pending &+= 1
          if pending == chunk.count {
            v = placeLines(sizes, pending, end: index, v: v, metrics: metrics, pass: &pass)
            pending = 0
          }
          bounds.addLine(sum: lineSum, maximum: lineMaximum)
          lineStart = index
          lineSum = SIMD2()
          lineMaximum = SIMD2()
          remaining = available.native
        }
        add(size)
      }
    }
    let vertical = pass.geometry.isVertical
    let along = vertical ? 0 : 1
    if vertical { scan(along: 0) } else { scan(along: 1) }
    bounds.addLine(sum: lineSum, maximum: lineMaximum)
    guard
      let isFixedSize = bounds.isFixedSize(first: sizes[0])
        ?? checkItemSizes(sizes, section: section)
    else { return nil }
    v = placeLines(sizes, pending, end: lineStart, v: v, metrics: metrics, pass: &pass)
    // Every line single (the items before the last line on as many lines) and the last single:
    // it is complete.
    let lastIsComplete =
      sizes.count - lineStart == 1 && pass.geometry.lines.count - firstLine == lineStart
    let firstItem = pass.frameCount
    let last = currentLine(along: along, across: 1 - along)
    let lineEnd = withPlacement(pass) { vertical, round in
      placeLine(
        sizes, last, end: sizes.count, complete: lastIsComplete, isFixedSize: isFixedSize, v: v,
        metrics: metrics, vertical: vertical, round: round, pass: &pass)
    }
    pass.geometry.lines.append(.init(firstItem: firstItem, minV: v, maxV: lineEnd))
    if bounds.longest(vertical: vertical) > available {
      for index in sizes.indices
      where (vertical ? sizes[index].width : sizes[index].height) > available {
        logTooLong(IndexPath(item: index, section: section), vertical: vertical)
      }
    }
    return lineEnd
  }

  /// A line being filled: its first item, and the sums the placing needs.
  struct LineExtent {
    /// The index of the line's first item in the section.
    var start: Int
    /// The sum of the items' lengths along the line.
    var length: CGFloat = 0
    /// The largest item extent along the scrolling axis: the line's thickness.
    var thickness: CGFloat = 0
  }

  /// Places the first `count` complete lines of `pass.lineChunk`, the first starting at `v`,
  /// each the next `minimumLineSpacing` after the one before; the last ends before item `end`.
  ///
  /// Returns where the line after them starts.
  ///
  /// - Complexity: O(*k*) in the number of items of the lines, with one append to the lines.
  @inline(never)
  private func placeLines(
    _ sizes: UnsafeBufferPointer<CGSize>, _ count: Int, end: Int, v: CGFloat,
    metrics: SectionMetrics, pass: inout Pass
  ) -> CGFloat {
    let chunk = pass.lineChunk
    let lines = pass.chunkLines
    var v = v
    withPlacement(pass) { vertical, round in
      for index in 0..<count {
        let line = chunk[index]
        let firstItem = pass.frameCount
        let lineEnd = placeLine(
          sizes, line, end: index + 1 < count ? chunk[index + 1].start : end, complete: true,
          isFixedSize: false, v: v, metrics: metrics, vertical: vertical, round: round,
          pass: &pass)
        lines[index] = .init(firstItem: firstItem, minV: v, maxV: lineEnd)
        v = lineEnd + metrics.lineSpacing
      }
    }
    pass.geometry.lines.append(contentsOf: UnsafeBufferPointer(rebasing: lines[0..<count]))
    return v
  }

  /// A way of rounding a point (x, y) to the pixel grid.
  typealias PointRounding = (CGFloat, CGFloat) -> (x: CGFloat, y: CGFloat)

  /// Calls `body` with the pass's orientation (whether lines are rows) and its grid's way of
  /// rounding (dividing, as at 3×, or not), chosen once: inlined, `body` runs with both constant,
  /// so the loops it makes have no branch on them.
  ///
  /// - Complexity: O(1) besides `body`.
  @inline(__always)
  private func withPlacement<Result>(
    _ pass: Pass, _ body: (_ vertical: Bool, _ round: PointRounding) -> Result
  ) -> Result {
    let grid = pass.grid
    switch (pass.geometry.isVertical, grid.divides) {
    case (true, true): return body(true) { grid.roundedByDivision(x: $0, y: $1) }
    case (true, false): return body(true) { grid.rounded(x: $0, y: $1) }
    case (false, true): return body(false) { grid.roundedByDivision(x: $0, y: $1) }
    case (false, false): return body(false) { grid.rounded(x: $0, y: $1) }
    }
  }

  /// Places the items `line.start..<end` of `sizes` and returns the line's end along the
  /// scrolling axis.
  ///
  /// A complete line is justified (a single item is centred in the whole width); the incomplete
  /// last line is left-packed at the minimum spacing, or keeps the columns of a full line when the
  /// section's items all have the same size. Items are centred across the line, origins rounded
  /// with `round`; `vertical` is the pass's orientation (``withPlacement(_:_:)`` gives both).
  ///
  /// - Complexity: O(*k*) in the number of items of the line.
  @inline(__always)
  private func placeLine(
    _ sizes: UnsafeBufferPointer<CGSize>, _ line: LineExtent, end: Int, complete: Bool,
    isFixedSize: Bool, v: CGFloat, metrics: SectionMetrics, vertical: Bool,
    round: PointRounding, pass: inout Pass
  ) -> CGFloat {
    let insets = metrics.lineStartInset + metrics.lineEndInset
    let count = end &- line.start
    var u = metrics.lineStartInset
    var gap = metrics.interitemSpacing
    if complete {
      if count <= 1 {
        u = (pass.dimension - line.length) / 2
        gap = 0
      } else {
        gap = (pass.dimension - line.length - insets) / CGFloat(count &- 1)
      }
    } else if isFixedSize, count > 0 {
      let first = sizes[line.start]
      let length = vertical ? first.width : first.height
      let available = pass.dimension - insets
      gap = 0
      if length <= available {
        let fit = Self.itemsPerLine(
          length: length, spacing: metrics.interitemSpacing, available: available, limit: .max)
        if fit > 1 {
          gap = (pass.dimension - length * CGFloat(fit) - insets) / CGFloat(fit - 1)
        }
      }
    }
    // The frames are written through local copies of the pass's storage and count.
    let frames = pass.frames
    let thickness = line.thickness
    var next = pass.frameCount
    if vertical {
      for index in line.start..<end {
        let size = sizes[index]
        let origin = round(u, v + (thickness - size.height) / 2)
        frames[next] = CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        next &+= 1
        u += size.width + gap
      }
    } else {
      for index in line.start..<end {
        let size = sizes[index]
        let origin = round(v + (thickness - size.width) / 2, u)
        frames[next] = CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        next &+= 1
        u += size.height + gap
      }
    }
    pass.frameCount = next
    return v + thickness
  }
}
