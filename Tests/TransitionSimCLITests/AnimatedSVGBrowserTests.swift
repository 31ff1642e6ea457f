import Foundation
import Testing
import TransitionSim

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The animated SVG played by a real browser: headless Chromium draws it paused at several
  /// instants, and each view is measured in the screenshot.
  ///
  /// Skipped, with the reason, when no Chromium is installed.
  ///
  /// The page holds one copy of the SVG per instant, one under the other, each paused at its
  /// instant with SMIL's own script interface (`pauseAnimations()`, `setCurrentTime(_:)`), so
  /// one screenshot shows them all. A test-only style sheet draws nothing but the views under
  /// test, each filled with one pure colour; a view's position is the centroid of its colour's
  /// coverage, its area the total coverage, and its orientation the principal axis of the
  /// coverage's second moments.
  @Suite(.serialized, .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missing)))
  struct AnimatedSVGBrowserTests {
    /// The views under test and their colours (red, blue, green in the screenshot).
    static let colours = [("A", "#ff0000"), ("R", "#0000ff"), ("S", "#00ff00")]

    static func cell(_ id: String, item: Int) -> TrackElement {
      TrackElement(
        category: .cell, kind: nil, indexPathBefore: IndexPath(item: item, section: 0),
        indexPathAfter: IndexPath(item: item, section: 0), itemIdentifier: id)
    }

    static func view(
      item: Int, center: CGPoint, transform: Transform3D = .identity
    ) -> CollectionViewLayoutAttributes {
      var attributes = CollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.size = CGSize(width: 80, height: 60)
      attributes.center = center
      attributes.transform3D = transform
      return attributes
    }

    /// `A` moves from (60, 60) to (260, 200) with easeInEaseOut over 0.3 s after a 0.055 s
    /// delay; `R` turns 60° and scales to 1.5 × 0.75 about (80, 300) along (0.25, 0.1, 0.25, 1)
    /// over 0.25 s; `S` drops 100 points on a spring.
    static func timeline() throws -> Timeline {
      let angle = Double.pi / 3
      var turn = Transform3D.identity
      turn.m11 = 1.5 * cos(angle)
      turn.m12 = 1.5 * sin(angle)
      turn.m21 = -0.75 * sin(angle)
      turn.m22 = 0.75 * cos(angle)
      let tracks = [
        Track(
          element: cell("A", item: 0), change: .unchanged,
          start: view(item: 0, center: CGPoint(x: 60, y: 60)),
          end: view(item: 0, center: CGPoint(x: 260, y: 200)),
          animation: try AnimationParameters(
            duration: 0.3, curve: .timing(.easeInEaseOut), delay: 0.055)),
        Track(
          element: cell("R", item: 1), change: .unchanged,
          start: view(item: 1, center: CGPoint(x: 80, y: 300)),
          end: view(item: 1, center: CGPoint(x: 80, y: 300), transform: turn),
          animation: try AnimationParameters(duration: 0.25, curve: .timing(.default))),
        Track(
          element: cell("S", item: 2), change: .unchanged,
          start: view(item: 2, center: CGPoint(x: 420, y: 60)),
          end: view(item: 2, center: CGPoint(x: 420, y: 160)),
          animation: try AnimationParameters(spring: try Spring(duration: 0.4, bounce: 0.4))),
      ]
      let size = CGSize(width: 480, height: 400)
      return Timeline(
        Transition(
          kind: .batchUpdate, tracks: tracks, contentOffsetBefore: .zero, contentOffsetAfter: .zero,
          contentSizeBefore: size, contentSizeAfter: size, updateItems: [], layoutCalls: [],
          animation: .collectionViewDefault))
    }

    /// What one view covers in one copy: total coverage, centroid and second central moments.
    struct Coverage {
      var area = 0.0
      var x = 0.0
      var y = 0.0
      var xx = 0.0
      var yy = 0.0
      var xy = 0.0

      /// The angle of the principal axis, in degrees in (−90, 90], y pointing down as on screen.
      var axis: Double { 0.5 * atan2(2 * xy, xx - yy) * 180 / .pi }
    }

    /// Each colour's coverage in the band of rows `rows` of `image`, relative to the band's top.
    static func measure(_ image: PNGImage, rows: Range<Int>) -> [Coverage] {
      var sums = [Coverage](repeating: Coverage(), count: 3)
      for row in rows {
        for column in 0..<image.width {
          let (r, g, b) = image.rgb(column, row)
          // Over white, colour c with coverage a is 255 where c is 255 and 255 × (1 − a)
          // elsewhere.
          let channel: Int
          let coverage: Double
          if r > 250 && abs(g - b) <= 2 && g < 250 {
            (channel, coverage) = (0, Double(255 - g) / 255)
          } else if b > 250 && abs(r - g) <= 2 && r < 250 {
            (channel, coverage) = (1, Double(255 - r) / 255)
          } else if g > 250 && abs(r - b) <= 2 && r < 250 {
            (channel, coverage) = (2, Double(255 - r) / 255)
          } else {
            continue
          }
          let x = Double(column) + 0.5
          let y = Double(row - rows.lowerBound) + 0.5
          sums[channel].area += coverage
          sums[channel].x += coverage * x
          sums[channel].y += coverage * y
          sums[channel].xx += coverage * x * x
          sums[channel].yy += coverage * y * y
          sums[channel].xy += coverage * x * y
        }
      }
      return sums.map { sum in
        guard sum.area > 0 else { return sum }
        let x = sum.x / sum.area
        let y = sum.y / sum.area
        return Coverage(
          area: sum.area, x: x, y: y, xx: sum.xx / sum.area - x * x,
          yy: sum.yy / sum.area - y * y, xy: sum.xy / sum.area - x * y)
      }
    }

    /// The page: one copy of `svg` per time in `times` (seconds of the loop), each `height` high,
    /// with the test's style sheet.
    static func page(svg: String, times: [Double], height: Int) -> String {
      let body = svg[(svg.range(of: "<svg")?.lowerBound ?? svg.startIndex)...]
      var style = """
        html,body{margin:0;padding:0;background:#fff;overflow:hidden}
        .copy{position:absolute;left:0}
        svg{display:block}
        .background{fill:#fff}
        .content,.visible,text{display:none}
        g rect{fill:none!important;stroke:none!important}

        """
      for (id, colour) in colours {
        style += "g[data-id=\"\(id)\"] rect{fill:\(colour)!important}\n"
      }
      var html = "<!DOCTYPE html><html><head><style>\n\(style)</style></head><body>\n"
      for index in times.indices {
        html += "<div class=\"copy\" style=\"top:\(index * height)px\">\(body)</div>\n"
      }
      html += "<script>\nconst times = [\(times.map { String($0) }.joined(separator: ","))];\n"
      html += "document.querySelectorAll('svg').forEach((svg, index) => {\n"
      html += "  svg.pauseAnimations(); svg.setCurrentTime(times[index]);\n});\n</script>\n"
      return html + "</body></html>\n"
    }

    @Test func screenshotsAtSeveralTimesShowEveryViewWhereTheDumpPutsIt() throws {
      let timeline = try Self.timeline()
      let frames = Array(FrameSampler().frames(of: timeline))
      let folder = try makeTemporaryFolder("transition-sim-animated-svg")
      defer { try? FileManager.default.removeItem(at: folder) }
      let svgFile = folder.appendingPathComponent("splines.svg")
      try OutputFile.write(to: svgFile) {
        try AnimatedSVGExport.write(
          frames: frames, timeline: timeline, scenario: "splines",
          viewport: CGSize(width: 480, height: 400), to: $0)
      }
      let svg = try String(contentsOf: svgFile, encoding: .utf8)
      let root = try #require(try BrowserTests.tags(named: "svg", in: svg).first)
      let width = try #require(Int(root["width"] ?? ""))
      let height = try #require(Int(root["height"] ?? ""))
      let box = (root["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
      try #require(box.count == 4)

      // Frames (the dump's instants) and instants between frames inside A's spline segment
      // (0.055–0.355 s) and R's (0–0.25 s), where the library's presentation is the reference.
      let frameIndices = [3, 7, 12, 18, 30]
      var instants = frameIndices.map { (frames[$0].time, frames[$0].presentation, true) }
      for time in [0.0937, 0.1411, 0.2345, 0.3111] {
        instants.append((time, timeline.presentation(at: time), false))
      }
      let times = instants.map { AnimatedSVGExport.pause + $0.0 }
      let page = folder.appendingPathComponent("page.html")
      try Self.page(svg: svg, times: times, height: height).write(
        to: page, atomically: true, encoding: .utf8)
      let png = folder.appendingPathComponent("shot.png")
      _ = try Chromium.run([
        "--screenshot=\(png.path)", "--window-size=\(width),\(height * times.count)",
        page.absoluteString,
      ])
      let image = try PNGImage([UInt8](Data(contentsOf: png)))
      #expect(image.width == width && image.height == height * times.count)

      for (copy, instant) in instants.enumerated() {
        let measured = Self.measure(image, rows: copy * height..<(copy + 1) * height)
        for (channel, (id, _)) in Self.colours.enumerated() {
          // Between frames a spring is drawn linearly from frame to frame: only frames count.
          if id == "S" && !instant.2 { continue }
          let attributes = try #require(instant.1.attributes(forItem: id))
          let t = attributes.transform3D
          let x = Double(attributes.center.x + t.m41) - box[0]
          let y = Double(attributes.center.y + t.m42) - box[1]
          let coverage = measured[channel]
          let at = "\(id) at \(instant.0) s"
          #expect(abs(coverage.x - x) <= 1 && abs(coverage.y - y) <= 1, "\(at): \(coverage)")
          let determinant = Double(t.m11 * t.m22 - t.m12 * t.m21)
          let area = Double(attributes.size.width * attributes.size.height) * abs(determinant)
          #expect(abs(coverage.area - area) <= 0.02 * area, "\(at): area \(coverage.area)")
          let scaleX = Double(t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
          let scaleY = abs(determinant) / max(scaleX, 1e-9)
          let long = Double(attributes.size.width) * scaleX
          let short = Double(attributes.size.height) * scaleY
          if long - short > 10 {
            let angle = atan2(Double(t.m12), Double(t.m11)) * 180 / .pi
            let turn = remainder(coverage.axis - angle, 180)
            #expect(abs(turn) <= 1, "\(at): axis \(coverage.axis)°, expected \(angle)°")
          }
        }
      }
    }
  }

#endif  // os(macOS) || os(Linux)
