import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// One screenshot real UIKit drew on an iOS simulator, as the calibration data in `Data/` holds
/// it: where it comes from, the elements measured in it (window points) and the TransitionSim
/// scenario that rebuilds its layout.
///
/// Each file in `Data/` is one public repository's reference images (see ``Source``). The
/// numbers are measured in the images; the images themselves are not in this repository
/// (`Tools/fetch-real-uikit-references.sh` fetches them).
struct RealUIKitCase: Sendable, CustomTestStringConvertible {
  /// A data file: one repository's cases and how their numbers are measured.
  struct Source: Decodable, Sendable {
    /// `owner/name` on GitHub.
    var repository: String
    /// What the repository's images show.
    var what: String
    /// How every number of the file is measured.
    var measuredBy: String
  }

  /// A frame in points.
  struct Frame: Decodable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  /// One measured element: what it is in TransitionSim's terms and where UIKit drew it.
  struct Element: Decodable, Sendable {
    /// A supplementary or decoration view: its kind and index path.
    struct View: Decodable, Sendable {
      var kind: String
      var indexPath: [Int]
    }

    /// How the element is told apart in the image.
    struct Measure: Decodable, Sendable {
      /// The element's fill colour, red, green and blue.
      var fill: [Int]
      /// The region of that colour measured, when it is not the frame itself (a decoration's
      /// interior inside its border, a band of supplementaries that touch).
      var region: Frame?
      /// Whether edges are refined by their anti-aliasing (`false`: label text runs over them).
      var refineEdges: Bool?
    }

    var label: String
    /// A cell: `[section, item]`.
    var cell: [Int]?
    var supplementary: View?
    var decoration: View?
    /// The measured frame, in the window's points.
    var frame: Frame
    /// Edges cut by the image or the collection view's bounds: not the element's.
    var clipped: [String]?
    /// Edges hidden under another element (or cut by rounded corners): not the element's.
    var partial: [String]?
    var measure: Measure
    var note: String?

    /// The edges measured: those neither clipped nor partial.
    var measuredEdges: Set<String> {
      Set(["left", "top", "right", "bottom"]).subtracting((clipped ?? []) + (partial ?? []))
    }
  }

  /// Elements TransitionSim does not place as UIKit did, and why.
  struct KnownDifference: Decodable, Sendable {
    /// The labels of the elements.
    var elements: [String]
    var reason: String
  }

  /// The fields of a case in a data file, but its scenario.
  struct Record: Decodable, Sendable {
    var id: String
    var commit: String
    var imagePath: String
    /// Where the fetch script writes the image, relative to its destination folder.
    var image: String
    /// The image's git blob id at `commit`: the exact file measured.
    var imageBlob: String
    var testPath: String
    /// The iOS version the scenario lays out for, and how it is known.
    var iOS: String
    var iOSEvidence: String
    var device: String
    var scale: Double
    /// Where the collection view's frame starts in the window, in points.
    var collectionViewOrigin: Frame.Origin
    var layoutDescription: String
    var modelling: String
    var elements: [Element]
    var knownDifferences: [KnownDifference]?
  }

  /// The file's name, the repository and the record of the case.
  var file: String
  var source: Source
  var record: Record
  /// The case's `scenario` object, kept as parsed so errors name its line in the data file.
  var scenario: JSONValue

  var testDescription: String { record.id }

  /// The reason the element labelled `label` differs, when it is a known difference.
  ///
  /// - Complexity: O(*k*) for the case's known differences and their labels.
  func knownDifference(of label: String) -> String? {
    record.knownDifferences?.first { $0.elements.contains(label) }?.reason
  }

  /// The scenario, read from the data file.
  ///
  /// - Throws: ``ScenarioError`` at the scenario's key in the data file.
  /// - Complexity: O(*n*) in the size of the scenario.
  func makeScenario() throws -> Scenario {
    try Scenario(root: ScenarioNode(value: scenario, path: "scenario", file: file))
  }

  //===--- Loading --------------------------------------------------------===//

  /// The folder of the data files.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Data")

  /// Every case of every data file, in file order.
  ///
  /// - Throws: when a file cannot be read or is not a calibration file.
  /// - Complexity: O(*n*) in the size of the files.
  static func loadAll() throws -> [RealUIKitCase] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.flatMap { try load(folder.appendingPathComponent($0)) }
  }

  /// The cases of one data file.
  ///
  /// - Throws: when the file cannot be read or is not a calibration file.
  /// - Complexity: O(*n*) in the size of the file.
  static func load(_ url: URL) throws -> [RealUIKitCase] {
    struct File: Decodable {
      var repository: String
      var what: String
      var measuredBy: String
      var cases: [Record]
    }
    let data = try Data(contentsOf: url)
    let file = try JSONDecoder().decode(File.self, from: data)
    let source = Source(
      repository: file.repository, what: file.what, measuredBy: file.measuredBy)
    guard case .array(let parsed)? = try JSONParser.parse(data)["cases"]?.kind,
      parsed.count == file.cases.count
    else { throw CocoaError(.fileReadCorruptFile) }
    return try zip(file.cases, parsed).map { record, value in
      guard let scenario = value["scenario"] else { throw CocoaError(.fileReadCorruptFile) }
      return RealUIKitCase(
        file: url.lastPathComponent, source: source, record: record, scenario: scenario)
    }
  }
}

extension RealUIKitCase.Frame {
  /// A point in the window.
  struct Origin: Decodable, Sendable {
    var x: Double
    var y: Double
  }
}
