import Foundation

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// Measures the frames of flat-coloured rectangles in a screenshot, to a fraction of a pixel:
  /// how the real-UIKit calibration data (`TransitionSimLayoutsTests/RealUIKit/Data`) is measured.
  ///
  /// An element is a connected region (4-connected) of pixels of exactly its fill colour; its
  /// bounding box is taken in whole pixels. Each edge is then refined by anti-aliasing: on the
  /// middle scanlines across it (30 % to 70 % of the box), the first pixel outside the edge is read
  /// as a blend of the fill over the pixel beyond it, and the edge moves out by the fill's share of
  /// that pixel (its coverage; 0 when the edge lies on a pixel boundary), the median over the
  /// scanlines. Dividing by the scale gives points. Rounded corners do not matter: the straight
  /// edges reach the box on the middle scanlines.
  struct ScreenshotMeasurer {
    /// A colour, red, green and blue.
    struct Color: Hashable, Sendable {
      var red: Int
      var green: Int
      var blue: Int
    }

    /// One region of the fill colour.
    struct Region: Equatable {
      /// The bounding box in whole pixels: `minX..<maxX`, `minY..<maxY`.
      var pixelBox: (minX: Int, minY: Int, maxX: Int, maxY: Int)
      /// How many pixels of the colour the region holds.
      var pixelCount: Int
      /// Each edge's coverage (`left`, `top`, `right`, `bottom`): the pixels it moved out by, or
      /// absent when no scanline could be read.
      var coverage: [String: Double]
      /// The edges that touch the image's.
      var clipped: [String]
      /// The refined frame, in points.
      var frame: CGRect

      static func == (lhs: Region, rhs: Region) -> Bool {
        lhs.pixelBox == rhs.pixelBox && lhs.pixelCount == rhs.pixelCount
          && lhs.coverage == rhs.coverage && lhs.clipped == rhs.clipped && lhs.frame == rhs.frame
      }
    }

    var image: PNGImage
    /// Pixels per point.
    var scale: Double

    /// The regions of exactly `color`, top to bottom then left to right.
    ///
    /// - Parameters:
    ///   - color: the fill colour.
    ///   - refineEdges: `false` keeps the whole-pixel box (for elements whose edges carry text).
    ///   - minimumPixels: smaller regions are left out.
    /// - Returns: The regions, top to bottom then left to right.
    /// - Complexity: O(*w* · *h*) for the image's pixels, plus O(*h* + *w*) a region to refine.
    func regions(
      of color: Color, refineEdges: Bool = true, minimumPixels: Int = 1
    ) -> [Region] {
      let boxes = Self.components(of: mask(color), width: image.width, height: image.height)
      return boxes.filter { $0.count >= minimumPixels }.map { box in
        refineEdges
          ? refined(box.box, count: box.count, color: color)
          : region(box.box, count: box.count, coverage: [:])
      }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    }

    //===--- Regions ------------------------------------------------------===//

    typealias Box = (minX: Int, minY: Int, maxX: Int, maxY: Int)

    /// Whether each pixel, row by row, is exactly `color`.
    ///
    /// - Complexity: O(*w* · *h*).
    func mask(_ color: Color) -> [Bool] {
      let (red, green, blue) = (color.red, color.green, color.blue)
      let (channels, count) = (image.channels, image.width * image.height)
      var mask = [Bool](repeating: false, count: count)
      image.pixels.withUnsafeBufferPointer { pixels in
        mask.withUnsafeMutableBufferPointer { mask in
          var offset = 0
          for index in 0..<count {
            mask[index] =
              Int(pixels[offset]) == red && Int(pixels[offset + 1]) == green
              && Int(pixels[offset + 2]) == blue
            offset += channels
          }
        }
      }
      return mask
    }

    /// The 4-connected regions of `mask`: each one's bounding box and pixel count, in the order
    /// their first pixels come in row order.
    ///
    /// - Complexity: O(*w* · *h*).
    static func components(
      of mask: [Bool], width: Int, height: Int
    ) -> [(box: Box, count: Int)] {
      var result: [(box: Box, count: Int)] = []
      var stack: [Int] = []
      // A pixel of the colour not reached yet is `true`; a region's walk clears its pixels.
      var open = mask
      open.withUnsafeMutableBufferPointer { open in
        for start in open.indices where open[start] {
          var box: Box = (start % width, start / width, start % width + 1, start / width + 1)
          var count = 0
          open[start] = false
          stack.append(start)
          while let index = stack.popLast() {
            count += 1
            let (x, y) = (index % width, index / width)
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x + 1), max(box.maxY, y + 1))
            // Left, right, above, below, when inside the image and not reached yet.
            if x > 0, open[index - 1] {
              open[index - 1] = false
              stack.append(index - 1)
            }
            if x + 1 < width, open[index + 1] {
              open[index + 1] = false
              stack.append(index + 1)
            }
            if y > 0, open[index - width] {
              open[index - width] = false
              stack.append(index - width)
            }
            if y + 1 < height, open[index + width] {
              open[index + width] = false
              stack.append(index + width)
            }
          }
          result.append((box, count))
        }
      }
      return result
    }

    //===--- Edges --------------------------------------------------------===//

    /// The region with each edge moved out by its coverage.
    ///
    /// - Complexity: O(*h* + *w*) for the box's scanlines.
    func refined(_ box: Box, count: Int, color: Color) -> Region {
      let fill = [color.red, color.green, color.blue].map(Double.init)
      let rows = Self.band(box.minY, box.maxY)
      let columns = Self.band(box.minX, box.maxX)
      let across = { (row: Int, x: Int) in self.pixel(x, row) }
      let down = { (column: Int, y: Int) in self.pixel(column, y) }
      var coverage: [String: Double] = [:]
      coverage["left"] = edge(rows, inside: box.minX, step: -1, fill: fill, across)
      coverage["right"] = edge(rows, inside: box.maxX - 1, step: 1, fill: fill, across)
      coverage["top"] = edge(columns, inside: box.minY, step: -1, fill: fill, down)
      coverage["bottom"] = edge(columns, inside: box.maxY - 1, step: 1, fill: fill, down)
      return region(box, count: count, coverage: coverage)
    }

    /// The region of `box` with edges moved out by `coverage`, in points.
    func region(_ box: Box, count: Int, coverage: [String: Double]) -> Region {
      let left = Double(box.minX) - (coverage["left"] ?? 0)
      let top = Double(box.minY) - (coverage["top"] ?? 0)
      let right = Double(box.maxX) + (coverage["right"] ?? 0)
      let bottom = Double(box.maxY) + (coverage["bottom"] ?? 0)
      var clipped: [String] = []
      if box.minX == 0 { clipped.append("left") }
      if box.maxX == image.width { clipped.append("right") }
      if box.minY == 0 { clipped.append("top") }
      if box.maxY == image.height { clipped.append("bottom") }
      return Region(
        pixelBox: box, pixelCount: count, coverage: coverage, clipped: clipped,
        frame: CGRect(
          x: left / scale, y: top / scale, width: (right - left) / scale,
          height: (bottom - top) / scale))
    }

    /// The scanlines from 30 % to 70 % of `start..<end` (at least one).
    static func band(_ start: Int, _ end: Int) -> Range<Int> {
      let length = Double(end - start)
      let first = start + Int(length * 0.3)
      return first..<max(start + Int(length * 0.7), first + 1)
    }

    /// The pixel at (`x`, `y`) as three doubles, or `nil` outside the image.
    func pixel(_ x: Int, _ y: Int) -> [Double]? {
      guard x >= 0, x < image.width, y >= 0, y < image.height else { return nil }
      let (red, green, blue) = image.rgb(x, y)
      return [Double(red), Double(green), Double(blue)]
    }

    /// The median coverage of the first pixel past `inside` (one `step` out) on each of
    /// `scanlines` where the inside pixel is the fill; 0 on a scanline where the image ends within
    /// two pixels; `nil` when no scanline can be read.
    ///
    /// - Complexity: O(*n*) for the *n* scanlines, plus sorting them.
    func edge(
      _ scanlines: Range<Int>, inside: Int, step: Int, fill: [Double],
      _ read: (Int, Int) -> [Double]?
    ) -> Double? {
      var values: [Double] = []
      for line in scanlines {
        guard let inner = read(line, inside),
          zip(inner, fill).allSatisfy({ abs($0 - $1) <= 2 })
        else { continue }
        guard let outer = read(line, inside + step), let far = read(line, inside + 2 * step) else {
          values.append(0)
          continue
        }
        if let value = Self.coverage(of: outer, fill: fill, over: far) { values.append(value) }
      }
      return Self.median(values)
    }

    /// The share of `fill` in `pixel` blended over `background`: 0 when the pixel is not such a
    /// blend (a third colour, or channels disagreeing), `nil` when the two colours are too close
    /// to tell (no channel differs by 20).
    static func coverage(of pixel: [Double], fill: [Double], over background: [Double]) -> Double? {
      let channels = (0..<3).filter { abs(fill[$0] - background[$0]) >= 20 }
      guard !channels.isEmpty else { return nil }
      for channel in 0..<3 where !channels.contains(channel) {
        if abs(pixel[channel] - background[channel]) > 6 { return 0 }
      }
      let shares = channels.map {
        (pixel[$0] - background[$0]) / (fill[$0] - background[$0])
      }
      guard let low = shares.min(), let high = shares.max(),
        high - low <= 0.12, low >= -0.05, high <= 1.05
      else { return 0 }
      let mean = shares.reduce(0, +) / Double(shares.count)
      return min(max(mean, 0), 1)
    }

    /// The median of `values` (the mean of the middle two for an even count), or `nil`.
    ///
    /// - Complexity: O(*n* log *n*).
    static func median(_ values: [Double]) -> Double? {
      guard !values.isEmpty else { return nil }
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
  }

#endif  // os(macOS) || os(Linux)
