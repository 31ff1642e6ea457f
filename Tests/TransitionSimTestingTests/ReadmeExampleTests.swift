import Foundation
import Testing

/// The README's example test files are the ones in this folder, verbatim, so the example
/// compiles and passes.
@Suite struct ReadmeExampleTests {
  @Test(arguments: ["GridAnimationTests.swift", "GridAnimationXCTests.swift"])
  func theReadmeShowsTheExampleFile(_ name: String) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(
      contentsOf: folder.appendingPathComponent("../../README.md").standardized, encoding: .utf8)
    let file = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    #expect(readme.contains("```swift\n" + file + "```\n"))
  }
}
