import Foundation
import Testing
import TransitionSimTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The fuzzer's second half: mutated frame dumps through `diff`, and scenario names and output
  /// paths (devices, links, read-only files, files in place of folders) through `replay -o`, all in
  /// a temporary folder, with fixed seeds.
  ///
  /// `swift test` runs a few dozen cases; `TRANSITIONSIM_SLOW_TESTS=1` runs a thousand of each.
  @Suite struct DumpAndPathFuzzTests {
    static let cases =
      ProcessInfo.processInfo.environment["TRANSITIONSIM_SLOW_TESTS"] == "1" ? 1_000 : 30
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-fuzz") }

    /// Replaces the `n`th match of a number in `text` (counted modulo the matches) by `value`.
    static func replacingNumber(in text: String, at n: UInt64, with value: String) -> String {
      let pattern = try? NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?"#)
      let whole = NSRange(text.startIndex..., in: text)
      guard let matches = pattern?.matches(in: text, range: whole), !matches.isEmpty,
        let range = Range(matches[Int(n % UInt64(matches.count))].range, in: text)
      else { return text }
      return text.replacingCharacters(in: range, with: value)
    }

    @Test func mutatedDumpsGivenToDiffEndInAVerdictOrAMessage() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let good = folder.appendingPathComponent("good.json")
      let replay = try runTransitionSim([
        "replay", Self.root.appendingPathComponent("Scenarios/flow-grid-batch.json").path,
        "-o", good.path,
      ])
      #expect(replay.status == 0)
      let text = try String(contentsOf: good, encoding: .utf8)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let numbers = [
        "1e19", "-1e19", "1e400", "-0", "0.5", "9007199254740993", "\"x\"", "null", "[]", "{}",
        "NaN", "-1",
      ]
      var generator = SeededGenerator(seed: 24)
      for index in 0..<Self.cases {
        var mutated = text
        switch generator.next() % 6 {
        case 0:
          mutated = Self.replacingNumber(
            in: text, at: generator.next(), with: numbers[Int(generator.next() % 12)])
        case 1:
          var bytes = Array(text.utf8)
          bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(
            truncatingIfNeeded: generator.next())
          mutated = String(decoding: bytes, as: UTF8.self)
        case 2: mutated = String(text.prefix(Int(generator.next() % UInt64(text.count))))
        case 3:
          let line = Int(generator.next() % UInt64(lines.count))
          lines.insert(lines[line], at: line)
          mutated = lines.joined(separator: "\n")
          lines.remove(at: line)
        case 4:
          var copy = lines
          copy.remove(at: Int(generator.next() % UInt64(copy.count)))
          mutated = copy.joined(separator: "\n")
        default:
          let keys = ["\"frames\"", "\"elements\"", "\"indexPath\"", "\"index\"", "\"format\""]
          mutated = text.replacingOccurrences(
            of: keys[Int(generator.next() % 5)], with: "\"renamed\"")
        }
        let path = folder.appendingPathComponent("mutated\(index).json")
        try mutated.write(to: path, atomically: true, encoding: .utf8)
        for arguments in [["diff", good.path, path.path], ["diff", path.path, good.path]] {
          let result = try runTransitionSim(arguments)
          // 0: the same; 1: different, or refused with a message. Never a trap (132, 134, 139).
          #expect(result.status == 0 || result.status == 1, "case \(index): \(result.stderr)")
          if !result.stderr.isEmpty {
            #expect(
              result.stderr.hasPrefix("Error: \(good.path)")
                || result.stderr.hasPrefix("Error: \(path.path)"),
              "case \(index): \(result.stderr)")
          }
        }
      }
    }

    /// A golden edited by hand to hold numbers beyond what a dump can hold, checked with
    /// `--artifacts` (which reads the golden back into frames for the report): a verdict, with the
    /// golden's line and column when the number is out of range — never a trap.
    @Test func outOfRangeNumbersInAGoldenEndInAVerdictWithArtifacts() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let scenario = folder.appendingPathComponent("r.json")
      try #"""
      {"version": 1, "name": "r", "viewport": {"width": 100, "height": 100},
       "layout": {"type": "flow"}, "data": [1], "steps": [{"wait": 0.02}]}
      """#.write(to: scenario, atomically: true, encoding: .utf8)
      let gold = folder.appendingPathComponent("gold")
      try FileManager.default.createDirectory(at: gold, withIntermediateDirectories: true)
      let golden = gold.appendingPathComponent("r.json")
      let replay = try runTransitionSim(["replay", scenario.path, "-o", golden.path])
      #expect(replay.status == 0, "\(replay.stderr)")
      let original = try String(contentsOf: golden, encoding: .utf8)
      // (what is replaced, its replacement, and the number out of a dump's range in it, if any)
      let edits: [(String, String, String?)] = [
        (#""zIndex": 0"#, #""zIndex": 9223372036854775807"#, nil),
        (#""zIndex": 0"#, #""zIndex": -9223372036854775808"#, nil),
        (#""time": 0,"#, #""time": -9e18,"#, "-9e18"),
        (#""size": [50, 50]"#, #""size": [50, 9e18]"#, "9e18"),
        (#""frame": [25, 0, 50, 50]"#, #""frame": [25, 0, 1e300, 50]"#, "1e300"),
        (#""alpha": 1"#, #""alpha": 1e19"#, "1e19"),
        (#""zIndex": 0"#, #""zIndex": 1e19"#, "1e19"),
        (#""zIndex": 0"#, #""zIndex": 0.5"#, "0.5"),
      ]
      for (index, (find, replace, outOfRange)) in edits.enumerated() {
        let range = try #require(original.range(of: find), "edit \(index)")
        try original.replacingCharacters(in: range, with: replace)
          .write(to: golden, atomically: true, encoding: .utf8)
        let artifacts = folder.appendingPathComponent("art\(index)")
        let check = try runTransitionSim([
          "check", scenario.path, "--golden", gold.path, "--artifacts", artifacts.path,
        ])
        let output = check.stdout + check.stderr
        #expect(check.status == 1, "edit \(index): \(output)")
        #expect(output.contains("FAIL \(scenario.path)"), "edit \(index): \(output)")
        guard let outOfRange else { continue }
        // Where the edited number starts, counted here: its line and its column, from 1.
        let before = original[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { original.index(after: $0) }
        let number = try #require(replace.range(of: outOfRange)).lowerBound
        let column =
          original.distance(from: lineStart ?? original.startIndex, to: range.lowerBound)
          + replace.distance(from: replace.startIndex, to: number) + 1
        #expect(output.contains("\(golden.path):\(line):\(column): "), "edit \(index): \(output)")
      }
    }

    /// Names that must be refused or written inside the folder, never outside it.
    static let names = [
      "plain", "../escaped", "", ".", "..", ".hidden", "a/b", #"a\\b"#, #"tab\there"#,
      #"nul\u0000x"#,
      String(repeating: "long", count: 60), "Éclair", "😀 emoji", "PLAIN",
    ]

    @Test func namesAndOutputPathsNeverEscapeOrClobber() throws {
      let root = try temporaryFolder()
      defer {
        chmod(root.appendingPathComponent("sandbox/readonly.json").path, 0o644)
        try? FileManager.default.removeItem(at: root)
      }
      let sandbox = root.appendingPathComponent("sandbox")
      let fm = FileManager.default
      var generator = SeededGenerator(seed: 2024)
      for index in 0..<Self.cases {
        try? fm.removeItem(at: sandbox)
        try fm.createDirectory(
          at: sandbox.appendingPathComponent("out"), withIntermediateDirectories: true)
        let file = sandbox.appendingPathComponent("file.json")
        try "previous".write(to: file, atomically: true, encoding: .utf8)
        let readOnly = sandbox.appendingPathComponent("readonly.json")
        try "kept".write(to: readOnly, atomically: true, encoding: .utf8)
        chmod(readOnly.path, 0o444)
        let link = sandbox.appendingPathComponent("link.json")
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        let dangling = sandbox.appendingPathComponent("dangling.json")
        try fm.createSymbolicLink(
          atPath: dangling.path,
          withDestinationPath: sandbox.appendingPathComponent("target.json").path)
        // One or two scenarios with random names.
        var inputs: [String] = []
        for number in 0..<(1 + Int(generator.next() % 2)) {
          let name = Self.names[Int(generator.next() % UInt64(Self.names.count))]
          let scenario = sandbox.appendingPathComponent("in\(number).json")
          try
            #"{"version": 1, "name": "\#(name)", "viewport": {"width": 100, "height": 100}, "layout": {"type": "flow"}, "data": [1], "steps": [{"wait": 0.01}]}"#
            .write(to: scenario, atomically: true, encoding: .utf8)
          inputs.append(scenario.path)
        }
        let destinations = [
          sandbox.appendingPathComponent("out").path,
          sandbox.appendingPathComponent("new/deep").path,
          file.path, readOnly.path, link.path, dangling.path, "/dev/null",
          file.path + "/x.json", inputs[0], sandbox.appendingPathComponent("out/x.json").path,
        ]
        let destination = destinations[Int(generator.next() % UInt64(destinations.count))]
        let format = ["json", "csv", "svg"][Int(generator.next() % 3)]
        let result = try runTransitionSim(
          ["replay"] + inputs + ["--format", format, "-o", destination, "-q"])
        let trace =
          "case \(index): \(inputs.count) scenarios, \(format), -o \(destination): \(result.stderr)"
        #expect(result.status == 0 || result.status == 1, "\(trace)")
        if result.status == 1 { #expect(result.stderr.hasPrefix("Error: "), "\(trace)") }
        // Nothing beside the sandbox, nothing left half-written, nothing replaced that may not be.
        #expect(try fm.contentsOfDirectory(atPath: root.path) == ["sandbox"], "\(trace)")
        let left =
          fm.enumerator(atPath: sandbox.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(trace)")
        #expect(try String(contentsOf: readOnly, encoding: .utf8) == "kept", "\(trace)")
        #expect(
          (try? fm.destinationOfSymbolicLink(atPath: link.path)) == file.path, "\(trace)")
        #expect(
          try String(contentsOf: URL(fileURLWithPath: inputs[0]), encoding: .utf8).hasPrefix("{"),
          "\(trace)")
        chmod(readOnly.path, 0o644)
      }
    }
  }

#endif  // os(macOS) || os(Linux)
