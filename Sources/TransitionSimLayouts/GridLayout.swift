import Foundation
import TransitionSim

/// A grid whose attributes are computed only when asked for.
///
/// As the first paragraph of "Custom Layouts: A Worked Example" (Collection View Programming
/// Guide for iOS) puts it, "With a collection view that houses thousands of items, computing and
/// caching layout attributes upfront is a time-consuming process, so it makes more sense to create
/// attributes only when requested for a specific item."
///
/// Every section is a grid of ``columnCount`` columns of ``itemSize`` items, filled row by row,
/// ``interitemSpacing`` apart across and ``lineSpacing`` apart down, inside ``sectionInset``;
/// sections are stacked vertically. Nothing per item is stored: `prepare()` keeps where each
/// section starts, and every frame is arithmetic, so millions of items cost no memory.
///
/// Item *i* of section *s* is in row *i* / ``columnCount`` and column *i* mod ``columnCount``,
/// at x = `sectionInset.left` + column · (width + ``interitemSpacing``) and
/// y = top(*s*) + `sectionInset.top` + row · (height + ``lineSpacing``), where top(*s*) is the sum
/// of the heights of the sections before it; a section with *r* rows is
/// `top` + *r* · height + (*r* − 1) · ``lineSpacing`` + `bottom` high (insets only when empty).
///
/// A column count below 1, a size that is not positive or a negative spacing stops the layout
/// pass with an error, as a UIKit layout raises an exception.
open class GridLayout: CollectionViewLayout {
  /// The number of columns.
  ///
  /// The default is 4.
  open var columnCount = 4 {
    didSet { invalidateLayout() }
  }

  /// The size of every item.
  ///
  /// The default is 80 × 80.
  open var itemSize = CGSize(width: 80, height: 80) {
    didSet { invalidateLayout() }
  }

  /// The horizontal space between columns.
  ///
  /// The default is 10.
  open var interitemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The vertical space between rows.
  ///
  /// The default is 10.
  open var lineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The margins around each section's grid.
  ///
  /// The default is zero.
  open var sectionInset: EdgeInsets = .zero {
    didSet { invalidateLayout() }
  }

  /// Where each section starts along y.
  private var sectionTops: [CGFloat] = []
  /// The number of items in each section.
  private var sectionCounts: [Int] = []
  private var contentHeight: CGFloat = 0
  /// The metrics were valid at the last `prepare()`.
  private var isValid = false

  /// Creates a four-column grid of 80 × 80 items, 10 points apart.
  public override init() {
    super.init()
  }

  /// Creates a grid with the given metrics.
  public init(
    columnCount: Int, itemSize: CGSize, interitemSpacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    sectionInset: EdgeInsets = .zero
  ) {
    super.init()
    self.columnCount = columnCount
    self.itemSize = itemSize
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.sectionInset = sectionInset
  }

  //===--- Geometry -------------------------------------------------------===//

  private var columnPitch: CGFloat { itemSize.width + interitemSpacing }
  private var rowPitch: CGFloat { itemSize.height + lineSpacing }

  /// The number of rows `count` items fill.
  private func rows(forCount count: Int) -> Int {
    count <= 0 ? 0 : (count - 1) / columnCount + 1
  }

  /// The height of a section of `count` items, insets included.
  private func sectionHeight(forCount count: Int) -> CGFloat {
    let rows = rows(forCount: count)
    let grid = rows == 0 ? 0 : CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * lineSpacing
    return sectionInset.top + grid + sectionInset.bottom
  }

  /// The frame of item `item` in a section starting at `top`.
  private func frame(ofItem item: Int, sectionTop top: CGFloat) -> CGRect {
    let row = item / columnCount
    let column = item - row * columnCount
    return CGRect(
      x: sectionInset.left + CGFloat(column) * columnPitch,
      y: top + sectionInset.top + CGFloat(row) * rowPitch,
      width: itemSize.width, height: itemSize.height)
  }

  /// What is wrong with the metrics, or `nil`.
  private var metricsProblem: String? {
    if columnCount < 1 { return "GridLayout: columnCount must be at least 1, not \(columnCount)" }
    if !(itemSize.width > 0 && itemSize.height > 0 && itemSize.width.isFinite
      && itemSize.height.isFinite)
    {
      return "GridLayout: itemSize must be positive, not \(itemSize.width) × \(itemSize.height)"
    }
    if !(interitemSpacing >= 0 && lineSpacing >= 0 && interitemSpacing.isFinite
      && lineSpacing.isFinite)
    {
      return "GridLayout: spacings must not be negative (interitemSpacing \(interitemSpacing), "
        + "lineSpacing \(lineSpacing))"
    }
    return nil
  }

