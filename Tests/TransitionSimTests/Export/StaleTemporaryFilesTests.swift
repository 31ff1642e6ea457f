import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct StaleTemporaryFilesTests {
  /// A process id that no process has: above every system's maximum (Linux's `pid_max` is at
  /// most 2^22, macOS's 99,999).
  static let deadProcess: pid_t = 99_999_999

  @Test func onlyNamesOfTheTemporaryPatternGiveAProcessIdentifier() {
    let parse = StaleTemporaryFiles.processIdentifier(inTemporaryName:)
    #expect(parse(".out.json.1234.tmp") == 1234)
    #expect(parse(".a.7.tmp") == 7)
    #expect(parse(".name with spaces.svg.42.tmp") == 42)
    // Not ours: no leading dot, no name, no digits, other characters, another suffix, zero.
    for name in [
      "out.json.1234.tmp", "..1234.tmp", ".out.json..tmp", ".out.json.12a4.tmp",
      ".out.json.1234.temp", ".out.json.1234.tmp~", ".out.json.0.tmp", ".out.json.-5.tmp",
      ".out.json.99999999999.tmp", ".tmp", ".1234.tmp",
    ] {
      #expect(parse(name) == nil, "\(name)")
    }
  }

  /// Leftovers of a process that no longer runs go; everything else stays: the running
  /// process's own file, a live process's file, other names, a folder and a link of the pattern.
  @Test func onlyOurStaleRegularFilesAreRemoved() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transition-sim-stale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stale = ".out.json.\(Self.deadProcess).tmp"
    let own = ".out.json.\(getpid()).tmp"
    let parent = ".other.csv.\(getppid()).tmp"
    let unrelated = [
      "out.json", ".out.json.\(Self.deadProcess).temp", "notes.\(Self.deadProcess).tmp",
    ]
    for name in [stale, own, parent] + unrelated {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let staleFolder = ".dir.\(Self.deadProcess).tmp"
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(staleFolder), withIntermediateDirectories: false)
    let staleLink = ".link.\(Self.deadProcess).tmp"
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(staleLink).path, withDestinationPath: "out.json")

    StaleTemporaryFiles.sweep(folder.path)

    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(!left.contains(stale))
    #expect(left == Set([own, parent, staleFolder, staleLink] + unrelated))
  }

  /// Writing a file through ``OutputFile`` sweeps its folder first.
  @Test func writingAFileRemovesTheFoldersLeftovers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transition-sim-stale-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stale = folder.appendingPathComponent(".dump.json.\(Self.deadProcess).tmp")
    try Data("half a dump".utf8).write(to: stale)
    try OutputFile.write(to: folder.appendingPathComponent("other.json")) { try $0.write("{}") }
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["other.json"])
  }
}
