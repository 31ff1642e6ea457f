import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// Where `replay` writes: file names made from scenario names stay in the `-o` folder, two
  /// scenarios never write one file, and `-o` onto a device, a FIFO, a symlink, a read-only file or
  /// the input itself does what it says.
  @Suite struct OutputSafetyTests {
    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-output") }

    /// A one-item scenario named `name` (JSON-escaped here), a couple of frames long.
    func scenario(named name: String, items: Int = 1) -> String {
      var escaped = ""
      for scalar in name.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      return """
        {"version":1,"name":"\(escaped)","viewport":{"width":100,"height":100},\
        "layout":{"type":"flow"},"data":[\(items)],"steps":[{"wait":0.01}]}
        """
    }

    /// Writes `text` to `name` in `folder` and returns its path.
    func write(_ text: String, to name: String, in folder: URL) throws -> String {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }

    /// Every regular file and symlink under `folder`, as paths relative to it, sorted.
    func files(under folder: URL) -> [String] {
      let root = folder.resolvingSymlinksInPath().path
      let enumerator = FileManager.default.enumerator(atPath: root)
      var result: [String] = []
      while let name = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: root + "/" + name, isDirectory: &isDirectory)
        if !isDirectory.boolValue { result.append(name) }
      }
      return result.sorted()
    }

    /// The `lstat` file type bits of `path` (`S_IFREG`, `S_IFLNK`, …), or nil when it is missing.
    func fileType(_ path: String) -> mode_t? {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      return info.st_mode & S_IFMT
    }

    //===--- scenario names as file names ---===//

    @Test(arguments: [
      ("../../outside/pwned", "json"), ("../escaped", "svg"), ("", "json"), (".", "json"),
      ("..", "csv"), ("a\\b", "json"), ("tab\there", "json"), ("nul\u{0}", "svg"),
      (".hidden", "json"),
    ])
    func aNameThatIsNotOneFileNameIsRefusedAndNothingIsWritten(name: String, format: String) throws
    {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: name), to: "bad.json", in: root)
      // Folders the escaping names would reach, so that a write outside -o would succeed.
      let output = root.appendingPathComponent("deep/a/b")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("deep/outside"), withIntermediateDirectories: true)
      let result = try runTransitionSim(["replay", input, "--format", format, "-o", output.path])
      #expect(result.status == 1, "\(result.stderr)")
      // Located at the name's value: `{"version":1,"name":` is 20 characters.
      #expect(result.stderr.hasPrefix("Error: \(input):1:21: name: "), "\(result.stderr)")
      #expect(result.stderr.contains("rename the scenario"), "\(result.stderr)")
      #expect(files(under: root) == ["bad.json"], "nothing is written anywhere")
    }

    @Test func aNameThatIsOneFileNameBecomesTheFileName() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let name = "grid, batch – été (2)"
      let input = try write(scenario(named: name), to: "in.json", in: root)
      let output = root.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      let result = try runTransitionSim(["replay", input, "-o", output.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(files(under: output) == ["\(name).json"])
    }

    @Test(arguments: [("same", "same"), ("Same", "same")])
    func twoScenariosWritingOneFileAreRefusedBeforeAnythingIsWritten(
      first: String, second: String
    ) throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let a = try write(scenario(named: "first"), to: "a.json", in: root)
      let b = try write(scenario(named: first), to: "b.json", in: root)
      let c = try write(scenario(named: second, items: 2), to: "c.json", in: root)
      let output = root.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      for format in ["json", "svg"] {
        let result = try runTransitionSim([
          "replay", a, b, c, "--format", format, "-o", output.path,
        ])
        #expect(result.status == 1, "\(format): \(result.stderr)")
        #expect(result.stderr.contains(b) && result.stderr.contains(c), "\(result.stderr)")
        #expect(files(under: output).isEmpty, "\(format): nothing is written, not even a.json")
      }
    }

    //===--- what -o names ---===//

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "fifo"), to: "in.json", in: root)
      let expected = try runTransitionSim(["replay", input])
      try #require(expected.status == 0)
      let fifo = root.appendingPathComponent("pipe").path
      try #require(mkfifo(fifo, 0o644) == 0)
      // The read end, open before the replay so that its open for writing does not block; the
      // dump is a few kilobytes, well under a pipe's buffer.
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      try #require(reader >= 0)
      defer { close(reader) }
      let result = try runTransitionSim(["replay", input, "-o", fifo])
      #expect(result.status == 0, "\(result.stderr)")
      var received: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(reader, &chunk, chunk.count)
        guard count > 0 else { break }
        received += chunk[..<count]
      }
      #expect(fileType(fifo) == S_IFIFO, "the FIFO is still a FIFO")
      #expect(String(decoding: received, as: UTF8.self) == expected.stdout)
      #expect(files(under: root) == ["in.json", "pipe"], "no temporary file is left")
    }

    @Test func aCharacterDeviceIsWrittenDirectly() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "device"), to: "in.json", in: root)
      // As root, a null device of our own, so that a regression cannot replace /dev/null; other
      // users cannot replace /dev/null, so they test it.
      var device = "/dev/null"
      #if os(Linux)
        if getuid() == 0 {
          device = root.appendingPathComponent("null").path
          // glibc's makedev(1, 3), /dev/null's numbers: the major above the 8 bits of the minor.
          let null = dev_t((1 << 8) | 3)
          #expect(mknod(device, S_IFCHR | 0o666, null) == 0)
        }
      #endif
      let result = try runTransitionSim(["replay", input, "-o", device])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(fileType(device) == S_IFCHR, "the device is still a device")
      var info = stat()
      #expect(stat(device, &info) == 0 && info.st_size == 0)
    }

    @Test func devStdoutWritesToStandardOutput() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "stdout"), to: "in.json", in: root)
      let expected = try runTransitionSim(["replay", input])
      let result = try runTransitionSim(["replay", input, "-o", "/dev/stdout"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == expected.stdout)
      #expect(fileType("/dev/stdout") == S_IFLNK)
    }

    @Test func aSymlinkIsWrittenThroughToItsTargetAtomically() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "link"), to: "in.json", in: root)
      let expected = try runTransitionSim(["replay", input])
      let target = try write("previous", to: "target.json", in: root)
      let link = root.appendingPathComponent("link.json").path
      try #require(symlink("target.json", link) == 0)
      // A dangling link, whose target is created.
      let dangling = root.appendingPathComponent("dangling.json").path
      try #require(symlink("created.json", dangling) == 0)
      for path in [link, dangling] {
        let result = try runTransitionSim(["replay", input, "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fileType(path) == S_IFLNK, "the link is still a link")
      }
      #expect(try String(contentsOfFile: target, encoding: .utf8) == expected.stdout)
      let created = root.appendingPathComponent("created.json").path
      #expect(try String(contentsOfFile: created, encoding: .utf8) == expected.stdout)
      #expect(
        files(under: root) == [
          "created.json", "dangling.json", "in.json", "link.json", "target.json",
        ])
    }

    @Test func aReadOnlyFileIsRefusedNotReplaced() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "ro"), to: "in.json", in: root)
      let readOnly = try write("keep me", to: "ro.json", in: root)
      try #require(chmod(readOnly, 0o444) == 0)
      let result = try runTransitionSim(["replay", input, "-o", readOnly])
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("Error: \(readOnly): "), "\(result.stderr)")
      #expect(result.stderr.contains("read-only"), "\(result.stderr)")
      #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == "keep me")
    }

    @Test func theInputScenarioIsRefusedAsOutput() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      // Named "in", so that -o <its folder> would write in.json over it too.
      let text = scenario(named: "in")
      let input = try write(text, to: "in.json", in: root)
      let link = root.appendingPathComponent("alias.json").path
      try #require(symlink("in.json", link) == 0)
      for output in [input, link, root.path] {
        let result = try runTransitionSim(["replay", input, "-o", output])
        #expect(result.status == 1, "-o \(output)")
        #expect(result.stderr.contains("is the scenario file"), "\(result.stderr)")
        #expect(try String(contentsOfFile: input, encoding: .utf8) == text)
      }
    }

    //===--- messages ---===//

    @Test func fileErrorsSayWhy() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "why"), to: "in.json", in: root)
      let file = try write("a file", to: "afile", in: root)
      let underFile = try runTransitionSim(["replay", input, "-o", file + "/sub/x.json"])
      #expect(underFile.status == 1)
      #expect(
        underFile.stderr.contains("\(file) is a file, not a folder (Not a directory)"),
        "\(underFile.stderr)")
      let missing = root.appendingPathComponent("missing").path
      let noFolder = try runTransitionSim(["replay", input, "-o", missing + "/x.json"])
      #expect(noFolder.status == 1)
      #expect(
        noFolder.stderr.contains(
          "the folder \(missing) does not exist (No such file or directory)"),
        "\(noFolder.stderr)")
      let unreadable = try runTransitionSim(["replay", missing + "/in.json"])
      #expect(unreadable.status == 1)
      #expect(unreadable.stderr.contains("(No such file or directory)"), "\(unreadable.stderr)")
      #expect(files(under: root) == ["afile", "in.json"])
    }

    //===--- diff ---===//

    @Test func diffRefusesOutOfRangeNumbersWithTheirPlace() throws {
      let root = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: root) }
      let input = try write(scenario(named: "numbers"), to: "in.json", in: root)
      let good = root.appendingPathComponent("good.json").path
      try #require(try runTransitionSim(["replay", input, "-o", good]).status == 0)
      let text = try String(contentsOfFile: good, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let lineIndex = try #require(lines.firstIndex { $0.contains("\"indexPath\": [0, 0]") })
      let line = lines[lineIndex]
      let offset = try #require(line.range(of: "\"indexPath\": [0, 0]"))
      // The 1-based column of the second component: 17 characters after the key's quote.
      let column = line.distance(from: line.startIndex, to: offset.lowerBound) + 18
      for huge in ["1e19", "-1", "0.5", "1e300"] {
        var changed = lines
        changed[lineIndex] = Substring(
          line.replacingCharacters(in: offset, with: "\"indexPath\": [0, \(huge)]"))
        let bad = try write(changed.joined(separator: "\n"), to: "bad.json", in: root)
        for arguments in [["diff", bad, good], ["diff", good, bad]] {
          let result = try runTransitionSim(arguments)
          #expect(result.status == 1, "\(huge): \(result.stderr)")
          #expect(
            result.stderr.hasPrefix("Error: \(bad):\(lineIndex + 1):\(column): "),
            "\(huge): \(result.stderr)")
          #expect(result.stdout.isEmpty, "\(huge): \(result.stdout)")
        }
      }
    }
  }

#endif  // os(macOS) || os(Linux)
