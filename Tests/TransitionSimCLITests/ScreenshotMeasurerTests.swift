import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The screenshot measurer on pictures drawn here, whose frames are known: crisp edges,
  /// anti-aliased edges of known coverage, regions that touch each other or the image's edges.
  @Suite struct ScreenshotMeasurerTests {
    typealias Color = ScreenshotMeasurer.Color

    static let grey = Color(red: 128, green: 128, blue: 128)
    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)
    /// A fill on black whose blends are whole numbers: coverage c gives 200·c on every channel.
    static let light = Color(red: 200, green: 200, blue: 200)

    /// A canvas of `width` × `height` pixels of `background`, to paint on.
    struct Canvas {
      var width: Int
      var height: Int
      var pixels: [UInt8]

      init(width: Int, height: Int, background: Color) {
        self.width = width
        self.height = height
        pixels = Array(
          repeating: [UInt8(background.red), UInt8(background.green), UInt8(background.blue)],
          count: width * height
        ).flatMap { $0 }
      }

      /// Paints the pixels `x`, `y` (ranges of columns and rows) with `color`.
      mutating func fill(_ x: Range<Int>, _ y: Range<Int>, _ color: Color) {
        for row in y {
          for column in x {
            let offset = (row * width + column) * 3
            pixels[offset] = UInt8(color.red)
            pixels[offset + 1] = UInt8(color.green)
            pixels[offset + 2] = UInt8(color.blue)
          }
        }
      }

      func measurer(scale: Double) -> ScreenshotMeasurer {
        ScreenshotMeasurer(
          image: PNGImage(width: width, height: height, channels: 3, pixels: pixels), scale: scale)
      }
    }

    /// Whether two frames agree to a millionth of a point.
    func close(_ a: CGRect?, _ b: CGRect) -> Bool {
      guard let a else { return false }
      return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
        .allSatisfy { abs($0) < 1e-6 }
    }

    @Test func aCrispRectangleMeasuresItsWholePixelsDividedByTheScale() {
      var canvas = Canvas(width: 120, height: 150, background: Self.white)
      canvas.fill(30..<90, 45..<105, Self.grey)
      let regions = canvas.measurer(scale: 3).regions(of: Self.grey)
      #expect(regions.count == 1)
      #expect(close(regions.first?.frame, CGRect(x: 10, y: 15, width: 20, height: 20)))
      #expect(regions.first?.coverage == ["left": 0, "top": 0, "right": 0, "bottom": 0])
      #expect(regions.first?.clipped == [])
      #expect(regions.first?.pixelCount == 60 * 60)
    }

    @Test func anAntiAliasedEdgeMovesOutByItsCoverage() {
      var canvas = Canvas(width: 60, height: 60, background: Self.black)
      canvas.fill(10..<40, 10..<40, Self.light)
      // The first pixels outside: a quarter on the left, half on the right, three quarters above
      // and an eighth below (200 · c on black).
      canvas.fill(9..<10, 10..<40, Color(red: 50, green: 50, blue: 50))
      canvas.fill(40..<41, 10..<40, Color(red: 100, green: 100, blue: 100))
      canvas.fill(10..<40, 9..<10, Color(red: 150, green: 150, blue: 150))
      canvas.fill(10..<40, 40..<41, Color(red: 25, green: 25, blue: 25))
      let region = canvas.measurer(scale: 2).regions(of: Self.light).first
      #expect(region?.coverage == ["left": 0.25, "right": 0.5, "top": 0.75, "bottom": 0.125])
      // Left 10 − 0.25, top 10 − 0.75, right 40 + 0.5, bottom 40 + 0.125, in pixels, over 2.
      #expect(close(region?.frame, CGRect(x: 4.875, y: 4.625, width: 15.375, height: 15.4375)))
    }

    @Test func theMedianOfTheMiddleScanlinesWins() {
      var canvas = Canvas(width: 60, height: 60, background: Self.black)
      canvas.fill(10..<40, 10..<40, Self.light)
      // Half coverage left of rows 10 to 24, none from 25: the middle rows (19 to 30) hold six
      // of each, so the median is their mean, 0.25.
      canvas.fill(9..<10, 10..<25, Color(red: 100, green: 100, blue: 100))
      let region = canvas.measurer(scale: 1).regions(of: Self.light).first
      #expect(region?.coverage["left"] == 0.25)
      #expect(ScreenshotMeasurer.median([3, 1, 2]) == 2)
      #expect(ScreenshotMeasurer.median([]) == nil)
    }

    @Test func aPixelThatIsNotABlendLeavesTheEdgeOnItsBoundary() {
      var canvas = Canvas(width: 60, height: 60, background: Self.black)
      canvas.fill(10..<40, 10..<40, Self.light)
      // Left: a colour brighter than the fill, so no blend of it over black.
      canvas.fill(9..<10, 10..<40, Self.white)
      // Right: a blend whose channels disagree by more than 0.12.
      canvas.fill(40..<41, 10..<40, Color(red: 100, green: 140, blue: 100))
      let region = canvas.measurer(scale: 1).regions(of: Self.light).first
      #expect(region?.coverage["left"] == 0)
      #expect(region?.coverage["right"] == 0)
      #expect(close(region?.frame, CGRect(x: 10, y: 10, width: 30, height: 30)))
    }

    @Test func regionsTouchingTheImageAreClippedThere() {
      var canvas = Canvas(width: 90, height: 60, background: Self.white)
      canvas.fill(0..<30, 0..<60, Self.grey)
      canvas.fill(60..<90, 20..<40, Self.grey)
      let regions = canvas.measurer(scale: 3).regions(of: Self.grey)
      #expect(regions.map(\.clipped) == [["left", "top", "bottom"], ["right"]])
      // The image's edges read as crisp ones: the frame is the pixels in view.
      #expect(close(regions.first?.frame, CGRect(x: 0, y: 0, width: 10, height: 20)))
      #expect(close(regions.last?.frame, CGRect(x: 20, y: 20.0 / 3, width: 10, height: 20.0 / 3)))
    }

    @Test func touchingRegionsOfOneColourAreOneAndOfTwoColoursAreTwo() {
      var canvas = Canvas(width: 90, height: 90, background: Self.white)
      // Two headers 24 pixels tall touching: one band. A cell right under it: its own region.
      canvas.fill(0..<90, 3..<27, Self.light)
      canvas.fill(0..<90, 27..<51, Self.light)
      canvas.fill(3..<87, 51..<80, Self.grey)
      let measurer = canvas.measurer(scale: 3)
      let bands = measurer.regions(of: Self.light)
      #expect(bands.count == 1)
      #expect(close(bands.first?.frame, CGRect(x: 0, y: 1, width: 30, height: 16)))
      let cells = measurer.regions(of: Self.grey)
      // The band above reads as the cell's background there: the cell's top stays on its
      // boundary.
      #expect(cells.first?.coverage["top"] == 0)
      #expect(close(cells.first?.frame, CGRect(x: 1, y: 17, width: 28, height: 29.0 / 3)))
    }

    @Test func roundedCornersAndTextInsideLeaveTheBoxAlone() {
      var canvas = Canvas(width: 60, height: 60, background: Self.white)
      canvas.fill(10..<50, 10..<50, Self.grey)
      for (x, y) in [(10, 10), (49, 10), (10, 49), (49, 49), (11, 10), (10, 11)] {
        canvas.fill(x..<x + 1, y..<y + 1, Self.white)
      }
      canvas.fill(25..<35, 28..<32, Self.black)  // a label
      let regions = canvas.measurer(scale: 2).regions(of: Self.grey)
      #expect(regions.count == 1)
      #expect(close(regions.first?.frame, CGRect(x: 5, y: 5, width: 20, height: 20)))
    }

    @Test func unrefinedEdgesKeepTheWholePixelBox() {
      var canvas = Canvas(width: 60, height: 60, background: Self.black)
      canvas.fill(10..<40, 10..<40, Self.light)
      canvas.fill(9..<10, 10..<40, Color(red: 100, green: 100, blue: 100))
      let measurer = canvas.measurer(scale: 1)
      #expect(measurer.regions(of: Self.light, refineEdges: false).first?.coverage == [:])
      #expect(
        close(
          measurer.regions(of: Self.light, refineEdges: false).first?.frame,
          CGRect(x: 10, y: 10, width: 30, height: 30)))
      #expect(
        close(
          measurer.regions(of: Self.light).first?.frame,
          CGRect(x: 9.5, y: 10, width: 30.5, height: 30)))
    }

    @Test func smallRegionsCanBeLeftOut() {
      var canvas = Canvas(width: 40, height: 40, background: Self.white)
      canvas.fill(2..<4, 2..<4, Self.grey)
      canvas.fill(10..<30, 10..<30, Self.grey)
      let measurer = canvas.measurer(scale: 1)
      #expect(measurer.regions(of: Self.grey).count == 2)
      #expect(measurer.regions(of: Self.grey, minimumPixels: 5).map(\.pixelCount) == [400])
    }

    @Test func coverageIsUnknownBetweenColoursTooCloseToTell() {
      #expect(
        ScreenshotMeasurer.coverage(of: [10, 10, 10], fill: [15, 15, 15], over: [0, 0, 0]) == nil)
      #expect(
        ScreenshotMeasurer.coverage(
          of: [64, 128, 178], fill: [128, 128, 228], over: [0, 128, 128])
          == 0.5)
    }
  }

#endif  // os(macOS) || os(Linux)
