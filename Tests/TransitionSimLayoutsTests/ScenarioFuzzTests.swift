import Foundation
import Testing
import TransitionSimLayouts
import TransitionSimTesting

/// Mutated bundled scenarios fed to the decoder and the runner: every case ends in a value or a
/// clean, located error — never a crash or a hang.
@Suite struct ScenarioFuzzTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  typealias Generator = SeededGenerator

  /// Replacements that turn a value into something of the wrong type or out of range.
  static let replacements = [
    "\"x\"", "-1", "1e308", "-1e308", "0", "[]", "{}", "null", "true", "99999999999",
    "0.000001", "[[[[[[[[[[]]]]]]]]]]", "{\"unknownKey\": 1}", "\"\"", "[0, -1]", "[1e9, 1e9]",
  ]

  static func mutate(_ text: [UInt8], _ rng: inout Generator) -> [UInt8] {
    var bytes = text
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:  // flip a byte
      let index = Int.random(in: 0..<bytes.count, using: &rng)
      bytes[index] = UInt8.random(in: 0...255, using: &rng)
    case 1:  // truncate
      bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
    case 2, 3:  // replace a number, string or literal with something else
      let starts = bytes.indices.filter {
        [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "[")].contains(bytes[$0])
      }
      guard let start = starts.randomElement(using: &rng) else { break }
      var end = start + 1
      while end < bytes.count,
        ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end])
      {
        end += 1
      }
      let replacement = Array((replacements.randomElement(using: &rng) ?? "0").utf8)
      bytes.replaceSubrange((start + 1)..<end, with: [UInt8(ascii: " ")] + replacement)
    case 4:  // deep nesting
      let depth = Int.random(in: 150...5_000, using: &rng)
      bytes =
        Array(repeating: UInt8(ascii: "["), count: depth) + bytes
        + Array(repeating: UInt8(ascii: "]"), count: depth)
    default:  // an unknown key at the top
      if let brace = bytes.firstIndex(of: UInt8(ascii: "{")) {
        bytes.insert(contentsOf: Array("\"stpes\": [],".utf8), at: brace + 1)
      }
    }
    return bytes
  }

  @Test func mutatedScenariosFailCleanly() throws {
    let folder = Self.root.appendingPathComponent("Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var rng = Generator(seed: 0xF0_22ED)
    var decoded = 0
    var rejected = 0
    for file in files {
      let original = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
      for _ in 0..<150 {
        let bytes = Self.mutate(original, &rng)
        let scenario: Scenario
        do {
          scenario = try Scenario(json: Data(bytes), file: file)
        } catch let error as ScenarioError {
          rejected += 1
          #expect(error.file == file)
          #expect(!error.message.isEmpty)
          continue
        } catch {
          Issue.record("\(file): unexpected error type \(type(of: error)): \(error)")
          continue
        }
        decoded += 1
        // Keep the run small: huge mutated data sets are legal but slow.
        guard scenario.data.reduce(0, { $0 + $1.count }) <= 20_000 else { continue }
        do {
          _ = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
        } catch let error as ScenarioRunError {
          #expect(!error.description.isEmpty)
        } catch let error as ScenarioError {
          #expect(!error.message.isEmpty)
        } catch {
          Issue.record("\(file): unexpected error type \(type(of: error)): \(error)")
        }
      }
    }
    #expect(rejected > 0 && decoded > 0, "the mutations exercise both paths")
  }
}
