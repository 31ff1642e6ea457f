import Foundation

extension CollectionViewFlowLayout {
  /// The most "behavior is not defined" warnings kept per layout pass.
  static let maximumDiagnostics = 100

  /// UIKit's console warning for an item too long for its line (the text iOS 9 and later log, as
  /// developers report it from device consoles).
  static func itemTooLongMessage(vertical: Bool) -> String {
    let reason =
      vertical
      ? "the item width must be less than the width of the UICollectionView minus the section "
        + "insets left and right values, minus the content insets left and right values."
      : "the item height must be less than the height of the UICollectionView minus the section "
        + "insets top and bottom values, minus the content insets top and bottom values."
    return """
      The behavior of the UICollectionViewFlowLayout is not defined because:
      \(reason)
      Please check the values returned by the delegate.
      The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout>, and it is \
      attached to <UICollectionView> collection view layout: <UICollectionViewFlowLayout>.
      Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this \
      in the debugger.
      """
  }

  /// The metrics of one section, along the line (u) and the scrolling axis (v).
  struct SectionMetrics {
    var lineStartInset: CGFloat
    var lineEndInset: CGFloat
    var scrollStartInset: CGFloat
    var scrollEndInset: CGFloat
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerLength: CGFloat
    var footerLength: CGFloat
  }

  /// The state of one pass over the sections.
  ///
  /// Item frames are written in place into the storage of the array that becomes
  /// `geometry.itemFrames`, sized beforehand to the number of items: no append, so no uniqueness or
  /// capacity check per item.
  struct Pass {
    var geometry: FlowLayoutGeometry
    let dimension: CGFloat
    let grid: PixelGrid
    /// How far the boundary `sectionInsetReference` names lies inside the adjusted content
    /// inset, edge by edge; `nil` for `.fromContentInset`, where section insets apply as they are.
    var insetReference: EdgeInsets?
    /// The item frames' storage, as many as the data source has items.
    var frames: UnsafeMutableBufferPointer<CGRect> = UnsafeMutableBufferPointer(
      start: nil, count: 0)
    /// How many of `frames` are written.
    var frameCount = 0
    /// Complete lines of a section not placed yet: a scan collects them and places them a chunk
    /// at a time.
    var lineChunk = UnsafeMutableBufferPointer<LineExtent>(start: nil, count: 0)
    /// The records of the lines of a chunk as it is placed, appended to `geometry.lines` at once.
    var chunkLines = UnsafeMutableBufferPointer<FlowLayoutGeometry.Line>(start: nil, count: 0)

    /// Writes the next item's frame, given along the line (u) and the scrolling axis (v).
    @inline(__always)
    mutating func appendFrame(u: CGFloat, v: CGFloat, uLength: CGFloat, vLength: CGFloat) {
      frames[frameCount] = geometry.rect(u: u, v: v, uLength: uLength, vLength: vLength)
      frameCount += 1
    }
  }

