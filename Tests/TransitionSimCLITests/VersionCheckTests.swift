import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// `transition-sim check` on the same inconsistent batch replayed on both sides of iOS 16.4
  /// (``CollectionView/iOSVersion``): it passes where UIKit logged and reloaded — the line the
  /// scenario expects is reported as reproduced, not as a warning — and fails where UIKit raises.
  @Suite struct VersionCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkReportsTheLoggedLineBefore16_4AndFailsFrom16_4() throws {
      let bundled = Self.root.appendingPathComponent("Scenarios/invalid-batch-ios16.3.json")
      let passing = try runTransitionSim(["check", bundled.path])
      #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
      #expect(
        passing.stdout
          == "PASS \(bundled.path): 2 steps, 0.300 s, 1 expected log line reproduced\n"
          + "1 passed, 0 failed\n")

      // The same file as iOS 17: the batch raises, and expectLog is not met.
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "transition-sim-version-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let text = try String(contentsOf: bundled, encoding: .utf8)
        .replacingOccurrences(of: #""iOS": "16.3""#, with: #""iOS": "17.0""#)
      let file = folder.appendingPathComponent("ios17.json")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let failing = try runTransitionSim(["check", file.path])
      #expect(failing.status == 1)
      #expect(failing.stdout.hasPrefix("FAIL \(file.path):"))
      #expect(failing.stdout.contains("Invalid batch updates detected"))
    }
  }

#endif  // os(macOS) || os(Linux)