  //===--- Core layout ----------------------------------------------------===//

  /// Reads the number of items of every section and where each section starts; no attributes
  /// are made.
  ///
  /// - Complexity: O(*s*) in the number of sections, whatever the number of items.
  open override func prepare() {
    super.prepare()
    sectionTops = []
    sectionCounts = []
    contentHeight = 0
    isValid = false
    guard let collectionView else { return }
    if let problem = metricsProblem {
      raise(.raised(problem))
      return
    }
    isValid = true
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      sectionTops.append(top)
      sectionCounts.append(count)
      top += sectionHeight(forCount: count)
    }
    contentHeight = top
  }

  /// The width of the columns with the insets, by the height of all sections.
  open override var collectionViewContentSize: CGSize {
    guard isValid else { return .zero }
    let columns = CGFloat(columnCount)
    return CGSize(
      width: sectionInset.left + columns * itemSize.width + (columns - 1) * interitemSpacing
        + sectionInset.right,
      height: contentHeight)
  }

  /// The item at `indexPath`, computed.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard isValid, indexPath.count == 2, sectionCounts.indices.contains(indexPath.section),
      indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section]
    else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(ofItem: indexPath.item, sectionTop: sectionTops[indexPath.section])
    return attributes
  }

  /// The items whose frames meet `rect`, in index-path order, computed from the range of rows and
  /// columns the rect covers.
  ///
  /// The rows and columns are found arithmetically, widened by one on each side, and each
  /// candidate is checked with `CGRect.overlaps(_:)`, so the answer is exactly the items a scan
  /// would find, touching edges and empty rects included.
  ///
  /// - Complexity: O(log *s* + *k*) for *s* sections and *k* items in the rect (plus at most
  ///   two rows and two columns of candidates per section crossed).
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    guard isValid, !rect.isNull, !(rect.minY.isNaN || rect.maxY.isNaN) else { return [] }
    var result: [CollectionViewLayoutAttributes] = []
    // The first section ending at or after the rect's top.
    var low = 0
    var high = sectionTops.count
    while low < high {
      let mid = (low + high) / 2
      if sectionTops[mid] + sectionHeight(forCount: sectionCounts[mid]) < rect.minY {
        low = mid + 1
      } else {
        high = mid
      }
    }
    let columnRange = candidateRange(
      from: rect.minX - sectionInset.left, to: rect.maxX - sectionInset.left,
      pitch: columnPitch, length: itemSize.width, count: columnCount)
    var section = low
    while section < sectionTops.count, sectionTops[section] <= rect.maxY {
      defer { section += 1 }
      let count = sectionCounts[section]
      guard count > 0, let columns = columnRange else { continue }
      let gridTop = sectionTops[section] + sectionInset.top
      guard
        let rows = candidateRange(
          from: rect.minY - gridTop, to: rect.maxY - gridTop, pitch: rowPitch,
          length: itemSize.height, count: rows(forCount: count))
      else { continue }
      for row in rows {
        for column in columns {
          let item = row * columnCount + column
          guard item < count else { break }
          let frame = frame(ofItem: item, sectionTop: sectionTops[section])
          guard frame.overlaps(rect) else { continue }
          var attributes = CollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          attributes.frame = frame
          result.append(attributes)
        }
      }
    }
    return result
  }

  /// The indexes *j* in 0..<`count` whose span [*j* · pitch, *j* · pitch + length] may meet
  /// [`lower`, `upper`], widened by one on each side; `nil` when none can.
  private func candidateRange(
    from lower: CGFloat, to upper: CGFloat, pitch: CGFloat, length: CGFloat, count: Int
  ) -> ClosedRange<Int>? {
    guard count > 0, pitch > 0 else { return nil }
    let first = clampedIndex(((lower - length) / pitch).rounded(.down), count: count)
    let last = clampedIndex((upper / pitch).rounded(.down) + 1, count: count)
    guard upper >= 0, lower <= CGFloat(count - 1) * pitch + length, first <= last else {
      return nil
    }
    return first...last
  }

  /// `value` clamped to `0...(count - 1)` before it becomes an `Int` (so huge or infinite rects
  /// cannot overflow).
  private func clampedIndex(_ value: CGFloat, count: Int) -> Int {
    guard value.isFinite else { return value > 0 ? count - 1 : 0 }
    return Int(min(max(value, 0), CGFloat(count - 1)))
  }
}