  /// Computes the whole layout from the collection view's data and the metrics; `nil` after
  /// raising an error for an invalid size.
  ///
  /// The frames are written into the storage of `previousFrames` when there are as many (the same
  /// items laid out again) and nothing else holds it: no allocation, and no fresh memory pages for
  /// the system to fault in and clear, which cost a pass at 10⁴ items and more whenever the
  /// allocator had handed its freed pages back.
  ///
  /// - Complexity: O(*n*) in the number of items, with one delegate call per item when the
  ///   delegate sizes items.
  func computeGeometry(reusing previousFrames: consuming [CGRect] = []) -> FlowLayoutGeometry? {
    guard let collectionView else { return FlowLayoutGeometry() }
    let vertical = scrollDirection == .vertical
    let contentInset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let dimension =
      vertical
      ? bounds.width - contentInset.left - contentInset.right
      : bounds.height - contentInset.top - contentInset.bottom
    var pass = Pass(
      geometry: FlowLayoutGeometry(), dimension: dimension,
      grid: PixelGrid(scale: collectionView.displayScale))
    pass.geometry.isVertical = vertical
    pass.insetReference = insetReference(in: collectionView, adjusted: contentInset)
    // The counts are read once: the frames' storage is sized from them.
    let counts = (0..<collectionView.numberOfSections).map {
      max(collectionView.numberOfItems(inSection: $0), 0)
    }
    let totalItems = counts.reduce(0, +)
    pass.geometry.sections.reserveCapacity(counts.count)
    let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
    // The delegate's sizes for one section at a time, reused across sections, and the chunk of
    // lines a section's scan collects, in one allocation (none when items have `itemSize`).
    let sized = delegate != nil || estimatesItemSizes
    let sizeCount = sized ? counts.max() ?? 0 : 0
    let chunkCount = sized ? Self.lineChunkCapacity : 0
    let sizesBytes = sizeCount * MemoryLayout<CGSize>.stride
    let chunkBytes = chunkCount * MemoryLayout<LineExtent>.stride
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: sizesBytes + chunkBytes + chunkCount
        * MemoryLayout<FlowLayoutGeometry.Line>.stride,
      alignment: 16)
    defer { storage.deallocate() }
    let sizes = UnsafeMutableBufferPointer(
      start: storage.bindMemory(to: CGSize.self, capacity: sizeCount), count: sizeCount)
    pass.lineChunk = UnsafeMutableBufferPointer(
      start: (storage + sizesBytes).bindMemory(to: LineExtent.self, capacity: chunkCount),
      count: chunkCount)
    pass.chunkLines = UnsafeMutableBufferPointer(
      start: (storage + sizesBytes + chunkBytes).bindMemory(
        to: FlowLayoutGeometry.Line.self, capacity: chunkCount),
      count: chunkCount)
    var completed = false
    // Lays every section out into `buffer`.
    func fill(_ buffer: UnsafeMutableBufferPointer<CGRect>) {
      pass.frames = buffer
      completed = layOutSections(
        counts: counts, delegate: delegate, sizes: sizes, in: collectionView, pass: &pass)
    }
    var frames = consume previousFrames
    if frames.count == totalItems {
      // Copied first if anything else holds it; on an error the frames are dropped.
      frames.withUnsafeMutableBufferPointer { fill($0) }
    } else {
      frames = [CGRect](unsafeUninitializedCapacity: totalItems) { buffer, initializedCount in
        fill(buffer)
        initializedCount = pass.frameCount
      }
    }
    pass.frames = UnsafeMutableBufferPointer(start: nil, count: 0)
    pass.lineChunk = UnsafeMutableBufferPointer(start: nil, count: 0)
    pass.chunkLines = UnsafeMutableBufferPointer(start: nil, count: 0)
    pass.geometry.itemFrames = frames
    return completed ? pass.geometry : nil
  }

  /// Lays out every section into `pass`; `false` after raising an error for an invalid size.
  private func layOutSections(
    counts: [Int], delegate: CollectionViewDelegateFlowLayout?,
    sizes: UnsafeMutableBufferPointer<CGSize>, in collectionView: CollectionView,
    pass: inout Pass
  ) -> Bool {
    let vertical = pass.geometry.isVertical
    let dimension = pass.dimension
    let estimates = estimatesItemSizes
    let names =
      estimates && !preferredSupplementarySizes.isEmpty ? collectionView.sectionIdentifiers : []
    var v: CGFloat = 0
    for (index, count) in counts.enumerated() {
      var metrics = sectionMetrics(
        index, vertical: vertical, delegate: delegate, reference: pass.insetReference,
        in: collectionView)
      if !names.isEmpty {
        applyPreferredSupplementaryLengths(
          &metrics, section: index, names: names, vertical: vertical)
      }
      var section = FlowLayoutGeometry.Section()
      section.firstItem = pass.frameCount
      section.itemCount = count
      section.firstLine = pass.geometry.lines.count
      section.minV = v
      if metrics.headerLength > 0 {
        section.header = pass.geometry.rect(
          u: 0, v: v, uLength: dimension, vLength: metrics.headerLength)
        v += metrics.headerLength
      }
      v += metrics.scrollStartInset
      if count > 0 {
        if delegate != nil || estimates {
          readItemSizes(count, section: index, delegate: delegate, into: sizes, in: collectionView)
          guard
            let end = layOutLines(
              sizes: UnsafeBufferPointer(rebasing: sizes[0..<count]), section: index,
              metrics: metrics, startV: v, pass: &pass)
          else { return false }
          v = end
        } else {
          guard Self.isValidItemSize(itemSize) else {
            raise(Self.invalidSizeError(IndexPath(item: 0, section: index), itemSize))
            return false
          }
          v = layOutUniformLines(
            count: count, section: index, metrics: metrics, startV: v, pass: &pass)
        }
      }
      section.lineCount = pass.geometry.lines.count - section.firstLine
      v += metrics.scrollEndInset
      if metrics.footerLength > 0 {
        section.footer = pass.geometry.rect(
          u: 0, v: v, uLength: dimension, vLength: metrics.footerLength)
        v += metrics.footerLength
      }
      section.maxV = v
      pass.geometry.sections.append(section)
    }
    pass.geometry.contentSize =
      vertical
      ? CGSize(width: max(dimension, 0), height: v) : CGSize(width: v, height: max(dimension, 0))
    return true
  }

  /// The boundary ``sectionInsetReference`` names, less the adjusted content inset, edge by edge;
  /// `nil` for `.fromContentInset`.
  private func insetReference(
    in collectionView: CollectionView, adjusted: EdgeInsets
  ) -> EdgeInsets? {
    let boundary: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return nil
    case .fromSafeArea: boundary = collectionView.safeAreaInsets
    case .fromLayoutMargins: boundary = collectionView.layoutMargins
    }
    return EdgeInsets(
      top: boundary.top - adjusted.top, left: boundary.left - adjusted.left,
      bottom: boundary.bottom - adjusted.bottom, right: boundary.right - adjusted.right)
  }

  /// A section inset measured from the boundary `reference` describes, never reaching outside
  /// the content inset: `max(reference + inset, 0)` on each edge (Apple's documentation of
  /// `UICollectionViewFlowLayout.sectionInsetReference`: "The minimum value of this property is
  /// always the collection view's contentInset").
  private static func sectionInset(_ inset: EdgeInsets, from reference: EdgeInsets?) -> EdgeInsets {
    guard let reference else { return inset }
    return EdgeInsets(
      top: max(reference.top + inset.top, 0), left: max(reference.left + inset.left, 0),
      bottom: max(reference.bottom + inset.bottom, 0),
      right: max(reference.right + inset.right, 0))
  }

  /// A self-sized header's and footer's length along the scrolling axis, when their views were
  /// measured: with ``estimatedItemSize`` set, the flow layout lays supplementary views out at
  /// the size they prefer, as it does cells (our reading of UIKit: Apple documents self-sizing
  /// for cells; headers and footers that self-size this way are widely reported).
  ///
  /// A header or footer of length 0 has no view to measure.
  ///
  /// - Complexity: O(1).
  private func applyPreferredSupplementaryLengths(
    _ metrics: inout SectionMetrics, section: Int, names: [String], vertical: Bool
  ) {
    let path = IndexPath(item: 0, section: section)
    func length(_ kind: String) -> CGFloat? {
      preferredSupplementarySize(ofKind: kind, at: path, sections: names).map {
        vertical ? $0.height : $0.width
      }
    }
    if metrics.headerLength > 0, let header = length(CollectionView.elementKindSectionHeader) {
      metrics.headerLength = header
    }
    if metrics.footerLength > 0, let footer = length(CollectionView.elementKindSectionFooter) {
      metrics.footerLength = footer
    }
  }

  private func sectionMetrics(
    _ section: Int, vertical: Bool, delegate: CollectionViewDelegateFlowLayout?,
    reference: EdgeInsets?, in collectionView: CollectionView
  ) -> SectionMetrics {
    let inset = Self.sectionInset(
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset, from: reference)
    let lineSpacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      ?? minimumLineSpacing
    let interitem =
      delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    let header =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    let footer =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    func length(_ size: CGSize) -> CGFloat {
      let value = vertical ? size.height : size.width
      return value.isFinite && value > 0 ? value : 0
    }
    return SectionMetrics(
      lineStartInset: vertical ? inset.left : inset.top,
      lineEndInset: vertical ? inset.right : inset.bottom,
      scrollStartInset: vertical ? inset.top : inset.left,
      scrollEndInset: vertical ? inset.bottom : inset.right,
      lineSpacing: lineSpacing, interitemSpacing: interitem,
      headerLength: length(header), footerLength: length(footer))
  }

  /// How many items of length `length` the greedy rule puts on one line, at most `limit`.
  ///
  /// The same arithmetic as the general path (a running `remaining -= length + spacing`), so both
  /// paths break lines identically.
  static func itemsPerLine(
    length: CGFloat, spacing: CGFloat, available: CGFloat, limit: Int
  ) -> Int {
    let step = length + spacing
    guard step > 0 else { return limit == .max ? 1 : max(limit, 1) }
    // Simulate when it is cheap (exact, like UIKit's loop); use the closed form past that.
    let estimate = ((available + spacing) / step).rounded(.down)
    if estimate > 10_000 { return max(1, min(limit, Int(min(estimate, CGFloat(Int32.max))))) }
    var remaining = available
    var count = 0
    repeat {
      count += 1
      remaining -= length + spacing
    } while count < limit && length <= remaining
    return count
  }

  func logTooLong(_ path: IndexPath, vertical: Bool) {
    guard diagnostics.count < Self.maximumDiagnostics else { return }
    log(LayoutDiagnostic(indexPath: path, message: Self.itemTooLongMessage(vertical: vertical)))
  }

  /// Lays out a section whose items all have `itemSize`: every line holds the same number of
  /// items at the same positions.
  ///
  /// Returns the end of the last line.
  private func layOutUniformLines(
    count: Int, section: Int, metrics: SectionMetrics, startV: CGFloat, pass: inout Pass
  ) -> CGFloat {
    let vertical = pass.geometry.isVertical
    let uLength = vertical ? itemSize.width : itemSize.height
    let vLength = vertical ? itemSize.height : itemSize.width
    let available = pass.dimension - metrics.lineStartInset - metrics.lineEndInset
    if uLength > available { logTooLong(IndexPath(item: 0, section: section), vertical: vertical) }
    // How many fit on a line: full lines hold that many, and a short last line (or a section
    // shorter than one line) keeps the same columns, as UIKit does for same-size items.
    let step = uLength + metrics.interitemSpacing
    let perLine =
      step > 0
      ? Self.itemsPerLine(
        length: uLength, spacing: metrics.interitemSpacing, available: available, limit: .max)
      : count
    // Full lines are justified; the incomplete last line keeps the same columns (fixed size).
    let start: CGFloat
    let columnStep: CGFloat
    // A lone item (every line single) is centred in the whole width (as `layoutRow` does in the
    // binary of UXKit, Apple's macOS port of the collection view).
    if perLine <= 1 || count == 1 {
      start = (pass.dimension - uLength) / 2
      columnStep = 0
    } else {
      let gap =
        (pass.dimension - CGFloat(perLine) * uLength - metrics.lineStartInset
          - metrics.lineEndInset) / CGFloat(perLine - 1)
      start = metrics.lineStartInset
      columnStep = uLength + gap
    }
    let columnCount = min(perLine, count)
    var columns: [CGFloat] = []
    columns.reserveCapacity(columnCount)
    for column in 0..<columnCount {
      columns.append(pass.grid.rounded(start + CGFloat(column) * columnStep))
    }
    var v = startV
    var item = 0
    var lineEnd = startV
    while item < count {
      let firstItem = pass.frameCount
      let top = pass.grid.rounded(v)
      let inLine = min(perLine, count - item)
      for column in 0..<inLine {
        pass.appendFrame(u: columns[column], v: top, uLength: uLength, vLength: vLength)
      }
      lineEnd = v + vLength
      pass.geometry.lines.append(.init(firstItem: firstItem, minV: v, maxV: lineEnd))
      v = lineEnd + metrics.lineSpacing
      item += inLine
    }
    return lineEnd
  }
}
