import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// A headless Chromium, when the machine has one (`.ci/run` installs Debian's `chromium`).
  enum Chromium {
    /// The names looked for on `PATH`, in order.
    static let names = ["chromium", "chromium-browser", "google-chrome"]

    /// The first of ``names`` found on `PATH` (or named by `TRANSITION_SIM_CHROMIUM`).
    static let path: String? = {
      let environment = ProcessInfo.processInfo.environment
      if let path = environment["TRANSITION_SIM_CHROMIUM"] { return path }
      let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
      for name in names {
        for folder in folders {
          let candidate = "\(folder)/\(name)"
          if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
      }
      return nil
    }()

    /// Why the browser tests are skipped.
    static let missing =
      "no chromium, chromium-browser or google-chrome on PATH: install Debian's chromium "
      + "(`apt-get install chromium`, as .ci/run does) to run the browser tests"

    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    /// Runs headless Chromium with `arguments` after the usual flags, each run with its own
    /// profile so that parallel runs do not meet, and returns its standard output.
    ///
    /// - Throws: ``Failure`` when it does not finish within `timeout` seconds or fails.
    static func run(_ arguments: [String], timeout: Double = 120) throws -> String {
      guard let path else { throw Failure(description: missing) }
      let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-chromium-\(UUID().uuidString)")
      let output = profile.appendingPathExtension("out")
      try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      defer {
        try? FileManager.default.removeItem(at: profile)
        try? FileManager.default.removeItem(at: output)
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments =
        [
          "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
          "--no-default-browser-check", "--disable-dev-shm-usage", "--hide-scrollbars",
          "--user-data-dir=\(profile.path)",
        ] + arguments
      let handle = try FileHandle(forWritingTo: output)
      process.standardOutput = handle
      process.standardError = FileHandle.nullDevice
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      try process.run()
      if finished.wait(timeout: .now() + timeout) == .timedOut {
        process.terminate()
        _ = finished.wait(timeout: .now() + 10)
        throw Failure(description: "chromium did not finish within \(Int(timeout)) s")
      }
      try handle.close()
      guard process.terminationStatus == 0 else {
        throw Failure(description: "chromium exited with status \(process.terminationStatus)")
      }
      return try String(contentsOf: output, encoding: .utf8)
    }
  }

  /// The HTML player and the SVG filmstrip in a real browser: headless Chromium runs the page's
  /// script and renders the picture.
  ///
  /// Skipped, with the reason, when no Chromium is installed.
  @Suite(.serialized, .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missing)))
  struct BrowserTests {
    static let scenario = ExportCLITests.scenario

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-browser-tests") }

    /// The attributes of every start tag named `name` in serialized HTML.
    static func tags(named name: String, in html: String) throws -> [[String: String]] {
      let tag = try NSRegularExpression(pattern: "<\(name)\\b([^>]*)>")
      let attribute = try NSRegularExpression(
        pattern: "([A-Za-z_:][-A-Za-z0-9_:.]*)(?:=\"([^\"]*)\")?")
      let text = html as NSString
      return tag.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
        let inside = text.substring(with: match.range(at: 1))
        let insideText = inside as NSString
        var attributes: [String: String] = [:]
        for found in attribute.matches(
          in: inside, range: NSRange(location: 0, length: insideText.length))
        {
          let key = insideText.substring(with: found.range(at: 1))
          let value =
            found.range(at: 2).location == NSNotFound
            ? "" : insideText.substring(with: found.range(at: 2))
          attributes[key] =
            value.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        }
        return attributes
      }
    }

    @Test(arguments: [0, 7, 12, 18])
    func thePlayerSeeksToTheFrameInItsURLAndPlacesEveryElementAsTheDump(frame: Int) throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let player = folder.appendingPathComponent("player.html")
      let html = try runTransitionSim([
        "replay", Self.scenario, "--format", "html", "-o", player.path,
      ])
      #expect(html.status == 0, "\(html.stderr)")
      let json = try runTransitionSim(["replay", Self.scenario])
      let dump = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let frames = try #require(dump["frames"] as? [[String: Any]])
      let expected = try #require(frames[frame]["elements"] as? [[String: Any]])

      // Chromium runs the page's script (virtual time lets it finish), then prints the DOM.
      let dom = try Chromium.run([
        "--virtual-time-budget=2000", "--dump-dom", "\(player.absoluteString)#frame=\(frame)",
      ])
      let index = try NSRegularExpression(pattern: "<span id=\"frame-index\">([0-9]+)</span>")
      let match = try #require(
        index.firstMatch(in: dom, range: NSRange(location: 0, length: (dom as NSString).length)))
      #expect((dom as NSString).substring(with: match.range(at: 1)) == String(frame))

      var shown: [String: [Double]] = [:]
      for attributes in try Self.tags(named: "div", in: dom) where attributes["data-id"] != nil {
        guard attributes["hidden"] == nil, let id = attributes["data-id"] else { continue }
        let key = id + (attributes["data-role"] == "ghost" ? "~ghost" : "")
        let rect = (attributes["data-frame"] ?? "").split(separator: ",").compactMap {
          Double(String($0))
        }
        #expect(shown.updateValue(rect, forKey: key) == nil, "\(key) is shown once")
      }
      #expect(shown.count == expected.count, "the DOM shows the frame's \(expected.count) views")
      for element in expected {
        let key =
          (element["id"] as? String ?? "")
          + ((element["role"] as? String) == "ghost" ? "~ghost" : "")
        let rect = try #require(shown[key], "\(key) is in the DOM")
        let reference = try #require(
          (element["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue })
        #expect(rect.count == 4)
        for (a, b) in zip(rect, reference) {
          #expect(
            abs(a - b) <= 1e-4,
            "\(key) at frame \(frame): \(rect) in the DOM, \(reference) in the dump")
        }
      }
    }

    @Test func aFilmstripRendersToAPNGOfItsSize() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let svg = folder.appendingPathComponent("filmstrip.svg")
      let result = try runTransitionSim(["replay", Self.scenario, "--format", "svg"])
      #expect(result.status == 0, "\(result.stderr)")
      try result.stdout.write(to: svg, atomically: true, encoding: .utf8)
      let root = try #require(try Self.tags(named: "svg", in: result.stdout).first)
      let width = try #require(Int(root["width"] ?? ""))
      let height = try #require(Int(root["height"] ?? ""))

      let png = folder.appendingPathComponent("filmstrip.png")
      _ = try Chromium.run([
        "--screenshot=\(png.path)", "--window-size=\(width),\(height)", svg.absoluteString,
      ])
      let bytes = try [UInt8](Data(contentsOf: png))
      // A PNG: the signature, then the IHDR chunk with the width and height, big-endian.
      try #require(bytes.count > 33)
      #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
      func bigEndian(_ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      }
      #expect(bigEndian(16) == width)
      #expect(bigEndian(20) == height)
      // Not a blank page: a white PNG of this size compresses to well under 10 kB.
      #expect(bytes.count > 10_000, "the PNG has \(bytes.count) bytes")
    }
  }

#endif  // os(macOS) || os(Linux)
