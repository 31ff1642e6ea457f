import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The real-UIKit calibration's numbers (`TransitionSimLayoutsTests/RealUIKit/Data`) come out
  /// again when ``ScreenshotMeasurer`` measures the reference images: every element's recorded
  /// frame (or, for an element measured through a region, that region) is a region of its fill
  /// colour in its case's image, to 0.002 point (the data gives thousandths).
  ///
  /// The images are not in this repository. `Tools/fetch-real-uikit-references.sh DESTINATION`
  /// fetches them from their repositories; the test runs when `TRANSITIONSIM_REAL_UIKIT_IMAGES`
  /// names that folder and is skipped otherwise.
  @Suite struct RealUIKitRemeasurementTests {
    static let variable = "TRANSITIONSIM_REAL_UIKIT_IMAGES"
    static let folder = ProcessInfo.processInfo.environment[variable]
    static let tolerance = 0.002
    static let skipReason =
      "set TRANSITIONSIM_REAL_UIKIT_IMAGES to a folder of reference images that "
      + "Tools/fetch-real-uikit-references.sh fetched, to measure them again"

    /// A case of the calibration data, with what re-measuring it needs.
    struct Reference: Decodable, Sendable, CustomTestStringConvertible {
      struct Size: Decodable, Sendable {
        var width: Int
        var height: Int
      }

      struct Frame: Decodable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
      }

      struct Measure: Decodable, Sendable {
        var fill: [Int]
        var region: Frame?
        var refineEdges: Bool?
      }

      struct Element: Decodable, Sendable {
        var label: String
        var frame: Frame
        var measure: Measure
      }

      var id: String
      /// The image's path under the fetch script's destination.
      var image: String
      var scale: Double
      var imageSize: Size
      var elements: [Element]

      var testDescription: String { id }
    }

    /// Every case of the calibration data.
    ///
    /// - Throws: when a data file cannot be read or decoded.
    /// - Complexity: O(*n*) in the size of the files.
    static func references() throws -> [Reference] {
      struct File: Decodable { var cases: [Reference] }
      let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TransitionSimLayoutsTests")
        .appendingPathComponent("RealUIKit").appendingPathComponent("Data")
      let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        .filter { $0.hasSuffix(".json") }.sorted()
      return try names.flatMap { name in
        try JSONDecoder().decode(
          File.self, from: Data(contentsOf: data.appendingPathComponent(name))
        ).cases
      }
    }

    @Test(
      .enabled(if: folder != nil, Comment(rawValue: skipReason)),
      arguments: try references())
    func everyRecordedFrameIsMeasuredAgain(_ reference: Reference) throws {
      let folder = try #require(Self.folder)
      let url = URL(fileURLWithPath: folder).appendingPathComponent(reference.image)
      let image = try PNGImage([UInt8](Data(contentsOf: url)))
      #expect(
        image.width == reference.imageSize.width && image.height == reference.imageSize.height)
      let measurer = ScreenshotMeasurer(image: image, scale: reference.scale)
      var measured: [String: [ScreenshotMeasurer.Region]] = [:]
      for element in reference.elements {
        let fill = element.measure.fill
        let refine = element.measure.refineEdges ?? true
        let key = "\(fill) \(refine)"
        let color = ScreenshotMeasurer.Color(red: fill[0], green: fill[1], blue: fill[2])
        let regions = measured[key] ?? measurer.regions(of: color, refineEdges: refine)
        measured[key] = regions
        let expected = element.measure.region ?? element.frame
        let target = CGRect(
          x: expected.x, y: expected.y, width: expected.width, height: expected.height)
        guard !regions.contains(where: { Self.distance($0.frame, target) <= Self.tolerance }) else {
          continue
        }
        let nearest = regions.min {
          Self.distance($0.frame, target) < Self.distance($1.frame, target)
        }
        let near = nearest.map { "\($0.frame)" } ?? "none"
        Issue.record(
          "\(reference.id): \(element.label): no region of \(fill) at \(target); nearest \(near)")
      }
    }

    /// The largest difference between the two frames' edges.
    static func distance(_ a: CGRect, _ b: CGRect) -> Double {
      [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].map { abs(Double($0)) }
        .max() ?? 0
    }
  }

#endif  // os(macOS) || os(Linux)
