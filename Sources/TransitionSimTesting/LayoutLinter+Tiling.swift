import Foundation

//===--- Tiling -------------------------------------------------------------===//

/// The content cut into viewport-sized rects, row by row, enlarged to stay within a count.
struct Tiling {
  let area: CGRect
  let tileSize: CGSize
  let columns: Int
  let rows: Int

  init(content: CGRect?, view: CollectionView, maximumTiles: Int) {
    let bounds = view.bounds
    var area = content ?? bounds
    if area.width <= 0 && area.height <= 0 { area = bounds }
    self.area = area
    var width = bounds.width > 0 ? bounds.width : max(area.width, 1)
    var height = bounds.height > 0 ? bounds.height : max(area.height, 1)
    func count(_ length: CGFloat, _ tile: CGFloat) -> Int {
      guard length > 0 else { return 1 }
      let value = (length / tile).rounded(.up)
      return value < 1e9 ? max(1, Int(value)) : 1_000_000_000
    }
    var columns = count(area.width, width)
    var rows = count(area.height, height)
    let limit = max(1, maximumTiles)
    while columns * rows > limit {
      width *= 2
      height *= 2
      columns = count(area.width, width)
      rows = count(area.height, height)
    }
    tileSize = CGSize(width: width, height: height)
    self.columns = columns
    self.rows = rows
  }

  var count: Int { columns * rows }

  func rect(_ index: Int) -> CGRect {
    let column = index % columns
    let row = index / columns
    return CGRect(
      x: area.minX + CGFloat(column) * tileSize.width,
      y: area.minY + CGFloat(row) * tileSize.height, width: tileSize.width,
      height: tileSize.height)
  }

  /// The most tiles an item is filed under; a larger item is filed under the tile holding its
  /// center only, so filing stays O(1) per item.
  static let maximumTilesPerItem = 64

  /// The fraction of a tile the off-grid rects are shifted by along each axis: 1 − 1/φ, so
  /// their edges do not line up with the round numbers items are laid out on.
  static let offGridShift: CGFloat = 0.381966

  /// The tile `index` shifted by ``offGridShift`` of a tile right and down: UIKit queries the
  /// rect around the content offset, wherever scrolling left it, not only tiles on a grid.
  func offGridRect(_ index: Int) -> CGRect {
    rect(index).offsetBy(
      dx: tileSize.width * Self.offGridShift, dy: tileSize.height * Self.offGridShift)
  }

  /// The tiles `frame` meets (shares some area with, see `CGRect.overlaps`), in index order;
  /// only the tile holding its center when it meets more than ``maximumTilesPerItem``, and none
  /// when that is outside the tiled area.
  ///
  /// - Complexity: O(*t*) for the *t* ≤ ``maximumTilesPerItem`` tiles returned.
  func indices(meeting frame: CGRect) -> [Int] {
    func span(_ low: CGFloat, _ high: CGFloat, _ origin: CGFloat, _ tile: CGFloat, _ count: Int)
      -> ClosedRange<Int>?
    {
      let first = max(0, ((low - origin) / tile).rounded(.down))
      let last = min(CGFloat(count - 1), ((high - origin) / tile).rounded(.down))
      guard first.isFinite, last.isFinite, first <= last else { return nil }
      return Int(first)...Int(last)
    }
    let center = index(containing: CGPoint(x: frame.midX, y: frame.midY)).map { [$0] } ?? []
    guard
      let columnRange = span(frame.minX, frame.maxX, area.minX, tileSize.width, columns),
      let rowRange = span(frame.minY, frame.maxY, area.minY, tileSize.height, rows)
    else { return center }
    guard columnRange.count * rowRange.count <= Self.maximumTilesPerItem else { return center }
    var result: [Int] = []
    for row in rowRange {
      for column in columnRange where frame.overlaps(rect(row * columns + column)) {
        result.append(row * columns + column)
      }
    }
    return result
  }

  func index(containing point: CGPoint) -> Int? {
    let column = ((point.x - area.minX) / tileSize.width).rounded(.down)
    let row = ((point.y - area.minY) / tileSize.height).rounded(.down)
    guard column >= 0, row >= 0, column < CGFloat(columns), row < CGFloat(rows) else {
      return nil
    }
    return Int(row) * columns + Int(column)
  }
}

//===--- Formatting ---------------------------------------------------------===//

/// Numbers and geometry as the linter's messages print them.
enum LintFormat {
  static func number(_ value: CGFloat) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    return DumpNumberFormat.string(Double(value), decimals: 4)
  }

  static func rect(_ rect: CGRect) -> String {
    "("
      + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number)
      .joined(separator: ", ") + ")"
  }

  static func size(_ size: CGSize) -> String {
    "\(number(size.width)) × \(number(size.height))"
  }

  /// The first difference between two attributes beyond `tolerance`, as
  /// `frame (0, 0, 10, 10) <joiner> (0, 5, 10, 10)`; empty when the geometry agrees.
  static func difference(
    _ a: CollectionViewLayoutAttributes, _ b: CollectionViewLayoutAttributes,
    tolerance: CGFloat, _ joiner: String
  ) -> String {
    func far(_ x: CGFloat, _ y: CGFloat) -> Bool { !(abs(x - y) <= tolerance) }
    let (fa, fb) = (a.frame, b.frame)
    if far(fa.minX, fb.minX) || far(fa.minY, fb.minY) || far(fa.width, fb.width)
      || far(fa.height, fb.height)
    {
      return "frame \(rect(fa)) \(joiner) \(rect(fb))"
    }
    if far(a.alpha, b.alpha) { return "alpha \(number(a.alpha)) \(joiner) \(number(b.alpha))" }
    if a.zIndex != b.zIndex { return "zIndex \(a.zIndex) \(joiner) \(b.zIndex)" }
    if a.isHidden != b.isHidden { return "hidden \(a.isHidden) \(joiner) \(b.isHidden)" }
    if !a.transform3D.isApproximatelyEqual(to: b.transform3D, tolerance: tolerance) {
      return "transform \(a.transform3D) \(joiner) \(b.transform3D)"
    }
    if tolerance == 0 && a.customAttributes != b.customAttributes {
      return "their custom attributes differ"
    }
    return ""
  }
}
